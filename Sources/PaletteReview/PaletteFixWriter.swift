import ColorScience
import Foundation
import JSONSupport

/// Writes a fixed copy of a palette that re-checks clean with the same policy: every fix
/// goes into the file it came from, in that file's own format, and the result is checked
/// again (a fix in one theme can move a pair in another that inherits it), up to a few rounds.
///
/// - A token in several pairs gets one color that passes all of them (the checker's fix).
/// - A fix lands where the failure is: in the variant that defines the value, else as an
///   override in the failing variant's own section (Legible `increasedContrast`/`dark`, the
///   resolver context's file, a new appearance in an asset catalog's colorset).
/// - Aliases are kept: the alias target is fixed when every user of it still passes with the
///   new color; otherwise the alias is broken for that token only, and the notes say so.
/// - State groups that collapse get their lightness spread apart (CIELAB L*, hue and chroma
///   kept) until every pair of them is told apart.
///
/// The input files are never written: the rounds work on copies in a temporary folder.
public enum PaletteFixWriter {
  /// The fixed copy of a palette, ready to write out, and what was done to it.
  public struct Output: Sendable {
    /// Paths relative to the palette's root (its folder, or the asset catalog), and contents.
    public var files: [(path: String, bytes: [UInt8])]
    /// Whether the output is one file (Legible, DTCG token file, Material) or a folder.
    public var isFolder: Bool
    /// The relative path of the file to give `legible palette` (the resolver, the file itself).
    public var entry: String
    /// What the fix did that the files alone do not show (an alias broken, a token overridden), for people.
    public var notes: [String]
    /// Failures a fix was offered for that still fail in the fixed copy (0 when it re-checks clean).
    public var remaining: [String]
    /// Whether any written file differs from its original; false when nothing needed fixing.
    public var changed: Bool
  }

  static let maximumRounds = 8

  /// Fixes the palette at `input` and returns the fixed files, re-checking them with `policy`
  /// for up to `maximumRounds` rounds; throws when the palette or a fixed copy cannot be read.
  public static func fix(
    _ input: String, palette: Palette, policy: PalettePolicy, format: PaletteLoader.Format?,
    limits: PaletteLimits = PaletteLimits()
  ) throws(PaletteError) -> Output {
    let fm = FileManager.default
    let isCatalog = palette.format == "Xcode asset catalog"
    let inputURL = URL(fileURLWithPath: input).standardizedFileURL
    let root = isCatalog ? inputURL.path : inputURL.deletingLastPathComponent().path
    var relative: [String] = []
    for f in palette.files {
      let p = URL(fileURLWithPath: f).standardizedFileURL.path
      guard p.hasPrefix(root + "/") else {
        throw PaletteError(
          file: f, message: "is outside the palette's folder \(root); --fix-out writes only files inside it")
      }
      relative.append(String(p.dropFirst(root.count + 1)))
    }
    if !isCatalog, !relative.contains(inputURL.lastPathComponent) {
      relative.append(inputURL.lastPathComponent)
    }
    if isCatalog, fm.fileExists(atPath: root + "/Contents.json") { relative.append("Contents.json") }
    let temp = fm.temporaryDirectory.appendingPathComponent(
      "legible-fix-\(UUID().uuidString)" + (isCatalog ? ".xcassets" : "")
    ).path
    defer { try? fm.removeItem(atPath: temp) }
    var originals: [String: [UInt8]] = [:]
    for r in relative {
      let bytes: [UInt8]
      do { bytes = try Array(Data(contentsOf: URL(fileURLWithPath: root + "/" + r))) } catch {
        throw PaletteError(file: root + "/" + r, message: "could not be read for --fix-out")
      }
      originals[r] = bytes
      try write(bytes, to: temp + "/" + r)
    }
    let entry = isCatalog ? "" : inputURL.lastPathComponent
    let entryPath = isCatalog ? temp : temp + "/" + entry
    var notes: [String] = []
    var noted = Set<String>()
    func note(_ s: String) { if noted.insert(s).inserted { notes.append(s) } }

    for _ in 0..<maximumRounds {
      let current = try PaletteLoader.load(entryPath, format: format, limits: limits)
      let report = try PaletteChecker.check(current, policy: policy)
      var plan = Plan(palette: current, report: report, temp: temp, policy: policy)
      plan.build(note: note)
      if plan.edits.isEmpty { break }
      for (file, edits) in plan.edits {
        guard var bytes = try? Array(Data(contentsOf: URL(fileURLWithPath: file))) else { continue }
        for e in edits.sorted(by: { $0.at > $1.at }) {
          bytes.replaceSubrange(e.at..<(e.at + e.length), with: Array(e.text.utf8))
        }
        try write(bytes, to: file)
      }
    }
    let final = try PaletteChecker.check(
      try PaletteLoader.load(entryPath, format: format, limits: limits), policy: policy)
    let remaining = remainingFailures(final)
    var files: [(String, [UInt8])] = []
    var changed = false
    for r in relative.sorted() {
      let bytes = (try? Array(Data(contentsOf: URL(fileURLWithPath: temp + "/" + r)))) ?? originals[r] ?? []
      if bytes != originals[r] { changed = true }
      files.append((r, bytes))
    }
    return Output(
      files: files, isFolder: isCatalog || relative.count > 1, entry: entry, notes: notes,
      remaining: remaining, changed: changed)
  }

