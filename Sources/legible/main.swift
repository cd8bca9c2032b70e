import Foundation
import LegibleCLI

exit(Legible.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
