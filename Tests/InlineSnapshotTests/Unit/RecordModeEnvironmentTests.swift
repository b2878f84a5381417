import Testing

@testable import InlineSnapshot

@Suite struct RecordModeEnvironmentTests {
  @Test(arguments: [
    ("all", SnapshotRecordMode.all), ("ALL", .all), ("Failed", .failed), ("missing", .missing),
    ("NEVER", .never), (" never ", .never),
  ])
  func variableNamesAModeInAnyCase(value: String, mode: SnapshotRecordMode) throws {
    let resolved = try RecordModeEnvironment(record: value, ci: "true").resolve().get()
    #expect(resolved.mode == mode)
    #expect(resolved.source == .variable)
  }

  @Test func anyOtherValueNamesTheVariableAndTheAcceptedValues() {
    let result = RecordModeEnvironment(record: "yes please", ci: nil).resolve()
    #expect(throws: RecordModeError(value: "yes please")) { try result.get() }
    #expect(
      RecordModeError(value: "yes please").description
        == #"SNAPSHOT_TESTING_RECORD="yes please" is not a record mode; use one of: all, failed, missing, never "#
        + #"(any letter case)."#
    )
  }

  @Test(arguments: ["", "  "])
  func anEmptyVariableMeansUnset(value: String) throws {
    let local = try RecordModeEnvironment(record: value, ci: nil).resolve().get()
    #expect(local.mode == .missing && local.source == .localDefault)
    let ci = try RecordModeEnvironment(record: value, ci: "true").resolve().get()
    #expect(ci.mode == .never && ci.source == .ciDefault)
  }

  @Test(arguments: ["true", "TRUE", "1", "yes", "Yes"])
  func ciDefaultsToNever(ci: String) throws {
    let resolved = try RecordModeEnvironment(record: nil, ci: ci).resolve().get()
    #expect(resolved.mode == .never)
    #expect(resolved.source == .ciDefault)
  }

  @Test(arguments: [nil, "false", "0", "no", ""] as [String?])
  func otherwiseDefaultsToMissing(ci: String?) throws {
    let resolved = try RecordModeEnvironment(record: nil, ci: ci).resolve().get()
    #expect(resolved.mode == .missing)
    #expect(resolved.source == .localDefault)
  }
}
