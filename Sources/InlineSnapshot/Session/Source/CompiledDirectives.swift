import InlineSnapshotStore
import InlineSnapshotSyntax

/// The `#sourceLocation` directives of every source the tests were compiled from, scanned once per
/// process, when a file is first judged: a file one of them names is never written.
final class CompiledDirectives: Sendable {
  private let build: TestBuild
  private let scanned = Locked<[SourceLocationDirective]?>(nil)

  init(build: TestBuild) {
    self.build = build
  }

  /// Every directive, scanned on the first call.
  func all() -> [SourceLocationDirective] {
    scanned.withLock { scanned in
      if let scanned { return scanned }
      let directives = SourceLocationDirective.scan(build.compiledSources)
      scanned = directives
      return directives
    }
  }
}
