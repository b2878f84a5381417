import Testing

@testable import SnapshotDump

struct TypeNameTests {
  @Test(arguments: [
    ("Swift.Int", "Int"),
    ("MyApp.Outer.Inner", "Outer.Inner"),
    ("MyApp.Box<Swift.Int>", "Box<Int>"),
    ("Swift.Array<MyApp.Item>", "[Item]"),
    ("Swift.Optional<Swift.String>", "String?"),
    ("Swift.Dictionary<Swift.String, Swift.Array<Swift.Int>>", "[String: [Int]]"),
    ("Swift.Optional<(Swift.Int) -> Swift.Int>", "((Int) -> Int)?"),
    ("MyApp.Box<(Swift.Int) -> Swift.String>", "Box<(Int) -> String>"),
    ("MyApp.(unknown context at $10ab4).Token", "Token"),
    ("MyApp.(unknown context at $55b7).(unknown context at $55b8).Local", "Local"),
    ("MyApp.(Token in _9F2C4E7C)", "Token"),
    ("MyApp.Pair<MyApp.A, MyApp.B.C>", "Pair<A, B.C>"),
    ("(x: Swift.Int, Swift.String)", "(x: Int, String)"),
    ("Swift.Int.Type", "Int.Type"),
    ("__C.NSObject", "NSObject"),
    ("Foundation.LockedState<Swift.Int>.(unknown context at $7f3f77fb17f8)._Buffer", "LockedState<Int>._Buffer"),
    ("MyApp.Box<Swift.Int>.(Token in _9F2C4E7C)", "Box<Int>.Token"),
  ])
  func unqualified(reflected: String, expected: String) {
    #expect(TypeName.unqualified(reflected) == expected)
  }

  @Test func functionTypesAreRecognised() {
    #expect(TypeName.isFunction("(Swift.Int) -> Swift.Int"))
    #expect(TypeName.isFunction("@Sendable () async throws -> ()"))
    #expect(TypeName.isFunction("() -> (Swift.Int, Swift.Int)"))
    #expect(!TypeName.isFunction("((Swift.Int) -> (), Swift.Int)"))
    #expect(!TypeName.isFunction("MyApp.Box<(Swift.Int) -> ()>"))
  }
}
