import Foundation
import Testing

/// Every hint works as typed from the user's package, also from one of its subfolders and when the
/// tests kept their changes in a store of their own (`SNAPSHOT_TESTING_PENDING_DIR`): the failure's
/// accept command names `--pending-dir`, and so do the tool's own hints.
struct HintScenario: EndToEndScenario {
  static let source = """
    import InlineSnapshot
    import Testing

    @Suite struct HintST {
      @Test func greeting() {
        assertInlineSnapshot(of: "Hello", as: .lines) {
          \"""
          Hi
          \"""
        }
      }
    }

    """

  static var files: [String: String] { ["HintST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "HintST", record: "never", pending: "hints")
    Check.failed(run)
    let store = package.pendingFolder("hints").path
    let id = try #require(try package.pendingStore("hints").first?.id)
    let hint = "swift run inline-snapshot --pending-dir \(store) accept \(id)"
    Check.output(run, contains: ["Accept it with `\(hint)`"])

    // Typed in a subfolder of the package (the tool stands in for `swift run inline-snapshot`).
    let tool = try ScratchPackage.toolPath()
    let status = try await package.command(tool, ["--pending-dir", store, "status"], subfolder: "Tests/ScratchTests")
    #expect(status.status == 0, "\(status.transcript)")
    #expect(
      status.output.hasSuffix(
        "Inspect them with `swift run inline-snapshot --pending-dir \(store) diff`, then `swift run inline-snapshot "
          + "--pending-dir \(store) accept --all` or `swift run inline-snapshot --pending-dir \(store) reject --all` "
          + "(or ids instead of --all).\n"),
      "\(status.transcript)")
    let accept = try await package.command(
      tool, ["--pending-dir", store, "accept", id], subfolder: "Tests/ScratchTests")
    #expect(accept.status == 0, "\(accept.transcript)")
    #expect(
      try package.readTest("HintST.swift") == Self.source.replacingOccurrences(of: "      Hi\n", with: "      Hello\n"))
  }
}
