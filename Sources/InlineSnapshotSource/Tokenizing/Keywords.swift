/// Swift's reserved words (and `await`, which behaves like one in expressions).
enum Keywords {
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try",
  ]

  /// Keywords that end an operand (`self / 2`), so a `/` after them is division, not a regex.
  static let operands: Set<String> = ["self", "Self", "super", "true", "false", "nil", "init", "Any"]

  static func isReserved(_ bytes: ArraySlice<UInt8>) -> Bool {
    // Every reserved word is 2 to 15 ASCII letters; skip the String conversion otherwise.
    guard bytes.count >= 2, bytes.count <= 15, let first = bytes.first, ASCII.isLetter(first) else {
      return false
    }
    return reserved.contains(String(decoding: bytes, as: UTF8.self))
  }
}
