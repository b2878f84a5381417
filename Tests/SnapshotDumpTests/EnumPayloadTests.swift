import Testing

@testable import SnapshotDump

private final class Token {}

private enum Payloads {
  case number(Int)
  case pair(Bool, Int)
  case object(Token)
  indirect case boxed(Payloads)
  case none
}

/// A case's payload is taken out of a copy of the value with the enum's own value witnesses once
/// the runtime's reading of the first value of that case has confirmed the bytes match.
struct EnumPayloadTests {
  @Test func inlinePayloadsCanBeProjected() {
    #expect(projectableType(.number(7)) == Int.self)
    #expect(projectableType(.pair(true, 2)) == (Bool, Int).self)
    #expect(projectableType(.object(Token())) == Token.self)
  }

  @Test func indirectPayloadsAreLeftToTheRuntime() {
    #expect(projectableType(.boxed(.number(1))) == nil)
  }

  @Test func projectionGivesTheRuntimesPayload() {
    let value = Payloads.pair(false, -3)
    let projected = EnumPayload.of(value, projectingAs: (Bool, Int).self) as? (Bool, Int)
    #expect(projected?.0 == false)
    #expect(projected?.1 == -3)
  }

  private func projectableType(_ value: Payloads) -> Any.Type? {
    EnumPayload.projectableType(of: value, payload: EnumPayload.of(value))
  }
}
