import Foundation
import InlineSnapshotStore

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// What a failed or recorded snapshot attaches to its test: `expected.txt` (when the call has a
/// snapshot), `actual.txt` (unless the value was `nil`) and `diff.patch`, each name starting with the
/// test and the line, so the files `swift test --attachments-path DIR` saves say which snapshot they
/// belong to.
///
/// Attached with Swift Testing's `Attachment.record` (Swift 6.2 and later), or under XCTest on Apple
/// platforms as `XCTAttachment`s kept always, in an activity (XCTest runs activities on the main
/// thread only). XCTest on Linux has no attachments.
struct SnapshotAttachments: Sendable {
  /// One attached file.
  struct File: Hashable, Sendable {
    var name: String
    var contents: String
  }

  /// The snapshot in the call; `nil` when it has none.
  var expected: String?
  /// The snapshot the strategy made, with the lines its literal's matchers accepted as the literal
  /// has them (what would be recorded); `nil` when the value was `nil` (the closure goes).
  var actual: String?
  /// The recording, when it could not be written or kept where the source is (§17): attached as
  /// `<test>-line<N>[.<case>].inline-snapshot.json` for the tool to apply there.
  var recording: AttachedRecording?

  /// The files for the snapshot of `test` (its `#function`) reported at `line`.
  func files(test: String, line: UInt) -> [File] {
    let base = Self.baseName(test: test, line: line)
    let expectedName = base + ".expected.txt"
    let actualName = base + ".actual.txt"
    let difference = SnapshotDifference.unified(expected: expected, actual: actual ?? "")
    let patch =
      "--- \(expected == nil ? "/dev/null" : expectedName)\n+++ \(actual == nil ? "/dev/null" : actualName)\n"
      + "\(difference)\n"
    var files: [File] = []
    if let expected { files.append(File(name: expectedName, contents: expected)) }
    if let actual { files.append(File(name: actualName, contents: actual)) }
    files.append(File(name: base + ".diff.patch", contents: patch))
    if let recording {
      files.append(
        File(name: AttachedRecording.name(base: base, caseName: recording.caseName), contents: recording.json))
    }
    return files
  }

  /// `profile()-line12`: the test and the line, with the characters file systems and Swift Testing's
  /// file names refuse (`/`, `:`, …) replaced by `_`.
  static func baseName(test: String, line: UInt) -> String {
    let refused: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
    let name = String(
      test.map { refused.contains($0) || $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true ? "_" : $0 })
    return (name.isEmpty ? "snapshot" : name) + "-line\(line)"
  }

  /// Attaches the files to the test running on this task, reported at `location`.
  func attach(test: String, at location: IssueLocation) {
    let files = files(test: test, line: location.line)
    switch IssueRoute.current {
    case .swiftTesting:
      #if canImport(Testing) && compiler(>=6.2)
        for file in files {
          Attachment.record(file.contents, named: file.name, sourceLocation: IssueReporter.sourceLocation(location))
        }
      #endif
    case .xcTest:
      #if canImport(XCTest) && !os(Linux) && !os(Android) && !os(Windows)
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
          XCTContext.runActivity(named: "Snapshot at line \(location.line)") { activity in
            for file in files {
              let attachment = XCTAttachment(string: file.contents)
              attachment.name = file.name
              attachment.lifetime = .keepAlways
              activity.add(attachment)
            }
          }
        }
      #endif
    }
  }
}
