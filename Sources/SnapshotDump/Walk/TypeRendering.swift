/// How values of one type are read, decided once per type and dump: asking the runtime whether
/// a type conforms to a protocol costs far more than a dictionary lookup, and a dump meets the
/// same few types again and again.
enum TypeRendering {
  case transparent(any TransparentWrapper.Type)
  case customLeaf(any CustomSnapshotDumpStringConvertible.Type)
  case customReflectable(any CustomSnapshotDumpReflectable.Type)
  case leaf(any SnapshotDumpLeaf.Type)
  case builtInReflectable(any BuiltInSnapshotDumpReflectable.Type)
  /// `Array`, `Set` or `Dictionary`, read without `Mirror`.
  case standardCollection(any StandardCollection.Type)
  case metatype
  /// A plain struct whose fields are read without `Mirror`.
  case storedFields(StoredFields)
  /// An enum with its default mirror, and what is known about its cases.
  case enumeration(EnumCases)
  case mirror
  /// A value the dump's placeholders replace (a `UUID`, a `Date`, a registered type): the index of
  /// how, in ``PlaceholderRules/typed``. An index keeps this enum as cheap to copy and destroy as
  /// without placeholders.
  case placeholder(Int)

  /// Custom renderings come first so a user's conformance wins over a built-in one.
  init(of type: Any.Type, sample: Any) {
    if let type = type as? any TransparentWrapper.Type {
      self = .transparent(type)
    } else if let type = type as? any CustomSnapshotDumpStringConvertible.Type {
      self = .customLeaf(type)
    } else if let type = type as? any CustomSnapshotDumpReflectable.Type {
      self = .customReflectable(type)
    } else if let type = type as? any SnapshotDumpLeaf.Type {
      self = .leaf(type)
    } else if let type = type as? any BuiltInSnapshotDumpReflectable.Type {
      self = .builtInReflectable(type)
    } else if let type = type as? any StandardCollection.Type {
      self = .standardCollection(type)
    } else if Self.isMetatype(type) {
      self = .metatype
    } else if type is CustomReflectable.Type {
      self = .mirror
    } else if Mirror(reflecting: sample).displayStyle == .struct, let fields = StoredFields.of(type) {
      self = .storedFields(fields)
    } else if Mirror(reflecting: sample).displayStyle == .enum {
      self = .enumeration(EnumCases(typeName: TypeName.unqualified(String(reflecting: type))))
    } else {
      self = .mirror
    }
  }

  /// `Int.self` has type `Int.Type`; `(any P).self` has type `P.Protocol`.
  private static func isMetatype(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return name.hasSuffix(".Type") || name.hasSuffix(".Protocol")
  }
}

// Casting to the exact concrete type is a cheap identity check, unlike a conformance lookup.

func unwrapped<T: TransparentWrapper>(_: T.Type, _ value: Any) -> Any?? {
  // A closure, not `\.unwrappedForDump`: a key path is instantiated again on every call.
  (value as? T).map { $0.unwrappedForDump }
}

func customDescription<T: CustomSnapshotDumpStringConvertible>(_: T.Type, _ value: Any) -> String? {
  (value as? T)?.snapshotDumpDescription
}

func customMirror<T: CustomSnapshotDumpReflectable>(_: T.Type, _ value: Any) -> Mirror? {
  (value as? T)?.snapshotDumpMirror
}

func builtInMirror<T: BuiltInSnapshotDumpReflectable>(_: T.Type, _ value: Any) -> Mirror? {
  (value as? T)?.builtInSnapshotDumpMirror
}
