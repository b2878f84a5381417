/// An append-only list guarded by one lock, shared by the history recorders.
///
/// One lock around every append is what keeps the recorded order equal to the order in which
/// the appends happened, even when they come from many tasks or threads at once.
final class RecordingBuffer<Element> {
  private let elements: Locked<[Element]>

  init(_ elements: [Element] = []) {
    self.elements = Locked(elements)
  }

  func append(_ element: Element) {
    elements.withLock { $0.append(element) }
  }

  var values: [Element] {
    elements.withLock { $0 }
  }

  func removeAll() {
    elements.withLock { $0.removeAll() }
  }
}

// Every access to the elements goes through the lock; the elements themselves must be Sendable.
extension RecordingBuffer: @unchecked Sendable where Element: Sendable {}
