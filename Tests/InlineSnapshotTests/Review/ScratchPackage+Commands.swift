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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.currentDirectoryURL = root
    var merged = ProcessInfo.processInfo.environment
    for name in [
      "CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_TESTING_PENDING_DIR", "SNAPSHOT_TESTING_ARTIFACTS", "GITHUB_STEP_SUMMARY",
      "INLINE_SNAPSHOT_REVIEW_STDIN",
    ] {
      merged[name] = nil
    }
    merged.merge(environment) { _, new in new }
    process.environment = merged
    let id = UUID().uuidString
    let outURL = root.appendingPathComponent(".log-\(id).out")
    let errURL = root.appendingPathComponent(".log-\(id).err")
    for url in [outURL, errURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    process.standardOutput = out
    process.standardError = err
    if let input {
      let inURL = root.appendingPathComponent(".log-\(id).in")
      try Data(input.utf8).write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    let start = Date()
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { process in continuation.resume(returning: process.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    try? FileManager.default.removeItem(at: root.appendingPathComponent(".log-\(id).in"))
    return CommandRun(
      status: status,
      output: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
      errors: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
      seconds: Date().timeIntervalSince(start))
  }

  /// Reads a file relative to the package root.
  func read(_ relativePath: String) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(relativePath)), as: UTF8.self)
  }
}
