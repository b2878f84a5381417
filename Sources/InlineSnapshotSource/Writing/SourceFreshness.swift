import Foundation

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
/// Otherwise the file changed since the build and nothing may be written to it.
///
/// ```swift
/// switch SourceFreshness.judge(fileAt: path, build: .current(), stateDirectory: state) {
/// case .builtFrom(let bytes, _): print("lines refer to", bytes.count, "bytes")
/// case .refused(let error): print(error.message)
/// }
/// ```
public enum SourceFreshness {
  /// The verdict on one file.
  public enum Verdict: Sendable {
    /// The bytes the binary was built from (the file's bytes, or the journal's original), and how
    /// that is known.
    case builtFrom([UInt8], Evidence)
    /// The file changed since the build, or cannot be read: nothing may be written to it. The
    /// error names the file, the cause and what to do.
    case refused(SourceError)
  }

  /// How a verdict of ``Verdict/builtFrom(_:_:)`` was reached.
  public enum Evidence: Sendable, Hashable {
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

  /// Reads the file at `path` and judges it.
  public static func judge(fileAt path: String, build: TestBuild, stateDirectory: URL) -> Verdict {
    let resolved = FilePath.resolved(path)
    do throws(SourceError) {
      let current = try AtomicFile.read(resolved)
      let modified = try AtomicFile.attributes(of: resolved).modified
      return judge(path: resolved, current: current, modified: modified, build: build, stateDirectory: stateDirectory)
    } catch {
      return .refused(error)
    }
  }

  /// Judges the file at `path` whose bytes are now `current` and whose modification date is `modified`.
  public static func judge(
    path: String, current: [UInt8], modified: Date?, build: TestBuild, stateDirectory: URL
  ) -> Verdict {
    let path = FilePath.resolved(path)
    let currentHash = ContentHash.of(current)
    if let stamp = build.stamp,
      let (journal, original) = JournalLocation(stateDirectory: stateDirectory, sourcePath: path).load(for: path).journal,
      journal.baseline == .testBuild(stamp)
    {
      if journal.resultHash == currentHash { return .builtFrom(original, .rewrittenForThisBuild) }
      if journal.originalHash == currentHash { return .builtFrom(current, .originalOfThisBuild) }
    }
    guard let linkedAt = build.linkedAt else { return .builtFrom(current, .unchecked) }
    guard let modified else { return .refused(changed(path, "its modification date cannot be read")) }
    if let compiledAt = build.compiledAt(source: path) {
      if modified <= compiledAt { return .builtFrom(current, .compiledAfterSave) }
      if compiledAt == .distantPast {
        return .refused(changed(path, "it was compiled again after the tests were linked, so they were not built from it"))
      }
      return .refused(changed(path, "it was saved at \(modified), after it was last compiled into the tests at \(compiledAt)"))
    }
    if modified <= linkedAt { return .builtFrom(current, .linkedAfterSave) }
    return .refused(changed(path, "it was saved at \(modified), after the tests were built at \(linkedAt)"))
  }

  private static func changed(_ path: String, _ cause: String) -> SourceError {
    SourceError(
      .fileChangedSinceBuild,
      "\(path) is not the file the running tests were built from: \(cause). The lines Swift reported may no longer "
        + "match it, so nothing was written to it. Run the tests again so they are rebuilt from the current file.",
      file: path)
  }
}
