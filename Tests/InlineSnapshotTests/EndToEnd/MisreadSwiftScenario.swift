import Testing

/// Valid Swift that a tokenizer reading it differently from the compiler would get wrong, around
/// empty snapshots of one test: a one-line raw string holding `"` (`#"""#`, not a multi-line
/// opener), a lone carriage return (Swift's `#line` does not count it, `#column` restarts after
/// it), a prefix `/` operator (not a regex literal) beside a `/=` operator function, and 50,000 `#`
/// in an inactive `#if` block (read in linear time). Every value lands in its own call, nothing is
/// refused, and the second run passes.
struct MisreadSwiftScenario: EndToEndScenario {
  /// Swift does not parse the body of a `#if compiler(…)` block it does not satisfy, so the run of
  /// `#` compiles there (under `#if false` it would be parsed, and refused as a macro expression).
  /// The calls sit in an extension's method, which no macro is attached to: Swift Testing's macros
  /// read the declaration they are attached to in time that grows with the square of a run of `#`
  /// (about 21 s of `swiftc -typecheck` for this file's 50,000 inside the `@Test` function, 6 s here).
  static let hashes = String(repeating: "#", count: 50_000)

  /// The second and third calls are one line for Swift: a lone CR separates them. The third is
  /// indented deeper so that the two calls' `(` do not share a column.
  static let source = """
    import InlineSnapshot
    import Testing

    prefix operator /

    private struct MisreadPath {
      static let foo = MisreadPath()
    }

    private prefix func / (path: MisreadPath) -> MisreadPath { path }
    private func /= (lhs: inout MisreadPath, rhs: MisreadPath) {}

    @Suite(.snapshots(record: .missing)) struct MisreadSwiftST {
      @Test func eachValueLandsInItsOwnCall() {
        assertEachValue()
      }
    }

    extension MisreadSwiftST {
      func assertEachValue() {
        let quote = #\"""#
        assertInlineSnapshot(of: "first", as: .lines)
        _ = quote
        assertInlineSnapshot(of: "second", as: .lines)\r      assertInlineSnapshot(of: "third", as: .lines)
        var path = (/MisreadPath.foo, "a /b").0
        path /= .foo
        _ = path
        assertInlineSnapshot(of: "fourth", as: .lines)
    #if compiler(>=99)
        \(hashes)
    #endif
        assertInlineSnapshot(of: "fifth", as: .lines)
      }
    }

    """

  /// The source with each value recorded in its own call: a closure indented one unit deeper than
  /// the line the call starts on (after the lone CR for the third).
  static let recorded = ["first", "second", "third", "fourth", "fifth"].reduce(source) { text, value in
    let indent = value == "third" ? "      " : "    "
    let call = "assertInlineSnapshot(of: \"\(value)\", as: .lines)"
    let closure = " {\n\(indent)  \"\"\"\n\(indent)  \(value)\n\(indent)  \"\"\"\n\(indent)}"
    return text.replacingOccurrences(of: call, with: call + closure)
  }

  static var files: [String: String] { ["MisreadSwiftST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "MisreadSwiftST", record: nil, ci: "true", pending: "misread")
    Check.failed(run)
    #expect(
      run.output.components(separatedBy: Check.recorded("MisreadSwiftST.swift")).count == 6,
      "five recordings:\n\(run.output)")
    Check.output(run, lacks: ["Nothing was written", "will not be rewritten", "kept as pending change"])
    try Check.file(package, "MisreadSwiftST.swift", equals: Self.recorded)
    #expect(package.pendingChanges("misread").isEmpty)

    try await package.rebuild()
    let second = try await package.test(filter: "MisreadSwiftST", record: nil, ci: "true", pending: "misread-rerun")
    Check.passed(second)
    try Check.file(package, "MisreadSwiftST.swift", equals: Self.recorded)
  }
}
