import PaletteReview

/// The palette limits as options: `palette` takes all seven (`--max-tokens` …
/// `--max-pairs`), `check` only `--max-pairs` (its other limits are the defaults). Each is a
/// whole number from 1 to its ceiling (`PaletteLimits.Limit.ceiling`).
///
/// Not an `OptionGroup`: which limits it reads depends on the command (`--max-file-bytes` is
/// an image limit on `check`).
struct PaletteLimitOptions {
  /// `limits`: which limits the command offers, in the order `--help` lists them.
  /// `pairsDefault`: where `--max-pairs` comes from when absent, as `--help` says it.
  static func options(_ limits: [PaletteLimits.Limit], pairsDefault: String) -> [OptionSpec] {
    limits.map { limit in
      let name = String(limit.flag.dropFirst(2))
      let ceiling = "at most \(limit.ceiling)"
      let help: String
      switch limit {
      case .tokens:
        help =
          "Refuse palettes with more than N tokens, counting $extends copies (default: 200000, \(ceiling))."
      case .depth: help = "Refuse JSON nested deeper than N levels (default: 64, \(ceiling))."
      case .fileBytes: help = "Refuse palette files larger than N bytes (default: 16777216, \(ceiling))."
      case .aliasChain: help = "Refuse alias chains longer than N links (default: 64, \(ceiling))."
      case .files: help = "Refuse resolvers that read more than N files (default: 2000, \(ceiling))."
      case .variants:
        help =
          "Check at most N variants (a resolver's context combinations); the rest are listed as skipped (default: 64, \(ceiling))."
      case .pairs:
        help =
          "Refuse checks that would make more than N pairs, counted before they are made (default: \(pairsDefault), \(ceiling))."
      }
      return OptionSpec(name, value: "N", help: help)
    }
  }

  /// The limits given, by limit.
  var given: [PaletteLimits.Limit: Int] = [:]

  /// All of the palette command's limits, in `--help`'s order.
  static let all: [PaletteLimits.Limit] = [
    .tokens, .depth, .fileBytes, .aliasChain, .files, .variants, .pairs,
  ]

  /// Reads the `limits` the command offers.
  init(_ parsed: ParsedArguments, offering limits: [PaletteLimits.Limit], command: String) throws(UsageError)
  {
    for limit in limits {
      let name = String(limit.flag.dropFirst(2))
      if let v = try parsed.integer(name, in: 1...limit.ceiling, command: command) { given[limit] = v }
    }
  }

  /// `--max-pairs`, if given: it goes to the policy (`PalettePolicy.maximumPairs`), not the loader.
  var maximumPairs: Int? { given[.pairs] }

  /// `limits` with the loader's limits given here in place of its own.
  func applied(to limits: PaletteLimits) -> PaletteLimits {
    var limits = limits
    for (limit, value) in given where limit != .pairs { limits[limit] = value }
    return limits
  }
}

extension PaletteLimits.Limit {
  /// The option that sets this limit.
  var flag: String {
    switch self {
    case .fileBytes: return "--max-file-bytes"
    case .depth: return "--max-depth"
    case .tokens: return "--max-tokens"
    case .aliasChain: return "--max-alias-chain"
    case .files: return "--max-files"
    case .pairs: return "--max-pairs"
    case .variants: return "--max-variants"
    }
  }
}
