import Foundation
import Testing

/// A pass means nothing changed, at the edges of what a snapshot compares: the user's text that
/// reads as a placeholder token, private-use characters beside a token, and the NaNs. Each is
/// recorded, passes on the next run, and fails once the code changes in the way that used to pass.
struct HiddenChangeScenario: EndToEndScenario {
  static let source = #"""
    import Foundation
    import InlineSnapshot
    import Testing

    struct HCTagged { var id: UUID; var label: String }
    struct HCReading { var value: Double }

    enum HCCode {
      static let changed = false
    }

    @Suite(.snapshots(placeholders: .standard)) struct HiddenChangeST {
      @Test func noteThatMentionsAToken() {
        let id = UUID()
        let note = HCCode.changed ? "note: see \(id)" : "note: see <UUID 1>"
        assertInlineSnapshot(of: note + "\nid: \(id)", as: .lines)
      }

      @Test func labelOfPrivateUseCharacters() {
        let id = UUID()
        assertInlineSnapshot(of: HCTagged(id: id, label: HCCode.changed ? id.uuidString : "\u{E000}0\u{E001}"), as: .dump)
      }

      @Test func notANumber() {
        assertInlineSnapshot(of: HCReading(value: HCCode.changed ? -Double.nan : .nan), as: .dump)
      }
    }

    """#

  static var files: [String: String] { ["HiddenChangeST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let first = try await package.test(filter: "HiddenChangeST", record: "missing", pending: "hidden-record")
    Check.failed(first)
    let recorded = try package.readTest("HiddenChangeST.swift")
    for fragment in [
      #"note: see <\UUID 1>"#, "id: <UUID 1>", "- label: \"\u{E000}0\u{E001}\"", "- value: nan",
    ] where !recorded.contains(fragment) {
      Issue.record("The recording lacks \(fragment.debugDescription):\n\(recorded)")
    }
    #expect(!recorded.contains(#"- label: "<UUID 1>""#), "private-use text was read as a token:\n\(recorded)")
    try await package.rebuild()
    let again = try await package.test(filter: "HiddenChangeST", record: nil, ci: "true", pending: "hidden-again")
    Check.passed(again)

    try package.writeTest(
      "HiddenChangeST.swift", recorded.replacingOccurrences(of: "changed = false", with: "changed = true"))
    try await package.rebuild()
    let changed = try await package.test(filter: "HiddenChangeST", record: nil, ci: "true", pending: "hidden-changed")
    Check.failed(changed)
    Check.output(
      changed,
      contains: [
        #"-note: see <\UUID 1>"#, "+note: see <UUID 1>",
        "-  - label: \"\u{E000}0\u{E001}\"", #"+  - label: "<UUID 1>""#,
        "-  - value: nan", "+  - value: -nan",
      ])
    for test in ["noteThatMentionsAToken", "labelOfPrivateUseCharacters", "notANumber"] {
      Check.output(changed, contains: ["Test \(test)() recorded an issue"])
    }
    try package.writeTest("HiddenChangeST.swift", recorded)
  }
}
