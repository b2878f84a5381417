import Foundation
import InlineSnapshotSyntax

/// Reads one pending change document as untrusted input: the pending store lives under `.build/`,
/// which CI caches restore and `SNAPSHOT_TESTING_PENDING_DIR` can point anywhere, and accepting a
/// change writes into the file it names.
///
/// A document is a change only when all of these hold, else it is refused with the reason:
/// - its name is `<id>.json` with an id of eight lowercase hex digits, and it can be read;
/// - it is JSON with every key of ``PendingChange`` and numbers that fit;
/// - its `file`, made absolute against the package root and normalised lexically (no `.` or `..`),
///   is a file ``WritableTestFile`` allows: inside the package root, not under its `.build` folder,
///   ending in `.swift`, not a package manifest (a symbolic link the user placed inside the package
///   is followed when the file is written, as the test process follows it);
/// - `line` and `column` are between 1 and 2³¹ − 1, the closure offset between 0 and 1,000, the
///   labels are Swift identifiers, `test` has no control characters, `fileHash` is 16 hex digits
///   (or empty: not applicable), and `recordedBy` names a test process the way ``RecordingOwner`` does;
/// - its `id` is the document's name and the id its file, line, column and descriptor give.
package enum PendingDocument {
  /// A document that is not a change the toolkit may act on.
  package struct Refusal: Error, Sendable, Hashable {
    /// The document's name without `.json`.
    package var name: String
    /// The document's path.
    package var path: String
    /// Why it was refused, for example `its file /etc/x.swift is outside the package /work/app`.
    package var reason: String

    /// "`<path>`: `<reason>`."
    package var message: String { "The pending change document \(path) was refused: \(reason)." }
  }

  /// The largest document read; larger files are refused unread.
  static let maximumSize = 64 << 20
  /// The largest line or column accepted.
  static let maximumPosition = Int(Int32.max)

  /// The change in the document `name` (`<id>.json`) at `path`, checked against `packageRoot`.
  package static func read(name: String, path: String, packageRoot: String) -> Result<PendingChange, Refusal> {
    let id = String(name.dropLast(".json".count))
    func refuse(_ reason: String) -> Result<PendingChange, Refusal> {
      .failure(Refusal(name: id, path: path, reason: reason))
    }
    guard isID(id) else { return refuse("its name is not <id>.json with an id of eight lowercase hex digits") }
    let bytes: [UInt8]
    do {
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
      guard size <= maximumSize else { return refuse("it is \(size) bytes, more than a pending change can be") }
      bytes = try AtomicFile.read(path)
    } catch let error as SourceError {
      return refuse("it cannot be read (\(error.message))")
    } catch {
      return refuse("it cannot be read (\(AtomicFile.describe(error)))")
    }
    let stored: StoredChange
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      stored = try decoder.decode(StoredChange.self, from: Data(bytes))
    } catch {
      return refuse("it is not a pending change (\(describe(error)))")
    }
    switch stored.change(packageRoot: packageRoot) {
    case .failure(let reason):
      return refuse(reason.text)
    case .success(let change):
      guard stored.id == id else {
        return refuse("it holds the change \"\(stored.id)\", not \"\(id)\" (was it renamed or copied?)")
      }
      guard change.id == id else {
        return refuse("its id \(id) is not the one its file, line, column and descriptor give (\(change.id))")
      }
      return .success(change)
    }
  }

  /// Whether `id` has the form of the store's ids: eight lowercase hex digits.
  package static func isID(_ id: String) -> Bool {
    id.utf8.count == 8 && id.utf8.allSatisfy(isLowercaseHex)
  }

  private static func isLowercaseHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  private struct Reason: Error {
    var text: String
  }

  /// The document as stored; every field is checked before it becomes a ``PendingChange``.
  private struct StoredChange: Decodable {
    var id: String
    var file: String
    var line: Int
    var column: Int
    var test: String
    var descriptor: ClosureDescriptor
    var expected: String?
    var actual: String
    var fileHash: String
    var created: Date?
    var recordedBy: String?

    func change(packageRoot: String) -> Result<PendingChange, Reason> {
      let path = FilePath.normalized(file, relativeTo: FilePath.normalized(packageRoot))
      if let refusal = WritableTestFile.refusal(of: path, packageRoot: packageRoot) {
        return .failure(Reason(text: "its file \(refusal)"))
      }
      let positions = 1...PendingDocument.maximumPosition
      guard positions.contains(line), positions.contains(column) else {
        return .failure(Reason(text: "its line \(line) or column \(column) is out of range"))
      }
      guard (0...1_000).contains(descriptor.trailingClosureOffset) else {
        return .failure(Reason(text: "its trailing closure offset \(descriptor.trailingClosureOffset) is out of range"))
      }
      for label in [descriptor.trailingClosureLabel] + descriptor.deprecatedTrailingClosureLabels
      where !Self.isIdentifier(label) {
        return .failure(Reason(text: "its closure label \(label.debugDescription) is not a Swift identifier"))
      }
      guard !test.unicodeScalars.contains(where: Self.isControl), test.utf8.count <= 4096 else {
        return .failure(Reason(text: "its test name has control characters or is too long"))
      }
      guard fileHash.isEmpty || (fileHash.utf8.count == 16 && fileHash.utf8.allSatisfy(PendingDocument.isLowercaseHex))
      else {
        return .failure(Reason(text: "its file hash \(fileHash.debugDescription) is not 16 hex digits"))
      }
      if let recordedBy, !RecordingOwner.isOwnerName(recordedBy) {
        return .failure(Reason(text: "its recordedBy \(recordedBy.debugDescription) does not name a test process"))
      }
      let site = SnapshotSite(path: path, line: line, column: column, descriptor: descriptor, function: test)
      return .success(
        PendingChange(
          site: site, expected: expected, actual: actual, fileHash: fileHash, created: created,
          state: recordedBy.map(PendingChange.State.recording) ?? .waitingForReview))
    }

    private static func isIdentifier(_ text: String) -> Bool {
      guard text != "_", let first = text.unicodeScalars.first, first.properties.numericType == nil else {
        return false
      }
      return text.unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
      }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      let at = context.codingPath.map(\.stringValue).joined(separator: ".")
      return at.isEmpty
        ? "invalid JSON: \(context.debugDescription)" : "wrong value at \"\(at)\": \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return
        "wrong value at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\": "
        + "\(context.debugDescription)"
    default: return "\(error)"
    }
  }
}
