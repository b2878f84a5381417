/// A type that prints as a single leaf line in ``snapshotDump(_:redacting:)`` and
/// ``snapshotLine(_:redacting:)``, instead of showing its properties.
///
/// ```swift
/// struct Money: CustomSnapshotDumpStringConvertible {
///   var minorUnits: Int
///   var currency: String
///   var snapshotDumpDescription: String { "\(minorUnits / 100).\(minorUnits % 100) \(currency)" }
/// }
///
/// snapshotDump(Order(total: Money(minorUnits: 1250, currency: "EUR")))
/// // ▿ Order
/// //   - total: 12.50 EUR
/// ```
///
/// The text is written as is, so keep it on one line and free of memory addresses.
public protocol CustomSnapshotDumpStringConvertible {
  /// The one-line text that stands for this value in a dump.
  var snapshotDumpDescription: String { get }
}
