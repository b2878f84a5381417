import Foundation
import InlineSnapshot
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// `Order` is the documentation's (Documentation/PlaceholderSamples.swift).

private struct Selection {
  var selected: UUID?
  var updatedAt: Date
}

/// Every strategy goes through the assertion's placeholders: typed values in what the toolkit
/// walks, and UUID- and date-shaped text anywhere, one numbering per snapshot.
@Suite struct PlaceholderStrategyTests {
  private static let instant = Date(timeIntervalSince1970: 1_714_557_600)  // 2024-05-01T10:00:00Z

  @Test func dumpNumbersTypedValuesOfTheSnapshot() {
    let customer = UUID()
    let orders = [
      Order(id: UUID(), createdAt: Date(), items: ["tea"], customerID: customer),
      Order(id: UUID(), createdAt: Date().addingTimeInterval(1), items: ["cake"], customerID: customer),
    ]
    assertInlineSnapshot(of: orders, as: .dump, placeholders: .standard) {
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

  @Test func linesAndDescriptionsAreSearchedAsText() {
    let id = UUID()
    let log = "created \(id) at 2024-05-01T10:00:00Z\nshipped \(id.uuidString.lowercased()) at \(Self.instant)"
    assertInlineSnapshot(of: log, as: .lines, placeholders: .standard) {
      """
      created <UUID 1> at <Date 1>
      shipped <UUID 1> at <Date 1>
      """
    }
    assertInlineSnapshot(
      of: Selection(selected: id, updatedAt: Self.instant), as: .description, placeholders: .standard
    ) {
      """
      Selection(selected: Optional(<UUID 1>), updatedAt: <Date 1>)
      """
    }
  }

  @Test func jsonObjectsKeyedByValuesAreOrderedTheSameOnEveryRun() {
    func snapshot() {
      let ids = [UUID(), UUID()]
      let encoder = JSONEncoder.snapshotEncoder()
      encoder.dateEncodingStrategy = .iso8601
      let orders = [
        ids[0].uuidString: Order(id: ids[0], createdAt: Self.instant, items: ["tea"], customerID: ids[1]),
        ids[1].uuidString: Order(id: ids[1], createdAt: Self.instant, items: ["cake"], customerID: ids[1]),
      ]
      assertInlineSnapshot(of: orders, as: .json(encoder), placeholders: .standard) {
        """
        {
          "<UUID 1>" : {
            "createdAt" : "<Date 1>",
            "customerID" : "<UUID 1>",
            "id" : "<UUID 1>",
            "items" : [
              "cake"
            ]
          },
          "<UUID 2>" : {
            "createdAt" : "<Date 1>",
            "customerID" : "<UUID 1>",
            "id" : "<UUID 2>",
            "items" : [
              "tea"
            ]
          }
        }
        """
      }
    }
    for _ in 0..<20 { snapshot() }
  }

  @Test func jsonSerializationObjectsToo() {
    let payload: [String: Any] = [UUID().uuidString: 2, UUID().uuidString: 1]
    assertInlineSnapshot(of: payload, as: .json, placeholders: .uuids) {
      """
      {
        "<UUID 1>" : 1,
        "<UUID 2>" : 2
      }
      """
    }
  }

  @Test func requestsInEveryStyle() throws {
    let order = UUID()
    let customer = UUID()
    let body = #"{"customer":"\#(customer)","lines":{"\#(UUID())":2,"\#(order)":1}}"#
    let requests = [
      RecordedRequest(
        method: "POST", path: "/orders/\(order)",
        query: [.init(name: "customer", value: customer.uuidString), .init(name: "at", value: "2024-05-01T10:00:00Z")],
        headers: ["Content-Type": "application/json", "Idempotency-Key": UUID().uuidString], body: Data(body.utf8)),
      RecordedRequest(path: "/customers/\(customer.uuidString.lowercased())"),
    ]
    assertInlineSnapshot(of: requests, as: .requests(headers: ["Idempotency-Key"]), placeholders: .standard) {
      """
      POST /orders/<UUID 1>?at=<Date 1>&customer=<UUID 2>
      Idempotency-Key: <UUID 3>
      {
        "customer" : "<UUID 2>",
        "lines" : {
          "<UUID 1>" : 1,
          "<UUID 4>" : 2
        }
      }

      GET /customers/<UUID 2>
      """
    }
    assertInlineSnapshot(of: requests, as: .requests(.paths), placeholders: .standard) {
      """
      POST /orders/<UUID 1>
      GET /customers/<UUID 2>
      """
    }
    var request = URLRequest(url: try #require(URL(string: "https://example.com/orders/\(order)?id=\(order)")))
    request.setValue(customer.uuidString, forHTTPHeaderField: "X-Customer")
    assertInlineSnapshot(of: request, as: .raw, placeholders: .uuids) {
      """
      GET https://example.com/orders/<UUID 1>?id=<UUID 1>
      X-Customer: <UUID 2>
      """
    }
  }

  @Test func formBodiesAndQueriesWithOneNameKeepTheOrderTheyWereSentIn() {
    // A server reads a repeated name as a list, in order; the values are masked, their order is not.
    func snapshot() {
      let request = RecordedRequest(
        method: "POST", path: "/cart",
        query: [.init(name: "id", value: "b-\(UUID())"), .init(name: "id", value: "a-\(UUID())")],
        headers: ["Content-Type": "application/x-www-form-urlencoded"],
        body: Data("item=z-\(UUID())&item=y-\(UUID())".utf8))
      assertInlineSnapshot(of: [request], as: .requests, placeholders: .uuids) {
        """
        POST /cart?id=b-<UUID 1>&id=a-<UUID 2>
        item=z-<UUID 3>
        item=y-<UUID 4>
        """
      }
    }
    for _ in 0..<20 { snapshot() }
  }

  @Test func eventsSharingAnIdShareItsToken() {
    let order = UUID()
    let events = [
      AnalyticsEvent(name: "order_created", parameters: ["order_id": "\(order)", "at": "2024-05-01T10:00:00Z"]),
      AnalyticsEvent(name: "order_paid", parameters: ["order_id": "\(order)", "payment_id": "\(UUID())"]),
    ]
    assertInlineSnapshot(of: events, as: .events, placeholders: .standard) {
      """
      order_created
        at: "<Date 1>"
        order_id: "<UUID 1>"
      order_paid
        order_id: "<UUID 1>"
        payment_id: "<UUID 2>"
      """
    }
  }

  @Test func statesInEveryStyleShareOneNumbering() {
    let first = UUID()
    let second = UUID()
    let history = StateHistory([Selection(selected: nil, updatedAt: Self.instant)])
    history.record(Selection(selected: first, updatedAt: Self.instant), after: "select \(first)")
    history.record(Selection(selected: second, updatedAt: Self.instant.addingTimeInterval(1)), after: "select next")
    history.record(Selection(selected: second, updatedAt: Self.instant.addingTimeInterval(1)), after: "select again")
    assertInlineSnapshot(of: history, as: .states, placeholders: .standard) {
      """
      Selection(selected: nil, updatedAt: <Date 1>)
      Selection(selected: <UUID 1>, updatedAt: <Date 1>)
      Selection(selected: <UUID 2>, updatedAt: <Date 2>)
      Selection(selected: <UUID 2>, updatedAt: <Date 2>)
      """
    }
    assertInlineSnapshot(of: history, as: .states(.dump, removingDuplicates: true), placeholders: .standard) {
      """
      1. ▿ Selection
           - selected: nil
           - updatedAt: <Date 1>
      2. ▿ Selection
           - selected: <UUID 1>
           - updatedAt: <Date 1>
      3. ▿ Selection
           - selected: <UUID 2>
           - updatedAt: <Date 2>
      """
    }
    // The action names the first UUID as text before the state holds it as a value: one token.
    assertInlineSnapshot(of: history, as: .states(.changes), placeholders: .standard) {
      """
      ▿ Selection
        - selected: nil
        - updatedAt: <Date 1>

      → select <UUID 1>
        selected: nil → <UUID 1>

      → select next
        selected: <UUID 1> → <UUID 2>
        updatedAt: <Date 1> → <Date 2>

      → select again
        (no change)
      """
    }
  }

  @Test func aPatternNamesItsTokens() {
    let session = [
      "access": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln", "refresh": "eyJhbGciOiJIUzI1NiJ9.eyJzIjoyfQ.c2ln",
    ]
    assertInlineSnapshot(of: session, as: .dump, placeholders: [.standard, .pattern(#"eyJ[\w.-]+"#, name: "JWT")]) {
      """
      ▿ 2 key/value pairs
        - "access": "<JWT 1>"
        - "refresh": "<JWT 2>"
      """
    }
  }
}
