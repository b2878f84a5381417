import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax

/// A temporary package with test files and a pending store, for review tests. The rewrite is a
/// stand-in for the source rewriter: an edit replaces the whole line `edit.line` with `edit.snapshot`,
/// after checking that the line holds `edit.expected` (or `TODO` for a new snapshot).
final class ReviewSandbox {
  let root: URL
  var pending: URL { root.appendingPathComponent(".build/inline-snapshots/pending") }
  var store: PendingStore { PendingStore(directory: pending) }
  var review: SnapshotReview {
    SnapshotReview(ReviewPlanner(packageRoot: root, pendingDirectory: pending, rewriting: LineRewrite()))
  }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try write("Package.swift", "// swift-tools-version: 6.0\n")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  func write(_ relative: String, _ text: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relative: String) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(relative)), as: UTF8.self)
  }

  /// Saves a change for `relative`, recorded against the file as it is now.
  @discardableResult
  func record(_ relative: String, line: Int, test: String, expected: String?, actual: String?) throws -> PendingChange {
    let bytes = Array(try Data(contentsOf: root.appendingPathComponent(relative)))
    let change = PendingChange(
      site: SnapshotSite(path: path(relative), line: line, column: 5, function: test), expected: expected,
      actual: actual,
      fileHash: ContentHash.of(bytes))
    try store.save(change)
    return change
  }

  /// The valid changes of the store.
  func changes() throws -> [PendingChange] {
    try store.load(packageRoot: root.path).changes
  }
}

/// A rewrite over lines, not Swift: each edit replaces the line it names, which must hold its
/// expected text (`TODO` for a missing snapshot).
struct LineRewrite: SourceRewriting {
  func rewrite(_ bytes: [UInt8], applying edits: [SnapshotEdit]) throws(SyntaxError) -> [UInt8] {
    var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    for edit in edits {
      guard edit.line - 1 < lines.count, lines[edit.line - 1] == (edit.expected ?? "TODO") else {
        throw SyntaxError(.snapshotChanged, in: SourceFile(bytes: bytes), line: edit.line)
      }
      lines[edit.line - 1] = edit.snapshot ?? ""  // a removal empties the line
    }
    return Array(lines.joined(separator: "\n").utf8)
  }
}
