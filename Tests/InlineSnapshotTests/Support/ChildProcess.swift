import Foundation

/// A program run to completion as a child process, awaited without blocking a thread of the
/// cooperative pool (the other tests of the suite keep running meanwhile).
enum ChildProcess {
  /// What a finished child process left behind.
  struct Outcome {
    var status: Int32
    /// Standard output; with `mergingErrors`, both streams as they were written.
    var output: String
    /// Standard error; empty with `mergingErrors`.
    var errors: String
    var seconds: Double
  }

  /// Runs `executable` (a path, or a name looked up by `env`) in `directory` with exactly
  /// `environment`. `input` becomes standard input (else `/dev/null`, which is not a terminal).
  static func run(
    _ executable: String,
    _ arguments: [String],
    in directory: URL,
    environment: [String: String],
    input: String? = nil,
    mergingErrors: Bool = false
  ) async throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.currentDirectoryURL = directory
    process.environment = environment

    // Files, not pipes: a chatty child cannot fill a pipe buffer and stall.
    let logs = FileManager.default.temporaryDirectory.appendingPathComponent("child-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: logs) }
    let outURL = logs.appendingPathComponent("out")
    let errURL = logs.appendingPathComponent("err")
    for url in [outURL, errURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
    }
    process.standardOutput = out
    process.standardError = mergingErrors ? out : err
    if let input {
      let inURL = logs.appendingPathComponent("in")
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
    return Outcome(
      status: status,
      output: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
      errors: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
      seconds: Date().timeIntervalSince(start)
    )
  }
}
