import Foundation
import Testing

@testable import InlineSnapshot
@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// A session of its own (no exit hook) on a temporary package, driven the way assertions drive it.
final class SessionSandbox {
  let root: URL
  let session: SnapshotSession
  /// What the session said on standard error, as its lines.
  let notices = Locked<[String]>([])

  /// - Parameter environment: the session's environment (`SNAPSHOT_TESTING_CAPTURE` for a capture run).
  init(environment: [String: String] = [:]) throws {
    let notices = notices
    session = SnapshotSession(
      build: TestBuild(binaryPath: nil), environment: environment, installsExitHook: false,
      announce: { notice in notices.withLock { $0.append(SessionNoticeText.line(for: notice)) } })
    root = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  var store: PendingStore { PendingStore(directory: root.appendingPathComponent(".build/inline-snapshots/pending")) }

  func path(_ name: String) -> String { root.appendingPathComponent("Tests/AppTests/\(name)").path }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  func changes() throws -> [PendingChange] { try store.load(packageRoot: root.path).changes }

  /// Saves what another test process of the run, still running, records for `site`: `actual`, over
  /// `expected`, against the file `name` as it is now. Release the returned owner when done.
  func saveRunningProcesssRecording(
    _ actual: String, at site: SnapshotSite, expected: String?, in name: String
  ) throws -> (change: PendingChange, owner: RecordingOwner) {
    let owner = RecordingOwner()
    try owner.claim(store: store.directory)
    let change = PendingChange(
      site: site, expected: expected, actual: actual, fileHash: ContentHash.of(try read(name)),
      state: .recording(owner: owner.name))
    try store.save(change)
    return (change, owner)
  }

  /// Saves what a test process that died before writing it recorded for `site`: `actual`, over
  /// `expected`, against the file `name` as it is now, then `logged` in the document's section log.
  func saveCrashedRecording(
    _ actual: String, logged: [SectionLog.Entry] = [], at site: SnapshotSite, expected: String?, in name: String
  ) throws {
    try store.save(
      PendingChange(
        site: site, expected: expected, actual: actual, fileHash: ContentHash.of(try read(name)),
        state: .recording(owner: RecordingOwner().name)))
    if !logged.isEmpty { try store.appendSections(logged, base: ContentHash.of(actual), to: site.id) }
  }

  /// The site of the call whose `(` is at `line`, column 23 (`  assertInlineSnapshot(`), in `function`.
  func site(_ name: String, line: Int, function: String) -> SnapshotSite {
    SnapshotSite(path: path(name), line: line, column: 23, function: function)
  }
}

@Suite struct SnapshotSessionTests {
  static func calls(_ count: Int, function: String = "records()") -> String {
    (["import InlineSnapshot", "", "func \(function) {"]
      + (0..<count).map { "  assertInlineSnapshot(of: \"value \($0)\", as: .lines)" } + ["}", ""]).joined(
        separator: "\n")
  }

  @Test func aFileWithFourHundredRecordingsIsReadAndTokenizedOnce() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Many.swift", Self.calls(400))
    let file = sandbox.session.file(at: sandbox.path("Many.swift"))
    for index in 0..<400 {
      let site = sandbox.site("Many.swift", line: 4 + index, function: "records()")
      guard case .recorded = file.record(site, snapshot: "value \(index)", expected: nil) else {
        Issue.record("recording \(index) was not saved")
        return
      }
      #expect(file.reportingLine(of: site) == site.line)
    }
    sandbox.session.finish()
    #expect(TokenizationCount.of(sandbox.path("Many.swift")) == 1)
    let text = try sandbox.read("Many.swift")
    #expect(text.components(separatedBy: " {\n    \"\"\"\n    value ").count == 401)
    #expect(text.contains("as: .lines) {\n    \"\"\"\n    value 399\n    \"\"\"\n  }\n}"))
    #expect(try sandbox.changes() == [], "the recordings' documents are removed once written")
  }

