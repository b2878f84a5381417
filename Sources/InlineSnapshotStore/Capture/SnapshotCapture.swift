import Foundation
import InlineSnapshotSyntax

/// What one assertion of a capture run compared: the value a closure (or one case's section of it)
/// got, beside what the closure held in the build. A capture run (`SNAPSHOT_TESTING_CAPTURE=DIR`) writes
/// these instead of recording or keeping anything; `inline-snapshot stability` compares them run by run.
///
/// Stored one JSON object per line (see ``CaptureFolder``) with the keys `file`, `line`, `column`,
/// `descriptor`, `test`, `case`, `literal`, `expected`, `value` and `fileHash`.
package struct SnapshotCapture: Sendable, Hashable {
  /// The assertion's call and closure.
  package var site: SnapshotSite
  /// The description of the call's `case:`, when it has one.
  package var caseName: String?
  /// The closure's whole literal in the build (every section); `nil` when the call has no closure yet.
  package var literal: String?
  /// What the value was compared with: the literal, or the case's section of it.
  package var expected: String?
  /// The value's snapshot as it would be recorded: the actual text, with every literal line that
  /// still matches written as the user wrote it (matchers kept).
  package var value: String
  /// ``ContentHash`` of the file the tests were built from; empty when it is not known.
  package var fileHash: String

  /// Creates a capture.
  package init(
    site: SnapshotSite, caseName: String?, literal: String?, expected: String?, value: String, fileHash: String
  ) {
    self.site = site
    self.caseName = caseName
    self.literal = literal
    self.expected = expected
    self.value = value
    self.fileHash = fileHash
  }

  /// Whether the two captures are the same: the same site, and texts of the same bytes, as an
  /// assertion compares them. Swift's `==` calls `ë` as one scalar and `e` followed by a combining
  /// diaeresis equal; a snapshot that gets both does not pass with both.
  package static func == (lhs: SnapshotCapture, rhs: SnapshotCapture) -> Bool {
    lhs.site == rhs.site && sameBytes(lhs.caseName, rhs.caseName) && sameBytes(lhs.literal, rhs.literal)
      && sameBytes(lhs.expected, rhs.expected) && sameBytes(lhs.value, rhs.value)
      && sameBytes(lhs.fileHash, rhs.fileHash)
  }

  /// Hashes the site and the bytes of every text, as ``==(_:_:)`` compares them.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(site)
    for text in [caseName, literal, expected, value, fileHash] {
      guard let text else {
        hasher.combine(-1)
        continue
      }
      hasher.combine(text.utf8.count)
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }

  private static func sameBytes(_ first: String?, _ second: String?) -> Bool {
    guard let first, let second else { return first == nil && second == nil }
    return first.utf8.elementsEqual(second.utf8)
  }

  /// What runs are compared by: the closure, and the case within it.
  package struct Key: Sendable, Hashable, Comparable {
    /// The closure's site id (see ``SnapshotSite/id``).
    package var closure: String
    /// The file, line and column, for ordering.
    package var file: String
    package var line: Int
    package var column: Int
    /// The case, when the assertion has one.
    package var caseName: String?

    package static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.file, lhs.line, lhs.column, lhs.closure, lhs.caseName ?? "")
        < (rhs.file, rhs.line, rhs.column, rhs.closure, rhs.caseName ?? "")
    }
  }

  /// The closure and case this capture is of.
  package var key: Key {
    Key(closure: site.id, file: site.path, line: site.line, column: site.column, caseName: caseName)
  }
}

extension SnapshotCapture: Codable {
  enum CodingKeys: String, SiteCodingKey {
    case file, line, column, descriptor, test, `case`, literal, expected, value, fileHash
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      site: try container.decodeSite(),
      caseName: try container.decodeIfPresent(String.self, forKey: .case),
      literal: try container.decodeIfPresent(String.self, forKey: .literal),
      expected: try container.decodeIfPresent(String.self, forKey: .expected),
      value: try container.decode(String.self, forKey: .value),
      fileHash: try container.decode(String.self, forKey: .fileHash))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(site: site)
    try container.encodeIfPresent(caseName, forKey: .case)
    try container.encodeIfPresent(literal, forKey: .literal)
    try container.encodeIfPresent(expected, forKey: .expected)
    try container.encode(value, forKey: .value)
    try container.encode(fileHash, forKey: .fileHash)
  }
}
