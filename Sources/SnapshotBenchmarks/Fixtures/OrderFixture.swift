/// A realistic value to dump: orders with nested arrays, dictionaries, optionals and enums.
///
/// One order dumps to about 20 lines:
///
/// ```text
/// ▿ Order
///   - id: 7
///   - customer: "Customer 7"
///   ▿ status: OrderStatus.shipped
///     - carrier: Carrier.parcelService
///     - trackingCode: "TRK-0000007"
///   ▿ lines: 2 elements
///     ▿ OrderLine
///       - sku: "SKU-7-0"
///       - quantity: 1
///       - unitPrice: 9.5
///     …
///   ▿ attributes: 2 key/value pairs
///     - channel: "web"
///     - region: "EU-7"
///   - note: nil
///   - discount: Discount.percent(10)
/// ```
struct Order {
  var id: Int
  var customer: String
  var status: OrderStatus
  var lines: [OrderLine]
  var attributes: [String: String]
  var note: String?
  var discount: Discount?
}

/// One line of an ``Order``.
struct OrderLine {
  var sku: String
  var quantity: Int
  var unitPrice: Double
}

/// Where an ``Order`` is; cases with and without associated values.
enum OrderStatus {
  case pending
  case shipped(carrier: Carrier, trackingCode: String)
  case cancelled(reason: String, refunded: Bool)
}

/// A payload-free enum nested in ``OrderStatus``.
enum Carrier {
  case post
  case parcelService
}

/// An optional enum with an unlabeled payload.
enum Discount {
  case percent(Int)
  case coupon(code: String)
}

enum OrderFixture {
  /// `count` orders, deterministic, varied so every enum case and both optional states occur.
  static func orders(count: Int) -> [Order] {
    (0..<count).map(order)
  }

  /// The order with index `index`.
  static func order(_ index: Int) -> Order {
    let status: OrderStatus
    switch index % 3 {
    case 0: status = .pending
    case 1: status = .shipped(carrier: index % 2 == 0 ? .post : .parcelService, trackingCode: "TRK-\(index)")
    default: status = .cancelled(reason: "Out of stock", refunded: index % 2 == 0)
    }
    let lines = (0..<2).map { line in
      OrderLine(sku: "SKU-\(index)-\(line)", quantity: line + 1, unitPrice: Double(index % 50) + 0.5)
    }
    return Order(
      id: index,
      customer: "Customer \(index)",
      status: status,
      lines: lines,
      attributes: ["channel": index % 2 == 0 ? "web" : "app", "region": "EU-\(index % 7)"],
      note: index % 4 == 0 ? "Leave at the door" : nil,
      discount: index % 5 == 0 ? .percent(10) : (index % 5 == 1 ? .coupon(code: "SPRING") : nil)
    )
  }
}
