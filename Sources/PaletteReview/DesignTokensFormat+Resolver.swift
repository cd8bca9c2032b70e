import ColorScience
import Foundation
import JSONSupport

extension DesignTokensFormat {
  /// How many times `--max-tokens` a resolver may make in all, across its contexts and the
  /// sources each one reads: every context rebuilds the token table from its sources.
  static let resolverTokenFactor = 8

  /// A `*.resolver.json`: every context of its theme modifier, times every combination of
  /// its other modifiers' contexts, each merged from its sets and contexts in
  /// `resolutionOrder` and resolved as one variant (or extra theme, or listed as skipped).
  static func loadResolver(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError)
    -> Palette
  {
    var load = try ResolverLoad(file: file, root: root, limits: limits)
    return try load.loadAll()
  }

  /// One load of a resolver document. Its state is what the loading shares across
  /// contexts: the sources read (each read, parsed and collected once however many sets
  /// name it), the tokens made against the budget, and the palette being built.
  struct ResolverLoad {
    /// A list of sources and the JSON path that names it, for errors.
    typealias Sources = (key: String, sources: [JSONNode])
    /// A modifier's contexts, its first context and its declared default.
    typealias Modifier = (contexts: [String: Sources], first: String?, defaultContext: String?)
    /// A modifier other than the theme's (brand, density…): its context names and default.
    typealias OtherModifier = (name: String, contexts: [String], defaultIndex: Int)
    typealias Entry = (key: String, keySpan: JSONSpan, value: JSONNode)

    let file: String
    let root: JSONNode
    let limits: PaletteLimits
    /// The resolver's folder: `$ref`s are relative to it.
    let base: URL
    /// The folder references must stay in (symbolic links resolved).
    let confinement: String
    /// Tokens that may be made in all (`resolverTokenFactor` × the token limit).
    let budget: Int
    var files: [String]
    var cache: [String: JSONNode] = [:]
    var collected: [String: [String: RawToken]] = [:]
    var made = 0

    let setSources: [String: Sources]
    let modifierContexts: [String: Modifier]
    /// The modifier that selects appearance, and its contexts when any names a variant.
    let themeModifier: Entry?
    let themeContexts: [Entry]
    let order: [(kind: String, name: String)]
    /// The theme contexts to load, or one unnamed context when there is no theme modifier.
    let contexts: [Entry]
    let others: [OtherModifier]
    /// How many combinations of the other modifiers' contexts there are (`Int.max` when
    /// that overflows).
    let combinations: Int

    var palette: Palette
    var checked = 0
    var perContextCost = 0
    var seenColors: [Int: [(theme: String, name: String, colors: [String: SRGBColor])]] = [:]

    init(file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) {
      self.file = file
      self.root = root
      self.limits = limits
      base = URL(fileURLWithPath: file).deletingLastPathComponent()
      confinement =
        URL(fileURLWithPath: limits.referenceRoot ?? base.path).standardizedFileURL
        .resolvingSymlinksInPath().path
      budget = DesignTokensFormat.budget(limits, times: resolverTokenFactor)
      files = [file]
      let typed = Typed(file: file)
      let sets = try typed { () throws(JSONValueError) in try root["sets"]?.object("sets") ?? [] }
      let modifiers = try typed { () throws(JSONValueError) in
        try root["modifiers"]?.object("modifiers") ?? []
      }
      setSources = try ResolverLoad.setSources(sets, typed)
      modifierContexts = try ResolverLoad.modifierContexts(modifiers, typed)
      // The modifier that selects appearance: most context names map to variants.
      let themeModifier = modifiers.max { a, b in
        let ca = a.value["contexts"]?.objectEntries?.filter { Variant.named($0.key) != nil }.count ?? 0
        let cb = b.value["contexts"]?.objectEntries?.filter { Variant.named($0.key) != nil }.count ?? 0
        return ca < cb
      }
      self.themeModifier = themeModifier
      // Every context of that modifier is a theme, also those whose names say no appearance
      // (Fluent's `inverted`): their kind is read from their surfaces.
      let themeContexts =
        (themeModifier?.value["contexts"]?.objectEntries ?? []).contains { Variant.named($0.key) != nil }
        ? themeModifier?.value["contexts"]?.objectEntries ?? [] : []
      self.themeContexts = themeContexts
      let order = try ResolverLoad.resolutionOrder(
        root, sets: sets, modifiers: modifiers, setSources: setSources, modifierContexts: modifierContexts,
        file: file, typed)
      self.order = order
      let name = try typed { () throws(JSONValueError) in try root["name"]?.string("name") }
      palette = Palette(name: name ?? file, format: "DTCG resolver", files: [], variants: [:])
      contexts =
        themeContexts.isEmpty
        ? [(key: "default", keySpan: root.span, value: JSONNode.array([], root.span))] : themeContexts
      let others = ResolverLoad.otherModifiers(
        order: order, modifiers: modifiers, modifierContexts: modifierContexts,
        themeModifier: themeContexts.isEmpty ? nil : themeModifier?.key)
      self.others = others
      var combinations = 1
      for o in others {
        combinations =
          combinations.multipliedReportingOverflow(by: o.contexts.count).overflow
          ? .max : combinations * o.contexts.count
      }
      self.combinations = combinations
    }

