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
  }

  var kind: Kind
  var children: [Child] = []
  /// The class instance whose children these are, so a layout can spot cycles through it.
  var object: ObjectIdentifier? = nil

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
  static let nilValue = "nil"
  static let function = "(Function)"
}
