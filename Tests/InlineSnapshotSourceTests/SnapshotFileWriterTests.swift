import Foundation
import Testing

@testable import InlineSnapshotSource

/// A stand-in for `SourceRewriter`: each edit inserts `// <snapshot>` after its line of the given
/// bytes, so a misplaced or lost edit shows in the file's exact text.
enum InsertingRewrite {
  static let rewrite: SnapshotFileWriter.Rewrite = { bytes, edits throws(SourceError) in
    var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for edit in edits.sorted(by: { $0.line > $1.line }) {
      guard edit.line >= 1, edit.line <= lines.count else {
        throw SourceError(.callNotFound, "no line \(edit.line)", line: edit.line)
      }
      lines.insert("// \(edit.snapshot)", at: edit.line)
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

  var writer: SnapshotFileWriter { SnapshotFileWriter(stateDirectory: state, rewrite: InsertingRewrite.rewrite) }

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
    try sandbox.writer.apply([edit(3, "three"), edit(7, "seven")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    #expect(sandbox.text == tenLines(inserting: [3: "three", 7: "seven"]))

    let journal = try JSONDecoder().decode(WriteJournal.self, from: Data(contentsOf: URL(fileURLWithPath: sandbox.journalPath)))
    let original = tenLines(inserting: [:])
    #expect(journal.path == sandbox.file)
    #expect(journal.baseline == WriteJournal.Baseline(kind: "builtAt", buildDate: sandbox.buildDate.timeIntervalSince1970))
    #expect(journal.originalHash == ContentHash.of(original))
    #expect(journal.resultHash == ContentHash.of(sandbox.text))
    #expect(journal.edits == [edit(3, "three"), edit(7, "seven")])
    let copy = JournalLocation(stateDirectory: sandbox.state, sourcePath: sandbox.file).original
    #expect(try String(contentsOfFile: copy, encoding: .utf8) == original)
  }

  @Test func laterEditsNumberedAgainstTheOriginalLandInPlace() throws {
    let sandbox = try WriterSandbox()
    let writer = sandbox.writer
    try writer.apply([edit(7, "seven")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    // Another process of the same build recorded against the original line numbers.
    try writer.apply([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    try writer.apply([edit(9, "nine")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    #expect(sandbox.text == tenLines(inserting: [3: "three", 7: "seven", 9: "nine"]))
  }

  @Test func aNewEditOfTheSameCallReplacesTheOldOne() throws {
    let sandbox = try WriterSandbox()
    try sandbox.writer.apply([edit(3, "old"), edit(5, "five")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    try sandbox.writer.apply([edit(3, "new")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    #expect(sandbox.text == tenLines(inserting: [3: "new", 5: "five"]))
    // Same line, other column or closure: a different call.
    try sandbox.writer.apply([edit(3, "other", column: 20)], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    #expect(sandbox.text.contains("line 3\n// other\n// new\n") || sandbox.text.contains("line 3\n// new\n// other\n"))
  }

  @Test func keepsPermissions() throws {
    let sandbox = try WriterSandbox()
    try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: sandbox.file)
    try sandbox.setModified(Date().addingTimeInterval(-60))
    try sandbox.writer.apply([edit(1, "one")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    let permissions = try FileManager.default.attributesOfItem(atPath: sandbox.file)[.posixPermissions] as? NSNumber
    #expect(permissions?.intValue == 0o751)
    #expect(sandbox.text == tenLines(inserting: [1: "one"]))
  }

  @Test func leavesNoTemporaryFiles() throws {
    let sandbox = try WriterSandbox()
    try sandbox.writer.apply([edit(1, "one")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    let folder = URL(fileURLWithPath: sandbox.file).deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["AppTests.swift"])
    let state = try FileManager.default.contentsOfDirectory(atPath: sandbox.state.path).sorted()
    let key = ContentHash.of(sandbox.file)
    #expect(state == ["\(key).journal.json", "\(key).lock", "\(key).original"])
  }

  @Test func refusesAFileEditedAfterTheBuild() throws {
    let sandbox = try WriterSandbox()
    try sandbox.setModified(Date())
    let before = sandbox.text
    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    }
    #expect(error?.kind == .fileChangedSinceBuild)
    #expect(error?.file == sandbox.file)
    #expect(error?.message.hasPrefix("\(sandbox.file) was modified at ") == true)
    #expect(
      error?.message.hasSuffix(
        "so the recorded line numbers may no longer match it. Nothing was written to \(sandbox.file). "
          + "Re-run the tests so they are rebuilt from the current file; the snapshot is kept as a pending change.") == true)
    #expect(sandbox.text == before)
    #expect(!FileManager.default.fileExists(atPath: sandbox.journalPath))
  }

  @Test func refusesAFileEditedDuringTheRun() throws {
    let sandbox = try WriterSandbox()
    try sandbox.writer.apply([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    try sandbox.userEdit("rewritten by hand\n")
    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(7, "seven")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    }
    #expect(error?.kind == .fileChangedSinceBuild)
    #expect(sandbox.text == "rewritten by hand\n")
  }

  @Test func aNewBuildStartsAFreshJournal() throws {
    let sandbox = try WriterSandbox()
    try sandbox.writer.apply([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    // Rebuilt after that write: the new build's line numbers are those of the written file.
    let rebuilt = Date().addingTimeInterval(5)
    try sandbox.writer.apply([edit(4, "after three")], toFileAt: sandbox.file, baseline: .builtAt(rebuilt))
    #expect(sandbox.text == tenLines(inserting: [3: "three\n// after three"]))
  }

  @Test func withoutABuildDateTheFileIsTrusted() throws {
    let sandbox = try WriterSandbox()
    try sandbox.setModified(Date().addingTimeInterval(3600))
    try sandbox.writer.apply([edit(2, "two")], toFileAt: sandbox.file, baseline: .builtAt(nil))
    try sandbox.writer.apply([edit(4, "four")], toFileAt: sandbox.file, baseline: .builtAt(nil))
    #expect(sandbox.text == tenLines(inserting: [2: "two", 4: "four"]))
  }

  @Test func contentHashBaselineAcceptsChangesOneByOne() throws {
    let sandbox = try WriterSandbox()
    let hash = ContentHash.of(sandbox.text)
    try sandbox.writer.apply([edit(8, "eight")], toFileAt: sandbox.file, baseline: .contentHash(hash))
    try sandbox.writer.apply([edit(2, "two")], toFileAt: sandbox.file, baseline: .contentHash(hash))
    #expect(sandbox.text == tenLines(inserting: [2: "two", 8: "eight"]))

    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(1, "one")], toFileAt: sandbox.file, baseline: .contentHash("0123456789abcdef"))
    }
    #expect(error?.kind == .fileChangedSinceBuild)
    #expect(
      error?.message
        == "\(sandbox.file) changed since this snapshot change was recorded (content hash \(ContentHash.of(sandbox.text)), "
        + "expected 0123456789abcdef). Nothing was written to \(sandbox.file). Re-run the tests so they are rebuilt and "
        + "record the change again; the change is kept as a pending change.")
  }

  @Test func acceptingAfterATestRunUsesTheRunsJournal() throws {
    let sandbox = try WriterSandbox()
    let originalHash = ContentHash.of(sandbox.text)
    // The run recorded one snapshot and left another as a pending change computed against the original.
    try sandbox.writer.apply([edit(5, "recorded")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    try sandbox.writer.apply([edit(9, "accepted")], toFileAt: sandbox.file, baseline: .contentHash(originalHash))
    #expect(sandbox.text == tenLines(inserting: [5: "recorded", 9: "accepted"]))
  }

  @Test func checkWritesNothing() throws {
    let sandbox = try WriterSandbox()
    let before = sandbox.text
    try sandbox.writer.check([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    #expect(sandbox.text == before)
    #expect(!FileManager.default.fileExists(atPath: sandbox.journalPath))
    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.check([edit(99, "nowhere")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    }
    #expect(error?.kind == .callNotFound)
    try sandbox.setModified(Date())
    #expect(throws: SourceError.self) {
      try sandbox.writer.check([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    }
  }

  @Test func aFailingRewriteWritesNothing() throws {
    let sandbox = try WriterSandbox()
    try sandbox.writer.apply([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    let before = sandbox.text
    let journal = try String(contentsOfFile: sandbox.journalPath, encoding: .utf8)
    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(99, "nowhere")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    }
    #expect(error == SourceError(.callNotFound, "no line 99", line: 99))
    #expect(sandbox.text == before)
    #expect(try String(contentsOfFile: sandbox.journalPath, encoding: .utf8) == journal)
  }

  @Test func aCorruptJournalIsIgnoredWhenTheFileIsProvablyUnchanged() throws {
    let sandbox = try WriterSandbox()
    try FileManager.default.createDirectory(at: sandbox.state, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: sandbox.journalPath))
    try sandbox.writer.apply([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    #expect(sandbox.text == tenLines(inserting: [3: "three"]))
    // ...and replaced by a valid one.
    try sandbox.writer.apply([edit(6, "six")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    #expect(sandbox.text == tenLines(inserting: [3: "three", 6: "six"]))
  }

  @Test func aCorruptJournalThatMightExplainAChangeRefuses() throws {
    let sandbox = try WriterSandbox()
    try sandbox.writer.apply([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: sandbox.journalPath))
    let before = sandbox.text
    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(7, "seven")], toFileAt: sandbox.file, baseline: .builtAt(sandbox.buildDate))
    }
    #expect(error?.kind == .corruptState)
    #expect(error?.file == sandbox.file)
    #expect(error?.message.hasPrefix("The inline-snapshot journal \(sandbox.journalPath) for \(sandbox.file) cannot be used: ") == true)
    #expect(error?.message.hasSuffix("Delete \(sandbox.journalPath) and re-run the tests; the snapshot is kept as a pending change.") == true)
    #expect(sandbox.text == before)
  }

  @Test func aJournalWhoseOriginalCopyIsMissingIsCorrupt() throws {
    let sandbox = try WriterSandbox()
    try sandbox.writer.apply([edit(3, "three")], toFileAt: sandbox.file, baseline: .builtAt(nil))
    try FileManager.default.removeItem(atPath: JournalLocation(stateDirectory: sandbox.state, sourcePath: sandbox.file).original)
    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(7, "seven")], toFileAt: sandbox.file, baseline: .builtAt(nil))
    }
    #expect(error?.kind == .corruptState)
    #expect(error?.message.contains("is missing") == true)
  }

  @Test func missingOrUnreadableFilesAreIOErrors() throws {
    let sandbox = try WriterSandbox()
    let missing = sandbox.root.appendingPathComponent("Missing.swift").path
    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(1, "one")], toFileAt: missing, baseline: .builtAt(nil))
    }
    #expect(error?.kind == .io)
    #expect(error?.file == missing)
    #expect(error?.message.hasPrefix("Could not read \(missing): ") == true)

    let folder = sandbox.root.appendingPathComponent("Tests").path
    let folderError = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(1, "one")], toFileAt: folder, baseline: .builtAt(nil))
    }
    #expect(folderError?.kind == .io)
    #expect(folderError?.file == folder)
  }

  @Test func anUnwritableStateFolderIsAnIOError() throws {
    let sandbox = try WriterSandbox()
    // A file where the state folder should be cannot be turned into a folder, even by root.
    try Data().write(to: sandbox.state)
    let before = sandbox.text
    let error = #expect(throws: SourceError.self) {
      try sandbox.writer.apply([edit(1, "one")], toFileAt: sandbox.file, baseline: .builtAt(nil))
    }
    #expect(error?.kind == .io)
    #expect(error?.message.hasPrefix("Could not create the folder \(sandbox.state.path): ") == true)
    #expect(sandbox.text == before)
  }

  @Test func writesThroughSymbolicLinks() throws {
    let sandbox = try WriterSandbox()
    let link = sandbox.root.appendingPathComponent("Link.swift").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.file)
    try sandbox.writer.apply([edit(2, "two")], toFileAt: link, baseline: .builtAt(sandbox.buildDate))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == sandbox.file)
    #expect(sandbox.text == tenLines(inserting: [2: "two"]))
  }

  @Test func relativePathsAreResolvedAgainstTheCurrentFolder() throws {
    let sandbox = try WriterSandbox()
    let current = FileManager.default.currentDirectoryPath
    let relative = String(repeating: "../", count: current.split(separator: "/").count) + sandbox.file.dropFirst()
    try sandbox.writer.apply([edit(2, "two")], toFileAt: relative, baseline: .builtAt(sandbox.buildDate))
    #expect(sandbox.text == tenLines(inserting: [2: "two"]))
    #expect(FileManager.default.fileExists(atPath: sandbox.journalPath))
  }

  @Test func buildInfoFindsThisTestBinary() throws {
    let path = try #require(BuildInfo.executablePath())
    #expect(FileManager.default.isExecutableFile(atPath: path))
    let date = try #require(BuildInfo.executableModificationDate())
    #expect(date <= Date())
    // This source file was saved before the binary that contains it was linked.
    let source = try FileManager.default.attributesOfItem(atPath: #filePath)[.modificationDate] as? Date
    #expect(try #require(source) <= date)
  }
}
