import Foundation
import Testing

@testable import InlineSnapshot
@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// A recording that reaches neither its test file nor a store where the source is: what the session
/// decides, what the failure says, and where the attachment is saved.
@Suite struct StrandedRecordingTests {
  @Test func aReadOnlyTestFileRefusesTheRecordingAtOnceAndKeepsItNumberedAgainstTheFile() throws {
    let sandbox = try SessionSandbox()
    try sandbox.write("ReadOnly.swift", SnapshotSessionTests.calls(1))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.path("ReadOnly.swift"))
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.path("ReadOnly.swift"))
    }
    let site = sandbox.site("ReadOnly.swift", line: 4, function: "records()")
    let settled = sandbox.session.file(at: site.path).settle(
      at: site, case: nil, literal: nil, actual: "value 0", kinds: [], mode: .missing, diffing: .lines)
    guard case .refused(let refusal, instead: .kept) = settled.disposition else {
      Issue.record("\(settled.disposition)")
      return
    }
    #expect(refusal.message.contains("is not writable (permissions r--r--r--)"))
    #expect(settled.disposition.isStranded)
    sandbox.session.finish()
    #expect(try sandbox.read("ReadOnly.swift") == SnapshotSessionTests.calls(1))
    let kept = try #require(try sandbox.changes().first)
    #expect(!kept.fileHash.isEmpty, "accepted once the file is writable again")
  }

  @Test func aMissingFileIsStrandedAndAMatchIsNot() {
    let missing = Refusal.missing(path: "/elsewhere/Tests/AppTests/A.swift")
    #expect(Disposition.refused(missing, instead: .kept(id: "1f2e3d4c")).isStranded)
    #expect(
      Disposition.refused(.anotherSnapshotNotPlaced(path: "/p", missing), instead: .keptAtExit(id: "x")).isStranded)
    #expect(Disposition.notKept(StoreError(.folderNotCreated(folder: "/x", cause: "denied"))).isStranded)
    #expect(!Disposition.kept(id: "1f2e3d4c").isStranded)
    #expect(!Disposition.recorded(id: "1f2e3d4c").isStranded)
    #expect(
      !Disposition.refused(.notCompiled(path: "/p/Tests/A.swift"), instead: .kept(id: "1f2e3d4c")).isStranded,
      "a file a directive names is here: its change is kept where the tool finds it")
  }

  @Test func theFailureNamesTheAttachmentAndPrintsTheRecordingWhereNoAttachmentIsKept() {
    let name = "greeting()-line6.inline-snapshot.json"
    let saved = FailureMessage.attached(name: name, recording: "hello", destination: .folder, command: .swiftRun)
    #expect(
      saved == """


        The recording is attached to the test as greeting()-line6.inline-snapshot.json. Where the source is, apply it \
        with `swift run inline-snapshot --pending-dir <folder> accept --all`, the folder being the one given to \
        `swift test --attachments-path`, or the attachments exported from the test results (`xcrun xcresulttool \
        export attachments`).
        """)
    let linux = FailureMessage.attached(
      name: name, recording: "hello", destination: .nowhere(xcTestOnLinux: true), command: .swiftRun)
    #expect(
      linux.hasSuffix(
        " XCTest on Linux keeps no attachments, so here it is in full, to copy by hand:\n\n\"\"\"\nhello\n\"\"\""))
    let unsaved = FailureMessage.attached(
      name: name, recording: nil, destination: .nowhere(xcTestOnLinux: false), command: .swiftRun)
    #expect(unsaved.contains("This run saves no attachments (run `swift test` with `--attachments-path <folder>`)"))
    #expect(unsaved.hasSuffix("(no closure: the value was nil, so the closure goes)"))
  }

  @Test func whereAttachmentsGo() {
    #expect(
      AttachmentDestination.current(
        route: .swiftTesting, arguments: ["x", "--attachments-path", "/a"], environment: [:]) == .folder)
    #expect(
      AttachmentDestination.current(route: .swiftTesting, arguments: ["x", "--attachments-path=/a"], environment: [:])
        == .folder)
    #expect(
      AttachmentDestination.current(
        route: .swiftTesting, arguments: ["x"], environment: ["XCTestSessionIdentifier": "1"])
        == .resultBundle)
    #expect(
      AttachmentDestination.current(route: .swiftTesting, arguments: ["x"], environment: [:])
        == .nowhere(xcTestOnLinux: false))
    #if os(Linux)
      #expect(
        AttachmentDestination.current(route: .xcTest, arguments: ["--attachments-path", "/a"], environment: [:])
          == .nowhere(xcTestOnLinux: true))
    #endif
  }

  @Test func theAttachedDocumentNamesTheFileRelativeToItsPackageAndItsCase() throws {
    let site = SnapshotSite(
      path: "/ci/runner/App/Tests/AppTests/A.swift", line: 9, column: 25, descriptor: ClosureDescriptor(),
      function: "cases(_:)")
    let recording = AttachedRecording(
      site: site, packageRoot: AttachedRecording.packageRoot(ofMissingFile: site.path), caseName: "a/b",
      expected: "▸ a/b\nold", actual: "new")
    #expect(recording.file == "Tests/AppTests/A.swift")
    #expect(
      AttachedRecording.name(base: "cases(_:)-line9", caseName: "a/b") == "cases(_:)-line9.a_b.inline-snapshot.json")
    let decoded = try JSONDecoder().decode(AttachedRecording.self, from: Data(recording.json.utf8))
    #expect(decoded == recording)
    #expect(recording.json.contains("\"format\" : \"inline-snapshot-recording-1\""))
    let files = SnapshotAttachments(expected: "old", actual: "new", recording: recording).files(
      test: "cases(_:)", line: 9)
    #expect(files.map(\.name).last == "cases(__)-line9.a_b.inline-snapshot.json", "§14's base name: no `:`")
  }
}
