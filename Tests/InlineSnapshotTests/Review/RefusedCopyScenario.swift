import Foundation
import Testing

/// Issue 32, item 4: following the tool's own hint must not delete a good change. Three shards assert
/// one helper and each records the same change; the first shard's copy arrives truncated (an upload cut
/// off), beside a document that is not JSON. `status` over the three stores names each broken file and
/// prints the command that deletes those files alone; typed as printed, it leaves the change pending in
/// the two stores that hold it intact, and `accept` writes it.
struct RefusedCopyScenario: EndToEndScenario {
  static let file = "Tests/ScratchTests/RefusedCopyRC.swift"
  static let source = """
    import InlineSnapshot
    import Testing

    func assertWelcomeRC(_ name: String) {
      assertInlineSnapshot(of: "Welcome, \\(name)", as: .lines) {
        \"""
        Welcome, Bob
        \"""
      }
    }

    @Suite struct ShardOneRC {
      @Test func welcomes() { assertWelcomeRC("Ada") }
    }

    @Suite struct ShardTwoRC {
      @Test func welcomes() { assertWelcomeRC("Ada") }
    }

    @Suite struct ShardThreeRC {
      @Test func welcomes() { assertWelcomeRC("Ada") }
    }

    """

  static var files: [String: String] { ["RefusedCopyRC.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    for (shard, suite) in ["ShardOneRC", "ShardTwoRC", "ShardThreeRC"].enumerated() {
      Check.failed(try await package.test(filter: suite, record: nil, ci: "true", pending: "rc-\(shard + 1)"))
    }
    let id = try #require(try package.pendingStore("rc-2").first { $0.test == "assertWelcomeRC(_:)" }).id
    #expect(try package.pendingStore("rc-3").map(\.id) == [id])
    let truncated = package.pendingFolder("rc-1").appendingPathComponent("\(id).json")
    let intact = try Data(contentsOf: truncated)
    try intact.prefix(intact.count / 2).write(to: truncated)
    try Data("{ not json".utf8).write(to: package.pendingFolder("rc-1").appendingPathComponent("0badf00d.json"))
    let stores = (1...3).flatMap { ["--pending-dir", package.pendingFolder("rc-\($0)").path] }

    let status = try await package.tool(stores + ["status"])
    #expect(status.status == 1, "\(status.transcript)")
    #expect(status.output.hasPrefix("\(id)  Tests/ScratchTests/RefusedCopyRC.swift:5  assertWelcomeRC(_:)\n"))
    for name in ["0badf00d", id] {
      #expect(status.output.contains("pending-rc-1/\(name).json  refused: "), "\(status.transcript)")
    }
    // The hint, typed as printed (the tool stands in for `swift run inline-snapshot`).
    let hint = try #require(Self.hint(in: status.output), "\(status.transcript)")
    let swiftRun = "swift run inline-snapshot "
    try #require(hint.hasPrefix(swiftRun), "\(hint)")
    let typed = try await package.command(
      "sh", ["-c", "'\(try ScratchPackage.toolPath())' " + hint.dropFirst(swiftRun.count)])
    #expect(typed.status == 0, "\(hint)\n\(typed.transcript)")
    #expect(try package.pendingStore("rc-2").map(\.id) == [id], "the intact copies stay: \(hint)")
    #expect(try package.pendingStore("rc-3").map(\.id) == [id], "the intact copies stay: \(hint)")
    #expect(package.pendingChanges("rc-1").isEmpty, "the broken files are gone: \(hint)")

    let after = try await package.tool(stores + ["status"])
    #expect(after.status == 0, "\(after.transcript)")
    #expect(
      after.output.hasPrefix(
        "\(id)  Tests/ScratchTests/RefusedCopyRC.swift:5  assertWelcomeRC(_:)\n1 pending snapshot change in 1 file."),
      "\(after.transcript)")
    let accept = try await package.tool(stores + ["accept", id])
    #expect(accept.status == 0, "\(accept.transcript)")
    #expect(try package.read(Self.file).contains("    Welcome, Ada\n"), "the change is written")
  }

  /// The command after "Delete the refused" in `status`'s summary, between backquotes.
  static func hint(in output: String) -> String? {
    guard let start = output.range(of: "Delete the refused"),
      let open = output.range(of: "`", range: start.upperBound..<output.endIndex),
      let close = output.range(of: "`", range: open.upperBound..<output.endIndex)
    else { return nil }
    return String(output[open.upperBound..<close.lowerBound])
  }
}
