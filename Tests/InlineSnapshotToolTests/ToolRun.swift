import Foundation
import InlineSnapshotStore

@testable import inline_snapshot

/// A temporary Swift package (a folder with `Package.swift`) to run the tool on, removed by `remove()`.
struct ScratchFolder {
  let root: URL
  var pending: URL { root.appendingPathComponent(".build/inline-snapshots/pending") }
  var store: PendingStore { PendingStore(directory: pending) }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("inline-snapshot-cli-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try write("Package.swift", "// swift-tools-version: 6.0\n")
  }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  func write(_ relative: String, _ text: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relative: String) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(relative)), as: UTF8.self)
  }

  /// Writes `text` as the pending change document `<id>.json`.
  func writePending(id: String, _ text: String) throws {
    try write(".build/inline-snapshots/pending/\(id).json", text)
  }

  /// Runs the tool on this package with `arguments`, in this process, as a shell in the package's
  /// folder would (`--package-path` set to it) unless `packagePath` says otherwise.
  func run(
    _ arguments: [String], environment: [String: String] = [:], input: [String] = [], packagePath: String? = nil
  ) -> ToolRun {
    ToolRun.run(["--package-path", packagePath ?? root.path] + arguments, environment: environment, input: input)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// One run of the tool: its exit status and what it wrote to each stream.
struct ToolRun: CustomStringConvertible {
  var status: Int32
  var output: String
  var errors: String

  var description: String { "exit status \(status)\n--- stdout\n\(output)\n--- stderr\n\(errors)" }

  static func run(_ arguments: [String], environment: [String: String], input: [String]) -> ToolRun {
    let streams = Streams(input: input)
    let console = Console(
      output: { streams.append(output: $0) }, error: { streams.append(error: $0) }, readLine: { streams.nextLine() },
      inputIsTerminal: false)
    let status = InlineSnapshotTool.run(arguments: arguments, environment: environment, console: console)
    return ToolRun(status: status.rawValue, output: streams.output, errors: streams.errors)
  }
}

/// The console's streams, collected.
private final class Streams: @unchecked Sendable {
  private let lock = NSLock()
  private var input: [String]
  private(set) var output = ""
  private(set) var errors = ""

  init(input: [String]) { self.input = input }

  func append(output text: String) { lock.withLock { output += text } }
  func append(error text: String) { lock.withLock { errors += text } }
  func nextLine() -> String? { lock.withLock { input.isEmpty ? nil : input.removeFirst() } }
}
