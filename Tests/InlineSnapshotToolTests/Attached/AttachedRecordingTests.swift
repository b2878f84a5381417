import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

@testable import inline_snapshot

/// Recordings attached to tests that ran where the source was not (`*.inline-snapshot.json` in a
/// `--pending-dir` folder): imported into a store, listed, and accepted only where the call found in
/// the checkout is the recorded one and its literal is still the text the test compared against.
@Suite struct AttachedRecordingTests {
  static let test = """
    import InlineSnapshot
    import Testing

    @Test func greeting() {
      assertInlineSnapshot(of: "hi", as: .lines) {
        \"\"\"
        old
        \"\"\"
      }
    }

    @Test func farewell() {
      assertInlineSnapshot(of: "bye", as: .lines)
    }

    @Test(arguments: ["a", "b"]) func cases(name: String) {
      assertInlineSnapshot(of: name, as: .lines, case: name) {
        \"\"\"
        ▸ a
        x
        ▸ b
        y
        \"\"\"
      }
    }

    """

  /// The attachment a test process on another machine (its package at `/elsewhere/App`) made for the
  /// call whose `(` is at `line`, column 23.
  static func attachment(
    line: Int, test: String, caseName: String? = nil, expected: String?, actual: String?
  ) -> AttachedRecording {
    AttachedRecording(
      site: SnapshotSite(
        path: "/elsewhere/App/Tests/AppTests/GreetingTests.swift", line: line, column: 23, function: test),
      packageRoot: "/elsewhere/App", caseName: caseName, expected: expected, actual: actual)
  }

  /// Writes the recordings under `subfolder`, nested, the first renamed as an `.xcresult` export names
  /// attachments (by an id).
  static func write(_ recordings: [AttachedRecording], in folder: ScratchFolder, under subfolder: String) throws {
    for (index, recording) in recordings.enumerated() {
      let name =
        index == 0
        ? "0F3C2A1B-7D4E-4F00-9A8B-1C2D3E4F5A6B.json" : "\(recording.test)-\(index)\(AttachedRecording.suffix)"
      try folder.write("\(subfolder)/nested/\(name)", recording.json)
    }
    try folder.write("\(subfolder)/manifest.json", "[]")
  }

