/// A value read where it is stored, by address and static type, so that a dump does not have to
/// box it as `Any` (a copy, a type lookup and a cast for every field) before printing it.
enum StoredValue {
  /// Whether values of `type` may be read in place: structs only, whose static type is their
  /// dynamic type. An existential's value is of the type its container names, a class instance
  /// may be a subclass's; those, enums and the rest are boxed and read as `Any`.
  static func isReadableInPlace(_ type: Any.Type) -> Bool {
    MetadataKind.of(type) == MetadataKind.structure
  }

  /// A copy of the value of type `type` at `address`, boxed as `Any`.
  static func boxed(_ type: Any.Type, at address: UnsafeRawPointer) -> Any {
    func copy<Value>(_: Value.Type) -> Any {
      address.assumingMemoryBound(to: Value.self).pointee
    }
    return _openExistential(type, do: copy)
  }

  /// Calls `body` with the address of the value of type `type` that `value` holds; nil if it
  /// holds a value of another type.
  static func withAddress<Result>(of value: Any, as type: Any.Type, _ body: (UnsafeRawPointer) -> Result) -> Result? {
    func open<Value>(_ opened: Value) -> Result? {
      if Value.self == type { return withUnsafePointer(to: opened) { body(UnsafeRawPointer($0)) } }
      // Boxed from storage of existential type, `value` holds that existential: cast it open.
      func cast<Concrete>(_: Concrete.Type) -> Result? {
        guard let concrete = value as? Concrete else { return nil }
        return withUnsafePointer(to: concrete) { body(UnsafeRawPointer($0)) }
      }
      return _openExistential(type, do: cast)
    }
    return _openExistential(value, do: open)
  }
}