  static func write(_ bytes: [UInt8], to path: String) throws(PaletteError) {
    do {
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true
      )
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    } catch {
      throw PaletteError(file: path, message: "could not write a temporary copy for --fix-out")
    }
  }

  struct Edit {
    var at: Int
    var length: Int
    var text: String
  }

  /// One round: which token gets which color, and where that is written.
  struct Plan {
    var palette: Palette
    var report: PaletteReport
    var temp: String
    var policy: PalettePolicy
    var edits: [String: [Edit]] = [:]
    var touched = Set<String>()

    mutating func build(note: (String) -> Void) {
      var wanted: [(Variant, String, SRGBColor)] = []
      var seen = Set<String>()
      for f in report.findings where f.theme == nil && f.rule == .pairContrast {
        guard let fix = f.fix, seen.insert("\(f.variant.rawValue)|\(fix.token)").inserted else { continue }
        wanted.append((f.variant, fix.token, fix.color))
      }
      var groupsDone = Set<String>()
      for f in report.findings where f.theme == nil && f.rule == .stateDistinguishability && f.level == .error
      {
        let groups = policy.stateGroups.isEmpty ? palette.stateGroups : policy.stateGroups
        guard let tokens = palette.variants[f.variant],
          let group = groups.first(where: { g in
            Set(g.members.flatMap { TokenPattern.expand($0, in: tokens) }).isSuperset(of: f.tokens)
          }),
          groupsDone.insert("\(f.variant.rawValue)|\(group.name)").inserted
        else { continue }
        let members = group.members.flatMap { TokenPattern.expand($0, in: tokens) }
        for (path, color) in PaletteFixWriter.spreadLightness(
          members.compactMap { tokens[$0] }, threshold: policy.distinguishThreshold)
        where seen.insert("\(f.variant.rawValue)|\(path)").inserted {
          wanted.append((f.variant, path, color))
        }
      }
      for (variant, path, color) in wanted {
        guard let tokens = palette.variants[variant], let token = tokens[path] else { continue }
        // Aliases: fix the target when every user of it still passes.
        if let target = token.aliasOf, let targetToken = tokens[target] {
          let users = Set(tokens.values.filter { $0.aliasOf == target }.map(\.path) + [target])
          if everyPairPasses(variant, changing: users, to: color) {
            if place(variant, target, targetToken, color, note: note) {
              note(
                "\(path): fixed its alias target \(target) to \(color.hex) in \(palette.displayName(variant)) (every user of \(target) passes)"
              )
            }
            continue
          }
          if place(variant, path, token, color, note: note) {
            note(
              "\(path): alias {\(target)} broken for \(path) only in \(palette.displayName(variant)): \(color.hex) would make another user of \(target) fail"
            )
          }
          continue
        }
        _ = place(variant, path, token, color, note: note)
      }
    }

    /// Whether every pair of the variant that passes now still passes with `tokens` set to `color`.
    func everyPairPasses(_ variant: Variant, changing tokens: Set<String>, to color: SRGBColor) -> Bool {
      guard let table = palette.variants[variant] else { return false }
      for p in report.checkedPairs[variant] ?? []
      where tokens.contains(p.pair.foreground) || tokens.contains(p.pair.background) {
        guard let required = p.required else { continue }
        guard let fg = tokens.contains(p.pair.foreground) ? color : table[p.pair.foreground]?.color,
          let bg = tokens.contains(p.pair.background) ? color : table[p.pair.background]?.color
        else { return false }
        guard bg.isOpaque else { continue }
        if WCAG.contrastRatio(of: fg, on: bg) < required { return false }
      }
      return true
    }

    /// Writes `color` for `path` in `variant`: at its value when this variant defines it (the
    /// first of the variants sharing that value, as they inherit), else as an override in the
    /// variant's own section. False when there is nowhere to write it.
    mutating func place(
      _ variant: Variant, _ path: String, _ token: Token, _ color: SRGBColor, note: (String) -> Void
    ) -> Bool {
      guard let loc = token.location, let range = loc.range else { return false }
      let users = palette.variants.filter { $0.value[path]?.location == loc }.map(\.key)
      let key = "\(loc.file)|\(range.lowerBound)"
      if users.min() == variant {
        guard touched.insert(key).inserted else { return false }
        edits[loc.file, default: []].append(
          Edit(
            at: range.lowerBound, length: range.count,
            text: valueText(color, file: loc.file, at: range.lowerBound)))
        return true
      }
      guard let (file, edit) = overrideEdit(variant, path, color, definedIn: loc.file, at: range.lowerBound)
      else {
        note(
          "\(path): no place to write a \(palette.displayName(variant)) override in \(palette.format); fix it by hand"
        )
        return false
      }
      guard touched.insert("\(file)|\(edit.at)").inserted else { return false }
      edits[file, default: []].append(edit)
      return true
    }

    /// The new value in the form of the one it replaces: a hex string stays a hex string (in
    /// its case), `rgb()` stays `rgb()`, a DTCG color object stays an object.
    func valueText(_ color: SRGBColor, file: String, at offset: Int) -> String {
      if palette.format == "Xcode asset catalog" { return PaletteFixWriter.catalogColor(color) }
      if palette.format == "CSS custom properties" {
        // CSS values are bare: keep the case of a hex the stylesheet wrote.
        let old =
          (try? Array(Data(contentsOf: URL(fileURLWithPath: file)))).map {
            Array($0[min(offset, $0.count)...].prefix(64).prefix { ![0x3B, 0x7D, 0x21, 0x0A].contains($0) })
          } ?? []
        let text = String(decoding: old, as: UTF8.self)
        if let channels = PaletteFixWriter.sameChannels(color, as: text) { return channels }
        return text.prefix(9).contains(where: \.isUppercase) ? color.hex.uppercased() : color.hex
      }
      let old =
        (try? Array(Data(contentsOf: URL(fileURLWithPath: file)))).map {
          Array($0[min(offset, $0.count)...].prefix(64))
        } ?? []
      return PaletteFixWriter.sameForm(
        color, as: String(decoding: old, as: UTF8.self), dtcg: palette.format.hasPrefix("DTCG"))
    }

    /// An override for one variant, in the place the format keeps per-variant values.
    func overrideEdit(
      _ variant: Variant, _ path: String, _ color: SRGBColor, definedIn file: String, at offset: Int
    ) -> (String, Edit)? {
      switch palette.format {
      case "Legible palette":
        guard let root = try? PaletteInput.readJSON(file, limits: PaletteLimits()).0,
          let variants = root["variants"]
        else { return nil }
        if let section = variants.objectEntries?.first(where: { Variant.named($0.key) == variant })?.value {
          return (
            file,
            PaletteFixWriter.insertion(
              into: section, path: path.split(separator: ".").map(String.init), leaf: "\"\(color.hex)\"",
              dtcg: false)
          )
        }
        return (
          file,
          PaletteFixWriter.insertion(
            into: variants, path: [variant.rawValue] + path.split(separator: ".").map(String.init),
            leaf: "\"\(color.hex)\"", dtcg: false)
        )
      case "Xcode asset catalog":
        guard let root = try? PaletteInput.readJSON(file, limits: PaletteLimits()).0,
          let colors = root["colors"], case .array(let items, let span) = colors
        else { return nil }
        var appearances: [String] = []
        if variant.isDark { appearances.append("{\"appearance\": \"luminosity\", \"value\": \"dark\"}") }
        if variant.isIncreasedContrast {
          appearances.append("{\"appearance\": \"contrast\", \"value\": \"high\"}")
        }
        let entry =
          "\n    {\"appearances\": [\(appearances.joined(separator: ", "))], \"color\": \(PaletteFixWriter.catalogColor(color)), \"idiom\": \"universal\"}"
          + (items.isEmpty ? "" : ",")
        return (file, Edit(at: span.start + 1, length: 0, text: entry))
      case "DTCG resolver":
        guard let themeFile = resolverContextFile(variant) else { return nil }
        guard let root = try? PaletteInput.readJSON(themeFile, limits: PaletteLimits()).0 else { return nil }
        // The context's file already defines the token for other variants too (one base file
        // for light and light high contrast): a second key would be a duplicate, and changing
        // the value would change those variants. Nowhere to write it: said, fixed by hand.
        let keys = path.split(separator: ".").map(String.init)
        guard keys.reduce(Optional(root), { node, key in node?[key] }) == nil else { return nil }
        return (
          themeFile,
          PaletteFixWriter.insertion(
            into: root, path: path.split(separator: ".").map(String.init),
            leaf: "{\"$type\": \"color\", \"$value\": \(PaletteFixWriter.dtcgObject(color))}", dtcg: true)
        )
      case "CSS custom properties":
        // A rule at the end of the stylesheet, under the media queries that select the variant.
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? nil
        else { return nil }
        // The scheme is always named: a bare `prefers-contrast: more` block would also reach
        // dark users with more contrast and write a light fix over their dark value.
        var queries: [String] = []
        if variant.isDark || variant.isIncreasedContrast {
          queries.append("@media (prefers-color-scheme: \(variant.isDark ? "dark" : "light"))")
        }
        if variant.isIncreasedContrast { queries.append("@media (prefers-contrast: more)") }
        guard !queries.isEmpty else { return nil }
        let text =
          "\n" + queries.map { $0 + " { " }.joined()
          + ":root { \(path): \(valueText(color, file: file, at: offset)); }"
          + String(repeating: " }", count: queries.count) + "\n"
        return (file, Edit(at: size, length: 0, text: text))
      default:
        return nil
      }
    }

    /// The first token file of the resolver context that selects this variant's theme.
    func resolverContextFile(_ variant: Variant) -> String? {
      guard let resolver = palette.files.first, let name = palette.themeNames[variant],
        let root = try? PaletteInput.readJSON(resolver, limits: PaletteLimits()).0
      else { return nil }
      for (_, _, modifier) in root["modifiers"]?.objectEntries ?? [] {
        guard let sources = modifier["contexts"]?[name]?.arrayValues else { continue }
        for s in sources {
          guard let ref = s["$ref"]?.stringValue, !ref.hasPrefix("#") else { continue }
          let path = URL(fileURLWithPath: resolver).deletingLastPathComponent().appendingPathComponent(ref)
            .standardizedFileURL.path
          if path.hasPrefix(URL(fileURLWithPath: temp).standardizedFileURL.path + "/") { return path }
        }
      }
      return nil
    }
  }

  /// Text that inserts `path` (nested groups, then the leaf) at the start of `object`, below
  /// the deepest group of the path that already exists (DTCG groups stop at a token).
  static func insertion(into object: JSONNode, path: [String], leaf: String, dtcg: Bool) -> Edit {
    var node = object
    var rest = path[...]
    while rest.count > 1, let first = rest.first, let child = node[first], child.objectEntries != nil,
      !dtcg || child["$value"] == nil
    {
      node = child
      rest = rest.dropFirst()
    }
    var text = leaf
    for key in rest.reversed() { text = "{\(JSONWriter.string(.string(key), pretty: false)): \(text)}" }
    text = String(text.dropFirst().dropLast())  // the outermost braces belong to `node`
    let hasEntries = !(node.objectEntries ?? []).isEmpty
    // The indentation of the object's first entry (its column, minus one), so the
    // inserted line lines up with its siblings; two more than the object's own without one.
    // An object written on one line (`{ "secondary": "#aeaeb2" }`) gets the entry on that line.
    if let first = node.objectEntries?.first, first.1.line == node.span.line {
      return Edit(at: node.span.start + 1, length: 0, text: " " + text + ",")
    }
    let indent: String
    if let first = node.objectEntries?.first {
      indent = String(repeating: " ", count: max(0, first.1.column - 1))
    } else {
      indent = String(repeating: " ", count: max(0, node.span.column - 1) + 2)
    }
    let closing = String(repeating: " ", count: max(0, node.span.column - 1))
    return Edit(
      at: node.span.start + 1, length: 0, text: "\n" + indent + text + (hasEntries ? "," : "\n" + closing))
  }

  /// `color` written the way `old` (the text from the old value's first byte on) writes its
  /// color: a quoted string keeps its notation (`#rrggbb`, upper case if it was, `rgb()`,
  /// `rgba()`); anything else is a DTCG color object in a DTCG file.
  static func sameForm(_ color: SRGBColor, as old: String, dtcg: Bool) -> String {
    guard old.hasPrefix("\"") else { return dtcg ? dtcgObject(color) : "\"\(color.hex)\"" }
    let body = old.dropFirst().lowercased()
    let p = color.rgba8
    if body.hasPrefix("rgb") {
      if color.alpha < 1 || body.hasPrefix("rgba") {
        return "\"rgba(\(p.red), \(p.green), \(p.blue), \(String((color.alpha * 1000).rounded() / 1000)))\""
      }
      return "\"rgb(\(p.red), \(p.green), \(p.blue))\""
    }
    let upper = old.dropFirst().prefix { $0 != "\"" }.contains { $0.isUppercase }
    return "\"" + (upper ? color.hex.uppercased() : color.hex) + "\""
  }

  static func catalogColor(_ c: SRGBColor) -> String {
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    return
      "{\"color-space\": \"srgb\", \"components\": {\"alpha\": \"\(f(c.alpha))\", \"blue\": \"\(f(c.blue))\", \"green\": \"\(f(c.green))\", \"red\": \"\(f(c.red))\"}}"
  }

  static func dtcgObject(_ c: SRGBColor) -> String {
    func f(_ v: Double) -> String { String((v * 10000).rounded() / 10000) }
    var s = "{\"colorSpace\": \"srgb\", \"components\": [\(f(c.red)), \(f(c.green)), \(f(c.blue))]"
    if c.alpha < 1 { s += ", \"alpha\": \(f(c.alpha))" }
    return s + ", \"hex\": \"\(String(c.hex.prefix(7)))\"}"
  }

  /// New colors for state tokens that collapse: their CIELAB lightness spread apart around
  /// their mean (a* and b*, so hue and chroma, kept), 12 L* apart and more until every pair is
  /// told apart by the same test the checker uses; none when even 36 apart does not.
  static func spreadLightness(_ members: [Token], threshold: Double) -> [(String, SRGBColor)] {
    guard members.count >= 2 else { return [] }
    let labs = members.map { CIELab($0.color) }
    let order = labs.indices.sorted { labs[$0].l < labs[$1].l }
    let mean = labs.map(\.l).reduce(0, +) / Double(labs.count)
    for spacing in stride(from: 12.0, through: 36.0, by: 2) {
      let span = spacing * Double(members.count - 1)
      guard span <= 76 else { break }
      var low = mean - span / 2
      low = min(max(low, 18), 94 - span)
      var colors = members.map(\.color)
      for (rank, i) in order.enumerated() {
        var lab = labs[i]
        lab.l = low + spacing * Double(rank)
        colors[i] = SRGBColor(linear: lab.xyz.linearSRGB, alpha: members[i].color.alpha).clipped
        colors[i] = SRGBColor(colors[i].rgba8)
      }
      var apart = true
      for a in colors.indices {
        for b in colors.indices where b > a {
          if !Distinguishability.compare([colors[a]], [colors[b]], threshold: threshold).isDistinguishable {
            apart = false
          }
        }
      }
      if apart { return members.indices.map { (members[$0].path, colors[$0]) } }
    }
    return []
  }
}

