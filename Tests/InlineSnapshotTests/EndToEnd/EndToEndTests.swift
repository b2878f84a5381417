import Foundation
import Testing

/// Runs scratch-package scenarios as a user meets the toolkit: a package in a temporary folder that
/// depends on this one by path, its tests run with `swift test` as subprocesses in each record mode,
/// then the rewritten files, the messages and the pending changes are checked.
///
/// The scenarios run in two lanes, each with its own scratch package, so that a 2-core machine runs
/// two `swift test` subprocesses at a time. Each lane's package is built once for the whole test run
/// (every scenario of the lane at once, each scenario's files in its own test target); a scenario
/// that needs its rewritten files compiled rebuilds incrementally, which recompiles its own target
/// only. Within a lane the scenarios run one at a time since they share the package's build folder.
/// The lanes are balanced by the scenarios' measured times.
///
/// Set `INLINE_SNAPSHOT_SKIP_END_TO_END=1` to skip them; `INLINE_SNAPSHOT_KEEP_SCRATCH=1` keeps the
/// scratch folders for inspection.
@Suite(.enabled(if: ScratchPackage.isEnabled))
enum EndToEndTests {
  /// The scenarios of each lane, for the files of its package.
  static let lanes: [[any EndToEndScenario.Type]] = [
    [
      RecordingScenario.self,
      XCTestScenario.self,
      ConfigurationScenarios.self,
      UndoScenario.self,
      ReviewWorkflowScenario.self,
      MigrationScenario.self,
      CommentedSnapshotScenario.self,
      SourceLocationScenario.self,
      SeveralValuesScenario.self,
      MisreadSwiftScenario.self,
      UnreadableCallScenario.self,
      ExhaustiveHistoriesScenario.self,
      FailureAttachmentsScenario.self,
      WithoutPlaceholdersScenario.self,
      ClosureRemovalScenario.self,
      FormatOnlyScenario.self,
      RefusedCopyScenario.self,
      ShardedSectionsScenario.self,
    ],
    [
      RecordModeScenarios.self,
      ParallelXCTestScenario.self,
      EditedAfterBuildScenario.self,
      CrashScenario.self,
      EditedDuringBuildScenario.self,
      ArtifactsScenario.self,
      GlobalRecordModeScenario.self,
      MatcherScenario.self,
      SectionsScenario.self,
      ShiftScenario.self,
      HintScenario.self,
      PlaceholderOrdersScenario.self,
      PlaceholderRequestScenario.self,
      PlaceholderEventsScenario.self,
      PlaceholderPatternScenario.self,
      ShardedReviewScenario.self,
      HiddenChangeScenario.self,
      ArchivedStoreScenario.self,
    ],
    // Slow (they run the tests a dozen times, or rebuild several times): `.ci/slow-scenarios` runs
    // this lane on its own.
    [StabilityScenario.self, AttachedRecordingsScenario.self],
  ]

  /// The options a lane's package is built with: the lean ones (see
  /// ``ScratchPackage/leanBuildOptions``), except for the slow lane, whose `inline-snapshot stability`
  /// builds the package itself with SwiftPM's defaults.
  static func buildOptions(lane: Int) -> [String] {
    lane == lanes.count - 1 ? [] : ScratchPackage.leanBuildOptions
  }

