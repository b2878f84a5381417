import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// The toolkit's state in one test process: one ``TestFile`` per test file that an assertion
/// touched, and the work left for the end of the process.
///
/// When the process exits (the hook is installed here, nowhere else) every file's recordings are
/// written, one write per file, then the review artifacts. A process that dies first loses nothing:
/// each recording was saved as a document in the pending store when it was decided, and the next
/// test process that writes the file, or `inline-snapshot accept`, applies it.
///
/// Swift Testing runs tests in parallel in one process; every method is safe to call from any thread.
final class SnapshotSession: Sendable {
  /// The session of this process.
  static let shared = SnapshotSession(
    build: .current(), environment: ProcessInfo.processInfo.environment, installsExitHook: true)

  /// The test binary, to tell whether a file is the one it was built from.
  let build: TestBuild
  /// Names this process in the recordings it saves.
  let owner = RecordingOwner()
  let environment: [String: String]
  private let files = Locked<(byPath: [String: TestFile], order: [TestFile])>(([:], []))
  private let storeNames = Locked<[URL: Set<String>]>([:])
  private let directives = Locked<[SourceLocationDirective]?>(nil)

  /// - Parameter installsExitHook: Whether ``finish()`` of the shared session runs at exit; tests
  ///   that drive a session of their own pass `false` and call ``finish()`` themselves.
  init(build: TestBuild, environment: [String: String], installsExitHook: Bool) {
    self.build = build
    self.environment = environment
    if installsExitHook {
      atexit { SnapshotSession.shared.finish() }
    }
  }

  /// The test file at `path` (`#filePath`), read only when an assertion needs its contents.
  func file(at path: String) -> TestFile {
    let path = FilePath.normalized(path)
    return files.withLock { files in
      if let file = files.byPath[path] { return file }
      let file = TestFile(path: path, session: self)
      files.byPath[path] = file
      files.order.append(file)
      return file
    }
  }

  /// The `#sourceLocation` directives of every source the tests were compiled from, read when a
  /// file is first judged, once per process: a file one of them names is never written.
  func sourceLocationDirectives() -> [SourceLocationDirective] {
    directives.withLock { directives in
      if let directives { return directives }
      let scanned = SourceLocationDirective.scan(build.compiledSources)
      directives = scanned
      return scanned
    }
  }

  /// Whether the store holds a document named `id`, from one listing per store per process, kept
  /// up to date with what this process saves and removes.
  func storeHolds(_ id: String, in store: PendingStore) -> Bool {
    if let names = storeNames.withLock({ $0[store.directory] }) { return names.contains(id) }
    let listed = Set((try? store.documentNames()) ?? [])
    return storeNames.withLock { names in
      let known = names[store.directory] ?? listed
      names[store.directory] = known
      return known.contains(id)
    }
  }

  /// Notes that this process saved (`true`) or removed (`false`) the document `id` in `store`.
  func noteDocument(_ id: String, in store: PendingStore, present: Bool) {
    _ = storeHolds(id, in: store)
    storeNames.withLock { names in
      if present { names[store.directory, default: []].insert(id) } else { names[store.directory]?.remove(id) }
    }
  }

  /// Writes every file's recordings, then the review artifacts; runs once, at exit. Problems go to
  /// standard error: the run's outcome is already decided.
  func finish() {
    let order = files.withLock { files in
      defer { files = ([:], []) }
      return files.order
    }
    var kept: [PendingChange] = []
    var stores: [URL] = []
    for file in order {
      kept += file.finish()
      if !stores.contains(file.store.directory) { stores.append(file.store.directory) }
    }
    if ReviewArtifacts.isRequested(environment: environment), let first = order.first {
      let root =
        PackageRoot.of(sourceFile: first.path) ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      do throws(SourceError) {
        try ReviewArtifacts.write(
          pendingDirectories: stores, packageRoot: root, keptByThisProcess: kept, environment: environment)
      } catch {
        StandardError.write("error: could not write the inline snapshot review artifacts: \(error.message)\n")
      }
    }
    owner.release()
  }
}

/// Writes diagnostics that must not mix with test output.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
