/// Unqualified, readable type names from the runtime's fully qualified ones.
///
/// `String(reflecting:)` names every type with its module (`MyApp.Box<Swift.Int>`) and types
/// declared inside functions or privately with an address-bearing context
/// (`MyApp.(unknown context at $10ab4).Token`). Dumps print:
/// - nominal types without their module, nested types with their parents: `Outer.Inner`;
/// - generic arguments kept, with Swift's sugar: `Box<[Int]>`, `Box<Int?>`, `Box<[String: Int]>`;
/// - private and local types by their own name: `Token`.
enum TypeName {
  static func unqualified(_ reflectedName: String) -> String {
    var parser = TypeNameParser(Array(reflectedName.unicodeScalars))
    return parser.parseAll()
  }

  /// Whether a reflected name is a function type such as `(Swift.Int) -> ()` or
  /// `@Sendable () async throws -> ()`.
  static func isFunction(_ reflectedName: String) -> Bool {
    // Attributes such as `@Sendable` only ever lead function types.
    if reflectedName.first == "@" { return true }
    guard reflectedName.first == "(" else { return false }
    // `(…)` alone is a tuple; `(…) -> …`, `(…) async …` or `(…) throws …` is a function.
    var depth = 0
    for (offset, character) in reflectedName.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 { return offset < reflectedName.count - 1 }
    }
    return false
  }
}

/// Rewrites a reflected type name in one pass: copies punctuation, rewrites each qualified path.
private struct TypeNameParser {
  private let scalars: [Unicode.Scalar]
  private var position = 0

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  mutating func parseAll() -> String {
    parse(until: scalars.count)
  }

  private mutating func parse(until end: Int) -> String {
    var output = ""
    while position < end {
      let scalar = scalars[position]
      if Self.isIdentifierStart(scalar) {
        output += path(end: end)
      } else if scalar == ".", position + 1 < end, scalars[position + 1] == "(" {
        // A context after generic arguments: `Box<Int>.(unknown context at $10ab4).Inner`.
        position += 1
        let context = parenthesizedContext(end: end)
        if !context.isEmpty { output += "." + context }
      } else {
        output.unicodeScalars.append(scalar)
        position += 1
      }
    }
    return output
  }

  /// A dotted path such as `Swift.Dictionary<…>` or `M.(unknown context at $1).Local`, with its
  /// generic arguments.
  private mutating func path(end: Int) -> String {
    var components: [String] = []
    while position < end {
      if Self.isIdentifierStart(scalars[position]) {
        components.append(identifier(end: end))
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
    let qualified = components.joined(separator: ".")
    // The first component of a qualified name is its module.
    let readable = (components.count > 1 ? components.dropFirst() : components[...])
      .filter { !$0.isEmpty }
      .joined(separator: ".")
    guard position < end, scalars[position] == "<" else { return readable }
    let arguments = genericArguments(end: end)
    switch (qualified, arguments.count) {
    case ("Swift.Array", 1): return "[\(arguments[0])]"
    case ("Swift.Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    case ("Swift.Optional", 1):
      let wrapped = arguments[0]
      let needsParentheses = wrapped.contains(" ") && !(wrapped.hasPrefix("[") && wrapped.hasSuffix("]"))
      return needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
    default: return readable + "<" + arguments.joined(separator: ", ") + ">"
    }
  }

  private mutating func identifier(end: Int) -> String {
    var name = ""
    while position < end, Self.isIdentifierContinuation(scalars[position]) {
      name.unicodeScalars.append(scalars[position])
      position += 1
    }
    return name
  }

  /// `(unknown context at $10ab4)` names no type and is dropped; `(Token in _9F2C…)` is `Token`.
  private mutating func parenthesizedContext(end: Int) -> String {
    let start = position
    var depth = 0
    while position < end {
      if scalars[position] == "(" { depth += 1 }
      if scalars[position] == ")" { depth -= 1 }
      position += 1
      if depth == 0 { break }
    }
    var inner = String(String.UnicodeScalarView(scalars[(start + 1)..<max(start + 1, position - 1)]))
    if inner.hasPrefix("unknown context") { return "" }
    if let range = inner.range(of: " in ") { inner = String(inner[..<range.lowerBound]) }
    return inner
  }

  /// Parses `<A, B>` starting at `<`, returning each argument rewritten.
  private mutating func genericArguments(end: Int) -> [String] {
    var arguments: [String] = []
    var argumentStart = position + 1
    var depth = 0
    while position < end {
      let scalar = scalars[position]
      let isArrow = scalar == ">" && position > 0 && scalars[position - 1] == "-"
      if scalar == "<" || scalar == "(" || scalar == "[" { depth += 1 }
      if (scalar == ">" && !isArrow) || scalar == ")" || scalar == "]" { depth -= 1 }
      if (scalar == "," && depth == 1) || depth == 0 {
        arguments.append(rewriteArgument(from: argumentStart, to: position))
        argumentStart = position + 1
      }
      position += 1
      if depth == 0 { break }
    }
    return arguments
  }

  private func rewriteArgument(from start: Int, to end: Int) -> String {
    var parser = TypeNameParser(Array(scalars[start..<end]))
    return parser.parseAll().trimmingLeadingSpaces()
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || scalar.properties.numericType != nil
  }
}

extension String {
  fileprivate func trimmingLeadingSpaces() -> String {
    String(drop(while: { $0 == " " }))
  }
}
