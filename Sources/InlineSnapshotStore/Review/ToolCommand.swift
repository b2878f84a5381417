import Foundation
import InlineSnapshotSyntax

/// The command that runs the tool (`inline-snapshot`) from the user's package, as hints type it.
package struct ToolCommand: Sendable, Hashable {
  /// For example `swift run inline-snapshot`.
  package var text: String

  package init(_ text: String) {
    self.text = text
  }

  /// `swift run inline-snapshot`: works in any package that depends on this one.
  package static let swiftRun = ToolCommand("swift run inline-snapshot")
  /// The command plugin, which needs the write permission for `accept`, `reject` and `review`.
  package static let plugin = ToolCommand("swift package --allow-writing-to-package-directory snapshots")

  /// This command on the pending store `directory`: with `--pending-dir <directory>` (absolute, so
  /// that it works from any folder) unless `directory` is `defaultDirectory`, the store the tool
  /// reads without options.
  package func reading(_ directory: URL, defaultDirectory: URL?) -> ToolCommand {
    reading([directory], defaultDirectory: defaultDirectory)
  }

  /// This command on the stores of `folders` read as one: `--pending-dir <folder>` for each, unless
  /// they are just `defaultDirectory`.
  package func reading(_ folders: [URL], defaultDirectory: URL?) -> ToolCommand {
    let paths = folders.map { FilePath.normalized($0.path) }
    guard paths != [defaultDirectory.map({ FilePath.normalized($0.path) })] else { return self }
    return ToolCommand(text + paths.map { " --pending-dir " + Self.shellQuoted($0) }.joined())
  }

  /// `text` as one word of a POSIX shell: unchanged when it holds only safe characters, else in
  /// single quotes.
  package static func shellQuoted(_ text: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+:@%,=")
    guard !text.isEmpty, !text.contains(where: { !safe.contains($0) }) else {
      return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    return text
  }
}
