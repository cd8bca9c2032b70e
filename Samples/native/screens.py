"""The screens of the native set: app, window size, scale, theme and the steps that reach the page.

Names read n<index>_<app>_<page>_<theme>_<width>x<height>_s<scale>; the size is the window's in
device pixels. Steps click a row by its accessible name (see atspi_dump.py); at scale 2 a step's
click point is scaled too. None of the apps in ../shared/native-reserved.md is here.
"""
QT5 = '/usr/lib/x86_64-linux-gnu/qt5/examples/widgets'
PYQT6 = '/usr/share/doc/pyqt6-examples/examples'

THEMES = {
    'light': {},
    'dark': {'GTK_THEME': 'Adwaita:dark', 'ADW_DEBUG_COLOR_SCHEME': 'prefer-dark'},
    'hc': {'GTK_THEME': 'HighContrast', 'ADW_DEBUG_HIGH_CONTRAST': '1'},
    'hcdark': {'GTK_THEME': 'HighContrastInverse', 'ADW_DEBUG_HIGH_CONTRAST': '1',
               'ADW_DEBUG_COLOR_SCHEME': 'prefer-dark'},
}


def gtk(app, page, theme, w, h, scale, cmd, steps=(), toolkit='gtk4-adw'):
    env = dict(THEMES[theme])
    if toolkit == 'gtk4-adw':
        env.pop('GTK_THEME', None)        # libadwaita ignores GTK_THEME and warns; it has its own switches
    if scale == 2:
        env['GDK_SCALE'] = '2'
    clicked = [st['click'] for st in steps if 'click' in st]
    return {'app': app, 'page': page, 'theme': theme, 'scale': scale, 'toolkit': toolkit, 'cmd': cmd,
            'env': env, 'size': [w * scale, h * scale], 'stackPages': clicked,
            'steps': [dict(s, scale=scale) if 'click' in s else s for s in steps]}


def qt(app, page, w, h, scale, cmd, toolkit='qt5', steps=(), style=None, theme='light'):
    env = {'QT_QPA_PLATFORM': 'xcb'}
    if scale == 2:
        env['QT_SCALE_FACTOR'] = '2'
    if style:
        cmd = cmd + ['-style', style]
    return {'app': app, 'page': page + ('-' + style.lower() if style else ''), 'theme': theme, 'scale': scale,
            'toolkit': toolkit, 'cmd': cmd, 'env': env, 'size': [w * scale, h * scale],
            'steps': [dict(s, scale=scale) if 'click' in s else s for s in steps]}


