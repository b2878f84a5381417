/// One snapshot's place in the source: the call Swift reported and the closure that holds the
/// snapshot. The assertion, the file writer's journal, the pending store and the review tool all
/// name a snapshot by its site.
///
/// ```swift
/// let site = SnapshotSite(
///   path: "/work/app/Tests/AppTests/LoginTests.swift", line: 12, column: 25, function: "signIn()")
/// site.id  // "1f2e3d4c": the same call and closure always get the same id
/// ```
package struct SnapshotSite: Hashable, Sendable {
  /// The absolute, lexically normalised path of the source file (see ``FilePath``).
  package let path: String
  /// The 1-based line Swift reported for the call (`#line`): the line of its `(`, or of its first
  /// `{` when it is written with trailing closures only.
  package let line: Int
  /// The 1-based UTF-8 column Swift reported for the call (`#column`), on ``line``.
  package let column: Int
  /// Which closure of the call holds the snapshot.
  package let descriptor: ClosureDescriptor
  /// What `#function` said at the call, for example `signIn()`; empty when unknown. The call found
  /// at ``line`` and ``column`` must lie in this function.
  package let function: String
  /// Eight hex digits of the ``ContentHash`` of path, line, column and descriptor: the name of the
  /// site's pending change document.
  package let id: String

  /// A site; `path` is normalised with ``FilePath/normalized(_:relativeTo:)``.
  package init(
    path: String, line: Int, column: Int, descriptor: ClosureDescriptor = ClosureDescriptor(), function: String = ""
  ) {
    self.path = path.isEmpty ? path : FilePath.normalized(path)
    self.line = line
    self.column = column
    self.descriptor = descriptor
    self.function = function
    self.id = Self.id(path: self.path, line: line, column: column, descriptor: descriptor)
  }

  /// The site of a call as Swift reports it with `#filePath`, `#line`, `#column` and `#function`.
  /// Positions beyond `Int` (only a helper passing made-up numbers gets there) become 0, which no
  /// call has.
  package init(filePath: String, line: UInt, column: UInt, function: String, descriptor: ClosureDescriptor) {
    self.init(
      path: filePath, line: Int(exactly: line) ?? 0, column: Int(exactly: column) ?? 0, descriptor: descriptor,
      function: function)
  }

  /// The hash of `path`, line, column, label, offset and the deprecated labels (joined by `,`), one
  /// per line.
  static func id(path: String, line: Int, column: Int, descriptor: ClosureDescriptor) -> String {
    var hasher = ContentHash.Hasher()
    let newline = CollectionOfOne(UInt8(ascii: "\n"))
    for (index, part) in [path, String(line), String(column), descriptor.trailingClosureLabel].enumerated() {
      if index > 0 { hasher.add(newline) }
      hasher.add(part.utf8)
    }
    hasher.add(newline)
    hasher.add(String(descriptor.trailingClosureOffset).utf8)
    hasher.add(newline)
    for (index, label) in descriptor.deprecatedTrailingClosureLabels.enumerated() {
      if index > 0 { hasher.add(CollectionOfOne(UInt8(ascii: ","))) }
      hasher.add(label.utf8)
    }
    return String(hasher.hex.prefix(8))
  }

  /// The file's name for messages, for example `LoginTests.swift`.
  package var fileName: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

extension SnapshotSite: Codable {
  private enum CodingKeys: String, CodingKey {
    case path, line, column, descriptor, function
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      path: try container.decode(String.self, forKey: .path),
      line: try container.decode(Int.self, forKey: .line),
      column: try container.decode(Int.self, forKey: .column),
      descriptor: try container.decode(ClosureDescriptor.self, forKey: .descriptor),
      function: try container.decodeIfPresent(String.self, forKey: .function) ?? "")
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(descriptor, forKey: .descriptor)
    try container.encode(function, forKey: .function)
  }
}
