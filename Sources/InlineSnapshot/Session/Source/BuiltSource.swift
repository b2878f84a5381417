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
    var built: Result<Built, SourceError>?
    var calls: [CallPosition: Result<LocatedCall, SourceError>] = [:]
    var refusal: SourceError?
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
  func built() -> Result<Built, SourceError> {
    state.withLock { state in
      if let built = state.built { return built }
      let built: Result<Built, SourceError>
      if let refusal = SourceFreshness.refusal(forFileAt: path, build: build, directives: directives.all()) {
        built = .failure(refusal)
      } else {
        switch SourceFreshness.judge(fileAt: path, build: build, stateDirectory: stateDirectory) {
        case .builtFrom(let bytes, _):
          let file = SourceFile(bytes: bytes, path: path)
          built = .success(Built(file: file, locator: CallLocator(file), hash: ContentHash.of(bytes)))
        case .refused(let error):
          built = .failure(error)
        }
      }
      state.built = built
      return built
    }
  }

  /// The call of `site` in the bytes the tests were built from, located once however many
  /// snapshots of it are asserted, recorded or reported.
  func call(of site: SnapshotSite) -> Result<LocatedCall, SourceError> {
    let built: Built
    switch self.built() {
    case .failure(let error): return .failure(error)
    case .success(let value): built = value
    }
    let position = CallPosition(line: site.line, column: site.column)
    if let call = state.withLock({ $0.calls[position] }) { return call }
    let call = Result { () throws(SourceError) in try built.locator.call(line: site.line, column: site.column) }
    return state.withLock { state in
      let known = state.calls[position] ?? call
      state.calls[position] = known
      return known
    }
  }

  /// The line to report an issue at: the snapshot closure's, when the call has one, else the call's.
  func reportingLine(of site: SnapshotSite) -> Int {
    guard case .success(let call) = call(of: site), let located = try? call.snapshot(for: site.descriptor),
      let closure = located.closure
    else { return site.line }
    return closure.line
  }

  /// Why nothing may be written to the file, once one of its snapshots could not be placed where
  /// the file the tests were built from has it.
  var refusal: SourceError? { state.withLock { $0.refusal } }

  /// Notes that a snapshot could not be placed; when `error` shows that the file is not the one
  /// the tests were built from, nothing is written to it from now on.
  func noteUnplaced(_ error: SourceError) {
    guard Self.showsAnotherFile(error) else { return }
    state.withLock { $0.refusal = $0.refusal ?? error }
  }

  /// The hash a kept change is numbered against: the bytes the tests were built from, or none (the
  /// change then never applies) when they are not known or a snapshot showed that the file is not
  /// those bytes.
  func keepingHash() -> String {
    guard case .success(let built) = built(), refusal == nil else { return "" }
    return built.hash
  }

  /// Whether a snapshot that cannot be placed shows that the file is not the one the tests were
  /// built from: no valid reading of the file has a call where Swift reported one, the call lies in
  /// another function, the closure does not hold what the test saw, or `#sourceLocation` remaps
  /// its lines. A call the rewriter will not edit (in a string interpolation or a macro, an
  /// unreadable literal) or a helper's descriptor that does not fit its call shows nothing of the kind.
  private static func showsAnotherFile(_ error: SourceError) -> Bool {
    switch error.kind {
    case .callNotFound, .fileChangedSinceBuild, .sourceLocationDirective: true
    default: false
    }
  }
}
