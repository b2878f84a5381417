import Foundation
import Testing

/// A suite moved over from InlineSnapshotTesting, its `.dump` literals still in that format (sorted
/// fields, `Optional<…>` wrappers, a trailing empty line), run on CI (`CI=true`, mode `never`): the two
/// whose values are the same are marked format only and the one whose value changed real, in `status`,
/// the report artifact and the step summary; `accept --format-only` (through the plugin) writes only the first
/// two, which
/// then pass, and leaves the real one pending.
struct FormatOnlyScenario: EndToEndScenario {
  static let file = "FormatOnlyST.swift"
  static let source = """
    import InlineSnapshot
    import Testing

    struct MigratedUser {
      var name: String
      var id: Int
      var bio: String?
    }

    enum MigratedState {
      case loaded([String: Int])
    }

    @Suite struct FormatOnlyST {
      @Test func user() {
        assertInlineSnapshot(of: MigratedUser(name: "Blob", id: 1, bio: nil), as: .dump) {
          \"""
          ▿ MigratedUser
            - bio: Optional<String>.none
            - id: 1
            - name: "Blob"

          \"""
        }
      }

      @Test func state() {
        assertInlineSnapshot(of: MigratedState.loaded(["b": 2, "a": 1]), as: .dump) {
          \"""
          ▿ MigratedState
            ▿ loaded: 2 key/value pairs
              ▿ (2 elements)
                - key: "a"
                - value: 1
              ▿ (2 elements)
                - key: "b"
                - value: 2

          \"""
        }
      }

      @Test func changed() {
        assertInlineSnapshot(of: MigratedUser(name: "Blob", id: 2, bio: "Blobbed"), as: .dump) {
          \"""
          ▿ MigratedUser
            ▿ bio: Optional<String>
              - some: "Blobbed"
            - id: 1
            - name: "Blob"

          \"""
        }
      }
    }

    """

  /// The file once `accept --format-only` wrote the two format-only changes.
  static let accepted = source.replacingOccurrences(
    of: "      - bio: Optional<String>.none\n        - id: 1\n        - name: \"Blob\"\n\n",
    with: "      - name: \"Blob\"\n        - id: 1\n        - bio: nil\n"
  ).replacingOccurrences(
    of: "      ▿ MigratedState\n        ▿ loaded: 2 key/value pairs\n          ▿ (2 elements)\n"
      + "            - key: \"a\"\n            - value: 1\n          ▿ (2 elements)\n            - key: \"b\"\n"
      + "            - value: 2\n\n",
    with: "      ▿ MigratedState.loaded\n        ▿ 0: 2 key/value pairs\n          - \"a\": 1\n          - \"b\": 2\n")

  static var files: [String: String] { [file: source] }

  func run(_ package: ScratchPackage) async throws {
    let artifacts = package.root.appendingPathComponent("format-only-artifacts")
    let summary = package.root.appendingPathComponent("format-only-summary.md")
    try package.write("format-only-summary.md", "")
    let ci = try await package.test(
      filter: "FormatOnlyST", record: "never", ci: "true", pending: "format-only",
      environment: ["SNAPSHOT_TESTING_ARTIFACTS": artifacts.path, "GITHUB_STEP_SUMMARY": summary.path])
    Check.failed(ci)
    try Check.file(package, Self.file, equals: Self.source)
    let changes = try package.pendingStore("format-only")
    try #require(changes.map(\.test) == ["user()", "state()", "changed()"], "\(changes)")
    let (user, state, changed) = (changes[0].id, changes[1].id, changes[2].id)

    let status = try await package.tool(["status"], pending: "format-only")
    #expect(status.status == 0, "\(status.transcript)")
    #expect(
      status.output.hasPrefix(
        """
        \(user)  Tests/ScratchTests/FormatOnlyST.swift:16  user()  (format only)
        \(state)  Tests/ScratchTests/FormatOnlyST.swift:28  state()  (format only)
        \(changed)  Tests/ScratchTests/FormatOnlyST.swift:44  changed()  (real change)
        3 changes: 2 format only, 1 real.

        """), "\(status.transcript)")
    let report = try package.read("format-only-artifacts/inline-snapshots.md")
    for text in [report, try package.read("format-only-summary.md")] {
      #expect(text.contains("3 pending changes in 1 file: 2 format only, 1 real."), "\(text)")
      #expect(text.contains("· snapshot changed · real change · id `\(changed)`"), "\(text)")
      #expect(text.contains("## Format only\n\n2 changes are format only."), "\(text)")
      #expect(text.contains("- `user()` · `Tests/ScratchTests/FormatOnlyST.swift:16` · id `\(user)`"), "\(text)")
      #expect(text.contains("- `state()` · `Tests/ScratchTests/FormatOnlyST.swift:28` · id `\(state)`"), "\(text)")
    }

    // Through the plugin, which passes the flag on.
    let accept = try await package.command(
      "swift",
      [
        "package", "--allow-writing-to-package-directory", "snapshots", "--pending-dir",
        package.pendingFolder("format-only").path, "accept", "--format-only",
      ])
    #expect(accept.status == 0, "\(accept.transcript)")
    #expect(
      accept.output.hasPrefix(
        "Accepted 2 changes in Tests/ScratchTests/FormatOnlyST.swift.\nLeft 1 real change pending: \(changed)."),
      "\(accept.transcript)")
    try Check.file(package, Self.file, equals: Self.accepted)
    #expect(try package.pendingStore("format-only").map(\.id) == [changed])

    // The accepted snapshots are what the tests produce: they pass; the real change still fails.
    try await package.rebuild()
    let passing = try await package.test(
      filter: "FormatOnlyST/(user|state)", record: "never", ci: "true", pending: "format-only-after")
    Check.passed(passing)
    let failing = try await package.test(
      filter: "FormatOnlyST/changed", record: "never", ci: "true", pending: "format-only-after")
    Check.failed(failing)
  }
}
