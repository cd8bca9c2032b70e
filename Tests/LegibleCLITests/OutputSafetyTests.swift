import Foundation
import Testing

/// Outputs go only to regular files Legible may replace: never through a link, over a
/// device or FIFO, over an input of the run; two inputs never share an output; a failed
/// output is that file's error and the rest is still written.
struct OutputSafetyTests {
  @Test func linksFIFOsAndDevicesAreNeverWrittenThrough() throws {
    let s = try Scratch()
    defer { s.remove() }
    let png = try s.png("x.png")
    let victim = try s.file("victim.txt", "keep")
    let w = s.root + "/w"
    #expect(symlink(victim, w + "/link.json") == 0)
    try s.fifo("out.fifo")
    for (target, message) in [
      ("link.json", "is a symbolic link; refusing to write through it"),
      ("out.fifo", "is a FIFO (named pipe); refusing to replace it"),
    ] {
      let run = CapturedRun(["check", png, "-o", w + "/" + target])
      #expect(run.status == 2)
      #expect(run.stderr.contains(message), "\(run.stderr)")
    }
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
    #expect(FileManager.default.fileExists(atPath: w + "/out.fifo"))
    // --json-dir and --annotate folders that are links are refused too.
    #expect(symlink(w, w + "/linked-dir") == 0)
    let dirLink = CapturedRun(["scan", png, "--json-dir", w + "/linked-dir"])
    #expect(dirLink.status == 2)
    #expect(dirLink.stderr == "Error: \(w)/linked-dir: is a symbolic link; refusing to write through it\n")
  }

  /// `-o -` is standard output, for reports and for images; no file named "-" appears.
  @Test func dashIsStandardOutput() throws {
    let s = try Scratch()
    defer { s.remove() }
    try s.png("x.png")
    let report = try BuiltBinary.run(
      ["check", "x.png", "-o", "-", "--format", "json"], directory: s.root + "/w")
    #expect(report.status == 0)
    #expect(report.stdout.hasPrefix("{"))
    let image = try BuiltBinary.run(["simulate", "x.png", "-o", "-"], directory: s.root + "/w")
    #expect(image.status == 0)
    #expect(image.stdout.contains("PNG") && image.stdout.contains("IEND"))
    #expect(!s.exists("-"))
  }

  /// The config, the policy and any input are inputs: outputs never replace them.
  @Test func noOutputReplacesAnInputOfTheRun() throws {
    let s = try Scratch()
    defer { s.remove() }
    let png = try s.png("proj/x.png")
    let config = try s.file("proj/legible.json", ##"{"failOn":"error"}"##)
    let palette = try s.file("p.palette.json", Scratch.palette)
    let policy = try s.file("policy.json", ##"{"pairs":[{"foreground":"fg","background":"bg"}]}"##)
    let runs = [
      CapturedRun(["check", s.root + "/w/proj", "-o", config]),
      CapturedRun(["check", png, "--config", config, "-o", config]),
      CapturedRun(["check", png, "-o", png]),
      CapturedRun(["palette", palette, "--config", policy, "--fix-out", policy]),
    ]
    for run in runs {
      #expect(run.status == 2)
      #expect(
        run.stderr.contains("is an input of this run; refusing to write over the input file"), "\(run.stderr)"
      )
    }
    #expect(try String(contentsOfFile: config, encoding: .utf8) == ##"{"failOn":"error"}"##)
    #expect(try String(contentsOfFile: policy, encoding: .utf8).hasPrefix(##"{"pairs""##))
    // A palette that sits in the --json-dir folder is not a scan result: not replaced.
    try s.png("jd/x.png")
    let inFolder = try s.file("jd/x.json", Scratch.palette)
    let jsonDir = CapturedRun(["scan", s.root + "/w/jd", "--json-dir", s.root + "/w/jd"])
    #expect(jsonDir.status == 2)
    #expect(
      jsonDir.stderr.contains("jd/x.json: could not replace it: it exists and is not a Legible scan result"),
      "\(jsonDir.stderr)")
    #expect(try String(contentsOfFile: inFolder, encoding: .utf8) == Scratch.palette)
    // An earlier scan result is replaced.
    try FileManager.default.removeItem(atPath: inFolder)
    #expect(CapturedRun(["scan", s.root + "/w/jd", "--json-dir", s.root + "/w/jd"]).status == 0)
    #expect(CapturedRun(["scan", s.root + "/w/jd", "--json-dir", s.root + "/w/jd"]).status == 0)
  }

  /// a/x.png and b/x.png (and a folder's subfolders) mirror their paths: nothing is lost.
  @Test func inputsWithOneNameGetTwoOutputs() throws {
    let s = try Scratch()
    defer { s.remove() }
    let a = try s.png("a/x.png")
    let b = try s.png("b/x.png")
    try s.png("tree/x.png")
    try s.png("tree/sub/x.png")
    let out = s.root + "/out"
    let named = CapturedRun(["scan", a, b, "--json-dir", out, "--annotate", out])
    #expect(named.status == 0, "\(named.stderr)")
    for file in ["a/x.json", "b/x.json", "a/x.annotated.png", "b/x.annotated.png"] {
      #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file)")
    }
    let folder = CapturedRun(["scan", s.root + "/w/tree", "--json-dir", out + "2"])
    #expect(folder.status == 0)
    #expect(
      FileManager.default.fileExists(atPath: out + "2/x.json")
        && FileManager.default.fileExists(atPath: out + "2/sub/x.json"))
    let twice = CapturedRun(["scan", a, a, "--json-dir", out + "3"])
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out + "3")) == ["x.json", "x-2.json"])
    _ = twice
  }

  /// One output that cannot be written is that file's error; the other outputs and the
  /// report are still written. A folder that cannot be made is one line.
  @Test func aFailedOutputDoesNotLoseTheRest() throws {
    let s = try Scratch()
    defer { s.remove() }
    let x = try s.png("x.png")
    let b = try s.png("b.png")
    let out = s.root + "/out"
    try FileManager.default.createDirectory(atPath: out + "/x.json", withIntermediateDirectories: true)
    let run = CapturedRun(["scan", x, b, "--json-dir", out, "--format", "json"])
    #expect(run.status == 2)
    #expect(run.stderr == "error: \(out)/x.json: is a folder; refusing to replace it with a file\n")
    #expect(FileManager.default.fileExists(atPath: out + "/b.json"))
    #expect((try run.json()["results"] as? [Any])?.count == 2)
    let noFolder = CapturedRun(["scan", x, "--json-dir", x + "/sub"])
    #expect(noFolder.status == 2)
    #expect(noFolder.stderr == "Error: \(x): is a regular file, not a folder; cannot write outputs into it\n")
  }

  /// Standard input is read once: --annotate draws on the image the scan decoded.
  @Test func standardInputIsDecodedOnceForEveryConsumer() throws {
    let s = try Scratch()
    defer { s.remove() }
    let png = try s.png("x.png")
    let run = try BuiltBinary.run(
      ["scan", "-", "--annotate", "ann", "--json-dir", "ann"], directory: s.root + "/w", stdin: png)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(s.exists("ann/stdin.annotated.png") && s.exists("ann/stdin.json"))
  }
}
