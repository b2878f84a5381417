import Foundation
import InlineSnapshotSource

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
  static func commandName(environment: [String: String]) -> ReviewCommandName {
    environment[invokedByPluginVariable] == "1" ? .plugin : .swiftRun
  }

  /// Resolves the global options: `--package-path` (default: the current directory) and
  /// `--pending-dir` (default: `SNAPSHOT_TESTING_PENDING_DIR`, else `<package>/.build/inline-snapshots/pending`).
  static func resolve(
    packagePath: String?, pendingDirectory: String?, environment: [String: String], console: Console
  ) throws(SourceError) -> ToolContext {
    let root = URL(fileURLWithPath: FilePath.normalized(packagePath ?? "."), isDirectory: true)
    let command = commandName(environment: environment)
    guard PackageRoot.isPackage(root) else {
      throw SourceError(
        .notAPackage,
        "\(root.path) is not a Swift package (it has no Package.swift). "
          + "Run `\(command.text)` in the package's folder or pass --package-path <path>.")
    }
    let pending =
      pendingDirectory.map { URL(fileURLWithPath: FilePath.normalized($0), isDirectory: true) }
      ?? PendingStore.defaultDirectory(packageRoot: root, environment: environment)
    return ToolContext(
      review: SnapshotReview(packageRoot: root, pendingDirectory: pending, command: command),
      environment: environment, console: console)
  }

  /// Prints one `error:` line per refused document.
  func reportRefused(_ refused: [PendingDocument.Refusal]) {
    for refusal in refused {
      console.error("error: \(refusal.message) It was not used; delete it with `\(command) reject \(refusal.name)`.\n")
    }
  }
}
