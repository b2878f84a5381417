import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// What the tests were built from, for one test file: its bytes, read, judged (see
/// ``SourceFreshness``) and tokenized once, the first time an assertion needs them; each call
/// located in them once; and, once a snapshot showed that the file is not those bytes after all,
/// why nothing may be written to it.
final class BuiltSource: Sendable {
  /// The bytes the tests were built from, tokenized.
  struct Built: Sendable {
    var file: SourceFile
    var locator: CallLocator
    var hash: String
  }

  /// The file's path (`#filePath`, normalised).
  let path: String
  /// Where the file writer keeps the file's lock and journal.
  let stateDirectory: URL
  private let build: TestBuild
  private let directives: CompiledDirectives
  private let state = Locked(State())

  private struct State {
    var built: Result<Built, Refusal>?
    var calls: [CallPosition: Result<LocatedCall, Refusal>] = [:]
    var refusal: Refusal?
  }

  /// A call as Swift reports it: the line and column of its `(` or first `{`.
  private struct CallPosition: Hashable {
    var line: Int
    var column: Int
  }

  init(path: String, stateDirectory: URL, build: TestBuild, directives: CompiledDirectives) {
    self.path = path
    self.stateDirectory = stateDirectory
    self.build = build
    self.directives = directives
  }

  /// The bytes the tests were built from, or why they are not known or may not be written.
  func built() -> Result<Built, Refusal> {
    state.withLock { state in
      if let built = state.built { return built }
      let built: Result<Built, Refusal>
      if let refusal = SourceFreshness.refusal(forFileAt: path, build: build, directives: directives.all()) {
        built = .failure(refusal)
      } else {
        switch SourceFreshness.judge(fileAt: path, build: build, stateDirectory: stateDirectory) {
        case .builtFrom(let bytes, _):
          let file = SourceFile(bytes: bytes, path: path)
          built = .success(Built(file: file, locator: CallLocator(file), hash: ContentHash.of(bytes)))
        case .refused(let refusal):
          built = .failure(refusal)
        }
      }
      state.built = built
      return built
    }
  }

  /// The call of `site` in the bytes the tests were built from, located once however many
  /// snapshots of it are asserted, recorded or reported.
  func call(of site: SnapshotSite) -> Result<LocatedCall, Refusal> {
    let built: Built
    switch self.built() {
    case .failure(let error): return .failure(error)
    case .success(let value): built = value
    }
    let position = CallPosition(line: site.line, column: site.column)
    if let call = state.withLock({ $0.calls[position] }) { return call }
    let call = Result { () throws(SyntaxError) in try built.locator.call(line: site.line, column: site.column) }
      .mapError(Refusal.syntax)
    return state.withLock { state in
      let known = state.calls[position] ?? call
      state.calls[position] = known
      return known
    }
  }

  /// Checks that `edits` (snapshots of the call of `site`: a new one and those already decided for
  /// the same call) land in the bytes the tests were built from (see ``SourceRewriter/check(_:at:)``).
  func check(_ edits: [SnapshotEdit], at site: SnapshotSite) throws(Refusal) {
    let call = try call(of: site).get()
    do throws(SyntaxError) {
      try SourceRewriter.check(edits, at: call)
    } catch {
      throw .syntax(error)
    }
  }

  /// The line to report an issue at: the snapshot closure's, when the call has one, else the call's.
  func reportingLine(of site: SnapshotSite) -> Int {
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

  /// Why nothing may be written to the file, once one of its snapshots could not be placed where
  /// the file the tests were built from has it.
  var refusal: Refusal? { state.withLock { $0.refusal } }

  /// Notes that a snapshot could not be placed; when `refusal` shows that the file is not the one
  /// the tests were built from (see ``Refusal/showsAnotherFile``), nothing is written to it from now on.
  func noteUnplaced(_ refusal: Refusal) {
    guard refusal.showsAnotherFile else { return }
    state.withLock { $0.refusal = $0.refusal ?? refusal }
  }

  /// The hash a kept change is numbered against: the bytes the tests were built from, or none (the
  /// change then never applies) when they are not known or a snapshot showed that the file is not
  /// those bytes.
  func keepingHash() -> String {
    guard case .success(let built) = built(), refusal == nil else { return "" }
    return built.hash
  }
}
