import Imaging

/// `--max-pixels`, `--max-file-bytes`, `--max-icc-bytes` and `--max-memory`: the limits on
/// the PNGs `scan` and `check` read, each checked against its ceiling (`LimitCeilings`).
/// Given ones override the defaults, or legible.json's `scan` keys for `check`.
struct ImageLimitOptions: OptionGroup {
  /// Where a limit not given comes from, as `--help` says it: the built-in default, or
  /// legible.json's `scan` key first (`check`).
  enum Defaults {
    case builtIn
    case config
  }

  static func options(defaults: Defaults) -> [OptionSpec] {
    let limits = ImageLimits.default
    func fallback(_ key: String, _ value: Int) -> String {
      defaults == .config ? "the config's scan.\(key), else \(value);" : "\(value),"
    }
    return [
      OptionSpec(
        "max-pixels", value: "N",
        help:
          "Refuse images larger than N pixels, before decoding (default: \(fallback("maxPixels", limits.maximumPixels)) at most \(LimitCeilings.pixels.upperBound))."
      ),
      OptionSpec(
        "max-file-bytes", value: "N",
        help:
          "Refuse PNG files larger than N bytes (default: \(fallback("maxFileBytes", limits.maximumFileBytes)) at most \(LimitCeilings.imageFileBytes.upperBound))."
      ),
      OptionSpec(
        "max-icc-bytes", value: "N",
        help:
          "Refuse embedded ICC profiles larger than N bytes (default: \(fallback("maxIccBytes", limits.maximumICCBytes)) at most \(LimitCeilings.iccBytes.upperBound))."
      ),
      OptionSpec(
        "max-memory", value: "N",
        help:
          "Memory for images at once, bytes or with K/M/G (default: \(defaults == .config ? "the config's scan.maxMemory, else 2G;" : "2G,") at most 2^50); larger images wait, or are refused."
      ),
    ]
  }

  var maximumPixels: Int?
  var maximumFileBytes: Int?
  var maximumICCBytes: Int?
  /// `--max-memory`, in bytes.
  var memoryBudget: Int?

  init(_ parsed: ParsedArguments, command: String) throws(UsageError) {
    maximumPixels = try parsed.integer("max-pixels", in: LimitCeilings.pixels, command: command)
    maximumFileBytes = try parsed.integer(
      "max-file-bytes", in: LimitCeilings.imageFileBytes, command: command)
    maximumICCBytes = try parsed.integer("max-icc-bytes", in: LimitCeilings.iccBytes, command: command)
    memoryBudget = try Self.bytes(parsed.value("max-memory"), command: command)
  }

  /// `limits` with the limits given here in place of its own.
  func applied(to limits: ImageLimits) -> ImageLimits {
    var limits = limits
    if let maximumPixels { limits.maximumPixels = maximumPixels }
    if let maximumFileBytes { limits.maximumFileBytes = maximumFileBytes }
    if let maximumICCBytes { limits.maximumICCBytes = maximumICCBytes }
    if let memoryBudget { limits.memoryBudget = memoryBudget }
    return limits
  }

  /// `--max-memory N`: bytes, or with a K, M or G suffix (binary: 2G is 2 GiB), from 1 to
  /// `ImageLimits.maximumMemoryBudget`; the product is checked for overflow before the range.
  static func bytes(_ text: String?, command: String) throws(UsageError) -> Int? {
    guard let text else { return nil }
    let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
    var digits = Substring(text)
    var unit = 1
    if let last = text.last?.uppercased().first, let u = units[last] {
      unit = u
      digits = text.dropLast()
    }
    let (bytes, overflow) = (Int(digits) ?? 0).multipliedReportingOverflow(by: unit)
    guard let n = Int(digits), n >= 1, !overflow, bytes <= ImageLimits.maximumMemoryBudget else {
      throw UsageError(
        "'\(text)' is not a valid value for '--max-memory'; expected bytes from 1 to 2^50, or with K, M or G (e.g. 4G)",
        command: command)
    }
    return bytes
  }
}