    /// Wrong types are errors naming their JSON path, never skipped.
    struct Typed {
      let file: String
      func callAsFunction<T>(_ body: () throws(JSONValueError) -> T) throws(PaletteError) -> T {
        do { return try body() } catch { throw PaletteError(file: file, error) }
      }
    }

    func fail(_ node: JSONNode, _ m: String) -> PaletteError {
      PaletteError(file: file, line: node.span.line, column: node.span.column, message: m)
    }

    /// Each set's sources by name (a resolution order may name thousands), each checked once.
    static func setSources(_ sets: [Entry], _ typed: Typed) throws(PaletteError) -> [String: Sources] {
      var setSources: [String: Sources] = [:]
      for (name, _, set) in sets where setSources[name] == nil {
        let key = "sets.\(name).sources"
        setSources[name] = (
          key, try typed { () throws(JSONValueError) in try set["sources"]?.array(key) ?? [] }
        )
      }
      return setSources
    }

    /// Each modifier's contexts by name, each checked once.
    static func modifierContexts(_ modifiers: [Entry], _ typed: Typed) throws(PaletteError)
      -> [String: Modifier]
    {
      var modifierContexts: [String: Modifier] = [:]
      for (name, _, m) in modifiers where modifierContexts[name] == nil {
        var contexts: [String: Sources] = [:]
        let entries = try typed { () throws(JSONValueError) in
          try m["contexts"]?.object("modifiers.\(name).contexts") ?? []
        }
        for (c, _, v) in entries where contexts[c] == nil {
          let key = "modifiers.\(name).contexts.\(c)"
          contexts[c] = (key, try typed { () throws(JSONValueError) in try v.array(key) })
        }
        let defaultContext = try typed { () throws(JSONValueError) in
          try m["default"]?.string("modifiers.\(name).default")
        }
        modifierContexts[name] = (contexts, entries.first?.key, defaultContext)
      }
      return modifierContexts
    }

    /// The steps of `resolutionOrder`, each naming a set or modifier that exists; without
    /// one, the sets then the modifiers in file order.
    static func resolutionOrder(
      _ root: JSONNode, sets: [Entry], modifiers: [Entry], setSources: [String: Sources],
      modifierContexts: [String: Modifier], file: String, _ typed: Typed
    ) throws(PaletteError) -> [(kind: String, name: String)] {
      guard let roNode = root["resolutionOrder"] else {
        return sets.map { ("sets", $0.key) } + modifiers.map { ("modifiers", $0.key) }
      }
      func fail(_ node: JSONNode, _ m: String) -> PaletteError {
        PaletteError(file: file, line: node.span.line, column: node.span.column, message: m)
      }
      var order: [(kind: String, name: String)] = []
      let ro = try typed { () throws(JSONValueError) in try roNode.array("resolutionOrder") }
      for r in ro {
        guard let ref = r["$ref"]?.stringValue, ref.hasPrefix("#/") else {
          throw fail(r, "resolutionOrder entries must be {\"$ref\": \"#/sets/…\"} or \"#/modifiers/…\"")
        }
        let parts = ref.dropFirst(2).split(separator: "/").map(String.init)
        guard parts.count == 2, parts[0] == "sets" || parts[0] == "modifiers" else {
          throw fail(r, "unsupported reference '\(ref)'")
        }
        guard parts[0] == "sets" ? setSources[parts[1]] != nil : modifierContexts[parts[1]] != nil else {
          throw fail(
            r,
            "resolutionOrder names \(parts[0] == "sets" ? "set" : "modifier") '\(parts[1])', which does not exist"
          )
        }
        order.append((parts[0], parts[1]))
      }
      return order
    }

