import Foundation
import LegibleCLI

HeapPolicy.keepFreedImageMemory()
Interruption.install()
switch RawArguments.decoded(CommandLine.argc, CommandLine.unsafeArgv) {
case .success(let arguments): exit(Legible.run(arguments, console: .standard()))
case .failure(let error):
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(2)
}
