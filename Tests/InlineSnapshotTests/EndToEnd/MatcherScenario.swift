import Foundation
import Testing

/// Matchers a user wrote into literals (`<any UUID>`, `"<any>"`, `…`, `<any Number>`, per section):
/// they pass three runs against fresh values; a real change on a line without a matcher fails and
/// its diff shows no matched line as a change; `<any Number>` does not accept a UUID; the pending
/// changes kept under CI hold the matchers through `diff` and `accept --all`, as a `failed` re-record
/// does: only the changed lines change, every matcher byte for byte, and a matcher that stopped
/// matching becomes the actual text; `all` with everything matching leaves the file as it is. The
/// user's own `<any>` and `…` line are recorded escaped, pass, and fail once they change.
struct MatcherScenario: EndToEndScenario {
  static let source = #"""
    import Foundation
    import InlineSnapshot
    import Testing

    struct MTSession { var id: UUID; var token: String; var user: MTUser; var plan: String }
    struct MTUser { var id: Int; var name: String; var roles: [String] }

    enum MTCode {
      static let changed = false
      static var plan: String { changed ? "pro" : "free" }
      static var count: String { changed ? "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" : "\(Int.random(in: 1...99))" }
      static var ownText: String { changed ? "note: <any> and more\n…" : "note: <any>\n…" }
    }

    @Suite struct MatchersST {
      @Test func session() {
        let user = MTUser(id: 42, name: "Ada", roles: ["admin", "owner"])
        let session = MTSession(id: UUID(), token: "t-\(UUID().uuidString)", user: user, plan: MTCode.plan)
        assertInlineSnapshot(of: session, as: .dump) {
          """
          ▿ MTSession
            - id: <any UUID>
            - token: "<any>"
            ▿ user: MTUser
              - id: 42
              …
            - plan: "free"
          """
        }
      }

      @Test func count() {
        assertInlineSnapshot(of: "n: \(MTCode.count)", as: .lines) {
          """
          n: <any Number>
          """
        }
      }

      @Test(arguments: ["a", "b"]) func sectioned(name: String) {
        assertInlineSnapshot(of: "\(name) \(UUID())", as: .lines, case: name) {
          """
          ▸ a
          a <any UUID>
          ▸ b
          b <any UUID>
          """
        }
      }

      @Test func ownText() {
        assertInlineSnapshot(of: MTCode.ownText, as: .lines)
      }
    }

    """#

  static var files: [String: String] { ["MatchersST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let name = "MatchersST.swift"
    // The user's own matcher text is recorded escaped; the literals with matchers pass.
    let first = try await package.test(filter: "MatchersST", record: "missing", pending: "matchers-1")
    Check.failed(first)
    Check.output(first, contains: ["Test ownText() recorded an issue"])
    Check.output(first, lacks: ["Test session() recorded an issue", "Test count() recorded an issue"])
    let recorded = try package.readTest(name)
    #expect(recorded.contains("      note: <\\any>\n      …\\\n"), "\(recorded)")
    try await package.rebuild()
    for run in 1...3 {
      let again = try await package.test(filter: "MatchersST", record: nil, ci: "true", pending: "matchers-pass-\(run)")
      Check.passed(again)
    }
    try Check.file(package, name, equals: recorded)

    // A real change: only the lines that do not match fail.
    let changedSource = recorded.replacingOccurrences(of: "changed = false", with: "changed = true")
    try package.writeTest(name, changedSource)
    try await package.rebuild()
    let changed = try await package.test(filter: "MatchersST", record: nil, ci: "true", pending: "matchers-ci")
    Check.failed(changed)
    Check.output(
      changed,
      contains: [
        "-  - plan: \"free\"", "+  - plan: \"pro\"", "-n: <any Number>", "+n: E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "-note: <\\any>", "+note: <\\any> and more",
      ])
    Check.output(
      changed, lacks: ["-  - id: <any UUID>", "-  - token: \"<any>\"", "-    …", "-a <any UUID>", "-b <any UUID>"])
    let diff = try await package.tool(["diff"], pending: "matchers-ci")
    #expect(
      diff.output.contains("\n           …\n-        - plan: \"free\"\n"),
      "a matched line is context: \(diff.transcript)")
    #expect(diff.output.contains("+") && diff.output.contains("- plan: \"pro\""), "\(diff.transcript)")
    #expect(!diff.output.contains("-        - id: <any UUID>"), "\(diff.transcript)")

    // What `accept --all` writes, and a `failed` re-record the same: only the changed lines.
    let expected =
      changedSource
      .replacingOccurrences(of: "    - plan: \"free\"", with: "    - plan: \"pro\"")
      .replacingOccurrences(of: "n: <any Number>", with: "n: E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
      .replacingOccurrences(of: "note: <\\any>\n", with: "note: <\\any> and more\n")
    let accept = try await package.tool(["accept", "--all"], pending: "matchers-ci")
    #expect(accept.status == 0, "\(accept.transcript)")
    try Check.file(package, name, equals: expected)
    try package.writeTest(name, changedSource)
    try await package.rebuild()
    let failed = try await package.test(filter: "MatchersST", record: "failed", pending: "matchers-failed")
    Check.failed(failed)
    try Check.file(package, name, equals: expected)

    // Everything matches: `all` writes nothing.
    try await package.rebuild()
    let all = try await package.test(filter: "MatchersST", record: "all", pending: "matchers-all")
    Check.passed(all)
    try Check.file(package, name, equals: expected)
    try package.writeTest(name, recorded)
  }
}
