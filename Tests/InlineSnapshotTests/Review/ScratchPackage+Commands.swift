import Foundation
import InlineSnapshotStore
import TestSupport
import Testing

extension ScratchPackage {
  /// The result of a command run in the scratch package, with its streams kept apart.
  struct CommandRun {
    var status: Int32
    var output: String
    var errors: String
    var seconds: Double

    /// Both streams, for failure messages.
    var transcript: String { "exit status \(status)\n--- stdout\n\(output)\n--- stderr\n\(errors)" }
  }

  /// Runs `executable` (a path, or a name looked up by `env`) in the package root (or its
  /// `subfolder`) with the outer environment minus every variable that changes the toolkit's
  /// behaviour, plus `environment`. `input` becomes standard input (else `/dev/null`, which is not a terminal).
  func command(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
    subfolder: String? = nil
  ) async throws -> CommandRun {
    var merged = ProcessInfo.processInfo.environment
    for name in [
      "CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_TESTING_PENDING_DIR", "SNAPSHOT_TESTING_ARTIFACTS",
      "GITHUB_STEP_SUMMARY",
      "INLINE_SNAPSHOT_REVIEW_STDIN", "INLINE_SNAPSHOT_INVOKED_BY_PLUGIN",
    ] {
      merged[name] = nil
    }
    merged.merge(environment) { _, new in new }
    let folder = subfolder.map { root.appendingPathComponent($0) } ?? root
    // `swift build`, `run`, `test` and `package` share the package's build parameters.
    let arguments = executable == "swift" ? withBuildOptions(arguments) : arguments
    let outcome = try await ChildProcess(executable, arguments, in: folder, environment: merged, input: input).run()
    return CommandRun(status: outcome.status, output: outcome.output, errors: outcome.errors, seconds: outcome.seconds)
  }

  /// Runs this package's own build of `inline-snapshot` (next to the test bundle) in the scratch
  /// package, on the pending folder `pending` (see ``pendingFolder(_:)``) or the default one.
  func tool(_ arguments: [String], pending: String? = nil, input: String? = nil) async throws -> CommandRun {
    let pendingArguments = pending.map { ["--pending-dir", pendingFolder($0).path] } ?? []
    var environment: [String: String] = [:]
    if input != nil { environment["INLINE_SNAPSHOT_REVIEW_STDIN"] = "1" }
    return try await command(try Self.toolPath(), pendingArguments + arguments, environment: environment, input: input)
  }

  /// `inline-snapshot` in the build folder of the running test bundle.
  static func toolPath() throws -> String {
    let bundle = try #require(BuildInfo.executablePath(), "Cannot tell where the test binary is.")
    // Linux: <debug>/<name>.xctest; macOS: <debug>/<name>.xctest/Contents/MacOS/<name>.
    var folder = URL(fileURLWithPath: bundle).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("inline-snapshot").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    Issue.record(
      Comment(
        rawValue: "The inline-snapshot executable is not in the build folder of \(bundle). "
          + "Build it with `swift build --build-tests`.")
    )
    throw CancellationError()
  }

  /// The valid pending changes in the pending folder `pending`.
  func pendingStore(_ pending: String) throws -> [PendingChange] {
    try PendingStore(directory: pendingFolder(pending)).load(packageRoot: root.path).changes
  }

  /// Reads a file relative to the package root.
  func read(_ relativePath: String) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(relativePath)), as: UTF8.self)
  }
}
