import SnapshotDump

/// Puts the members of JSON objects whose keys hold replaced values (`{"<uuid>": …}`) in the order
/// of their masked keys, then of their masked text, leaving every byte of the JSON as it was
/// printed: JSON printed with sorted keys is otherwise ordered by the values themselves. Members
/// that still tie (`"<UUID>" : true` twice) then follow the values written before them
/// (`JSONTieOrder`).
struct JSONMemberOrder: JSONByteReader {
  let bytes: [UInt8]
  private let numbering: PlaceholderNumbering
  var index = 0

  /// `json` reordered under the running assertion's placeholders, written after `trail` then
  /// `before` (the snapshot's text before it); unchanged without placeholders.
  static func orderedForPlaceholders(
    _ json: String, after trail: PlaceholderTrail? = nil, then before: () -> String = { "" }
  ) -> String {
    PlaceholderOrder.numbering.map { reordered(json, by: $0, after: trail, then: before) } ?? json
  }

  /// `json` reordered; unchanged when no key holds a value, or when it is not JSON.
  static func reordered(
    _ json: String, by numbering: PlaceholderNumbering, after trail: PlaceholderTrail? = nil,
    then before: () -> String = { "" }
  ) -> String {
    guard numbering.holdsValues(json) else { return json }
    var reader = JSONMemberOrder(bytes: Array(json.utf8), numbering: numbering)
    guard let value = reader.value(depth: 0) else { return json }
    reader.skipWhitespace()
    guard reader.index == reader.bytes.count else { return json }
    let ordered = JSONTieOrder.ordered(value, by: numbering, after: trail, then: before) ?? value
    return String(decoding: ordered, as: UTF8.self)
  }

  private init(bytes: [UInt8], numbering: PlaceholderNumbering) {
    self.bytes = bytes
    self.numbering = numbering
  }

  /// The value starting here (after whitespace), its objects reordered.
  private mutating func value(depth: Int) -> [UInt8]? {
    guard let start = valueStart(depth: depth) else { return nil }
    switch start {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return stringRange().map { Array(bytes[$0]) }
    default: return scalar()
    }
  }

  private mutating func object(depth: Int) -> [UInt8]? {
    var opening = [bytes[index]]
    index += 1
    opening += whitespace()
    var members: [(key: String, text: [UInt8])] = []
    var separators: [[UInt8]] = []
    if consume(UInt8(ascii: "}")) { return opening + [UInt8(ascii: "}")] }
    while true {
      guard let key = stringRange() else { return nil }
      var text = Array(bytes[key])
      text += whitespace()
      guard consume(UInt8(ascii: ":")) else { return nil }
      text.append(UInt8(ascii: ":"))
      text += whitespace()
      guard let value = value(depth: depth + 1) else { return nil }
      text += value
      members.append((String(decoding: bytes[key], as: UTF8.self), text))
      let separatorStart = index
      skipWhitespace()
      if consume(UInt8(ascii: ",")) {
        skipWhitespace()
        separators.append(Array(bytes[separatorStart..<index]))
        continue
      }
      let closingStart = separatorStart
      guard consume(UInt8(ascii: "}")) else { return nil }
      var result = opening
      for (position, member) in ordered(members).enumerated() {
        if position > 0 { result += separators[position - 1] }
        result += member.text
      }
      return result + bytes[closingStart..<index]
    }
  }

  /// Members in the order of their masked keys and text when a key holds a value, members that tie
  /// as printed (`JSONTieOrder` orders them); else as printed.
  private func ordered(_ members: [(key: String, text: [UInt8])]) -> [(key: String, text: [UInt8])] {
    guard members.contains(where: { numbering.holdsValues($0.key) }) else { return members }
    return PlaceholderOrder.sorted(members, by: numbering, then: nil) {
      [$0.key, String(decoding: $0.text, as: UTF8.self)]
    }
  }

  private mutating func array(depth: Int) -> [UInt8]? {
    var result = [bytes[index]]
    index += 1
    result += whitespace()
    if consume(UInt8(ascii: "]")) { return result + [UInt8(ascii: "]")] }
    while true {
      guard let element = value(depth: depth + 1) else { return nil }
      result += element
      let start = index
      skipWhitespace()
      if consume(UInt8(ascii: ",")) {
        skipWhitespace()
        result += bytes[start..<index]
        continue
      }
      guard consume(UInt8(ascii: "]")) else { return nil }
      return result + bytes[start..<index]
    }
  }

  /// A number, `true`, `false` or `null`: everything up to the next delimiter.
  private mutating func scalar() -> [UInt8]? {
    let start = index
    while index < bytes.count,
      ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
        .contains(bytes[index])
    {
      index += 1
    }
    return index > start ? Array(bytes[start..<index]) : nil
  }

  private mutating func whitespace() -> [UInt8] {
    let start = index
    skipWhitespace()
    return Array(bytes[start..<index])
  }
}
