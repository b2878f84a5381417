import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

@testable import inline_snapshot

/// A git repository in a temporary folder holding a Swift package (at its root or in a subfolder),
/// with pending changes made against its files, and the built `inline-snapshot` run in the package's
/// folder as a user runs it. Removed by `remove()`.
struct ScratchRepository {
  let root: URL
  let packageFolder: String
  var package: URL { packageFolder.isEmpty ? root : root.appendingPathComponent(packageFolder) }
  var store: PendingStore { PendingStore(directory: package.appendingPathComponent(".build/inline-snapshots/pending")) }

  /// A repository whose first commit, on `main`, holds `Package.swift` in `packageFolder` (empty: the root).
  init(packageFolder: String = "") throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("inline-snapshot-review-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    self.packageFolder = packageFolder
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try write("Package.swift", "// swift-tools-version: 6.0\n")
    try Data(".build/\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
    try git("init", "-q", "-b", "main")
    try commit("Package")
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  // MARK: Files

  /// `path` relative to the repository's root, as GitHub names it.
  func repositoryPath(_ path: String) -> String { packageFolder.isEmpty ? path : "\(packageFolder)/\(path)" }

  func write(_ path: String, _ text: String) throws {
    try write(path, bytes: Array(text.utf8))
  }

  func write(_ path: String, bytes: [UInt8]) throws {
    let url = package.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func read(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: package.appendingPathComponent(path)))
  }

  // MARK: git

  /// Runs git in the repository with a configuration of its own (no user or system settings).
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let run = try Self.execute(
      "git", arguments, in: root,
      environment: [
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_AUTHOR_NAME": "Ada",
        "GIT_AUTHOR_EMAIL": "ada@example.com",
        "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com",
      ])
    guard run.status == 0 else { throw ScratchFailure("git \(arguments.joined(separator: " ")): \(run)") }
    return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Commits every file; returns the commit's hash.
  @discardableResult
  func commit(_ message: String) throws -> String {
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
    return try git("rev-parse", "HEAD")
  }

  // MARK: Pending changes

  /// Saves the pending change of the `occurrence`-th (from 0) `assertInlineSnapshot(` call of `file`
  /// as it is now, in `function`: the change a test run would leave.
  @discardableResult
  func pend(
    _ file: String, occurrence: Int = 0, function: String, expected: String?, actual: String?
  ) throws -> PendingChange {
    let bytes = try read(file)
    let marker = Array("assertInlineSnapshot(".utf8)
    var found = -1
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      if bytes[index...].starts(with: marker) {
        found += 1
        if found == occurrence {
          column += marker.count - 1
          break
        }
      }
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    guard found == occurrence else { throw ScratchFailure("\(file) has no assertInlineSnapshot call \(occurrence)") }
    let change = PendingChange(
      site: SnapshotSite(
        path: package.appendingPathComponent(file).path, line: line, column: column, function: function),
      expected: expected, actual: actual, fileHash: ContentHash.of(bytes))
    try store.save(change)
    return change
  }

  // MARK: The tool

  /// Runs the built `inline-snapshot` in the package's folder.
  func tool(_ arguments: [String], path: String? = nil) throws -> ChildRun {
    // The ceiling keeps git from finding a repository around the temporary folder.
    var environment = [
      "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
      "GIT_CEILING_DIRECTORIES": root.deletingLastPathComponent().path,
    ]
    if let path { environment["PATH"] = path }
    return try Self.execute(try Self.toolPath(), arguments, in: package, environment: environment)
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
    throw ScratchFailure(
      "The inline-snapshot executable is not in the build folder of \(bundle). "
        + "Build it with `swift build --build-tests`."
    )
  }

  /// What a finished child process wrote, and its exit status.
  struct ChildRun: CustomStringConvertible {
    var status: Int32
    var output: String
    var errors: String
    var description: String { "exit status \(status)\n--- stdout\n\(output)\n--- stderr\n\(errors)" }
  }

  /// Runs `executable` (a path, or a name looked up on the PATH) in `directory`, with the outer
  /// environment minus the toolkit's variables, plus `environment`.
  static func execute(
    _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String]
  ) throws -> ChildRun {
    var merged = ProcessInfo.processInfo.environment
    for name in merged.keys
    where name.hasPrefix("SNAPSHOT_TESTING_") || name.hasPrefix("INLINE_SNAPSHOT_") || name == "CI" {
      merged[name] = nil
    }
    merged.merge(environment) { _, new in new }
    let (url, words) =
      executable.hasPrefix("/")
      ? (URL(fileURLWithPath: executable), arguments) : (URL(fileURLWithPath: "/usr/bin/env"), [executable] + arguments)
    let outcome = try Subprocess.run(url, words, in: directory, environment: merged)
    return ChildRun(
      status: outcome.status, output: String(decoding: outcome.output, as: UTF8.self), errors: outcome.errors)
  }
}

struct ScratchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
