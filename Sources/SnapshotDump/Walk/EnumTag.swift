/// Reads which case an enum value holds, straight from the enum's value witness table.
///
/// `swift_EnumCaseName` and `Mirror` look the case's field descriptor and payload type up (by
/// mangled name) on every call; this is one indirect call. The layout it relies on is the stable
/// ABI: the value witness table pointer sits just before the type metadata, and in an enum's table
/// `getEnumTag` follows the eight value-witness functions, `size`, `stride`, `flags` and
/// `extraInhabitantCount`. On arm64e (signed function pointers) it answers `nil`, so callers use `Mirror`.
enum EnumTag {
  /// `MetadataKind.Enum`: enums other than `Optional` (which is transparent anyway).
  private static let enumKind = 0x201
  private static let getEnumTagOffset = 10 * MemoryLayout<UnsafeRawPointer>.size + 2 * MemoryLayout<UInt32>.size

  private typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  /// The index of the case `value` holds, or nil when `value` is not an enum.
  static func of(_ value: Any) -> Int? {
    #if _ptrauth(_arm64e)
    // Value witnesses are signed function pointers there; calling one unauthenticated would trap.
    return nil
    #else
    func tag<Value>(_ value: Value) -> Int? {
      let metadata = unsafeBitCast(Value.self as Any.Type, to: UnsafeRawPointer.self)
      guard metadata.load(as: Int.self) == enumKind else { return nil }
      let witnesses = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
      let getEnumTag = witnesses.load(fromByteOffset: getEnumTagOffset, as: GetEnumTag.self)
      return withUnsafePointer(to: value) { Int(getEnumTag(UnsafeRawPointer($0), metadata)) }
    }
    return _openExistential(value, do: tag)
    #endif
  }
}
