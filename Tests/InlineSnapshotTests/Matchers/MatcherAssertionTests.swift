import Foundation
import LiteralTokens
import Testing

@testable import InlineSnapshot

/// Literals with matchers, asserted in this process: they pass against fresh values, and a matcher
/// of an unknown kind fails naming the kinds in scope. Failures that keep or record a change are
/// tested through the session (`MatcherSessionTests`) and end to end.
@Suite struct MatcherAssertionTests {
  struct Session {
    struct User {
      var id = 42
      var name = "Ada"
      var roles = ["admin", "owner"]
    }
    var id = UUID()
    var token = "tok_\(UUID().uuidString.prefix(8).lowercased())"
    var started = Date()
    var user = User()
    var plan = "free"
  }

  @Test func freshValuesMatchOnEveryRun() {
    for _ in 0..<3 {
      assertInlineSnapshot(of: Session(), as: .dump, record: .never) {
        """
        ▿ MatcherAssertionTests.Session
          - id: <any UUID>
          - token: "<any>"
          - started: <any Date>
          ▿ user: MatcherAssertionTests.Session.User
            - id: 42
            …
          - plan: "free"
        """
      }
    }
  }

  @Test func aScopesPatternNamesAKind() {
    withSnapshotTesting(placeholders: .pattern("tok_[0-9a-f]+", name: "Token")) {
      assertInlineSnapshot(of: Session().token, as: .lines, record: .never) {
        """
        <Token 1>
        """
      }
    }
    assertInlineSnapshot(of: "token \(Session().token)", as: .lines, record: .never) {
      """
      token <any>
      """
    }
    withSnapshotTesting(placeholders: .pattern("tok_[0-9a-f]+", name: "Token")) {
      assertInlineSnapshot(of: ["t": Session().token], as: .dump, record: .never) {
        """
        ▿ 1 key/value pair
          - "t": "<any Token>"
        """
      }
    }
  }

  /// Where no placeholder replaced it, a pattern kind's raw text is what its expression matches.
  @Test func aPatternKindsRawTextIsWhatItsExpressionMatches() {
    let kinds = SnapshotPlaceholders.pattern("tok_[0-9a-f]+", name: "Token").matcherKinds
    #expect(kinds.map(\.name) == ["UUID", "Date", "Number", "Token"])
    #expect(MatcherPattern.recorded("t: tok_ab12!", literal: "t: <any Token>!", kinds: kinds) == "t: <any Token>!")
    #expect(MatcherPattern.recorded("t: tok_XY!", literal: "t: <any Token>!", kinds: kinds) == "t: tok_XY!")
    let typeKinds = SnapshotPlaceholders.type(Int.self, name: "Count").matcherKinds
    #expect(MatcherPattern.recorded("n: <Count 2>", literal: "n: <any Count>", kinds: typeKinds) == "n: <any Count>")
    #expect(MatcherPattern.recorded("n: 2", literal: "n: <any Count>", kinds: typeKinds) == "n: 2")
  }

  @Test func aMatcherOfAnUnknownKindFailsNamingTheKindsInScope() {
    withKnownIssue {
      withSnapshotTesting(placeholders: .pattern("tok_[0-9a-f]+", name: "Token")) {
        assertInlineSnapshot(of: "id 1", as: .lines, record: .all) {
          """
          id <any Identifier>
          """
        }
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "The snapshot's `<any Identifier>` names a kind of value that is not in scope; the kinds are UUID, Date, "
          + "Number, Token. Correct the name, or give the scope a placeholder of that name (.pattern(_:name:) or "
          + ".type(_:name:)); nothing was compared or recorded."
      ]
    }
  }

  @Test func aPatternKindAfterAnyStartsOnACharacter() {
    // The pattern reads text from where it starts: from the middle of "é"'s two bytes, the stray byte
    // decodes as a three-byte replacement character, and the match would end past the value.
    let kinds = SnapshotPlaceholders.pattern(#"[^ "]+"#, name: "Word").matcherKinds
    let literal = MatcherPattern("- name: \"<any><any Word>\"", kinds: kinds)
    #expect(literal.matches("- name: \"héllo\""))
    #expect(!literal.matches("- name: \"é  \""))
  }
}
