import Foundation
import InlineSnapshot
import Testing

// The samples of "Matching any value".

private struct User {
  var id: Int
  var name: String
  var roles: [String]
}

private struct Session {
  var id: UUID
  var token: String
  var started: Date
  var user: User
  var plan: String
}

private enum SignIn {
  static func start(user: User) -> Session {
    Session(id: UUID(), token: "t-\(UUID().uuidString)", started: Date(), user: user, plan: "free")
  }
}

private func issueToken() -> String { "tok_" + UUID().uuidString.prefix(8).lowercased() }

struct MatcherSamples {
  // snippet: matchers-session
  @Test func signIn() {
    let session = SignIn.start(user: User(id: 42, name: "Ada", roles: ["admin", "owner"]))
    assertInlineSnapshot(of: session, as: .dump) {
      """
      ▿ Session
        - id: <any UUID>
        - token: "<any>"
        - started: <any Date>
        ▿ user: User
          - id: 42
          …
        - plan: "free"
      """
    }
  }
  // snippet-end
}

// snippet: matchers-pattern-kind
@Suite(.snapshots(placeholders: .pattern("tok_[0-9a-f]+", name: "Token")))
struct TokenTests {
  @Test func token() {
    assertInlineSnapshot(of: "token: \(issueToken())", as: .lines) {
      """
      token: <any Token>
      """
    }
  }
}
// snippet-end