    /// The modifiers other than the theme's (brand, density…) with more than one context:
    /// every combination of their contexts is a variant too, the defaults first.
    static func otherModifiers(
      order: [(kind: String, name: String)], modifiers: [Entry], modifierContexts: [String: Modifier],
      themeModifier: String?
    ) -> [OtherModifier] {
      var others: [OtherModifier] = []
      for step in order where step.kind == "modifiers" && step.name != themeModifier {
        guard let m = modifierContexts[step.name], !others.contains(where: { $0.name == step.name }) else {
          continue
        }
        var names: [String] = []
        var seen = Set<String>()
        for (c, _, _) in modifiers.first(where: { $0.key == step.name })?.value["contexts"]?.objectEntries
          ?? []
        where seen.insert(c).inserted {
          names.append(c)
        }
        guard names.count > 1 else { continue }
        let chosen = m.defaultContext ?? m.first ?? ""
        others.append((step.name, names, names.firstIndex(of: chosen) ?? 0))
      }
      return others
    }

    /// Every combination and context, each checked up to the variant limit and the token
    /// budget; the rest are listed as skipped with the reason, never dropped unseen.
    mutating func loadAll() throws(PaletteError) -> Palette {
      for extra in 0..<max(1, combinations) {
        let index = extra == 0 ? others.map(\.defaultIndex) : combination(extra - 1)
        for context in contexts { try load(context, extra: extra, index: index) }
        // Past the limit, the rest of a huge product is counted, not walked.
        if checked >= limits.maximumVariants, palette.skippedVariants.count >= Palette.listedSkippedVariants {
          let remaining = combinations.subtractingReportingOverflow(extra + 1).partialValue
          let (more, overflow) = remaining.multipliedReportingOverflow(by: contexts.count)
          palette.skippedVariantCount =
            overflow
            ? .max
            : palette.skippedVariantCount.addingReportingOverflow(more).overflow
              ? .max : palette.skippedVariantCount + more
          break
        }
      }
      palette.files = files
      return palette
    }

    mutating func skip(_ name: String, _ reason: String) {
      palette.skippedVariantCount += 1
      if palette.skippedVariants.count < Palette.listedSkippedVariants {
        palette.skippedVariants.append((name, reason))
      }
    }

    /// The `n`th combination other than the defaults, in odometer order (the last modifier
    /// turns fastest), skipping the all-defaults one.
    func combination(_ n: Int) -> [Int] {
      var index = others.map(\.defaultIndex)
      var k = n + 1  // 0 is the defaults
      for j in others.indices.reversed() {
        let size = others[j].contexts.count
        index[j] = (others[j].defaultIndex + k % size) % size
        k /= size
      }
      return index
    }

    func combinationName(_ theme: String?, _ index: [Int]) -> String {
      let parts = others.indices.filter { index[$0] != others[$0].defaultIndex }.map {
        "\(others[$0].name)=\(others[$0].contexts[index[$0]])"
      }
      return ([theme].compactMap { $0 } + parts).joined(separator: " + ")
    }

