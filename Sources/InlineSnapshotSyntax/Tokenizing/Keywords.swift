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
      guard range.count <= 16, let base = bytes.baseAddress else { return nil }
      count = range.count
      if range.lowerBound + 16 <= bytes.count {
        // Two unaligned little-endian loads put byte i at bits 8i..<8i+8, as the loop below does;
        // the bytes after the word are masked off.
        let raw = UnsafeRawPointer(base) + range.lowerBound
        low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & Self.mask(count)
        high =
          count > 8
          ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & Self.mask(count - 8) : 0
      } else {
        var shift: UInt64 = 0
        for index in range {
          if shift < 64 { low |= UInt64(bytes[index]) << shift } else { high |= UInt64(bytes[index]) << (shift - 64) }
          shift += 8
        }
      }
    }

    init?(_ word: String) {
      var word = word
      guard let packed = word.withUTF8({ PackedWord($0, 0..<$0.count) }) else { return nil }
      self = packed
    }

    /// The low `count` bytes of a 64-bit word set.
    private static func mask(_ count: Int) -> UInt64 {
      count >= 8 ? .max : (1 << (8 * UInt64(count))) - 1
    }

    /// The bucket of a table the word falls in: its length and (case folded) first letter.
    var bucket: Int { count << 5 | Int(low & 0x1F) }
  }

  /// Packed words grouped by length and first letter, so that a lookup compares a name with at
  /// most a few words of the same length and initial.
  struct PackedTable<Value: Sendable>: Sendable {
    let words: [PackedWord]
    let values: [Value]
    let rangesByBucket: [Range<Int>]

    init(_ entries: [(String, Value)]) {
      let packed = entries.compactMap { entry in PackedWord(entry.0).map { ($0, entry.1) } }.sorted {
        $0.0.bucket < $1.0.bucket
      }
      words = packed.map(\.0)
      values = packed.map(\.1)
      rangesByBucket = (0..<(17 << 5)).map { bucket in
        let start = packed.firstIndex { $0.0.bucket >= bucket } ?? packed.count
        let end = packed.firstIndex { $0.0.bucket > bucket } ?? packed.count
        return start..<end
      }
    }

    func value(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Value? {
      guard let word = PackedWord(bytes, range) else { return nil }
      for index in rangesByBucket[word.bucket] where words[index].low == word.low && words[index].high == word.high {
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