  /// Runs a scenario on its lane's package.
  static func run(_ scenario: some EndToEndScenario) async throws {
    let lane = try #require(
      lanes.firstIndex { $0.contains { ObjectIdentifier($0) == ObjectIdentifier(type(of: scenario)) } })
    try await scenario.run(try await ScratchPackage.shared(lane: lane))
  }

  @Suite(.serialized)
  struct FirstLane {
    private func run(_ scenario: some EndToEndScenario) async throws { try await EndToEndTests.run(scenario) }

    @Test func recordsEmptySnapshotsAndLeavesEveryOtherByteAlone() async throws { try await run(RecordingScenario()) }
    @Test func xcTestFailuresAndContinueAfterFailure() async throws { try await run(XCTestScenario()) }
    @Test func modeFromCIFromTheTraitAndFromTheVariable() async throws { try await run(ConfigurationScenarios()) }
    @Test func undoingARecordingRecordsAgain() async throws { try await run(UndoScenario()) }
    @Test func reviewWorkflowThroughTheToolAndThePlugin() async throws { try await run(ReviewWorkflowScenario()) }
    @Test func aSuiteWrittenForInlineSnapshotTestingMovesOver() async throws { try await run(MigrationScenario()) }
    @Test func reRecordingKeepsCommentsInTheClosure() async throws { try await run(CommentedSnapshotScenario()) }
    @Test func aFileNamedByASourceLocationDirectiveIsNeverWritten() async throws {
      try await run(SourceLocationScenario())
    }
    @Test func aClosureWithSeveralValuesInOneRunGetsNone() async throws { try await run(SeveralValuesScenario()) }
    @Test func swiftTheTokenizerCouldMisreadPutsEachValueInItsOwnCall() async throws {
      try await run(MisreadSwiftScenario())
    }
    @Test func callsInMacrosAndInterpolationsAreNamedAndSpareTheRestOfTheFile() async throws {
      try await run(UnreadableCallScenario())
    }
    @Test func whatARecorderSentAfterItsLastSnapshotFailsTheTest() async throws {
      try await run(ExhaustiveHistoriesScenario())
    }
    @Test func aFailingSnapshotLeavesItsTextsInTheAttachmentsFolder() async throws {
      try await run(FailureAttachmentsScenario())
    }
    @Test func withoutPlaceholdersAFreshUUIDFailsNamingThem() async throws {
      try await run(WithoutPlaceholdersScenario())
    }
    @Test func aHelpersClosuresWhoseOutputIsNowNilAreRemoved() async throws { try await run(ClosureRemovalScenario()) }
    @Test func aMigrationsFormatOnlyChangesAreMarkedAndAcceptedApart() async throws {
      try await run(FormatOnlyScenario())
    }
    @Test func followingTheHintForATruncatedShardCopyKeepsTheIntactChange() async throws {
      try await run(RefusedCopyScenario())
    }
    @Test func sectionsAssertedOnDifferentShardsAreOneChangeAndConflictOnlyPerSection() async throws {
      try await run(ShardedSectionsScenario())
    }
  }

  @Suite(.serialized)
  struct SecondLane {
    private func run(_ scenario: some EndToEndScenario) async throws { try await EndToEndTests.run(scenario) }

    @Test func eachRecordModeUnderSwiftTesting() async throws { try await run(RecordModeScenarios()) }
    @Test func parallelXCTestProcessesLandEveryRecording() async throws { try await run(ParallelXCTestScenario()) }
    @Test func aFileEditedAfterTheBuildIsNeverWritten() async throws { try await run(EditedAfterBuildScenario()) }
    @Test func aCrashLosesNoRecording() async throws { try await run(CrashScenario()) }
    @Test func aFileSavedDuringTheBuildIsNeverWrittenAtStaleLines() async throws {
      try await run(EditedDuringBuildScenario())
    }
    @Test func artifactsHoldThisRunsChangesOnly() async throws { try await run(ArtifactsScenario()) }
    @Test func theDeprecatedIsRecordingGlobalRecordsTheProcess() async throws {
      try await run(GlobalRecordModeScenario())
    }
    @Test func matchersPassFreshValuesAndSurviveRecordingAgain() async throws { try await run(MatcherScenario()) }
    @Test func eachCaseOfAParameterisedTestOrALoopGetsItsOwnSection() async throws { try await run(SectionsScenario()) }
    @Test func aFileWithAnOldDateEditedAfterTheBuildIsNeverWritten() async throws { try await run(ShiftScenario()) }
    @Test func hintsWorkAsTypedFromThePackageAndItsSubfolders() async throws { try await run(HintScenario()) }
    @Test func ordersUnderPlaceholdersRecordTokensAndPassWithFreshValues() async throws {
      try await run(PlaceholderOrdersScenario())
    }
    @Test func aRequestsIdsInPathQueryAndBodyShareTokens() async throws { try await run(PlaceholderRequestScenario()) }
    @Test func twoEventsSharingAnIdShareItsToken() async throws { try await run(PlaceholderEventsScenario()) }
    @Test func aPerAssertionPatternNamesItsTokens() async throws { try await run(PlaceholderPatternScenario()) }
    @Test func threeShardsAreReviewedAsOneStoreAndTheirConflictIsNeverApplied() async throws {
      try await run(ShardedReviewScenario())
    }
    @Test func textThatReadsAsATokenPrivateUseTextAndNaNsNeverHideAChange() async throws {
      try await run(HiddenChangeScenario())
    }
    @Test func aDownloadedZipArtifactIsNamedNeverReadAsEmpty() async throws { try await run(ArchivedStoreScenario()) }
  }

  /// Scenarios too slow for `swift test`'s ten minutes, run by `.ci/slow-scenarios` with
  /// `INLINE_SNAPSHOT_SLOW_END_TO_END=1`.
  @Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["INLINE_SNAPSHOT_SLOW_END_TO_END"] == "1"))
  struct SlowLane {
    @Test func stabilityNamesTheSnapshotsThatChangeBetweenRunsAndFixesThem() async throws {
      try await EndToEndTests.run(StabilityScenario())
    }
    @Test func recordingsOfTestsRunWhereTheSourceIsNotComeBackAsAttachments() async throws {
      try await EndToEndTests.run(AttachedRecordingsScenario())
    }
  }
}
