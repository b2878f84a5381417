import Foundation
import InlineSnapshotStore

/// How the tool words what it could not do: one `error:` line per reason, naming what to do.
extension Console {
  /// A change that was not applied, and why.
  func error(refusing refused: RefusedChange) {
    error("error: \(refused.refusal.message)\n")
  }

  /// A file or change the tool could not use.
  func error(_ failure: StoreError) {
    error("error: \(failure.message)\n")
  }

  /// Each document of the store refused as untrusted input, and the command of `context` that deletes
  /// that file alone.
  func refused(_ documents: [RefusedDocument], in context: ToolContext) {
    for document in documents {
      error(
        "error: \(document.refusal.message) It was not used; delete this file alone with "
          + "`\(context.rejecting([document]))`.\n")
    }
  }

  /// No folder at or above `start` is a package; `command` runs the tool.
  func packageNotFound(from start: URL, command: ToolCommand) {
    error(
      "error: Neither \(start.path) nor a folder above it has a Package.swift. Run `\(command.text)` in your "
        + "package's folder, or pass the folder with `--package-path <path>` after the tool's name.\n")
  }
}
