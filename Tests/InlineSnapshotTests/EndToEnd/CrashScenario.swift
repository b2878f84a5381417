import Foundation
import Testing

/// A test that records, then another test of the same process that traps: the recording was saved
/// when it was decided, so nothing is lost. `inline-snapshot accept` (as the hint names it,
/// `swift run inline-snapshot`) writes it, and so does the next test process that writes the file.
struct CrashScenario: EndToEndScenario {
  static let source = """
    import Foundation
    import InlineSnapshot
    import Testing

    @Suite(.serialized) struct CrashST {
      @Test func recordsFirst() {
        assertInlineSnapshot(of: "survives the crash", as: .lines)
      }

      @Test func thenTraps() {
        guard ProcessInfo.processInfo.environment["CRASH_ST_TRAP"] == "1" else { return }
        // Waits for the recording above to be saved (tests may run in any order), then dies.
        let store = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_PENDING_DIR"] ?? ""
        for _ in 0..<200 {
          let names = (try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []
          if names.contains(where: { $0.hasSuffix(".json") }) { break }
          Thread.sleep(forTimeInterval: 0.05)
        }
        fatalError("the test process dies here")
      }

      @Test func recordsLater() {
        assertInlineSnapshot(of: "written by the next run", as: .lines)
      }
    }

    """

  static func recorded(first: Bool, later: Bool) -> String {
    var text = source
    if first {
      text = text.replacingOccurrences(
        of: "of: \"survives the crash\", as: .lines)\n",
        with: "of: \"survives the crash\", as: .lines) {\n      \"\"\"\n      survives the crash\n      \"\"\"\n    }\n"
      )
    }
    if later {
      text = text.replacingOccurrences(
        of: "of: \"written by the next run\", as: .lines)\n",
        with:
          "of: \"written by the next run\", as: .lines) {\n      \"\"\"\n      written by the next run\n      "
          + "\"\"\"\n    }\n"
      )
    }
    return text
  }

  static var files: [String: String] { ["CrashST.swift": source] }

  func crash(_ package: ScratchPackage, pending: String) async throws {
    let run = try await package.test(
      filter: "CrashST/(recordsFirst|thenTraps)", record: "missing", pending: pending,
      environment: ["CRASH_ST_TRAP": "1"])
    Check.failed(run)
    Check.output(run, contains: [Check.recorded("CrashST.swift"), "the test process dies here"])
    try Check.file(package, "CrashST.swift", equals: Self.source)
    let saved = try package.pendingStore(pending)
    #expect(saved.count == 1 && saved.first?.state != .waitingForReview, "\(saved)")
  }

  func run(_ package: ScratchPackage) async throws {
    // The next test process that writes the file applies the recording the crashed one left.
    try await crash(package, pending: "crash-next-run")
    let status = try await package.tool(["status"], pending: "crash-next-run")
    #expect(
      status.output.contains("CrashST.swift:7  recordsFirst()  (left by a crashed test process)"),
      "\(status.transcript)")
    let next = try await package.test(filter: "CrashST/recordsLater", record: "missing", pending: "crash-next-run")
    Check.failed(next)
    Check.output(
      next,
      contains: [
        Check.recorded("CrashST.swift"),
        "Applied 1 recording left by a test process that ended before writing it to "
          + "\(package.testPath("CrashST.swift")): ",
      ])
    try Check.file(package, "CrashST.swift", equals: Self.recorded(first: true, later: true))
    #expect(try package.pendingStore("crash-next-run") == [])

    // `swift run inline-snapshot accept --all`, typed in the package, writes it.
    try package.writeTest("CrashST.swift", Self.source)
    try await crash(package, pending: "crash-accept")
    let accept = try await package.command(
      "swift", ["run", "inline-snapshot", "accept", "--all"],
      environment: ["SNAPSHOT_TESTING_PENDING_DIR": package.pendingFolder("crash-accept").path])
    #expect(accept.status == 0, "\(accept.transcript)")
    #expect(accept.output.contains("Accepted 1 change in Tests/ScratchTests/CrashST.swift.\n"), "\(accept.transcript)")
    try Check.file(package, "CrashST.swift", equals: Self.recorded(first: true, later: false))
    #expect(try package.pendingStore("crash-accept") == [])
  }
}
