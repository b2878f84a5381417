/// Swift's reserved words (and `await`, which behaves like one in expressions), each with what it
/// tells the scanner about a `/` that follows it.
enum Keywords {
  /// What a keyword says about the next token, as far as telling a regex literal from a `/`
  /// operator needs.
  enum Role: UInt8, Sendable {
    /// An expression may follow (`return`, `in`, `case`, `let`, `try`, …).
    case precedesExpression
    /// The keyword is itself an operand (`self`, `true`, `nil`, …), or the compiler reads it as a
    /// plain name (`await`).
    case endsOperand
    /// `func` or `operator`: an operator name follows (`func /=`, `operator /^/`), never a regex.
    case precedesOperatorName
    /// `try`: a `?` or `!` glued to it (`try?`, `try!`) still leaves an expression to come.
    case tryKeyword
  }

  static let reserved: [(word: String, role: Role)] = [
    ("associatedtype", .precedesExpression), ("class", .precedesExpression), ("deinit", .precedesExpression),
    ("enum", .precedesExpression), ("extension", .precedesExpression), ("fileprivate", .precedesExpression),
    ("func", .precedesOperatorName), ("import", .precedesExpression), ("init", .precedesExpression),
    ("inout", .precedesExpression), ("internal", .precedesExpression), ("let", .precedesExpression),
    ("open", .precedesExpression), ("operator", .precedesOperatorName), ("private", .precedesExpression),
    ("precedencegroup", .precedesExpression), ("protocol", .precedesExpression), ("public", .precedesExpression),
    ("rethrows", .precedesExpression), ("static", .precedesExpression), ("struct", .precedesExpression),
    ("subscript", .precedesExpression), ("typealias", .precedesExpression), ("var", .precedesExpression),
    ("break", .precedesExpression), ("case", .precedesExpression), ("catch", .precedesExpression),
    ("continue", .precedesExpression), ("default", .precedesExpression), ("defer", .precedesExpression),
    ("do", .precedesExpression), ("else", .precedesExpression), ("fallthrough", .precedesExpression),
    ("for", .precedesExpression), ("guard", .precedesExpression), ("if", .precedesExpression),
    ("in", .precedesExpression), ("repeat", .precedesExpression), ("return", .precedesExpression),
    ("throw", .precedesExpression), ("switch", .precedesExpression), ("where", .precedesExpression),
    ("while", .precedesExpression), ("Any", .endsOperand), ("as", .precedesExpression), ("await", .endsOperand),
    ("false", .endsOperand), ("is", .precedesExpression), ("nil", .endsOperand), ("self", .endsOperand),
    ("Self", .endsOperand), ("super", .endsOperand), ("throws", .precedesExpression), ("true", .endsOperand),
    ("try", .tryKeyword),
  ]

  /// A word of up to 16 ASCII bytes packed into two integers, so that checking every identifier
  /// of a file needs neither a `String`, nor hashing, nor reference counting.
  struct PackedWord: Equatable, Sendable {
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
  struct PackedTable<Value: Sendable>: Sendable {
    let words: [PackedWord]
    let values: [Value]
    let rangesByCount: [Range<Int>]

    init(_ entries: [(String, Value)]) {
      let packed = entries.compactMap { entry in PackedWord(entry.0).map { ($0, entry.1) } }.sorted { $0.0.count < $1.0.count }
      words = packed.map(\.0)
      values = packed.map(\.1)
      rangesByCount = (0...16).map { count in
        let start = packed.firstIndex { $0.0.count >= count } ?? packed.count
        let end = packed.firstIndex { $0.0.count > count } ?? packed.count
        return start..<end
      }
    }

    func value(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Value? {
      guard let word = PackedWord(bytes, range) else { return nil }
      for index in rangesByCount[word.count] where words[index].low == word.low && words[index].high == word.high {
        return values[index]
      }
      return nil
    }
  }

  private static let reservedTable = PackedTable(reserved.map { ($0.word, $0.role) })

  /// The role of `bytes[range]` when it is a reserved word, else `nil`.
  static func role(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Role? {
    guard range.count >= 2, range.count <= 15 else { return nil }
    return reservedTable.value(bytes, range)
  }

  /// The compiler directives: `#if`, `#elseif`, `#else`, `#endif` and `#sourceLocation` (the name
  /// after the `#`), each with whether an expression may follow it.
  private static let directiveTable = PackedTable([
    ("if", true), ("elseif", true), ("else", true), ("endif", true), ("sourceLocation", false),
  ])

  /// For the name after a `#`: `nil` when it is no directive, else whether an expression may follow.
  static func directive(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool? {
    directiveTable.value(bytes, range)
  }

  private static let availabilityTable = PackedTable([("available", true), ("unavailable", true)])

  /// Whether the name after a `#` is `available` or `unavailable`.
  static func isAvailability(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    availabilityTable.value(bytes, range) != nil
  }
}
