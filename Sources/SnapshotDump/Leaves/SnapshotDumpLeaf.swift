/// A built-in type the dump prints as one line of text rather than through its `Mirror`.
/// Users customise with the public ``CustomSnapshotDumpStringConvertible`` instead, which wins.
protocol SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { get }

  /// The leaf text of `value` if it is of this exact type. A requirement rather than a helper so
  /// that each conformance gets a version specialised for its type: an unspecialised generic cast
  /// looks runtime metadata up on every call.
  static func snapshotDumpLeaf(of value: Any) -> String?

  /// Appends the leaf text of the value of this type stored at `address` as UTF-8 to `bytes`.
  /// Text and integers write their bytes without a `String`.
  static func appendSnapshotDumpLeaf(at address: UnsafeRawPointer, to bytes: inout [UInt8])

  /// Whether the leaf text may hold text placeholders look for (UUIDs, dates, patterns): false
  /// for numbers, `Bool` and byte counts.
  static var holdsText: Bool { get }
}

extension SnapshotDumpLeaf {
  static func snapshotDumpLeaf(of value: Any) -> String? {
    (value as? Self)?.snapshotDumpLeaf
  }

  static func appendSnapshotDumpLeaf(at address: UnsafeRawPointer, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: address.assumingMemoryBound(to: Self.self).pointee.snapshotDumpLeaf.utf8)
  }

  static var holdsText: Bool { true }
}

/// Integers and `Bool` print as Swift prints them: `42`, `-7`, `true`.
protocol DescribedSnapshotDumpLeaf: SnapshotDumpLeaf, CustomStringConvertible {}

extension DescribedSnapshotDumpLeaf {
  var snapshotDumpLeaf: String { description }

  static var holdsText: Bool { false }
}

extension Int: DescribedSnapshotDumpLeaf {
  static func appendSnapshotDumpLeaf(at address: UnsafeRawPointer, to bytes: inout [UInt8]) {
    DecimalDigits.append(address.load(as: Int.self), to: &bytes)
  }
}
extension Int8: DescribedSnapshotDumpLeaf {}
extension Int16: DescribedSnapshotDumpLeaf {}
extension Int32: DescribedSnapshotDumpLeaf {}
extension Int64: DescribedSnapshotDumpLeaf {}
extension UInt: DescribedSnapshotDumpLeaf {}
extension UInt8: DescribedSnapshotDumpLeaf {}
extension UInt16: DescribedSnapshotDumpLeaf {}
extension UInt32: DescribedSnapshotDumpLeaf {}
extension UInt64: DescribedSnapshotDumpLeaf {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: DescribedSnapshotDumpLeaf {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: DescribedSnapshotDumpLeaf {}
extension Float: FloatingPointSnapshotDumpLeaf {}
extension Double: FloatingPointSnapshotDumpLeaf {}
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
  @available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
  extension Float16: FloatingPointSnapshotDumpLeaf {}
#endif
#if arch(x86_64) && (os(Linux) || os(FreeBSD) || os(OpenBSD))
  extension Float80: FloatingPointSnapshotDumpLeaf {}
#endif
extension Bool: DescribedSnapshotDumpLeaf {
  static func appendSnapshotDumpLeaf(at address: UnsafeRawPointer, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: (address.load(as: Bool.self) ? "true" : "false").utf8)
  }
}

/// Writes integers as decimal UTF-8 digits, as `description` would, without making a `String`.
enum DecimalDigits {
  static func append(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }
}
