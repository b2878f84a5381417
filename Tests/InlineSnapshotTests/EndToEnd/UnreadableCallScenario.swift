import Testing

/// Calls the rewriter cannot edit where Swift reports them: inside `#expect(…)` (Swift reports the
/// macro's place) and inside string interpolations (one line and multi-line). Each fails saying
/// so and how to get out, never "the file changed", and the ordinary calls of the same file are
/// still recorded and written.
struct UnreadableCallScenario: EndToEndScenario {
  static let source = #"""
    import InlineSnapshot
    import Testing

    @Suite(.serialized) struct UnreadableCallST {
      @Test func a_plain() {
        assertInlineSnapshot(of: "a", as: .lines)
      }

      @Test func b_expect() {
        #expect({ assertInlineSnapshot(of: "b", as: .lines); return true }())
      }

      @Test func c_plain() {
        assertInlineSnapshot(of: "c", as: .lines)
      }

      @Test func d_interpolation() {
        let text = "x\({ assertInlineSnapshot(of: "d", as: .lines); return 1 }())y"
        #expect(text == "x1y")
      }

      @Test func e_multilineInterpolation() {
        let text = """
          x\({ assertInlineSnapshot(of: "e", as: .lines); return 1 }())y
          """
        #expect(text == "x1y")
      }
    }

    """#

  static var files: [String: String] { ["UnreadableCallST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "UnreadableCallST", record: "missing", pending: "unreadable")
    Check.failed(run)
    Check.output(
      run,
      contains: [
        Check.recorded("UnreadableCallST.swift"),
        "UnreadableCallST.swift:10:5: the call is inside the macro `#expect`: Swift reports calls in a macro's "
          + "arguments at the macro",
        "UnreadableCallST.swift:18:42: the call is inside a string interpolation",
        "UnreadableCallST.swift:24:32: the call is inside a string interpolation",
      ])
    Check.output(
      run, lacks: ["changed since the tests were built", "Another snapshot of this file could not be placed"])
    var recorded = Self.source
    for value in ["a", "c"] {
      recorded = recorded.replacingOccurrences(
        of: "(of: \"\(value)\", as: .lines)\n",
        with: "(of: \"\(value)\", as: .lines) {\n      \"\"\"\n      \(value)\n      \"\"\"\n    }\n")
    }
    try Check.file(package, "UnreadableCallST.swift", equals: recorded)

    // The three kept snapshots are not blamed on a changed file either.
    let status = try await package.tool(["status"], pending: "unreadable")
    #expect(status.output.components(separatedBy: "(cannot be applied)").count == 4, "\(status.transcript)")
    #expect(!status.output.contains("(file changed)"), "\(status.transcript)")
  }
}
