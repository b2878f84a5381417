import Testing

/// A test file edited after the build is never written: the failure names the file and the
/// snapshot is kept as a pending change.
struct EditedAfterBuildScenario: EndToEndScenario {
  static let source = """
    import InlineSnapshot
    import Testing

    @Suite struct EditedAfterBuildST {
      @Test func recordsNothing() {
        assertInlineSnapshot(of: "value", as: .lines)
      }
    }

    """

  static let edited = source + "// edited after the build\n"

  var files: [String: String] { ["EditedAfterBuildST.swift": Self.source] }

  func afterFirstBuild(_ package: ScratchPackage) async throws {
    try package.writeTest("EditedAfterBuildST.swift", Self.edited)
    let run = try await package.test(filter: "EditedAfterBuildST", record: "missing", pending: "EditedAfterBuildST")
    Check.failed(run)
    Check.output(run, contains: [
      "recorded an issue at EditedAfterBuildST.swift:6:25",
      "Missing snapshot; could not record it, so it was kept as a pending change: ",
      "EditedAfterBuildST.swift",
    ])
    Check.output(run, lacks: ["recorded it into EditedAfterBuildST.swift"])
    try Check.file(package, "EditedAfterBuildST.swift", equals: Self.edited)
    #expect(package.pendingChanges("EditedAfterBuildST").count == 1)
  }
}

/// How the mode is chosen: the `CI` default, the Swift Testing trait over the variable, and an
/// unusable `SNAPSHOT_TESTING_RECORD`.
struct ConfigurationScenarios: EndToEndScenario {
  static let ciDefault = """
    import InlineSnapshot
    import Testing

    @Suite struct CIDefaultST {
      @Test func missing() {
        assertInlineSnapshot(of: "value", as: .lines)
      }
    }

    """

  static let traitScope = """
    import InlineSnapshot
    import Testing

    @Suite(.snapshots(record: .never)) struct TraitScopeST {
      @Test func missing() {
        assertInlineSnapshot(of: "value", as: .lines)
      }

      @Test func callWins() {
        assertInlineSnapshot(of: "value", as: .lines, record: .never)
      }
    }

    """

  static let invalidVariable = """
    import InlineSnapshot
    import Testing

    @Suite struct InvalidVariableST {
      @Test func matching() {
        assertInlineSnapshot(of: "value", as: .lines) {
          \"""
          value
          \"""
        }
      }
    }

    """

  var files: [String: String] {
    [
      "CIDefaultST.swift": Self.ciDefault,
      "TraitScopeST.swift": Self.traitScope,
      "InvalidVariableST.swift": Self.invalidVariable,
    ]
  }

  func afterFirstBuild(_ package: ScratchPackage) async throws {
    let ci = try await package.test(filter: "CIDefaultST", record: nil, ci: "TRUE", pending: "CIDefaultST")
    Check.failed(ci)
    Check.output(ci, contains: [
      "Missing snapshot; nothing was written (record mode never (the default when CI is set)), the snapshot was kept as a pending change."
    ])
    try Check.file(package, "CIDefaultST.swift", equals: Self.ciDefault)
    #expect(package.pendingChanges("CIDefaultST").count == 1)

    let trait = try await package.test(filter: "TraitScopeST", record: "all", pending: "TraitScopeST")
    Check.failed(trait)
    Check.output(trait, contains: [
      "Missing snapshot; nothing was written (record mode never (from withSnapshotTesting or the .snapshots trait)), the snapshot was kept as a pending change.",
      "Missing snapshot; nothing was written (record mode never (from the call's record: argument)), the snapshot was kept as a pending change.",
    ])
    try Check.file(package, "TraitScopeST.swift", equals: Self.traitScope)

    let invalid = try await package.test(filter: "InvalidVariableST", record: "sometimes", pending: "InvalidVariableST")
    Check.failed(invalid)
    Check.output(invalid, contains: [
      #"SNAPSHOT_TESTING_RECORD="sometimes" is not a record mode; use one of: all, failed, missing, never (any letter case)."#
    ])
    try Check.file(package, "InvalidVariableST.swift", equals: Self.invalidVariable)
  }
}
