import Foundation
import InlineSnapshot
import Testing
import XCTest

// The samples of record modes, `withSnapshotTesting`, the `.snapshots` trait and diff tools.

private struct Profile {
  var name: String
}

private final class ProfileModel {
  var state = "idle"
  func load() async { state = "loaded" }
}

// snippet: with-snapshot-testing-xctest
class FeatureTests: XCTestCase {
  override func invokeTest() {
    withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
      super.invokeTest()
    }
  }
}
// snippet-end

final class AsyncConfigurationSamples: XCTestCase {
  fileprivate let model = ProfileModel()

  // snippet: with-snapshot-testing-async
  func testLoad() async {
    await withSnapshotTesting(record: .all) {
      await model.load()
      assertInlineSnapshot(of: model.state, as: .lines) {
        """
        loaded
        """
      }
    }
  }
  // snippet-end
}

// snippet: diff-tool-custom
extension SnapshotTestingConfiguration.DiffTool {
  static let vscode = Self { expected, actual in "code --diff \"\(expected)\" \"\(actual)\"" }
  static let opendiff: Self = "opendiff"  // opendiff <expected> <actual>
}
// snippet-end

// snippet: snapshots-trait
@Suite(.snapshots(record: .failed, diffTool: .ksdiff))
struct ProfileTests {
  @Test func profile() {
    assertInlineSnapshot(of: Profile(name: "Blob"), as: .dump) {
      """
      ▿ Profile
        - name: "Blob"
      """
    }
  }
}
// snippet-end

@Suite struct ConfigurationSamples {
  // snippet: snapshots-trait-forms
  @Test(.snapshots(record: .all)) func rerecord() {
    assertInlineSnapshot(of: "Blob", as: .lines) { "Blob" }
  }

  @Suite(.snapshots(record: .failed, diffTool: .ksdiff)) struct FeatureTests {
    @Test func name() { assertInlineSnapshot(of: "Blob", as: .lines) { "Blob" } }
  }

  @Suite(.snapshots(placeholders: .standard)) struct CheckoutTests {
    @Test func id() { assertInlineSnapshot(of: "\(UUID())", as: .lines) { "<UUID 1>" } }
  }
  // snippet-end

  // snippet: snapshots-trait-configuration
  @Suite(.snapshots(SnapshotTestingConfiguration(record: .never, diffTool: nil))) struct CITests {
    @Test func name() { assertInlineSnapshot(of: "Blob", as: .lines) { "Blob" } }
  }
  // snippet-end

  @Test func configuration() {
    // snippet: configuration-init
    let configuration = SnapshotTestingConfiguration(record: .failed, diffTool: .ksdiff)
    // snippet-end
    #expect(configuration.record == .failed)
    // snippet: configuration-init-placeholders
    let withPlaceholders = SnapshotTestingConfiguration(record: nil, diffTool: nil, placeholders: .standard)
    // snippet-end
    #expect(withPlaceholders.placeholders == .standard)
  }

  @Test func recordModes() {
    let user = Profile(name: "Blob")
    // snippet: record-mode-per-call
    assertInlineSnapshot(of: user, as: .dump, record: .failed) {
      """
      ▿ Profile
        - name: "Blob"
      """
    }
    withSnapshotTesting(record: .all) {
      assertInlineSnapshot(of: user.name, as: .lines) {
        """
        Blob
        """
      }
    }
    // snippet-end
  }

  @Test func diffToolCommands() {
    #expect(
      SnapshotTestingConfiguration.DiffTool.vscode(currentFilePath: "a", failedFilePath: "b") == #"code --diff "a" "b""#
    )
    #expect(SnapshotTestingConfiguration.DiffTool.opendiff(currentFilePath: "a", failedFilePath: "b") == "opendiff a b")
  }
}

final class DiffToolSamples: XCTestCase {
  // snippet: diff-tool-invoke-test
  override func invokeTest() {
    withSnapshotTesting(diffTool: .ksdiff) { super.invokeTest() }
  }
  // snippet-end
}
