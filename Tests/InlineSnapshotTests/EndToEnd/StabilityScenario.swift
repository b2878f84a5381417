import Foundation
import Testing

/// `inline-snapshot stability` on a package with one stable test, a stable parameterised test, and three
/// that are not: a `UUID()` without placeholders, a random `Int` and a `Set` printed with
/// `.description`. Three runs name exactly the three, each with its kind of fix, and leave the sources
/// and the store as they were; `-- --filter Stable` finds nothing; `--fix` then `accept --all` makes
/// the UUID and number tests pass three later runs while the `Set` keeps its order advice and gets no
/// matcher; `--markdown` prints Markdown; a package that does not build exits 2 with the compiler's error.
struct StabilityScenario: EndToEndScenario {
  static let source = #"""
    import Foundation
    import InlineSnapshot
    import Testing

    struct STAccount { var id: UUID; var name: String }

    @Suite struct StableST {
      @Test func stable() {
        assertInlineSnapshot(of: ["b": 2, "a": 1], as: .dump) {
          """
          ▿ 2 key/value pairs
            - "a": 1
            - "b": 2
          """
        }
      }

      @Test(arguments: ["eur", "usd"]) func stableCases(code: String) {
        assertInlineSnapshot(of: code.uppercased(), as: .lines, case: code) {
          """
          ▸ eur
          EUR
          ▸ usd
          USD
          """
        }
      }
    }

    @Suite struct FlakyST {
      @Test func freshID() {
        assertInlineSnapshot(of: STAccount(id: UUID(), name: "Ada"), as: .dump) {
          """
          ▿ STAccount
            - id: 9B2F9E90-5BF7-4CB6-BD83-3828D39937B8
            - name: "Ada"
          """
        }
      }

      @Test func randomNumber() {
        assertInlineSnapshot(of: Int.random(in: 1...1_000_000), as: .dump) {
          """
          - 76190
          """
        }
      }

      @Test func tags() {
        let tags: Set<String> = Set((1...20).map { "tag\($0)" })
        assertInlineSnapshot(of: tags.description, as: .lines) {
          """
          ["tag1", "tag16", "tag18", "tag3", "tag15", "tag8", "tag14", "tag12", "tag13", "tag17", "tag9", "tag10", "tag19", "tag20", "tag2", "tag6", "tag11", "tag5", "tag4", "tag7"]
          """
        }
      }
    }

    """#

  /// XCTest classes whose snapshots differ, run with `--parallel` (a process per test) as a capture run.
  static let xcTest = #"""
    import InlineSnapshot
    import XCTest

    final class CaptureFirstXC: XCTestCase {
      func testFirst() {
        assertInlineSnapshot(of: "new first", as: .lines) {
          """
          old first
          """
        }
      }
    }

    final class CaptureSecondXC: XCTestCase {
      func testSecond() {
        for _ in 0..<2 {
          assertInlineSnapshot(of: "new second", as: .lines) {
            """
            old second
            """
          }
        }
      }
    }

