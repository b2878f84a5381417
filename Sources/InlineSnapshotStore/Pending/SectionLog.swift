import Foundation
import InlineSnapshotSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sections a test process decided for a snapshot closure after it saved the closure's pending
/// change document: appended to `<id>.sections`, beside `<id>.json`, one line per section, so that
/// saving the n-th case of a closure costs that case's bytes, not the whole document's again.
///
/// Each line is a JSON object: `base`, the ``ContentHash`` of the document's `actual` the line applies
/// to; `case`; and either `value`, the section's new value, or `restore: true`, which puts back the
/// section the document's `expected` holds (a recording withdrawn). Reading a document folds in the
/// lines of its log whose `base` is the document's (see ``PendingDocument``); a document saved again
/// or removed takes its log with it. The log is untrusted input like the document: a line that is
/// not such an object (the end of a line a crash cut short) is skipped, and an unreadable log is
/// ignored.
///
/// An append is one `write` to a file opened with `O_APPEND`, not flushed to the disk on its own:
/// it survives the test process crashing, and is flushed with the file when the process ends.
///
/// ```swift
/// try store.save(recording)                     // "▸ a\nA", the closure's first case
/// try store.appendSections([.set("bb", value: "BB")], base: ContentHash.of(recording.actual), to: recording.id)
/// PendingDocument.read(…)                        // actual "▸ a\nA\n▸ bb\nBB"
/// ```
package enum SectionLog {
  /// One line of the log.
  package enum Entry: Sendable, Hashable {
    /// The section of the case holds `value`.
    case set(String, value: String)
    /// The section of the case is what the document's `expected` holds, or none.
    case restore(String)
  }

  /// A line as stored.
  private struct Line: Codable {
    var base: String
    var `case`: String
    var value: String?
    var restore: Bool?
  }

  /// The log of the document at `documentPath` (`<id>.json`).
  static func path(ofDocument documentPath: String) -> String {
    (documentPath.hasSuffix(".json") ? String(documentPath.dropLast(".json".count)) : documentPath) + ".sections"
  }

  /// Appends `entries`, which apply to the document whose `actual` has the hash `base`, in one write.
  static func append(_ entries: [Entry], base: String, ofDocument documentPath: String) throws(StoreError) {
    let path = path(ofDocument: documentPath)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var bytes: [UInt8] = []
    for entry in entries {
      let line =
        switch entry {
        case .set(let name, let value): Line(base: base, case: name, value: value)
        case .restore(let name): Line(base: base, case: name, restore: true)
        }
      do {
        bytes += try encoder.encode(line)
      } catch {
        throw StoreError(.sectionsNotAppended(path: path, cause: "\(error)"))
      }
      bytes.append(UInt8(ascii: "\n"))
    }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw StoreError(.sectionsNotAppended(path: path, cause: SystemError.lastMessage())) }
    defer { close(descriptor) }
    guard SystemCall.writeAll(descriptor, bytes) else {
      throw StoreError(.sectionsNotAppended(path: path, cause: SystemError.lastMessage()))
    }
  }

  /// `change`, read from `documentPath`, with the lines of its log that apply to it.
  static func folded(_ change: PendingChange, documentPath: String) -> PendingChange {
    let path = path(ofDocument: documentPath)
    // A removal has no sections to fold.
    guard let actual = change.actual, let bytes = try? AtomicFile.readIfPresent(path), !bytes.isEmpty,
      bytes.count <= PendingDocument.maximumSize
    else { return change }
    let base = ContentHash.of(actual)
    let decoder = JSONDecoder()
    var sections: SnapshotSections?
    var original: SnapshotSections?
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      guard let line = try? decoder.decode(Line.self, from: Data(line)), line.base == base else { continue }
      var folded = sections ?? SnapshotSections(reading: actual)
      if let value = line.value {
        folded.set(value, of: line.case)
      } else if line.restore == true {
        let expected = original ?? SnapshotSections(reading: change.expected ?? "")
        original = expected
        folded.restore(line.case, from: expected)
      }
      sections = folded
    }
    guard let sections else { return change }
    var result = change
    result.actual = sections.text
    return result
  }

  /// Removes the log of the document at `documentPath`, if there is one.
  static func remove(ofDocument documentPath: String) {
    AtomicFile.remove(path(ofDocument: documentPath))
  }
}
