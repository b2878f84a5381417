import Foundation

/// A program run to completion, its standard streams collected in files: a child that writes a lot
/// cannot fill a pipe's buffer and stall.
enum Subprocess {
  /// What the finished program left.
  struct Outcome {
    var status: Int32
    var output: [UInt8]
    var errors: String
  }

  /// Runs `executable` with `arguments` in `directory` with exactly `environment`; standard input is
  /// empty. Throws only when the program cannot be started or its output cannot be read.
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inline-snapshot-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    for url in [outURL, errURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, output: Array(try Data(contentsOf: outURL)),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
