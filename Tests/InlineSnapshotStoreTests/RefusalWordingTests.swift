import Foundation
import Testing

@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// Every refusal that leaves a file alone says so the same way, naming the file, and reacts by kind.
@Suite struct RefusalWordingTests {
  let path = "/work/app/Tests/AppTests/LoginTests.swift"
  let date = Date(timeIntervalSince1970: 1_767_225_600)

  var change: PendingChange {
    PendingChange(
      site: SnapshotSite(path: path, line: 12, column: 25, function: "signIn()"), expected: "a", actual: "b",
      fileHash: "00112233aabbccdd")
  }

  var directive: SourceLocationDirective {
    SourceLocationDirective(namedFile: path, file: "/work/app/Tests/AppTests/Gen.swift", line: 3)
  }

  /// Refusals of the test file, of a change and of the store's own files, each with the file it names.
  var refusals: [(Refusal, String)] {
    let source = SourceFile(bytes: [], path: path)
    let display = "Tests/AppTests/LoginTests.swift"
    return [
      (.missing(path: path), path),
      (.notCompiled(path: path), path),
      (.notATestFile(path: path, .manifest), path),
      (.namedByDirective(path: path, directive: directive), path),
      (
        .unreadableDirective(
          path: path, directive: directive, problem: SyntaxError(.literal(.interpolation), in: source, line: 3)),
        path
      ),
      (.changedSinceBuild(path: path, .datesUnreadable), path),
      (.changedSinceBuild(path: path, .compiledAfterLink), path),
      (.changedSinceBuild(path: path, .savedAfterCompile(modified: date, compiled: date)), path),
      (.changedSinceBuild(path: path, .savedAfterLink(modified: date, linked: date)), path),
      (.restored(path: path, statusChanged: date, after: .linked(date)), path),
      (.changedDuringRun(path: path, journal: nil), path),
      (.anotherSnapshotNotPlaced(path: path, .missing(path: path)), path),
      (.recordingInProgress(change, display: display), display),
      (.changedSinceRecorded(change, display: display, command: .swiftRun), display),
      (.syntax(SyntaxError(.noCall, in: source, line: 12, column: 25)), path),
      (.syntax(SyntaxError(.snapshotChanged, in: source, line: 12)), path),
      (
        .syntax(SyntaxError(.offsetsCollide(offset: 1, other: "a", label: "b"), in: source, line: 12, column: 25)), path
      ),
      (.io(StoreError(.notWritable(path: path, permissions: "r--r--r--"))), path),
      (.io(StoreError(.temporaryNotCreated(path: path, cause: "No space left on device"))), path),
      (.io(StoreError(.temporaryNotWritten(path: path, cause: "No space left on device"))), path),
      (.io(StoreError(.notReplaced(path: path, cause: "Permission denied"))), path),
      (.io(StoreError(.lockNotOpened(lock: "/x.lock", file: path, cause: "Permission denied"))), path),
      (.io(StoreError(.lockNotTaken(lock: "/x.lock", file: path, cause: "Interrupted"))), path),
      (.io(StoreError(.journalNotEncoded(path: path, cause: "bad"))), path),
    ]
  }

  @Test func nothingWrittenIsSaidOneWayAndNamesTheFile() {
    for (refusal, file) in refusals {
      let message = refusal.message
      #expect(message.contains("Nothing was written to \(file)"), "\(message)")
      for other in [
        "so nothing was written", "was not changed", "nothing was done", "Nothing was written;",
        "Nothing was written.", "no snapshot is written into", "nothing is written to the file",
      ] {
        #expect(!message.contains(other), "\(message)")
      }
    }
  }

  @Test func kindsFollowTheReasonThroughWrappers() {
    let source = SourceFile(bytes: [], path: path)
    let changed = Refusal.syntax(SyntaxError(.snapshotChanged, in: source, line: 3))
    #expect(changed.kind == .fileChangedSinceBuild)
    #expect(Refusal.cannotApply(change, display: "T.swift", changed).kind == .fileChangedSinceBuild)
    #expect(Refusal.anotherSnapshotNotPlaced(path: path, .notCompiled(path: path)).kind == .sourceLocationDirective)
    #expect(Refusal.recordingInProgress(change, display: "T.swift").kind == .recordingInProgress)
    #expect(Refusal.io(StoreError(.notReplaced(path: path, cause: "x"))).kind == .io)
  }

  @Test func onlyEvidenceOfAnotherFileStopsTheFilesRecordings() {
    let source = SourceFile(bytes: [], path: path)
    #expect(Refusal.syntax(SyntaxError(.noCall, in: source, line: 1, column: 1)).showsAnotherFile)
    #expect(Refusal.changedSinceBuild(path: path, .compiledAfterLink).showsAnotherFile)
    #expect(Refusal.namedByDirective(path: path, directive: directive).showsAnotherFile)
    #expect(!Refusal.syntax(SyntaxError(.callInInterpolation, in: source, line: 1, column: 1)).showsAnotherFile)
    #expect(
      !Refusal.syntax(
        SyntaxError(
          .wrongClosure(offset: 1, holder: .init(position: 1, spelling: "`{ }`", line: 1)),
          in: source, line: 1)
      ).showsAnotherFile)
    #expect(!Refusal.io(StoreError(.notReplaced(path: path, cause: "x"))).showsAnotherFile)
  }

  @Test func aFailedReadOrWriteIsRefusedAsIO() {
    let refused = Result { () throws(Refusal) in
      try Refusal.catchingIO { () throws(StoreError) in throw StoreError(.unreadable(path: path, cause: "gone")) }
    }
    guard case .failure(.io(let error)) = refused else {
      Issue.record("\(refused)")
      return
    }
    #expect(error.message == "Could not read \(path): gone.")
  }
}
