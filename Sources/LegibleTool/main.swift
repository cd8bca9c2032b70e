import Foundation
import LegibleCLI

StandardStreams.reserve()  // first: before any file is opened
HeapPolicy.keepFreedImageMemory()
KeptUntilExit.enabled = true
Interruption.install()
switch RawArguments.decoded(CommandLine.argc, CommandLine.unsafeArgv) {
case .success(let arguments): exit(Legible.run(arguments, console: .standard()))
case .failure(let error):
  StandardStreams.write("Error: \(error)\n", to: 2)
  exit(2)
}
