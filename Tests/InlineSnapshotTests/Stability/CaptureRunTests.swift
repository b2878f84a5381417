import Foundation
import Testing

@testable import InlineSnapshot
@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

/// A capture run (`SNAPSHOT_TESTING_CAPTURE`): every value asserted is captured once, and nothing is
/// recorded or kept, whatever the record mode.
@Suite struct CaptureRunTests {
  let captures = FileManager.default.temporaryDirectory.appendingPathComponent("captures-\(UUID().uuidString)")

  func sandbox() throws -> SessionSandbox {
    try SessionSandbox(environment: [CaptureFolder.directoryVariable: captures.path])
  }

  @Test func aCaptureRunWritesNothingInAnyModeAndCapturesEachClosureAndSectionOnce() throws {
    defer { try? FileManager.default.removeItem(at: captures) }
    for mode in SnapshotRecordMode.allCases {
      let sandbox = try sandbox()
      try sandbox.writeCall("Plain.swift", literal: "old")
      try sandbox.writeSectioned("Cases.swift", literal: "▸ a\nA\n▸ b\nB")
      let before = try (sandbox.read("Plain.swift"), sandbox.read("Cases.swift"))
      for _ in 0..<2 {
        let plain = sandbox.settle("new", in: "Plain.swift", literal: "old", mode: mode)
        guard plain.outcome != .matched, case .captured(nil) = plain.disposition else {
          Issue.record("\(mode): a real change in a capture run: \(plain.outcome), \(plain.disposition)")
          return
        }
        let matched = sandbox.settle("A", in: "Cases.swift", literal: "▸ a\nA\n▸ b\nB", case: "a", mode: mode)
        #expect(matched.outcome == .matched, "\(mode)")
        let changed = sandbox.settle("C", in: "Cases.swift", literal: "▸ a\nA\n▸ b\nB", case: "b", mode: mode)
        guard case .captured(nil) = changed.disposition else {
          Issue.record("\(mode): \(changed.disposition)")
          return
        }
      }
      sandbox.session.finish()
      #expect(try (sandbox.read("Plain.swift"), sandbox.read("Cases.swift")) == before, "\(mode): byte-identical")
      #expect(try sandbox.changes() == [], "\(mode): no pending change")
      // Reading the source takes its lock (a `.lock` file); nothing else is written beside it.
      let written = (FileManager.default.subpaths(atPath: sandbox.root.appendingPathComponent(".build").path) ?? [])
        .filter { !$0.hasSuffix(".lock") && !["inline-snapshots", "inline-snapshots/state"].contains($0) }
      #expect(written == [], "\(mode): no store, no journal")
    }
    let read = try CaptureFolder.read(captures)
    #expect(read.count == 3 * SnapshotRecordMode.allCases.count, "one capture per closure and section per process")
    let first = try #require(read.first { $0.site.path.hasSuffix("Plain.swift") })
    #expect(first.value == "new")
    #expect(first.expected == "old")
    #expect(first.caseName == nil)
    #expect(!first.fileHash.isEmpty, "the hash of the file the tests were built from, for --fix")
    let section = try #require(read.first { $0.caseName == "b" })
    #expect(section.value == "C")
    #expect(section.expected == "B")
    #expect(section.literal == "▸ a\nA\n▸ b\nB")
  }

