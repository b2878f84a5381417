import InlineSnapshotSyntax
import Testing

/// Empty snapshots get recorded in `missing` mode (only closures added, bytes elsewhere identical),
/// across Swift Testing, a member-call helper, a helper with a second trailing closure, CRLF and tab
/// files and strings chosen to break literals; after a rebuild they pass in `all` mode and `all`
/// leaves every file untouched.
struct RecordingScenario: EndToEndScenario {
  static let filter = "RecordMissingST|CustomHelperST|CRLFTests|TabIndentedTests|TrickyStringsTests"

  static var files: [String: String] {
    [
      "RecordMissingST.swift": Self.recordMissing,
      "Helpers.swift": Self.helpers,
      "CustomHelperST.swift": Self.customHelper,
      "CRLFTests.swift": Self.crlf,
      "TabIndentedTests.swift": Self.tabIndented,
      "TrickyStringsTests.swift": Self.tricky,
    ]
  }

  func run(_ package: ScratchPackage) async throws {
    try await firstRun(package)
    try await package.rebuild()
    try await afterRebuild(package)
  }

  private func firstRun(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: Self.filter, record: "missing", pending: "recording")
    Check.failed(run)
    Check.output(
      run,
      contains: [
        "recorded an issue at RecordMissingST.swift:8:25",
        Check.recorded("RecordMissingST.swift"),
        "+Hello",
        "+World",
        Check.recorded("CustomHelperST.swift"),
      ])
    try Check.file(package, "RecordMissingST.swift", equals: Self.recordMissingRecorded)
    try Check.file(package, "Helpers.swift", equals: Self.helpers)
    try Check.file(package, "CustomHelperST.swift", equals: Self.customHelperRecorded)
    try Check.file(package, "CRLFTests.swift", equals: Self.crlfRecorded)
    try Check.file(package, "TabIndentedTests.swift", equals: Self.tabIndentedRecorded)
    try Check.file(package, "TrickyStringsTests.swift", equals: Self.trickyRecorded)
    #expect(package.pendingChanges("recording").isEmpty)
  }

  private func afterRebuild(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: Self.filter, record: "ALL", ci: "true", pending: "recording-all")
    Check.passed(run)
    try Check.file(package, "RecordMissingST.swift", equals: Self.recordMissingRecorded)
    try Check.file(package, "CustomHelperST.swift", equals: Self.customHelperRecorded)
    try Check.file(package, "CRLFTests.swift", equals: Self.crlfRecorded)
    try Check.file(package, "TabIndentedTests.swift", equals: Self.tabIndentedRecorded)
    try Check.file(package, "TrickyStringsTests.swift", equals: Self.trickyRecorded)
    #expect(package.pendingChanges("recording-all").isEmpty)
  }

  static let recordMissing = """
    import InlineSnapshot
    import Testing

    struct Point { var x: Int; var y: Int }

    @Suite struct RecordMissingST {
      @Test func lines() {
        assertInlineSnapshot(of: "Hello\\nWorld", as: .lines)
      }

      @Test func dump() {
        assertInlineSnapshot(of: Point(x: 1, y: 2), as: .dump)
      }

      @Test func json() {
        assertInlineSnapshot(of: ["b": 2, "a": 1], as: .json)
      }

      @Test func twoOnOneLine() {
        assertInlineSnapshot(of: "a", as: .lines); assertInlineSnapshot(of: "b", as: .lines)
      }

      @Test func asyncProducer() async {
        await assertInlineSnapshot(of: { await Task { "loaded" }.value }, as: .lines)
      }
    }

    """

  static let recordMissingRecorded = """
    import InlineSnapshot
    import Testing

    struct Point { var x: Int; var y: Int }

    @Suite struct RecordMissingST {
      @Test func lines() {
        assertInlineSnapshot(of: "Hello\\nWorld", as: .lines) {
          \"""
          Hello
          World
          \"""
        }
      }

      @Test func dump() {
        assertInlineSnapshot(of: Point(x: 1, y: 2), as: .dump) {
          \"""
          ▿ Point
            - x: 1
            - y: 2
          \"""
        }
      }

      @Test func json() {
        assertInlineSnapshot(of: ["b": 2, "a": 1], as: .json) {
          \"""
          {
            "a" : 1,
            "b" : 2
          }
          \"""
        }
      }

      @Test func twoOnOneLine() {
        assertInlineSnapshot(of: "a", as: .lines) {
          \"""
          a
          \"""
        }; assertInlineSnapshot(of: "b", as: .lines) {
          \"""
          b
          \"""
        }
      }

      @Test func asyncProducer() async {
        await assertInlineSnapshot(of: { await Task { "loaded" }.value }, as: .lines) {
          \"""
          loaded
          \"""
        }
      }
    }

    """

  static let helpers = """
    import InlineSnapshot

    struct API {
      var requests: [String]

      func expectInlineSnapshot(
        matches expected: (() -> String)? = nil,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        function: StaticString = #function,
        line: UInt = #line,
        column: UInt = #column
      ) {
        assertInlineSnapshot(
          of: requests.joined(separator: "\\n"), as: .lines, matches: expected,
          fileID: fileID, file: file, function: function, line: line, column: column
        )
      }
    }

    func assertThing(
      _ input: () -> String,
      matches expected: (() -> String)? = nil,
      fileID: StaticString = #fileID,
      file: StaticString = #filePath,
      function: StaticString = #function,
      line: UInt = #line,
      column: UInt = #column
    ) {
      assertInlineSnapshot(
        of: input().uppercased(), as: .lines,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 1),
        matches: expected,
        fileID: fileID, file: file, function: function, line: line, column: column
      )
    }

    """

  static let customHelper = """
    import InlineSnapshot
    import Testing

    @Suite struct CustomHelperST {
      @Test func memberCall() {
        let api = API(requests: ["POST /auth/phone", "GET /profile"])
        api.expectInlineSnapshot()
      }

      @Test func secondTrailingClosure() {
        assertThing {
          "input"
        }
      }
    }

    """

  static let customHelperRecorded = """
    import InlineSnapshot
    import Testing

    @Suite struct CustomHelperST {
      @Test func memberCall() {
        let api = API(requests: ["POST /auth/phone", "GET /profile"])
        api.expectInlineSnapshot {
          \"""
          POST /auth/phone
          GET /profile
          \"""
        }
      }

      @Test func secondTrailingClosure() {
        assertThing {
          "input"
        } matches: {
          \"""
          INPUT
          \"""
        }
      }
    }

    """

  static let crlf = [
    "import InlineSnapshot", "import Testing", "", "@Suite struct CRLFTests {", "  @Test func crlf() {",
    "    assertInlineSnapshot(of: \"one\\ntwo\", as: .lines)", "  }", "}", "",
  ].joined(separator: "\r\n")

  static let crlfRecorded = [
    "import InlineSnapshot", "import Testing", "", "@Suite struct CRLFTests {", "  @Test func crlf() {",
    "    assertInlineSnapshot(of: \"one\\ntwo\", as: .lines) {", "      \"\"\"", "      one", "      two",
    "      \"\"\"", "    }", "  }", "}", "",
  ].joined(separator: "\r\n")

  static let tabIndented = """
    import InlineSnapshot
    import Testing

    @Suite struct TabIndentedTests {
    \t@Test func tabs() {
    \t\tassertInlineSnapshot(of: "tab\\nindented", as: .lines)
    \t}
    }

    """

  static let tabIndentedRecorded = """
    import InlineSnapshot
    import Testing

    @Suite struct TabIndentedTests {
    \t@Test func tabs() {
    \t\tassertInlineSnapshot(of: "tab\\nindented", as: .lines) {
    \t\t\t\"""
    \t\t\ttab
    \t\t\tindented
    \t\t\t\"""
    \t\t}
    \t}
    }

    """

  /// Values that break naive literals, with the Swift spelling used in the scratch file.
  static let trickyValues: [(test: String, spelling: String, value: String)] = [
    ("delimiters", #""quote \"\"\" inside\n\"\"\"""#, "quote \"\"\" inside\n\"\"\""),
    ("interpolationAndHashes", ####"##"\(name) "# \#(x)"##"####, ##"\(name) "# \#(x)"##),
    ("whitespace", #""trailing  \n\tindented\there\n""#, "trailing  \n\tindented\there\n"),
    ("invisible", #""nul\u{0}bidi\u{202E}end""#, "nul\u{0}bidi\u{202E}end"),
  ]

  static var tricky: String {
    trickyFile { _ in "" }
  }

  static var trickyRecorded: String {
    trickyFile { value in " {\n" + LiteralWriter.literal(for: value, indentation: "      ", newline: "\n") + "\n    }" }
  }

  private static func trickyFile(closure: (String) -> String) -> String {
    let tests = trickyValues.map { test in
      """
        @Test func \(test.test)() {
          assertInlineSnapshot(of: \(test.spelling), as: .lines)\(closure(test.value))
        }
      """
    }
    return "import InlineSnapshot\nimport Testing\n\n@Suite struct TrickyStringsTests {\n"
      + tests.joined(separator: "\n\n") + "\n}\n"
  }
}