extension PaletteFixWriter {
  /// A token whose color differs between two loads of a palette.
  public struct Change: Sendable {
    /// The theme's display name, since an extra theme is not told apart by its variant.
    public var theme: String
    /// The token path whose color changed.
    public var token: String
    /// The color before the fix.
    public var old: SRGBColor
    /// The color after the fix.
    public var new: SRGBColor
    /// The CIEDE2000 difference between `old` and `new`, so a review can see how far a fix moved a color.
    public var deltaE: Double
  }

  /// Every token whose color differs between `before` and `after` (the fixed copy, read back
  /// from what was written), per theme: what `--fix-out` changed, listed in full.
  public static func changes(from before: Palette, to after: Palette) -> [Change] {
    var out: [Change] = []
    for v in before.variants.keys.sorted() {
      guard let old = before.variants[v], let new = after.variants[v] else { continue }
      for path in old.keys.sorted() {
        guard let a = old[path]?.color, let b = new[path]?.color, a.rgba8 != b.rgba8 else { continue }
        out.append(
          Change(theme: before.displayName(v), token: path, old: a, new: b, deltaE: DeltaE.ciede2000(a, b)))
      }
    }
    for t in before.extraThemes {
      guard let new = after.extraThemes.first(where: { $0.name == t.name })?.tokens else { continue }
      for path in t.tokens.keys.sorted() {
        guard let a = t.tokens[path]?.color, let b = new[path]?.color, a.rgba8 != b.rgba8 else { continue }
        out.append(Change(theme: t.name, token: path, old: a, new: b, deltaE: DeltaE.ciede2000(a, b)))
      }
    }
    return out
  }

  /// The failures left in a checked palette that a fix is for: pairs below their minimum and
  /// state groups that collapse at error level.
  public static func remainingFailures(_ report: PaletteReport) -> [String] {
    report.findings.filter {
      $0.rule == .pairContrast || ($0.rule == .stateDistinguishability && $0.level == .error)
    }
    .map { "\($0.theme ?? report.palette.displayName($0.variant)): \($0.message.prefix { $0 != ";" })" }
  }
}