    """#

  static var files: [String: String] { ["StabilityST.swift": source, "CaptureXC.swift": xcTest] }

  func run(_ package: ScratchPackage) async throws {
    let name = "StabilityST.swift"
    let store = ".build/inline-snapshots/pending"
    let filter = ["--", "--filter", "StableST|FlakyST"]
    let before = try package.readTest(name)

    let report = try await package.tool(["stability", "--runs", "3"] + filter)
    #expect(report.status == 1, "\(report.transcript)")
    let headings = report.output.split(separator: "\n").filter { $0.hasPrefix("Tests/") }
    #expect(
      headings == [
        "Tests/ScratchTests/StabilityST.swift:32  freshID()", "Tests/ScratchTests/StabilityST.swift:42  randomNumber()",
        "Tests/ScratchTests/StabilityST.swift:51  tags()",
      ], "exactly the three unstable tests: \(report.transcript)")
    Check.output(
      ScratchPackage.Run(status: report.status, output: report.output),
      contains: [
        "UUIDs that are new on every run", "`@Suite(.snapshots(placeholders: .standard))`", "`<any UUID>` on line 2",
        "match the changing text with `<any Number>` on line 1",
        "Only the order of the elements on line 1 changed between runs",
        "`--fix` writes no matcher for it",
        "3 of 6 snapshots changed between 3 runs of one build; 3 were stable.",
      ])
    try Check.file(package, name, equals: before)
    #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent(store).path), "no store")

    let stable = try await package.tool(["stability", "--markdown", "--", "--filter", "StableST"])
    #expect(stable.status == 0, "\(stable.transcript)")
    #expect(
      stable.output == "## Snapshot stability\n\nAll 3 snapshots were the same in all 2 runs.\n",
      "\(stable.transcript)")

    let markdown = try await package.tool(["stability", "--markdown", "--fix"] + filter)
    #expect(markdown.status == 1, "\(markdown.transcript)")
    #expect(markdown.output.hasPrefix("## Snapshot stability\n\n3 of 6 snapshots changed"), "\(markdown.transcript)")
    #expect(markdown.output.contains("### `Tests/ScratchTests/StabilityST.swift:51  tags()`"))
    #expect(markdown.output.contains("--fix kept 2 pending changes with matchers (1 of the findings got none"))
    try Check.file(package, name, equals: before)
    let accept = try await package.tool(["accept", "--all"])
    #expect(accept.status == 0, "\(accept.transcript)")
    let fixed = try package.readTest(name)
    #expect(
      fixed
        == before.replacingOccurrences(of: "- id: 9B2F9E90-5BF7-4CB6-BD83-3828D39937B8", with: "- id: <any UUID>")
        .replacingOccurrences(of: "- 76190", with: "- <any Number>"),
      "only the changing parts got matchers; the Set got none")
    try await package.rebuild()
    for run in 1...3 {
      let again = try await package.test(
        filter: "FlakyST/(freshID|randomNumber)", record: "never", pending: "stability-\(run)")
      Check.passed(again)
    }

    // A capture run on its own, in parallel XCTest processes and the mode that rewrites everything:
    // nothing written, each closure captured once (the loop's second, identical value adds nothing).
    let captures = package.root.appendingPathComponent("captures")
    let capture = try await package.test(
      filter: "Capture(First|Second)XC", record: "all", parallel: true, pending: "capture",
      environment: ["SNAPSHOT_TESTING_CAPTURE": captures.path])
    Check.failed(capture)
    Check.output(capture, contains: ["nothing was written: this is a capture run (SNAPSHOT_TESTING_CAPTURE is set)"])
    try Check.file(package, "CaptureXC.swift", equals: Self.xcTest)
    #expect(package.pendingChanges("capture").isEmpty)
    let captureFiles = try FileManager.default.contentsOfDirectory(atPath: captures.path)
    #expect(captureFiles.count == 2, "one file per test process: \(captureFiles)")
    let captured = try captureFiles.flatMap { file in
      String(decoding: try Data(contentsOf: captures.appendingPathComponent(file)), as: UTF8.self)
        .split(separator: "\n")
    }
    #expect(captured.count == 2, "each closure once: \(captured)")
    #expect(captured.contains { $0.contains("\"value\":\"new first\"") }, "\(captured)")
    #expect(captured.contains { $0.contains("\"value\":\"new second\"") }, "\(captured)")

    // A package that does not build: the compiler's error, exit status 2.
    try package.writeTest(name, fixed + "\nlet broken: Int = \"not a number\"\n")
    let broken = try await package.tool(["stability"] + filter)
    try package.writeTest(name, before)
    #expect(broken.status == 2, "\(broken.transcript)")
    #expect(broken.errors.contains("error: The tests could not be built: `swift build --build-tests` exited with 1."))
    #expect(
      broken.errors.contains("cannot convert value of type 'String' to specified type 'Int'"), "\(broken.transcript)")
    try await package.rebuild()
  }
}
