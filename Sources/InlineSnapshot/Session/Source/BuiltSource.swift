import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// What the tests were built from, for one test file: its bytes, judged (see ``SourceFreshness``)
/// and tokenized once, the first time an assertion needs them (``judge(path:build:stateDirectory:directives:)``);
/// each call located in them once; and, once a snapshot showed that the file is not those bytes
/// after all, why nothing may be written to it.
///
/// A value in its file's state (see ``TestFileState``), under the file's one lock.
struct BuiltSource {
  /// The bytes the tests were built from, tokenized.
  struct Built: Sendable {
    var file: SourceFile
    var locator: CallLocator
    var hash: String
  }

  /// The file's path (`#filePath`, normalised).
  let path: String
  /// The judgement, once made; ``TestFileSession`` makes it before the state is read.
  private(set) var judged: Result<Built, Refusal>?
  private var calls: [CallPosition: Result<LocatedCall, Refusal>] = [:]
  /// Why nothing may be written to the file, once one of its snapshots could not be placed where
  /// the file the tests were built from has it.
  private(set) var refusal: Refusal?

  /// A call as Swift reports it: the line and column of its `(` or first `{`.
  private struct CallPosition: Hashable {
    var line: Int
    var column: Int
  }

  init(path: String) {
    self.path = path
  }

  /// Reads and judges the file at `path`: the bytes the tests were built from, or why they are not
  /// known or may not be written. Takes no lock; ``take(_:)`` keeps the first judgement made.
  static func judge(
    path: String, build: TestBuild, stateDirectory: URL, directives: [SourceLocationDirective]
  ) -> Result<Built, Refusal> {
    if let refusal = SourceFreshness.refusal(forFileAt: path, build: build, directives: directives) {
      return .failure(refusal)
    }
    switch SourceFreshness.judge(fileAt: path, build: build, stateDirectory: stateDirectory) {
    case .builtFrom(let bytes, _):
      let file = SourceFile(bytes: bytes, path: path)
      return .success(Built(file: file, locator: CallLocator(file), hash: ContentHash.of(bytes)))
    case .refused(let refusal):
      return .failure(refusal)
    }
  }

  /// Keeps `judged` unless a judgement was kept already (two assertions may judge the file at once).
  mutating func take(_ judged: Result<Built, Refusal>) {
    self.judged = self.judged ?? judged
  }

  /// The bytes the tests were built from, or why they are not known or may not be written.
  func built() -> Result<Built, Refusal> {
    guard let judged else {
      assertionFailure("\(path) is read before it was judged")
      return .failure(.notCompiled(path: path))
    }
    return judged
  }

  /// The call of `site` in the bytes the tests were built from, located once however many
  /// snapshots of it are asserted, recorded or reported.
  mutating func call(of site: SnapshotSite) -> Result<LocatedCall, Refusal> {
    let built: Built
    switch self.built() {
    case .failure(let error): return .failure(error)
    case .success(let value): built = value
    }
    let position = CallPosition(line: site.line, column: site.column)
    if let call = calls[position] { return call }
    let call = Result { () throws(SyntaxError) in try built.locator.call(line: site.line, column: site.column) }
      .mapError(Refusal.syntax)
    calls[position] = call
    return call
  }

  /// Checks that `edits` (snapshots of the call of `site`: a new one and those already decided for
  /// the same call) land in the bytes the tests were built from (see ``SourceRewriter/check(_:at:)``).
  mutating func check(_ edits: [SnapshotEdit], at site: SnapshotSite) throws(Refusal) {
    let call = try call(of: site).get()
    do throws(SyntaxError) {
      try SourceRewriter.check(edits, at: call)
    } catch {
      throw .syntax(error)
    }
  }

  /// The line to report an issue at: the snapshot closure's, when the call has one, else the call's.
  mutating func reportingLine(of site: SnapshotSite) -> Int {
    guard case .success(let call) = call(of: site), let located = try? call.snapshot(for: site.descriptor),
      let closure = located.closure
    else { return site.line }
    return closure.line
  }

  /// Why the file may not be written (its permissions), checked when a snapshot is to be recorded:
  /// the recording is then kept (and attached) at once instead of failing when the process ends.
  func unwritable() -> Refusal? {
    do throws(StoreError) {
      try SnapshotFileWriter.checkWritable(path)
      return nil
    } catch {
      return .io(error)
    }
  }

  /// Notes that a snapshot could not be placed; when `refusal` shows that the file is not the one
  /// the tests were built from (see ``Refusal/showsAnotherFile``), nothing is written to it from now on.
  mutating func noteUnplaced(_ refusal: Refusal) {
    guard refusal.showsAnotherFile else { return }
    self.refusal = self.refusal ?? refusal
  }

  /// The hash a kept change is numbered against: the bytes the tests were built from, or none (the
  /// change then never applies) when they are not known or a snapshot showed that the file is not
  /// those bytes.
  func keepingHash() -> String {
    guard case .success(let built) = built(), refusal == nil else { return "" }
    return built.hash
  }
}
