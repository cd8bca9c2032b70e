extension PairInference {
  /// One inference: the surfaces read from the names once, the pairs and the unpaired
  /// foregrounds found so far, and the rule for each kind of foreground.
  struct InferenceRun {
    let names: [Name]
    let maximumPairs: Int
    var pairs: [PairRule] = []
    var unpaired: [(String, String)] = []
    var seen = Set<PairKey>()
    /// Candidate surfaces: backgrounds, and plain palette colors for on-X and tints.
    let surfaces: [Name]
    var byStem: [[String]: [Name]] = [:]
    /// Plain colors and backgrounds at rest by their whole name, for `X-text` on `X`.
    var byWords: [[String]: [Name]] = [:]
    let generic: [Name]
    /// Interaction-state backgrounds by state and stem.
    var transientSurfaces: [String: [[String]: [Name]]] = [:]
    /// Stems of backgrounds that have hover/pressed siblings: control fills.
    let controlFills: Set<[String]>

    init(names: [Name], maximumPairs: Int) {
      self.names = names
      self.maximumPairs = maximumPairs
      // Candidate surfaces: backgrounds, and plain palette colors for on-X and tints.
      surfaces = names.filter { ($0.kind == .background || $0.kind == .plain) && $0.transient == nil }
      for s in surfaces { byStem[s.stem, default: []].append(s) }
      for s in surfaces where s.states.isEmpty && !s.absolute { byWords[s.words, default: []].append(s) }
      var generic = surfaces.filter(isGenericSurface)
      // A palette of hues with no background names (Polaris v1): its `white` and the light
      // levels of `sky`, which Polaris documents as its background scale, are the page.
      if generic.isEmpty {
        generic = surfaces.filter {
          $0.kind == .plain && $0.states.isEmpty
            && ($0.stem == ["white"]
              || ($0.stem.first == "sky" && $0.stem.count == 2
                && ["light", "lighter", "lightest"].contains($0.stem[1])))
        }
      }
      self.generic = generic
      // Interaction-state backgrounds by state and stem (`buttonBackgroundHovered`), for the
      // text of the same component in the same state.
      for b in names where b.kind == .background && b.reserved.isEmpty && !b.absolute {
        guard let transient = b.transient else { continue }
        transientSurfaces[transient, default: [:]][b.stem, default: []].append(b)
      }
      // Backgrounds that have hover/pressed siblings are control fills (a button's), not surfaces for role-colored text.
      controlFills = Set(names.filter { $0.kind == .background && $0.transient != nil }.map(\.stem))
    }

    mutating func add(_ f: Name, _ b: Name, _ use: PairUse, _ rule: String, _ reason: String) {
      guard pairs.count <= maximumPairs, f.path != b.path,
        seen.insert(PairKey(fg: f.path, bg: b.path)).inserted
      else { return }
      pairs.append(
        PairRule(
          foreground: f.path, background: b.path, use: f.quaternary ? .decorative : use, source: rule,
          inferredBy: reason))
    }

    func joined(_ w: [String]) -> String {
      w.enumerated().map {
        $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
      }.joined()
    }

    /// The surfaces of one text or icon token, or why it has none.
    mutating func pairForeground(_ f: Name) {
      // The parts of a control that are not text (a switch's track and knob, a slider's
      // handle, a progress indicator) are UI components: 3:1 (WCAG 1.4.11), not 4.5:1.
      let use: PairUse = f.kind == .icon || f.words.contains(where: componentPartWords.contains) ? .ui : .text
      let before = pairs.count
      if let t = f.transient {
        pairTransient(f, t, use: use, before: before)
        return
      }
      // 1. on-X: the surface the name points to.
      if let target = f.onTarget, !target.isEmpty {
        pairOn(f, target: target, use: use, before: before)
        return
      }
      if f.absolute {
        unpaired.append(
          (f.path, "names an absolute color, not the surface it is drawn on; list its pairs in a policy"))
        return
      }
      if pairNamedFill(f, use: use, before: before) { return }
      let core = f.stem.filter { !genericWords.contains($0) && !reservedWords.contains($0) }
      // Static/fixed/inverse foregrounds: only surfaces that share the qualifier.
      if !f.reserved.isEmpty {
        pairReserved(f, use: use, before: before)
        return
      }
      if f.kind == .icon && !core.isEmpty {
        unpaired.append(
          (
            f.path,
            "an icon in a role or component color: its surfaces are not named; list its pairs in a policy"
          ))
        return
      }
      if core.isEmpty {
        pairGeneric(f, use: use)
      } else if core.allSatisfy(roleWords.contains) {
        pairRole(f, core: core, use: use)
      } else {
        pairComponent(f, use: use, before: before)
        return
      }
      if pairs.count == before {
        unpaired.append((f.path, "no surface of its component or role, and no generic surface"))
      }
    }

    /// `X-text` / `X-foreground` beside a color named `X`: the text drawn on that fill
    /// (shadcn/ui's `--primary-foreground` on `--primary`, `button.primary-text` on
    /// `button.primary`, MUI's `primary.contrastText` on `primary.main`). The kind word comes
    /// last; `text.primary` (kind word first) is a level of text, not text for `primary`. Only
    /// on `X` (white text for a blue button is no text for the page), and also on the generic
    /// surfaces when `X` is itself a tint level (`--muted-foreground` is the page's muted text).
    /// Returns whether it paired `f`.
    mutating func pairNamedFill(_ f: Name, use: PairUse, before: Int) -> Bool {
      guard f.reserved.isEmpty, f.states.isEmpty, let last = f.words.last,
        textWords.contains(last) || iconWords.contains(last)
      else { return false }
      let prefix = Array(f.words.dropLast().filter { $0 != "contrast" })
      guard !prefix.isEmpty, !prefix.contains(where: backgroundWords.contains) else { return false }
      // A role's or hue's `redText` is text in red, drawn on red's tints (Polaris); only
      // `foreground` and MUI's `contrastText` name the text on the role's fill.
      if prefix.allSatisfy(roleWords.contains) && last != "foreground" && !f.words.contains("contrast") {
        return false
      }
      let fills = [prefix, prefix + ["main"], prefix + ["base"]].flatMap { byWords[$0] ?? [] }
      guard !fills.isEmpty else { return false }
      for b in fills { add(f, b, use, "on", "named after \(joined(b.words)): drawn on it") }
      if prefix.allSatisfy(tintWords.contains) {
        for b in generic where b.kind == .background {
          add(f, b, use, "generic", "\(joined(prefix)) text also on a generic surface")
        }
      }
      return pairs.count > before
    }

    /// A foreground in an interaction state goes only on a surface in the same state, so it is
    /// paired apart from the resting colors; disabled ones are exempt and only reported.
    mutating func pairTransient(_ f: Name, _ t: String, use: PairUse, before: Int) {
      // Disabled controls are exempt from the minimums (WCAG 2.2, 1.4.3 "incidental").
      if t == "disabled" || t == "inactive" {
        unpaired.append((f.path, "disabled: exempt from contrast minimums (WCAG 1.4.3, incidental)"))
        return
      }
      // A component's text in a state goes on the component's background in the same
      // state (`buttonTextHovered` on `buttonBackgroundHovered`), else its parent's.
      let core = f.stem.filter { !genericWords.contains($0) && !reservedWords.contains($0) }
      if f.onTarget == nil, !core.isEmpty, !core.allSatisfy(roleWords.contains),
        let byState = transientSurfaces[t]
      {
        var stem = f.stem
        for _ in 0..<2 where !stem.isEmpty && pairs.count == before {
          for b in byState[stem] ?? [] where b.states == f.states {
            add(f, b, use, "stem", "stem \(joined(stem)), both \(t)")
          }
          stem.removeLast()
        }
      }
      if pairs.count == before {
        unpaired.append(
          (
            f.path,
            "an interaction state (\(t)) with no background of the same component in that state: checked at rest only"
          ))
      }
    }

    /// Static, fixed and inverse foregrounds keep their contrast only on surfaces that share the
    /// qualifier, so they are matched by stem among those alone.
    mutating func pairReserved(_ f: Name, use: PairUse, before: Int) {
      for b in surfaces
      where b.kind == .background && b.reserved == f.reserved && b.states == f.states
        && b.stem.filter({ !reservedWords.contains($0) }) == f.stem.filter({ !reservedWords.contains($0) })
      {
        add(f, b, use, "stem", "stem \(joined(b.stem)) (\(f.reserved.sorted().joined(separator: ", ")))")
      }
      if pairs.count == before {
        unpaired.append(
          (
            f.path,
            "\(f.reserved.sorted().joined(separator: ", ")) color with no surface of the same name; list its pairs in a policy"
          ))
      }
    }

    /// 4. Generic text has no component or role to follow, so it goes on the generic surfaces
    /// (in its own states, if it has any).
    mutating func pairGeneric(_ f: Name, use: PairUse) {
      // 4. Generic text on generic surfaces.
      if f.states.isEmpty {
        for b in generic {
          add(f, b, use, "generic", "generic \(f.kind == .icon ? "icon" : "text") on a generic surface")
        }
      } else {
        for b in surfaces
        where b.kind == .background && b.states == f.states && b.stem.allSatisfy(genericWords.contains)
          && b.reserved.isEmpty && !b.absolute
        {
          add(
            f, b, use, "generic",
            "generic text on a generic surface, both \(f.states.sorted().joined(separator: ", "))")
        }
      }
    }

    /// 3. A role's text goes on the role's own surface and tints, and on the generic surfaces,
    /// where messages of that role are drawn.
    mutating func pairRole(_ f: Name, core: [String], use: PairUse) {
      // 3. Role color: the role's own surface when it is a surface (Fluent's errorBackground,
      // with no hover or pressed sibling; one with them is a control fill that carries on-X
      // text), its light tints, and the generic surfaces only when it has no surface of its own.
      for b in byStem[core] ?? []
      where b.kind == .background && b.states == f.states && !controlFills.contains(b.stem)
        && b.reserved.isEmpty && !b.absolute
      {
        add(f, b, use, "stem", "role \(joined(core)) on its own surface \(joined(b.words))")
      }
      for b in surfaces where b.states == f.states && b.reserved.isEmpty && !b.absolute {
        let rest = b.stem.filter { !core.contains($0) }
        guard b.stem.filter(core.contains) == core, !rest.isEmpty, rest.allSatisfy(tintWords.contains)
        else { continue }
        // A level of the role's text (text.danger.tertiary) goes on the tint of the same level only.
        let level = f.stem.filter { !core.contains($0) }
        guard level.isEmpty || Set(level) == Set(rest) else { continue }
        guard b.kind == .background || b.stem.count == core.count + 1 else { continue }
        add(f, b, use, "role-tint", "role \(joined(core)) on its tint \(joined(b.stem))")
      }
      // And the generic surfaces (Fluent's errorText under a form field on bodyBackground).
      if f.states.isEmpty {
        for b in generic where b.kind == .background {
          add(f, b, use, "generic", "role \(joined(core)) on a generic surface")
        }
      }
    }

    /// 2. A component's text goes on the component's background, its tints, or its parent's;
    /// when none is named it is reported, as guessing the page would hide real failures.
    mutating func pairComponent(_ f: Name, use: PairUse, before: Int) {
      // 2. Component stem: its own background, else its light tints (display.blue.fgColor →
      // display.blue.bgColor.muted), else its parent's (menuItemText → menuBackground):
      // one level up at most, and never the page, which a component's text is not drawn on.
      var stem = f.stem
      for _ in 0..<2 where !stem.isEmpty && pairs.count == before && !stem.allSatisfy(genericWords.contains) {
        for b in byStem[stem] ?? []
        where b.kind == .background && b.states == f.states && !b.absolute && b.reserved.isEmpty {
          add(f, b, use, "stem", "stem \(joined(stem))")
        }
        if pairs.count == before {
          for b in surfaces
          where b.kind == .background && b.states == f.states && !b.absolute && b.reserved.isEmpty
            && b.stem.count > stem.count && Array(b.stem.prefix(stem.count)) == stem
            && b.stem.dropFirst(stem.count).allSatisfy(tintWords.contains)
          {
            add(f, b, use, "stem", "stem \(joined(stem)) on its tint \(joined(b.stem))")
          }
        }
        stem.removeLast()
      }
      if pairs.count == before {
        unpaired.append(
          (
            f.path,
            "component \(joined(f.stem)) has no background of its own (nor its parent): its surface is not named; list its pairs in a policy"
          ))
      }
    }

    /// 1. on-X: the surface the name points to.
    mutating func pairOn(_ f: Name, target: [String], use: PairUse, before: Int) {
      let context = f.onContext ?? []
      let core = target.filter { !backgroundWords.contains($0) }
      if target.contains(where: backgroundWords.contains) && core.allSatisfy(genericWords.contains)
        && context.isEmpty
      {
        // on-surface: the surface named, and its levels and containers (surfaceDim,
        // surfaceContainerHigh); on-background: the background.
        // A variant's text (onSurfaceVariant) goes on the surface's levels as well.
        let surface = target.last == "variant" ? Array(target.dropLast()) : target
        for b in surfaces
        where b.kind == .background && b.states == f.states && b.reserved.isEmpty && !b.absolute
          && b.words.count >= surface.count && Array(b.words.prefix(surface.count)) == surface
          && b.words.dropFirst(surface.count).allSatisfy(genericWords.contains)
        {
          add(f, b, use, "on", "on \(joined(target)): the surface and its levels")
        }
      } else {
        let target = core
        var candidates: [[String]] = []
        if !context.isEmpty && !(context.last == target.first) { candidates.append(context + target) }
        if let last = context.last, last == target.first { candidates.append(context.dropLast() + target) }
        for n in stride(from: target.count, through: 1, by: -1) { candidates.append(Array(target.prefix(n))) }
        for c in candidates {
          // The surface itself, its dim/bright levels, and role variants of it (bgColor.accent.emphasis).
          let hits = surfaces.filter { b in
            guard b.states == f.states, !b.absolute || target.contains(where: absoluteWords.contains) else {
              return false
            }
            if b.stem == c { return true }
            if b.stem.count == c.count + 1, Array(b.stem.prefix(c.count)) == c,
              ["dim", "bright"].contains(b.stem.last ?? "")
            {
              return true
            }
            return b.stem.count > c.count && Array(b.stem.suffix(c.count)) == c
              && b.stem.dropLast(c.count).allSatisfy(roleWords.contains) && context.isEmpty
          }
          for b in hits { add(f, b, use, "on", "on \(joined(c))") }
          if !hits.isEmpty { break }
        }
      }
      if pairs.count == before {
        unpaired.append((f.path, "names a surface (on \(joined(target))) that the palette does not define"))
      }
    }

    /// Pairs of tokens that are not text or icons: a plain white label on role fills, and
    /// separators on the generic surfaces.
    mutating func pairLabelsAndSeparators() {
      // A plain `white` in a palette whose role fills have hover and pressed states (Spectrum's
      // `accent-background-color-default`): the fills are buttons, and their label is white.
      for f in names where f.kind == .plain && f.words == ["white"] {
        for b in surfaces
        where b.kind == .background && b.states.isEmpty && b.reserved.isEmpty && !b.absolute
          && controlFills.contains(b.stem) && !b.stem.isEmpty && b.stem.allSatisfy(roleWords.contains)
        {
          add(
            f, b, .text, "on",
            "white label on the \(joined(b.stem)) fill (a control: it has interaction states)")
        }
      }
      // Apple's separator is a UI component's edge (WCAG 1.4.11, 3:1) on the generic surfaces.
      for f in names
      where f.kind == .other && f.transient == nil && (f.words.last == "separator") && f.reserved.isEmpty
        && f.stem.dropLast().allSatisfy({ genericWords.contains($0) || $0 == "opaque" })
      {
        for b in generic where b.kind == .background {
          add(f, b, .ui, "generic", "separator (a UI component, 3:1) on a generic surface")
        }
      }
    }
  }
}
