import LiteralTokens

extension SnapshotPlaceholders {
  /// The kinds a `<any Name>` matcher of a literal can name in this scope: the built-in `UUID`,
  /// `Date` and `Number`, then each ``pattern(_:name:)`` kind (its raw text is what its expression
  /// matches) and each ``type(_:name:)`` kind (only its tokens, `<Name 1>`). A kind a placeholder
  /// also replaces matches its tokens too.
  package var matcherKinds: [MatcherKind] {
    MatcherKind.builtIns
      + kinds.compactMap { kind in
        switch kind {
        case .uuid, .date:
          return nil
        case .pattern(let pattern, let name):
          return MatcherKind(name: name) { line, start in
            let rest = String(decoding: UnsafeBufferPointer(rebasing: line[start...]), as: UTF8.self)
            return pattern.matchLength(atStartOf: rest).map { [start + $0] } ?? []
          }
        case .type(_, let name):
          return MatcherKind(name: name, ends: nil)
        }
      }
  }
}
