/// A built-in type the dump prints as one line of text rather than through its `Mirror`.
/// Users customise with the public ``CustomSnapshotDumpStringConvertible`` instead, which wins.
protocol SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { get }

  /// The leaf text of `value` if it is of this exact type. A requirement rather than a helper so
  /// that each conformance gets a version specialised for its type: an unspecialised generic cast
  /// looks runtime metadata up on every call.
  static func snapshotDumpLeaf(of value: Any) -> String?
}

extension SnapshotDumpLeaf {
  static func snapshotDumpLeaf(of value: Any) -> String? {
    (value as? Self)?.snapshotDumpLeaf
  }
}

/// Numbers and `Bool` print as Swift prints them: `42`, `200.0`, `-0.0`, `nan`, `inf`, `true`.
protocol DescribedSnapshotDumpLeaf: SnapshotDumpLeaf, CustomStringConvertible {}

extension DescribedSnapshotDumpLeaf {
  var snapshotDumpLeaf: String { description }
}

extension Int: DescribedSnapshotDumpLeaf {}
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
extension Float: DescribedSnapshotDumpLeaf {}
extension Double: DescribedSnapshotDumpLeaf {}
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
extension Float16: DescribedSnapshotDumpLeaf {}
#endif
#if arch(x86_64) && (os(Linux) || os(FreeBSD) || os(OpenBSD)) 
extension Float80: DescribedSnapshotDumpLeaf {}
#endif
extension Bool: DescribedSnapshotDumpLeaf {}
