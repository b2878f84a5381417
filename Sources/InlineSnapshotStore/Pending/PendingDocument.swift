import Foundation
import InlineSnapshotSyntax

/// Reads one pending change document as untrusted input: the pending store lives under `.build/`,
/// which CI caches restore and `SNAPSHOT_TESTING_PENDING_DIR` can point anywhere, and accepting a
/// change writes into the file it names.
///
/// A document is a change only when all of these hold, else it is refused with the reason:
/// - its name is `<id>.json` with an id of eight lowercase hex digits, and it can be read;
/// - it is JSON with every key of ``PendingChange`` and numbers that fit (`actual` absent only in a
///   removal, which must name the snapshot it removes in `expected`);
/// - its `file`, made absolute against the package root and normalised lexically (no `.` or `..`),
///   is a file ``WritableTestFile`` allows: inside the package root, not under its `.build` folder,
///   ending in `.swift`, not a package manifest (a symbolic link the user placed inside the package
///   is followed when the file is written, as the test process follows it);
/// - `line` and `column` are between 1 and 2³¹ − 1, the closure offset between 0 and 1,000, the
///   labels are Swift identifiers, `test` has no control characters, `fileHash` is 16 hex digits
///   (or empty: not applicable), and `recordedBy` names a test process the way ``RecordingOwner`` does;
/// - its `id` is the document's name and the id its file, line, column and descriptor give.
package enum PendingDocument {
  /// Why a document is not a change the toolkit may act on.
  package enum Reason: Error, Sendable, Hashable {
    /// Its name is not `<id>.json`.
    case badName
    /// It is `size` bytes, more than a change can be.
    case tooLarge(size: Int)
    /// It cannot be read.
    case unreadable(StoreError)
    /// Its size cannot be read, for `cause` (the system's reason).
    case sizeUnreadable(cause: String)
    /// It is not JSON with every key of a change.
    case notAChange(DecodingFailure)
    /// Its file, `path` once made absolute, may not be written.
    case file(path: String, WritableTestFile.Reason)
    /// Its line or column is not between 1 and 2³¹ − 1.
    case positionOutOfRange(line: Int, column: Int)
    /// Its closure offset is not between 0 and 1,000.
    case offsetOutOfRange(Int)
    /// A closure label is not a Swift identifier.
    case labelNotIdentifier(String)
    /// Its test name has control characters or is too long.
    case badTestName
    /// Its file hash is neither empty nor 16 hex digits.
    case badFileHash(String)
    /// Its `recordedBy` does not name a test process.
    case badOwner(String)
    /// It has neither `expected` nor `actual`: a removal of a closure that does not exist.
    case removesNothing
    /// It holds the change `stored`, not the `id` its name says.
    case holdsAnotherChange(stored: String, id: String)
    /// Its `id` is not the one its file, line, column and descriptor give (`computed`).
    case idMismatch(id: String, computed: String)
  }

  /// What the JSON decoder found wrong with a document.
  package enum DecodingFailure: Sendable, Hashable {
    /// Not JSON.
    case invalidJSON(String)
    /// The value at the key path `path` is wrong.
    case wrongValue(path: String, String)
    /// The key is missing.
    case missing(String)
    /// Anything else, as the decoder describes it.
    case other(String)
  }

  /// The largest document read; larger files are refused unread.
  static let maximumSize = 64 << 20
  /// The largest line or column accepted.
  static let maximumPosition = Int(Int32.max)

  /// The change in the document `name` (`<id>.json`) at `path`, checked against `packageRoot`.
  package static func read(
    name: String, path: String, packageRoot: String
  ) -> Result<PendingChange, RefusedDocument> {
    let id = String(name.dropLast(".json".count))
    func refuse(_ problem: Reason) -> Result<PendingChange, RefusedDocument> {
      .failure(RefusedDocument(name: id, path: path, reason: problem))
    }
    guard isID(id) else { return refuse(.badName) }
    let bytes: [UInt8]
    do {
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
      guard size <= maximumSize else { return refuse(.tooLarge(size: size)) }
      bytes = try AtomicFile.read(path)
    } catch let error as StoreError {
      return refuse(.unreadable(error))
    } catch {
      return refuse(.sizeUnreadable(cause: AtomicFile.describe(error)))
    }
    let stored: StoredChange
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      stored = try decoder.decode(StoredChange.self, from: Data(bytes))
    } catch {
      return refuse(.notAChange(failure(error)))
    }
    switch stored.change(packageRoot: packageRoot) {
    case .failure(let problem):
      return refuse(problem)
    case .success(let change):
      guard stored.id == id else { return refuse(.holdsAnotherChange(stored: stored.id, id: id)) }
      guard change.id == id else { return refuse(.idMismatch(id: id, computed: change.id)) }
      return .success(SectionLog.folded(change, documentPath: path))
    }
  }

  /// Whether `id` has the form of the store's ids: eight lowercase hex digits.
  package static func isID(_ id: String) -> Bool {
    id.utf8.count == 8 && id.utf8.allSatisfy(isLowercaseHex)
  }

  private static func isLowercaseHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
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
    var actual: String?
    var fileHash: String
    var created: Date?
    var recordedBy: String?
    var asserted: [String]?

    func change(packageRoot: String) -> Result<PendingChange, Reason> {
      let path = FilePath.normalized(file, relativeTo: FilePath.normalized(packageRoot))
      if let problem = WritableTestFile.reason(of: path, packageRoot: packageRoot) {
        return .failure(.file(path: path, problem))
      }
      let positions = 1...PendingDocument.maximumPosition
      guard positions.contains(line), positions.contains(column) else {
        return .failure(.positionOutOfRange(line: line, column: column))
      }
      guard (0...1_000).contains(descriptor.trailingClosureOffset) else {
        return .failure(.offsetOutOfRange(descriptor.trailingClosureOffset))
      }
      for label in [descriptor.trailingClosureLabel] + descriptor.deprecatedTrailingClosureLabels
      where !Self.isIdentifier(label) {
        return .failure(.labelNotIdentifier(label))
      }
      guard !test.unicodeScalars.contains(where: Self.isControl), test.utf8.count <= 4096 else {
        return .failure(.badTestName)
      }
      guard fileHash.isEmpty || (fileHash.utf8.count == 16 && fileHash.utf8.allSatisfy(PendingDocument.isLowercaseHex))
      else {
        return .failure(.badFileHash(fileHash))
      }
      if let recordedBy, !RecordingOwner.isOwnerName(recordedBy) {
        return .failure(.badOwner(recordedBy))
      }
      guard expected != nil || actual != nil else { return .failure(.removesNothing) }
      let site = SnapshotSite(path: path, line: line, column: column, descriptor: descriptor, function: test)
      return .success(
        PendingChange(
          site: site, expected: expected, actual: actual, fileHash: fileHash, created: created,
          state: recordedBy.map(PendingChange.State.recording) ?? .waitingForReview, asserted: asserted))
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

  private static func failure(_ error: any Error) -> DecodingFailure {
    switch error {
    case DecodingError.dataCorrupted(let context):
      let at = context.codingPath.map(\.stringValue).joined(separator: ".")
      return at.isEmpty ? .invalidJSON(context.debugDescription) : .wrongValue(path: at, context.debugDescription)
    case DecodingError.keyNotFound(let key, _): return .missing(key.stringValue)
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return .wrongValue(path: context.codingPath.map(\.stringValue).joined(separator: "."), context.debugDescription)
    default: return .other("\(error)")
    }
  }
}

/// A pending change document that is not a change the toolkit may act on: it is named, never used.
package struct RefusedDocument: Error, Sendable, Hashable {
  /// The document's name without `.json`.
  package var name: String
  /// The document's path.
  package var path: String
  /// Why it was refused.
  package var reason: PendingDocument.Reason

  package init(name: String, path: String, reason: PendingDocument.Reason) {
    self.name = name
    self.path = path
    self.reason = reason
  }

  /// The refusal, for messages: "The pending change document `path` was refused: `reason`."
  package var refusal: Refusal { .untrustedDocument(path: path, reason) }
}
