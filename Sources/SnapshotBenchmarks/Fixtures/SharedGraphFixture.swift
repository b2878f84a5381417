/// A class chain of any depth: `head → next → … → nil`.
final class ChainNode {
  var id: Int
  var next: ChainNode?

  init(id: Int, next: ChainNode?) {
    self.id = id
    self.next = next
  }

  /// `count` nodes with ids `0..<count`.
  static func chain(count: Int) -> ChainNode {
    var head: ChainNode?
    for id in stride(from: count - 1, through: 0, by: -1) {
      head = ChainNode(id: id, next: head)
    }
    return head!
  }

  /// Unlinks the chain node by node: releasing the head alone would free it recursively.
  static func dismantle(_ head: ChainNode) {
    var node: ChainNode? = head
    while let current = node {
      node = current.next
      current.next = nil
    }
  }
}

/// Objects sharing their next level: each level holds two references to the same next one, so a
/// dump that printed every path would print 2^n levels.
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
