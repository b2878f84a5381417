/// `Array`, `Dictionary` and `Set` read without `Mirror`: their standard mirrors box every
/// element, and a dictionary's mirror wraps each entry in a tuple whose own `Mirror` looks its
/// field types up by mangled name, which made arrays of structs with dictionaries several times
/// slower to dump. The children are the same as the mirrors': elements in order, entries as
/// key and value.
protocol StandardCollection {
  /// The value's shape: its kind and children.
  var standardCollectionShape: ValueShape { get }

  /// For an `Array` stored at `address`: calls `body` with its elements and returns true.
  /// Collections that do not store their elements in order return false.
  static func withContiguousElements(at address: UnsafeRawPointer, _ body: ContiguousElementsBody) -> Bool
}

/// Receives an array's element type, count, first element's address (nil when empty) and the
/// distance between elements.
typealias ContiguousElementsBody = (_ elementType: Any.Type, _ count: Int, _ first: UnsafeRawPointer?, _ stride: Int) -> Void

extension StandardCollection {
  static func withContiguousElements(at address: UnsafeRawPointer, _ body: ContiguousElementsBody) -> Bool {
    false
  }
}

extension Array: StandardCollection {
  var standardCollectionShape: ValueShape {
    // Loops rather than `map`: this code runs unspecialized, where `map`'s generic machinery
    // cost more per element than boxing the element.
    var children: [Child] = []
    children.reserveCapacity(count)
    for element in self { children.append(Child(label: .none, value: element)) }
    return ValueShape(kind: .collection, children: children)
  }

  static func withContiguousElements(at address: UnsafeRawPointer, _ body: ContiguousElementsBody) -> Bool {
    address.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { elements in
      body(Element.self, elements.count, elements.baseAddress.map(UnsafeRawPointer.init), MemoryLayout<Element>.stride)
    }
    return true
  }
}

extension Set: StandardCollection {
  var standardCollectionShape: ValueShape {
    var children: [Child] = []
    children.reserveCapacity(count)
    for member in self { children.append(Child(label: .none, value: member)) }
    return ValueShape(kind: .set, children: children)
  }
}

extension Dictionary: StandardCollection {
  var standardCollectionShape: ValueShape {
    var children: [Child] = []
    children.reserveCapacity(count)
    for (key, value) in self { children.append(Child(label: .key(key), value: value)) }
    return ValueShape(kind: .dictionary, children: children)
  }
}

/// The shape of `value` when it is exactly of type `T` (a cheap identity cast, no conformance lookup).
func standardCollectionShape<T: StandardCollection>(_: T.Type, _ value: Any) -> ValueShape? {
  (value as? T)?.standardCollectionShape
}
