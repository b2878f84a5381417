import InlineSnapshotTesting
@_spi(Internals) import SnapshotTesting
import XCTest

#if canImport(Testing)
  import Testing
#endif

func probeConfiguration() async throws {
  var configuration = SnapshotTestingConfiguration(record: .all, diffTool: .ksdiff)
  configuration.record = .failed
  configuration.diffTool = .default
  let modes: [SnapshotTestingConfiguration.Record] = [.all, .failed, .missing, .never]
  _ = (modes, SnapshotTestingConfiguration.Record(rawValue: "failed"), modes[0] == .all)
  let current: SnapshotTestingConfiguration? = SnapshotTestingConfiguration.current
  _ = current?.record
  SnapshotTestingConfiguration.$current.withValue(configuration) {}

  let custom = SnapshotTestingConfiguration.DiffTool { "compare \($0) \($1)" }
  let named: SnapshotTestingConfiguration.DiffTool = "opendiff"
  _ = custom(currentFilePath: "a", failedFilePath: "b") + named(currentFilePath: "a", failedFilePath: "b")

  withSnapshotTesting(record: .missing, diffTool: .ksdiff) {}
  withSnapshotTesting {}
  try await withSnapshotTesting(record: .never) {
    try await Task.sleep(nanoseconds: 0)
  }
}

// What InlineSnapshotTesting deprecated and its users still write.
func probeDeprecatedConfiguration() {
  let recording: SnapshotTestingConfiguration.Record = true
  let notRecording: SnapshotTestingConfiguration.Record = false
  withSnapshotTesting(record: true) {}
  assertInlineSnapshot(of: "value", as: .lines, record: false)
  let noTool: SnapshotTestingConfiguration.DiffTool = nil
  _ = (recording, notRecording, noTool)

  isRecording = true
  isRecording = !isRecording
  record = false
  _ = record
  let tool = diffTool
  diffTool = .ksdiff
  diffTool = tool
}

#if canImport(Testing)
  @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
  struct ProbeSuite {
    @Test(.snapshots) func defaults() {}
    @Test(.snapshots(SnapshotTestingConfiguration(record: .never, diffTool: nil))) func configured() {}
    @Test(.snapshots(record: .all)) func recording() {}
  }

  let probeTrait: _SnapshotsTestTrait = .snapshots(record: .missing)
#endif
