import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax

/// What every command works on: the package's review, its environment and the console.
struct ToolContext {
  var review: SnapshotReview
  var environment: [String: String]
  var console: Console

  /// Set by the `snapshots` command plugin, so that hints name the plugin's command.
  static let invokedByPluginVariable = "INLINE_SNAPSHOT_INVOKED_BY_PLUGIN"

  /// The command that runs this tool from the user's package, for hints.
  var command: String { review.command.text }

  /// The command that ran this tool: the plugin's, or `swift run inline-snapshot`.
  static func toolCommand(environment: [String: String]) -> ToolCommand {
    environment[invokedByPluginVariable] == "1" ? .plugin : .swiftRun
  }

  /// Resolves the global options: the package is the nearest folder at or above `--package-path`
  /// (default: the current directory) that has a `Package.swift`, as SwiftPM finds it; the store is
  /// `--pending-dir` (default: `SNAPSHOT_TESTING_PENDING_DIR`, else `<package>/.build/inline-snapshots/pending`),
  /// or the stores of every `--pending-dir` read as one (each folder a store, an artifacts folder, or a
  /// folder of downloaded artifacts: ``MergedStore/stores(in:)``). Hints name `--pending-dir` whenever
  /// the store is not the one the tool reads without options. `nil` when no folder at or above
  /// ``start(packagePath:)`` is a package; throws when a folder given cannot be listed, or is not a
  /// folder (an archive, a file; a missing path unless it is the default store, which the first
  /// recording creates). Recordings attached to tests (`*.inline-snapshot.json` at any depth of a
  /// `--pending-dir`) are imported first (see ``AttachedRecordings``) and read as one more store.
  static func resolve(
    packagePath: String?, pendingDirectories: [String], environment: [String: String], console: Console
  ) throws(StoreError) -> ToolContext? {
    let command = toolCommand(environment: environment)
    guard let root = PackageRoot.containing(folder: start(packagePath: packagePath)) else { return nil }
    let folders =
      pendingDirectories.isEmpty
      ? [PendingStore.defaultDirectory(packageRoot: root, environment: environment)]
      : pendingDirectories.map { URL(fileURLWithPath: FilePath.normalized($0), isDirectory: true) }
    let hints = command.reading(
      folders, defaultDirectory: PendingStore.defaultDirectory(packageRoot: root, environment: [:]))
    var stores = try MergedStore.stores(in: folders, missingIsEmpty: pendingDirectories.isEmpty)
    // Recordings attached to tests that ran where the source was not (a `--attachments-path` folder).
    for folder in pendingDirectories.isEmpty ? [] : folders {
      if let attached = try AttachedRecordings.importAll(under: folder, packageRoot: root),
        !stores.contains(where: { $0.directory.path == attached.directory.path })
      {
        stores.append(attached)
      }
    }
    return ToolContext(
      review: SnapshotReview(ReviewPlanner(packageRoot: root, stores: stores, command: hints)),
      environment: environment, console: console)
  }

  /// The folder the package is looked for from: `--package-path`, else the current directory.
  static func start(packagePath: String?) -> URL {
    URL(fileURLWithPath: FilePath.normalized(packagePath ?? "."), isDirectory: true)
  }

  /// Runs `body` with the review while holding the store's lock, so that the commands that change the
  /// store (accept, reject, review, `stability --fix`) run one after another.
  func changingStore<Result>(_ body: (SnapshotReview) throws(StoreError) -> Result) throws(StoreError) -> Result {
    try review.store.withLock { () throws(StoreError) -> Result in try body(review) }
  }

  /// The command that deletes the files of `documents` (refused documents) and nothing else: `reject`
  /// with each file's absolute path, so that it works from any folder, never with their ids, which an
  /// intact copy in another store may share.
  func rejecting(_ documents: [RefusedDocument]) -> String {
    "\(command) reject "
      + documents.map { ToolCommand.shellQuoted(FilePath.normalized($0.path)) }.joined(separator: " ")
  }

  /// "No pending snapshot changes.", naming the stores when they are not the default one.
  var noChanges: String {
    let stores = review.store.directories
    guard stores != [PendingStore.defaultDirectory(packageRoot: review.packageRoot, environment: [:])] else {
      return "No pending snapshot changes.\n"
    }
    return "No pending snapshot changes in \(stores.map { review.displayPath(of: $0.path) }.joined(separator: ", ")).\n"
  }
}
