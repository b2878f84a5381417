/// A class chain as deep as asked: `head → next → … → nil`.
final class ListNode {
  var id: Int
  var next: ListNode?

  init(id: Int, next: ListNode?) {
    self.id = id
    self.next = next
  }

  /// A chain of `count` nodes with ids `0..<count`.
  static func chain(count: Int) -> ListNode {
    var head: ListNode?
    for id in stride(from: count - 1, through: 0, by: -1) {
      head = ListNode(id: id, next: head)
    }
    return head!
  }

  /// Unlinks the chain node by node: releasing its head would free it recursively, one stack
  /// frame per node, which no stack survives at these depths.
  static func dismantle(_ head: ListNode) {
    var node: ListNode? = head
    while let current = node {
      node = current.next
      current.next = nil
    }
  }
}

/// A shared-object graph: every level holds two references to the same next level.
final class SharedLevel {
  let id: Int
  let left: SharedLevel?
  let right: SharedLevel?

  init(id: Int, next: SharedLevel?) {
    self.id = id
    left = next
    right = next
  }

  /// `count` levels, 0 at the top.
  static func graph(levels count: Int) -> SharedLevel {
    var level: SharedLevel?
    for id in stride(from: count - 1, through: 0, by: -1) {
      level = SharedLevel(id: id, next: level)
    }
    return level!
  }
}
