import Foundation
import Testing

/// One closure, several test cases (design §12): a parameterised Swift Testing test with
/// `case: input` (its cases run in parallel) and an XCTest loop with `case: n` record every section
/// in one `swift test`, and pass once rebuilt. A case whose output changes fails alone, with its
/// section's diff, and `never` leaves the file alone; `failed` rewrites exactly that section's line; a
/// new argument records just its section; a removed one is reported stale, kept for review as the
/// change that drops it, and `all` drops it.
struct SectionsScenario: EndToEndScenario {
  static let swiftTesting = """
    import InlineSnapshot
    import Testing

    @Suite struct SectionsST {
      static let inputs = ["a", "bb", "ccc"]

      @Test(arguments: inputs) func shout(_ input: String) {
        assertInlineSnapshot(of: input.uppercased(), as: .lines, case: input)
      }
    }

    """

  static let xcTest = """
    import InlineSnapshot
    import XCTest

    final class SectionsLoopXC: XCTestCase {
      func testSquares() {
        for n in 1...3 {
          assertInlineSnapshot(of: "\\(n * n)", as: .lines, case: n)
        }
      }
    }

    """

  static var files: [String: String] { ["SectionsST.swift": swiftTesting, "SectionsXC.swift": xcTest] }

  /// The closing line of the parameterised test's closure, after which a new section goes.
  static let closing = "\n      \"\"\"\n    }\n"

  func run(_ package: ScratchPackage) async throws {
    // Every case records its section in one run: the parameterised cases in parallel, the loop in order.
    let first = try await package.test(filter: "Sections", record: "missing", pending: "sections-1")
    Check.failed(first)
    Check.output(
      first,
      contains: [
        "Missing section \"a\"; recorded it, written into SectionsST.swift when the test process ends.",
        "Missing section \"ccc\"; recorded it", "Missing section \"3\"; recorded it",
      ])
    let recorded = try package.readTest("SectionsST.swift")
    for (input, output) in [("a", "A"), ("bb", "BB"), ("ccc", "CCC")] {
      #expect(recorded.contains("\n      ▸ \(input)\n      \(output)\n"), "\(recorded)")
    }
    try Check.file(
      package, "SectionsXC.swift",
      equals: Self.xcTest.replacingOccurrences(
        of: "case: n)\n",
        with: "case: n) {\n        \"\"\"\n        ▸ 1\n        1\n        ▸ 2\n        4\n        ▸ 3\n"
          + "        9\n        \"\"\"\n      }\n"))
    #expect(try package.pendingStore("sections-1").isEmpty, "written, so nothing is pending")

    try await package.rebuild()
    Check.passed(try await package.test(filter: "Sections", record: "missing", pending: "sections-2"))

    // One case's output changes: it fails alone, with its section's diff, and `never` writes nothing.
    let changed = recorded.replacingOccurrences(
      of: "of: input.uppercased()", with: "of: input == \"bb\" ? \"BEE\" : input.uppercased()")
    try package.writeTest("SectionsST.swift", changed)
    try await package.rebuild()
    let never = try await package.test(filter: "SectionsST", record: "never", pending: "sections-3")
    Check.failed(never)
    Check.output(
      never, contains: ["Section \"bb\" did not match; nothing was written", "@@ -1,1 +1,1 @@", "-BB", "+BEE"])
    #expect(never.output.components(separatedBy: "did not match").count == 2, "one case fails:\n\(never.output)")
    #expect(never.output.components(separatedBy: "@@ -").count == 2, "one section's diff:\n\(never.output)")
    try Check.file(package, "SectionsST.swift", equals: changed)
    let kept = try package.pendingStore("sections-3")
    #expect(kept.count == 1 && kept.first?.actual?.contains("▸ bb\nBEE") == true, "\(kept)")

    // `failed` rewrites exactly that section's line.
    Check.failed(try await package.test(filter: "SectionsST", record: "failed", pending: "sections-4"))
    let rewritten = changed.replacingOccurrences(of: "      BB\n", with: "      BEE\n")
    try Check.file(package, "SectionsST.swift", equals: rewritten)

    // A new argument records just its section, at the end.
    let added = rewritten.replacingOccurrences(of: "\"ccc\"]", with: "\"ccc\", \"dddd\"]")
    try package.writeTest("SectionsST.swift", added)
    try await package.rebuild()
    let adding = try await package.test(filter: "SectionsST", record: "missing", pending: "sections-5")
    Check.failed(adding)
    Check.output(adding, contains: ["Missing section \"dddd\"; recorded it"])
    Check.output(adding, lacks: ["Missing section \"a\""])
    let withNew = added.replacingOccurrences(of: Self.closing, with: "\n      ▸ dddd\n      DDDD" + Self.closing)
    try Check.file(package, "SectionsST.swift", equals: withNew)

    // A removed argument leaves a stale section: the run passes, says so, and keeps the change that drops it.
    let removed = withNew.replacingOccurrences(of: "\"ccc\", \"dddd\"]", with: "\"dddd\"]")
    try package.writeTest("SectionsST.swift", removed)
    try await package.rebuild()
    let stale = try await package.test(filter: "SectionsST", record: "missing", pending: "sections-6")
    Check.passed(stale)
    Check.output(
      stale,
      contains: [
        "warning: no case asserted the section \"ccc\" of the snapshot closure at \(package.testPath("SectionsST.swift")):8 "
          + "in this run (stale). It stays in the file: drop it with `swift run inline-snapshot "
      ])
    try Check.file(package, "SectionsST.swift", equals: removed)
    let status = try await package.tool(["status"], pending: "sections-6")
    #expect(status.output.contains("(cases: stale, dropped \"ccc\")"), "\(status.output)")
    let patch = try await package.tool(["diff"], pending: "sections-6")
    #expect(patch.output.contains(" @@ ▸ ccc\n") && patch.output.contains("\n-      ▸ ccc\n"), "\(patch.output)")

    // `all` drops it.
    let all = try await package.test(filter: "SectionsST", record: "all", pending: "sections-6")
    Check.passed(all)
    Check.output(all, contains: ["Dropped the section \"ccc\" from the snapshot closure at "])
    let dropped = removed.replacingOccurrences(of: "      ▸ ccc\n      CCC\n", with: "")
    try Check.file(package, "SectionsST.swift", equals: dropped)
    #expect(try package.pendingStore("sections-6").isEmpty, "the change that dropped it is retired")
    try await package.rebuild()
    let clean = try await package.test(filter: "SectionsST", record: "missing", pending: "sections-7")
    Check.passed(clean)
    Check.output(clean, lacks: ["stale", "Dropped"])
  }
}
