import Testing

@testable import InlineSnapshot

@Suite struct RecordModeResolutionTests {
  let variableAll = RecordModeEnvironment(record: "all", ci: nil)

  @Test func callBeatsScopeVariableAndDefault() throws {
    let resolution = try RecordModeResolution.resolve(call: .never, scope: .failed, environment: variableAll).get()
    #expect(resolution == RecordModeResolution(mode: .never, source: .call))
  }

  @Test func scopeBeatsVariable() throws {
    let resolution = try RecordModeResolution.resolve(call: nil, scope: .failed, environment: variableAll).get()
    #expect(resolution == RecordModeResolution(mode: .failed, source: .scope))
  }

  /// InlineSnapshotTesting's deprecated `isRecording` global: under the call and the scope, over the variable.
  @Test func globalBeatsVariableAndLosesToScope() throws {
    let global = try RecordModeResolution.resolve(call: nil, scope: nil, global: .all, environment: variableAll).get()
    #expect(global == RecordModeResolution(mode: .all, source: .global))
    let scoped = try RecordModeResolution.resolve(call: nil, scope: .never, global: .all, environment: variableAll)
      .get()
    #expect(scoped == RecordModeResolution(mode: .never, source: .scope))
    #expect(
      RecordModeResolution(mode: .missing, source: .global).explanation
        == "record mode missing (from the isRecording global)")
  }

  @Test func variableBeatsCIDefault() throws {
    let environment = RecordModeEnvironment(record: "missing", ci: "true")
    let resolution = try RecordModeResolution.resolve(call: nil, scope: nil, environment: environment).get()
    #expect(resolution == RecordModeResolution(mode: .missing, source: .variable))
  }

  @Test func defaults() throws {
    let local = try RecordModeResolution.resolve(call: nil, scope: nil, environment: .init(record: nil, ci: nil)).get()
    #expect(local == RecordModeResolution(mode: .missing, source: .localDefault))
    let ci = try RecordModeResolution.resolve(call: nil, scope: nil, environment: .init(record: nil, ci: "1")).get()
    #expect(ci == RecordModeResolution(mode: .never, source: .ciDefault))
  }

  @Test func invalidVariableFailsEvenWhenTheCallChooses() {
    let environment = RecordModeEnvironment(record: "sometimes", ci: nil)
    #expect(throws: RecordModeError(value: "sometimes")) {
      try RecordModeResolution.resolve(call: .all, scope: nil, environment: environment).get()
    }
  }

  @Test func withSnapshotTestingScopesTheModeAndRestoresIt() {
    #expect(SnapshotTestingConfiguration.current?.record == nil)
    withSnapshotTesting(record: .failed) {
      #expect(SnapshotTestingConfiguration.current?.record == .failed)
      withSnapshotTesting(record: .all) { #expect(SnapshotTestingConfiguration.current?.record == .all) }
      withSnapshotTesting { #expect(SnapshotTestingConfiguration.current?.record == .failed) }
    }
    #expect(SnapshotTestingConfiguration.current?.record == nil)
  }

  @Test func asyncScopeReachesChildTasks() async {
    let seen = await withSnapshotTesting(record: .never) {
      await Task { SnapshotTestingConfiguration.current?.record }.value
    }
    #expect(seen == .never)
  }

  @Test(.snapshots(record: .all)) func traitScopesATest() {
    #expect(SnapshotTestingConfiguration.current?.record == .all)
  }

  @Test func explanationsNameTheSource() {
    #expect(
      RecordModeResolution(mode: .never, source: .ciDefault).explanation
        == "record mode never (the default when CI is set)")
    #expect(
      RecordModeResolution(mode: .missing, source: .localDefault).explanation == "record mode missing (the default)")
    #expect(
      RecordModeResolution(mode: .failed, source: .variable).explanation
        == "record mode failed (from SNAPSHOT_TESTING_RECORD)")
    #expect(
      RecordModeResolution(mode: .all, source: .call).explanation
        == "record mode all (from the call's record: argument)")
    #expect(
      RecordModeResolution(mode: .all, source: .scope).explanation
        == "record mode all (from withSnapshotTesting or the .snapshots trait)"
    )
  }
}

@Suite(.snapshots(record: .failed)) struct RecordModeSuiteTraitTests {
  @Test func suiteTraitReachesItsTests() {
    #expect(SnapshotTestingConfiguration.current?.record == .failed)
  }

  @Test(.snapshots(record: .never)) func innerTraitWins() {
    #expect(SnapshotTestingConfiguration.current?.record == .never)
  }
}
