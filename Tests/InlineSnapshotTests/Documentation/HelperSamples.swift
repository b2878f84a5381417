import Foundation
import InlineSnapshot
import Testing

// The samples of "Writing your own assertion helpers" and of `InlineSnapshotSyntaxDescriptor`.

final class API {
  let requests = RequestRecorder()

  func loadProfile() {
    requests.record(RecordedRequest(method: "GET", path: "/profile"))
  }
}

// snippet: helper-api
extension API {
  func expectInlineSnapshot(
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath,
    function: StaticString = #function, line: UInt = #line, column: UInt = #column
  ) {
    assertInlineSnapshot(
      of: requests, as: .requests, matches: expected,
      fileID: fileID, file: file, function: function, line: line, column: column
    )
  }
}
// snippet-end

// snippet: helper-assert-thing
// assertThing { input } is: { output }, or assertThing(of: { input }) { output }
func assertThing(
  of input: () -> String, is expected: (() -> String)? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  assertInlineSnapshot(
    of: input(), as: .lines,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1),
    matches: expected,
    fileID: fileID, file: file, function: function, line: line, column: column
  )
}
// snippet-end

private struct Parsed {
  var words: [String]
}

private func parse(_ input: String) -> Parsed {
  Parsed(words: input.split(separator: " ").map(String.init))
}

// snippet: helper-configuration-current
func assertParse(
  _ input: String,
  record: SnapshotTestingConfiguration.Record? = nil,
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  let record = record ?? SnapshotTestingConfiguration.current?.record
  assertInlineSnapshot(
    of: parse(input), as: .dump, record: record, matches: expected,
    fileID: fileID, file: file, function: function, line: line, column: column
  )
}
// snippet-end

/// The warnings of compiling `source`: one for a `var`, none (`nil`) otherwise.
private func compile(_ source: String) -> String? {
  source.hasPrefix("var ") ? "warning: variable was never mutated; consider changing to 'let'" : nil
}

// snippet: helper-optional-output
// assertCompile { source } warnings: { … }: the closure goes once the source has no warnings.
func assertCompile(
  _ source: () -> String, warnings expected: (() -> String)? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  let warnings = compile(source())  // nil when there are none
  guard warnings != nil || expected != nil else { return }
  assertInlineSnapshot(
    of: warnings, as: .lines,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "warnings", trailingClosureOffset: 1),
    matches: expected,
    fileID: fileID, file: file, function: function, line: line, column: column
  )
}
// snippet-end

func expectNonEmpty(
  _ response: String,
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  let descriptor = InlineSnapshotSyntaxDescriptor()
  guard !response.isEmpty else {
    // snippet: descriptor-fail
    descriptor.fail("The response was empty.", fileID: fileID, file: file, line: line, column: column)
    // snippet-end
    return
  }
  assertInlineSnapshot(
    of: response, as: .lines, syntaxDescriptor: descriptor, matches: expected,
    fileID: fileID, file: file, function: function, line: line, column: column
  )
}

@Suite struct HelperSamples {
  @Test func apiHelper() {
    let api = API()
    api.loadProfile()
    // snippet: helper-api-use
    api.expectInlineSnapshot {
      """
      GET /profile
      """
    }
    // snippet-end
  }

  @Test func callForms() {
    let (input, output) = ("Blob", "Blob")
    // snippet: helper-call-forms
    assertThing {
      input
    } is: {
      output
    }
    assertThing(of: { input }) { output }
    assertThing(of: { input }, is: { output })
    // snippet-end
  }

  @Test func configurationCurrent() {
    withSnapshotTesting(record: .never) {
      assertParse("a b") {
        """
        ▿ Parsed
          ▿ words: 2 elements
            - "a"
            - "b"
        """
      }
    }
  }

  @Test func descriptors() {
    // snippet: descriptor-init
    let isClosure = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1)
    let expansion = InlineSnapshotSyntaxDescriptor(
      deprecatedTrailingClosureLabels: ["matches"], trailingClosureLabel: "expansion", trailingClosureOffset: 2
    )
    // snippet-end
    #expect(isClosure.trailingClosureOffset == 1)
    #expect(expansion.deprecatedTrailingClosureLabels == ["matches"])
  }

  @Test func optionalOutput() {
    assertCompile {
      "var x = 1"
    } warnings: {
      """
      warning: variable was never mutated; consider changing to 'let'
      """
    }
    assertCompile { "let x = 1" }
  }

  @Test func failReportsAtTheHelper() {
    withKnownIssue {
      expectNonEmpty("")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["The response was empty."]
    }
    expectNonEmpty("ok") {
      """
      ok
      """
    }
  }
}
