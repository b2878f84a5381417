import LiteralTokens

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

/// A type name with its generic arguments, from either spelling's parts (read by LiteralTokens'
/// ``TypeNameReading``, the reader SnapshotDump writes its names with): `Name<Argument, …>` (possibly
/// followed by `.case`), `[Element]`, `[Key: Value]`, `Wrapped?`. The name starts with a capital letter.
private struct TypeExpression {
  var name: String
  var arguments: [TypeExpression]

  /// The expression `text` holds entirely, or nil (also when it nests 32 deep or more).
  static func parse(_ text: Substring) -> TypeExpression? {
    guard let parts = TypeNameReading.parts(ofPrinted: String(text), nestingLimit: 31) else { return nil }
    return whole(parts[...])
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

  /// The expression `parts` hold entirely, or nil.
  private static func whole(_ parts: ArraySlice<TypeNamePart>) -> TypeExpression? {
    var rest = parts
    guard let type = take(&rest), rest.isEmpty else { return nil }
    return type
  }

  /// The expression at the start of `parts`, taken off them.
  private static func take(_ parts: inout ArraySlice<TypeNamePart>) -> TypeExpression? {
    var type: TypeExpression
    switch parts.popFirst() {
    case .brackets(let inner):
      var rest = inner[...]
      guard let element = take(&rest) else { return nil }
      if rest.first == .character(":"), rest.dropFirst().first == .character(" ") {
        rest = rest.dropFirst(2)
        guard let value = whole(rest) else { return nil }
        type = TypeExpression(name: "Dictionary", arguments: [element, value])
      } else {
        guard rest.isEmpty else { return nil }
        type = TypeExpression(name: "Array", arguments: [element])
      }
    case .path(let components, let arguments):
      guard let named = named(components, arguments: arguments, rest: &parts) else { return nil }
      type = named
    default:
      return nil
    }
    while parts.first == .character("?") {
      parts.removeFirst()
      type = TypeExpression(name: "Optional", arguments: [type])
    }
    return type
  }

  /// `Name`, `Name<Arguments>`, `Name<Arguments>.member`, the name starting with a capital letter.
  private static func named(
    _ components: [TypeNameComponent], arguments: TypeNameArguments?, rest: inout ArraySlice<TypeNamePart>
  ) -> TypeExpression? {
    guard var name = dottedName(components), name.first?.isUppercase == true else { return nil }
    guard let arguments else { return TypeExpression(name: name, arguments: []) }
    guard arguments.closed else { return nil }
    var types: [TypeExpression] = []
    for (index, argument) in arguments.list.enumerated() {
      // `Name<A, B>`: one space after each comma, none after `<`.
      var argument = argument[...]
      if index > 0 {
        guard argument.popFirst() == .character(" ") else { return nil }
      }
      guard let type = whole(argument) else { return nil }
      types.append(type)
    }
    // A member of a generic type (an enum case): part of the name, after the arguments.
    if rest.first == .character(".") {
      rest.removeFirst()
      guard case .path(let member, arguments: nil) = rest.popFirst(), let member = dottedName(member) else {
        return nil
      }
      name += "<>." + member
    }
    return TypeExpression(name: name, arguments: types)
  }

  /// Identifiers joined by `.`; nil when a component is a runtime context or no identifier.
  private static func dottedName(_ components: [TypeNameComponent]) -> String? {
    guard components.allSatisfy({ !$0.isContext && TypeNames.isIdentifier($0.name[...]) }) else { return nil }
    return components.map(\.name).joined(separator: ".")
  }
}
