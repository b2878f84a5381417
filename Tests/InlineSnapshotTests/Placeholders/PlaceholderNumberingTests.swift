import Foundation
import LiteralTokens
import Testing

@testable import InlineSnapshot

private struct Visit {
  var id: UUID
  var at: Date
}

/// One numbering per snapshot: the pieces a strategy renders hold provisional tokens (kept beside
/// their text by the numbering), and the final pass numbers them and the values it finds in the rest
/// of the text by first appearance in the final text, so a typed pass and a text pass never number
/// independently.
@Suite struct PlaceholderNumberingTests {
  @Test func typedAndTextValuesShareTheNumberingOfTheFinalText() {
    let first = UUID()
    let second = UUID()
    let numbering = PlaceholderNumbering(.standard)
    let dump = snapshotDump(Visit(id: second, at: Date(timeIntervalSince1970: 0)), redacting: [], numbering: numbering)
    #expect(dump.contains("- id: <UUID 1>"), "pieces hold provisional tokens, numbered as the numbering met them")
    let text =
      "visit \(first.uuidString.lowercased()) then \(second)\n" + dump + "\nagain \(first) at 1970-01-01T00:00:00Z"
    #expect(
      numbering.finish(text) == """
        visit <UUID 1> then <UUID 2>
        ▿ Visit
          - id: <UUID 2>
          - at: <Date 1>
        again <UUID 1> at <Date 1>
        """
    )
  }

  @Test func piecesRenderedApartCompareAsTheirValues() {
    let id = UUID()
    let numbering = PlaceholderNumbering(.uuids)
    let one = snapshotLine(Visit(id: id, at: Date()), redacting: ["at"], numbering: numbering)
    let two = snapshotLine(Visit(id: id, at: Date()), redacting: ["at"], numbering: numbering)
    let other = snapshotLine(Visit(id: UUID(), at: Date()), redacting: ["at"], numbering: numbering)
    #expect(one == two)
    #expect(one != other)
    #expect(
      numbering.finish(other + "\n" + one) == "Visit(id: <UUID 1>, at: <redacted>)\nVisit(id: <UUID 2>, at: <redacted>)"
    )
  }

  @Test func textThatReadsAsAPiecesProvisionalTokenIsTheUsersText() {
    let numbering = PlaceholderNumbering(.uuids)
    let piece = snapshotLine(Visit(id: UUID(), at: Date()), redacting: ["at"], numbering: numbering)
    #expect(piece == "Visit(id: <UUID 1>, at: <redacted>)")
    #expect(numbering.finish("see <UUID 1>\n" + piece) == "see <\\UUID 1>\nVisit(id: <UUID 1>, at: <redacted>)")
    #expect(PlaceholderNumbering([]).finish("\(UUID())").count == 36)
  }

  @Test func aPieceWithoutValuesIsEscapedOnce() {
    let numbering = PlaceholderNumbering(.uuids)
    let piece = snapshotLine(Visit(id: UUID(), at: Date()), redacting: ["id", "at"], numbering: numbering)
    let label = snapshotDump(["<UUID 1>"], redacting: [], numbering: numbering)
    #expect(label == "▿ 1 element\n  - \"<\\UUID 1>\"")
    #expect(numbering.finish(piece + "\n" + label) == "Visit(id: <redacted>, at: <redacted>)\n" + label)
  }

  @Test func aPieceTheStrategyTurnedIntoOtherTextIsReadAsText() {
    let numbering = PlaceholderNumbering(.uuids)
    let piece = snapshotLine(Visit(id: UUID(), at: Date()), redacting: ["at"], numbering: numbering)
    #expect(numbering.finish(piece.uppercased()) == "VISIT(ID: <\\UUID 1>, AT: <REDACTED>)")
  }

  @Test func maskingIsForSorting() {
    let numbering = PlaceholderNumbering(.standard)
    #expect(numbering.masked("a \(UUID()) b 2024-05-01T10:00:00Z") == "a <UUID> b <Date>")
    #expect(numbering.holdsValues("id=\(UUID())"))
    #expect(!numbering.holdsValues("id=42"))
  }
}

/// The final pass escapes the user's text that reads as a token, and reads no marker out of it.
@Suite struct PlaceholderNumberingEscapeTests {
  @Test func theUsersTokenTextIsEscapedAndTheValueGetsTheToken() {
    let id = UUID()
    let numbering = PlaceholderNumbering(.standard)
    #expect(numbering.finish("note: see <UUID 1>\nid: \(id)") == "note: see <\\UUID 1>\nid: <UUID 1>")
    let later = PlaceholderNumbering(.standard)
    #expect(later.finish("note: see \(id)\nid: \(id)") == "note: see <UUID 1>\nid: <UUID 1>")
  }

