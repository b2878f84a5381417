import InlineSnapshotSyntax
import Testing

/// The 1-based line and UTF-8 column (as Swift counts them) of the last byte of the `occurrence`-th
/// `needle` in `source` (write needles that end in the call's `(` or `{`, the place Swift reports).
func location(of needle: String, in source: String, occurrence: Int = 0) -> (line: Int, column: Int) {
  let bytes = Array(source.utf8)
  let pattern = Array(needle.utf8)
  var found = -1
  var index = 0
  while index + pattern.count <= bytes.count {
    if Array(bytes[index..<(index + pattern.count)]) == pattern {
      found += 1
      if found == occurrence { break }
    }
    index += 1
  }
  let end = index + pattern.count - 1
  var line = 1
  var lineStart = 0
  var cursor = 0
  while cursor < end {
    // As Swift's `#line` and `#column`: a line feed starts a line; a lone carriage return only
    // restarts the column.
    if bytes[cursor] == 0x0A { line += 1 }
    if bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { lineStart = cursor + 1 }
    cursor += 1
  }
  return (line, end - lineStart + 1)
}

/// An edit of the call whose `(` or `{` ends `needle`.
func edit(
  _ source: String, at needle: String, occurrence: Int = 0, descriptor: ClosureDescriptor = ClosureDescriptor(),
  snapshot: String?, expected: String? = nil
) -> SnapshotEdit {
  let (line, column) = location(of: needle, in: source, occurrence: occurrence)
  return SnapshotEdit(line: line, column: column, descriptor: descriptor, snapshot: snapshot, expected: expected)
}

/// The rewritten source as text.
func rewrite(_ source: String, _ edits: [SnapshotEdit]) throws(SyntaxError) -> String {
  String(
    decoding: try SourceRewriter.apply(
      edits, to: SourceFile(bytes: Array(source.utf8), path: "Tests/FeatureTests.swift")), as: UTF8.self)
}

/// Locates the call ending `needle`.
func locate(
  _ source: String, at needle: String, occurrence: Int = 0, descriptor: ClosureDescriptor = ClosureDescriptor()
) throws(SyntaxError) -> LocatedSnapshot {
  let (line, column) = location(of: needle, in: source, occurrence: occurrence)
  return try CallLocator(SourceFile(bytes: Array(source.utf8), path: "Tests/FeatureTests.swift"))
    .locate(line: line, column: column, descriptor: descriptor)
}

/// The error `body` throws, if any (another error type is recorded as an issue).
func sourceError(_ body: () throws -> Void) -> SyntaxError? {
  do {
    try body()
    return nil
  } catch let error as SyntaxError {
    return error
  } catch {
    Issue.record("unexpected error \(error)")
    return nil
  }
}

/// What a test compares of a syntax error: its broad kind, its message, and the file and line it names.
struct ErrorText: Equatable {
  var kind: SyntaxError.Kind
  var message: String
  var file: String?
  var line: Int?

  init(_ kind: SyntaxError.Kind, _ message: String, file: String? = nil, line: Int? = nil) {
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
  }
}

extension SyntaxError {
  var text: ErrorText { ErrorText(kind, message, file: file, line: line) }
}

/// The UTF-8 offset of the first `needle` in `source`.
func offset(of needle: String, in source: String) -> Int {
  source.utf8.distance(from: source.startIndex, to: source.range(of: needle)!.lowerBound)
}
