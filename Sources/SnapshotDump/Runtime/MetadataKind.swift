/// The kind of a type, read from the first word of its metadata (the ABI's `MetadataKind`).
///
/// Class metadata holds an isa pointer or zero there, never one of the small values below, so a
/// comparison with them cannot mistake a class for anything else.
enum MetadataKind {
  /// A struct: its static type is its dynamic type, so it can be read in place.
  static let structure = 0x200
  /// An enum other than `Optional`.
  static let enumeration = 0x201
  /// A `Builtin` type: runtime storage such as `Builtin.DefaultActorStorage` or the
  /// `Builtin.NativeObject` inside a `Task`.
  static let builtin = 0x300

  static func of(_ type: Any.Type) -> Int {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
  }
}
