/// `Array`, `Dictionary` and `Set` read without `Mirror`: their standard mirrors box every
/// element, and a dictionary's mirror wraps each entry in a tuple whose own `Mirror` looks its
/// field types up by mangled name, which made arrays of structs with dictionaries several times
/// slower to dump. The children are the same as the mirrors': elements in order, entries as
/// key and value.
protocol StandardCollection {
  /// The value's shape: its kind and children.
  var standardCollectionShape: ValueShape { get }

  /// The elements of the `Array` stored at `address`, or nil for collections that do not store
  /// their elements in order. They stay where they are for as long as the array at `address`
  /// lives unchanged.
  static func contiguousElements(at address: UnsafeRawPointer) -> ContiguousElements?

  /// Whether ``contiguousElements(at:)`` gives the elements: true for `Array`.
  static var storesElementsInOrder: Bool { get }
}

/// An array's elements in memory.
struct ContiguousElements {
  var elementType: Any.Type
  var count: Int
  /// The first element's address; nil when there are none.
  var first: UnsafeRawPointer?
  /// The distance between elements.
  var stride: Int
  /// Storage made for the elements when the array had none of its own; nil for a native array,
  /// whose buffer its owner keeps.
  var storage: Any? = nil
}

extension StandardCollection {
  static func contiguousElements(at address: UnsafeRawPointer) -> ContiguousElements? {
    nil
  }

  static var storesElementsInOrder: Bool { false }
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

  static var storesElementsInOrder: Bool { true }

  static func contiguousElements(at address: UnsafeRawPointer) -> ContiguousElements? {
    let array = address.assumingMemoryBound(to: Self.self).pointee
    #if _runtime(_ObjC)
      // A lazily bridged NSArray lends out a copy of its elements only for the length of the call:
      // give such an array storage of its own, and keep it.
      if _isBridgedVerbatimToObjectiveC(Element.self) {
        let native = Array(ContiguousArray(array))
        var elements = elements(of: native)
        elements.storage = native
        return elements
      }
    #endif
    return elements(of: array)
  }

  private static func elements(of array: Self) -> ContiguousElements {
    let first = array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    return ContiguousElements(
      elementType: Element.self, count: array.count, first: first, stride: MemoryLayout<Element>.stride)
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
