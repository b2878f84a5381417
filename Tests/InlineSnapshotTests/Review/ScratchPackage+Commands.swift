import Foundation

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

  /// Runs `executable` (a path, or a name looked up by `env`) in the package root with the outer
  /// environment minus every variable that changes the toolkit's behaviour, plus `environment`.
  /// `input` becomes standard input (else `/dev/null`, which is not a terminal).
  func command(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil
  ) async throws -> CommandRun {
    var merged = ProcessInfo.processInfo.environment
    for name in [
      "CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_TESTING_PENDING_DIR", "SNAPSHOT_TESTING_ARTIFACTS", "GITHUB_STEP_SUMMARY",
      "INLINE_SNAPSHOT_REVIEW_STDIN",
    ] {
      merged[name] = nil
    }
    merged.merge(environment) { _, new in new }
    let outcome = try await ChildProcess.run(executable, arguments, in: root, environment: merged, input: input)
    return CommandRun(status: outcome.status, output: outcome.output, errors: outcome.errors, seconds: outcome.seconds)
  }

  /// Reads a file relative to the package root.
  func read(_ relativePath: String) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(relativePath)), as: UTF8.self)
  }
}
