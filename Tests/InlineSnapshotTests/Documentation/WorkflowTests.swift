import Foundation
import Testing

/// What the package's workflow, which the documentation shows as the one to copy, must do for sharded
/// review to lose nothing (design §8).
@Suite struct WorkflowTests {
  /// The steps of `.github/workflows/ci.yml` that upload an artifact whose name starts with `name`, each
  /// as its lines.
  static func uploadSteps(named name: String) throws -> [[String]] {
    let text = try DocumentationSamplesTests.read(".github/workflows/ci.yml")
    let steps = text.components(separatedBy: "\n      - ").map { $0.components(separatedBy: "\n") }
    return steps.filter { step in
      step.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("name: \(name)") }
    }
  }

  /// A shard whose tests pass still uploads its store: it names the `case:` sections it asserted, and a
  /// merge without it would call them stale and drop them from the closure.
  @Test func everyShardUploadsItsStoreAPassingOneToo() throws {
    let steps = try Self.uploadSteps(named: "inline-snapshots-linux-")
    #expect(steps.count == 1)
    for step in steps {
      let condition = step.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("if:") }
      #expect(condition?.trimmingCharacters(in: .whitespaces) == "if: ${{ !cancelled() }}", "\(step)")
    }
  }
}
