/// `Array`, `Dictionary` and `Set` read without `Mirror`: their standard mirrors box every
/// element, and a dictionary's mirror wraps each entry in a tuple whose own `Mirror` looks its
/// field types up by mangled name, which made arrays of structs with dictionaries several times
/// slower to dump. The children are the same as the mirrors': elements in order, entries as
/// key and value.
protocol StandardCollection {
  /// The value's shape: its kind and children.
  var standardCollectionShape: ValueShape { get }
}

extension Array: StandardCollection {
  var standardCollectionShape: ValueShape {
    ValueShape(kind: .collection, children: map { Child(label: .none, value: $0) })
  }
}

extension Set: StandardCollection {
  var standardCollectionShape: ValueShape {
    ValueShape(kind: .set, children: map { Child(label: .none, value: $0) })
  }
}

extension Dictionary: StandardCollection {
  var standardCollectionShape: ValueShape {
    ValueShape(kind: .dictionary, children: map { Child(label: .key($0.key), value: $0.value) })
  }
}

/// The shape of `value` when it is exactly of type `T` (a cheap identity cast, no conformance lookup).
func standardCollectionShape<T: StandardCollection>(_: T.Type, _ value: Any) -> ValueShape? {
  (value as? T)?.standardCollectionShape
}
