import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// Gives the configured diff tool something to open: a snapshot that did not match is written, with
/// the one it was compared against, to `<package>/.build/inline-snapshots/diffs/`, and the failure
/// message ends with the tool's command for the two files.
enum DiffToolFiles {
  /// The end of the failure message for `outcome`: a blank line and the tool's command, or `""` when
  /// no tool is set or the snapshots were not compared (a missing snapshot has nothing to diff).
  static func messageSuffix(
    for outcome: SnapshotOutcome,
    fileID: StaticString,
    site: SnapshotSite,
    expected: String?,
    actual: String,
    tool: SnapshotTestingConfiguration.DiffTool?
  ) -> String {
    guard let tool, let expected else { return "" }
    switch outcome {
    case .rewriteDifferent, .differentKeptPending:
      break
    case .matched, .recordMissing, .missingKeptPending:
      return ""
    }
    let folder = PackageRoot.toolFolder("diffs", forSourceFile: site.path)
    let base = baseName(fileID: fileID, site: site)
    let expectedFile = folder.appendingPathComponent("\(base).expected.txt")
    let actualFile = folder.appendingPathComponent("\(base).actual.txt")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(expected.utf8).write(to: expectedFile, options: .atomic)
      try Data(actual.utf8).write(to: actualFile, options: .atomic)
    } catch {
      return "\n\nCould not write the snapshots for the diff tool to \(folder.path): \(error.localizedDescription)"
    }
    return "\n\n" + tool(currentFilePath: expectedFile.path, failedFilePath: actualFile.path)
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
