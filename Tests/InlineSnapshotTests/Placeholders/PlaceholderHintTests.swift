import Foundation
import Testing

@testable import InlineSnapshot

/// Without placeholders, a snapshot that differs only in UUIDs or dates says so and names the line
/// that fixes it.
@Suite struct PlaceholderHintTests {
  let recorded = "▿ Order\n  - id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F\n  - createdAt: 2024-05-01T10:00:00.25Z"

  @Test func onlyUUIDsOrOnlyDatesOrBoth() {
    let otherID = recorded.replacingOccurrences(of: "E621E1F8", with: "0A21E1F8")
    let otherDate = recorded.replacingOccurrences(of: "10:00:00.25Z", with: "10:00:01.5Z")
    let both = otherID.replacingOccurrences(of: "10:00:00.25Z", with: "10:00:01.5Z")
    #expect(UnstableValues.onlyDifference(expected: recorded, actual: otherID) == .uuids)
    #expect(UnstableValues.onlyDifference(expected: recorded, actual: otherDate) == .dates)
    #expect(UnstableValues.onlyDifference(expected: recorded, actual: both) == .uuidsAndDates)
  }

  @Test func noHintWhenSomethingElseDiffersOrNothingDoes() {
    let otherIDAndName = recorded.replacingOccurrences(of: "E621E1F8", with: "0A21E1F8") + "\n  - name: \"tea\""
    #expect(UnstableValues.onlyDifference(expected: recorded, actual: otherIDAndName) == nil)
    #expect(UnstableValues.onlyDifference(expected: recorded, actual: recorded) == nil)
    #expect(UnstableValues.onlyDifference(expected: nil, actual: recorded) == nil)
    #expect(UnstableValues.onlyDifference(expected: "- count: 1", actual: "- count: 2") == nil)
  }

  @Test func theMessageNamesTheLineThatFixesIt() {
    let actual = recorded.replacingOccurrences(of: "E621E1F8", with: "0A21E1F8")
    let text = FailureMessage.text(
      for: .differentKeptPending(difference: "-old\n+new"), actual: actual, fileName: "OrderTests.swift",
      label: "matches", resolution: RecordModeResolution(mode: .never, source: .ciDefault),
      disposition: .kept(id: "1f2e3d4c"), userMessage: "",
      unstableValues: UnstableValues.onlyDifference(expected: recorded, actual: actual))
    #expect(
      text == """
        Snapshot did not match; nothing was written (record mode never (the default when CI is set)), the new \
        snapshot was kept as pending change 1f2e3d4c.

        -old
        +new

        The snapshots differ only in UUIDs, which change on every run: print them as numbered placeholders \
        (`<UUID 1>`) by adding `@Suite(.snapshots(placeholders: .standard))` to the suite, or \
        `placeholders: .standard` to this assertion.

        Accept it with `swift run inline-snapshot accept 1f2e3d4c`, or record it by running the tests with \
        `SNAPSHOT_TESTING_RECORD=failed swift test`.
        """
    )
    #expect(FailureMessage.placeholderAdvice(.dates).hasPrefix("The snapshots differ only in dates, "))
    #expect(FailureMessage.placeholderAdvice(.uuidsAndDates).contains("(`<UUID 1>`, `<Date 1>`)"))
  }

  /// An old literal that holds the user's token-like text as it is (recorded before the escape, or by
  /// InlineSnapshotTesting) fails once, saying why and what to do.
  @Test func aSnapshotThatDiffersOnlyInEscapesSaysWhy() {
    let text = FailureMessage.text(
      for: .differentKeptPending(difference: "-see <UUID 1>\n+see <\\UUID 1>"), actual: "see <\\UUID 1>",
      fileName: "NoteTests.swift", label: "matches", resolution: RecordModeResolution(mode: .never, source: .ciDefault),
      disposition: .kept(id: "1f2e3d4c"), userMessage: "", escapesOnly: true)
    #expect(text?.contains(FailureMessage.escapeAdvice + "\n\nAccept it with") == true, "\(text ?? "")")
    let without = FailureMessage.text(
      for: .differentKeptPending(difference: "-a\n+b"), actual: "b", fileName: "NoteTests.swift", label: "matches",
      resolution: RecordModeResolution(mode: .never, source: .ciDefault), disposition: .kept(id: "1f2e3d4c"),
      userMessage: "")
    #expect(without?.contains("escaped") == false)
  }
}
