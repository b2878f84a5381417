import LiteralTokens

/// Unqualified, readable type names from the runtime's fully qualified ones.
///
/// `String(reflecting:)` names every type with its module (`MyApp.Box<Swift.Int>`) and types
/// declared inside functions or privately with an address-bearing context
/// (`MyApp.(unknown context at $10ab4).Token`). Dumps print:
/// - nominal types without their module, nested types with their parents: `Outer.Inner`;
/// - generic arguments kept, with Swift's sugar: `Box<[Int]>`, `Box<Int?>`, `Box<[String: Int]>`;
/// - private and local types by their own name: `Token`.
///
/// The name is read by LiteralTokens' ``TypeNameReading``, the reader the store compares dumps' names with.
enum TypeName {
  static func unqualified(_ reflectedName: String) -> String {
    readable(TypeNameReading.parts(of: reflectedName))
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

  private static func readable(_ parts: [TypeNamePart]) -> String {
    var output = ""
    for part in parts {
      switch part {
      case .path(let components, let arguments): output += readable(components, arguments: arguments)
      case .context(let context): if !context.name.isEmpty { output += "." + context.name }
      case .brackets(let inner): output += "[" + readable(inner) + "]"
      case .character(let scalar): output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// The path without its module (its first component) and the contexts that name no type, generic
  /// arguments in Swift's sugar.
  private static func readable(_ components: [TypeNameComponent], arguments: TypeNameArguments?) -> String {
    let names = components.map(\.name)
    // The first component of a qualified name is its module.
    let name = (names.count > 1 ? names.dropFirst() : names[...]).filter { !$0.isEmpty }.joined(separator: ".")
    guard let arguments = arguments?.list.map({ String(readable($0).drop(while: { $0 == " " })) }) else { return name }
    switch (names.joined(separator: "."), arguments.count) {
    case ("Swift.Array", 1): return "[\(arguments[0])]"
    case ("Swift.Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    case ("Swift.Optional", 1):
      let wrapped = arguments[0]
      let needsParentheses = wrapped.contains(" ") && !(wrapped.hasPrefix("[") && wrapped.hasSuffix("]"))
      return needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
    default: return name + "<" + arguments.joined(separator: ", ") + ">"
    }
  }
}
