import Foundation

/// The Swift package a source file belongs to: the nearest folder above it that has a `Package.swift`.
///
/// ```swift
/// PackageRoot.of(sourceFile: "/work/app/Tests/AppTests/LoginTests.swift")  // /work/app
/// ```
public enum PackageRoot {
  /// The nearest ancestor folder of `path` that contains `Package.swift`, or nil when there is none.
  public static func of(sourceFile path: String) -> URL? {
    var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || folder.path == "/" { return nil }
      folder = parent
    }
  }

  /// `<package root>/.build/inline-snapshots/<name>`, or `<temporary folder>/inline-snapshots/<name>`
  /// for a file outside any package.
  public static func toolFolder(_ name: String, forSourceFile path: String) -> URL {
    if let root = of(sourceFile: path) {
      return root.appendingPathComponent(".build/inline-snapshots/\(name)", isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("inline-snapshots/\(name)", isDirectory: true)
  }
}
