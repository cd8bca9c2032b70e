/// Contrast and color-only checks for a Swift test suite, in one call each.
///
/// ```swift
/// import Legible
/// import Testing
///
/// @Test func loginScreenIsLegible() throws {
///   let report = try Audit.screenshot(png: pngData, scale: 3)
///   #expect(report.passes, "\(report)")
/// }
/// ```
///
/// Screenshots go through the same decoder (color-managed to sRGB) and scan as
/// `legible scan`; palettes through the same loader and checks as `legible palette`. The
/// findings are the ones every report prints, with their rule, level, place and figures.
public enum Audit {
  /// Scans PNG bytes: text below its WCAG minimum and states told apart only by color.
  ///
  /// - Parameters:
  ///   - png: the file's bytes (XCUIScreenshot's `pngRepresentation`, say).
  ///   - name: how findings name the image.
  ///   - scale: image pixels per logical point; nil infers it from common device widths.
  ///   - backdrop: the color behind transparent pixels.
  ///   - options: the scan's thresholds, for anything beyond the scale.
  /// - Throws: `ImageError` when the bytes are not a PNG Legible can read.
  public static func screenshot(
    png: [UInt8], name: String = "screenshot.png", scale: Double? = nil,
    backdrop: RGBA8 = RGBA8(red: 255, green: 255, blue: 255), options: ScanOptions = ScanOptions()
  ) throws(ImageError) -> AuditReport {
    let decoded = try PNGDecoder.decode(bytes: png, name: name)
    var report = screenshot(decoded.image, name: name, scale: scale, backdrop: backdrop, options: options)
    report.warnings += decoded.warnings
    return report
  }

  /// Scans an image already in memory (straight-alpha sRGB RGBA).
  public static func screenshot(
    _ image: RGBAImage, name: String = "screenshot.png", scale: Double? = nil,
    backdrop: RGBA8 = RGBA8(red: 255, green: 255, blue: 255), options: ScanOptions = ScanOptions()
  ) -> AuditReport {
    var options = options
    if let scale { options.scale = scale }
    let result = ScreenScanner(options: options).scan(image.composited(over: backdrop))
    return AuditReport(
      findings: result.findings.map { Finding.from(scan: $0, image: name, imageHeight: result.height) },
      warnings: result.warnings)
  }

  /// Checks a palette file (Legible JSON, W3C design tokens or a resolver, a Material Theme
  /// Builder export, or an Xcode asset catalog folder) in every variant it defines.
  ///
  /// - Parameter policy: a legible.json-style policy file with pairs, state groups and
  ///   thresholds; nil infers the pairs from the token names.
  /// - Throws: `PaletteError` naming the file and place when a file cannot be read, or
  ///   when a limit is reached (its `limit` says which).
  public static func palette(at path: String, policy: String? = nil) throws(PaletteError) -> AuditReport {
    let palette = try PaletteLoader.load(path)
    let rules =
      try policy.map { (p) throws(PaletteError) in try PalettePolicyFile.load(p) } ?? PalettePolicy()
    return try self.palette(palette, policy: rules, file: path)
  }

  /// Checks a palette already loaded or built in code.
  ///
  /// - Throws: `PaletteError` with `limit == .pairs` when the pairs (patterns expanded) and
  ///   state-group comparisons would exceed `policy.maximumPairs`; they are counted first.
  public static func palette(
    _ palette: Palette, policy: PalettePolicy = PalettePolicy(), file: String = "palette"
  )
    throws(PaletteError) -> AuditReport
  {
    let report = try PaletteChecker.check(palette, policy: policy)
    // A palette in which nothing could be checked must not pass a test silently: it is an
    // error here, whatever its default level in a `check` run.
    if report.checkedNothing {
      var unchecked = Finding.paletteUnchecked(file)
      unchecked.level = .error
      return AuditReport(findings: [unchecked])
    }
    return AuditReport(findings: report.findings.map { Finding.from(palette: $0, paletteFile: file) })
  }
}

/// What an audit found: its findings, and warnings about the input itself (color metadata
/// that was ignored, for instance).
public struct AuditReport: Sendable, CustomStringConvertible {
  public var findings: [Finding]
  public var warnings: [String]

  public init(findings: [Finding], warnings: [String] = []) {
    self.findings = findings
    self.warnings = warnings
  }

  /// The findings at error level.
  public var errors: [Finding] { findings.filter { $0.level == .error } }

  /// True when no finding fails under `failOn` (by default: no error).
  public func passes(failOn: FailOn = .error) -> Bool { !failOn.fails(any: findings.map(\.level)) }

  /// True when there is no finding at error level.
  public var passes: Bool { passes() }

  /// One line per finding, as `legible` prints them, for a test's failure message.
  public var description: String {
    if findings.isEmpty { return "no findings" }
    return findings.map { f in
      let place =
        f.line.map { "\(f.file):\($0)" } ?? f.boxes.first.map { "\(f.file) (x \($0.x), y \($0.y))" } ?? f.file
      return "\(place): \(f.level.rawValue): [\(f.rule.id)] \(f.message)"
    }.joined(separator: "\n")
  }
}
