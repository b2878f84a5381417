/// The raw text of the built-in matcher kinds, read from a byte at a time: each scanner returns
/// where a value that starts at `start` can end.
enum ValueShapes {
  /// The end of the UUID at `start`: 8-4-4-4-12 hexadecimal digits.
  static func uuidEnd(_ line: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    guard start + 36 <= line.count else { return nil }
    for offset in 0..<36 {
      let byte = line[start + offset]
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard byte == UInt8(ascii: "-") else { return nil }
      } else {
        guard isHexDigit(byte) else { return nil }
      }
    }
    return start + 36
  }

  /// The ends of the number at `start`: after each digit of its integer part, fraction and exponent.
  static func numberEnds(_ line: UnsafeBufferPointer<UInt8>, _ start: Int) -> [Int] {
    var ends: [Int] = []
    var index = start
    if index < line.count, line[index] == UInt8(ascii: "-") { index += 1 }
    index = digits(line, from: index, recording: &ends)
    guard !ends.isEmpty else { return [] }
    if index < line.count, line[index] == UInt8(ascii: ".") {
      index = digits(line, from: index + 1, recording: &ends)
    }
    if index < line.count, line[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < line.count, line[index] == UInt8(ascii: "-") || line[index] == UInt8(ascii: "+") { index += 1 }
      _ = digits(line, from: index, recording: &ends)
    }
    return ends
  }

  /// The ends of the date at `start`: ISO-8601 with seconds, with or without a fraction and a zone,
  /// or a `Date`'s description.
  static func dateEnds(_ line: UnsafeBufferPointer<UInt8>, _ start: Int) -> [Int] {
    var index = start
    guard let year = fixedDigits(line, &index, 4), skip(line, &index, "-"), let month = fixedDigits(line, &index, 2),
      skip(line, &index, "-"), let day = fixedDigits(line, &index, 2), year >= 0,
      (1...12).contains(month), (1...31).contains(day)
    else { return [] }
    let isDescription = skip(line, &index, " ")
    guard isDescription || skip(line, &index, "T"), let hour = fixedDigits(line, &index, 2),
      skip(line, &index, ":"), let minute = fixedDigits(line, &index, 2), skip(line, &index, ":"),
      let second = fixedDigits(line, &index, 2), hour < 24, minute < 60, second <= 60
    else { return [] }
    if isDescription {
      guard skip(line, &index, " "), zoneEnd(line, &index, colon: false) else { return [] }
      return [index]
    }
    if skip(line, &index, ".") {
      let fraction = index
      while index < line.count, isDigit(line[index]) { index += 1 }
      guard (1...9).contains(index - fraction) else { return [] }
    }
    var ends = [index]
    if skip(line, &index, "Z") || zoneEnd(line, &index, colon: nil) { ends.append(index) }
    return ends
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }

  /// Skips the digits from `index`, recording the end after each one.
  private static func digits(_ line: UnsafeBufferPointer<UInt8>, from index: Int, recording ends: inout [Int]) -> Int {
    var index = index
    while index < line.count, isDigit(line[index]) {
      index += 1
      ends.append(index)
    }
    return index
  }

  private static func fixedDigits(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ count: Int) -> Int? {
    guard index + count <= line.count else { return nil }
    var value = 0
    for offset in 0..<count {
      let byte = line[index + offset]
      guard isDigit(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    index += count
    return value
  }

  private static func skip(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ character: Unicode.Scalar) -> Bool
  {
    guard index < line.count, line[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// `+02:00` or `-0530`; `colon` nil accepts both spellings. Leaves `index` where it was if there is none.
  private static func zoneEnd(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, colon: Bool?) -> Bool {
    var cursor = index
    guard skip(line, &cursor, "+") || skip(line, &cursor, "-"), let hours = fixedDigits(line, &cursor, 2) else {
      return false
    }
    let hasColon = skip(line, &cursor, ":")
    guard colon.map({ $0 == hasColon }) ?? true, let minutes = fixedDigits(line, &cursor, 2), hours < 24, minutes < 60
    else { return false }
    index = cursor
    return true
  }
}
