import Foundation
import Testing

/// `swift test --attachments-path DIR` under Swift Testing: a snapshot that did not match leaves the
/// expected and the actual text and their diff in DIR, a missing one the actual text and the diff,
/// each named after its test and line.
struct FailureAttachmentsScenario: EndToEndScenario {
  static let source = """
    import InlineSnapshot
    import Testing

    @Suite struct Attached {
      @Test func differs() {
        assertInlineSnapshot(of: "POST /auth/phone\\nGET /profile", as: .lines) {
          \"""
          POST /auth/phone
          POST /auth/sms
          \"""
        }
      }

      @Test func missing() {
        assertInlineSnapshot(of: "hello", as: .lines)
      }
    }

    """

  static var files: [String: String] { ["Attached.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let folder = package.root.appendingPathComponent("attachments")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let run = try await package.test(
      filter: "Attached", record: "never", ci: "true", pending: "Attached",
      options: ["--attachments-path", folder.path])
    Check.failed(run)
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      saved == [
        "differs()-line6.actual.txt", "differs()-line6.diff.patch", "differs()-line6.expected.txt",
        "missing()-line15.actual.txt", "missing()-line15.diff.patch",
      ],
      "\(run.output)")
    func read(_ name: String) -> String {
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "(unreadable \(name))"
    }
    #expect(read("differs()-line6.expected.txt") == "POST /auth/phone\nPOST /auth/sms")
    #expect(read("differs()-line6.actual.txt") == "POST /auth/phone\nGET /profile")
    #expect(
      read("differs()-line6.diff.patch") == """
        --- differs()-line6.expected.txt
        +++ differs()-line6.actual.txt
        @@ -1,2 +1,2 @@
         POST /auth/phone
        -POST /auth/sms
        +GET /profile

        """)
    #expect(read("missing()-line15.actual.txt") == "hello")
    #expect(read("missing()-line15.diff.patch").hasSuffix("@@ -0,0 +1,1 @@\n+hello\n"))
  }
}
