import Foundation
import InlineSnapshotSyntax

/// The Swift package a source file belongs to: the nearest folder above it that has a `Package.swift`.
///
/// ```swift
/// PackageRoot.of(sourceFile: "/work/app/Tests/AppTests/LoginTests.swift")  // /work/app
/// ```
package enum PackageRoot {
  /// The nearest ancestor folder of `path` that contains `Package.swift`, or nil when there is none.
  package static func of(sourceFile path: String) -> URL? {
    containing(folder: URL(fileURLWithPath: FilePath.normalized(path)).deletingLastPathComponent())
  }

  /// The nearest folder at or above `folder` that holds a `Package.swift`, as SwiftPM finds the
  /// package from the current directory; `nil` when there is none.
  package static func containing(folder: URL) -> URL? {
    var folder = URL(fileURLWithPath: FilePath.normalized(folder.path), isDirectory: true)
    while true {
      if isPackage(folder) { return folder }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || folder.path == "/" { return nil }
      folder = parent
    }
  }

  /// Whether `folder` holds a `Package.swift`.
  package static func isPackage(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
  }

  /// `<package root>/.build/inline-snapshots/<name>`: where the toolkit keeps its state.
  package static func toolFolder(_ name: String, packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build/inline-snapshots/\(name)", isDirectory: true)
  }

  /// ``toolFolder(_:packageRoot:)`` of the package of `path`, or `<temporary folder>/inline-snapshots/<name>`
  /// for a file outside any package.
  package static func toolFolder(_ name: String, forSourceFile path: String) -> URL {
    if let root = of(sourceFile: path) { return toolFolder(name, packageRoot: root) }
    return FileManager.default.temporaryDirectory.appendingPathComponent("inline-snapshots/\(name)", isDirectory: true)
  }
}