    /// One theme context under one combination of the other modifiers (`extra` 0: the
    /// defaults): its tokens merged and resolved, then kept as a variant, an extra theme or
    /// a skipped one.
    mutating func load(_ context: Entry, extra: Int, index: [Int]) throws(PaletteError) {
      let themeName = themeContexts.isEmpty ? nil : context.key
      let name = combinationName(themeName, index)
      guard checked < limits.maximumVariants else {
        skip(
          name.isEmpty ? "default" : name,
          "over the limit of \(limits.maximumVariants) variants (--max-variants)")
        return
      }
      guard extra == 0 || made + perContextCost <= budget else {
        skip(
          name,
          "over the budget of \(budget) tokens made (\(resolverTokenFactor) × the token limit) for all contexts of the resolver"
        )
        return
      }
      let before = made
      let tokens = try tokens(for: context, index: index)
      guard made <= budget else {
        throw fail(
          root,
          "more than \(budget) tokens made or copied (\(resolverTokenFactor) × the token limit, counting every context and source of the resolver)"
        )
      }
      perContextCost = max(perContextCost, made - before)
      checked += 1
      // Primer's overrides are keyed by its long theme names.
      let overrideKey = context.key.replacingOccurrences(of: "-hc", with: "-high-contrast")
        .replacingOccurrences(of: "_ax", with: "-high-contrast")
      let resolved = try resolve(tokens, context: overrideKey, limits: limits)
      palette.suppressions.merge(suppressions(tokens)) { first, _ in first }
      keep(resolved, context: context.key, themeName: themeName, name: name, extra: extra)
    }

    /// A context's tokens: every step of the resolution order merged, later over earlier,
    /// each modifier at the context this combination chose.
    mutating func tokens(for context: Entry, index: [Int]) throws(PaletteError) -> [String: RawToken] {
      var tokens: [String: RawToken] = [:]
      for step in order {
        made += 1
        if step.kind == "sets" {
          guard let set = setSources[step.name] else { continue }
          try load(set.sources, key: set.key, into: &tokens)
        } else {
          guard let m = modifierContexts[step.name] else { continue }
          let chosen: String
          if step.name == themeModifier?.key, !themeContexts.isEmpty {
            chosen = context.key
          } else if let o = others.firstIndex(where: { $0.name == step.name }) {
            chosen = others[o].contexts[index[o]]
          } else {
            chosen = m.defaultContext ?? m.first ?? ""
          }
          if let c = m.contexts[chosen] { try load(c.sources, key: c.key, into: &tokens) }
        }
      }
      return tokens
    }

    /// Puts a resolved context in the palette: as the variant its name (or, with none, its
    /// surfaces) says, as an extra theme when that variant is taken or it is a brand's
    /// combination, or as skipped when its kind cannot be told or its colors repeat another's.
    mutating func keep(
      _ resolved: [String: Token], context: String, themeName: String?, name: String, extra: Int
    ) {
      // A brand's combination takes its theme's kind; with no theme, its surfaces say.
      let kind = extra == 0 ? Variant.named(context) : themeName.flatMap { Variant.named($0) }
      guard let variant = kind ?? Variant.guessed(from: resolved) ?? (extra > 0 ? .standard : nil) else {
        let reason = "its name says no appearance and it has no background tokens to tell light from dark"
        if extra == 0 { palette.skippedThemes.append((context, reason)) } else { skip(name, reason) }
        return
      }
      // A combination with the colors of one already checked under the same theme (a
      // density or platform modifier changes no color) adds nothing: listed, not checked
      // twice. It was read, so it counts against the limit: the limit bounds the work.
      let colors = resolved.mapValues(\.color)
      var hasher = Hasher()
      hasher.combine(context)
      hasher.combine(colors)
      let key = hasher.finalize()
      if let same = seenColors[key]?.first(where: { $0.theme == context && $0.colors == colors }) {
        skip(name, "the same colors as '\(same.name.isEmpty ? "default" : same.name)'")
        return
      }
      seenColors[key, default: []].append((context, name, colors))
      if extra > 0 || palette.variants[variant] != nil {
        // A second theme of the same kind (Fluent's `inverted` beside `default`), or a
        // brand's: checked on its own, under its name.
        palette.extraThemes.append((extra > 0 ? name : context, variant, resolved))
        return
      }
      palette.variants[variant] = resolved
      if themeModifier != nil && !themeContexts.isEmpty { palette.themeNames[variant] = context }
      palette.notes.append(
        "variant \(variant.displayName) from \(themeModifier.map { "modifier '\($0.key)'" } ?? "the resolver"), context '\(context)'"
      )
    }
  }
}
