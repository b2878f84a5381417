import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// The toolkit's state in one test process: one ``TestFileSession`` per test file that an assertion
/// touched, and the work left for the end of the process.
///
/// The session makes the services every file shares (the test build, this process's recording
/// owner, the `#sourceLocation` directives of the compiled sources, the notices on standard error)
/// and hands them to each file; nothing calls back.
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
  /// In a capture run (`SNAPSHOT_TESTING_CAPTURE`), this process's capture file.
  let capture: CaptureFolder.Writer?
  private let directives: CompiledDirectives
  /// Says a notice; standard error unless a test listens.
  private let announce: @Sendable (SessionNotice) -> Void
  private let files = Locked<(byPath: [String: TestFileSession], order: [TestFileSession])>(([:], []))

  /// - Parameters:
  ///   - installsExitHook: Whether ``finish()`` of the shared session runs at exit; tests that drive a
  ///     session of their own pass `false` and call ``finish()`` themselves.
  ///   - announce: Where notices go: standard error, or a test that reads them.
  init(
    build: TestBuild, environment: [String: String], installsExitHook: Bool,
    announce: @escaping @Sendable (SessionNotice) -> Void = SnapshotSession.standardError
  ) {
    self.build = build
    self.environment = environment
    self.capture = CaptureFolder.directory(in: environment).map(CaptureFolder.Writer.init)
    self.announce = announce
    self.directives = CompiledDirectives(build: build)
    if installsExitHook {
      atexit { SnapshotSession.shared.finish() }
    }
  }

  /// The test file at `path` (`#filePath`), read only when an assertion needs its contents.
  func file(at path: String) -> TestFileSession {
    let path = FilePath.normalized(path)
    return files.withLock { files in
      if let file = files.byPath[path] { return file }
      let file = makeFile(at: path)
      files.byPath[path] = file
      files.order.append(file)
      return file
    }
  }

  private func makeFile(at path: String) -> TestFileSession {
    let store = PendingStore(
      directory: PendingStore.defaultDirectory(forSourceFile: path, environment: environment))
    return TestFileSession(
      path: path, store: store, owner: owner, build: build, directives: directives,
      toolCommand: ToolCommand.swiftRun.reading(
        store.directory, defaultDirectory: PendingStore.defaultDirectory(forSourceFile: path, environment: [:])),
      capture: capture, announce: announce)
  }

  /// Writes a notice on standard error, where it does not mix with test output.
  static let standardError: @Sendable (SessionNotice) -> Void = { notice in
    FileHandle.standardError.write(Data(SessionNoticeText.line(for: notice).utf8))
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
    if capture == nil, ReviewArtifacts.isRequested(environment: environment), let first = order.first {
      let root =
        PackageRoot.of(sourceFile: first.path) ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      do throws(StoreError) {
        try ReviewArtifacts.write(
          pendingDirectories: stores, packageRoot: root, keptByThisProcess: kept, environment: environment)
      } catch {
        announce(.artifactsNotWritten(error))
      }
    }
    owner.release()
  }
}
