import Foundation
import Testing

/// Builds a scratch package that depends on this one, runs its tests as subprocesses in each record
/// mode, and checks the rewritten files, messages and pending changes. The package is built once,
/// and rebuilt once after the first runs rewrote its files.
///
/// Set `INLINE_SNAPSHOT_SKIP_END_TO_END=1` to skip it; `INLINE_SNAPSHOT_KEEP_SCRATCH=1` keeps the
/// scratch folder for inspection.
@Suite struct EndToEndTests {
  static let scenarios: [any EndToEndScenario] = [
    RecordingScenario(),
    RecordModeScenarios(),
    XCTestScenario(),
    ParallelXCTestScenario(),
    EditedAfterBuildScenario(),
    ConfigurationScenarios(),
    MigrationScenario(),
    CommentedSnapshotScenario(),
  ]

  static var enabled: Bool {
    ProcessInfo.processInfo.environment["INLINE_SNAPSHOT_SKIP_END_TO_END"] == nil && ScratchPackage.toolkitRoot() != nil
  }

  @Test(.enabled(if: enabled), .timeLimit(.minutes(10)))
  func scratchPackage() async throws {
    let toolkit = try #require(ScratchPackage.toolkitRoot())
    let libraries = Self.scenarios.flatMap(\.libraries)
    let package = try ScratchPackage(dependingOn: toolkit, libraries: libraries.map(\.target))
    defer {
      if ProcessInfo.processInfo.environment["INLINE_SNAPSHOT_KEEP_SCRATCH"] == nil {
        package.remove()
      } else {
        print("Scratch package kept at \(package.root.path)")
      }
    }
    for scenario in Self.scenarios {
      for (name, contents) in scenario.files { try package.writeTest(name, contents) }
    }
    for library in libraries {
      for (name, contents) in library.files { try package.writeSource(name, of: library.target.name, contents) }
    }

    let firstBuild = try await package.build()
    try #require(firstBuild.status == 0, "swift build failed:\n\(firstBuild.output)")
    for scenario in Self.scenarios { try await scenario.afterFirstBuild(package) }

    let rebuild = try await package.build()
    try #require(rebuild.status == 0, "swift build of the rewritten files failed:\n\(rebuild.output)")
    for scenario in Self.scenarios { try await scenario.afterRebuild(package) }
  }
}
