/// What a single value looks like to a dump, before any layout: a one-line leaf or a kind of
/// node with children. Both layouts (the `▿` tree and the one-line form) render from this.
struct ValueShape {
  enum Kind {
    /// Text that stands for the value, the same in every layout.
    case leaf(String)
    /// A struct, a class, or any value with named fields.
    case instance(typeName: String)
    case enumCase(typeName: String, caseName: String)
    case tuple
    case collection
    case set
    case dictionary
    /// A class instance printed in full earlier in the dump: `Node #1 (see above)`.
    case reference(typeName: String)
    /// A value replaced by a placeholder: `<UUID 1>`. Indirect, so the other kinds are copied as
    /// cheaply as before.
    indirect case placeholder(PlaceholderValue)
  }

  var kind: Kind
  var children: [Child] = []
  /// The class instance printed in full here; it stays in progress (meeting it again is a cycle)
  /// until its children are written.
  var object: AnyObject? = nil
  /// The print number of the object printed here, or of the one a `.reference` refers to.
  var print: Int? = nil

  static func leaf(_ text: String) -> ValueShape { ValueShape(kind: .leaf(text)) }
}

/// One child of a node: its value and how it is labelled.
struct Child {
  var label: ChildLabel
  var value: Any
}

enum ChildLabel {
  /// An element of a collection or set.
  case none
  /// A property, a labelled associated value or a labelled tuple element.
  case name(String)
  /// An unlabelled associated value or tuple element.
  case position(Int)
  /// The key of a dictionary entry; the child's value is the entry's value.
  case key(Any)
}

/// Texts shared by every layout.
enum ShapeText {
  static let redacted = "<redacted>"
  static let circularReference = "(circular reference)"
  /// After `Node #1`, for an object printed in full earlier in the same dump.
  static let seeAbove = " (see above)"
  static let nilValue = "nil"
  static let function = "(Function)"
}
