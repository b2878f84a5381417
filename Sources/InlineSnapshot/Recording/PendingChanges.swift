import Foundation
import InlineSnapshotSource

/// Saves what an assertion would have written (for `inline-snapshot review`) and clears entries
/// that a passing or recording assertion made stale.
final class PendingChanges: Sendable {
  static let shared = PendingChanges()

  /// Stores by folder, and the ids each held when this process first looked (so that a passing
  /// assertion costs no I/O unless it has a stale entry to remove).
  private struct State: Sendable {
    var storeDirectories: [String: URL] = [:]
    var knownIDs: [URL: Set<String>] = [:]
  }

  private let state = Locked(State())

  private func directory(forSourceFile path: String) -> URL {
    state.withLock { state in
      if let directory = state.storeDirectories[path] { return directory }
      let directory = PendingStore.defaultDirectory(
        forSourceFile: path, environment: ProcessInfo.processInfo.environment
      )
      state.storeDirectories[path] = directory
      return directory
    }
  }

  private func knownIDs(in directory: URL) -> Set<String> {
    if let known = state.withLock({ $0.knownIDs[directory] }) { return known }
    // Names only (`<id>.json`): cheaper than decoding every document.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let ids = Set(names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) })
    return state.withLock { state in
      if let known = state.knownIDs[directory] { return known }
      state.knownIDs[directory] = ids
      return ids
    }
  }

  /// Keeps the change; a failure to save goes to standard error (the assertion already failed).
  func save(_ change: PendingChange) {
    let directory = directory(forSourceFile: change.file)
    do throws(SourceError) {
      try PendingStore(directory: directory).save(change)
      _ = knownIDs(in: directory)
      state.withLock { _ = $0.knownIDs[directory, default: []].insert(change.id) }
    } catch {
      StandardError.write("error: could not save a pending inline snapshot change: \(error.message)\n")
    }
  }

  /// Removes the entry for a call whose snapshot now matches or is being written.
  func removeStale(id: String, sourceFile: String) {
    let directory = directory(forSourceFile: sourceFile)
    guard knownIDs(in: directory).contains(id) else { return }
    do throws(SourceError) {
      _ = try PendingStore(directory: directory).remove(id: id)
      state.withLock { _ = $0.knownIDs[directory]?.remove(id) }
    } catch {
      StandardError.write("error: could not remove a stale pending inline snapshot change: \(error.message)\n")
    }
  }

  /// The id of the pending change of a call.
  static func id(path: String, line: Int, column: Int, descriptor: ClosureDescriptor) -> String {
    PendingChange.makeID(file: path, line: line, column: column, descriptor: descriptor)
  }

  /// The pending change for a call: what it would have written.
  static func change(site: CallSite, descriptor: ClosureDescriptor, expected: String?, actual: String) -> PendingChange {
    let fileHash: String
    switch SnapshotClosureLocator.shared.contents(of: site.path) {
    case .success(let bytes): fileHash = ContentHash.of(bytes)
    case .failure: fileHash = ""
    }
    return PendingChange(
      file: site.path,
      line: Int(site.line),
      column: Int(site.column),
      test: "\(site.function)",
      descriptor: descriptor,
      expected: expected,
      actual: actual,
      fileHash: fileHash,
      created: Date()
    )
  }
}