  @Test func privateUseTextBesideAPieceIsNotAMarker() {
    let numbering = PlaceholderNumbering(.uuids)
    let piece = snapshotLine(Visit(id: UUID(), at: Date()), redacting: ["at"], numbering: numbering)
    let text = "\u{E000}0\u{E001}\n" + piece
    #expect(numbering.finish(text) == "\u{E000}0\u{E001}\nVisit(id: <UUID 1>, at: <redacted>)")
  }

  /// Random user text around a piece: every snapshot reads back as the text and the token, and
  /// two texts never give the same snapshot.
  @Test func randomTextAroundAPieceRoundTripsAndNeverCollides() {
    let pieces = ["<", ">", "\\", "▸", "…", " ", "\n", "UUID", "any", "1", "\u{E000}", "\u{E001}", "0", "x"]
    var generator = SystemRandomNumberGenerator()
    var seen: [String: String] = [:]
    let id = UUID()
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined()
      let numbering = PlaceholderNumbering(.uuids)
      let piece = snapshotLine(Visit(id: id, at: Date()), redacting: ["at"], numbering: numbering)
      let snapshot = numbering.finish(text + "|" + piece)
      #expect(
        LiteralEscape.unescaped(snapshot) == text + "|Visit(id: <UUID 1>, at: <redacted>)",
        "\(text.debugDescription) → \(snapshot.debugDescription)")
      if let other = seen[snapshot], other != text {
        Issue.record("\(text.debugDescription) and \(other.debugDescription) both give \(snapshot.debugDescription)")
      }
      seen[snapshot] = text
    }
  }
}

private struct Tag {
  var label: String
}

/// A state history is one piece made of pieces: the states' text and the actions' are the user's,
/// escaped, so a state whose text reads as another state's token is never the same state.
@Suite struct PlaceholderNumberingHistoryTests {
  @Test func aStateWhoseTextReadsAsATokenIsAChangeAndAnActionIsEscaped() {
    let id = UUID()
    let steps = [
      RecordedState(Tag(label: "\(id)")), RecordedState(Tag(label: "<UUID 1>"), after: "retry <UUID 1>"),
      RecordedState(Tag(label: "\(id)"), after: "reload"),
    ]
    let numbering = PlaceholderNumbering(.uuids)
    let format = StateHistoryFormat(style: .changes, removingDuplicates: true)
    #expect(
      numbering.finish(format.render(steps: steps, numbering: numbering)) == """
        ▿ Tag
          - label: "<UUID 1>"

        → retry <\\UUID 1>
          label: "<UUID 1>" → "<\\UUID 1>"

        → reload
          label: "<\\UUID 1>" → "<UUID 1>"
        """
    )
    let lines = PlaceholderNumbering(.uuids)
    let collapsed = StateHistoryFormat(style: .lines, removingDuplicates: true).render(steps: steps, numbering: lines)
    #expect(lines.finish(collapsed) == "Tag(label: \"<UUID 1>\")\nTag(label: \"<\\UUID 1>\")\nTag(label: \"<UUID 1>\")")
  }

  /// Random labels and actions: the history reads back as what it holds, and two histories never
  /// give the same snapshot.
  @Test func randomTextInStatesAndActionsRoundTripsAndNeverCollides() {
    let parts = ["<", ">", "\\", "▸", "…", " ", "\n", "UUID", "any", "1", "\u{E000}", "\u{E001}", "x"]
    var generator = SystemRandomNumberGenerator()
    var seen: [String: [String]] = [:]
    let id = UUID()
    func random() -> String {
      (0..<Int.random(in: 0...6, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined()
    }
    for _ in 0..<2_000 {
      let texts = [random(), random()]
      let steps = [RecordedState(Tag(label: "\(id)")), RecordedState(Tag(label: texts[0]), after: texts[1])]
      let numbering = PlaceholderNumbering(.uuids)
      let snapshot = numbering.finish(
        StateHistoryFormat(style: .changes).render(steps: steps, numbering: numbering))
      let plain = StateHistoryFormat(style: .changes).render(steps: steps).replacingOccurrences(
        of: "\(id)", with: "<UUID 1>")
      #expect(LiteralEscape.unescaped(snapshot) == plain, "\(texts) → \(snapshot.debugDescription)")
      if let other = seen[snapshot], other != texts {
        Issue.record("\(texts) and \(other) both give \(snapshot.debugDescription)")
      }
      seen[snapshot] = texts
    }
  }
}
