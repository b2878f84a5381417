/// What one dump has learnt about the cases of one enum type, by case index: each case is read
/// through `Mirror` the first time it is met, and afterwards without it: payload-free cases by
/// their index alone, associated values through ``EnumPayload``.
final class EnumCases {
  struct Case {
    var name: String
    var payload: Payload
    /// The payload's type when it can be taken out of a copy of the value in place
    /// (``EnumPayload/projectableType(of:payload:)``); nil to ask the runtime.
    var projectedPayloadType: Any.Type? = nil
  }

  enum Payload {
    /// No associated values: the case is known from its index alone.
    case none
    /// One unlabeled or labeled associated value, printed as child `0`.
    case single
    /// Several associated values, read from the payload tuple's memory.
    case tuple(StoredFields)
  }

  let typeName: String
  private var cases: [Case?] = []

  init(typeName: String) {
    self.typeName = typeName
  }

  subscript(tag: Int) -> Case? {
    tag < cases.count ? cases[tag] : nil
  }

  func learn(_ knownCase: Case, tag: Int) {
    guard tag >= 0 else { return }
    if tag >= cases.count { cases.append(contentsOf: repeatElement(nil, count: tag + 1 - cases.count)) }
    cases[tag] = knownCase
  }
}
