import Foundation
import Testing

/// Tests that run where their source is not (`test-without-building`, Xcode Cloud, a device), simulated
/// by moving the test file away after the build (SwiftPM refuses a package whose test target has no
/// source left, so the target keeps its other file): the recordings of a missing snapshot, a changed one and a
/// sectioned one come back as attachments of `swift test --attachments-path DIR`; once `Tests/` is
/// back, `--pending-dir DIR status` lists them, `accept --all` writes them and the next run passes.
/// Again with one call edited in between: that change is refused and named, the others are written.
/// Without an attachments folder, and under XCTest on Linux, the failure prints the recording in full.
struct AttachedRecordingsScenario: EndToEndScenario {
  static let source = #"""
    import InlineSnapshot
    import Testing

    @Suite struct AttachedST {
      @Test func missing() {
        assertInlineSnapshot(of: "fresh", as: .lines)
      }

      @Test func changed() {
        assertInlineSnapshot(of: "new value", as: .lines) {
          """
          old value
          """
        }
      }

      @Test(arguments: ["a", "b"]) func sectioned(name: String) {
        assertInlineSnapshot(of: "\(name) now", as: .lines, case: name) {
          """
          ▸ a
          a before
          ▸ b
          b before
          """
        }
      }
    }

    """#

  static let xcTest = #"""
    import InlineSnapshot
    import XCTest

    final class AttachedXC: XCTestCase {
      func testMissing() {
        assertInlineSnapshot(of: "from XCTest", as: .lines)
      }
    }

    """#

  static var files: [String: String] { ["AttachedST.swift": source, "AttachedXC.swift": xcTest] }

  /// Runs `filter` with the test file `name` moved away, as on a machine that has only the build.
  private func runWithout(
    _ package: ScratchPackage, file name: String, filter: String, pending: String, attachments: URL?
  ) async throws -> ScratchPackage.Run {
    let path = URL(fileURLWithPath: package.testPath(name))
    let away = package.root.appendingPathComponent("\(name).away")
    try FileManager.default.moveItem(at: path, to: away)
    defer { try? FileManager.default.moveItem(at: away, to: path) }
    return try await package.test(
      filter: filter, record: "all", pending: pending,
      options: attachments.map { ["--attachments-path", $0.path] } ?? [])
  }

  func run(_ package: ScratchPackage) async throws {
    let name = "AttachedST.swift"
    let results = package.root.appendingPathComponent("results-1")
    try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    let run = try await runWithout(
      package, file: name, filter: "AttachedST", pending: "attached-1", attachments: results)
    Check.failed(run)
    Check.output(
      run,
      contains: [
        "AttachedST.swift is not on this machine: the tests run where their sources are not",
        "The recording is attached to the test as missing()-line6.inline-snapshot.json.",
        "The recording is attached to the test as changed()-line10.inline-snapshot.json.",
        "The recording is attached to the test as sectioned(name_)-line18.a.inline-snapshot.json.",
        "--pending-dir <folder> accept --all",
      ])
    Check.output(run, lacks: ["not one of the sources the tests were compiled from", "so here it is in full"])
    try Check.file(package, name, equals: Self.source)

    let status = try await package.tool(["--pending-dir", results.path, "status"])
    #expect(status.status == 0, "\(status.transcript)")
    for line in [
      "AttachedST.swift:6  missing()", "AttachedST.swift:10  changed()", "AttachedST.swift:18  sectioned(name:)",
    ] {
      #expect(status.output.contains(line), "\(line): \(status.transcript)")
    }
    #expect(status.output.contains("3 pending snapshot changes in 1 file."), "\(status.transcript)")
    let accept = try await package.tool(["--pending-dir", results.path, "accept", "--all"])
    #expect(accept.status == 0, "\(accept.transcript)")
    let accepted = try package.readTest(name)
    #expect(accepted.contains("assertInlineSnapshot(of: \"fresh\", as: .lines) {\n      \"\"\"\n      fresh\n"))
    #expect(accepted.contains("      new value\n"))
    #expect(accepted.contains("      ▸ a\n      a now\n      ▸ b\n      b now\n"), "\(accepted)")
    try await package.rebuild()
    Check.passed(try await package.test(filter: "AttachedST", record: "never", pending: "attached-pass"))

    // Again, with the changed call's literal edited after the run: that change is refused and kept.
    try package.writeTest(name, Self.source)
    try await package.rebuild()
    let second = package.root.appendingPathComponent("results-2")
    try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
    Check.failed(
      try await runWithout(package, file: name, filter: "AttachedST", pending: "attached-2", attachments: second))
    let edited = Self.source.replacingOccurrences(of: "      old value\n", with: "      edited by hand\n")
    try package.writeTest(name, edited)
    let refused = try await package.tool(["--pending-dir", second.path, "accept", "--all"])
    #expect(refused.status == 1, "\(refused.transcript)")
    #expect(refused.errors.contains("(changed()) cannot be applied"), "\(refused.transcript)")
    let partly = try package.readTest(name)
    #expect(partly.contains("      edited by hand\n"), "\(partly)")
    #expect(partly.contains("      fresh\n") && partly.contains("      a now\n"), "\(partly)")
    let left = try await package.tool(["--pending-dir", second.path, "status"])
    #expect(left.output.contains("AttachedST.swift:10  changed()"), "kept: \(left.transcript)")

    // Nothing is lost where attachments are not kept: the failure prints the recording.
    try package.writeTest(name, Self.source)
    try await package.rebuild()
    let unsaved = try await runWithout(
      package, file: name, filter: "AttachedST/missing", pending: "attached-3", attachments: nil)
    Check.output(unsaved, contains: ["This run saves no attachments", "so here it is in full, to copy by hand:"])
    // The recording follows, as Swift Testing prints an issue's lines: indented under its first.
    let printed = unsaved.output.components(separatedBy: "so here it is in full, to copy by hand:").last?
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.prefix(3)
    #expect(printed.map(Array.init) == ["\"\"\"", "fresh", "\"\"\""], "\(unsaved.output)")
    let xcTest = try await runWithout(
      package, file: "AttachedXC.swift", filter: "AttachedXC", pending: "attached-4", attachments: nil)
    Check.output(xcTest, contains: ["XCTest on Linux keeps no attachments, so here it is in full", "from XCTest"])
  }
}