  @Test func aRecordingIsSavedBeforeItIsReported() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("One.swift", Self.calls(1))
    let site = sandbox.site("One.swift", line: 4, function: "records()")
    guard case .recorded(let id) = sandbox.session.file(at: site.path).record(site, snapshot: "value 0", expected: nil)
    else {
      Issue.record("not saved")
      return
    }
    let saved = try sandbox.changes()
    #expect(saved.map(\.id) == [id])
    #expect(saved.first?.state == .recording(owner: sandbox.session.owner.name))
    #expect(RecordingOwner.isRunning(sandbox.session.owner.name, store: sandbox.store.directory))
    #expect(try sandbox.read("One.swift") == Self.calls(1), "the file is written when the process ends")
    sandbox.session.finish()
    #expect(try sandbox.read("One.swift").contains("value 0\", as: .lines) {"))
    #expect(!RecordingOwner.isRunning(sandbox.session.owner.name, store: sandbox.store.directory))
  }

  @Test func oneSnapshotThatCannotBePlacedKeepsTheFilesOthersPending() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Two.swift", Self.calls(2))
    let file = sandbox.session.file(at: sandbox.path("Two.swift"))
    let first = sandbox.site("Two.swift", line: 4, function: "records()")
    guard case .recorded = file.record(first, snapshot: "value 0", expected: nil) else {
      _ = Issue.record("not saved")
      return
    }
    // No call where this one says it is: the file is not the one the tests were built from.
    let lost = SnapshotSite(path: sandbox.path("Two.swift"), line: 2, column: 1, function: "records()")
    guard case .refused(let error, .kept) = file.record(lost, snapshot: "x", expected: nil) else {
      _ = Issue.record("not refused")
      return
    }
    #expect(error.kind == .callNotFound)
    let second = sandbox.site("Two.swift", line: 5, function: "records()")
    guard case .refused(let poisoned, .kept) = file.record(second, snapshot: "value 1", expected: nil) else {
      _ = Issue.record("not refused")
      return
    }
    #expect(
      poisoned.message.hasPrefix(
        "Another snapshot of this file could not be placed. Nothing was written to \(sandbox.path("Two.swift")): "))
    sandbox.session.finish()
    #expect(try sandbox.read("Two.swift") == Self.calls(2))
    let kept = try sandbox.changes()
    #expect(Set(kept.map(\.id)) == [first.id, lost.id, second.id])
    #expect(kept.allSatisfy { $0.state == .waitingForReview })
    // Kept once the file was known not to be the built one: never applied to it.
    #expect(kept.filter { $0.id != first.id }.allSatisfy { $0.fileHash.isEmpty })
  }

  @Test func aCallInAnotherFunctionIsNotTheOneThatAsserted() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write(
      "Functions.swift", Self.calls(1, function: "first()") + Self.calls(1, function: "second()").dropFirst(22))
    let file = sandbox.session.file(at: sandbox.path("Functions.swift"))
    let site = sandbox.site("Functions.swift", line: 4, function: "second()")
    guard case .refused(let error, _) = file.record(site, snapshot: "x", expected: nil) else {
      _ = Issue.record("recorded")
      return
    }
    #expect(error.kind == .fileChangedSinceBuild)
    #expect(error.message.contains("the call here lies in `first()`, but the assertion was made in `second()`"))
  }

  @Test func theNextProcessThatWritesTheFileAppliesACrashedProcesssRecording() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Crash.swift", Self.calls(2))
    let bytes = Array(Self.calls(2).utf8)
    // What a process that died after deciding the first recording left behind.
    let crashed = RecordingOwner()
    try sandbox.store.save(
      PendingChange(
        site: sandbox.site("Crash.swift", line: 4, function: "records()"), expected: nil, actual: "value 0",
        fileHash: ContentHash.of(bytes), state: .recording(owner: crashed.name)))
    let file = sandbox.session.file(at: sandbox.path("Crash.swift"))
    guard
      case .recorded = file.record(
        sandbox.site("Crash.swift", line: 5, function: "records()"), snapshot: "value 1", expected: nil)
    else {
      _ = Issue.record("not saved")
      return
    }
    sandbox.session.finish()
    let text = try sandbox.read("Crash.swift")
    #expect(text.contains("value 0\", as: .lines) {") && text.contains("value 1\", as: .lines) {"), "\(text)")
    #expect(try sandbox.changes() == [])
  }

  @Test func aClosureThatGetsSeveralValuesInOneRunGetsNoneOfThem() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Param.swift", Self.calls(1))
    let file = sandbox.session.file(at: sandbox.path("Param.swift"))
    let site = sandbox.site("Param.swift", line: 4, function: "records()")
    guard case .recorded = file.record(site, snapshot: "alpha", expected: nil) else {
      _ = Issue.record("not saved")
      return
    }
    guard case .conflicting(let conflict) = file.record(site, snapshot: "beta", expected: nil) else {
      _ = Issue.record("beta was recorded over alpha")
      return
    }
    #expect(conflict.values == ["\"alpha\"", "\"beta\""])
    guard case .inThisProcess(kept: .success(let id)?) = conflict.other else {
      _ = Issue.record("\(conflict)")
      return
    }
    #expect(id == site.id)
    guard case .conflicting(let third) = file.record(site, snapshot: "gamma\nsecond line", expected: nil) else {
      _ = Issue.record("gamma was recorded")
      return
    }
    #expect(third.values == ["\"alpha\"", "\"beta\"", "\"gamma…\""])
    // Once in conflict, the first value again is no longer fine either.
    guard case .conflicting = file.record(site, snapshot: "alpha", expected: nil) else {
      _ = Issue.record("recorded")
      return
    }
    sandbox.session.finish()
    #expect(try sandbox.read("Param.swift") == Self.calls(1), "nothing is written for the closure")
    let kept = try sandbox.changes()
    #expect(kept.map(\.actual) == ["alpha"], "the first value is kept for review")
    #expect(kept.allSatisfy { $0.state == .waitingForReview && !$0.fileHash.isEmpty })
  }

  @Test func theSameValueTwiceIsOneRecording() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Loop.swift", Self.calls(1))
    let file = sandbox.session.file(at: sandbox.path("Loop.swift"))
    let site = sandbox.site("Loop.swift", line: 4, function: "records()")
    for _ in 0..<3 {
      guard case .recorded = file.record(site, snapshot: "same", expected: nil) else {
        _ = Issue.record("not saved")
        return
      }
    }
    sandbox.session.finish()
    #expect(try sandbox.read("Loop.swift").contains("as: .lines) {\n    \"\"\"\n    same\n    \"\"\"\n  }"))
  }

  @Test func aMatchingValueDoesNotLetAnotherValueOfTheClosurePass() throws {
    // The closure holds "alpha"; one case of a parameterised test matches it, another records "beta".
    let source =
      "import InlineSnapshot\n\nfunc records() {\n  assertInlineSnapshot(of: \"value 0\", as: .lines) {\n    "
      + "\"\"\"\n    alpha\n    \"\"\"\n  }\n}\n"
    for matchFirst in [true, false] {
      let sandbox = try SessionSandbox()
      try sandbox.write("Match.swift", source)
      let file = sandbox.session.file(at: sandbox.path("Match.swift"))
      let site = sandbox.site("Match.swift", line: 4, function: "records()")
      if matchFirst {
        #expect(file.matched(site, actual: "alpha") == nil)
        guard case .conflicting(let conflict) = file.record(site, snapshot: "beta", expected: "alpha") else {
          _ = Issue.record("beta was recorded over a matching alpha")
          return
        }
        #expect(conflict.values == ["\"alpha\"", "\"beta\""])
      } else {
        guard case .recorded = file.record(site, snapshot: "beta", expected: "alpha") else {
          _ = Issue.record("not saved")
          return
        }
        let conflict = try #require(
          file.matched(site, actual: "alpha"), "the matching case must fail: beta's recording is withdrawn")
        #expect(conflict.values == ["\"beta\"", "\"alpha\""])
      }
      sandbox.session.finish()
      #expect(try sandbox.read("Match.swift") == source)
      #expect(try sandbox.changes().map(\.actual) == ["beta"], "kept for review, not deleted as stale")
    }
  }

  @Test func aRecordingStandsWhenAnotherTestKeepsTheSameValueForReview() throws {
    // A helper's closure: one test records its value in mode missing, another, in mode never, gets
    // the same value. The first was told "recorded": the file gets it.
    for keepFirst in [false, true] {
      let sandbox = try SessionSandbox()
      try sandbox.write("Shared.swift", Self.calls(1))
      let file = sandbox.session.file(at: sandbox.path("Shared.swift"))
      let site = sandbox.site("Shared.swift", line: 4, function: "records()")
      if keepFirst, case .kept = file.keep(site, expected: nil, actual: "same") {
      } else if keepFirst {
        Issue.record("not kept")
      }
      guard case .recorded = file.record(site, snapshot: "same", expected: nil) else {
        _ = Issue.record("not recorded")
        return
      }
      if !keepFirst {
        guard case .recorded = file.keep(site, expected: nil, actual: "same") else {
          _ = Issue.record("the keep withdrew the recording")
          return
        }
      }
      sandbox.session.finish()
      #expect(try sandbox.read("Shared.swift").contains("as: .lines) {\n    \"\"\"\n    same\n    \"\"\"\n  }"))
      #expect(try sandbox.changes().isEmpty, "keepFirst: \(keepFirst)")
    }
  }

  @Test func aKeptValueAndAnotherKeepTheFirst() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Never.swift", Self.calls(1))
    let file = sandbox.session.file(at: sandbox.path("Never.swift"))
    let site = sandbox.site("Never.swift", line: 4, function: "records()")
    guard case .kept = file.keep(site, expected: nil, actual: "one") else {
      _ = Issue.record("not kept")
      return
    }
    guard case .conflicting = file.keep(site, expected: nil, actual: "two") else {
      _ = Issue.record("two overwrote one")
      return
    }
    sandbox.session.finish()
    #expect(try sandbox.changes().map(\.actual) == ["one"])
  }

  @Test func aRecordingOfAnotherRunningProcessIsNeverOverwritten() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Helper.swift", Self.calls(1))
    let site = sandbox.site("Helper.swift", line: 4, function: "records()")
    // Another test process of the run recorded "theirs" for the same closure and is still running.
    let (theirs, other) = try sandbox.saveRunningProcesssRecording(
      "theirs", at: site, expected: nil, in: "Helper.swift")
    defer { other.release() }
    let file = sandbox.session.file(at: site.path)
    guard case .conflicting(let conflict) = file.record(site, snapshot: "mine", expected: nil) else {
      _ = Issue.record("recorded over another process's recording")
      return
    }
    guard case .beingRecordedByAnotherProcess = conflict.other else {
      _ = Issue.record("\(conflict)")
      return
    }
    #expect(conflict.values == ["\"theirs\"", "\"mine\""])
    #expect(try sandbox.changes() == [theirs], "their document is left alone")
    sandbox.session.finish()
    #expect(try sandbox.read("Helper.swift") == Self.calls(1))
  }

  @Test func aValueKeptForReviewNeverReplacesAnotherRunningProcesssRecording() throws {
    for mine in ["mine", "theirs"] {
      let sandbox = try SessionSandbox()
      try sandbox.write("Helper.swift", Self.calls(1))
      let site = sandbox.site("Helper.swift", line: 4, function: "records()")
      let (theirs, other) = try sandbox.saveRunningProcesssRecording(
        "theirs", at: site, expected: nil, in: "Helper.swift")
      defer { other.release() }
      // This process, in record mode never, keeps its value for review.
      let disposition = sandbox.session.file(at: site.path).keep(site, expected: nil, actual: mine)
      switch disposition {
      case .conflicting(let conflict) where mine == "mine":
        #expect(conflict.values == ["\"theirs\"", "\"mine\""])
      case .recorded where mine == "theirs":
        break
      default:
        Issue.record("\(mine): \(disposition)")
      }
      #expect(try sandbox.changes() == [theirs], "their recording is left alone")
      sandbox.session.finish()
      #expect(try sandbox.changes() == [theirs])
    }
  }

  @Test func aClosureAnotherProcessOfThisBuildWroteIsNotOverwritten() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Built.swift", Self.calls(1))
    let binary = sandbox.root.appendingPathComponent(".build/debug/AppPackageTests.xctest")
    try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("binary".utf8).write(to: binary)
    // Linked after the source was saved: files written a moment apart can get their dates out of order.
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: binary.path)
    let site = sandbox.site("Built.swift", line: 4, function: "records()")
    func session() -> SnapshotSession {
      SnapshotSession(build: TestBuild(binaryPath: binary.path), environment: [:], installsExitHook: false)
    }
    // The first process of the build writes "first" into the closure and ends.
    let first = session()
    let outcome = first.file(at: site.path).record(site, snapshot: "first", expected: nil)
    guard case .recorded = outcome else {
      _ = Issue.record("not saved: \(outcome)")
      return
    }
    first.finish()
    let written = try sandbox.read("Built.swift")
    #expect(written.contains("first"))
    // A second process of the same build, with another value for the same closure.
    let second = session()
    guard case .conflicting(let conflict) = second.file(at: site.path).record(site, snapshot: "second", expected: nil)
    else {
      _ = Issue.record("recorded over what this build wrote")
      return
    }
    guard case .writtenByThisBuild = conflict.other else {
      _ = Issue.record("\(conflict)")
      return
    }
    second.finish()
    #expect(try sandbox.read("Built.swift") == written)
  }

  @Test func aMatchingAssertionRemovesItsStalePendingChangeWithoutReadingTheFile() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Stale.swift", Self.calls(1))
    let site = sandbox.site("Stale.swift", line: 4, function: "records()")
    try sandbox.store.save(PendingChange(site: site, expected: "old", actual: "new", fileHash: ""))
    #expect(sandbox.session.file(at: site.path).matched(site, actual: "old") == nil)
    #expect(try sandbox.changes() == [])
    #expect(TokenizationCount.of(site.path) == 0)
  }

  @Test func aFileWhoseAssertionsAllMatchedIsNotReadAtExit() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("Matched.swift", Self.calls(2))
    let file = sandbox.session.file(at: sandbox.path("Matched.swift"))
    for line in [4, 5] {
      #expect(file.matched(sandbox.site("Matched.swift", line: line, function: "records()"), actual: "same") == nil)
    }
    sandbox.session.finish()
    #expect(TokenizationCount.of(sandbox.path("Matched.swift")) == 0)
    #expect(try sandbox.read("Matched.swift") == Self.calls(2))
  }
}
