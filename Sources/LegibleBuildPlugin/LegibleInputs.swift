import Foundation
import PackagePlugin

/// The files of a target that the `legible` tool is asked to look at.
///
/// Deliberately wide: anything that is not source code, an image or a document, so that a
/// palette form the tool learns later (CSS custom properties, Style Dictionary, …) is handed
/// to it without a change here. The tool checks only what it recognises as a palette and
/// skips the rest quietly (`--palettes-only`). A file inside an asset catalog stands for the
/// catalog, which the tool reads as one palette.
enum LegibleInputs {
  /// Extensions that are never a palette: source code, images, documents, Apple resources.
  static let neverPalettes: Set<String> = [
    "swift", "c", "cc", "cpp", "cxx", "m", "mm", "h", "hh", "hpp", "s", "modulemap", "metal", "docc",
    "png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "webp", "tiff", "ico", "icns",
    "md", "txt", "rtf", "html", "strings", "stringsdict", "xcstrings", "plist", "storyboard", "xib",
    "entitlements", "ttf", "otf", "mp3", "wav", "mov", "mp4",
  ]

  /// Config files that name a palette-looking file but never are one (`legible check` skips
  /// them too); the package's `legible.json` is an input of its own.
  static let configNames: Set<String> = [
    "legible.json", ".legible.json", "package.json", "package-lock.json",
  ]

  /// The paths to pass (every candidate file or folder, each asset catalog once) and the
  /// files the build depends on: a folder stands for the files inside it, since a folder's
  /// date does not change when one of its files is edited (SwiftPM lists a `.copy` resource
  /// folder, such as a catalog on Linux, as the folder alone). Both sorted, so the command
  /// is the same from build to build.
  static func of(_ files: [(url: URL, type: FileType)]) -> (arguments: [URL], inputs: [URL]) {
    var arguments = Set<URL>()
    var inputs = Set<URL>()
    for (url, type) in files where type != .source && type != .header {
      let catalog = catalog(containing: url)
      guard catalog != nil || mightBePalette(url) else { continue }
      // A folder of fonts or images alone is not worth a command.
      let files =
        isFolder(url) ? regularFiles(under: url).filter { catalog != nil || mightBePalette($0) } : [url]
      guard !files.isEmpty else { continue }
      arguments.insert(catalog ?? url)
      inputs.formUnion(files)
    }
    return (arguments.sorted { $0.path < $1.path }, inputs.sorted { $0.path < $1.path })
  }

  /// False for names that are never a palette.
  static func mightBePalette(_ url: URL) -> Bool {
    !configNames.contains(url.lastPathComponent) && !neverPalettes.contains(url.pathExtension.lowercased())
  }

  static func isFolder(_ url: URL) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
  }

  /// The regular files under `folder`, at any depth.
  static func regularFiles(under folder: URL) -> [URL] {
    guard
      let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    return walk.compactMap { item in
      guard let url = item as? URL,
        (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { return nil }
      return url
    }
  }

  /// The `.xcassets` folder `url` lies in (or is), if any.
  static func catalog(containing url: URL) -> URL? {
    var u = url
    while u.pathComponents.count > 1 {
      if u.pathExtension == "xcassets" { return u }
      u = u.deletingLastPathComponent()
    }
    return nil
  }

  /// The package's `legible.json` (or `.legible.json`), as `legible check` would find it.
  static func config(in package: URL) -> URL? {
    ["legible.json", ".legible.json"].map { package.appending(path: $0) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }
}
