/// Work a dump still has to do, kept on the walk's own stack instead of the thread's: a value
/// whose children are being written stays on it until they are done.
///
/// The state of each kind of frame lives in a stack of its own in ``WalkStack``, where it is
/// updated in place as children are written.
enum WalkFrame {
  /// Stored properties of a struct read in place: ``StructFields``.
  case fields
  /// Elements of an array read in place: ``ArrayElements``.
  case elements
  /// Children of a value read through its shape (enum payloads, class properties, tuples, …):
  /// ``ShapeChildren``.
  case children
  /// Set members, or dictionary entries whose keys print alike, written apart and then ordered:
  /// ``SortedMembers``.
  case sortedMembers
  /// A dictionary's entries, keys first, then the entries in the order of their keys:
  /// ``DictionaryEntries``.
  case dictionary
  /// Writes the bracket that closes a value on one line.
  case close(UInt8)
  /// An object's children are written: meeting it again is no longer a cycle.
  case leave
}

/// The walk's stack: the order of the frames, and the state of each kind of frame.
///
/// A frame stays until all its children, and theirs, are written, so memory it owns (a copy of a
/// struct, an array's storage) outlives every frame that reads it in place.
struct WalkStack {
  private(set) var frames: [WalkFrame] = []
  var structs: [StructFields] = []
  var arrays: [ArrayElements] = []
  var children: [ShapeChildren] = []
  var sortedMembers: [SortedMembers] = []
  var dictionaries: [DictionaryEntries] = []
  private var leaving: [AnyObject] = []

  /// How many frames there are: a child that pushes frames has children of its own.
  var height: Int { frames.count }

  mutating func push(_ frame: StructFields) {
    structs.append(frame)
    frames.append(.fields)
  }

  mutating func push(_ frame: ArrayElements) {
    arrays.append(frame)
    frames.append(.elements)
  }

  mutating func push(_ frame: ShapeChildren) {
    children.append(frame)
    frames.append(.children)
  }

  mutating func push(_ frame: SortedMembers) {
    sortedMembers.append(frame)
    frames.append(.sortedMembers)
  }

  mutating func push(_ frame: DictionaryEntries) {
    dictionaries.append(frame)
    frames.append(.dictionary)
  }

  mutating func pushCloser(_ bracket: UInt8) {
    frames.append(.close(bracket))
  }

  mutating func pushLeave(_ object: AnyObject) {
    leaving.append(object)
    frames.append(.leave)
  }

  /// Removes the top frame, and its state.
  mutating func pop() {
    switch frames.removeLast() {
    case .fields: structs.removeLast()
    case .elements: arrays.removeLast()
    case .children: children.removeLast()
    case .sortedMembers: sortedMembers.removeLast()
    case .dictionary: dictionaries.removeLast()
    case .leave: leaving.removeLast()
    case .close: break
    }
  }

  /// The object of the `.leave` frame on top.
  var leavingObject: AnyObject { leaving[leaving.count - 1] }
}

/// Where the children of a value go: one level deeper, in its parent's style.
struct ChildPlacement {
  var depth: Int
  var style: LayoutStyle

  func item(_ label: ItemLabel, isFirst: Bool) -> Item {
    Item(label: label, depth: depth, style: style, isFirst: isFirst)
  }
}

/// One value to write: how it is labelled, how deep it is, in which style, and whether it is the
/// first child of its parent (which, on one line, is not preceded by `, `).
struct Item {
  var label: ItemLabel
  var depth: Int
  var style: LayoutStyle
  var isFirst: Bool
}

struct StructFields {
  var base: UnsafeRawPointer
  var fields: [StoredFields.Field]
  var placement: ChildPlacement
  /// Owns the memory at `base` when the struct arrived boxed.
  var owner: ValueCopy?
  var next = 0
}

struct ArrayElements {
  var elements: ContiguousElements
  var placement: ChildPlacement
  /// Owns the memory of the array when it arrived boxed.
  var owner: ValueCopy?
  var next = 0
}

struct ShapeChildren {
  var children: [Child]
  var placement: ChildPlacement
  var next = 0
}

struct SortedMembers {
  struct Member {
    var label: ItemLabel
    /// The masks of values replaced in the label's key.
    var keyMasks: [PlaceholderSite] = []
    var isRedacted: Bool
    var value: Any
  }

  /// A member whose children are still being written.
  struct OpenMember {
    var start: DumpOutput.ItemStart
    /// Prints made from here on belong to this member alone.
    var scope: Int
  }

  var members: [Member]
  var placement: ChildPlacement
  /// Where the first member starts in the output.
  var base: Int
  var next = 0
  var written: [EntryOrder.Entry] = []
  var open: OpenMember? = nil
}

struct DictionaryEntries {
  var entries: [Child]
  var placement: ChildPlacement
  /// Keys rendered on one line, one after another; `keyRanges[i]` is entry `i`'s, nil when the
  /// entry has no label.
  var keyText: [UInt8] = []
  var keyRanges: [Range<Int>?] = []
  /// Entry indices in the order of their keys, once every key is rendered.
  var order: [Int] = []
  /// The position in `order` of the next entry to write.
  var next = 0
  /// A key whose rendering is still being written: where it starts in the output, and whether
  /// objects were remembered before it.
  var openKey: (start: Int, remembersPrints: Bool)? = nil
}
