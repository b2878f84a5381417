/// Reads which case an enum value holds, straight from the enum's value witness table.
///
/// `swift_EnumCaseName` and `Mirror` look the case's field descriptor and payload type up (by
/// mangled name) on every call; this is one indirect call. The layout it relies on is the stable
/// ABI: the value witness table pointer sits just before the type metadata, and in an enum's table
/// `getEnumTag`, `destructiveProjectEnumData` and `destructiveInjectEnumTag` follow the eight
/// value-witness functions, `size`, `stride`, `flags` and `extraInhabitantCount`. On arm64e
/// (signed function pointers) there are none, so callers use `Mirror`.
enum EnumTag {
  /// The index of the case `value` holds, or nil when `value` is not an enum.
  static func of(_ value: Any) -> Int? {
    func tag<Value>(_ value: Value) -> Int? {
      guard let witnesses = witnesses(of: Value.self) else { return nil }
      return withUnsafePointer(to: value) { Int(witnesses.tag(UnsafeRawPointer($0))) }
    }
    return _openExistential(value, do: tag)
  }

  /// The enum value witnesses of `type`, or nil when it is not an enum other than `Optional`.
  static func witnesses(of type: Any.Type) -> EnumWitnesses? {
    #if _ptrauth(_arm64e)
      // Value witnesses are signed function pointers there; calling one unauthenticated would trap.
      return nil
    #else
      guard MetadataKind.of(type) == MetadataKind.enumeration else { return nil }
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      let table = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
      return EnumWitnesses(metadata: metadata, table: table)
    #endif
  }
}

/// The three value witnesses only enums have.
struct EnumWitnesses {
  private static let getEnumTagOffset = 10 * MemoryLayout<UnsafeRawPointer>.size + 2 * MemoryLayout<UInt32>.size
  private static let projectOffset = getEnumTagOffset + MemoryLayout<UnsafeRawPointer>.size
  private static let injectOffset = projectOffset + MemoryLayout<UnsafeRawPointer>.size

  private typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias ProjectEnumData = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias InjectEnumTag = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  let metadata: UnsafeRawPointer
  let table: UnsafeRawPointer

  /// The index of the case held at `address`: payload cases first, in declaration order.
  func tag(_ address: UnsafeRawPointer) -> UInt32 {
    table.load(fromByteOffset: Self.getEnumTagOffset, as: GetEnumTag.self)(address, metadata)
  }

  /// Turns the enum at `address` into its payload, in place.
  func projectPayload(_ address: UnsafeMutableRawPointer) {
    table.load(fromByteOffset: Self.projectOffset, as: ProjectEnumData.self)(address, metadata)
  }

  /// Turns a payload projected at `address` back into the enum holding case `tag`.
  func injectTag(_ address: UnsafeMutableRawPointer, _ tag: UInt32) {
    table.load(fromByteOffset: Self.injectOffset, as: InjectEnumTag.self)(address, tag, metadata)
  }
}
