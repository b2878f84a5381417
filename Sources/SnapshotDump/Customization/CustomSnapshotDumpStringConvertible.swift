/// A type that prints as a single leaf line in ``snapshotDump(_:redacting:placeholders:)`` and
/// ``snapshotLine(_:redacting:placeholders:)``, instead of showing its properties.
///
/// ```swift
/// struct Price: CustomSnapshotDumpStringConvertible {
///   var cents: Int
///   var currency: String
///   var snapshotDumpDescription: String { "\(Decimal(cents) / 100) \(currency)" }
/// }
/// ```
///
/// ```swift
/// #expect(
///   snapshotDump(Basket(total: Price(cents: 1250, currency: "EUR"))) == """
///     ▿ Basket
///       - total: 12.5 EUR
///     """
/// )
/// ```
///
/// The text is written as is, so keep it on one line and free of memory addresses.
public protocol CustomSnapshotDumpStringConvertible {
  /// The one-line text that stands for this value in a dump.
  var snapshotDumpDescription: String { get }
}
