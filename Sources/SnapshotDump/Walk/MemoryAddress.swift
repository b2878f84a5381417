/// Spots memory addresses (`0x600000c04000`) in descriptions, which must never reach a dump:
/// they change from run to run.
enum MemoryAddress {
  static func appears(in text: String) -> Bool {
    var hexDigitsAfterPrefix = -1
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if hexDigitsAfterPrefix >= 0, isHexDigit(byte) {
        hexDigitsAfterPrefix += 1
        if hexDigitsAfterPrefix >= 4 { return true }
        continue
      }
      hexDigitsAfterPrefix = (previous == UInt8(ascii: "0") && byte == UInt8(ascii: "x")) ? 0 : -1
      previous = byte
    }
    return false
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return true
    default:
      return false
    }
  }
}
