import Foundation
import SnapshotDump
import Testing

private struct Order {
  var id: UUID
  var createdAt: Date
  var items: [String]
  var customerID: UUID
}

private struct Tagged<Tag, RawValue: Hashable>: Hashable {
  var rawValue: RawValue
}

private enum User {}

private struct Member {
  var id: Tagged<User, UUID>
  var invitedBy: Tagged<User, UUID>?
  var device: UUID
}

private final class Session {
  var id = UUID()
}

@Suite struct PlaceholderDumpTests {
  @Test func typedValuesAreNumberedByFirstAppearanceAndEqualValuesShareATokenAcrossKinds() {
    let customer = UUID()
    let now = Date()
    let orders = [
      Order(id: UUID(), createdAt: now, items: ["tea"], customerID: customer),
      Order(id: UUID(), createdAt: now.addingTimeInterval(60), items: ["cake"], customerID: customer),
    ]
    #expect(
      snapshotDump(orders, placeholders: .standard) == """
        ▿ 2 elements
          ▿ Order
            - id: <UUID 1>
            - createdAt: <Date 1>
            ▿ items: 1 element
              - "tea"
            - customerID: <UUID 2>
          ▿ Order
            - id: <UUID 3>
            - createdAt: <Date 2>
            ▿ items: 1 element
              - "cake"
            - customerID: <UUID 2>
        """
    )
  }

  @Test func onlyTheKindsAskedForAreReplaced() throws {
    let order = Order(
      id: try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
      createdAt: Date(timeIntervalSince1970: 0), items: [], customerID: UUID())
    #expect(
      snapshotDump(order, placeholders: .dates) == """
        ▿ Order
          - id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
          - createdAt: <Date 1>
          - items: 0 elements
          - customerID: \(order.customerID.uuidString)
        """
    )
    #expect(snapshotDump(order, placeholders: []) == snapshotDump(order))
  }

  @Test func textInsideStringsSharesTheTokenOfTheTypedValueIgnoringCase() {
    let id = UUID()
    let lowercased = id.uuidString.lowercased()
    let value: [String: String] = ["path": "/orders/\(lowercased)/items", "id": id.uuidString]
    #expect(
      snapshotDump((id, value), placeholders: .uuids) == """
        ▿ (2 elements)
          - 0: <UUID 1>
          ▿ 1: 2 key/value pairs
            - "id": "<UUID 1>"
            - "path": "/orders/<UUID 1>/items"
        """
    )
  }

  @Test func datesInTextShareATokenWhenTheyDenoteTheSameInstant() {
    let date = Date(timeIntervalSince1970: 1_714_557_600)  // 2024-05-01T10:00:00Z
    let texts = [
      "iso: 2024-05-01T10:00:00Z",
      "offset: 2024-05-01T12:00:00+02:00",
      "compact offset: 2024-05-01T12:00:00+0200",
      "description: 2024-05-01 10:00:00 +0000",
      "no zone: 2024-05-01T10:00:00.000",
      "later: 2024-05-01T10:00:00.25Z",
      "birthday: 1990-01-01",
      "no seconds: 2024-05-01T10:00",
    ]
    #expect(
      snapshotDump((date, texts), placeholders: .dates) == """
        ▿ (2 elements)
          - 0: <Date 1>
          ▿ 1: 8 elements
            - "iso: <Date 1>"
            - "offset: <Date 1>"
            - "compact offset: <Date 1>"
            - "description: <Date 1>"
            - "no zone: <Date 1>"
            - "later: <Date 2>"
            - "birthday: 1990-01-01"
            - "no seconds: 2024-05-01T10:00"
        """
    )
  }

  @Test func datesPrintedPastTheMicrosecondAreStillDates() {
    let dates = [
      Date(timeIntervalSince1970: 1_700_000_000.0000003),
      Date(timeIntervalSinceReferenceDate: -0.00000000001),
    ]
    let texts = dates.map { "at " + snapshotLine($0) }
    #expect(texts == ["at 2023-11-14T22:13:20.0000002Z", "at 2000-12-31T23:59:59.99999999999Z"])
    #expect(
      snapshotDump(texts, placeholders: .dates) == """
        ▿ 2 elements
          - "at <Date 1>"
          - "at <Date 2>"
        """
    )
  }

  @Test func dateTimesThatAreNotRealInstantsStayTextSoNoTwoTextsShareAToken() {
    let texts = [
      "sent: 2023-02-29T00:00:00Z",
      "echoed: 2023-03-01T00:00:00Z",
      "leap day: 2024-02-29T00:00:00Z",
      "century: 1900-02-29T00:00:00Z",
      "leap century: 2000-02-29T00:00:00Z",
      "april: 2024-04-31T00:00:00Z",
      "leap second: 2023-12-31T23:59:60Z",
      "next day: 2024-01-01T00:00:00Z",
      "hour 24: 2024-05-01T24:00:00Z",
      "day 0: 2024-05-00T00:00:00Z",
      "description: 2023-02-29 00:00:00 +0000",
    ]
    #expect(
      snapshotDump(texts, placeholders: .dates) == """
        ▿ 11 elements
          - "sent: 2023-02-29T00:00:00Z"
          - "echoed: <Date 1>"
          - "leap day: <Date 2>"
          - "century: 1900-02-29T00:00:00Z"
          - "leap century: <Date 3>"
          - "april: 2024-04-31T00:00:00Z"
          - "leap second: 2023-12-31T23:59:60Z"
          - "next day: <Date 4>"
          - "hour 24: 2024-05-01T24:00:00Z"
          - "day 0: 2024-05-00T00:00:00Z"
          - "description: 2023-02-29 00:00:00 +0000"
        """
    )
  }

  @Test func valuesRightAfterAnEscapeInAQuotedStringAreReplaced() {
    let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let texts = ["a\n\(id)", "b\t2024-05-01T10:00:00Z", "c\r\(id)", "d\0\(id)"]
    #expect(
      snapshotLine(texts, placeholders: .standard)
        == #"["a\n<UUID 1>", "b\t<Date 1>", "c\r<UUID 1>", "d\0<UUID 1>"]"#
    )
    // A backslash the user wrote, then a letter: the letter starts a word, as without placeholders.
    let written = ["a\\n\(id)", "b\\\n\(id)"]
    #expect(
      snapshotLine(written, placeholders: .uuids) == #"["a\\n\#(id)", "b\\\n<UUID 1>"]"#
    )
  }

  @Test func valuesInsideWordsAreLeftAlone() {
    let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let texts = ["x\(id)", "\(id)0", "order-\(id)", "\(id)-suffix", "_\(id)", "E621E1F8-C36C-495A-93FC-0C247A3E6E5"]
    #expect(
      snapshotLine(texts, placeholders: .uuids)
        == #"["x\#(id)", "\#(id)0", "order-<UUID 1>", "<UUID 1>-suffix", "_<UUID 1>", "E621E1F8-C36C-495A-93FC-0C247A3E6E5"]"#
    )
  }

  @Test func registeredTypesAreReplacedWhole() {
    let owner = Tagged<User, UUID>(rawValue: UUID())
    let members = [
      Member(id: owner, invitedBy: nil, device: UUID()),
      Member(id: Tagged(rawValue: UUID()), invitedBy: owner, device: UUID()),
    ]
    let placeholders: SnapshotPlaceholders = [.standard, .type(Tagged<User, UUID>.self, name: "UserID")]
    #expect(
      snapshotDump(members, placeholders: placeholders) == """
        ▿ 2 elements
          ▿ Member
            - id: <UserID 1>
            - invitedBy: nil
            - device: <UUID 1>
          ▿ Member
            - id: <UserID 2>
            - invitedBy: <UserID 1>
            - device: <UUID 2>
        """
    )
  }

  @Test func patternsNameTheirTokens() {
    let tokens = ["Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-1", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIyIn0.sig-2"]
    let session = (access: tokens[0], refresh: tokens[1], again: tokens[0])
    #expect(
      snapshotLine(session, placeholders: .pattern(#"eyJ[\w.-]+"#, name: "JWT"))
        == #"(access: "Bearer <JWT 1>", refresh: "<JWT 2>", again: "Bearer <JWT 1>")"#
    )
  }

  @Test func patternMatchesShareATokenOnlyWhenTheirBytesAreEqual() {
    let texts = ["name=Jos\u{E9}", "name=Jose\u{301}", "name=Jos\u{E9}"]
    #expect(
      snapshotLine(texts, placeholders: .pattern(#"name=[^"]+"#, name: "Name"))
        == #"["<Name 1>", "<Name 2>", "<Name 1>"]"#
    )
  }

  @Test func anInvalidPatternIsNamedAndMatchesNothing() {
    let placeholders: SnapshotPlaceholders = [.uuids, .pattern("eyJ[", name: "JWT")]
    #expect(placeholders.invalidPatterns.map(\.pattern) == ["eyJ["])
    #expect(
      placeholders.invalidPatterns.first?.description.hasPrefix(#"The placeholder pattern "eyJ[" (name "JWT")"#) == true
    )
    #expect(SnapshotPlaceholders.standard.invalidPatterns.isEmpty)
    #expect(snapshotLine("eyJ[ and more", placeholders: placeholders) == #""eyJ[ and more""#)
  }

  @Test func namesThatCannotBeReadBackAsATokenAreNamed() {
    let placeholders: SnapshotPlaceholders = [
      .uuids, .pattern("a", name: ""), .pattern("b", name: "A<B"), .type(Int.self, name: "A>B"),
      .pattern("c", name: "Line\nBreak"), .pattern("d", name: #"\Name"#), .type(String.self, name: "Build 2"),
      .pattern("e", name: "Build 2"), .pattern("f", name: "Access Token"),
    ]
    #expect(placeholders.invalidNames.map(\.name) == ["", "A<B", "A>B", "Line\nBreak", #"\Name"#, "Build 2"])
    #expect(
      placeholders.invalidNames.map(\.reason) == [
        "it is empty", #"it holds "<""#, #"it holds ">""#, "it holds a line break",
        #"it starts with "\", which reads as an escape"#,
        "it ends in a space and digits, so <any Build 2> would read as a placeholder",
      ]
    )
    #expect(
      placeholders.invalidNames[1].description
        == #"The placeholder name "A<B" cannot be read back from a snapshot as a token: it holds "<"."#
    )
    #expect(SnapshotPlaceholders.standard.invalidNames.isEmpty)
    let valid: SnapshotPlaceholders = [
      .pattern("a", name: "Token2"), .type(Int.self, name: "Build 2b"), .pattern("b", name: "A\\"),
    ]
    #expect(valid.invalidNames.isEmpty)
  }

  @Test func theFirstOfTwoOverlappingMatchesWinsThenTheKindListedFirst() {
    let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let hex = SnapshotPlaceholders.pattern("[0-9A-F]{8}", name: "Hex")
    #expect(snapshotLine(id, placeholders: [.uuids, hex]) == #""<UUID 1>""#)
    #expect(snapshotLine(id, placeholders: [hex, .uuids]) == #""<Hex 1>-C36C-495A-93FC-<Hex 2>6E5F""#)
    #expect(
      snapshotLine("zz \(id)", placeholders: [.pattern("z+ E", name: "Z"), .uuids])
        == "\"<Z 1>621E1F8-C36C-495A-93FC-0C247A3E6E5F\"")
  }

  @Test func kindsWithOneNameShareANumberingAndArrayLiteralsDropRepeats() {
    let placeholders: SnapshotPlaceholders = [.standard, .uuids, .pattern("A+", name: "UUID")]
    #expect(placeholders == [.uuids, .dates, .pattern("A+", name: "UUID")])
    #expect(
      snapshotLine(["AAA", UUID().uuidString, "AAA"], placeholders: placeholders)
        == #"["<UUID 1>", "<UUID 2>", "<UUID 1>"]"#)
  }

  @Test func objectsReferredToAndPlaceholdersNumberTogether() {
    let session = Session()
    #expect(
      snapshotDump([session, session], placeholders: .uuids) == """
        ▿ 2 elements
          ▿ Session #1
            - id: <UUID 1>
          - Session #1 (see above)
        """
    )
  }

  @Test func redactionStillWins() {
    let order = Order(id: UUID(), createdAt: Date(), items: [], customerID: UUID())
    #expect(
      snapshotDump(order, redacting: ["customerID"], placeholders: .standard) == """
        ▿ Order
          - id: <UUID 1>
          - createdAt: <Date 1>
          - items: 0 elements
          - customerID: <redacted>
        """
    )
  }
}
