import Findings
import Testing

@testable import Reporting

/// The one escaping of names for text, stderr and Markdown (issue 36).
struct DisplayTextTests {
  @Test(
    arguments: zip(
      [
        "plain.png", "a\nb", "\u{1B}]0;t\u{7}", "tab\there", "\u{9B}31m", "rtl\u{202E}gnp.exe",
        "line\u{2028}sep",
      ],
      [
        #"plain.png"#, #"a\nb"#, #"\u{1b}]0;t\u{7}"#, #"tab\there"#, #"\u{9b}31m"#, #"rtl\u{202e}gnp.exe"#,
        #"line\u{2028}sep"#,
      ]))
  func controlCharactersAreShownVisibly(name: String, shown: String) {
    #expect(DisplayText.escaped(name) == shown)
  }

  @Test func noLineStartsAWorkflowCommand() {
    #expect(DisplayText.lineStart("::error::x.png") == "./::error::x.png")
    #expect(DisplayText.lineStart("  ::error::x") == "./  ::error::x")
    #expect(DisplayText.lineStart("a::b.png") == "a::b.png")  // only the start matters
    // runners trim no-break spaces
    #expect(DisplayText.lineStart("\u{A0}::error::x") == "./\u{A0}::error::x")
    #expect(DisplayText.lineStart("::error::tok", isPath: false) == #"\u{3a}:error::tok"#)
    #expect(DisplayText.diagnosticLine("::error::boom") == #"\u{3a}:error::boom"#)
    #expect(DisplayText.diagnosticLine("warning: x\n::error::y") == #"warning: x\n::error::y"#)
  }

  /// GitHub's runner finds its older `##[command]` syntax anywhere in a line, so no name may
  /// carry one into text, stderr, the annotations or XML; `#[` and `# [` are left alone.
  @Test func noNameCarriesTheOlderCommandSyntax() {
    #expect(DisplayText.escaped("x ##[add-mask]y") == #"x #\u{23}[add-mask]y"#)
    #expect(DisplayText.escaped("###[error]") == #"##\u{23}[error]"#)
    #expect(DisplayText.escaped("a#[b] # [c]") == "a#[b] # [c]")
    // Beside text that is not ASCII (a finding's "ΔE00") as well.
    #expect(DisplayText.escaped("ΔE00 ##[error]") == #"ΔE00 #\u{23}[error]"#)
    #expect(DisplayText.escaped("ΔE00 1.4, #[x]") == "ΔE00 1.4, #[x]")
    #expect(DisplayText.diagnosticLine("error: ##[stop-commands]t") == #"error: #\u{23}[stop-commands]t"#)
    #expect(GitHubAnnotations.data("m ##[error]x\n") == #"m #\u{23}[error]x%0A"#)
    #expect(ScanReports.xml("##[error]<") == "##&#91;error]&lt;")
    #expect(!DisplayText.markdown("##[error]x").contains("##["))
  }

  @Test func markdownShowsMarkupInsteadOfRenderingIt() {
    #expect(DisplayText.markdown("<img src=x onerror=alert(1)>") == "&lt;img src=x onerror=alert(1)&gt;")
    #expect(
      DisplayText.markdown("a|b `c` *d* _e_ [f](g) & \\") == #"a\|b \`c\` \*d\* \_e\_ \[f\](g) &amp; \\"#)
    #expect(DisplayText.markdown("x\ny") == #"x\\ny"#)  // renders as x\ny, on one line
    #expect(DisplayText.markdownCode("text.primary") == "`text.primary`")
    #expect(DisplayText.markdownCode("a`b|c") == "``a`b\\|c``")
    #expect(DisplayText.markdownCode("`x") == "`` `x ``")
  }

  /// `a b.png` and `a-b.png` made the same section id; the second could not be linked to.
  @Test func htmlSectionIdsAreUnique() {
    let findings = ["a b.png", "a-b.png", "a_b.png"].enumerated().map { i, file in
      Finding(rule: .textContrast, level: .error, file: file, message: "m", fingerprint: "f\(i)")
    }
    let html = CheckHTML.render(
      CheckReport(screenshots: findings.map(\.file), findings: findings), version: "t")
    let ids = html.components(separatedBy: "<section class=\"file\" id=\"").dropFirst().map {
      $0.prefix { $0 != "\"" }
    }
    #expect(ids.count == 3)
    #expect(Set(ids).count == 3)
    for id in ids { #expect(html.contains("href=\"#\(id)\"")) }
  }

  /// The byte-wise test says what the scalar-wise definition says, for every scalar up
  /// to U+3000 (all of `isControl`'s, their neighbours, two- and three-byte encodings)
  /// between ordinary text, and for the `##[` runs.
  @Test func byteWiseEscapingTestAgreesWithTheScalars() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let s = "ΔE00 a" + String(Character(scalar)) + "b"
      let byScalars = s.unicodeScalars.contains(where: DisplayText.isControl)
      let byBytes = s.utf8.withContiguousStorageIfAvailable(DisplayText.needsEscaping(utf8:))
      if byBytes != byScalars { disagreements.append(value) }
    }
    #expect(disagreements.isEmpty)
    #expect(DisplayText.needsEscaping("x##[y") && DisplayText.needsEscaping("###[y"))
    #expect(!DisplayText.needsEscaping("x#Δ#[y") && !DisplayText.needsEscaping("# #[ ΔE00"))
    #expect(DisplayText.needsEscaping("mark\u{61C}") && DisplayText.needsEscaping("\u{2069}"))
  }
}
