import Foundation

/// Where the toolkit keeps its state for a test source file.
enum PackageLocation {
  /// The nearest folder above `sourceFile` that holds a `Package.swift`, or `nil`.
  static func root(ofSourceFile sourceFile: String) -> URL? {
    var folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The writer's journal folder: `<package>/.build/inline-snapshots/journal`, or one in the
  /// temporary directory for a file outside any package.
  static func journalDirectory(forSourceFile sourceFile: String) -> URL {
    let base = root(ofSourceFile: sourceFile)?.appendingPathComponent(".build")
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("inline-snapshots").appendingPathComponent("journal")
  }
}
