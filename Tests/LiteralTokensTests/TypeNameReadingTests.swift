import Testing

@testable import LiteralTokens

/// The one type-name reader: a reflected name and a printed one read into the same parts.
struct TypeNameReadingTests {
  private func path(_ names: String..., arguments: [[TypeNamePart]]? = nil) -> TypeNamePart {
    .path(
      names.map { TypeNameComponent(name: $0, isContext: false) },
      arguments: arguments.map { TypeNameArguments(list: $0, closed: true) })
  }

  @Test func aReflectedNameReadsAsPathsContextsAndCharacters() {
    let parts = TypeNameReading.parts(of: "MyApp.Box<Swift.Int, MyApp.(Token in _9F2C)>.(unknown context at $1)")
    let token = TypeNamePart.path(
      [TypeNameComponent(name: "MyApp", isContext: false), TypeNameComponent(name: "Token", isContext: true)],
      arguments: nil)
    #expect(
      parts == [
        path("MyApp", "Box", arguments: [[path("Swift", "Int")], [.character(" "), token]]),
        .context(TypeNameComponent(name: "", isContext: true)),
      ])
  }

  @Test func aPrintedNameReadsSwiftsSugar() {
    #expect(
      TypeNameReading.parts(ofPrinted: "[Kind: Int]?", nestingLimit: 31) == [
        .brackets([path("Kind"), .character(":"), .character(" "), path("Int")]), .character("?"),
      ])
    // The runtime writes no sugar: a reflected name's `[` is a character.
    #expect(TypeNameReading.parts(of: "[Int]") == [.character("["), path("Int"), .character("]")])
  }

  @Test func argumentsThatNoAngleBracketClosesAreMarked() {
    let parts = TypeNameReading.parts(ofPrinted: "Box<State)", nestingLimit: 31)
    #expect(
      parts?.first
        == .path(
          [TypeNameComponent(name: "Box", isContext: false)],
          arguments:
            TypeNameArguments(list: [[path("State")]], closed: false)))
  }

  @Test func aPrintedNameNestedBeyondTheLimitIsNotRead() {
    let nested = String(repeating: "[", count: 3) + "Int" + String(repeating: "]", count: 3)
    #expect(TypeNameReading.parts(ofPrinted: nested, nestingLimit: 3) != nil)
    #expect(TypeNameReading.parts(ofPrinted: nested, nestingLimit: 2) == nil)
  }

  @Test func combiningMarksContinueAPrintedIdentifierOnly() {
    #expect(TypeNameReading.parts(ofPrinted: "Cafe\u{301}", nestingLimit: 31) == [path("Cafe\u{301}")])
    #expect(TypeNameReading.parts(of: "Cafe\u{301}") == [path("Cafe"), .character("\u{301}")])
  }
}