ADW = ['adwaita-1-demo']
_list = [
    gtk('adw', 'welcome', 'light', 800, 600, 1, ADW),
    gtk('adw', 'buttons', 'light', 800, 600, 1, ADW, [{'click': 'Buttons', 'role': 'label'}]),
    gtk('adw', 'buttons', 'dark', 800, 600, 2, ADW, [{'click': 'Buttons', 'role': 'label'}]),
    gtk('adw', 'lists', 'light', 900, 700, 1, ADW, [{'click': 'Lists', 'role': 'label'}]),
    gtk('adw', 'lists', 'dark', 900, 700, 1, ADW, [{'click': 'Lists', 'role': 'label'}]),
    gtk('adw', 'styles', 'light', 900, 700, 2, ADW, [{'click': 'Style Classes', 'role': 'label'}]),
    gtk('adw', 'styles', 'hc', 900, 700, 1, ADW, [{'click': 'Style Classes', 'role': 'label'}]),
    gtk('adw', 'viewswitcher', 'dark', 900, 600, 1, ADW, [{'click': 'View Switcher', 'role': 'label'}]),
    gtk('adw', 'tabview', 'light', 900, 600, 1, ADW, [{'click': 'Tab View', 'role': 'label'}]),
    gtk('adw', 'toasts', 'hcdark', 800, 600, 1, ADW, [{'click': 'Toasts', 'role': 'label'}]),
    gtk('adw', 'welcome', 'light', 360, 720, 2, ADW),
    gtk('adw', 'welcome', 'dark', 360, 720, 1, ADW),
    gtk('adw', 'buttons', 'light', 360, 720, 2, ADW, [{'click': 'Buttons', 'role': 'label'}]),
    gtk('adw', 'lists', 'dark', 360, 720, 2, ADW, [{'click': 'Lists', 'role': 'label'}]),
    gtk('adw', 'avatar', 'light', 360, 720, 1, ADW, [{'click': 'Avatar', 'role': 'label'}]),
    gtk('characters', 'main', 'light', 900, 650, 1, ['gnome-characters']),
    gtk('characters', 'main', 'dark', 360, 700, 2, ['gnome-characters']),
    gtk('gtk4demo', 'main', 'light', 900, 650, 1, ['gtk4-demo'], toolkit='gtk4'),
    gtk('gtk4demo', 'main', 'dark', 900, 650, 2, ['gtk4-demo'], toolkit='gtk4'),
    gtk('gtk4demo', 'main', 'hc', 900, 650, 1, ['gtk4-demo'], toolkit='gtk4'),
    gtk('gtk3demo', 'main', 'light', 900, 650, 1, ['gtk3-demo'], toolkit='gtk3'),
    gtk('gtk3demo', 'main', 'dark', 900, 650, 2, ['gtk3-demo'], toolkit='gtk3'),
    gtk('gtk3demo', 'main', 'hc', 900, 650, 1, ['gtk3-demo'], toolkit='gtk3'),
    qt('qt5calculator', 'main', 360, 400, 1, [f'{QT5}/widgets/calculator/calculator']),
    qt('qt5calculator', 'main', 360, 400, 2, [f'{QT5}/widgets/calculator/calculator']),
    # Qt 5's styles and sliders examples never registered on the accessibility bus here (both hold
    # sliders); the group box example's unchecked checkable box disables its radio buttons.
    qt('qt5findfiles', 'main', 600, 400, 1, [f'{QT5}/dialogs/findfiles/findfiles']),
    qt('qt5groupbox', 'main', 600, 500, 1, [f'{QT5}/widgets/groupbox/groupbox']),
    qt('qt5groupbox', 'main', 600, 500, 2, [f'{QT5}/widgets/groupbox/groupbox']),
    qt('qt5extension', 'main', 500, 300, 1, [f'{QT5}/dialogs/extension/extension']),
    qt('qt5spinboxes', 'main', 700, 500, 1, [f'{QT5}/widgets/spinboxes/spinboxes']),
    qt('qt5lineedits', 'main', 600, 400, 2, [f'{QT5}/widgets/lineedits/lineedits']),
    qt('qt5tabdialog', 'main', 500, 450, 1, [f'{QT5}/dialogs/tabdialog/tabdialog'], style='Windows'),
    qt('qt5addressbook', 'main', 700, 450, 1, [f'{QT5}/../widgets/itemviews/addressbook/addressbook']),
    qt('qt6standarddialogs', 'main', 700, 560, 1, ['/usr/bin/python3', f'{PYQT6}/dialogs/standarddialogs.py'],
       toolkit='qt6'),
    qt('qt6standarddialogs', 'main', 700, 560, 2, ['/usr/bin/python3', f'{PYQT6}/dialogs/standarddialogs.py'],
       toolkit='qt6'),
    qt('qt6findfiles', 'main', 600, 400, 1, ['/usr/bin/python3', f'{PYQT6}/dialogs/findfiles.py'], toolkit='qt6'),
    qt('qt6tabdialog', 'main', 500, 450, 1, ['/usr/bin/python3', f'{PYQT6}/dialogs/tabdialog.py', '.'],
       toolkit='qt6'),
    qt('qt6linguist', 'main', 900, 650, 1, ['/usr/lib/qt6/bin/linguist'], toolkit='qt6'),
]

# interleave toolkits, so that a partial run still covers each of them
_order = [0, 23, 20, 1, 33, 17, 26, 10, 15, 4, 24, 31, 21, 12, 35, 18, 28, 5, 2, 36, 22, 13, 25, 16, 9, 34, 29, 6,
          19, 27, 3, 30, 7, 37, 11, 32, 14, 8]
assert sorted(_order) == list(range(len(_list)))
_list = [_list[k] for k in _order]

# wizards: a disabled "< Back" on their first page (inactive controls beside active ones)
_list += [
    qt('qt5classwizard', 'main', 600, 450, 1, [f'{QT5}/dialogs/classwizard/classwizard']),
    qt('qt6trivialwizard', 'main', 600, 450, 2, ['/usr/bin/python3', f'{PYQT6}/dialogs/trivialwizard.py'],
       toolkit='qt6'),
    qt('qt5licensewizard', 'main', 600, 450, 1, [f'{QT5}/dialogs/licensewizard/licensewizard']),
    gtk('adw', 'dialogs', 'dark', 800, 600, 1, ADW, [{'click': 'Dialogs', 'role': 'label'}]),
]

# Shipped default themes draw no icon-only control below 3:1. These two screens add a user style sheet that
# fades header-bar and toolbar icons (as some apps' own styles do), so the WCAG 1.4.11 row has cases; their
# ground truth is measured from the pixels like every other screen.
DIM_ICONS = 'headerbar button image, windowcontrols image, button.image-button image { opacity: 0.35; }\n'
_list += [
    dict(gtk('adw', 'dimicons', 'light', 800, 600, 1, ADW), css=DIM_ICONS),
    dict(gtk('gtk4demo', 'dimicons', 'dark', 900, 650, 1, ['gtk4-demo'], toolkit='gtk4'), css=DIM_ICONS),
]

SCREENS = []
for i, s in enumerate(_list):
    w, h = s['size']
    s['name'] = f"n{i:02d}_{s['app']}_{s['page']}_{s['theme']}_{w // s['scale']}x{h // s['scale']}_s{s['scale']}"
    SCREENS.append(s)
