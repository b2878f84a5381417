import InlineSnapshotSyntax

/// The keys of a stored document that names a site: `file`, `line`, `column`, `test` and
/// `descriptor`, the same in a pending change and a capture.
protocol SiteCodingKey: CodingKey {
  static var file: Self { get }
  static var line: Self { get }
  static var column: Self { get }
  static var test: Self { get }
  static var descriptor: Self { get }
}

extension KeyedDecodingContainer where Key: SiteCodingKey {
  /// The site the document names.
  func decodeSite() throws -> SnapshotSite {
    SnapshotSite(
      path: try decode(String.self, forKey: .file), line: try decode(Int.self, forKey: .line),
      column: try decode(Int.self, forKey: .column),
      descriptor: try decode(ClosureDescriptor.self, forKey: .descriptor),
      function: try decode(String.self, forKey: .test))
  }
}

extension KeyedEncodingContainer where Key: SiteCodingKey {
  /// Writes `site` under its keys.
  mutating func encode(site: SnapshotSite) throws {
    try encode(site.path, forKey: .file)
    try encode(site.line, forKey: .line)
    try encode(site.column, forKey: .column)
    try encode(site.function, forKey: .test)
    try encode(site.descriptor, forKey: .descriptor)
  }
}
