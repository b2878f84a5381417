/// One part of a type's name as ``TypeNameReading`` reads it.
///
/// Both spellings the toolkit meets read into these parts: the runtime's reflected names
/// (`MyApp.Box<Swift.Int>`, `MyApp.(unknown context at $10ab4).Token`, `(Swift.Int) -> ()`) and the names
/// dumps print (`Box<[Kind: Int]>`, `Kind.first`, `Int?`). What names no type (`(`, `->`, `?`, `:`,
/// spaces) is kept character by character, so the parts always spell the text they were read from.
package indirect enum TypeNamePart: Equatable, Sendable {
  /// A dotted path, `Swift.Dictionary` or `MyApp.(Token in _9F2C).Inner`, with its generic arguments
  /// when `<` follows it (`nil` without).
  case path([TypeNameComponent], arguments: TypeNameArguments?)
  /// `.(unknown context at $1)` or `.(Token in _9F2C)` after generic arguments: the context's name.
  case context(TypeNameComponent)
  /// `[…]` in a printed name: an array or dictionary in Swift's sugar, read inside the same way.
  case brackets([TypeNamePart])
  /// Any other character as it stands.
  case character(Unicode.Scalar)
}

/// One component of a ``TypeNamePart/path(_:arguments:)``: an identifier, or a parenthesised context.
package struct TypeNameComponent: Equatable, Sendable {
  /// The identifier; for a context, the name it gives: `Token` for `(Token in _9F2C…)`, empty for
  /// `(unknown context at $10ab4)`, which names no type.
  package var name: String
  /// Whether the runtime wrote this component in parentheses, not as an identifier.
  package var isContext: Bool
}

/// The generic arguments of a ``TypeNamePart/path(_:arguments:)``.
package struct TypeNameArguments: Equatable, Sendable {
  /// Each argument's parts, the spaces after the comma included.
  package var list: [[TypeNamePart]]
  /// Whether the list ends with its own `>`: not when a `)` or `]` ends it first, or nothing does.
  package var closed: Bool
}
