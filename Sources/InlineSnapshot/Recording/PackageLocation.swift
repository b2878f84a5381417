import Foundation
import InlineSnapshotSource

/// Where the toolkit keeps its state for a test source file.
enum PackageLocation {
  /// The writer's journal folder, shared with `inline-snapshot accept` so that it sees what the tests
  /// wrote: `<package>/.build/inline-snapshots/state` (see `SnapshotFileWriter.defaultStateDirectory`).
  static func journalDirectory(forSourceFile sourceFile: String) -> URL {
    SnapshotFileWriter.defaultStateDirectory(forSourceFile: sourceFile)
  }
}
