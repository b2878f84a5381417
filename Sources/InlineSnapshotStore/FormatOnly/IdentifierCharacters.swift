extension Character {
  /// Whether this character may start a Swift identifier as the dumps write one: `_` or a letter.
  /// ASCII, nearly every character of a dump, is decided without Unicode's property tables, which the
  /// format-only check would otherwise consult for every character of every line.
  var startsIdentifier: Bool {
    guard let ascii = asciiValue else { return isLetter }
    return ascii == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii | 0x20)
  }

  /// Whether this character may continue a Swift identifier: `_`, a letter or a number.
  var continuesIdentifier: Bool {
    guard asciiValue != nil else { return isLetter || isNumber }
    return startsIdentifier || isASCIIDigit
  }

  /// Whether this is one of `0`…`9`.
  var isASCIIDigit: Bool {
    guard let ascii = asciiValue else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
  }
}
