@_spi(Reflection) import Swift

/// Reads a plain struct's stored properties straight from its memory, at offsets the runtime
/// reports once per type. `Mirror` looks every field's type up by its mangled name again for
/// every value, and key paths instantiate metadata on every read: both made large arrays of
/// structs several times slower to dump.
///
/// Only plain structs qualify: a type with a custom `Mirror` (`CustomReflectable`) keeps it, and
/// so does any struct the standard library will not build key paths for (a `weak`/`unowned`
/// reference, a closure or a built-in field), so every field read here is an ordinary strong,
/// stored value.
struct StoredFields {
  private let type: Any.Type
  /// The fields in declaration order, each at its offset from the start of the value.
  let fields: [Field]

  struct Field {
    var label: ChildLabel
    var offset: Int
    var type: Any.Type
  }

  /// The stored fields of `type`, or nil when `Mirror` must be used.
  static func of(_ type: Any.Type) -> StoredFields? {
    guard !(type is CustomReflectable.Type) else { return nil }
    guard #available(macOS 11.3, iOS 14.5, watchOS 7.4, tvOS 14.5, *) else { return nil }
    guard isReadableAsKeyPaths(type) else { return nil }
    var fields: [Field] = []
    let isComplete = _forEachField(of: type) { name, offset, fieldType, _ in
      fields.append(
        Field(label: FieldLabel.field(String(cString: name), index: fields.count), offset: offset, type: fieldType))
      return true
    }
    return isComplete ? StoredFields(type: type, fields: fields) : nil
  }

  /// The elements of tuple type `type` (an enum case's associated values), or nil if it is none.
  static func ofTuple(_ type: Any.Type) -> StoredFields? {
    guard #available(macOS 11.3, iOS 14.5, watchOS 7.4, tvOS 14.5, *) else { return nil }
    var fields: [Field] = []
    let isComplete = _forEachField(of: type) { name, offset, fieldType, _ in
      fields.append(
        Field(
          label: FieldLabel.tupleElement(String(cString: name), index: fields.count), offset: offset, type: fieldType))
      return true
    }
    return isComplete && !fields.isEmpty ? StoredFields(type: type, fields: fields) : nil
  }

  /// The fields of `value`, in declaration order; nil if it is of another type.
  func children(of value: Any) -> [Child]? {
    guard Swift.type(of: value) == type else { return nil }
    func read<Root>(_ root: Root) -> [Child] {
      withUnsafePointer(to: root) { pointer in
        let base = UnsafeRawPointer(pointer)
        return fields.map { field in
          Child(label: field.label, value: StoredValue.boxed(field.type, at: base + field.offset))
        }
      }
    }
    return _openExistential(value, do: read)
  }

  /// The standard library declines key paths for fields that are not plain strong stored values.
  @available(macOS 11.3, iOS 14.5, watchOS 7.4, tvOS 14.5, *)
  private static func isReadableAsKeyPaths(_ type: Any.Type) -> Bool {
    func check<Root>(_: Root.Type) -> Bool {
      _forEachFieldWithKeyPath(of: Root.self) { _, _ in true }
    }
    return _openExistential(type, do: check)
  }
}
