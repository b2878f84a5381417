/// How a value is laid out.
enum LayoutStyle: Equatable {
  /// The `▿` tree of ``snapshotDump(_:redacting:placeholders:)``: one line per value, indented by depth.
  case tree
  /// One line, as ``snapshotLine(_:redacting:placeholders:)`` prints and as dictionary keys print inside a
  /// tree: `Point(x: 1, y: 2)`, `[1, 2]`, `["a": 1]`. Enum cases print with their type
  /// (`AmountSource.from`, for keys, matching the tree's leaves) or without it (`loading`).
  case line(qualifiesEnumCases: Bool)
}

/// What a line of the tree starts with after its indentation: `▿` for a value with children,
/// `-` for a leaf.
enum Marker {
  case leaf
  case node
}

/// What an item is called by its parent, as it is written before the item.
enum ItemLabel {
  /// An element of a collection or set, or the value being dumped.
  case none
  /// A property, a labelled associated value or a labelled tuple element: `name: `.
  case name(String)
  /// An unlabelled associated value or tuple element: `0: ` in a tree, nothing on one line.
  case position(Int)
  /// A dictionary key, already rendered on one line: `"key": `.
  case key(ArraySlice<UInt8>)

  init(_ label: ChildLabel) {
    switch label {
    case .none, .key: self = .none
    case .name(let name): self = .name(name)
    case .position(let position): self = .position(position)
    }
  }
}
