import Foundation

/// An ``Order`` with the values that change every run in a real test: an id and a creation date.
/// One dumps to 3 lines more than its order.
struct TrackedOrder {
  var id: UUID
  var createdAt: Date
  var order: Order
}

enum TrackedOrderFixture {
  /// `count` tracked orders, deterministic: ids and dates derived from the index, all distinct.
  static func orders(count: Int) -> [TrackedOrder] {
    (0..<count).map { index in
      TrackedOrder(
        id: id(index), createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 0.25),
        order: OrderFixture.order(index))
    }
  }

  /// `0F1E2D3C-4B5A-4978-…`, the index in the last eight bytes.
  private static func id(_ index: Int) -> UUID {
    var uuid: uuid_t = (0x0F, 0x1E, 0x2D, 0x3C, 0x4B, 0x5A, 0x49, 0x78, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &uuid) { $0.storeBytes(of: UInt64(index).bigEndian, toByteOffset: 8, as: UInt64.self) }
    return UUID(uuid: uuid)
  }
}
