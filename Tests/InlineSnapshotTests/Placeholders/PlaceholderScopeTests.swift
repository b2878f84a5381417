import Foundation
import Testing

@testable import InlineSnapshot

/// Where an assertion's placeholders come from: its own `placeholders:`, else the closest scope
/// (`withSnapshotTesting`, the `.snapshots` trait), which replaces the enclosing ones.
@Suite struct PlaceholderScopeTests {
  let id = UUID()

  @Test func withSnapshotTestingSetsThemAndInnerScopesReplaceThem() {
    withSnapshotTesting(placeholders: .uuids) {
      #expect(SnapshotTestingConfiguration.current?.placeholders == .uuids)
      assertInlineSnapshot(of: "\(id) 2024-05-01T10:00:00Z", as: .lines) {
        """
        <UUID 1> 2024-05-01T10:00:00Z
        """
      }
      withSnapshotTesting(record: .never) {
        #expect(SnapshotTestingConfiguration.current?.placeholders == .uuids, "a scope without them keeps them")
      }
      withSnapshotTesting(placeholders: .dates) {
        assertInlineSnapshot(of: "\(id) 2024-05-01T10:00:00Z", as: .lines) {
          """
          \(id) <Date 1>
          """
        }
      }
      withSnapshotTesting(placeholders: []) {
        assertInlineSnapshot(of: "\(id)", as: .lines) {
          """
          \(id)
          """
        }
      }
    }
  }

  @Test func theCallsOwnPlaceholdersWin() {
    withSnapshotTesting(record: .failed, diffTool: .ksdiff, placeholders: .dates) {
      assertInlineSnapshot(of: "\(id) 2024-05-01T10:00:00Z", as: .lines, record: .never, placeholders: .uuids) {
        """
        <UUID 1> 2024-05-01T10:00:00Z
        """
      }
    }
  }

  @Test func asyncScopesReachTheAsyncAssertionAndChildTasks() async {
    let id = self.id
    await withSnapshotTesting(placeholders: .standard) {
      let text = await Task { "\(id)" }.value
      await assertInlineSnapshot(of: { text }, as: .lines) {
        """
        <UUID 1>
        """
      }
      let scoped = await Task { SnapshotTestingConfiguration.current?.placeholders }.value
      #expect(scoped == .standard)
    }
  }

  @Test func theAsyncAssertionTakesThemToo() async {
    let id = self.id
    await withSnapshotTesting(placeholders: .dates) {
      await assertInlineSnapshot(of: { "\(id) 2024-05-01T10:00:00Z" }, as: .lines, placeholders: .uuids) {
        """
        <UUID 1> 2024-05-01T10:00:00Z
        """
      }
    }
  }

  @Test(.snapshots(placeholders: .standard)) func theTraitSetsThem() {
    #expect(SnapshotTestingConfiguration.current?.placeholders == .standard)
    assertInlineSnapshot(of: [id, id], as: .dump) {
      """
      ▿ 2 elements
        - <UUID 1>
        - <UUID 1>
      """
    }
  }

  @Test(.snapshots(record: .missing, diffTool: .ksdiff, placeholders: .uuids)) func theTraitSetsThemBesideTheOthers() {
    #expect(SnapshotTestingConfiguration.current?.record == .missing)
    #expect(SnapshotTestingConfiguration.current?.placeholders == .uuids)
  }

  @Test(.snapshots(SnapshotTestingConfiguration(record: nil, diffTool: nil, placeholders: .dates)))
  func theTraitTakesAConfigurationWithThem() {
    #expect(SnapshotTestingConfiguration.current?.placeholders == .dates)
    #expect(SnapshotTestingConfiguration(record: .never, diffTool: nil).placeholders == nil)
  }

  @Test func helpersThatForwardGetTheScopesPlaceholders() {
    let api = API()
    api.requests.record(RecordedRequest(method: "GET", path: "/orders/\(id)"))
    withSnapshotTesting(placeholders: .uuids) {
      api.expectInlineSnapshot {
        """
        GET /orders/<UUID 1>
        """
      }
      assertThing {
        "\(id)"
      } is: {
        """
        <UUID 1>
        """
      }
    }
  }

  @Test func anInvalidPatternFailsNamingItBeforeAnythingIsCompared() {
    withKnownIssue {
      assertInlineSnapshot(of: "x", as: .lines, record: .never, placeholders: [.uuids, .pattern("eyJ[", name: "JWT")]) {
        """
        x
        """
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(#"The placeholder pattern "eyJ[" (name "JWT") is not a valid regular expression: "#)
        && text.hasSuffix("Fix the pattern passed to .pattern(_:name:); nothing was compared or recorded.")
    }
  }

  @Test func aNameThatCannotBeReadBackFailsNamingItBeforeAnythingIsCompared() {
    withKnownIssue {
      assertInlineSnapshot(of: "x", as: .lines, record: .never, placeholders: [.uuids, .pattern("y", name: "A<B")]) {
        """
        x
        """
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(
        #"The placeholder name "A<B" cannot be read back from a snapshot as a token: it holds "<"."#)
        && text.hasSuffix(
          "Rename the kind passed to .pattern(_:name:) or .type(_:name:); nothing was compared or recorded.")
    }
  }

  @Test func theStrategyRunsWithTheNumberingInScopeAndOutsideItThereIsNone() {
    #expect(AssertionPlaceholders.current == nil)
    let probe = Snapshotting<String, String>(diffing: .lines) { _ in
      AssertionPlaceholders.current.map { "\($0.placeholders == .dates)" } ?? "none"
    }
    assertInlineSnapshot(of: "", as: probe, placeholders: .dates) {
      """
      true
      """
    }
    assertInlineSnapshot(of: "", as: probe) {
      """
      none
      """
    }
  }
}
