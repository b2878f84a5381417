import Testing

/// One snapshot closure, several values in one run: a parameterised test, loops (Swift Testing and
/// XCTest), a case that matches beside one that does not, and a helper that does not forward
/// `#line` under XCTest `--parallel` (one process per test). A closure holds one snapshot, so none
/// of the values is written silently: the failures say so, and the same value twice is fine.
struct SeveralValuesScenario: EndToEndScenario {
  static let swiftTesting = """
    import InlineSnapshot
    import Testing

    @Suite struct SeveralValuesST {
      @Test(arguments: ["alpha", "beta", "gamma"]) func param(_ value: String) {
        assertInlineSnapshot(of: value, as: .lines)
      }

      @Test func sameValueInALoop() {
        for _ in 0..<3 {
          assertInlineSnapshot(of: "same", as: .lines)
        }
      }

      @Test(arguments: ["alpha", "beta"]) func oneMatches(_ value: String) {
        assertInlineSnapshot(of: value, as: .lines) {
          \"""
          alpha
          \"""
        }
      }
    }

    """

  static let xcTest = """
    import InlineSnapshot
    import XCTest

    func assertSeveralValuesHelper(_ value: String) {
      assertInlineSnapshot(of: value, as: .lines)
    }

    final class SeveralValuesLoopXC: XCTestCase {
      func testLoop() {
        for value in ["one", "two"] {
          assertInlineSnapshot(of: value, as: .lines)
        }
      }
    }

    final class SeveralValuesHelperXC: XCTestCase {
      func testFirst() { assertSeveralValuesHelper("first") }
      func testSecond() { assertSeveralValuesHelper("second") }
    }

    """

  static var files: [String: String] { ["SeveralValuesST.swift": swiftTesting, "SeveralValuesXC.swift": xcTest] }

  func run(_ package: ScratchPackage) async throws {
    let swiftTestingRun = try await package.test(filter: "SeveralValuesST", record: "failed", pending: "several-st")
    Check.failed(swiftTestingRun)
    Check.output(
      swiftTestingRun,
      contains: [
        "this snapshot closure got 3 different values in this run: ",
        "A closure holds one snapshot, so nothing is written for it, not even a recording of it reported earlier "
          + "in this run; the first value that did not match is kept as pending change ",
        "this snapshot closure got 2 different values in this run: ",
        "pass `case:` (for example `case: input`) to keep one section per value",
      ])
    // Only the loop that asserts one value is written.
    try Check.file(
      package, "SeveralValuesST.swift",
      equals: Self.swiftTesting.replacingOccurrences(
        of: "assertInlineSnapshot(of: \"same\", as: .lines)\n",
        with:
          "assertInlineSnapshot(of: \"same\", as: .lines) {\n        \"\"\"\n        same\n        \"\"\"\n      }\n"))
    let kept = try package.pendingStore("several-st")
    #expect(kept.count == 2 && kept.allSatisfy { $0.state == .waitingForReview }, "\(kept)")
    #expect(
      kept.contains { $0.line == 16 && $0.actual == "beta" }, "the matching case does not make the other pass: \(kept)")

    let loop = try await package.test(filter: "SeveralValuesLoopXC", record: "missing", pending: "several-loop")
    Check.failed(loop)
    Check.output(loop, contains: ["this snapshot closure got 2 different values in this run: \"one\", \"two\"."])
    try Check.file(package, "SeveralValuesXC.swift", equals: Self.xcTest)

    let helper = try await package.test(
      filter: "SeveralValuesHelperXC", record: "missing", parallel: true, pending: "several-helper")
    Check.failed(helper)
    let written = try package.readTest("SeveralValuesXC.swift")
    let holdsFirst = written.contains("  assertInlineSnapshot(of: value, as: .lines) {\n    \"\"\"\n    first\n")
    let holdsSecond = written.contains("  assertInlineSnapshot(of: value, as: .lines) {\n    \"\"\"\n    second\n")
    #expect(holdsFirst != holdsSecond, "one value, the one a process recorded first, is written:\n\(written)")
    #expect(
      helper.output.contains(
        "another test process of this run is recording a different value for this snapshot closure")
        || helper.output.contains(
          "a test process of this build (in this run or an earlier one) already wrote a different value"),
      "\(helper.output)")
  }
}
