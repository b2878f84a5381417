import Foundation
import Testing

@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// A stand-in for `SourceRewriter`: each edit inserts `// <snapshot>` after its line of the given
/// bytes, so a misplaced or lost edit shows in the file's exact text.
/// A rewrite that runs `before` first, then ``InsertingRewrite``: a writer test's way to hold the
/// writer's lock while it watches.
struct InsertingRewriteAfter: SourceRewriting {
  let before: @Sendable () -> Void

  func rewrite(_ bytes: [UInt8], applying edits: [SnapshotEdit]) throws(SyntaxError) -> [UInt8] {
    before()
    return try InsertingRewrite().rewrite(bytes, applying: edits)
  }
}

struct InsertingRewrite: SourceRewriting {
  func rewrite(_ bytes: [UInt8], applying edits: [SnapshotEdit]) throws(SyntaxError) -> [UInt8] {
    var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    for edit in edits.sorted(by: { $0.line > $1.line }) {
      guard edit.line >= 1, edit.line <= lines.count else {
        throw SyntaxError(.noCall, in: SourceFile(bytes: bytes), line: edit.line, column: edit.column)
      }
      lines.insert("// \(edit.snapshot ?? "removed")", at: edit.line)
    }
    return Array(lines.joined(separator: "\n").utf8)
  }
}

/// A folder with a source file and a state folder, removed at the end of the test.
final class WriterSandbox {
  let root: URL
  let state: URL
  let file: String

  init(contents: String = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n") throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    state = root.appendingPathComponent("state")
    file = root.appendingPathComponent("Tests/AppTests/AppTests.swift").path
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
    // The file was saved a minute before the tests were "built" (`buildDate`).
    try setModified(Date().addingTimeInterval(-60))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// A build date after the file was saved and before anything the test writes.
  let buildDate = Date().addingTimeInterval(-30)

  /// The stamp of a test binary built at ``buildDate``.
  var stamp: TestBuild.Stamp {
    TestBuild.Stamp(binary: "/build/AppPackageTests.xctest", modified: buildDate.timeIntervalSince1970, size: 1)
  }

  var writer: SnapshotFileWriter { SnapshotFileWriter(stateDirectory: state, rewriting: InsertingRewrite()) }

  /// The content hash of the file as it is now.
  var hash: String { ContentHash.of(text) }

  /// Applies `edits` numbered against the file as it is now (or against `base`), for the test build.
  func apply(_ edits: [SnapshotEdit], against base: String? = nil, build: TestBuild.Stamp?? = .none) throws {
    try writer.apply(edits, toFileAt: file, numberedAgainst: base ?? hash, verifiedBy: build ?? stamp)
  }

  var text: String { (try? String(contentsOfFile: file, encoding: .utf8)) ?? "<unreadable>" }

  var journalPath: String { JournalLocation(stateDirectory: state, sourcePath: file).journal }

  func setModified(_ date: Date) throws {
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file)
  }

  /// Simulates the user saving the file during the run.
  func userEdit(_ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
  }
}

/// The file a refusal of the writer names: the one that changed, or could not be read.
func writtenFile(of refusal: Refusal?) -> String? {
  switch refusal {
  case .changedDuringRun(let path, _)?: return path
  case .io(let error)?:
    guard case .unreadable(let path, _) = error.reason else { return nil }
    return path
  default: return nil
  }
}

func edit(_ line: Int, _ snapshot: String, column: Int = 5, expected: String? = nil) -> SnapshotEdit {
  SnapshotEdit(line: line, column: column, snapshot: snapshot, expected: expected)
}

/// `original` with `// <snapshot>` inserted after the given lines of the ten-line sandbox file.
func tenLines(inserting insertions: [Int: String]) -> String {
  var result: [String] = []
  for number in 1...10 {
    result.append("line \(number)")
    if let snapshot = insertions[number] { result.append("// \(snapshot)") }
  }
  return result.joined(separator: "\n") + "\n"
}

struct SnapshotFileWriterTests {
  @Test func appliesEditsAndStartsAJournal() throws {
    let sandbox = try WriterSandbox()
    try sandbox.apply([edit(3, "three"), edit(7, "seven")])
    #expect(sandbox.text == tenLines(inserting: [3: "three", 7: "seven"]))

    let journal = try JSONDecoder().decode(
      WriteJournal.self, from: Data(contentsOf: URL(fileURLWithPath: sandbox.journalPath)))
    let original = tenLines(inserting: [:])
    #expect(journal.path == sandbox.file)
    #expect(journal.baseline == .testBuild(sandbox.stamp))
    #expect(journal.originalHash == ContentHash.of(original))
    #expect(journal.resultHash == ContentHash.of(sandbox.text))
    #expect(journal.edits == [edit(3, "three"), edit(7, "seven")])
    let copy = JournalLocation(stateDirectory: sandbox.state, sourcePath: sandbox.file).original
    #expect(try String(contentsOfFile: copy, encoding: .utf8) == original)
  }

