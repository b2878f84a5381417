/// Type names as the two dumps write them: InlineSnapshotTesting as `String(describing:)` does (`State`
/// for `Feature.State`, `Box<Dictionary<Kind, Int>>`), this toolkit with the enclosing types and
/// Swift's sugar (`Feature.State`, `Feature.Box<[Feature.Kind: Int]>`).
enum TypeNames {
  /// Whether `old`, InlineSnapshotTesting's name of a type or enum case (`User`, `Kind.first`,
  /// `Box<Array<Int>>`), names what this toolkit's `new` names: the same text, or the same names with
  /// generic arguments in Swift's sugar and each name inside enclosing types (capitalised names:
  /// `Feature.`). Any other text (a quoted string, a number, a description) must be equal.
  static func same(_ old: Substring, _ new: Substring) -> Bool {
    if old == new { return true }
    guard let old = TypeExpression.parse(old), let new = TypeExpression.parse(new) else { return false }
    return old.isNamed(as: new)
  }

  static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, first.startsIdentifier else { return false }
    return text.allSatisfy(\.continuesIdentifier)
  }
}

/// A type name with its generic arguments, read from either spelling: `Name<Argument, …>` (possibly
/// followed by `.case`), `[Element]`, `[Key: Value]`, `Wrapped?`. The name starts with a capital letter.
private struct TypeExpression {
  var name: Substring
  var arguments: [TypeExpression]

  /// The expression `text` holds entirely, or nil.
  static func parse(_ text: Substring) -> TypeExpression? {
    var rest = text
    guard let type = parse(&rest, depth: 0), rest.isEmpty else { return nil }
    return type
  }

  /// Whether this name (InlineSnapshotTesting's) and `other` (this toolkit's) name the same type: each
  /// name the same, or `other`'s inside enclosing types.
  func isNamed(as other: TypeExpression) -> Bool {
    guard arguments.count == other.arguments.count, zip(arguments, other.arguments).allSatisfy({ $0.isNamed(as: $1) })
    else { return false }
    if name == other.name { return true }
    guard other.name.hasSuffix("." + name) else { return false }
    return other.name.dropLast(name.count + 1).split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
      TypeNames.isIdentifier($0) && $0.first?.isUppercase == true
    }
  }

  private static func parse(_ text: inout Substring, depth: Int) -> TypeExpression? {
    guard depth < 32 else { return nil }
    var type: TypeExpression
    if text.first == "[" {
      text = text.dropFirst()
      guard let element = parse(&text, depth: depth + 1) else { return nil }
      if text.hasPrefix(": ") {
        text = text.dropFirst(2)
        guard let value = parse(&text, depth: depth + 1) else { return nil }
        type = TypeExpression(name: "Dictionary", arguments: [element, value])
      } else {
        type = TypeExpression(name: "Array", arguments: [element])
      }
      guard text.first == "]" else { return nil }
      text = text.dropFirst()
    } else {
      guard let named = parseNamed(&text, depth: depth) else { return nil }
      type = named
    }
    while text.first == "?" {
      text = text.dropFirst()
      type = TypeExpression(name: "Optional", arguments: [type])
    }
    return type
  }

  /// `Name`, `Name<Arguments>`, `Name<Arguments>.member`, the name starting with a capital letter.
  private static func parseNamed(_ text: inout Substring, depth: Int) -> TypeExpression? {
    var name = dottedName(&text)
    guard let first = name.first, first.isUppercase else { return nil }
    var arguments: [TypeExpression] = []
    if text.first == "<" {
      text = text.dropFirst()
      while true {
        guard let argument = parse(&text, depth: depth + 1) else { return nil }
        arguments.append(argument)
        if text.hasPrefix(", ") {
          text = text.dropFirst(2)
        } else if text.first == ">" {
          text = text.dropFirst()
          break
        } else {
          return nil
        }
      }
      // A member of a generic type (an enum case): part of the name, after the arguments.
      if text.first == "." {
        text = text.dropFirst()
        let member = dottedName(&text)
        guard !member.isEmpty else { return nil }
        name = name + "<>." + member
      }
    }
    return TypeExpression(name: name, arguments: arguments)
  }

  /// Identifiers joined by `.` at the start of `text`, taken off it; empty when there is none.
  private static func dottedName(_ text: inout Substring) -> Substring {
    let name = text.prefix { $0 == "." || $0.continuesIdentifier }
    guard name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(TypeNames.isIdentifier) else {
      return text.prefix(0)
    }
    text = text.dropFirst(name.count)
    return name
  }
}
