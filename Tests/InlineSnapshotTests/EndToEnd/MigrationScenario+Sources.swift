// The sources of ``MigrationScenario``: test files and an assertion library written for
// InlineSnapshotTesting (shaped like its own test suite and swift-macro-testing's `assertMacro`) with
// only the product and the imports swapped, before and after the one recording run.

extension MigrationScenario {
  static let helpers = ##"""
    import InlineSnapshot

    // Helpers written for InlineSnapshotTesting; only the import was swapped.

    func assertCustomInlineSnapshot(
      of value: () -> String,
      is expected: (() -> String)? = nil,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      function: StaticString = #function,
      line: UInt = #line,
      column: UInt = #column
    ) {
      assertInlineSnapshot(
        of: value(),
        as: .dump,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
          trailingClosureLabel: "is",
          trailingClosureOffset: 1
        ),
        matches: expected,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
      )
    }

    func assertAsyncThrowingInlineSnapshot(
      of value: () -> String,
      is expected: (() -> String)? = nil,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      function: StaticString = #function,
      line: UInt = #line,
      column: UInt = #column
    ) async throws {
      assertInlineSnapshot(
        of: value(),
        as: .dump,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
          trailingClosureLabel: "is",
          trailingClosureOffset: 1
        ),
        matches: expected,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
      )
    }

    func assertResponse(
      of url: () -> String,
      head: (() -> String)? = nil,
      body: (() -> String)? = nil,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      function: StaticString = #function,
      line: UInt = #line,
      column: UInt = #column
    ) {
      assertInlineSnapshot(
        of: """
          HTTP/1.1 200 OK
          Content-Type: text/html; charset=utf-8
          """,
        as: .lines,
        message: "Head did not match",
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
          trailingClosureLabel: "head",
          trailingClosureOffset: 1
        ),
        matches: head,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
      )
      assertInlineSnapshot(
        of: "<p>\(url())</p>",
        as: .lines,
        message: "Body did not match",
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
          trailingClosureLabel: "body",
          trailingClosureOffset: 2
        ),
        matches: body,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
      )
    }

    func assertWords(
      _ sentence: String,
      record: SnapshotTestingConfiguration.Record? = nil,
      matches expected: (() -> String)? = nil,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      function: StaticString = #function,
      line: UInt = #line,
      column: UInt = #column
    ) {
      assertInlineSnapshot(
        of: sentence.split(separator: " ").map(String.init),
        as: .dump,
        record: record ?? SnapshotTestingConfiguration.current?.record,
        matches: expected,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
      )
    }

    """##

  static let xcTests = ##"""
    import Foundation
    @_spi(Internals) import InlineSnapshot
    import InlineSnapshot
    import XCTest

    class MigrationBaseTestCase: XCTestCase {
      override func invokeTest() {
        withSnapshotTesting(
          record: .failed,
          diffTool: .ksdiff
        ) {
          super.invokeTest()
        }
      }
    }

    final class MigrationXCTests: MigrationBaseTestCase {
      func testInlineSnapshot() {
        assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
          """
          """
        }
      }

      func testInlineSnapshot_NamedTrailingClosure() {
        assertInlineSnapshot(
          of: ["Hello", "World"], as: .dump,
          matches: {
            """
            """
          })
      }

      func testCustomInlineSnapshot() {
        assertCustomInlineSnapshot {
          "Hello"
        } is: {
          """
          """
        }
      }

      func testCustomInlineSnapshot_SingleTrailingClosure() {
        assertCustomInlineSnapshot(of: { "Hello" }) {
          """
          """
        }
      }

      func testCustomInlineSnapshot_MultilineSingleTrailingClosure() {
        assertCustomInlineSnapshot(
          of: { "Hello" }
        ) {
          """
          """
        }
      }

      func testCustomInlineSnapshot_NoTrailingClosure() {
        assertCustomInlineSnapshot(
          of: { "Hello" },
          is: {
            """
            """
          }
        )
      }

      func testCustomInlineSnapshot_Missing() {
        assertCustomInlineSnapshot(of: { "Missing" })
      }

      func testMultipleInlineSnapshots() {
        assertResponse {
          """
          https://www.pointfree.co/
          """
        } head: {
          """
          """
        } body: {
          """
          """
        }
      }

      func testAsyncThrowing() async throws {
        try await assertAsyncThrowingInlineSnapshot {
          "Hello"
        } is: {
          """
          """
        }
      }

      func testNestedInClosureFunction() {
        func withDependencies(operation: () -> Void) {
          operation()
        }

        withDependencies {
          assertInlineSnapshot(of: "Hello", as: .dump) {
            """
            """
          }
        }
      }

      func testHelperReadsTheConfiguration() {
        assertWords("read the current record mode") {
          """
          """
        }
      }
    }

    """##

  static let xcTestsRecorded = ##"""
    import Foundation
    @_spi(Internals) import InlineSnapshot
    import InlineSnapshot
    import XCTest

    class MigrationBaseTestCase: XCTestCase {
      override func invokeTest() {
        withSnapshotTesting(
          record: .failed,
          diffTool: .ksdiff
        ) {
          super.invokeTest()
        }
      }
    }

    final class MigrationXCTests: MigrationBaseTestCase {
      func testInlineSnapshot() {
        assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
          """
          ▿ 2 elements
            - "Hello"
            - "World"
          """
        }
      }

      func testInlineSnapshot_NamedTrailingClosure() {
        assertInlineSnapshot(
          of: ["Hello", "World"], as: .dump,
          matches: {
            """
            ▿ 2 elements
              - "Hello"
              - "World"
            """
          })
      }

      func testCustomInlineSnapshot() {
        assertCustomInlineSnapshot {
          "Hello"
        } is: {
          """
          - "Hello"
          """
        }
      }

      func testCustomInlineSnapshot_SingleTrailingClosure() {
        assertCustomInlineSnapshot(of: { "Hello" }) {
          """
          - "Hello"
          """
        }
      }

      func testCustomInlineSnapshot_MultilineSingleTrailingClosure() {
        assertCustomInlineSnapshot(
          of: { "Hello" }
        ) {
          """
          - "Hello"
          """
        }
      }

      func testCustomInlineSnapshot_NoTrailingClosure() {
        assertCustomInlineSnapshot(
          of: { "Hello" },
          is: {
            """
            - "Hello"
            """
          }
        )
      }

      func testCustomInlineSnapshot_Missing() {
        assertCustomInlineSnapshot(of: { "Missing" }) {
          """
          - "Missing"
          """
        }
      }

      func testMultipleInlineSnapshots() {
        assertResponse {
          """
          https://www.pointfree.co/
          """
        } head: {
          """
          HTTP/1.1 200 OK
          Content-Type: text/html; charset=utf-8
          """
        } body: {
          """
          <p>https://www.pointfree.co/</p>
          """
        }
      }

      func testAsyncThrowing() async throws {
        try await assertAsyncThrowingInlineSnapshot {
          "Hello"
        } is: {
          """
          - "Hello"
          """
        }
      }

      func testNestedInClosureFunction() {
        func withDependencies(operation: () -> Void) {
          operation()
        }

        withDependencies {
          assertInlineSnapshot(of: "Hello", as: .dump) {
            """
            - "Hello"
            """
          }
        }
      }

      func testHelperReadsTheConfiguration() {
        assertWords("read the current record mode") {
          """
          ▿ 5 elements
            - "read"
            - "the"
            - "current"
            - "record"
            - "mode"
          """
        }
      }
    }

    """##

  static let swiftTests = ##"""
    import Foundation
    import InlineSnapshot
    import Testing

    #if canImport(FoundationNetworking)
      import FoundationNetworking
    #endif

    @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
    struct MigrationSwiftTests {
      @Test func inlineSnapshot() {
        assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
          ""
        }
      }

      @Test func helperShapes() async throws {
        assertCustomInlineSnapshot { "A" } is: { "" }
        assertCustomInlineSnapshot(of: { "B" }) { "" }
        assertCustomInlineSnapshot(of: { "C" }, is: { "" })
        try await assertAsyncThrowingInlineSnapshot { "D" } is: { "" }
        assertResponse { "https://example.com" } head: { "" } body: { "" }
      }

      @Test func requestStrategies() {
        var request = URLRequest(url: URL(string: "https://example.com/items?b=2&a=1")!)
        request.httpMethod = "POST"
        request.addValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"name":"Blob","age":3}"#.utf8)
        assertInlineSnapshot(of: request, as: .raw(pretty: true)) {
          """
          """
        }
        assertInlineSnapshot(of: request, as: .curl) {
          """
          """
        }
      }
    }

    """##

  static let swiftTestsRecorded = ##"""
    import Foundation
    import InlineSnapshot
    import Testing

    #if canImport(FoundationNetworking)
      import FoundationNetworking
    #endif

    @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
    struct MigrationSwiftTests {
      @Test func inlineSnapshot() {
        assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
          """
          ▿ 2 elements
            - "Hello"
            - "World"
          """
        }
      }

      @Test func helperShapes() async throws {
        assertCustomInlineSnapshot { "A" } is: {
          """
          - "A"
          """
        }
        assertCustomInlineSnapshot(of: { "B" }) {
          """
          - "B"
          """
        }
        assertCustomInlineSnapshot(of: { "C" }, is: {
          """
          - "C"
          """
        })
        try await assertAsyncThrowingInlineSnapshot { "D" } is: {
          """
          - "D"
          """
        }
        assertResponse { "https://example.com" } head: {
          """
          HTTP/1.1 200 OK
          Content-Type: text/html; charset=utf-8
          """
        } body: {
          """
          <p>https://example.com</p>
          """
        }
      }

      @Test func requestStrategies() {
        var request = URLRequest(url: URL(string: "https://example.com/items?b=2&a=1")!)
        request.httpMethod = "POST"
        request.addValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"name":"Blob","age":3}"#.utf8)
        assertInlineSnapshot(of: request, as: .raw(pretty: true)) {
          """
          POST https://example.com/items?a=1&b=2
          Content-Type: application/json

          {
            "age" : 3,
            "name" : "Blob"
          }
          """
        }
        assertInlineSnapshot(of: request, as: .curl) {
          #"""
          curl \
          \#u{9}--request POST \
          \#u{9}--header "Content-Type: application/json" \
          \#u{9}--data "{\"name\":\"Blob\",\"age\":3}" \
          \#u{9}"https://example.com/items?a=1&b=2"
          """#
        }
      }
    }

    """##

  static let expansionTests = ##"""
    import InlineSnapshot
    import MacroAssertions
    import XCTest

    final class ExpansionTests: XCTestCase {
      override func invokeTest() {
        withSnapshotTesting(record: .failed) {
          super.invokeTest()
        }
      }

      func testExpansionOnly() {
        assertExpansion {
          "let x = 1"
        } expansion: {
          """
          """
        }
      }

      func testEveryClosureMissing() {
        assertExpansion {
          "let x = TODO"
        }
      }

      func testFixesGoBetweenDiagnosticsAndExpansion() {
        assertExpansion {
          "let y = TODO"
        } diagnostics: {
          """
          """
        } expansion: {
          """
          """
        }
      }

      func testDeprecatedLabelIsRenamed() {
        assertExpansion {
          "let z = 3"
        } matches: {
          """
          """
        }
      }

      func testErrorHasNoExpansion() {
        assertExpansion { "let e = ERROR" }
      }
    }

    """##

  static let expansionTestsRecorded = ##"""
    import InlineSnapshot
    import MacroAssertions
    import XCTest

    final class ExpansionTests: XCTestCase {
      override func invokeTest() {
        withSnapshotTesting(record: .failed) {
          super.invokeTest()
        }
      }

      func testExpansionOnly() {
        assertExpansion {
          "let x = 1"
        } expansion: {
          """
          // expanded
          LET X = 1
          """
        }
      }

      func testEveryClosureMissing() {
        assertExpansion {
          "let x = TODO"
        } diagnostics: {
          """
          1: warning: TODO left (fix-it: replace with DONE)
          """
        } fixes: {
          """
          let x = DONE
          """
        } expansion: {
          """
          // expanded
          LET X = DONE
          """
        }
      }

      func testFixesGoBetweenDiagnosticsAndExpansion() {
        assertExpansion {
          "let y = TODO"
        } diagnostics: {
          """
          1: warning: TODO left (fix-it: replace with DONE)
          """
        } fixes: {
          """
          let y = DONE
          """
        } expansion: {
          """
          // expanded
          LET Y = DONE
          """
        }
      }

      func testDeprecatedLabelIsRenamed() {
        assertExpansion {
          "let z = 3"
        } expansion: {
          """
          // expanded
          LET Z = 3
          """
        }
      }

      func testErrorHasNoExpansion() {
        assertExpansion { "let e = ERROR" } diagnostics: {
          """
          1: error: cannot expand ERROR
          """
        }
      }
    }

    """##

  static let library = ##"""
    import Foundation
    import InlineSnapshot
    @_spi(Internals) import InlineSnapshot
    import XCTest

    // An assertion library written for InlineSnapshotTesting (shaped like swift-macro-testing's
    // `assertMacro`); only the product and the imports were swapped.

    /// Asserts how a toy "macro" expands `source`: diagnostics for `TODO` and `ERROR`, fixes that
    /// replace `TODO`, and the expansion when there is no error.
    public func assertExpansion(
      record: SnapshotTestingConfiguration.Record? = nil,
      of originalSource: () throws -> String,
      diagnostics diagnosedSource: (() -> String)? = nil,
      fixes fixedSource: (() -> String)? = nil,
      expansion expandedSource: (() -> String)? = nil,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      function: StaticString = #function,
      line: UInt = #line,
      column: UInt = #column
    ) {
      let record = record ?? SnapshotTestingConfiguration.current?.record
      withSnapshotTesting(record: record) {
        do {
          let source = try originalSource()
          let diagnostics = source.split(separator: "\n").enumerated().compactMap { index, line -> String? in
            if line.contains("ERROR") { return "\(index + 1): error: cannot expand ERROR" }
            if line.contains("TODO") { return "\(index + 1): warning: TODO left (fix-it: replace with DONE)" }
            return nil
          }
          var offset = 0

          if !diagnostics.isEmpty {
            offset += 1
            assertInlineSnapshot(
              of: diagnostics.joined(separator: "\n"),
              as: ._lines,
              message: "Diagnostic output differed from expected output. Difference: …",
              syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                deprecatedTrailingClosureLabels: ["matches"],
                trailingClosureLabel: "diagnostics",
                trailingClosureOffset: offset
              ),
              matches: diagnosedSource,
              fileID: fileID,
              file: filePath,
              function: function,
              line: line,
              column: column
            )
          } else if diagnosedSource != nil {
            offset += 1
            assertInlineSnapshot(
              of: nil,
              as: ._lines,
              message: "Diagnostic output differed from expected output. Difference: …",
              syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                deprecatedTrailingClosureLabels: ["matches"],
                trailingClosureLabel: "diagnostics",
                trailingClosureOffset: offset
              ),
              matches: diagnosedSource,
              fileID: fileID,
              file: filePath,
              function: function,
              line: line,
              column: column
            )
          }

          var expanded = source
          let isError = source.contains("ERROR")
          if !isError && source.contains("TODO") {
            offset += 1
            expanded = source.replacingOccurrences(of: "TODO", with: "DONE")
            assertInlineSnapshot(
              of: expanded,
              as: ._lines,
              message: "Fixed output differed from expected output. Difference: …",
              syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                trailingClosureLabel: "fixes",
                trailingClosureOffset: offset
              ),
              matches: fixedSource,
              fileID: fileID,
              file: filePath,
              function: function,
              line: line,
              column: column
            )
          }

          if !isError {
            offset += 1
            assertInlineSnapshot(
              of: "// expanded\n" + expanded.uppercased(),
              as: ._lines,
              message: "Expanded output differed from expected output. Difference: …",
              syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                deprecatedTrailingClosureLabels: ["matches"],
                trailingClosureLabel: "expansion",
                trailingClosureOffset: offset
              ),
              matches: expandedSource,
              fileID: fileID,
              file: filePath,
              function: function,
              line: line,
              column: column
            )
          }
        } catch {
          InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "expansion").fail(
            "Threw error: \(error)",
            fileID: fileID,
            file: filePath,
            line: line,
            column: column
          )
        }
      }
    }

    /// The earlier name of the expansion closure, still accepted; recording renames it `expansion:`.
    public func assertExpansion(
      record: SnapshotTestingConfiguration.Record? = nil,
      of originalSource: () throws -> String,
      matches expandedSource: (() -> String)?,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      function: StaticString = #function,
      line: UInt = #line,
      column: UInt = #column
    ) {
      assertExpansion(
        record: record,
        of: originalSource,
        expansion: expandedSource,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
      )
    }

    extension Snapshotting where Value == String, Format == String {
      fileprivate static let _lines = Snapshotting(
        pathExtension: "txt",
        diffing: Diffing(
          toData: { Data($0.utf8) },
          fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
          guard old != new else { return nil }
          let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
          let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
          var result = ""
          for change in newLines.difference(from: oldLines) {
            switch change {
            case let .insert(offset, element, _):
              result += "+\(offset) \(element)\n"
            case let .remove(offset, element, _):
              result += "-\(offset) \(element)\n"
            }
          }
          let attachment = XCTAttachment(
            data: Data(result.utf8),
            uniformTypeIdentifier: "public.patch-file"
          )
          return (result, [attachment])
        }
      )
    }

    """##
}
