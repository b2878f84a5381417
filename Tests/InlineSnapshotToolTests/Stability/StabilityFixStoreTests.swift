import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

@testable import inline_snapshot

/// What `stability --fix` does to a store that already holds a change for a closure it fixes: it
/// takes the store's lock, combines with a change kept for review, and never overwrites a recording
/// a running test process writes.
@Suite struct StabilityFixStoreTests {
  let package: ScratchFolder
  let file = "Tests/AppTests/AppTests.swift"
  static let literal = "▸ a\nA 1\n▸ b\nB 1\n▸ c\nC"
  static let hash = "0123456789abcdef"

  init() throws {
    package = try ScratchFolder()
    try package.write(file, "import InlineSnapshot\n")
  }

  func site(line: Int = 5) -> SnapshotSite {
    SnapshotSite(path: package.path(file), line: line, column: 5, function: "t(_:)")
  }

  /// The findings of two runs that gave case `b` (or the plain closure at `line`) the values `values`.
  func findings(_ values: [String], case caseName: String? = "b", line: Int = 5) -> [StabilityFinding] {
    let literal = caseName == nil ? "n 0" : Self.literal
    return StabilityAnalysis.compare(
      values.map { value in
        [
          SnapshotCapture(
            site: site(line: line), caseName: caseName, literal: literal, expected: nil, value: value,
            fileHash: Self.hash)
        ]
      }
    ).findings
  }

  /// Runs `--fix` on `findings` against the package's store; what it printed to each stream.
  func fix(_ findings: [StabilityFinding]) throws -> (output: String, errors: String) {
    let streams = Collected()
    let console = Console(
      output: { streams.add(output: $0) }, error: { streams.add(error: $0) }, readLine: { nil }, inputIsTerminal: false)
    let context = try #require(
      try ToolContext.resolve(
        packagePath: package.root.path, pendingDirectories: [], environment: [:], console: console))
    try StabilityCommand(arguments: ["--fix"]).keepFixes(for: findings, in: context)
    return (streams.output, streams.errors)
  }

  func kept() throws -> [PendingChange] {
    try package.store.load(packageRoot: package.root.path).changes
  }

  @Test func theSectionsOfAChangeKeptForReviewSurviveAFixOfAnotherSection() throws {
    defer { package.remove() }
    try package.store.save(
      PendingChange(site: site(), expected: Self.literal, actual: "▸ a\nA new\n▸ b\nB new\n▸ c\nC", fileHash: Self.hash)
    )
    let printed = try fix(findings(["B 2", "B 3"]))
    #expect(printed.errors.isEmpty, "\(printed)")
    let changes = try kept()
    #expect(changes.map(\.actual) == ["▸ a\nA new\n▸ b\nB <any Number>\n▸ c\nC"], "a's new section survives")
    #expect(changes.map(\.expected) == [Self.literal])
  }

  @Test func aSectionFixedBesideAKeptChangeOfSomeSectionsIsNamedAsAsserted() throws {
    defer { package.remove() }
    try package.store.save(
      PendingChange(
        site: site(), expected: Self.literal, actual: "▸ a\nA new\n▸ b\nB 1\n▸ c\nC", fileHash: Self.hash,
        asserted: ["a"]))
    _ = try fix(findings(["B 2", "B 3"]))
    let change = try #require(try kept().first)
    #expect(change.actual == "▸ a\nA new\n▸ b\nB <any Number>\n▸ c\nC")
    #expect(change.asserted == ["a", "b"])
  }

  @Test func aRecordingOfARunningTestProcessIsNeverOverwritten() throws {
    defer { package.remove() }
    let running = RecordingOwner()
    try running.claim(store: package.pending)
    defer { running.release() }
    let recording = PendingChange(
      site: site(), expected: Self.literal, actual: "▸ a\nA new\n▸ b\nB 1\n▸ c\nC", fileHash: Self.hash,
      state: .recording(owner: running.name))
    try package.store.save(recording)
    let printed = try fix(findings(["B 2", "B 3"]))
    #expect(printed.errors.contains(recording.id), "\(printed)")
    #expect(printed.errors.contains("a running test process"), "\(printed)")
    #expect(try kept() == [recording])
  }

  @Test func aDifferentChangeKeptForAPlainClosureIsNotReplaced() throws {
    defer { package.remove() }
    let other = PendingChange(site: site(line: 10), expected: "n 0", actual: "n 7 (kept)", fileHash: Self.hash)
    let same = PendingChange(site: site(line: 20), expected: "n 0", actual: "n <any Number>", fileHash: Self.hash)
    try package.store.save(other)
    try package.store.save(same)
    let printed = try fix(
      findings(["n 1", "n 2"], case: nil, line: 10) + findings(["n 1", "n 2"], case: nil, line: 20)
        + findings(["n 1", "n 2"], case: nil, line: 30))
    #expect(printed.errors.contains(other.id), "\(printed)")
    #expect(printed.errors.contains("a different change for it is already kept for review"), "\(printed)")
    #expect(!printed.errors.contains(same.id), "the same change kept again is no conflict: \(printed)")
    let changes = try kept()
    #expect(changes.map(\.line) == [10, 20, 30])
    #expect(changes.map(\.actual) == ["n 7 (kept)", "n <any Number>", "n <any Number>"])
  }

  @Test func aKeptChangeForAnotherLiteralOrAnUnreadableDocumentIsLeftAlone() throws {
    defer { package.remove() }
    let older = PendingChange(
      site: site(), expected: "▸ a\nA 0\n▸ b\nB 0", actual: "▸ a\nA new\n▸ b\nB 0", fileHash: Self.hash)
    try package.store.save(older)
    let printed = try fix(findings(["B 2", "B 3"]))
    #expect(printed.errors.contains("a different change for it is already kept for review"), "\(printed)")
    #expect(try kept() == [older], "not combined with a change made against another literal")
    try package.writePending(id: older.id, "{ not json")
    let unreadable = try fix(findings(["B 2", "B 3"]))
    #expect(unreadable.errors.contains("could not be read, so it was not overwritten"), "\(unreadable)")
    #expect(unreadable.errors.contains("reject \(package.store.documentPath(older.id))"), "\(unreadable)")
    #expect(try package.read(".build/inline-snapshots/pending/\(older.id).json") == "{ not json")
  }

  @Test func aFixWaitsForTheStoreLock() throws {
    defer { package.remove() }
    let findings = Unchecked(findings(["B 2", "B 3"]))
    let finished = DispatchSemaphore(value: 0)
    try package.store.withLock { () throws(StoreError) in
      DispatchQueue.global().async {
        _ = try? self.fix(findings.value)
        finished.signal()
      }
      Thread.sleep(forTimeInterval: 0.5)
      #expect((try? kept()) == [], "nothing saved while another command holds the lock")
    }
    #expect(finished.wait(timeout: .now() + 30) == .success)
    #expect(try kept().count == 1)
  }
}

/// A value handed to another thread by a test that waits for it.
private struct Unchecked<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// What the console printed, stream by stream.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""
  var output: String { lock.withLock { outputText } }
  var errors: String { lock.withLock { errorText } }
  func add(output text: String) { lock.withLock { outputText += text } }
  func add(error text: String) { lock.withLock { errorText += text } }
}
