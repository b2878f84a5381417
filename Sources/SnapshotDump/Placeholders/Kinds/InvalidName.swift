extension SnapshotPlaceholders {
  /// The names of ``pattern(_:name:)`` and ``type(_:name:)`` kinds that a snapshot cannot read back
  /// as a token, each once, with the reason.
  ///
  /// A token is `<`, the name, one space, digits and `>` on one line, so a name must not be empty,
  /// hold `<`, `>` or a line break, start with `\` (which escapes a token), or end in a space and
  /// digits (then `<any Name>` reads as a placeholder). Tokens of such a name could not be told
  /// apart from your own text.
  public var invalidNames: [InvalidName] {
    var checked: Set<String> = []
    return kinds.compactMap { kind in
      switch kind {
      case .uuid, .date: return nil
      case .pattern(_, let name), .type(_, let name):
        guard checked.insert(name).inserted, let reason = InvalidName.reason(name) else { return nil }
        return InvalidName(name: name, reason: reason)
      }
    }
  }

  /// The name of a ``pattern(_:name:)`` or ``type(_:name:)`` kind that a snapshot cannot read back as
  /// a token.
  public struct InvalidName: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name as it was given.
    public var name: String
    /// What in it cannot be read back: `it is empty`, `it holds "<"`, ….
    public var reason: String

    /// `The placeholder name "A<B" cannot be read back from a snapshot as a token: it holds "<".`
    public var description: String {
      "The placeholder name \(QuotedText.literal(name)) cannot be read back from a snapshot as a token: \(reason)."
    }

    /// Why `name` cannot be read back as a token; nil when it can.
    static func reason(_ name: String) -> String? {
      if name.isEmpty { return "it is empty" }
      if name.contains("<") { return #"it holds "<""# }
      if name.contains(">") { return #"it holds ">""# }
      if name.contains(where: \.isNewline) { return "it holds a line break" }
      if name.hasPrefix("\\") { return #"it starts with "\", which reads as an escape"# }
      let digits = name.utf8.reversed().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      let beforeDigits = name.utf8.dropLast(digits).last
      if digits > 0, beforeDigits == UInt8(ascii: " ") {
        return "it ends in a space and digits, so <any \(name)> would read as a placeholder"
      }
      return nil
    }
  }
}
