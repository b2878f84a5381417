import Foundation
import Onboarding
import Testing

/// Every event the onboarding tracks is pinned by at least one `analytics.expectInlineSnapshot`
/// in these tests: an event that no snapshot shows could stop being sent unnoticed.
@Suite("Analytics coverage")
struct EventCoverageTests {
  @Test
  func everyTrackedEventAppearsInAnEventsSnapshot() throws {
    let testsFolder = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
    let files = try #require(FileManager.default.enumerator(at: testsFolder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
    let snapshotted = try Set(
      files.flatMap { try Self.eventsSnapshotLines(in: String(contentsOf: $0, encoding: .utf8)) })

    let missing = OnboardingEvent.allCases.map(\.rawValue).filter { !snapshotted.contains($0) }
    #expect(missing == [], "Events no analytics.expectInlineSnapshot shows: \(missing)")
  }

  /// The lines of the snapshot literals of `analytics.expectInlineSnapshot` calls in `source`.
  static func eventsSnapshotLines(in source: String) -> [String] {
    var lines: [String] = []
    var rest = source[...]
    while let call = rest.range(of: "analytics.expectInlineSnapshot") {
      rest = rest[call.upperBound...]
      guard let open = rest.range(of: "\"\"\"\n"), let close = rest[open.upperBound...].range(of: "\"\"\"") else {
        break
      }
      lines += rest[open.upperBound..<close.lowerBound].split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      rest = rest[close.upperBound...]
    }
    return lines
  }
}
