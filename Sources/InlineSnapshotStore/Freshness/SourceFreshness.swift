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
/// case .refused(let error): print(error.message)
/// }
/// ```
package enum SourceFreshness {
  /// The verdict on one file.
  package enum Verdict: Sendable {
    /// The bytes the binary was built from (the file's bytes, or the journal's original), and how
    /// that is known.
    case builtFrom([UInt8], Evidence)
    /// The file changed since the build, or cannot be read: nothing may be written to it. The
    /// error names the file, the cause and what to do.
    case refused(SourceError)
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
  ) -> SourceError? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if let directive = directives.first(where: { $0.namedFile == path }) {
      let holder = directive.file.split(separator: "/").last.map(String.init) ?? directive.file
      return SourceError(
        .sourceLocationDirective,
        "\(directive.file):\(directive.line) has a #sourceLocation directive that names \(path): Swift reports the "
          + "calls below it at lines of \(name) that are really lines of \(holder), so no snapshot is written into "
          + "\(name). Nothing was written; write the snapshot by hand (into the template \(holder) is generated from, "
          + "if it is generated), or remove the directive.",
        file: path)
    }
    if let directive = directives.first(where: { $0.file == path && $0.unreadableName != nil }),
      let problem = directive.unreadableName
    {
      return SourceError(
        .sourceLocationDirective,
        "\(directive.file):\(directive.line) has a #sourceLocation directive whose file name the snapshot rewriter "
          + "cannot read: \(problem.message) Swift reports the calls below it at lines of the file it names, so no "
          + "snapshot is written into \(name). Nothing was written; write the snapshot by hand, or remove the "
          + "directive.",
        file: path)
    }
    if let reason = WritableTestFile.refusal(of: path, packageRoot: PackageRoot.of(sourceFile: path)?.path) {
      return SourceError(
        .notATestFile,
        "\(reason), so no snapshot is written into it. A call reports such a file as its #filePath when a "
          + "#sourceLocation directive names it. Nothing was written; write the snapshot by hand.",
        file: path)
    }
    if build.hasCompileRecords, !build.compiles(source: path) {
      return SourceError(
        .sourceLocationDirective,
        "\(path) is not one of the sources the tests were compiled from, so the lines Swift reported are not lines "
          + "of it: a #sourceLocation directive probably names it. Nothing was written; write the snapshot by hand, "
          + "or remove the directive.",
        file: path)
    }
    return nil
  }

  /// Reads the file at `path` and judges it, under the lock its writer holds, so that a file another
  /// test process is rewriting is seen before or after the rewrite and its journal, never between.
  package static func judge(fileAt path: String, build: TestBuild, stateDirectory: URL) -> Verdict {
    let resolved = FilePath.resolved(path)
    guard FileManager.default.fileExists(atPath: resolved) else {
      return .refused(
        SourceError(
          .io,
          "\(path) does not exist: it was deleted or renamed since the tests were built, or a #sourceLocation "
            + "directive names a file that does not exist. Nothing was written.",
          file: path))
    }
    let read = { () -> Verdict in
      do throws(SourceError) {
        let current = try AtomicFile.read(resolved)
        let attributes = try AtomicFile.attributes(of: resolved)
        return judge(
          path: resolved, current: current, modified: attributes.modified, statusChanged: attributes.statusChanged,
          build: build, stateDirectory: stateDirectory)
      } catch {
        return .refused(error)
      }
    }
    // A writer in another test process replaces the file, then its journal, under this lock: read
    // without it, the new file can be seen with the old journal and be refused as changed. A state
    // folder or lock that cannot be made is one no writer can use either, so there is nothing to
    // wait for: the file is read as it is, and the writer reports the problem when it writes.
    guard (try? AtomicFile.createFolder(stateDirectory, for: resolved)) != nil else { return read() }
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
    guard let modified, let statusChanged else {
      return .refused(changed(path, "its modification date cannot be read"))
    }
    let saved = max(modified, statusChanged)
    if let compiledAt = build.compiledAt(source: path) {
      if saved <= compiledAt { return .builtFrom(current, .compiledAfterSave) }
      if compiledAt == .distantPast {
        return .refused(
          changed(path, "it was compiled again after the tests were linked, so they were not built from it"))
      }
      if modified <= compiledAt {
        return .refused(restored(path, statusChanged, after: "it was last compiled into the tests at \(compiledAt)"))
      }
      return .refused(
        changed(path, "it was saved at \(modified), after it was last compiled into the tests at \(compiledAt)"))
    }
    if saved <= linkedAt { return .builtFrom(current, .linkedAfterSave) }
    if modified <= linkedAt {
      return .refused(restored(path, statusChanged, after: "the tests were built at \(linkedAt)"))
    }
    return .refused(changed(path, "it was saved at \(modified), after the tests were built at \(linkedAt)"))
  }

  private static func changed(_ path: String, _ cause: String) -> SourceError {
    SourceError(
      .fileChangedSinceBuild,
      "\(path) is not the file the running tests were built from: \(cause). The lines Swift reported may no longer "
        + "match it, so nothing was written to it. Run the tests again so they are rebuilt from the current file.",
      file: path)
  }

  /// A file whose modification date is older than the build but whose inode changed after it.
  private static func restored(_ path: String, _ statusChanged: Date, after build: String) -> SourceError {
    SourceError(
      .fileChangedSinceBuild,
      "\(path) may not be the file the running tests were built from: its modification date is older than the build, "
        + "but the file itself was replaced or changed at \(statusChanged), after \(build) (copied or unpacked with "
        + "its old date, as `rsync -a`, `cp -p`, `tar` or `touch -d` leave it, or its permissions changed). The lines "
        + "Swift reported may not match it, so nothing was written to it. Touch it (`touch \(path)`) and run the tests "
        + "again, so that they are rebuilt from it.",
      file: path)
  }
}
