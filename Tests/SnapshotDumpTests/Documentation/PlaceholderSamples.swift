import Foundation
import SnapshotDump
import Testing

// The samples of `SnapshotPlaceholders`.

private struct Order {
  var id: UUID
  var items: [String]
  var customerID: UUID
}

@Suite struct PlaceholderSamples {
  @Test func orders() {
    // snippet: snapshot-placeholders
    let customer = UUID()
    let orders = [
      Order(id: UUID(), items: ["tea"], customerID: customer),
      Order(id: UUID(), items: ["cake"], customerID: customer),
    ]
    #expect(
      snapshotDump(orders, placeholders: .uuids) == """
        ▿ 2 elements
          ▿ Order
            - id: <UUID 1>
            ▿ items: 1 element
              - "tea"
            - customerID: <UUID 2>
          ▿ Order
            - id: <UUID 3>
            ▿ items: 1 element
              - "cake"
            - customerID: <UUID 2>
        """
    )
    // snippet-end
  }
}
