import Foundation
import InlineSnapshotSource

/// Where the toolkit keeps its state for a test source file.
enum PackageLocation {
  /// The writer's journal folder: `<package>/.build/inline-snapshots/journal`, or one in the
  /// temporary directory for a file outside any package.
  static func journalDirectory(forSourceFile sourceFile: String) -> URL {
    let base = PackageRoot.of(sourceFile: sourceFile)?.appendingPathComponent(".build")
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("inline-snapshots").appendingPathComponent("journal")
  }
}
