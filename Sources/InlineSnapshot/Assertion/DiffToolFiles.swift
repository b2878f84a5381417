import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// Gives the configured diff tool something to open: a snapshot that did not match is written, with
/// the one it was compared against, to `<package>/.build/inline-snapshots/diffs/`, and the failure
/// message ends with the tool's command for the two files (see ``FailureMessage/diffTool(_:tool:)``).
enum DiffToolFiles {
  /// What was written for the diff tool.
  enum Written: Equatable {
    /// The snapshot compared against, and the one that did not match.
    case files(expected: String, actual: String)
    /// The files could not be written to `folder`, for `reason`.
    case failed(folder: String, reason: String)
  }

  /// Writes the two snapshots of `outcome` for `tool` (an empty one for a `nil` value); `nil` when no
  /// tool is set or the snapshots were not compared (a missing snapshot has nothing to diff).
  static func write(
    for outcome: SnapshotOutcome,
    fileID: StaticString,
    site: SnapshotSite,
    expected: String?,
    actual: String?,
    tool: SnapshotTestingConfiguration.DiffTool?
  ) -> Written? {
    guard tool != nil, let expected else { return nil }
    switch outcome {
    case .rewriteDifferent, .differentKeptPending:
      break
    case .matched, .recordMissing, .missingKeptPending:
      return nil
    }
    let folder = PackageRoot.toolFolder("diffs", forSourceFile: site.path)
    let base = baseName(fileID: fileID, site: site)
    let expectedFile = folder.appendingPathComponent("\(base).expected.txt")
    let actualFile = folder.appendingPathComponent("\(base).actual.txt")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(expected.utf8).write(to: expectedFile, options: .atomic)
      try Data((actual ?? "").utf8).write(to: actualFile, options: .atomic)
    } catch {
      return .failed(folder: folder.path, reason: error.localizedDescription)
    }
    return .files(expected: expectedFile.path, actual: actualFile.path)
  }

  /// `Module.File.line.column`, then `.label` for a helper's snapshot: one pair of files per closure.
  static func baseName(fileID: StaticString, site: SnapshotSite) -> String {
    var name = "\(fileID)"
    if name.hasSuffix(".swift") { name.removeLast(".swift".count) }
    name = name.replacingOccurrences(of: "/", with: ".") + ".\(site.line).\(site.column)"
    let label = site.descriptor.trailingClosureLabel
    return label == ClosureDescriptor.defaultTrailingClosureLabel ? name : "\(name).\(label)"
  }
}
