import Foundation

/// Foundation's boxed values print like the Swift values they box, never as an object: a boxed
/// `Bool` as `true`, a `Double` as Swift prints it (`1.0`, `0.30000000000000004`), an integer as
/// an integer. The number's kind decides, not its `stringValue`, which prints `true` as `1` and
/// rounds doubles to 16 digits on Darwin: `{"on": true}`, `{"on": 1}` and `{"on": 1.0}` from
/// `JSONSerialization` print apart.
extension NSNumber: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { BoxedNumber.text(of: self) }
}

extension NSString: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { QuotedText.literal(description) }
}

extension NSURL: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { absoluteURL?.absoluteString ?? description }
}

/// The Swift spelling of the value an `NSNumber` boxes.
enum BoxedNumber {
  static func text(of number: NSNumber) -> String {
    if let decimal = number as? NSDecimalNumber { return decimal.decimalValue.description }
    if isBool(number) { return number.boolValue ? "true" : "false" }
    switch number.objCType.pointee {
    case CChar(UInt8(ascii: "d")): return number.doubleValue.debugDescription
    case CChar(UInt8(ascii: "f")): return number.floatValue.debugDescription
    case CChar(UInt8(ascii: "C")), CChar(UInt8(ascii: "S")), CChar(UInt8(ascii: "I")), CChar(UInt8(ascii: "L")),
      CChar(UInt8(ascii: "Q")):
      return number.uint64Value.description
    default: return number.int64Value.description
    }
  }

  /// Whether `number` boxes a `Bool`: the `kCFBoolean` singletons, whose kind is `c` like a
  /// boxed `CChar`'s.
  private static func isBool(_ number: NSNumber) -> Bool {
    #if canImport(Darwin)
      return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
      // swift-corelibs-foundation boxes a `Bool` in its own subclass (`__NSCFBoolean`).
      return ObjectIdentifier(type(of: number)) == booleanClass
    #endif
  }

  #if !canImport(Darwin)
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))
  #endif
}
