import LiteralTokens
import Testing

/// Each built-in kind accepts its values as a snapshot prints them and its placeholder token, and
/// nothing else; a caller's kind plugs in as data.
struct MatcherKindTests {
  private func matches(_ literal: String, _ actual: String, kinds: [MatcherKind] = MatcherKind.builtIns) -> Bool {
    MatcherPattern(literal, kinds: kinds).matches(actual)
  }

  @Test(arguments: [
    "9F2C4A1E-0B3D-4C5E-8F60-718293A4B5C6", "9f2c4a1e-0b3d-4c5e-8f60-718293a4b5c6", "<UUID 1>", "<UUID 12>",
  ])
  func aUUIDIsItsTextOrItsToken(_ value: String) {
    #expect(matches("- id: <any UUID>", "- id: \(value)"))
  }

  @Test(arguments: [
    "9F2C4A1E-0B3D-4C5E-8F60-718293A4B5C", "9F2C4A1E0B3D-4C5E-8F60-718293A4B5C6",
    "9G2C4A1E-0B3D-4C5E-8F60-718293A4B5C6",
    #"<\UUID 1>"#, "<UUID>", "<Date 1>", "42", "",
  ])
  func anythingElseIsNoUUID(_ value: String) {
    #expect(!matches("- id: <any UUID>", "- id: \(value)"))
  }

  @Test(arguments: ["-12", "249.75", "1e-05", "0", "3.0E+10", "<Number 2>"])
  func aNumberIsAsSwiftPrintsOne(_ value: String) {
    #expect(matches("count: <any Number>", "count: \(value)"))
  }

  @Test(arguments: ["1.", ".5", "-", "1e", "12a", "9F2C4A1E-0B3D-4C5E-8F60-718293A4B5C6", "<UUID 1>", "nan", "+1"])
  func anythingElseIsNoNumber(_ value: String) {
    #expect(!matches("count: <any Number>", "count: \(value)"))
  }

  @Test(arguments: [
    "2024-05-01T10:00:00Z", "2024-05-01T10:00:00.25Z", "2024-05-01T10:00:00.123456Z", "2024-05-01T10:00:00+02:00",
    "2024-05-01T10:00:00.25-0530", "2024-05-01T10:00:00", "2024-05-01 10:00:00 +0000", "<Date 3>",
  ])
  func aDateIsISO8601OrADatesDescription(_ value: String) {
    #expect(matches("at: <any Date>", "at: \(value)"))
  }

  @Test(arguments: [
    "2024-13-01T10:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T10:00Z", "2024-05-01", "2024-05-01 10:00:00",
    "2024-05-01T10:00:00.Z", "<UUID 1>",
  ])
  func anythingElseIsNoDate(_ value: String) {
    #expect(!matches("at: <any Date>", "at: \(value)"))
  }

  @Test func aKindIsFoundByItsEndsOrByAPredicateAndAcceptsItsToken() {
    let jwt = MatcherKind(name: "JWT") { line, start in
      guard start + 3 <= line.count, line[start] == UInt8(ascii: "e"), line[start + 1] == UInt8(ascii: "y"),
        line[start + 2] == UInt8(ascii: "J")
      else { return [] }
      var end = start + 3
      while end < line.count, line[end] != UInt8(ascii: "\"") { end += 1 }
      return [end]
    }
    let word = MatcherKind(name: "Access Token") { $0.allSatisfy(\.isLowercase) }
    let kinds = MatcherKind.builtIns + [jwt, word]
    #expect(matches(#"token: "<any JWT>""#, #"token: "eyJhbGciOi.x-y""#, kinds: kinds))
    #expect(matches(#"token: "<any JWT>""#, #"token: "<JWT 1>""#, kinds: kinds))
    #expect(!matches(#"token: "<any JWT>""#, #"token: "abc""#, kinds: kinds))
    #expect(matches("<any Access Token>!", "secret!", kinds: kinds))
    #expect(matches("<any Access Token>!", "<Access Token 2>!", kinds: kinds))
    #expect(!matches("<any Access Token>!", "Secret!", kinds: kinds))
  }

  @Test func aKindOnlyItsTokensStandForMatchesOnlyThem() {
    let kinds = [MatcherKind(name: "UserID", ends: nil)]
    #expect(matches("user: <any UserID>", "user: <UserID 4>", kinds: kinds))
    #expect(!matches("user: <any UserID>", "user: 42", kinds: kinds))
  }

  @Test func anUnknownKindIsAReasonNamingTheKnownOnes() {
    let pattern = MatcherPattern("a\nid: <any Bogus>\nb: <any Other>\nc: <any Bogus>", kinds: MatcherKind.builtIns)
    #expect(
      pattern.reasons == [
        .unknownKind(name: "Bogus", known: ["UUID", "Date", "Number"]),
        .unknownKind(name: "Other", known: ["UUID", "Date", "Number"]),
      ])
    #expect(!pattern.matches("a\nid: x\nb: y\nc: z"))
    #expect(pattern.rerecorded(for: "a\nid: x\nb: y\nc: z") == "a\nid: x\nb: y\nc: z")
  }
}
