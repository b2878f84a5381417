import LiteralTokens
import SnapshotDump

/// The placeholders of one assertion: the numbering its snapshot's pieces share, in scope while the
/// strategy runs so the built-in strategies replace typed values and sort by masked text, and the
/// final pass that numbers every token and value in the snapshot's text.
///
/// Either way the snapshot comes out written as a literal holds it: the user's own text that would
/// read as a token (`<UUID 1>`, `<any>`, a `▸` or `…` line) escaped, so that it never compares equal
/// to one (see `LiteralEscape`).
struct AssertionPlaceholders {
  /// The numbering of the snapshot being made; nil outside of a strategy run with placeholders.
  @TaskLocal static var current: PlaceholderNumbering?

  let numbering: PlaceholderNumbering

  /// The call's placeholders when it passes some, else the scope's (`withSnapshotTesting`, the
  /// `.snapshots` trait), else none.
  init(call: SnapshotPlaceholders?, scope: SnapshotPlaceholders?) {
    numbering = PlaceholderNumbering(call ?? scope ?? [])
  }

  var placeholders: SnapshotPlaceholders { numbering.placeholders }

  /// The snapshot `make` returns, made with the numbering in scope and finished.
  func snapshot(_ make: () -> Result<String, SnapshotFailure>) -> Result<String, SnapshotFailure> {
    guard !placeholders.isEmpty else { return make().map(LiteralEscape.escaped) }
    return Self.$current.withValue(numbering) { make() }.map(numbering.finish)
  }

  /// The snapshot `make` returns, made with the numbering in scope and finished.
  func snapshot(
    isolation: isolated (any Actor)? = #isolation,
    _ make: () async -> Result<String, SnapshotFailure>
  ) async -> Result<String, SnapshotFailure> {
    guard !placeholders.isEmpty else { return await make().map(LiteralEscape.escaped) }
    return await Self.$current.withValue(numbering, operation: make, isolation: isolation).map(numbering.finish)
  }
}