  @Test func aCapturedChangeStillFailsSayingNothingWasWritten() throws {
    defer { try? FileManager.default.removeItem(at: captures) }
    let sandbox = try sandbox()
    try sandbox.writeCall("Plain.swift", literal: "old")
    let settled = sandbox.settle("new", in: "Plain.swift", literal: "old", mode: .all)
    let text = try #require(
      FailureMessage.text(
        for: settled.outcome, actual: settled.recorded, fileName: "Plain.swift", label: "matches",
        resolution: RecordModeResolution(mode: .all, source: .call), disposition: settled.disposition,
        userMessage: ""))
    #expect(
      text.contains("did not match; nothing was written: this is a capture run (SNAPSHOT_TESTING_CAPTURE is set)"))
    #expect(text.contains("-old\n+new"))
  }

  @Test func aMissingSnapshotAndANilValueAreCapturedNotRecorded() throws {
    defer { try? FileManager.default.removeItem(at: captures) }
    let sandbox = try sandbox()
    try sandbox.write("Missing.swift", SnapshotSessionTests.calls(1))
    let site = sandbox.site("Missing.swift", line: 4, function: "records()")
    let file = sandbox.session.file(at: site.path)
    let missing = file.settle(
      at: site, case: nil, literal: nil, actual: "value 0", kinds: [], mode: .missing, diffing: .lines)
    #expect(missing.outcome == .recordMissing)
    guard case .captured(nil) = missing.disposition else {
      Issue.record("\(missing.disposition)")
      return
    }
    sandbox.session.finish()
    #expect(try sandbox.read("Missing.swift") == SnapshotSessionTests.calls(1))
    #expect(try CaptureFolder.read(captures).map(\.value) == ["value 0"])
  }

  @Test func processesWritingOneFolderAtOnceEachKeepTheirOwnFile() async throws {
    defer { try? FileManager.default.removeItem(at: captures) }
    let writers = (0..<4).map { _ in CaptureFolder.Writer(directory: captures) }
    await withTaskGroup(of: Void.self) { group in
      for (index, writer) in writers.enumerated() {
        group.addTask {
          for line in 0..<50 {
            let site = SnapshotSite(path: "/p/Tests/T\(index).swift", line: line + 1, column: 5, function: "t()")
            let capture = SnapshotCapture(
              site: site, caseName: nil, literal: nil, expected: nil, value: "\(index)-\(line)", fileHash: "")
            try? writer.write(capture)
            try? writer.write(capture)
          }
        }
      }
    }
    let read = try CaptureFolder.read(captures)
    #expect(read.count == 200)
    #expect(Set(read.map(\.value)).count == 200)
    #expect(Set(writers.map(\.file)).count == 4)
  }

  @Test func aValueSpelledWithOtherBytesIsCapturedAgain() throws {
    defer { try? FileManager.default.removeItem(at: captures) }
    // `ë` as one scalar, then as `e` and a combining diaeresis: equal to Swift's `==`, but not the same
    // bytes, which is what the assertion compares; a loop that asserts both must leave both.
    let site = SnapshotSite(path: "/p/Tests/T.swift", line: 3, column: 5, function: "t()")
    func capture(_ value: String) -> SnapshotCapture {
      SnapshotCapture(site: site, caseName: nil, literal: "x", expected: "x", value: value, fileHash: "")
    }
    #expect(capture("Zo\u{EB}") != capture("Zoe\u{308}"))
    #expect(Set([capture("Zo\u{EB}"), capture("Zoe\u{308}"), capture("Zo\u{EB}")]).count == 2)
    let writer = CaptureFolder.Writer(directory: captures)
    for value in ["Zo\u{EB}", "Zoe\u{308}", "Zo\u{EB}", "Zoe\u{308}"] { try writer.write(capture(value)) }
    let read = try CaptureFolder.read(captures).map { Array($0.value.utf8) }
    #expect(read == [Array("Zo\u{EB}".utf8), Array("Zoe\u{308}".utf8)])
  }

  @Test func aCaptureFileThatIsNotJSONLinesIsNamed() throws {
    defer { try? FileManager.default.removeItem(at: captures) }
    try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
    let path = captures.appendingPathComponent("capture-1-x.jsonl")
    try Data("{\"file\": 1}\n".utf8).write(to: path)
    #expect {
      try CaptureFolder.read(captures)
    } throws: { error in
      (error as? StoreError)?.message.hasPrefix("Could not read \(path.path): line 1 is not a capture") == true
    }
    #expect(try CaptureFolder.read(captures.appendingPathComponent("none")) == [], "no folder: nothing asserted")
  }
}
