import Foundation
import LiteralTokens
import Testing

@testable import InlineSnapshot

private struct Visit {
  var id: UUID
  var at: Date
}

/// One numbering per snapshot: the pieces a strategy renders hold provisional tokens, and the
/// final pass numbers them and the values it finds in the rest of the text by first appearance in
/// the final text, so a typed pass and a text pass never number independently.
@Suite struct PlaceholderNumberingTests {
  @Test func typedAndTextValuesShareTheNumberingOfTheFinalText() {
    let first = UUID()
    let second = UUID()
    let numbering = PlaceholderNumbering(.standard)
    let dump = snapshotDump(Visit(id: second, at: Date(timeIntervalSince1970: 0)), redacting: [], numbering: numbering)
    #expect(!dump.contains("<UUID"), "pieces hold provisional tokens until the snapshot is finished")
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

  @Test func textThatOnlyLooksLikeAProvisionalTokenIsLeftAlone() {
    let numbering = PlaceholderNumbering(.uuids)
    let text = "\u{E000}7\u{E001} \u{E000}x\u{E001} \u{E000}"
    #expect(numbering.finish(text) == text)
    #expect(PlaceholderNumbering([]).finish("\(UUID())").count == 36)
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
