/// A strict RFC 8259 parser over UTF-8 bytes. Any malformed input gives `nil`, so the caller can
/// fall back to showing the body as text.
struct JSONParser: JSONByteReader {
  let bytes: [UInt8]
  var index = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  static func parse(_ bytes: [UInt8]) -> JSONValue? {
    var parser = JSONParser(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipWhitespace()
    return parser.index == bytes.count ? value : nil
  }

  private mutating func value(depth: Int) -> JSONValue? {
    guard let start = valueStart(depth: depth) else { return nil }
    switch start {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return keyword("true", .bool(true))
    case UInt8(ascii: "f"): return keyword("false", .bool(false))
    case UInt8(ascii: "n"): return keyword("null", .null)
    default: return number()
    }
  }

  private mutating func object(depth: Int) -> JSONValue? {
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")), let value = value(depth: depth + 1) else { return nil }
      members.append(JSONMember(key: key, value: value))
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      return consume(UInt8(ascii: "}")) ? .object(members) : nil
    }
  }

  private mutating func array(depth: Int) -> JSONValue? {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      guard let element = value(depth: depth + 1) else { return nil }
      elements.append(element)
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      return consume(UInt8(ascii: "]")) ? .array(elements) : nil
    }
  }

  /// Parses a string literal starting at its opening quote.
  private mutating func string() -> String? {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ end: Int, into scalars: inout String.UnicodeScalarView) -> Bool {
      guard runStart < end else { return true }
      guard let text = UTF8Text.decode(bytes[runStart..<end]) else { return false }
      scalars.append(contentsOf: text.unicodeScalars)
      return true
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        guard flushRun(index, into: &scalars) else { return nil }
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        guard flushRun(index, into: &scalars), let scalar = escape() else { return nil }
        scalars.append(scalar)
        runStart = index
      case 0x00..<0x20:
        return nil
      default:
        index += 1
      }
    }
    return nil
  }

  /// Parses an escape starting at its backslash.
  private mutating func escape() -> Unicode.Scalar? {
    index += 1
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      guard let unit = hex4() else { return nil }
      if (0xD800..<0xDC00).contains(unit) {
        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")), let low = hex4(),
          (0xDC00..<0xE000).contains(low)
        else { return nil }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
      }
      return Unicode.Scalar(unit)
    default:
      return nil
    }
  }

  private mutating func hex4() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var result: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      result = result * 16 + UInt32(digit)
    }
    index += 4
    return result
  }

  private mutating func number() -> JSONValue? {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    if consume(UInt8(ascii: "0")) {
      // A leading zero stands alone.
    } else {
      guard digits() > 0 else { return nil }
    }
    if consume(UInt8(ascii: ".")) {
      guard digits() > 0 else { return nil }
    }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      guard digits() > 0 else { return nil }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private mutating func keyword(_ word: String, _ value: JSONValue) -> JSONValue? {
    let utf8 = Array(word.utf8)
    guard bytes[index...].starts(with: utf8) else { return nil }
    index += utf8.count
    return value
  }
}
