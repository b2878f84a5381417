import Foundation
import InlineSnapshotSyntax

/// A recording a test process attached to its test, `<test>-line<N>[.<case>].inline-snapshot.json`,
/// because the test file or the package's store could not be written where it ran: tests built on one
/// machine and run on another (`test-without-building`, Xcode Cloud, a device). It comes back with the
/// test results (`swift test --attachments-path DIR`, or attachments exported from an `.xcresult`), and
/// the tool imports it (`AttachedRecordings`, in InlineSnapshotReview).
///
/// The process could not read the file, so the document says what it knew: the file relative to its
/// package root, the call's position, function and closure, and the text it compared against; it has
/// no file hash. Accepting it writes only where the call found in the checkout is that call and its
/// literal is still `expected`.
package struct AttachedRecording: Sendable, Hashable {
  /// The end of every attached recording's name.
  package static let suffix = ".inline-snapshot.json"
  /// The value of the document's `format` key: what tells an attached recording from other JSON when
  /// an export renamed it (`xcresulttool export attachments` names files by their ids).
  package static let format = "inline-snapshot-recording-1"

  /// The test file, relative to its package root (absolute when the root was not known).
  package var file: String
  package var line: Int
  package var column: Int
  /// The test's `#function`.
  package var test: String
  package var descriptor: ClosureDescriptor
  /// The case, for a closure with one section per case: `actual` is then that section's value.
  package var caseName: String?
  /// The closure's whole literal as the test saw it; `nil` when the call had none.
  package var expected: String?
  /// The snapshot to write (a case's section with `caseName`); `nil` removes the closure.
  package var actual: String?

  /// The recording of `site`, its file named relative to `packageRoot` when it is inside it.
  package init(
    site: SnapshotSite, packageRoot: String?, caseName: String?, expected: String?, actual: String?
  ) {
    self.file = packageRoot.flatMap { FilePath.relative(site.path, to: $0) } ?? site.path
    self.line = site.line
    self.column = site.column
    self.test = site.function
    self.descriptor = site.descriptor
    self.caseName = caseName
    self.expected = expected
    self.actual = actual
  }

  /// The package root a test file's path names when no folder above it exists on this machine: the
  /// part before its last `/Tests/`, where SwiftPM keeps test targets.
  package static func packageRoot(ofMissingFile path: String) -> String? {
    guard let range = path.range(of: "/Tests/", options: .backwards) else { return nil }
    return String(path[..<range.lowerBound])
  }

  /// The attachment's name for the snapshot of `test` reported at `line`: ``suffix`` after §14's base
  /// name (and the case, with the characters file names refuse replaced by `_`).
  package static func name(base: String, caseName: String?) -> String {
    let refused: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "\n", "\r"]
    let suffixOfCase = caseName.map { "." + String($0.map { refused.contains($0) ? "_" : $0 }) } ?? ""
    return base + suffixOfCase + suffix
  }

  /// The document's text.
  package var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
  }
}

extension AttachedRecording: Codable {
  enum CodingKeys: String, CodingKey {
    case format, file, line, column, test, descriptor, `case`, expected, actual
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(String.self, forKey: .format)
    guard format == Self.format else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container,
        debugDescription: "format \"\(format)\" is not \"\(Self.format)\": attached by another version of the toolkit")
    }
    file = try container.decode(String.self, forKey: .file)
    line = try container.decode(Int.self, forKey: .line)
    column = try container.decode(Int.self, forKey: .column)
    test = try container.decode(String.self, forKey: .test)
    descriptor = try container.decode(ClosureDescriptor.self, forKey: .descriptor)
    caseName = try container.decodeIfPresent(String.self, forKey: .case)
    expected = try container.decodeIfPresent(String.self, forKey: .expected)
    actual = try container.decodeIfPresent(String.self, forKey: .actual)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(test, forKey: .test)
    try container.encode(descriptor, forKey: .descriptor)
    try container.encodeIfPresent(caseName, forKey: .case)
    try container.encodeIfPresent(expected, forKey: .expected)
    try container.encodeIfPresent(actual, forKey: .actual)
  }
}
