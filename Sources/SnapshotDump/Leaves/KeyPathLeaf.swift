/// `\User.name`: a key path as Swift writes it, never the storage behind it.
///
/// The text is `String(reflecting:)`'s, with the root type named as the dump names types
/// (`\Outer.Inner.flag`, `\Box<[String: Int]>.value`) and without the address the runtime puts
/// in a computed component: `\User.friends.<computed (User)>.name`. Where the runtime cannot
/// describe a key path, it prints as its type: `WritableKeyPath<User, String>`.
extension AnyKeyPath: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { KeyPathText.of(self) }
}

enum KeyPathText {
  static func of(_ keyPath: AnyKeyPath) -> String {
    let described = withoutAddresses(String(reflecting: keyPath))
    guard described.hasPrefix("\\"), !MemoryAddress.appears(in: described) else {
      return TypeName.unqualified(String(reflecting: type(of: keyPath)))
    }
    let rootType = type(of: keyPath).rootType
    let runtimeRoot = "\\" + _typeName(rootType, qualified: false)
    guard described.hasPrefix(runtimeRoot) else { return described }
    return "\\" + TypeName.unqualified(String(reflecting: rootType)) + described.dropFirst(runtimeRoot.count)
  }

  /// `<computed 0x00007f238d2e8d80 (User)>` becomes `<computed (User)>`.
  private static func withoutAddresses(_ text: String) -> String {
    var result = ""
    var remaining = text[...]
    while let start = remaining.range(of: "0x") {
      let digits = remaining[start.upperBound...].prefix(while: \.isHexDigit)
      guard !digits.isEmpty else {
        result += remaining[..<start.upperBound]
        remaining = remaining[start.upperBound...]
        continue
      }
      result += remaining[..<start.lowerBound]
      remaining = remaining[digits.endIndex...].drop(while: { $0 == " " })
    }
    return result + remaining
  }
}
