extension DumpOutline {
  /// The subtree at `index` on one line, for a value that was added, removed or replaced:
  /// `"Wrong code"`, `State.failed("No connection")`, `Address(line1: "221B Baker Street", city: "London")`,
  /// `["a", "b"]`, `["k": 1]`, `[:]`.
  ///
  /// Leaves print as in the dump; a struct, class or enum case as its header with its children in
  /// parentheses (positions left out, as Swift writes an unlabeled payload); a tuple as its
  /// children in parentheses; arrays and sets in brackets; dictionaries as `[key: value]`.
  /// Linear in the subtree's size, with no recursion.
  func oneLine(_ index: Int) -> String {
    var output = ""
    // The open containers: where each ends, what closes it, and whether it has a child yet.
    var open: [(end: Int, closing: String, kind: Kind, hasChild: Bool)] = []
    var node = index
    while node < nodes[index].end {
      while let last = open.last, node >= last.end {
        output += last.closing
        open.removeLast()
      }
      if let parent = open.indices.last {
        if open[parent].hasChild { output += ", " }
        open[parent].hasChild = true
        output += childPrefix(node, in: open[parent].kind)
      }
      let value = text(nodes[node].value)
      let hasChildren = nodes[node].end > node + 1
      switch nodes[node].kind {
      case .leaf:
        output += value
      case .array, .set:
        output += hasChildren ? "[" : "[]"
      case .dictionary:
        output += hasChildren ? "[" : "[:]"
      case .composite:
        // A tuple's header, `(2 elements)`, says nothing its parentheses do not.
        output += value.hasPrefix("(") ? "(" : value + "("
      }
      if hasChildren {
        open.append((nodes[node].end, nodes[node].kind == .composite ? ")" : "]", nodes[node].kind, false))
      }
      node += 1
    }
    for container in open.reversed() { output += container.closing }
    return output
  }

  /// `key: ` for a dictionary entry, `name: ` for a named child, nothing for an element or a
  /// position.
  private func childPrefix(_ node: Int, in parent: Kind) -> String {
    guard let label = label(of: node) else { return "" }
    switch parent {
    case .dictionary:
      return label + ": "
    case .composite:
      return label.utf8.allSatisfy(ASCIIByte.isDigit) ? "" : label + ": "
    case .leaf, .array, .set:
      return ""
    }
  }
}
