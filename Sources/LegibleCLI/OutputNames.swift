import FileInput

/// Names of per-input outputs (`--json-dir`, `--annotate`, `--fix-out` folders), one per
/// input, never two inputs onto one file.
///
/// An output mirrors the input's path relative to the folder it was found in
/// (`scan shots/ --json-dir out` writes `out/ios/login.json` for `shots/ios/login.png`).
/// Inputs that still collide (`a/x.png` and `b/x.png` named directly) mirror their paths
/// below the folder they share, and a number is appended if even that repeats.
enum OutputNames {
  /// `name` without a final ".png" (any case).
  static func stem(_ name: String) -> String {
    name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
  }

  /// `files` with relative names made unique. Inputs whose names collide mirror their paths
  /// below the deepest folder they share (`a/x.png`, `b/x.png` → `a/x`, `b/x`).
  static func unique(_ files: [InputFile]) -> [InputFile] {
    var groups: [String: [Int]] = [:]
    for (i, f) in files.enumerated() { groups[f.relative, default: []].append(i) }
    var files = files
    for (_, members) in groups where members.count > 1 {
      let parts = members.map { mirrored(files[$0].path).split(separator: "/").map(String.init) }
      var shared = 0
      while parts.allSatisfy({ $0.count - 1 > shared })
        && parts.allSatisfy({ $0[shared] == parts[0][shared] })
      { shared += 1 }
      for (i, p) in zip(members, parts) {
        files[i].relative = stem(p.dropFirst(shared).joined(separator: "/"))
      }
    }
    var taken = Set<String>()
    return files.map { f in
      var f = f
      var candidate = f.relative
      var n = 2
      while !taken.insert(candidate).inserted {
        candidate = f.relative + "-\(n)"
        n += 1
      }
      f.relative = candidate
      return f
    }
  }

  /// `path` as a relative path that stays inside an output folder: no root, no "." or ".."
  /// components ("../a/./x.png" → "up/a/x.png").
  static func mirrored(_ path: String) -> String {
    let parts = path.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "up" : String($0) }
    return parts.isEmpty ? "input" : parts.joined(separator: "/")
  }

  /// `folder/relative + suffix`, with the last component shortened (and a hash of it added)
  /// when it would pass the 255-byte name limit of common file systems.
  static func path(in folder: String, _ relative: String, suffix: String) -> String {
    let folderPart = OutputFile.folder(of: relative)
    var name = OutputFile.lastComponent(of: relative)
    if name.utf8.count + suffix.utf8.count > 255 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike hashValue
      for b in name.utf8 { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
      var kept = ""
      for c in name {
        guard kept.utf8.count + c.utf8.count <= 200 else { break }
        kept.append(c)
      }
      name = kept + "-" + String(hash, radix: 16)
    }
    return folder + "/" + (folderPart == "." ? "" : folderPart + "/") + name + suffix
  }
}