  @Test func attachmentsAreListedAcceptedAndConsumed() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("Tests/AppTests/GreetingTests.swift", Self.test)
    let recordings = [
      Self.attachment(line: 5, test: "greeting()", expected: "old", actual: "new"),
      Self.attachment(line: 13, test: "farewell()", expected: nil, actual: "bye"),
      Self.attachment(line: 17, test: "cases(name:)", caseName: "a", expected: "▸ a\nx\n▸ b\ny", actual: "a"),
      Self.attachment(line: 17, test: "cases(name:)", caseName: "b", expected: "▸ a\nx\n▸ b\ny", actual: "b"),
    ]
    #expect(recordings[0].file == "Tests/AppTests/GreetingTests.swift", "named relative to the package root")
    try Self.write(recordings, in: folder, under: "results")
    let results = folder.path("results")
    let status = folder.run(["--pending-dir", results, "status"])
    #expect(status.status == 0, "\(status)")
    #expect(status.output.contains("Tests/AppTests/GreetingTests.swift:5  greeting()"), "\(status)")
    #expect(status.output.contains("Tests/AppTests/GreetingTests.swift:13  farewell()"), "\(status)")
    #expect(status.output.contains("3 pending snapshot changes in 1 file."), "the two cases are one change: \(status)")
    #expect(AttachedRecordings.attachments(under: URL(fileURLWithPath: results)) == [], "imported once")
    let accept = folder.run(["--pending-dir", results, "accept", "--all"])
    #expect(accept.status == 0, "\(accept)")
    let written = try folder.read("Tests/AppTests/GreetingTests.swift")
    #expect(written.contains("    \"\"\"\n    new\n    \"\"\""), "\(written)")
    #expect(written.contains("assertInlineSnapshot(of: \"bye\", as: .lines) {\n    \"\"\"\n    bye\n"), "\(written)")
    #expect(written.contains("    ▸ a\n    a\n    ▸ b\n    b\n"), "\(written)")
    let again = folder.run(["--pending-dir", results, "status"])
    #expect(again.output.hasPrefix("No pending snapshot changes"), "\(again)")
  }

  @Test func aCallEditedSinceTheRunIsRefusedNamedAndKept() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    // The user changed the greeting's literal after the tests ran elsewhere.
    try folder.write(
      "Tests/AppTests/GreetingTests.swift", Self.test.replacingOccurrences(of: "    old\n", with: "    edited\n"))
    try Self.write(
      [
        Self.attachment(line: 5, test: "greeting()", expected: "old", actual: "new"),
        Self.attachment(line: 13, test: "farewell()", expected: nil, actual: "bye"),
      ], in: folder, under: "results")
    let results = folder.path("results")
    let accept = folder.run(["--pending-dir", results, "accept", "--all"])
    #expect(accept.status == 1, "\(accept)")
    #expect(accept.errors.contains("GreetingTests.swift: pending change "), "the refused change is named: \(accept)")
    #expect(accept.errors.contains("(greeting()) cannot be applied: "), "\(accept)")
    let written = try folder.read("Tests/AppTests/GreetingTests.swift")
    #expect(written.contains("    edited\n"), "the user's edit stays: \(written)")
    #expect(!written.contains("    new\n"), "\(written)")
    #expect(written.contains("assertInlineSnapshot(of: \"bye\", as: .lines) {\n    \"\"\"\n    bye\n"), "\(written)")
    let status = folder.run(["--pending-dir", results, "status"])
    #expect(status.output.contains("GreetingTests.swift:5  greeting()"), "kept: \(status)")
  }

  @Test func aFileChangedElsewhereBetweenReadingAndAcceptingStillTakesTheChange() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("Tests/AppTests/GreetingTests.swift", Self.test)
    try Self.write(
      [Self.attachment(line: 5, test: "greeting()", expected: "old", actual: "new")], in: folder, under: "results")
    let results = folder.path("results")
    #expect(folder.run(["--pending-dir", results, "status"]).status == 0)
    // A pull changes the file below the call; the call and its literal are as the test saw them.
    try folder.write("Tests/AppTests/GreetingTests.swift", Self.test + "\n// from a later commit\n")
    let accept = folder.run(["--pending-dir", results, "accept", "--all"])
    #expect(accept.status == 0, "\(accept)")
    #expect(try folder.read("Tests/AppTests/GreetingTests.swift").contains("    new\n"))
  }

  @Test func aFileThatIsNotARecordingIsNamed() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("results/x\(AttachedRecording.suffix)", "{\"file\": 3}")
    try folder.write("results/other.json", "{\"file\": 3}")
    let status = folder.run(["--pending-dir", folder.path("results"), "status"])
    #expect(status.status == 1, "\(status)")
    #expect(
      status.errors.contains("x.inline-snapshot.json: it is not a recording the toolkit attached"), "\(status)")
  }

  @Test func aCaseAttachedAloneKeepsTheClosuresOtherSections() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("Tests/AppTests/GreetingTests.swift", Self.test)
    // Case a matched on the device; only b, which did not, was attached.
    try Self.write(
      [Self.attachment(line: 17, test: "cases(name:)", caseName: "b", expected: "▸ a\nx\n▸ b\ny", actual: "b")],
      in: folder, under: "results")
    let accept = folder.run(["--pending-dir", folder.path("results"), "accept", "--all"])
    #expect(accept.status == 0, "\(accept)")
    let written = try folder.read("Tests/AppTests/GreetingTests.swift")
    #expect(written.contains("    ▸ a\n    x\n    ▸ b\n    b\n"), "\(written)")
  }

  @Test func anAcceptThatShiftsLinesNeverSendsTheNextChangeIntoAnotherCall() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let calls = (1...6).map { "  assertInlineSnapshot(of: \($0), as: .lines)" }
    try folder.write(
      "Tests/AppTests/GreetingTests.swift",
      (["import InlineSnapshot", "import Testing", "", "@Test func values() {"] + calls + ["}", ""]).joined(
        separator: "\n"))
    try Self.write(
      [
        Self.attachment(line: 5, test: "values()", expected: nil, actual: "one"),
        Self.attachment(line: 10, test: "values()", expected: nil, actual: "six"),
      ], in: folder, under: "results")
    let results = folder.path("results")
    let file = folder.path("Tests/AppTests/GreetingTests.swift")
    let (first, last) = (
      SnapshotSite(path: file, line: 5, column: 23, function: "values()").id,
      SnapshotSite(path: file, line: 10, column: 23, function: "values()").id
    )
    let acceptFirst = folder.run(["--pending-dir", results, "accept", first])
    #expect(acceptFirst.status == 0, "\(acceptFirst)")
    // The first closure moved the last call four lines down; a second command reads the folder again.
    let acceptLast = folder.run(["--pending-dir", results, "accept", last])
    #expect(acceptLast.status == 0, "\(acceptLast)")
    let written = try folder.read("Tests/AppTests/GreetingTests.swift")
    #expect(written.contains("assertInlineSnapshot(of: 6, as: .lines) {\n    \"\"\"\n    six\n"), "\(written)")
    #expect(written.contains("  assertInlineSnapshot(of: 2, as: .lines)\n"), "no closure on another call: \(written)")
  }

  @Test func twoAttachmentsThatDisagreeImportNothing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("Tests/AppTests/GreetingTests.swift", Self.test)
    try folder.write(
      "farm/device1/greeting\(AttachedRecording.suffix)",
      Self.attachment(line: 5, test: "greeting()", expected: "old", actual: "new").json)
    try folder.write(
      "farm/device2/greeting\(AttachedRecording.suffix)",
      Self.attachment(line: 5, test: "greeting()", expected: "old", actual: "other").json)
    let farm = folder.path("farm")
    let status = folder.run(["--pending-dir", farm, "status"])
    #expect(status.status == 1, "\(status)")
    #expect(status.errors.contains("hold different values for the snapshot closure at "), "\(status)")
    #expect(AttachedRecordings.attachments(under: URL(fileURLWithPath: farm)).count == 2, "both are kept")
    let accept = folder.run(["--pending-dir", farm, "accept", "--all"])
    #expect(accept.status == 1, "\(accept)")
    #expect(try folder.read("Tests/AppTests/GreetingTests.swift") == Self.test)
  }

  @Test func casesAttachedByTwoRunsAndImportedOneAfterTheOtherAreBothWritten() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("Tests/AppTests/GreetingTests.swift", Self.test)
    let results = folder.path("results")
    try folder.write(
      "results/run1/b\(AttachedRecording.suffix)",
      Self.attachment(line: 17, test: "cases(name:)", caseName: "b", expected: "▸ a\nx\n▸ b\ny", actual: "b").json)
    let status = folder.run(["--pending-dir", results, "status"])
    #expect(status.status == 0, "\(status)")
    // A second filtered run attaches case a into the same folder, after the first import.
    try folder.write(
      "results/run2/a\(AttachedRecording.suffix)",
      Self.attachment(line: 17, test: "cases(name:)", caseName: "a", expected: "▸ a\nx\n▸ b\ny", actual: "A2").json)
    let accept = folder.run(["--pending-dir", results, "accept", "--all"])
    #expect(accept.status == 0, "\(accept)")
    let written = try folder.read("Tests/AppTests/GreetingTests.swift")
    #expect(written.contains("    ▸ a\n    A2\n    ▸ b\n    b\n"), "\(written)")
  }

  @Test func anAttachmentThatDisagreesWithAnEarlierImportImportsNothing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("Tests/AppTests/GreetingTests.swift", Self.test)
    let results = folder.path("results")
    try folder.write(
      "results/device1/greeting\(AttachedRecording.suffix)",
      Self.attachment(line: 5, test: "greeting()", expected: "old", actual: "new").json)
    #expect(folder.run(["--pending-dir", results, "status"]).status == 0)
    try folder.write(
      "results/device2/greeting\(AttachedRecording.suffix)",
      Self.attachment(line: 5, test: "greeting()", expected: "old", actual: "other").json)
    let status = folder.run(["--pending-dir", results, "status"])
    #expect(status.status == 1, "\(status)")
    #expect(status.errors.contains("hold different values for the snapshot closure at "), "\(status)")
    #expect(AttachedRecordings.attachments(under: URL(fileURLWithPath: results)).count == 1, "the new one is kept")
    let accept = folder.run(["--pending-dir", results, "accept", "--all"])
    #expect(accept.status == 1, "\(accept)")
    #expect(try folder.read("Tests/AppTests/GreetingTests.swift") == Self.test)
  }

  /// Two attachments whose values spell a character differently disagree (snapshots compare bytes).
  @Test func twoAttachmentsThatSpellACharacterDifferentlyImportNothing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("Tests/AppTests/GreetingTests.swift", Self.test)
    for (device, actual) in [("device1", "caf\u{E9}"), ("device2", "cafe\u{301}")] {
      try folder.write(
        "farm/\(device)/greeting\(AttachedRecording.suffix)",
        Self.attachment(line: 5, test: "greeting()", expected: "old", actual: actual).json)
    }
    let status = folder.run(["--pending-dir", folder.path("farm"), "status"])
    #expect(status.status == 1, "\(status)")
    #expect(status.errors.contains("hold different values for the snapshot closure at "), "\(status)")
  }
}
