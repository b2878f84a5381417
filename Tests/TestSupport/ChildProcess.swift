import Foundation

/// A program run to completion as a child process: the one way tests start processes (a tool, `git`,
/// the compiler, or this test binary again).
public enum ChildProcess {
  /// What a finished child process left behind.
  public struct Outcome: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output; with `mergingErrors`, both streams as they were written.
    public var output: String
    /// Standard error; empty with `mergingErrors`.
    public var errors: String
    /// How long the child ran, in seconds.
    public var seconds: Double
  }

  /// Runs `executable` (a path, or a name looked up by `env`) in `directory` (else this process's
  /// folder) with exactly `environment` (else this process's), blocking until it exits. `input` becomes
  /// standard input (else `/dev/null`, which is not a terminal).
  public static func run(
    _ executable: String,
    _ arguments: [String],
    in directory: URL? = nil,
    environment: [String: String]? = nil,
    input: String? = nil,
    mergingErrors: Bool = false
  ) throws -> Outcome {
    let child = try Launch(executable, arguments, directory, environment, input, mergingErrors)
    defer { child.cleanUp() }
    try child.process.run()
    child.process.waitUntilExit()
    return child.outcome(status: child.process.terminationStatus)
  }

  /// ``run(_:_:in:environment:input:mergingErrors:)``, awaited without blocking a thread of the
  /// cooperative pool (the other tests of the suite keep running meanwhile).
  public static func run(
    _ executable: String,
    _ arguments: [String],
    in directory: URL? = nil,
    environment: [String: String]? = nil,
    input: String? = nil,
    mergingErrors: Bool = false
  ) async throws -> Outcome {
    let child = try Launch(executable, arguments, directory, environment, input, mergingErrors)
    defer { child.cleanUp() }
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      child.process.terminationHandler = { process in continuation.resume(returning: process.terminationStatus) }
      do {
        try child.process.run()
      } catch {
        child.process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return child.outcome(status: status)
  }
}

/// A child process set up but not started, and the files its streams go to.
private final class Launch {
  let process = Process()
  private let logs: URL
  private let outURL: URL
  private let errURL: URL
  private let handles: [FileHandle]
  private let start = Date()

  init(
    _ executable: String, _ arguments: [String], _ directory: URL?, _ environment: [String: String]?,
    _ input: String?, _ mergingErrors: Bool
  ) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }

    // Files, not pipes: a chatty child cannot fill a pipe buffer and stall.
    logs = FileManager.default.temporaryDirectory.appendingPathComponent("child-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    outURL = logs.appendingPathComponent("out")
    errURL = logs.appendingPathComponent("err")
    for url in [outURL, errURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = mergingErrors ? out : err
    var handles = [out, err]
    if let input {
      let inURL = logs.appendingPathComponent("in")
      try Data(input.utf8).write(to: inURL)
      let handle = try FileHandle(forReadingFrom: inURL)
      process.standardInput = handle
      handles.append(handle)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    self.handles = handles
  }

  /// What the finished child left in its files.
  func outcome(status: Int32) -> ChildProcess.Outcome {
    ChildProcess.Outcome(
      status: status,
      output: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
      errors: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
      seconds: Date().timeIntervalSince(start)
    )
  }

  /// Closes the files and removes them.
  func cleanUp() {
    for handle in handles { try? handle.close() }
    try? FileManager.default.removeItem(at: logs)
  }
}
