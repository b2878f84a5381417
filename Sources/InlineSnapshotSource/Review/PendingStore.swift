import Foundation

/// The folder of pending changes: one pretty-printed JSON document per change, `<id>.json`.
///
/// Safe under parallel test processes: each change is its own file, written to a temporary file and
/// renamed into place, so readers never see a partial document.
///
/// ```swift
/// let store = PendingStore(directory: PendingStore.defaultDirectory(forSourceFile: #filePath,
///                                                                  environment: ProcessInfo.processInfo.environment))
/// for change in try store.load() { print(change.id, change.file, change.line) }
/// ```
public struct PendingStore: Sendable {
  /// The folder holding the `<id>.json` documents.
  public let directory: URL

  /// A store in `directory` (created on the first save).
  public init(directory: URL) {
    self.directory = directory
  }

  /// `SNAPSHOT_TESTING_PENDING_DIR` when set, else `<package root>/.build/inline-snapshots/pending` where
  /// the package root is the nearest folder above `path` with a `Package.swift`, else
  /// `<temporary folder>/inline-snapshots/pending`.
  public static func defaultDirectory(forSourceFile path: String, environment: [String: String]) -> URL {
    if let override = environment["SNAPSHOT_TESTING_PENDING_DIR"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true).standardizedFileURL
    }
    return PackageRoot.toolFolder("pending", forSourceFile: path)
  }

  /// Writes (or replaces) the change's document atomically.
  public func save(_ change: PendingChange) throws(SourceError) {
    let path = try documentPath(id: change.id)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let bytes: [UInt8]
    do {
      bytes = Array(try encoder.encode(change)) + [UInt8(ascii: "\n")]
    } catch {
      throw SourceError(.io, "Could not encode the pending change \(change.id) for \(change.file): \(error).", file: change.file)
    }
    try AtomicFile.createFolder(directory, for: change.file)
    try AtomicFile.write(bytes, to: path, permissions: 0o644)
  }

  /// Deletes the change's document; returns false (and does nothing) when there is none.
  @discardableResult
  public func remove(id: String) throws(SourceError) -> Bool {
    let path = try documentPath(id: id)
    guard FileManager.default.fileExists(atPath: path) else { return false }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      // Another process may have removed it first.
      guard FileManager.default.fileExists(atPath: path) else { return false }
      throw SourceError(.io, "Could not delete the pending change \(path): \(AtomicFile.describe(error)).", file: path)
    }
    return true
  }

  /// Every pending change, sorted by file, then line, column and id; empty when the folder does not exist.
  /// A document that cannot be decoded, or whose id is not its file name, throws
  /// ``SourceError/Kind/corruptState`` naming it.
  public func load() throws(SourceError) -> [PendingChange] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
      return []
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw SourceError(.io, "Could not list the pending changes in \(directory.path): \(AtomicFile.describe(error)).")
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    var changes: [PendingChange] = []
    // Names starting with "." are temporary files of a save in progress.
    for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
      let path = directory.appendingPathComponent(name).path
      let id = String(name.dropLast(".json".count))
      let bytes: [UInt8]
      do {
        bytes = try AtomicFile.read(path)
      } catch {
        // Removed by another process since the listing.
        if !FileManager.default.fileExists(atPath: path) { continue }
        throw error
      }
      let wayOut = "Run `inline-snapshot reject \(id)` or delete the file, then re-run the tests to record the change again."
      let change: PendingChange
      do {
        change = try decoder.decode(PendingChange.self, from: Data(bytes))
      } catch {
        throw SourceError(.corruptState, "The pending change \(path) is unreadable (\(Self.describe(error))). " + wayOut, file: path)
      }
      // Accepting and rejecting remove `<id>.json`: a document under another name would outlive its change.
      guard change.id == id else {
        throw SourceError(
          .corruptState,
          "The pending change \(path) holds the change \"\(change.id)\", not \"\(id)\" (was it renamed or copied?). " + wayOut,
          file: path)
      }
      changes.append(change)
    }
    return changes.sorted { ($0.file, $0.line, $0.column, $0.id) < ($1.file, $1.line, $1.column, $1.id) }
  }

  private func documentPath(id: String) throws(SourceError) -> String {
    // Ids name files; anything else (such as `../x`) must not reach the file system.
    guard !id.isEmpty, id.utf8.allSatisfy({ $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
    else {
      throw SourceError(.io, "\"\(id)\" is not a pending change id: ids are letters, digits, - and _ (see `inline-snapshot status`).")
    }
    return directory.appendingPathComponent("\(id).json").path
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): "invalid JSON: \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, _): "missing \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "wrong value at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\": \(context.debugDescription)"
    default: "\(error)"
    }
  }
}

extension UInt8 {
  fileprivate var isASCIIAlphanumeric: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
  }
}
