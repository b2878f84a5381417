/// What changed between two dumps, one line per changed leaf, by path.
///
/// ```
/// stage: Stage.editing → Stage.verifying
/// profile.firstName: "Ada" → "Grace"
/// + errors[0]: "Wrong code"
/// - tags[2]: "new"
/// headers["Accept"]: "text/html" → "application/json"
/// state: State.editing → State.failed("No connection")
/// ```
///
/// The rules are in ``StateHistoryFormat/Style/changes``. The walk keeps its own stack, so depth
/// costs memory, never the thread's stack; equal subtrees are skipped by hash, so the cost is
/// linear in the two dumps' size.
struct OutlineDifference {
  let old: DumpOutline
  let new: DumpOutline

  private enum Step {
    case compare(old: Int, new: Int, path: Int)
    case added(new: Int, path: Int)
    case removed(old: Int, path: Int)
  }

  /// The change lines, in the order of the new dump; empty when the dumps are equal.
  var lines: [String] {
    guard !old.nodes.isEmpty, !new.nodes.isEmpty else { return [] }
    var lines: [String] = []
    var paths = Paths()
    // Last in, first out: each step pushes its children's steps in reverse.
    var steps: [Step] = [.compare(old: 0, new: 0, path: Paths.root)]
    while let step = steps.popLast() {
      switch step {
      case .added(let node, let path):
        lines.append("+ " + paths.labelled(path, new.oneLine(node)))
      case .removed(let node, let path):
        lines.append("- " + paths.labelled(path, old.oneLine(node)))
      case .compare(let oldNode, let newNode, let path):
        if let line = compare(oldNode, newNode, path: path, paths: &paths, into: &steps) { lines.append(line) }
      }
    }
    return lines
  }

  /// Compares two nodes at `path`: returns the line for a changed leaf or a replaced value, or
  /// pushes the steps that compare their children.
  private func compare(_ oldNode: Int, _ newNode: Int, path: Int, paths: inout Paths, into steps: inout [Step])
    -> String?
  {
    guard !old.isEqual(oldNode, to: newNode, in: new) else { return nil }
    let before = old.nodes[oldNode]
    let after = new.nodes[newNode]
    switch (before.kind, after.kind) {
    case (.leaf, .leaf):
      return paths.labelled(path, old.text(before.value) + " → " + new.text(after.value))
    case (.array, .array), (.set, .set):
      steps += byPosition(oldNode, newNode, path: path, paths: &paths).reversed()
      return nil
    case (.dictionary, .dictionary):
      steps += byLabel(oldNode, newNode, path: path, paths: &paths).reversed()
      return nil
    case (.composite, .composite)
    where old.text(before.value) == new.text(after.value) && !old.hasPositionalChildren(oldNode):
      let isLabelled =
        old.children(of: oldNode).allSatisfy { old.nodes[$0].label != nil }
        && new.children(of: newNode).allSatisfy { new.nodes[$0].label != nil }
      let children =
        isLabelled
        ? byLabel(oldNode, newNode, path: path, paths: &paths) : byPosition(oldNode, newNode, path: path, paths: &paths)
      steps += children.reversed()
      return nil
    default:
      // Another case, type or shape, or an unlabeled payload: the value is replaced as a whole.
      return paths.labelled(path, old.oneLine(oldNode) + " → " + new.oneLine(newNode))
    }
  }

