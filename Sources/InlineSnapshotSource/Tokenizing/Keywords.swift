/// Swift's reserved words (and `await`, which behaves like one in expressions).
enum Keywords {
  static let reserved: [String] = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try",
  ]

  /// Keywords that end an operand (`self / 2`), so a `/` after them is division, not a regex.
  static let operands: [String] = ["self", "Self", "super", "true", "false", "nil", "init", "Any"]

  /// A word of up to 16 ASCII bytes packed into two integers, so that checking every identifier
  /// of a file needs neither a `String`, nor hashing, nor reference counting.
  struct PackedWord: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0

    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
      guard range.count <= 16 else { return nil }
      var shift: UInt64 = 0
      for index in range {
        if shift < 64 { low |= UInt64(bytes[index]) << shift } else { high |= UInt64(bytes[index]) << (shift - 64) }
        shift += 8
      }
      count = range.count
    }

    init?(_ word: String) {
      var word = word
      guard let packed = word.withUTF8({ PackedWord($0, 0..<$0.count) }) else { return nil }
      self = packed
    }

  }

  /// Packed words sorted by length, and for each length the range of them that has it.
  struct PackedTable {
    let words: [PackedWord]
    let rangesByCount: [Range<Int>]

    init(_ strings: [String]) {
      let words = strings.compactMap { PackedWord($0) }.sorted { $0.count < $1.count }
      self.words = words
      rangesByCount = (0...16).map { count in
        let start = words.firstIndex { $0.count >= count } ?? words.count
        let end = words.firstIndex { $0.count > count } ?? words.count
        return start..<end
      }
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
      guard let word = PackedWord(bytes, range) else { return false }
      for index in rangesByCount[word.count] where words[index].low == word.low && words[index].high == word.high {
        return true
      }
      return false
    }
  }

  private static let reservedTable = PackedTable(reserved)
  private static let operandTable = PackedTable(operands)

  /// Whether `bytes[range]` is a reserved word.
  static func isReserved(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard range.count >= 2, range.count <= 15 else { return false }
    return reservedTable.contains(bytes, range)
  }

  /// Whether `bytes[range]` is a keyword that ends an operand.
  static func isOperand(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    operandTable.contains(bytes, range)
  }
}
