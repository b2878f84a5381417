// The runtime entry point `print` uses for enum case names; unlike `description` it cannot be
// overridden by the enum, so a `CustomStringConvertible` enum still dumps as `Type.case`.
@_silgen_name("swift_EnumCaseName")
private func _enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The declared name of an enum value's case.
enum EnumCaseName {
  static func of(_ value: Any) -> String? {
    func name<T>(_ value: T) -> String? {
      _enumCaseName(value).map { String(cString: $0) }
    }
    return _openExistential(value, do: name)
  }
}
