import Foundation
import InlineSnapshotSource

/// What every command works on: the package, its pending store and the console.
struct ToolContext {
  var packageRoot: URL
  var pendingDirectory: URL
  var environment: [String: String]
  var console: Console

  /// The review of the package's pending changes.
  var review: SnapshotReview {
    SnapshotReview(packageRoot: packageRoot, pendingDirectory: pendingDirectory)
  }

  /// Resolves the global options: `--package-path` (default: the current directory) and
  /// `--pending-dir` (default: `SNAPSHOT_TESTING_PENDING_DIR`, else `<package>/.build/inline-snapshots/pending`).
  static func resolve(
    packagePath: String?, pendingDirectory: String?, environment: [String: String], console: Console
  ) throws(SourceError) -> ToolContext {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    func absolute(_ path: String) -> URL {
      URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
    }
    let root = absolute(packagePath ?? current.path)
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
      throw SourceError(
        .io,
        "\(root.path) is not a Swift package (it has no Package.swift). "
          + "Run inline-snapshot in the package's folder or pass --package-path <path>.")
    }
    let pending: URL
    if let pendingDirectory {
      pending = absolute(pendingDirectory)
    } else if let variable = environment["SNAPSHOT_TESTING_PENDING_DIR"], !variable.isEmpty {
      pending = absolute(variable)
    } else {
      pending = root.appendingPathComponent(".build/inline-snapshots/pending", isDirectory: true)
    }
    return ToolContext(packageRoot: root, pendingDirectory: pending, environment: environment, console: console)
  }
}
