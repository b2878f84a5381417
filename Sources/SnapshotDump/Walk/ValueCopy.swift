/// A value copied into memory of its own, so that its stored properties can be read in place
/// while the walk comes back to them, long after the `Any` it arrived in is gone.
final class ValueCopy {
  let address: UnsafeRawPointer
  private let type: Any.Type

  init(of value: Any) {
    func copy<Value>(_ value: Value) -> UnsafeRawPointer {
      let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
      storage.initialize(to: value)
      return UnsafeRawPointer(storage)
    }
    address = _openExistential(value, do: copy)
    type = Swift.type(of: value)
  }

  deinit {
    func destroy<Value>(_: Value.Type) {
      let storage = UnsafeMutablePointer(mutating: address.assumingMemoryBound(to: Value.self))
      storage.deinitialize(count: 1)
      storage.deallocate()
    }
    _openExistential(type, do: destroy)
  }
}
