/// A Swift source file, tokenized once: its bytes, tokens and line table.
///
/// ```swift
/// let file = SourceFile(bytes: Array(source.utf8), path: "/path/to/Tests/FeatureTests.swift")
/// let located = try CallLocator(file).locate(line: 12, column: 25, descriptor: ClosureDescriptor())
/// ```
package struct SourceFile: Sendable {
  /// The file's path, used in error messages; `nil` for in-memory sources.
  package let path: String?
  /// The file's bytes, exactly as read.
  package let bytes: [UInt8]
  /// The file's tokens; their bytes joined give back ``bytes``.
  package let tokens: [Token]
  /// Where each line starts.
  package let lines: LineTable

  /// Tokenizes `bytes`.
  package init(bytes: [UInt8], path: String? = nil) {
    self.path = path
    self.bytes = bytes
    self.lines = LineTable(bytes)
    self.tokens = Tokenizer.tokenize(bytes, lines: lines)
    TokenizationCount.record(path)
  }

  /// The bytes of `token` as text (invalid UTF-8 is repaired).
  package func text(of token: Token) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }

  /// The path for messages: the real path, or `<source>` for in-memory sources.
  var displayPath: String { path ?? "<source>" }
}
