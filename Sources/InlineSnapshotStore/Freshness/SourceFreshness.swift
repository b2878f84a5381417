import Foundation
import InlineSnapshotSyntax

/// Decides whether a test file still holds the bytes the running test binary was built from, from
/// what is known rather than from clocks alone. Lines and columns that Swift reported are only
/// meaningful in those bytes.
///
/// In order:
/// 1. The file is what this toolkit wrote, for this same binary, over bytes the binary was built
///    from (another test process of the run wrote it): the binary was built from the journal's
///    original bytes.
/// 2. The file is byte for byte the original a journal of this same binary verified (an undo, a
///    `git checkout` or `git stash pop` of what the toolkit wrote): it is the file the binary was built from.
/// 3. The file was saved before the build system last compiled it into an object file that the
///    binary contains (SwiftPM's output file map names the object and its dependency file). A
///    heuristic: a save while the compiler was reading the file is not seen.
/// 4. Without a compile record (another build system), the file was saved before the binary was
///    linked. A heuristic, and a weaker one: a save during the build is not seen.
///
/// "Saved" is the later of the file's modification date and its inode change date. Tools set the
/// modification date to anything (`rsync -a`, `cp -p`, `tar`, `touch -d`); the inode change date
/// is set by the system whenever the file is written, replaced or its permissions change, and no
/// tool sets it back. So a file copied in with an old date after the build is refused, and so is a
/// file whose permissions changed after its compile, until it is compiled again (touching it does
/// that).
/// Otherwise the file changed since the build and nothing may be written to it.
///
/// ```swift
/// switch SourceFreshness.judge(fileAt: path, build: .current(), stateDirectory: state) {
/// case .builtFrom(let bytes, _): print("lines refer to", bytes.count, "bytes")
/// case .refused(let refusal): print(refusal.message)
/// }
/// ```
package enum SourceFreshness {
  /// The verdict on one file.
  package enum Verdict: Sendable {
    /// The bytes the binary was built from (the file's bytes, or the journal's original), and how
    /// that is known.
    case builtFrom([UInt8], Evidence)
    /// The file changed since the build, or cannot be read: nothing may be written to it.
    case refused(Refusal)
  }

  /// How a verdict of ``Verdict/builtFrom(_:_:)`` was reached.
  package enum Evidence: Sendable, Hashable {
    /// Rule 1: this toolkit rewrote the file for the same binary.
    case rewrittenForThisBuild
    /// Rule 2: the file is the original bytes this binary was verified against.
    case originalOfThisBuild
    /// Rule 3: saved before its last compile into the binary.
    case compiledAfterSave
    /// Rule 4: saved before the binary was linked.
    case linkedAfterSave
    /// The binary could not be found, so nothing could be checked.
    case unchecked
  }

  /// Why no snapshot may be written into the file at `path` (`#filePath`, normalised) whatever its
  /// bytes, or `nil`: a `#sourceLocation` directive names it (`directives` are those of the sources
  /// the tests were compiled from) or it holds one whose file name cannot be read, it is not a test
  /// file ``WritableTestFile`` allows, or the build's compile records do not name it (the compiler
  /// never read it: `#filePath` came from a directive).
  package static func refusal(
    forFileAt path: String, build: TestBuild, directives: [SourceLocationDirective]
  ) -> Refusal? {
    if let directive = directives.first(where: { $0.namedFile == path }) {
      return .namedByDirective(path: path, directive: directive)
    }
    if let directive = directives.first(where: { $0.file == path && $0.unreadableName != nil }),
      let problem = directive.unreadableName
    {
      return .unreadableDirective(path: path, directive: directive, problem: problem)
    }
    if let problem = WritableTestFile.reason(of: path, packageRoot: PackageRoot.of(sourceFile: path)?.path) {
      return .notATestFile(path: path, problem)
    }
    if build.hasCompileRecords, !build.compiles(source: path) {
      // A file this machine lacks cannot be matched with the records: it is missing (the tests may run
      // where their sources are not), not another file a directive names.
      guard FileManager.default.fileExists(atPath: FilePath.resolved(path)) else { return .missing(path: path) }
      return .notCompiled(path: path)
    }
    return nil
  }

  /// Reads the file at `path` and judges it, under the lock its writer holds, so that a file another
  /// test process is rewriting is seen before or after the rewrite and its journal, never between.
  package static func judge(fileAt path: String, build: TestBuild, stateDirectory: URL) -> Verdict {
    let resolved = FilePath.resolved(path)
    guard FileManager.default.fileExists(atPath: resolved) else { return .refused(.missing(path: path)) }
    let read = { () -> Verdict in
      do throws(StoreError) {
        let current = try AtomicFile.read(resolved)
        let attributes = try AtomicFile.attributes(of: resolved)
        return judge(
          path: resolved, current: current, modified: attributes.modified, statusChanged: attributes.statusChanged,
          build: build, stateDirectory: stateDirectory)
      } catch {
        return .refused(.io(error))
      }
    }
    // A writer in another test process replaces the file, then its journal, under this lock: read
    // without it, the new file can be seen with the old journal and be refused as changed. A state
    // folder or lock that cannot be made is one no writer can use either, so there is nothing to
    // wait for: the file is read as it is, and the writer reports the problem when it writes.
    guard (try? AtomicFile.createFolder(stateDirectory)) != nil else { return read() }
    let lock = JournalLocation(stateDirectory: stateDirectory, sourcePath: resolved).lock
    return (try? FileLock.withExclusiveLock(path: lock, guarding: resolved, read)) ?? read()
  }

  /// Judges the file at `path` whose bytes are now `current`, whose modification date is
  /// `modified` and whose inode last changed at `statusChanged`.
  package static func judge(
    path: String, current: [UInt8], modified: Date?, statusChanged: Date?, build: TestBuild, stateDirectory: URL
  ) -> Verdict {
    let path = FilePath.resolved(path)
    let currentHash = ContentHash.of(current)
    if let stamp = build.stamp,
      let (journal, original) = JournalLocation(stateDirectory: stateDirectory, sourcePath: path).load(for: path)
        .journal,
      journal.baseline == .testBuild(stamp)
    {
      if journal.resultHash == currentHash { return .builtFrom(original, .rewrittenForThisBuild) }
      if journal.originalHash == currentHash { return .builtFrom(current, .originalOfThisBuild) }
    }
    guard let linkedAt = build.linkedAt else { return .builtFrom(current, .unchecked) }
    guard let modified, let statusChanged else { return .refused(.changedSinceBuild(path: path, .datesUnreadable)) }
    let saved = max(modified, statusChanged)
    if let compiledAt = build.compiledAt(source: path) {
      if saved <= compiledAt { return .builtFrom(current, .compiledAfterSave) }
      if compiledAt == .distantPast { return .refused(.changedSinceBuild(path: path, .compiledAfterLink)) }
      if modified <= compiledAt {
        return .refused(.restored(path: path, statusChanged: statusChanged, after: .compiled(compiledAt)))
      }
      return .refused(.changedSinceBuild(path: path, .savedAfterCompile(modified: modified, compiled: compiledAt)))
    }
    if saved <= linkedAt { return .builtFrom(current, .linkedAfterSave) }
    if modified <= linkedAt {
      return .refused(.restored(path: path, statusChanged: statusChanged, after: .linked(linkedAt)))
    }
    return .refused(.changedSinceBuild(path: path, .savedAfterLink(modified: modified, linked: linkedAt)))
  }
}
