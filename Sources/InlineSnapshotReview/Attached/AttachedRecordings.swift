import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// Brings the recordings test processes attached to their tests (``AttachedRecording``) into a store
/// the review reads: every `*.inline-snapshot.json` at any depth of a `--pending-dir` folder (a
/// `swift test --attachments-path` folder), and every JSON file there that is one under another name
/// (attachments exported from an `.xcresult`), becomes a pending change in
/// `<folder>/inline-snapshots-attached/`, and its attachment is removed. The changes there are numbered
/// against the checkout's files as they are each time the folder is read (but see `renumber`). The
/// cases of one closure, attached one per file, become one change, also with a change an earlier
/// import of the folder left (``AttachedImport``); two different values for one closure or case, in
/// two attachments or an attachment and that change, import nothing.
///
/// Accepting such a change checks what the document says: the call at its line and column is in its
/// function, with its closure, and the closure's literal is still the text the test compared against
/// (see ``SourceRewriter``); anything else is refused, named and kept.
package enum AttachedRecordings {
  /// The store the imported recordings go to, inside the folder they were found in.
  package static let storeFolderName = "inline-snapshots-attached"

  /// Imports the attached recordings under `folder` for the package at `packageRoot`; returns the store
  /// that holds them when there is one (made now or by an earlier import). Throws naming an attachment
  /// that is not a recording, two that disagree, or a store that cannot be written; nothing of that
  /// folder is imported then. `stateDirectory` is where the review keeps each file's journal.
  package static func importAll(
    under folder: URL, packageRoot: URL,
    stateDirectory: (String) -> URL = SnapshotFileWriter.defaultStateDirectory(forSourceFile:)
  ) throws(StoreError) -> PendingStore? {
    let store = PendingStore(directory: folder.appendingPathComponent(storeFolderName, isDirectory: true))
    let files = attachments(under: folder)
    var recordings: [(path: String, recording: AttachedRecording)] = []
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw StoreError(.unreadable(path: path, cause: SystemError.lastMessage()))
      }
      do {
        recordings.append((path, try JSONDecoder().decode(AttachedRecording.self, from: data)))
      } catch {
        throw StoreError(.unreadable(path: path, cause: "it is not a recording the toolkit attached (\(error))"))
      }
    }
    try checkAgreement(recordings, packageRoot: packageRoot)
    for change in try joined(incoming(recordings, packageRoot: packageRoot), store: store, packageRoot: packageRoot) {
      try store.save(change)
    }
    for path in files { try? FileManager.default.removeItem(atPath: path) }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: store.directory.path, isDirectory: &isFolder), isFolder.boolValue
    else { return nil }
    try renumber(store, packageRoot: packageRoot, stateDirectory: stateDirectory)
    return store
  }

  /// Throws when two attachments (from two machines) hold different values for one closure, or one case
  /// of it: a conflict the user settles, never one value silently applied and the other deleted.
  private static func checkAgreement(
    _ recordings: [(path: String, recording: AttachedRecording)], packageRoot: URL
  ) throws(StoreError) {
    var seen: [String: (path: String, recording: AttachedRecording)] = [:]
    for (path, recording) in recordings {
      let key = site(of: recording, packageRoot: packageRoot).id + "\u{0}" + (recording.caseName ?? "")
      guard let first = seen[key] else {
        seen[key] = (path, recording)
        continue
      }
      if !String.haveSameBytes(first.recording.actual, recording.actual)
        || !String.haveSameBytes(first.recording.expected, recording.expected)
      {
        throw StoreError(
          .attachmentsDisagree(
            paths: [first.path, path], file: recording.file, line: recording.line, caseName: recording.caseName))
      }
    }
  }

  /// Numbers the changes of the attached store against their files as the checkout has them now, so
  /// that a pull between importing and accepting refuses nothing that still fits: what decides whether
  /// one applies is its call and literal (checked when it is accepted). Left as they are: a change
  /// whose file this tool rewrote since (the file's journal explains it over the change's bytes, and
  /// the review applies it through the journal, at its shifted place), and a change of a call without
  /// a literal, which nothing but its position tells from another call of its function.
  private static func renumber(
    _ store: PendingStore, packageRoot: URL, stateDirectory: (String) -> URL
  ) throws(StoreError) {
    for change in try store.load(packageRoot: packageRoot.path).changes where change.expected != nil {
      let current = (try? AtomicFile.read(change.file)).map(ContentHash.of) ?? ""
      guard current != change.fileHash else { continue }
      let location = JournalLocation(stateDirectory: stateDirectory(change.file), sourcePath: change.file)
      if location.explains(current, from: change.fileHash, for: change.file) { continue }
      var renumbered = change
      renumbered.fileHash = current
      try store.save(renumbered)
    }
  }

  /// The changes of this import, each with the attachments it comes from and the cases they set.
  private static func incoming(
    _ recordings: [(path: String, recording: AttachedRecording)], packageRoot: URL
  ) -> [AttachedImport.Incoming] {
    changes(recordings.map(\.recording), packageRoot: packageRoot).map { change in
      let own = recordings.filter { site(of: $0.recording, packageRoot: packageRoot).id == change.id }
      let cases = own.compactMap(\.recording.caseName)
      return AttachedImport.Incoming(change: change, paths: own.map(\.path), cases: cases.isEmpty ? nil : cases)
    }
  }

  /// `incoming` joined with what an earlier import of the folder left in `store`: a closure's cases
  /// attached by two runs become one change. Throws, before anything is saved, when they disagree.
  private static func joined(
    _ incoming: [AttachedImport.Incoming], store: PendingStore, packageRoot: URL
  ) throws(StoreError) -> [PendingChange] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: store.directory.path, isDirectory: &isFolder), isFolder.boolValue
    else { return incoming.map(\.change) }
    let stored = try store.load(packageRoot: packageRoot.path).changes
    var result: [PendingChange] = []
    for each in incoming {
      guard let earlier = stored.first(where: { $0.id == each.change.id }) else {
        result.append(each.change)
        continue
      }
      result.append(try AttachedImport.joining(each, over: earlier, storedPath: store.documentPath(earlier.id)))
    }
    return result
  }

  /// The pending changes of `recordings`: one per closure, its cases' sections set in the literal the
  /// test saw, numbered against the file in the checkout (no hash when it cannot be read there).
  package static func changes(_ recordings: [AttachedRecording], packageRoot: URL) -> [PendingChange] {
    var byClosure: [String: [AttachedRecording]] = [:]
    var order: [String] = []
    for recording in recordings {
      let site = self.site(of: recording, packageRoot: packageRoot)
      if byClosure[site.id] == nil { order.append(site.id) }
      byClosure[site.id, default: []].append(recording)
    }
    return order.compactMap { id in
      guard let recordings = byClosure[id], let first = recordings.first else { return nil }
      let site = self.site(of: first, packageRoot: packageRoot)
      let fileHash = (try? AtomicFile.read(site.path)).map(ContentHash.of) ?? ""
      guard recordings.contains(where: { $0.caseName != nil }) else {
        return PendingChange(
          site: site, expected: first.expected, actual: first.actual, fileHash: fileHash, created: Date())
      }
      var sections = SnapshotSections(reading: first.expected ?? "")
      for recording in recordings {
        if let name = recording.caseName { sections.set(recording.actual ?? "", of: name) }
      }
      // Only the cases that could not be written were attached, not those that matched: the others
      // stay as the literal has them, never read as stale (no `asserted`).
      return PendingChange(
        site: site, expected: first.expected, actual: sections.text, fileHash: fileHash, created: Date())
    }
  }

  private static func site(of recording: AttachedRecording, packageRoot: URL) -> SnapshotSite {
    let path =
      recording.file.hasPrefix("/")
      ? recording.file : packageRoot.appendingPathComponent(recording.file).path
    return SnapshotSite(
      path: path, line: recording.line, column: recording.column, descriptor: recording.descriptor,
      function: recording.test)
  }

  /// The attached recordings under `folder`, at any depth, sorted; symbolic links are not followed and
  /// the toolkit's own stores are not searched.
  package static func attachments(under folder: URL) -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
    else { return [] }
    var found: [String] = []
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      if values?.isSymbolicLink == true { continue }
      if values?.isDirectory == true {
        if [storeFolderName, ReviewArtifacts.storeFolderName, ".build"].contains(url.lastPathComponent) {
          enumerator.skipDescendants()
        }
        continue
      }
      let name = url.lastPathComponent
      if name.hasSuffix(AttachedRecording.suffix) || (name.hasSuffix(".json") && isRenamedRecording(url.path)) {
        found.append(url.path)
      }
    }
    return found.sorted()
  }

  /// Whether the JSON file at `path`, named otherwise, is an attached recording an export renamed: it
  /// has the recording format's `format` key (files over 8 MB are not read).
  private static func isRenamedRecording(_ path: String) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    guard size <= 8 << 20, let data = FileManager.default.contents(atPath: path) else { return false }
    return String(decoding: data, as: UTF8.self).contains("\"\(AttachedRecording.format)\"")
  }
}
