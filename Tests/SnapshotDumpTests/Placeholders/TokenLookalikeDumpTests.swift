import Foundation
import SnapshotDump
import Testing

private struct Note {
  var text: String
  var id: UUID
}

private struct Tagged {
  var id: UUID
  var label: String
}

/// A token stands only for a value the dump replaced: the user's own text that reads as one is
/// written escaped, private-use characters are plain text, and two different values never dump alike.
@Suite struct TokenLookalikeDumpTests {
  @Test func textThatReadsAsATokenIsEscapedSoARealValueThereStillChangesTheDump() {
    let id = UUID()
    let typed = snapshotDump(Note(text: "see <UUID 1>", id: id), placeholders: .standard)
    #expect(
      typed == #"""
        ▿ Note
          - text: "see <\UUID 1>"
          - id: <UUID 1>
        """#)
    // The code now puts the real id into the note: the text is no longer the same.
    let real = snapshotDump(Note(text: "see \(id)", id: id), placeholders: .standard)
    #expect(real.contains(#"- text: "see <UUID 1>""#))
    #expect(real != typed)
  }

  @Test func privateUseCharactersAreTheUsersText() {
    let dump = snapshotDump(Tagged(id: UUID(), label: "\u{E000}0\u{E001}"), placeholders: .standard)
    #expect(dump == "▿ Tagged\n  - id: <UUID 1>\n  - label: \"\u{E000}0\u{E001}\"")
  }

  /// Random labels over every character a token, a marker or an escape is made of, dumped beside a
  /// UUID under placeholders: each reads back, and two labels never give the same text.
  @Test func randomLabelsNeverDumpAlike() {
    let pieces = [
      "<", ">", "\\", "▸", "…", " ", "\n", "UUID", "Date", "any", "1", "2", "\u{E000}", "\u{E001}", "\"", "x",
    ]
    var generator = SystemRandomNumberGenerator()
    var seen: [String: String] = [:]
    let id = UUID()
    for _ in 0..<3_000 {
      let label = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let dump = snapshotDump(Tagged(id: id, label: label), placeholders: .standard)
      if let other = seen[dump], other != label {
        Issue.record("\(label.debugDescription) and \(other.debugDescription) both dump as \(dump.debugDescription)")
      }
      seen[dump] = label
    }
    let withRealID = snapshotDump(Tagged(id: id, label: id.uuidString), placeholders: .standard)
    let withTokenText = snapshotDump(Tagged(id: id, label: "<UUID 1>"), placeholders: .standard)
    #expect(withRealID != withTokenText)
  }
}