  /// Elements compared by position, after the equal ones at both ends are set aside: inserting
  /// or removing one element reads as one `+` or `-` line, not as a change of every later one.
  private func byPosition(_ oldNode: Int, _ newNode: Int, path: Int, paths: inout Paths) -> [Step] {
    let before = old.children(of: oldNode)
    let after = new.children(of: newNode)
    var prefix = 0
    while prefix < min(before.count, after.count), old.isEqual(before[prefix], to: after[prefix], in: new) {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(before.count, after.count) - prefix,
      old.isEqual(before[before.count - 1 - suffix], to: after[after.count - 1 - suffix], in: new)
    {
      suffix += 1
    }
    let removedEnd = before.count - suffix
    let addedEnd = after.count - suffix
    let paired = min(removedEnd, addedEnd) - prefix
    var steps: [Step] = []
    for offset in 0..<paired {
      let position = prefix + offset
      steps.append(.compare(old: before[position], new: after[position], path: paths.index(position, in: path)))
    }
    for position in (prefix + paired)..<removedEnd {
      steps.append(.removed(old: before[position], path: paths.index(position, in: path)))
    }
    for position in (prefix + paired)..<addedEnd {
      steps.append(.added(new: after[position], path: paths.index(position, in: path)))
    }
    return steps
  }

  /// Children matched by label (a field name, a position or a dictionary key), in the new dump's
  /// order; a label found only in the old dump is removed where it stood, one found only in the
  /// new dump is added.
  private func byLabel(_ oldNode: Int, _ newNode: Int, path: Int, paths: inout Paths) -> [Step] {
    let before = old.children(of: oldNode)
    let after = new.children(of: newNode)
    let isDictionary = new.nodes[newNode].kind == .dictionary
    func childPath(_ label: String) -> Int {
      isDictionary ? paths.key(label, in: path) : paths.name(label, in: path)
    }
    // The k-th child with a label pairs with the k-th child with the same label on the other side.
    var unpaired: [String: [Int]] = [:]
    for child in before.reversed() { unpaired[old.label(of: child) ?? "", default: []].append(child) }
    var partner: [Int: Int] = [:]  // old child → new child
    var newPartner: [Int: Int] = [:]  // new child → old child
    for child in after {
      if let match = unpaired[new.label(of: child) ?? ""]?.popLast() {
        partner[match] = child
        newPartner[child] = match
      }
    }
    var steps: [Step] = []
    var oldPosition = 0
    for child in after {
      // Old children that are gone, up to where this child's partner stood.
      while oldPosition < before.count, partner[before[oldPosition]] == nil {
        steps.append(.removed(old: before[oldPosition], path: childPath(old.label(of: before[oldPosition]) ?? "")))
        oldPosition += 1
      }
      let label = new.label(of: child) ?? ""
      if let match = newPartner[child] {
        steps.append(.compare(old: match, new: child, path: childPath(label)))
        if oldPosition < before.count, before[oldPosition] == match { oldPosition += 1 }
      } else {
        steps.append(.added(new: child, path: childPath(label)))
      }
    }
    for position in oldPosition..<before.count where partner[before[position]] == nil {
      steps.append(.removed(old: before[position], path: childPath(old.label(of: before[position]) ?? "")))
    }
    return steps
  }

}

/// The paths of the nodes being compared, each stored once as its parent's path plus one
/// segment, so going one level deeper costs one segment and not a copy of the whole path; the
/// text is put together only for the lines that are printed.
private struct Paths {
  static let root = 0

  private var segments: [(parent: Int, text: String)] = [(-1, "")]

  /// `path[position]`.
  mutating func index(_ position: Int, in path: Int) -> Int {
    append("[\(position)]", to: path)
  }

  /// `path[key]`.
  mutating func key(_ key: String, in path: Int) -> Int {
    append("[\(key)]", to: path)
  }

  /// `path.name`, or `name` at the root.
  mutating func name(_ name: String, in path: Int) -> Int {
    append(path == Self.root ? name : "." + name, to: path)
  }

  /// `path: text`, or the text alone at the root.
  func labelled(_ path: Int, _ text: String) -> String {
    path == Self.root ? text : self.text(path) + ": " + text
  }

  private mutating func append(_ segment: String, to path: Int) -> Int {
    segments.append((path, segment))
    return segments.count - 1
  }

  private func text(_ path: Int) -> String {
    var parts: [String] = []
    var current = path
    while current > Self.root {
      parts.append(segments[current].text)
      current = segments[current].parent
    }
    return parts.reversed().joined()
  }
}
