/// The one reader of type names, for both modules that meet them: SnapshotDump rewrites the runtime's
/// reflected names into the ones dumps print, the store compares two dumps' names (see ``TypeNamePart``).
package enum TypeNameReading {
  /// The parts of a name the runtime wrote (`String(reflecting:)`). Reading never fails: text that
  /// names no type reads as characters.
  package static func parts(of reflectedName: String) -> [TypeNamePart] {
    var reader = TypeNameReader(Array(reflectedName.unicodeScalars), nestingLimit: .max, printed: false)
    return reader.parts(until: reader.scalars.count, nesting: 0)
  }

  /// The parts of a name a dump printed, read from a file: `[…]` is Swift's sugar there (the runtime
  /// writes none), identifiers go on through combining marks (`e` and U+0301 are one letter); `nil`
  /// when `[…]` and `<…>` nest more than `nestingLimit` deep, as text from a file may without end.
  package static func parts(ofPrinted text: String, nestingLimit: Int) -> [TypeNamePart]? {
    var reader = TypeNameReader(Array(text.unicodeScalars), nestingLimit: nestingLimit, printed: true)
    let parts = reader.parts(until: reader.scalars.count, nesting: 0)
    return reader.tooDeep ? nil : parts
  }
}

/// Reads one text in one pass: paths with their generic arguments, `[…]` groups, any other character.
private struct TypeNameReader {
  let scalars: [Unicode.Scalar]
  private let nestingLimit: Int
  /// Reading a printed name (see ``TypeNameReading/parts(ofPrinted:nestingLimit:)``), not a reflected one.
  private let printed: Bool
  private var position = 0
  private(set) var tooDeep = false

  init(_ scalars: [Unicode.Scalar], nestingLimit: Int, printed: Bool) {
    self.scalars = scalars
    self.nestingLimit = nestingLimit
    self.printed = printed
  }

  mutating func parts(until end: Int, nesting: Int) -> [TypeNamePart] {
    var parts: [TypeNamePart] = []
    while position < end, !tooDeep {
      let scalar = scalars[position]
      if Self.isIdentifierStart(scalar) {
        parts.append(path(end: end, nesting: nesting))
      } else if scalar == ".", position + 1 < end, scalars[position + 1] == "(" {
        // A context after generic arguments: `Box<Int>.(unknown context at $10ab4).Inner`.
        position += 1
        parts.append(.context(parenthesizedContext(end: end)))
      } else if printed, scalar == "[", let close = closingBracket(end: end) {
        guard nesting < nestingLimit else {
          tooDeep = true
          break
        }
        position += 1
        let inner = self.parts(until: close, nesting: nesting + 1)
        position = close + 1
        parts.append(.brackets(inner))
      } else {
        parts.append(.character(scalar))
        position += 1
      }
    }
    return parts
  }

  /// A dotted path such as `Swift.Dictionary<…>` or `M.(unknown context at $1).Local`, with its
  /// generic arguments.
  private mutating func path(end: Int, nesting: Int) -> TypeNamePart {
    var components: [TypeNameComponent] = []
    while position < end {
      if Self.isIdentifierStart(scalars[position]) {
        components.append(TypeNameComponent(name: identifier(end: end), isContext: false))
      } else if scalars[position] == "(" {
        components.append(parenthesizedContext(end: end))
      } else {
        break
      }
      guard position + 1 < end, scalars[position] == ".",
        Self.isIdentifierStart(scalars[position + 1]) || scalars[position + 1] == "("
      else { break }
      position += 1
    }
    guard position < end, scalars[position] == "<" else { return .path(components, arguments: nil) }
    guard nesting < nestingLimit else {
      tooDeep = true
      return .path(components, arguments: TypeNameArguments(list: [], closed: false))
    }
    return .path(components, arguments: genericArguments(end: end, nesting: nesting + 1))
  }

  private mutating func identifier(end: Int) -> String {
    var name = ""
    while position < end, isIdentifierContinuation(scalars[position]) {
      name.unicodeScalars.append(scalars[position])
      position += 1
    }
    return name
  }

  /// `(unknown context at $10ab4)` names no type (an empty name); `(Token in _9F2C…)` is `Token`.
  private mutating func parenthesizedContext(end: Int) -> TypeNameComponent {
    let start = position
    var depth = 0
    while position < end {
      if scalars[position] == "(" { depth += 1 }
      if scalars[position] == ")" { depth -= 1 }
      position += 1
      if depth == 0 { break }
    }
    var inner = scalars[(start + 1)..<max(start + 1, position - 1)]
    if inner.starts(with: "unknown context".unicodeScalars) { inner = [] }
    let separator = Array(" in ".unicodeScalars)
    if let cut = inner.indices.first(where: { inner[$0...].starts(with: separator) }) { inner = inner[..<cut] }
    return TypeNameComponent(name: String(String.UnicodeScalarView(inner)), isContext: true)
  }

  /// Reads `<A, B>` starting at `<`: each argument's parts. The list ends where `<`, `(` and `[` are
  /// all closed again; one the text does not close has no arguments.
  private mutating func genericArguments(end: Int, nesting: Int) -> TypeNameArguments {
    var bounds: [Range<Int>] = []
    var argumentStart = position + 1
    var depth = 0
    while position < end {
      let scalar = scalars[position]
      let isArrow = scalar == ">" && position > 0 && scalars[position - 1] == "-"
      if scalar == "<" || scalar == "(" || scalar == "[" { depth += 1 }
      if (scalar == ">" && !isArrow) || scalar == ")" || scalar == "]" { depth -= 1 }
      if (scalar == "," && depth == 1) || depth == 0 {
        bounds.append(argumentStart..<position)
        argumentStart = position + 1
      }
      position += 1
      if depth == 0 { break }
    }
    let closed = depth == 0 && scalars[position - 1] == ">"
    let after = position
    let list = bounds.map { bounds in
      position = bounds.lowerBound
      return parts(until: bounds.upperBound, nesting: nesting)
    }
    position = after
    return TypeNameArguments(list: list, closed: closed)
  }

  /// Where the `]` closing the `[` at the current position stands, if before `end`.
  private func closingBracket(end: Int) -> Int? {
    var depth = 0
    for index in position..<end {
      if scalars[index] == "[" { depth += 1 }
      if scalars[index] == "]" { depth -= 1 }
      if depth == 0 { return index }
    }
    return nil
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
    if Self.isIdentifierStart(scalar) || scalar.properties.numericType != nil { return true }
    guard printed else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
