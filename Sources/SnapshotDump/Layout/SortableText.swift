/// A child rendered once, ordered by text alone so output never depends on hashing order.
struct SortableText: Comparable {
  /// Compared first: a dictionary entry's rendered key (empty for set members).
  var key: String
  /// Compared next: the rendering without indentation and marker, so `- E.b` sorts after
  /// `▿ E.a` as `E.a` sorts before `E.b`.
  var content: Substring
  /// What is written.
  var text: String

  static func < (lhs: SortableText, rhs: SortableText) -> Bool {
    if lhs.key != rhs.key { return lhs.key < rhs.key }
    if lhs.content != rhs.content { return lhs.content < rhs.content }
    return lhs.text < rhs.text
  }

  static func == (lhs: SortableText, rhs: SortableText) -> Bool {
    lhs.key == rhs.key && lhs.content == rhs.content && lhs.text == rhs.text
  }
}
