import InlineSnapshotStore

/// The tool's own help: `--help`, `-h` and `help` without a verb.
enum ToolHelp {
  static let globalOptions: [(String, String)] = [
    ("--package-path <path>", "The package whose pending changes to review. Default: the current directory."),
    (
      "--pending-dir <dir>",
      "Where the pending changes are. Default: $SNAPSHOT_TESTING_PENDING_DIR, else "
        + "<package>/.build/inline-snapshots/pending. Give it several times to read several stores as one (the "
        + "shards of a CI run): a folder of a shard's artifacts holds its store in inline-snapshots-pending/, and a "
        + "folder of downloaded artifacts one in each subfolder. Identical changes are one; a closure with "
        + "different values is a conflict, which is listed and never accepted. Each must be a folder: an archive (a "
        + "downloaded .zip artifact: unzip it first), a file or a missing path is an error that names it. Recordings "
        + "attached to tests that ran where the source is not (*.inline-snapshot.json, at any depth: a swift test "
        + "--attachments-path folder, or attachments exported from an .xcresult) are moved into "
        + "<dir>/inline-snapshots-attached/ and read as one more store."
    ),
  ]

  static let exitStatuses: [(String, String)] = [
    ("0", "Success."),
    (
      "1",
      "Failure: something named on standard error was not done (a change that cannot be applied because its file "
        + "changed or is missing, an unknown id, a pending change refused as unsafe or unreadable, a conflict of "
        + "several stores, `review` without a terminal); everything else asked for was done. Also when a "
        + "--pending-dir is not a folder (an archive, a file, a missing path): nothing was read. For `stability`: "
        + "some snapshots changed between runs."
    ),
    (
      "2",
      "Usage error: unknown command or option, missing or extra arguments. For `stability`, also: the tests could "
        + "not be built or run (their output is shown)."
    ),
  ]

  /// The help, naming the tool as `command` runs it.
  static func text(command: ToolCommand) -> String {
    var text = """
      OVERVIEW: Review the pending inline snapshot changes of a Swift package.

      A test whose snapshot was not written (on CI, or when it differs from the source) leaves a pending
      change. List, inspect, accept or reject them with this tool, or through the package plugin:
      swift package --allow-writing-to-package-directory snapshots <command> ...

      `stability` runs the tests several times and lists the snapshots whose values change between
      runs. It runs the tests itself, which a package plugin cannot: the plugin prints the command.

      USAGE: \(command.text) [--package-path <path>] [--pending-dir <dir>] <command> [<arguments>]

      OPTIONS:

      """
    text += TextWrapping.table(globalOptions + [("-h, --help", "Show help information.")])
    text += "\nCOMMANDS:\n"
    text += TextWrapping.table(
      Commands.all.map { ($0.help.usage, $0.help.abstract) } + [("help [<command>]", "Show help for a command.")])
    text += "\n  See `\(command.text) help <command>` for detailed help.\n"
    text += "\nEXIT STATUS:\n" + TextWrapping.table(exitStatuses)
    return text
  }
}
