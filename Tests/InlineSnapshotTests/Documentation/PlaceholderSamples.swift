import Foundation
import InlineSnapshot
import Testing
import XCTest

// The samples of "Values that change every run".

struct Order: Encodable {
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
}

// snippet: placeholders-controlled
struct OrderFactory {
  var now: () -> Date = { Date() }
  var makeID: () -> UUID = { UUID() }

  func order(_ items: [String], for customer: UUID) -> Order {
    Order(id: makeID(), createdAt: now(), items: items, customerID: customer)
  }
}
// snippet-end

private struct Session {
  var userID: Int
  var accessToken: String
}

// snippet: placeholders-suite
@Suite(.snapshots(placeholders: .standard))
struct CheckoutTests {
  @Test func orders() {
    let customer = UUID()
    let orders = [
      Order(id: UUID(), createdAt: Date(), items: ["tea"], customerID: customer),
      Order(id: UUID(), createdAt: Date(timeIntervalSinceNow: 60), items: ["cake"], customerID: customer),
    ]
    assertInlineSnapshot(of: orders, as: .dump) {
      """
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
    }
  }
}
// snippet-end

// snippet: placeholders-xctest
final class CheckoutXCTests: XCTestCase {
  override func invokeTest() {
    withSnapshotTesting(placeholders: .standard) {
      super.invokeTest()
    }
  }
}
// snippet-end

@Suite struct PlaceholderSamples {
  let order = Order(id: UUID(), createdAt: Date(), items: ["tea"], customerID: UUID())

  @Test func oneAssertion() {
    // snippet: placeholders-call
    assertInlineSnapshot(of: "GET /orders/\(order.id)?customer=\(order.customerID)", as: .lines, placeholders: .uuids) {
      """
      GET /orders/<UUID 1>?customer=<UUID 2>
      """
    }
    // snippet-end
  }

  @Test func patternsAndTypes() {
    let owner = Tagged<User, UUID>(rawValue: UUID())
    let token = "eyJhbGciOiJIUzI1NiJ9.\(UUID().uuidString).c2ln"
    // snippet: placeholders-pattern-type
    let members = [Member(id: owner, invitedBy: nil), Member(id: Tagged(rawValue: UUID()), invitedBy: owner)]
    assertInlineSnapshot(of: members, as: .dump, placeholders: .type(Tagged<User, UUID>.self, name: "UserID")) {
      """
      ▿ 2 elements
        ▿ Member
          - id: <UserID 1>
          - invitedBy: nil
        ▿ Member
          - id: <UserID 2>
          - invitedBy: <UserID 1>
      """
    }
    assertInlineSnapshot(
      of: "Authorization: Bearer \(token)", as: .lines,
      placeholders: [.standard, .pattern(#"eyJ[\w.-]+"#, name: "JWT")]
    ) {
      """
      Authorization: Bearer <JWT 1>
      """
    }
    // snippet-end
  }

  @Test func controlledSources() throws {
    let customer = try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000C"))
    // snippet: placeholders-controlled-test
    let factory = OrderFactory(
      now: { Date(timeIntervalSince1970: 1_714_557_600) },
      makeID: { UUID(uuidString: "00000000-0000-0000-0000-000000000001")! }
    )
    assertInlineSnapshot(of: factory.order(["tea"], for: customer), as: .dump) {
      """
      ▿ Order
        - id: 00000000-0000-0000-0000-000000000001
        - createdAt: 2024-05-01T10:00:00Z
        ▿ items: 1 element
          - "tea"
        - customerID: 00000000-0000-0000-0000-00000000000C
      """
    }
    // snippet-end
  }

  @Test func redaction() {
    // snippet: placeholders-redaction
    let session = Session(userID: 42, accessToken: "eyJhbGciOiJIUzI1NiJ9.e30.c2ln")
    assertInlineSnapshot(of: session, as: .dump(redacting: ["accessToken"])) {
      """
      ▿ Session
        - userID: 42
        - accessToken: <redacted>
      """
    }
    // snippet-end
  }
}

@Suite(.snapshots(placeholders: .standard))
struct TokenLookalikeSamples {
  @Test func noteThatMentionsAToken() {
    let id = UUID()
    // snippet: placeholders-escaped
    assertInlineSnapshot(of: "note: see <UUID 1>\nid: \(id)", as: .lines) {
      #"""
      note: see <\UUID 1>
      id: <UUID 1>
      """#
    }
    // snippet-end
  }
}
