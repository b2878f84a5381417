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
///
/// The runtime's reader looks the case's payload type up by its mangled name on every call. For
/// a case whose payload is stored inline, a copy of the value can instead be taken apart with the
/// enum's own value witnesses (`destructiveProjectEnumData`): that is checked once per case and
/// dump, against the runtime's answer, before it is relied on.
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

  /// The payload of `value`, taken from a copy of it in place; `payloadType` comes from
  /// ``projectableType(of:payload:)`` for the case `value` holds.
  static func of(_ value: Any, projectingAs payloadType: Any.Type) -> Any {
    func project<Enum>(_ value: Enum) -> Any {
      func take<Payload>(_: Payload.Type) -> Any {
        withProjectedCopy(of: value, byteCount: MemoryLayout<Payload>.size) { address, _ in
          address.assumingMemoryBound(to: Payload.self).move()
        }
      }
      return _openExistential(payloadType, do: take)
    }
    return _openExistential(value, do: project)
  }

  /// The type to take the payload of `value`'s case out as, when projecting a copy of `value`
  /// gives exactly the bytes of `payload` (the runtime's reading); nil when it does not (an
  /// indirect case keeps a box there) or cannot be checked, and the runtime must be asked.
  static func projectableType(of value: Any, payload: Any) -> Any.Type? {
    guard EnumTag.witnesses(of: type(of: value)) != nil else { return nil }
    func check<Enum>(_ value: Enum) -> Any.Type? {
      func compare<Payload>(_ payload: Payload) -> Any.Type? {
        let size = MemoryLayout<Payload>.size
        guard size > 0 else { return nil }
        let matches = withProjectedCopy(of: value, byteCount: size) { address, restore -> Bool in
          let isPayload = withUnsafeBytes(of: payload) { expected in
            UnsafeRawBufferPointer(start: address, count: size).elementsEqual(expected)
          }
          if isPayload {
            address.assumingMemoryBound(to: Payload.self).deinitialize(count: 1)
          } else {
            restore()
          }
          return isPayload
        }
        return matches ? Payload.self : nil
      }
      // Opening the runtime's answer once gives its static type: an existential stays one.
      return _openExistential(payload, do: compare)
    }
    return _openExistential(value, do: check)
  }

  /// Copies `value` into a scratch buffer of at least `byteCount` bytes, projects its payload
  /// there and calls `body` with the buffer. `body` must either take the payload out or call
  /// `restore`, which turns the buffer back into the enum and destroys it.
  private static func withProjectedCopy<Enum, Result>(
    of value: Enum,
    byteCount: Int,
    _ body: (UnsafeMutableRawPointer, _ restore: () -> Void) -> Result
  ) -> Result {
    let witnesses = EnumTag.witnesses(of: Enum.self)!
    let size = max(MemoryLayout<Enum>.size, byteCount, 1)
    return withUnsafeTemporaryAllocation(byteCount: size, alignment: max(MemoryLayout<Enum>.alignment, 16)) { scratch in
      let buffer = scratch.baseAddress!
      // Zeroed so that comparing past the end of a small enum reads defined bytes.
      buffer.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      buffer.initializeMemory(as: Enum.self, repeating: value, count: 1)
      let tag = witnesses.tag(buffer)
      witnesses.projectPayload(buffer)
      return body(buffer) {
        witnesses.injectTag(buffer, tag)
        buffer.assumingMemoryBound(to: Enum.self).deinitialize(count: 1)
      }
    }
  }
}
