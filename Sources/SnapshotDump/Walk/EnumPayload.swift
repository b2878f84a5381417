// The runtime entry point behind `Mirror`'s children. Calling it directly skips what `Mirror`
// builds around it (the child count, which looks the case's field descriptor up by mangled name
// a second time, and the type-erased lazy collection of children).
@_silgen_name("swift_reflectionMirror_subscript")
private func _reflectionChild<T>(
  of value: T,
  type: Any.Type,
  index: Int,
  outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<NameFreeFunction?>
) -> Any

private typealias NameFreeFunction = @convention(c) (UnsafePointer<CChar>?) -> Void

/// Reads the associated values of an enum case, as `Mirror(reflecting:).children.first` would.
enum EnumPayload {
  /// The payload of `value`, an enum whose current case is known to have associated values:
  /// the value itself for one, a tuple for several. Indirect cases are unboxed by the runtime.
  static func of(_ value: Any) -> Any {
    func payload<Value>(_ value: Value) -> Any {
      var name: UnsafePointer<CChar>? = nil
      var freeName: NameFreeFunction? = nil
      let payload = _reflectionChild(of: value, type: Value.self, index: 0, outName: &name, outFreeFunc: &freeName)
      freeName?(name)
      return payload
    }
    return _openExistential(value, do: payload)
  }
}
