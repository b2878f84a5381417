import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory snapshots <command> …` runs the `inline-snapshot`
/// review tool on the package the command is invoked on, also when this package is only a dependency
/// of it (SwiftPM then builds the tool from the dependency and `context.package` is the user's package).
///
/// Arguments go to the tool unchanged (`snapshots --help` shows its help), and the tool's hints name
/// the plugin's command. The tool's standard output is passed through; SwiftPM shows a plugin's own
/// output on standard output, so the tool's standard error is collected and reported as the command's
/// error instead (on success it is passed on as notes), which keeps the patch of a failing
/// `snapshots diff > changes.patch` clean. A non-zero exit status fails the command.
///
/// `stability` runs the tests, which a plugin cannot: it is refused with the `swift run` command that does
/// (exit status 2). `review` asks questions, and a plugin has no terminal: it is refused with the command that works
/// (exit status 2), unless a `--pending-dir` is not a folder, which the tool names first (exit status 1),
/// as it does for every verb. `reject <file>` (a refused document, by its file) passes through like any
/// argument: the tool runs in the folder the command was typed in.
@main
struct InlineSnapshotCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let folders = Self.pendingDirectories(in: arguments)
    // A `--pending-dir` that is no folder (a downloaded .zip, a file, a missing path) is for the tool to
    // name, with what to do, before any verb reads it: the hint below would not work as typed.
    let allFolders = folders.allSatisfy { folder in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
    }
    if Self.verb(of: arguments) == "review", allFolders, !arguments.contains("--help"), !arguments.contains("-h") {
      let store = folders.map {
        " --pending-dir '\($0.replacingOccurrences(of: "'", with: "'\\''"))'"
      }.joined()
      FileHandle.standardError.write(
        Data(
          """
          error: `snapshots review` asks a question per change, but a package plugin has no terminal to ask in. \
          Run it in a terminal from the package's folder:
            swift run inline-snapshot\(store) review

          """.utf8))
      exit(2)
    }
    // `stability` builds and runs the tests itself, with a variable set for the test processes; SwiftPM
    // cannot run `swift test` from inside a command plugin that way, so it says which command does.
    if Self.verb(of: arguments) == "stability", !arguments.contains("--help"), !arguments.contains("-h") {
      let words = arguments.map { argument in
        argument.allSatisfy { $0.isLetter || $0.isNumber || "-_=./:".contains($0) }
          ? argument : "'\(argument.replacingOccurrences(of: "'", with: "'\\''"))'"
      }
      FileHandle.standardError.write(
        Data(
          """
          error: `snapshots stability` builds the tests and runs them several times, which SwiftPM does not let a \
          command plugin do. Run it from the package's folder:
            swift run inline-snapshot \(words.joined(separator: " "))

          """.utf8))
      exit(2)
    }
    let tool = try context.tool(named: "inline-snapshot")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["--package-path", context.package.directoryURL.path] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["INLINE_SNAPSHOT_INVOKED_BY_PLUGIN": "1"], uniquingKeysWith: { _, new in new })
    process.standardInput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw ToolFailure(
        status: process.terminationStatus, reason: process.terminationReason, arguments: arguments, message: errorText)
    }
    // Notes such as "No pending snapshot changes." (remarks would be hidden by default).
    if !errorText.isEmpty { FileHandle.standardError.write(Data(errorText.utf8)) }
  }

  /// The values of `--pending-dir` (`--pending-dir <dir>` or `--pending-dir=<dir>`, as often as given), made
  /// absolute against the current folder.
  static func pendingDirectories(in arguments: [String]) -> [String] {
    var values: [String] = []
    for (index, argument) in arguments.enumerated() {
      if argument == "--pending-dir", index + 1 < arguments.count { values.append(arguments[index + 1]) }
      if argument.hasPrefix("--pending-dir=") { values.append(String(argument.dropFirst("--pending-dir=".count))) }
    }
    // The first step of InlineSnapshotSyntax's FilePath.normalized, repeated: a plugin cannot import a library target.
    return values.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 }
  }

  /// The tool's verb: the first argument that is neither an option nor an option's value.
  static func verb(of arguments: [String]) -> String? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--package-path" || argument == "--pending-dir" {
        index += 2
      } else if argument.hasPrefix("-") {
        index += 1
      } else {
        return argument
      }
    }
    return nil
  }
}

/// The tool failed: its explanation, then its exit status.
struct ToolFailure: Error, CustomStringConvertible {
  var status: Int32
  var reason: Process.TerminationReason
  var arguments: [String]
  /// What the tool wrote to standard error.
  var message: String

  var description: String {
    var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
    // SwiftPM prefixes the description with "error: " itself.
    if text.hasPrefix("error: ") { text.removeFirst("error: ".count) }
    let command = (["swift package snapshots"] + arguments).joined(separator: " ")
    let status =
      reason == .uncaughtSignal
      ? "\(command) was terminated by signal \(status)."
      : "\(command) failed with exit status \(status)\(status == 2 ? " (usage error)" : "")."
    return text.isEmpty ? status : text + "\n" + status
  }
}
