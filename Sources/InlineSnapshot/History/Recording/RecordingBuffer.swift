import Foundation

/// An append-only list guarded by one lock, shared by the history recorders.
///
/// One lock around every append is what keeps the recorded order equal to the order in which
/// the appends happened, even when they come from many tasks or threads at once.
final class RecordingBuffer<Element> {
  private let lock = NSLock()
  private var elements: [Element] = []

  init(_ elements: [Element] = []) {
    self.elements = elements
  }

  func append(_ element: Element) {
    lock.lock()
    defer { lock.unlock() }
    elements.append(element)
  }

  var values: [Element] {
    lock.lock()
    defer { lock.unlock() }
    return elements
  }

  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    elements.removeAll()
  }
}

// Every access to `elements` goes through `lock`; the elements themselves must be Sendable.
extension RecordingBuffer: @unchecked Sendable where Element: Sendable {}