  @Test func laterEditsNumberedAgainstTheOriginalLandInPlace() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try sandbox.apply([edit(7, "seven")])
    // Other processes of the same build recorded against the original line numbers.
    try sandbox.apply([edit(3, "three")], against: original)
    try sandbox.apply([edit(9, "nine")], against: original)
    #expect(sandbox.text == tenLines(inserting: [3: "three", 7: "seven", 9: "nine"]))
  }

  @Test func anotherProcessOfTheSameBuildNeverOverwritesAClosureWithADifferentSnapshot() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try sandbox.apply([edit(3, "first"), edit(5, "five")])
    // A second test process of the same build with another value for the same closure.
    let leftOut = try sandbox.writer.apply(
      [edit(3, "second"), edit(7, "seven")], toFileAt: sandbox.file, numberedAgainst: original,
      verifiedBy: sandbox.stamp)
    #expect(leftOut.map(\.edit) == [edit(3, "second")])
    #expect(leftOut.map(\.written) == ["first"])
    #expect(sandbox.text == tenLines(inserting: [3: "first", 5: "five", 7: "seven"]))
    // The same snapshot again is no conflict.
    #expect(
      try sandbox.writer.apply(
        [edit(3, "first")], toFileAt: sandbox.file, numberedAgainst: original, verifiedBy: sandbox.stamp
      ).isEmpty)
    #expect(
      SnapshotFileWriter.edits(
        writtenTo: sandbox.file, numberedAgainst: original, by: sandbox.stamp, stateDirectory: sandbox.state
      ).map(\.snapshot) == ["first", "five", "seven"])
  }

  @Test func anotherProcessOfTheSameBuildsSectionsAreCombinedWithTheWrittenOnes() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try sandbox.apply([edit(3, "▸ a\nA")])
    // A second process of the build recorded case b of the same closure, and one with another a.
    let b = edit(3, "▸ b\nB")
    let otherA = edit(3, "▸ a\nX")
    let leftOut = try sandbox.writer.apply(
      [b], toFileAt: sandbox.file, numberedAgainst: original, verifiedBy: sandbox.stamp, sectioned: [b.site.id])
    #expect(leftOut.isEmpty)
    #expect(sandbox.text == tenLines(inserting: [3: "▸ a\nA\n▸ b\nB"]))
    let conflicting = try sandbox.writer.apply(
      [otherA], toFileAt: sandbox.file, numberedAgainst: original, verifiedBy: sandbox.stamp,
      sectioned: [otherA.site.id])
    #expect(conflicting.map(\.written) == ["▸ a\nA\n▸ b\nB"])
    #expect(sandbox.text == tenLines(inserting: [3: "▸ a\nA\n▸ b\nB"]))
  }

  @Test func aReviewReplacesTheSnapshotOfTheSameCall() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try sandbox.apply([edit(3, "old"), edit(5, "five")])
    try sandbox.apply([edit(3, "new")], against: original, build: .some(nil))
    #expect(sandbox.text == tenLines(inserting: [3: "new", 5: "five"]))
    // Same line, other column or closure: a different call.
    try sandbox.apply([edit(3, "other", column: 20)], against: original)
    #expect(sandbox.text.contains("line 3\n// other\n// new\n") || sandbox.text.contains("line 3\n// new\n// other\n"))
  }

  @Test func keepsPermissions() throws {
    let sandbox = try WriterSandbox()
    try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: sandbox.file)
    try sandbox.apply([edit(1, "one")])
    let permissions = try FileManager.default.attributesOfItem(atPath: sandbox.file)[.posixPermissions] as? NSNumber
    #expect(permissions?.intValue == 0o751)
    #expect(sandbox.text == tenLines(inserting: [1: "one"]))
  }

  @Test func aReadOnlyFileIsNotReplaced() throws {
    let sandbox = try WriterSandbox()
    let before = sandbox.text
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.file)
    let error = #expect(throws: Refusal.self) { try sandbox.apply([edit(1, "one")]) }
    #expect(error?.kind == .io)
    #expect(
      error?.message
        == "\(sandbox.file) is not writable (permissions r--r--r--), so it was not replaced. Nothing was written "
        + "to \(sandbox.file); make it writable (`chmod u+w \(sandbox.file)`) if it may change, then accept the "
        + "kept changes or run the tests again."
    )
    #expect(sandbox.text == before)
    #expect(!FileManager.default.fileExists(atPath: sandbox.journalPath), "no journal for a write that did not happen")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.file)
    try sandbox.apply([edit(1, "one")])
    #expect(sandbox.text == tenLines(inserting: [1: "one"]))
  }

  @Test func leavesNoTemporaryFiles() throws {
    let sandbox = try WriterSandbox()
    try sandbox.apply([edit(1, "one")])
    let folder = URL(fileURLWithPath: sandbox.file).deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["AppTests.swift"])
    let state = try FileManager.default.contentsOfDirectory(atPath: sandbox.state.path).sorted()
    let key = ContentHash.of(sandbox.file)
    #expect(state == ["\(key).journal.json", "\(key).lock", "\(key).original"])
  }

  @Test func refusesAFileThatIsNotTheOneTheEditsAreNumberedAgainst() throws {
    let sandbox = try WriterSandbox()
    let before = sandbox.text
    let error = #expect(throws: Refusal.self) {
      try sandbox.apply([edit(3, "three")], against: "0123456789abcdef")
    }
    #expect(error?.kind == .fileChangedSinceBuild)
    #expect(writtenFile(of: error) == sandbox.file)
    #expect(
      error?.message
        == "\(sandbox.file) changed since the tests were built or during the run: it is neither the file the "
        + "snapshots were computed against nor what this toolkit wrote over it. Nothing was written to "
        + "\(sandbox.file); "
        + "run the tests again so they are rebuilt from the current file.")
    #expect(sandbox.text == before)
    #expect(!FileManager.default.fileExists(atPath: sandbox.journalPath))
  }

  @Test func refusesAFileEditedDuringTheRun() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try sandbox.apply([edit(3, "three")])
    try sandbox.userEdit("rewritten by hand\n")
    let error = #expect(throws: Refusal.self) { try sandbox.apply([edit(7, "seven")], against: original) }
    #expect(error?.kind == .fileChangedSinceBuild)
    #expect(sandbox.text == "rewritten by hand\n")
  }

  @Test func editsNumberedAgainstTheWrittenFileStartAFreshJournal() throws {
    let sandbox = try WriterSandbox()
    try sandbox.apply([edit(3, "three")])
    // Rebuilt after that write: the new build's line numbers are those of the written file.
    try sandbox.apply([edit(4, "after three")])
    #expect(sandbox.text == tenLines(inserting: [3: "three\n// after three"]))
  }

  @Test func acceptingAfterATestRunUsesTheRunsJournal() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    // The run recorded one snapshot and left another as a pending change computed against the original.
    try sandbox.apply([edit(5, "recorded")])
    try sandbox.apply([edit(9, "accepted")], against: original, build: .some(nil))
    #expect(sandbox.text == tenLines(inserting: [5: "recorded", 9: "accepted"]))
    let journal = try JSONDecoder().decode(
      WriteJournal.self, from: Data(contentsOf: URL(fileURLWithPath: sandbox.journalPath)))
    #expect(journal.baseline == .testBuild(sandbox.stamp), "the journal keeps the build that verified its original")
  }

  @Test func aReviewStartsAReviewJournal() throws {
    let sandbox = try WriterSandbox()
    try sandbox.apply([edit(2, "two")], build: .some(nil))
    let journal = try JSONDecoder().decode(
      WriteJournal.self, from: Data(contentsOf: URL(fileURLWithPath: sandbox.journalPath)))
    #expect(journal.baseline == .review)
  }

  @Test func aFailingRewriteWritesNothing() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try sandbox.apply([edit(3, "three")])
    let before = sandbox.text
    let journal = try String(contentsOfFile: sandbox.journalPath, encoding: .utf8)
    let error = #expect(throws: Refusal.self) { try sandbox.apply([edit(99, "nowhere")], against: original) }
    #expect(error == .syntax(SyntaxError(.noCall, in: SourceFile(bytes: []), line: 99, column: 5)))
    #expect(sandbox.text == before)
    #expect(try String(contentsOfFile: sandbox.journalPath, encoding: .utf8) == journal)
  }

  @Test func aCorruptJournalIsIgnoredWhenTheFileIsTheOneTheEditsAreNumberedAgainst() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try FileManager.default.createDirectory(at: sandbox.state, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: sandbox.journalPath))
    try sandbox.apply([edit(3, "three")])
    #expect(sandbox.text == tenLines(inserting: [3: "three"]))
    // ...and replaced by a valid one.
    try sandbox.apply([edit(6, "six")], against: original)
    #expect(sandbox.text == tenLines(inserting: [3: "three", 6: "six"]))
  }

  @Test func aCorruptJournalThatMightExplainAChangeRefuses() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try sandbox.apply([edit(3, "three")])
    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: sandbox.journalPath))
    let before = sandbox.text
    let error = #expect(throws: Refusal.self) { try sandbox.apply([edit(7, "seven")], against: original) }
    #expect(error?.kind == .fileChangedSinceBuild)
    #expect(writtenFile(of: error) == sandbox.file)
    #expect(
      error?.message.contains(
        "(The inline-snapshot journal \(sandbox.journalPath) that could have explained the change is unusable: ")
        == true)
    #expect(sandbox.text == before)
  }

  @Test func aJournalWhoseOriginalCopyIsMissingExplainsNothing() throws {
    let sandbox = try WriterSandbox()
    let original = sandbox.hash
    try sandbox.apply([edit(3, "three")])
    try FileManager.default.removeItem(
      atPath: JournalLocation(stateDirectory: sandbox.state, sourcePath: sandbox.file).original)
    let error = #expect(throws: Refusal.self) { try sandbox.apply([edit(7, "seven")], against: original) }
    #expect(error?.kind == .fileChangedSinceBuild)
    #expect(error?.message.contains("is missing") == true)
  }

  @Test func missingOrUnreadableFilesAreIOErrors() throws {
    let sandbox = try WriterSandbox()
    let missing = sandbox.root.appendingPathComponent("Missing.swift").path
    let error = #expect(throws: Refusal.self) {
      try sandbox.writer.apply([edit(1, "one")], toFileAt: missing, numberedAgainst: sandbox.hash, verifiedBy: nil)
    }
    #expect(error?.kind == .io)
    #expect(writtenFile(of: error) == missing)
    #expect(error?.message.hasPrefix("Could not read \(missing): ") == true)

    let folder = sandbox.root.appendingPathComponent("Tests").path
    let folderError = #expect(throws: Refusal.self) {
      try sandbox.writer.apply([edit(1, "one")], toFileAt: folder, numberedAgainst: sandbox.hash, verifiedBy: nil)
    }
    #expect(folderError?.kind == .io)
    #expect(writtenFile(of: folderError) == folder)
  }

  @Test func anUnwritableStateFolderIsAnIOError() throws {
    let sandbox = try WriterSandbox()
    // A file where the state folder should be cannot be turned into a folder, even by root.
    try Data().write(to: sandbox.state)
    let before = sandbox.text
    let error = #expect(throws: Refusal.self) { try sandbox.apply([edit(1, "one")]) }
    #expect(error?.kind == .io)
    #expect(error?.message.hasPrefix("Could not create the folder \(sandbox.state.path): ") == true)
    #expect(sandbox.text == before)
  }

  @Test func writesThroughSymbolicLinks() throws {
    let sandbox = try WriterSandbox()
    let link = sandbox.root.appendingPathComponent("Link.swift").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.file)
    try sandbox.writer.apply([edit(2, "two")], toFileAt: link, numberedAgainst: sandbox.hash, verifiedBy: nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == sandbox.file)
    #expect(sandbox.text == tenLines(inserting: [2: "two"]))
  }

  @Test func relativePathsAreResolvedAgainstTheCurrentFolder() throws {
    let sandbox = try WriterSandbox()
    let current = FileManager.default.currentDirectoryPath
    let relative = String(repeating: "../", count: current.split(separator: "/").count) + sandbox.file.dropFirst()
    try sandbox.writer.apply([edit(2, "two")], toFileAt: relative, numberedAgainst: sandbox.hash, verifiedBy: nil)
    #expect(sandbox.text == tenLines(inserting: [2: "two"]))
    #expect(FileManager.default.fileExists(atPath: sandbox.journalPath))
  }

  @Test func noEditsTouchNothing() throws {
    let sandbox = try WriterSandbox()
    try sandbox.apply([])
    #expect(!FileManager.default.fileExists(atPath: sandbox.state.path))
  }

  @Test func buildInfoFindsThisTestBinary() throws {
    let path = try #require(BuildInfo.executablePath())
    #expect(FileManager.default.isExecutableFile(atPath: path))
    let build = TestBuild(binaryPath: path)
    let linked = try #require(build.linkedAt)
    #expect(linked <= Date())
    #expect(build.stamp?.binary == path)
    // This source file was saved before it was last compiled into the binary that contains it.
    let source = try #require(try FileManager.default.attributesOfItem(atPath: #filePath)[.modificationDate] as? Date)
    let compiled = try #require(build.compiledAt(source: #filePath), "SwiftPM's output file map names this file")
    #expect(source <= compiled)
    #expect(compiled <= Date())
  }
}
