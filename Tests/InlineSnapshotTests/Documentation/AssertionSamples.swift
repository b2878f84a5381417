import Foundation
import InlineSnapshot
import Testing

// The samples of `assertInlineSnapshot`'s documentation and of "Getting started".

private struct User {
  var id: Int
  var name: String
}

private struct Session {
  var userID: Int
}

private struct LoginAPI {
  func login(phone: String) async throws -> Session { Session(userID: 42) }
}

/// A first run records, so these samples are compiled but not run.
@Suite(.disabled("A first run records its snapshot: these samples are compiled, not run"))
struct FirstRunSamples {
  // snippet: assert-first-run
  @Test func profile() {
    assertInlineSnapshot(of: User(id: 1, name: "Blob"), as: .dump)
  }
  // snippet-end
}

@Suite struct AssertionSamples {
  fileprivate let api = LoginAPI()

  // snippet: assert-recorded
  @Test func profile() {
    assertInlineSnapshot(of: User(id: 1, name: "Blob"), as: .dump) {
      """
      ▿ User
        - id: 1
        - name: "Blob"
      """
    }
  }
  // snippet-end

  // snippet: assert-async
  @Test func requests() async throws {
    await assertInlineSnapshot(of: { try await api.login(phone: "+100") }, as: .dump) {
      """
      ▿ Session
        - userID: 42
      """
    }
  }
  // snippet-end
}
