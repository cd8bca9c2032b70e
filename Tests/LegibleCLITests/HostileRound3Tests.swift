import Foundation
import Testing

/// Issue 36's CLI, I/O and report classes, end to end through the built binary: each ends
/// with one clear line and exit 2, or a correct result; never a trap, a read outside the
/// checked tree, an injected workflow command, a file written where it was not asked for,
/// or a pass that skipped what it could not read.
/// `Corpus/measure-hostile-round3.sh` runs the same reproducers with timings.
struct HostileRound3Tests {
  static let screenshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples/form_dark.png").path

  /// Runs `script` with bash, `$LEGIBLE` set to the built binary, in `directory`.
  static func bash(_ script: String, in directory: String) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["-c", script]
    p.environment = ["LEGIBLE": try #require(BuiltBinary.url).path, "PATH": "/usr/bin:/bin"]
    p.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
  }

  // MARK: 1. Write errors

  /// A full device, a closed stdout, a closed stderr and a broken pipe with SIGPIPE ignored:
  /// exit 2 (status 132 was the trap), a message when stderr works, no Foundation crash text.
  @Test func failedWritesEndTheRunWithExitTwo() throws {
    let s = try Scratch()
    defer { s.remove() }
    try s.png("x.png")
    let w = s.root + "/w"
    let full = try Self.bash(#""$LEGIBLE" rules > /dev/full; echo "status $?" >&2"#, in: w)
    #expect(full.stderr == "Error: cannot write to standard output: No space left on device\nstatus 2\n")
    let check = try Self.bash(#""$LEGIBLE" check x.png > /dev/full; echo "status $?" >&2"#, in: w)
    #expect(check.stderr.hasSuffix("No space left on device\nstatus 2\n"), "\(check.stderr)")
    let closed = try Self.bash(#""$LEGIBLE" contrast '#777' white >&-; echo "status $?" >&2"#, in: w)
    #expect(closed.stderr == "Error: cannot write to standard output: Bad file descriptor\nstatus 2\n")
    // Closed stderr: the error cannot be told, the run still ends with 2, not a trap.
    let noStderr = try Self.bash(#""$LEGIBLE" contrast '#777' nocolor 2>&-; echo "status $?""#, in: w)
    #expect(noStderr.stdout == "status 2\n")
    // The reader went away (SIGPIPE ignored, so the write sees EPIPE): a quiet stop, exit 2.
    let pipe = try Self.bash(
      #"trap '' PIPE; { sleep 0.3; "$LEGIBLE" rules; echo "status $?" >&2; } | true"#, in: w)
    #expect(pipe.stderr == "status 2\n")
  }

  /// A report file on a full disk (here a file-size limit, EFBIG) keeps what it held before
  /// the run: the half-written report is taken back, appended or not.
  @Test func aReportCutShortIsTakenBackFromItsFile() throws {
    let s = try Scratch()
    defer { s.remove() }
    for i in 1...6 {
      try FileManager.default.copyItem(atPath: Self.screenshot, toPath: s.root + "/w/s\(i).png")
    }
    let run = try Self.bash(
      #"trap '' XFSZ; ulimit -f 1; echo keep > a.txt; "$LEGIBLE" check . >> a.txt; echo "status $?" >&2; "#
        + #""$LEGIBLE" check . > b.txt; echo "status $?" >&2"#, in: s.root + "/w")
    #expect(
      run.stderr
        == String(repeating: "Error: cannot write to standard output: File too large\nstatus 2\n", count: 2))
    #expect(try String(contentsOfFile: s.root + "/w/a.txt", encoding: .utf8) == "keep\n")
    #expect(try String(contentsOfFile: s.root + "/w/b.txt", encoding: .utf8) == "")
  }

  /// With stdout closed, the first file the run opens must not become "standard output":
  /// the report is refused, and the palette it would have landed in is unchanged.
  @Test func aClosedStdoutIsNotReusedByAFile() throws {
    let s = try Scratch()
    defer { s.remove() }
    try s.file("p.palette.json", Scratch.palette)
    let run = try Self.bash(#""$LEGIBLE" check p.palette.json >&-; echo "status $?" >&2"#, in: s.root + "/w")
    #expect(run.stderr.hasSuffix("Bad file descriptor\nstatus 2\n"), "\(run.stderr)")
    #expect(try String(contentsOfFile: s.root + "/w/p.palette.json", encoding: .utf8) == Scratch.palette)
  }

  // MARK: 2. Symbolic links out of the checked tree

  @Test func linksOutOfTheTreeAreSkippedNotRead() throws {
    let s = try Scratch()
    defer { s.remove() }
    try s.png("tree/ok.png")
    try s.file("outside/p.palette.json", Scratch.palette)
    try s.file("outside/secret.tokens.json", "SECRET-CONTENT")
    let w = s.root + "/w"
    #expect(symlink("/", w + "/tree/root") == 0)
    #expect(symlink("../outside", w + "/tree/vendor") == 0)
    #expect(symlink(w + "/outside/secret.tokens.json", w + "/tree/x.tokens.json") == 0)
    #expect(symlink("ok.png", w + "/tree/same.png") == 0)  // inside: one real file, checked once
    try s.png("tree/v2/shot.png")
    #expect(symlink("v2", w + "/tree/current") == 0)  // inside: one real folder, walked once
    #expect(symlink("loop-b", w + "/tree/loop-a.png") == 0)
    #expect(symlink("loop-a.png", w + "/tree/loop-b") == 0)
    let run = try BuiltBinary.run(["check", "tree", "--format", "json"], directory: w)
    #expect(run.status == 0, "\(run.stderr)")
    for link in ["root", "vendor", "x.tokens.json"] {
      #expect(run.stderr.contains("warning: tree/\(link): skipped: symbolic link to "), "\(run.stderr)")
    }
    #expect(run.stderr.contains("outside tree; not followed"))
    #expect(run.stderr.contains("warning: tree/loop-a.png: skipped: symbolic link loop"))
    #expect(!run.stdout.contains("SECRET") && !run.stderr.contains("SECRET"))
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(json?["palettes"] as? [String] == [])
    #expect(json?["screenshots"] as? [String] == ["tree/current/shot.png", "tree/ok.png"])
    // A link back up the tree is a loop: an error, as before.
    #expect(symlink("..", w + "/tree/v2/up") == 0)
    let loop = try BuiltBinary.run(["check", "tree"], directory: w)
    #expect(loop.status == 2)
    #expect(loop.stdout.contains("symbolic link loop; not followed again"), "\(loop.stdout)")
    // Named on the command line, a loop is a loop, not "no such file".
    let named = try BuiltBinary.run(["scan", "tree/loop-a.png"], directory: w)
    #expect(named.status == 2)
    #expect(named.stderr == "error: tree/loop-a.png: symbolic link loop\n")
  }

  /// A path named on the command line whose link leads out of the working folder is refused
  /// (exit 2, naming link and target) by every command that reads named files: a workflow
  /// names fixed paths, and the pull request decides whether they are links. A link that
  /// stays inside is followed; one to a FIFO inside ends at once; a path outside the working
  /// folder may link within its own folder.
  @Test func namedLinksOutOfTheWorkingFolderAreRefused() throws {
    let s = try Scratch()
    defer { s.remove() }
    let w = s.root + "/w"
    let here = w + "/here"
    try s.png("here/shots/real.png")
    try s.png("outside/shot.png")
    try s.file("outside/p.palette.json", Scratch.palette)
    try s.file("outside/secret.tokens.json", "SECRET-CONTENT")
    #expect(symlink("../outside/shot.png", here + "/shot.png") == 0)
    #expect(symlink("../outside/p.palette.json", here + "/p.palette.json") == 0)
    #expect(symlink(w + "/outside/secret.tokens.json", here + "/x.tokens.json") == 0)
    #expect(symlink("../outside", here + "/vendor") == 0)
    #expect(symlink("/", here + "/root") == 0)
    #expect(symlink("/dev/zero", here + "/zero.png") == 0)
    let refused: [[String]] = [
      ["scan", "shot.png"], ["check", "shot.png"], ["check", "p.palette.json"],
      ["palette", "p.palette.json"],
      ["palette", "x.tokens.json"], ["check", "x.tokens.json"], ["check", "vendor"], ["scan", "vendor"],
      ["check", "root"], ["scan", "zero.png"], ["simulate", "shot.png", "-o", "sim.png"],
      ["check", "vendor/p.palette.json"], ["merge", "vendor/p.palette.json"],
    ]
    for arguments in refused {
      let run = try BuiltBinary.run(arguments, directory: here)
      // `check` lists unreadable inputs in its report (stdout), the others on stderr.
      let said = run.stdout + run.stderr
      #expect(run.status == 2, "\(arguments): \(said)")
      #expect(said.contains("\(arguments[1]): symbolic link to "), "\(arguments): \(said)")
      #expect(said.contains(", outside the working folder; not followed (name "), "\(said)")
      #expect(!said.contains("SECRET"))
    }
    #expect(!FileManager.default.fileExists(atPath: here + "/sim.png"))
    // The target named itself is read: the refusal is about the link, not the file.
    #expect(try BuiltBinary.run(["palette", "../outside/p.palette.json"], directory: here).status == 1)
    // Inside the working folder a link is followed.
    #expect(symlink("shots/real.png", here + "/inside.png") == 0)
    let inside = try BuiltBinary.run(["scan", "inside.png"], directory: here)
    #expect(inside.status == 0, "\(inside.stderr)")
    // A link to a FIFO inside: refused by the reader at once, never waiting for a writer.
    #expect(mkfifo(here + "/fifo", 0o600) == 0)
    #expect(symlink("fifo", here + "/pipe.png") == 0)
    let start = Date()
    let fifo = try BuiltBinary.run(["scan", "pipe.png"], directory: here)
    #expect(fifo.status == 2)
    #expect(fifo.stderr == "error: pipe.png: is a FIFO (named pipe), not a regular file\n", "\(fifo.stderr)")
    #expect(Date().timeIntervalSince(start) < 20)
    // Outside the working folder, named as such: a link within its own folder is followed.
    #expect(symlink("shot.png", w + "/outside/again.png") == 0)
    let own = try BuiltBinary.run(["scan", w + "/outside/again.png"], directory: here)
    #expect(own.status == 0, "\(own.stderr)")
    let up = try BuiltBinary.run(["scan", "../outside/again.png"], directory: here)
    #expect(up.status == 0, "\(up.stderr)")
  }

  // MARK: 3. Injection

  /// A file named with a newline and `::error`, another with terminal escapes: the text report
  /// and stderr show them escaped, and no line of either starts a workflow command.
  @Test func namesCannotInjectWorkflowCommandsOrEscapes() throws {
    let s = try Scratch()
    defer { s.remove() }
    let w = s.root + "/w"
    try FileManager.default.createDirectory(atPath: w + "/inj", withIntermediateDirectories: true)
    for name in [
      "a\n::error file=evil.txt::pwned.png", "\u{1B}]0;title\u{7}\u{1B}[2Jclear.png", "::warning::x.png",
    ] {
      try FileManager.default.copyItem(atPath: Self.screenshot, toPath: w + "/inj/" + name)
    }
    try s.file(
      "inj/p.palette.json",
      ##"{"variants":{"standard":{"fg\n::error::tok":"#999","bg":"#fff"}},"pairs":[{"foreground":"fg\n::error::tok","background":"bg"}]}"##
    )
    let run = try BuiltBinary.run(["check", "inj"], directory: w)
    #expect(run.status == 1)
    for line in (run.stdout + run.stderr).split(separator: "\n") {
      #expect(!line.drop { $0 == " " }.hasPrefix("::"), "\(line)")
    }
    #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"))
    #expect(run.stdout.contains(#"inj/a\n::error file=evil.txt::pwned.png (x "#))
    #expect(run.stdout.contains(#"inj/\u{1b}]0;title\u{7}\u{1b}[2Jclear.png"#))
    #expect(run.stdout.contains(#"fg\n::error::tok on bg"#))
    // A token name in an error on stderr.
    try s.file("alias.json", ##"{"variants":{"standard":{"a\n::error::b":"{nope}","bg":"#fff"}}}"##)
    let alias = try BuiltBinary.run(["palette", "alias.json"], directory: w)
    #expect(alias.status == 2)
    #expect(!alias.stderr.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(alias.stderr)")
    // Token names that start indented lines (--explain-pairs), on stdout and on stderr.
    try s.file(
      "names.json",
      ##"{"variants":{"standard":{"::error::fg":"#999","\u00a0::warning::bg":"#fff"}},"pairs":[{"foreground":"::error::fg","background":"\u00a0::warning::bg"}]}"##
    )
    for format in ["text", "json"] {
      let explained = try BuiltBinary.run(
        ["palette", "names.json", "--explain-pairs", "--format", format], directory: w)
      #expect(explained.status == 1)
      let lines = (format == "text" ? explained.stdout : explained.stderr).split(separator: "\n")
      #expect(lines.contains { $0.contains(#"\u{3a}:error::fg on"#) }, "\(lines)")
      for line in lines { #expect(!line.drop { $0.isWhitespace }.hasPrefix("::"), "\(line)") }
    }
  }

  /// A name at the start of a text line that begins with `::` gets `./` (the same file).
  @Test func aPathAtTheLineStartNeverBeginsAWorkflowCommand() throws {
    let s = try Scratch()
    defer { s.remove() }
    try FileManager.default.copyItem(atPath: Self.screenshot, toPath: s.root + "/w/::error::x.png")
    let run = try BuiltBinary.run(["check", "::error::x.png"], directory: s.root + "/w")
    #expect(run.status == 1)
    #expect(run.stdout.contains("\n./::error::x.png (x "), "\(run.stdout.prefix(300))")
  }

  /// Markdown: markup in a name is shown, not rendered.
  @Test func markdownShowsMarkupInNames() throws {
    let s = try Scratch()
    defer { s.remove() }
    try FileManager.default.createDirectory(atPath: s.root + "/w/md", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.screenshot, toPath: s.root + "/w/md/<img src=x onerror=alert(1)>|`.png")
    let run = try BuiltBinary.run(["check", "md", "--format", "markdown"], directory: s.root + "/w")
    #expect(run.status == 1)
    #expect(!run.stdout.isEmpty)
    // In a code span `<img` is literal text; outside one it is an entity. A raw pipe would end the cell.
    for line in run.stdout.split(separator: "\n") where line.contains("onerror") {
      #expect(line.contains("| ``md/<img src=x onerror=alert(1)>\\|`.png`` |"), "\(line)")
    }
  }

  /// GitHub's runner also reads the older `##[command]data` syntax, anywhere in a line (it
  /// tries it on every line that is not a `::` command): `##[add-mask]` hides text,
  /// `##[stop-commands]` switches every later annotation off. A file and tokens named with
  /// it, in every format and on stderr: no line holds `##[`; JSON still reads back the names.
  @Test func namesCannotCarryTheOlderWorkflowCommandSyntax() throws {
    let s = try Scratch()
    defer { s.remove() }
    let w = s.root + "/w"
    try FileManager.default.createDirectory(atPath: w + "/cmd", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.screenshot, toPath: w + "/cmd/a ##[error]b.png")
    try s.file(
      "cmd/p.palette.json",
      ###"{"variants":{"standard":{"fg ##[add-mask]x":"#999","##[stop-commands]t":"#fff"}},"pairs":[{"foreground":"fg ##[add-mask]x","background":"##[stop-commands]t"}]}"###
    )
    for format in ["text", "github", "json", "sarif", "junit", "markdown", "html", "xcode"] {
      let run = try BuiltBinary.run(["check", "cmd", "--format", format], directory: w)
      #expect(run.status == 1, "\(format): \(run.stderr)")
      #expect(!run.stdout.isEmpty)
      #expect(!(run.stdout + run.stderr).contains("##["), "\(format)")
      if format == "github" {
        #expect(run.stdout.contains(#"file=cmd/a #\u{23}[error]b.png"#), "\(run.stdout.prefix(400))")
        #expect(run.stdout.contains(#"fg #\u{23}[add-mask]x"#))
      }
      if format == "json" {
        // Escaped, not changed: the report reads back with the names as they are.
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let findings = try #require(report?["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["file"] as? String == "cmd/a ##[error]b.png" })
        #expect(findings.contains { ($0["message"] as? String)?.contains("fg ##[add-mask]x") == true })
      }
    }
    // A name quoted in an error on stderr.
    try s.file("bad.json", ###"{"variants":{"standard":{"##[stop-commands]t":"{nope}","bg":"#fff"}}}"###)
    let bad = try BuiltBinary.run(["palette", "bad.json"], directory: w)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains(#"#\u{23}[stop-commands]t"#) && !bad.stderr.contains("##["), "\(bad.stderr)")
  }

  // MARK: 4, 5. Empty output paths, validation before any output

  @Test func emptyOutputPathsAreRefused() throws {
    let s = try Scratch()
    defer { s.remove() }
    let x = try s.png("x.png")
    let scan = CapturedRun(["scan", x, "--annotate", "", "--json-dir", ""])
    #expect(scan.status == 2)
    #expect(scan.stderr.hasPrefix("Error: option '--annotate' needs a path; an empty one names no folder\n"))
    let check = CapturedRun(["check", x, "-o", ""])
    #expect(check.status == 2)
    #expect(check.stderr.hasPrefix("Error: option '--output' needs a path; an empty one names no file\n"))
    let fix = CapturedRun(["palette", x, "--fix-out="])
    #expect(fix.stderr.hasPrefix("Error: option '--fix-out' needs a path"))
    for option in ["-o", "--sheet"] {
      let simulate = CapturedRun(["simulate", x, option, "", "--type", "protanopia"])
      #expect(simulate.status == 2)
      #expect(simulate.stderr.contains("needs a path; an empty one names no file"), "\(simulate.stderr)")
    }
  }

  @Test func everyArgumentIsCheckedBeforeAnyOutput() throws {
    let s = try Scratch()
    defer { s.remove() }
    let p = try s.file("p.palette.json", Scratch.palette)
    let w = s.root + "/w"
    let late = CapturedRun(["check", p, "--max-warnings", "abc", "-o", w + "/out.json"])
    #expect(late.status == 2)
    #expect(late.stderr.hasPrefix("Error: 'abc' is not a valid value for '--max-warnings'"))
    #expect(!s.exists("out.json"))
    let baseline = CapturedRun([
      "check", p, "--max-warnings", "abc", "--baseline", w + "/b.json", "--update-baseline",
    ])
    #expect(baseline.status == 2)
    #expect(!s.exists("b.json"))
    let fix = CapturedRun(["palette", p, "--fix-out", w + "/fixed.json", "--max-warnings", "-1"])
    #expect(fix.status == 2)
    #expect(!s.exists("fixed.json"))
    // A misspelled baseline is an error, not "every finding is new".
    let missing = CapturedRun(["check", p, "--baseline", w + "/basline.json"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr.hasPrefix(
        "Error: --baseline \(w)/basline.json: no such file; write one with --update-baseline"))
    // Output folders appear with their first file: a run that writes none leaves none.
    try s.file("bad.png", "not a png")
    let failed = CapturedRun(["scan", w + "/bad.png", "--annotate", w + "/A", "--json-dir", w + "/J/sub"])
    #expect(failed.status == 2)
    #expect(!s.exists("A") && !s.exists("J"))
    let written = CapturedRun(["scan", try s.png("ok.png"), "--json-dir", w + "/J/sub"])
    #expect(written.status == 0)
    #expect(s.exists("J/sub/ok.json"))
  }

  // MARK: 6. merge and malformed shards

  @Test(arguments: [
    (
      #"{"rule":"pair-contrast","file":"p.json","message":"m","fingerprint":"f"}"#, "[]",
      "findings[0].level is missing; expected a string"
    ),
    (
      #"{"rule":"pair-contrast","level":"Error","file":"p.json","message":"m","fingerprint":"f"}"#, "[]",
      "findings[0].level is 'Error'; expected one of 'error', 'warning', 'note'"
    ),
    (
      #"{"level":"error","file":"p.json","message":"m","fingerprint":"f"}"#, "[]",
      "findings[0].rule is missing"
    ),
    (
      #"{"rule":"pair-contrast","level":"error","file":"p.json","message":"m"}"#, "[]",
      "findings[0].fingerprint is missing"
    ),
    (
      #"{"rule":"pair-contrast","level":"error","file":"p.json","message":"m","fingerprint":"f","tokens":[1]}"#,
      "[]", "findings[0].tokens[0] is 1; expected a string"
    ),
    ("", #"["ok", 7]"#, "errors[1] is 7; expected a string"),
  ])
  func malformedShardsAreErrorsNamingTheFileAndPath(finding: String, errors: String, message: String) throws {
    let s = try Scratch()
    defer { s.remove() }
    let report = try s.file(
      "shard.json",
      #"{"kind":"check","palettes":["p.json"],"screenshots":[],"errors":\#(errors),"baselined":0,"findings":[\#(finding)]}"#
    )
    let run = CapturedRun(["merge", report])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: \(report):1:"), "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test func checkAndMergeAgreeOnTheShardLimit() throws {
    let s = try Scratch()
    defer { s.remove() }
    let p = try s.file("p.palette.json", Scratch.palette)
    let over = CapturedRun(["check", p, "--shard", "1/100001"])
    #expect(over.status == 2)
    #expect(
      over.stderr.hasPrefix(
        "Error: '1/100001' is not a valid value for '--shard'; expected i/n with 1 ≤ i ≤ n ≤ 100000"))
    let last = CapturedRun([
      "check", p, "--shard", "1/100000", "--format", "json", "-o", s.root + "/w/shard.json",
    ])
    #expect(last.status == 1)
    // What check wrote, merge reads (the one missing-shards complaint aside).
    let merged = CapturedRun(["merge", s.root + "/w/shard.json", "--allow-partial"])
    #expect(merged.status == 1, "\(merged.stderr.prefix(200))")
  }

  // MARK: 7. merge --format html

  /// Only screenshots the shards checked, by a relative path inside the working folder, are
  /// embedded; the page is bounded however many findings a report holds.
  @Test func mergeEmbedsOnlyCheckedScreenshotsInsideTheFolderAndStaysBounded() throws {
    let s = try Scratch()
    defer { s.remove() }
    let w = s.root + "/w"
    try FileManager.default.createDirectory(atPath: w + "/sub", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.screenshot, toPath: w + "/shot.png")
    func report(_ name: String, file: String, listed: String? = nil, count: Int = 1) throws {
      let findings = (0..<count).map { i in
        ##"{"rule":"text-contrast","level":"error","file":"\##(file)","message":"m\##(i)","fingerprint":"f\##(i)","boxes":[{"x":\##(i % 300),"y":\##(i % 400),"width":40,"height":12}],"colors":["#777777","#ffffff"]}"##
      }
      try s.file(
        "sub/" + name,
        #"{"kind":"check","palettes":[],"screenshots":["\#(listed ?? file)"],"errors":[],"baselined":0,"findings":[\#(findings.joined(separator: ","))]}"#
      )
    }
    try report("abs.json", file: w + "/shot.png")
    try report("up.json", file: "../shot.png")
    try report("unlisted.json", file: "shot.png", listed: "other.png")
    let sub = w + "/sub"
    for name in ["abs.json", "up.json"] {
      let run = try BuiltBinary.run(["merge", name, "--format", "html"], directory: sub)
      #expect(run.status == 1)
      #expect(!run.stdout.contains("data:image/png"), "\(name)")
      #expect(
        run.stdout.contains(
          "screenshot not embedded: only relative paths inside the working folder are embedded"))
      #expect(run.stderr.contains("screenshot not embedded"))
    }
    // From the checkout root the same screenshot, listed and relative, is embedded.
    try report("../big.json", file: "shot.png", count: 3000)
    let big = try BuiltBinary.run(["merge", "big.json", "--format", "html"], directory: w)
    #expect(big.status == 1)
    let crops = big.stdout.components(separatedBy: "class=\"crop\"").count - 1
    #expect(crops == 60)
    #expect(big.stdout.contains("the first 400 of 3000 findings boxed"))
    #expect(big.stdout.utf8.count < 8 << 20)
    let unlisted = try BuiltBinary.run(["merge", "unlisted.json", "--format", "html"], directory: w + "/sub")
    #expect(unlisted.stdout.contains("not among the screenshots the shards checked"))
  }

  // MARK: 8. Minor

  @Test func dumbTerminalsGetNoColor() {
    let colors = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]
    #expect(
      CapturedRun(["contrast", "#777", "white"], terminal: true, environment: colors).stdout.contains(
        "\u{1B}[48;2"))
    var dumb = colors
    dumb["TERM"] = "dumb"
    #expect(
      !CapturedRun(["contrast", "#777", "white"], terminal: true, environment: dumb).stdout.contains("\u{1B}")
    )
  }
}
