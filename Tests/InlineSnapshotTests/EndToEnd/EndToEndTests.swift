import Foundation
import Testing

/// Runs scratch-package scenarios as a user meets the toolkit: a package in a temporary folder that
/// depends on this one by path, its tests run with `swift test` as subprocesses in each record mode,
/// then the rewritten files, the messages and the pending changes are checked. The package is built
/// once for the whole test run (every scenario's files at once, each scenario's in its own test
/// target); a scenario that needs its rewritten files compiled rebuilds incrementally, which
/// recompiles its own target only. One test per scenario, run one at a time since they share the
/// package's build folder.
///
/// Set `INLINE_SNAPSHOT_SKIP_END_TO_END=1` to skip them; `INLINE_SNAPSHOT_KEEP_SCRATCH=1` keeps the
/// scratch folder for inspection.
@Suite(.serialized, .enabled(if: ScratchPackage.isEnabled))
struct EndToEndTests {
  /// Every scenario, for the files of the shared package.
  static let scenarios: [any EndToEndScenario.Type] = [
    RecordingScenario.self,
    RecordModeScenarios.self,
    XCTestScenario.self,
    ParallelXCTestScenario.self,
    EditedAfterBuildScenario.self,
    ConfigurationScenarios.self,
    UndoScenario.self,
    CrashScenario.self,
    EditedDuringBuildScenario.self,
    ArtifactsScenario.self,
    ReviewWorkflowScenario.self,
    MigrationScenario.self,
    GlobalRecordModeScenario.self,
    CommentedSnapshotScenario.self,
    SourceLocationScenario.self,
    SeveralValuesScenario.self,
    SectionsScenario.self,
    ShiftScenario.self,
    MisreadSwiftScenario.self,
    UnreadableCallScenario.self,
    HintScenario.self,
    ExhaustiveHistoriesScenario.self,
    FailureAttachmentsScenario.self,
    PlaceholderOrdersScenario.self,
    PlaceholderRequestScenario.self,
    PlaceholderEventsScenario.self,
    PlaceholderPatternScenario.self,
    WithoutPlaceholdersScenario.self,
    ClosureRemovalScenario.self,
    FormatOnlyScenario.self,
    ShardedReviewScenario.self,
    HiddenChangeScenario.self,
    RefusedCopyScenario.self,
    ArchivedStoreScenario.self,
    ShardedSectionsScenario.self,
  ]

  private func run(_ scenario: some EndToEndScenario) async throws {
    try await scenario.run(try await ScratchPackage.shared())
  }

  @Test func recordsEmptySnapshotsAndLeavesEveryOtherByteAlone() async throws { try await run(RecordingScenario()) }
  @Test func eachRecordModeUnderSwiftTesting() async throws { try await run(RecordModeScenarios()) }
  @Test func xcTestFailuresAndContinueAfterFailure() async throws { try await run(XCTestScenario()) }
  @Test func parallelXCTestProcessesLandEveryRecording() async throws { try await run(ParallelXCTestScenario()) }
  @Test func aFileEditedAfterTheBuildIsNeverWritten() async throws { try await run(EditedAfterBuildScenario()) }
  @Test func modeFromCIFromTheTraitAndFromTheVariable() async throws { try await run(ConfigurationScenarios()) }
  @Test func undoingARecordingRecordsAgain() async throws { try await run(UndoScenario()) }
  @Test func aCrashLosesNoRecording() async throws { try await run(CrashScenario()) }
  @Test func aFileSavedDuringTheBuildIsNeverWrittenAtStaleLines() async throws {
    try await run(EditedDuringBuildScenario())
  }
  @Test func artifactsHoldThisRunsChangesOnly() async throws { try await run(ArtifactsScenario()) }
  @Test func reviewWorkflowThroughTheToolAndThePlugin() async throws { try await run(ReviewWorkflowScenario()) }
  @Test func aSuiteWrittenForInlineSnapshotTestingMovesOver() async throws { try await run(MigrationScenario()) }
  @Test func theDeprecatedIsRecordingGlobalRecordsTheProcess() async throws {
    try await run(GlobalRecordModeScenario())
  }
  @Test func reRecordingKeepsCommentsInTheClosure() async throws { try await run(CommentedSnapshotScenario()) }
  @Test func aFileNamedByASourceLocationDirectiveIsNeverWritten() async throws {
    try await run(SourceLocationScenario())
  }
  @Test func aClosureWithSeveralValuesInOneRunGetsNone() async throws { try await run(SeveralValuesScenario()) }
  @Test func eachCaseOfAParameterisedTestOrALoopGetsItsOwnSection() async throws { try await run(SectionsScenario()) }
  @Test func aFileWithAnOldDateEditedAfterTheBuildIsNeverWritten() async throws { try await run(ShiftScenario()) }
  @Test func swiftTheTokenizerCouldMisreadPutsEachValueInItsOwnCall() async throws {
    try await run(MisreadSwiftScenario())
  }
  @Test func callsInMacrosAndInterpolationsAreNamedAndSpareTheRestOfTheFile() async throws {
    try await run(UnreadableCallScenario())
  }
  @Test func hintsWorkAsTypedFromThePackageAndItsSubfolders() async throws { try await run(HintScenario()) }
  @Test func whatARecorderSentAfterItsLastSnapshotFailsTheTest() async throws {
    try await run(ExhaustiveHistoriesScenario())
  }
  @Test func aFailingSnapshotLeavesItsTextsInTheAttachmentsFolder() async throws {
    try await run(FailureAttachmentsScenario())
  }
  @Test func ordersUnderPlaceholdersRecordTokensAndPassWithFreshValues() async throws {
    try await run(PlaceholderOrdersScenario())
  }
  @Test func aRequestsIdsInPathQueryAndBodyShareTokens() async throws { try await run(PlaceholderRequestScenario()) }
  @Test func twoEventsSharingAnIdShareItsToken() async throws { try await run(PlaceholderEventsScenario()) }
  @Test func aPerAssertionPatternNamesItsTokens() async throws { try await run(PlaceholderPatternScenario()) }
  @Test func withoutPlaceholdersAFreshUUIDFailsNamingThem() async throws {
    try await run(WithoutPlaceholdersScenario())
  }
  @Test func aHelpersClosuresWhoseOutputIsNowNilAreRemoved() async throws { try await run(ClosureRemovalScenario()) }
  @Test func aMigrationsFormatOnlyChangesAreMarkedAndAcceptedApart() async throws {
    try await run(FormatOnlyScenario())
  }
  @Test func threeShardsAreReviewedAsOneStoreAndTheirConflictIsNeverApplied() async throws {
    try await run(ShardedReviewScenario())
  }
  @Test func textThatReadsAsATokenPrivateUseTextAndNaNsNeverHideAChange() async throws {
    try await run(HiddenChangeScenario())
  }
  @Test func followingTheHintForATruncatedShardCopyKeepsTheIntactChange() async throws {
    try await run(RefusedCopyScenario())
  }
  @Test func aDownloadedZipArtifactIsNamedNeverReadAsEmpty() async throws { try await run(ArchivedStoreScenario()) }
  @Test func sectionsAssertedOnDifferentShardsAreOneChangeAndConflictOnlyPerSection() async throws {
    try await run(ShardedSectionsScenario())
  }
}
