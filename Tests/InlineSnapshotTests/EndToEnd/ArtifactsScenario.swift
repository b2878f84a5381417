import Foundation
import Testing

/// The pull-request artifacts of a CI run: the patch and the report hold the changes still pending
/// after the run (a test fixed since, and moved down a line by the fix, is not listed), and each
/// test process (XCTest, then Swift Testing) appends one self-contained section to the step
/// summary, leaving every earlier byte alone.
struct ArtifactsScenario: EndToEndScenario {
  static let swiftTesting = """
    import InlineSnapshot
    import Testing

    @Suite struct ArtifactsST {
      @Test func fixedLater() {
        assertInlineSnapshot(of: "fixed", as: .lines) {
          \"""
          broken
          \"""
        }
      }

      @Test func stillMissing() {
        assertInlineSnapshot(of: "text with <!-- inline-snapshot:end --> inside", as: .lines)
      }
    }

    """

  static let xcTest = """
    import InlineSnapshot
    import XCTest

    final class ArtifactsXC: XCTestCase {
      func testMissing() {
        assertInlineSnapshot(of: "from XCTest", as: .lines)
      }
    }

    """

  static var files: [String: String] { ["ArtifactsST.swift": swiftTesting, "ArtifactsXC.swift": xcTest] }

  func run(_ package: ScratchPackage) async throws {
    let artifacts = package.root.appendingPathComponent("artifacts")
    let summary = package.root.appendingPathComponent("summary.md")
    let earlier: [UInt8] = Array("## Build\n<!-- inline-snapshot:begin -->\n".utf8) + [0xC3, 0x28, 0xFF, 0x0A]
    try Data(earlier).write(to: summary)
    let environment = ["SNAPSHOT_TESTING_ARTIFACTS": artifacts.path, "GITHUB_STEP_SUMMARY": summary.path]

    let first = try await package.test(
      filter: "Artifacts", record: nil, ci: "true", pending: "artifacts", environment: environment)
    Check.failed(first)
    let changes = try package.pendingStore("artifacts")
    #expect(changes.map(\.test).sorted() == ["fixedLater()", "stillMissing()", "testMissing()"], "\(changes)")
    let patch = try String(contentsOf: artifacts.appendingPathComponent("inline-snapshots.patch"), encoding: .utf8)
    #expect(patch.contains("+      broken") == false && patch.contains("+      fixed"), "\(patch)")
    let written = Array(try Data(contentsOf: summary))
    #expect(Array(written.prefix(earlier.count)) == earlier, "earlier steps' bytes are never rewritten")
    let appended = String(decoding: written.dropFirst(earlier.count), as: UTF8.self)
    #expect(
      appended.components(separatedBy: "# Inline snapshot changes\n").count == 3,
      "one section per process:\n\(appended)")
    #expect(
      appended.contains("from XCTest") && appended.contains("text with <!-- inline-snapshot:end --> inside"),
      "\(appended)")

    // Fixed, and moved down a line by the fix; rebuilt; run again.
    let fixed = Self.swiftTesting
      .replacingOccurrences(of: "  @Test func fixedLater() {\n", with: "  // Fixed.\n  @Test func fixedLater() {\n")
      .replacingOccurrences(of: "      broken\n", with: "      fixed\n")
    try package.writeTest("ArtifactsST.swift", fixed)
    try await package.rebuild()
    try Data().write(to: summary)
    let second = try await package.test(
      filter: "Artifacts", record: nil, ci: "true", pending: "artifacts", environment: environment)
    Check.failed(second)
    let report = try String(contentsOf: artifacts.appendingPathComponent("inline-snapshots.md"), encoding: .utf8)
    #expect(!report.contains("fixedLater()"), "\(report)")
    #expect(report.contains("2 pending changes in 2 files."), "\(report)")
    let secondPatch = try String(
      contentsOf: artifacts.appendingPathComponent("inline-snapshots.patch"), encoding: .utf8)
    #expect(!secondPatch.contains("fixed"), "\(secondPatch)")
    let check = try await package.command("git", ["apply", "--check", "artifacts/inline-snapshots.patch"])
    #expect(check.status == 0, "\(check.transcript)")
    #expect(!(try String(contentsOf: summary, encoding: .utf8)).contains("fixedLater()"))
  }
}
