import SnapshotDump

/// The second pass of `JSONMemberOrder`: members that are the same once their values are masked
/// (`"<UUID>" : true` twice), which the first pass leaves in the order they were printed (the order
/// of the values themselves), put in the order of the values written before them (see
/// `PlaceholderOrder`). The document is read from the top, so that the text before each object is
/// already in its final order when its members are ordered.
struct JSONTieOrder: JSONByteReader {
  let bytes: [UInt8]
  var index = 0
  private let numbering: PlaceholderNumbering
  private let before: () -> String
  /// The document written so far.
  private var output: [UInt8] = []
  /// The text before the document, then `output` up to `searched`: made at the first tie, then
  /// extended at each, so the document is searched once however many ties it has.
  private var trail: PlaceholderTrail?
  private let outerTrail: PlaceholderTrail?
  private var searched = 0

  /// `json` (as the first pass left it) with its tied members ordered, written after `trail` then
  /// `before`; `nil` when it is not JSON.
  static func ordered(
    _ json: [UInt8], by numbering: PlaceholderNumbering, after trail: PlaceholderTrail?, then before: () -> String
  ) -> [UInt8]? {
    withoutActuallyEscaping(before) { before in
      var reader = JSONTieOrder(bytes: json, numbering: numbering, trail: trail, before: before)
      guard reader.value(depth: 0) else { return nil }
      reader.output += json[reader.index...]
      return reader.output
    }
  }

  private init(
    bytes: [UInt8], numbering: PlaceholderNumbering, trail: PlaceholderTrail?, before: @escaping () -> String
  ) {
    self.bytes = bytes
    self.numbering = numbering
    self.outerTrail = trail
    self.before = before
    output.reserveCapacity(bytes.count)
  }

  /// Writes the value starting here, whitespace before it included.
  private mutating func value(depth: Int) -> Bool {
    let from = index
    guard let start = valueStart(depth: depth) else { return false }
    output += bytes[from..<index]
    switch start {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    default:
      let valueStart = index
      guard skipValue(depth: depth) else { return false }
      output += bytes[valueStart..<index]
      return true
    }
  }

  private mutating func array(depth: Int) -> Bool {
    output.append(bytes[index])
    index += 1
    let from = index
    skipWhitespace()
    if consume(UInt8(ascii: "]")) {
      output += bytes[from..<index]
      return true
    }
    index = from
    while true {
      guard value(depth: depth + 1) else { return false }
      let separator = index
      skipWhitespace()
      if consume(UInt8(ascii: ",")) {
        output += bytes[separator..<index]
        continue
      }
      guard consume(UInt8(ascii: "]")) else { return false }
      output += bytes[separator..<index]
      return true
    }
  }

  /// One member: where it starts, where its value starts (after the `:`) and where it ends.
  private struct Member {
    var start: Int
    var key: Range<Int>
    var valueStart: Int
    var end: Int
  }

  private mutating func object(depth: Int) -> Bool {
    output.append(bytes[index])
    index += 1
    let openingStart = index
    skipWhitespace()
    let opening = openingStart..<index
    if consume(UInt8(ascii: "}")) {
      output += bytes[opening.lowerBound..<index]
      return true
    }
    var members: [Member] = []
    var separators: [Range<Int>] = []
    let closing: Range<Int>
    while true {
      let start = index
      guard let key = stringRange() else { return false }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { return false }
      let valueStart = index
      guard skipValue(depth: depth + 1) else { return false }
      members.append(Member(start: start, key: key, valueStart: valueStart, end: index))
      let separatorStart = index
      skipWhitespace()
      if consume(UInt8(ascii: ",")) {
        skipWhitespace()
        separators.append(separatorStart..<index)
        continue
      }
      guard consume(UInt8(ascii: "}")) else { return false }
      closing = separatorStart..<index
      break
    }
    let end = index
    output += bytes[opening]
    let masked = maskedTexts(members)
    var position = 0
    while position < members.count {
      var runEnd = position + 1
      while let masked, runEnd < members.count, masked[runEnd] == masked[position] { runEnd += 1 }
      let run = Array(members[position..<runEnd])
      let order = run.count > 1 ? tieOrder(run) : run
      for member in order {
        if position > 0 { output += bytes[separators[position - 1]] }
        output += bytes[member.start..<member.valueStart]
        index = member.valueStart
        guard value(depth: depth + 1) else { return false }
        position += 1
      }
    }
    output += bytes[closing]
    index = end
    return true
  }

  /// The members' masked texts, when a key holds a value (the first pass ordered them by those);
  /// `nil` when none does, so the members stay as printed.
  private func maskedTexts(_ members: [Member]) -> [String]? {
    let keys = members.map { String(decoding: bytes[$0.key], as: UTF8.self) }
    guard keys.contains(where: numbering.holdsValues) else { return nil }
    return members.map { numbering.masked(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
  }

  /// Members that tie once masked, ordered by the values in them and where the text written before
  /// them holds those; in the order given where that ties too (they then print alike).
  private mutating func tieOrder(_ run: [Member]) -> [Member] {
    let texts = run.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    var trail =
      self.trail
      ?? {
        var trail = outerTrail.map(PlaceholderTrail.init(continuing:)) ?? PlaceholderTrail(numbering)
        trail.append(before())
        return trail
      }()
    self.trail = nil
    // The output ends after an object's `{`, where no value is split.
    output[searched...].withUnsafeBufferPointer { trail.append($0) }
    searched = output.count
    let order = trail.tieOrder(texts)
    self.trail = trail
    return order.map { run[$0] }
  }

  /// Steps over the value starting here (after whitespace): the first pass read the document, so
  /// brackets are matched without checking what lies between them.
  private mutating func skipValue(depth: Int) -> Bool {
    guard let start = valueStart(depth: depth) else { return false }
    switch start {
    case UInt8(ascii: "\""):
      return stringRange() != nil
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var level = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          guard stringRange() != nil else { return false }
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): level += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          level -= 1
          if level == 0 {
            index += 1
            return true
          }
        default: break
        }
        index += 1
      }
      return false
    default:
      let from = index
      while index < bytes.count,
        ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
      {
        index += 1
      }
      return index > from
    }
  }
}
