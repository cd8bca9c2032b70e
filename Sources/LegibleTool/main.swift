import Foundation
import LegibleCLI

Interruption.install()
exit(Legible.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
