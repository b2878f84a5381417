import Foundation

/// A program to run to completion as a child process: the one way tests start processes (a tool, `git`,
/// the compiler, or this test binary again).
public struct ChildProcess: Sendable {
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

  /// A path, or a name looked up by `env`.
  public var executable: String
  /// The arguments after the executable.
  public var arguments: [String]
  /// The child's working folder; `nil` for this process's.
  public var directory: URL?
  /// Exactly the child's environment; `nil` for this process's.
  public var environment: [String: String]?
  /// Standard input; `nil` for `/dev/null`, which is not a terminal.
  public var input: String?
  /// Whether standard error goes where standard output does, in the order written.
  public var mergingErrors: Bool

  /// `executable` with `arguments`, to run in `directory` with `environment` (see the properties).
  public init(
    _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    input: String? = nil, mergingErrors: Bool = false
  ) {
    self.executable = executable
    self.arguments = arguments
    self.directory = directory
    self.environment = environment
    self.input = input
    self.mergingErrors = mergingErrors
  }

  /// Runs the child, blocking this thread until it exits.
  public func run() throws -> Outcome {
    let launch = try Launch(self)
    defer { launch.cleanUp() }
    try launch.process.run()
    launch.process.waitUntilExit()
    return launch.outcome(status: launch.process.terminationStatus)
  }

  /// Runs the child, awaited without blocking a thread of the cooperative pool (the other tests of the
  /// suite keep running meanwhile).
  public func run() async throws -> Outcome {
    let launch = try Launch(self)
    defer { launch.cleanUp() }
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      launch.process.terminationHandler = { process in continuation.resume(returning: process.terminationStatus) }
      do {
        try launch.process.run()
      } catch {
        launch.process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return launch.outcome(status: status)
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

  init(_ child: ChildProcess) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [child.executable] + child.arguments
    if let directory = child.directory { process.currentDirectoryURL = directory }
    if let environment = child.environment { process.environment = environment }

    // Files, not pipes: a chatty child cannot fill a pipe buffer and stall.
    logs = FileManager.default.temporaryDirectory.appendingPathComponent("child-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    outURL = logs.appendingPathComponent("out")
    errURL = logs.appendingPathComponent("err")
    for url in [outURL, errURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = child.mergingErrors ? out : err
    var handles = [out, err]
    if let input = child.input {
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
