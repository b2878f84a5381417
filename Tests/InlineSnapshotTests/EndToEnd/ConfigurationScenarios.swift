import Testing

/// How the mode is chosen: the `CI` default, the Swift Testing trait over the variable, an
/// unusable `SNAPSHOT_TESTING_RECORD`, and an empty one (which means unset).
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

  static let emptyVariable = """
    import InlineSnapshot
    import Testing

    @Suite struct EmptyVariableST {
      @Test func missing() {
        assertInlineSnapshot(of: "value", as: .lines)
      }
    }

    """

  static var files: [String: String] {
    [
      "EmptyVariableST.swift": Self.emptyVariable,
      "CIDefaultST.swift": Self.ciDefault,
      "TraitScopeST.swift": Self.traitScope,
      "InvalidVariableST.swift": Self.invalidVariable,
    ]
  }

  func run(_ package: ScratchPackage) async throws {
    try await firstRun(package)
  }

  private func firstRun(_ package: ScratchPackage) async throws {
    let ci = try await package.test(filter: "CIDefaultST", record: nil, ci: "TRUE", pending: "CIDefaultST")
    Check.failed(ci)
    Check.output(
      ci,
      contains: [
        "Missing snapshot; nothing was written (record mode never (the default when CI is set)), the snapshot was "
          + "kept as pending change "
      ])
    try Check.file(package, "CIDefaultST.swift", equals: Self.ciDefault)
    #expect(package.pendingChanges("CIDefaultST").count == 1)

    let trait = try await package.test(filter: "TraitScopeST", record: "all", pending: "TraitScopeST")
    Check.failed(trait)
    Check.output(
      trait,
      contains: [
        "Missing snapshot; nothing was written (record mode never (from withSnapshotTesting or the .snapshots "
          + "trait)), the snapshot was kept as pending change ",
        "Missing snapshot; nothing was written (record mode never (from the call's record: argument)), the "
          + "snapshot was kept as pending change ",
      ])
    try Check.file(package, "TraitScopeST.swift", equals: Self.traitScope)

    let invalid = try await package.test(filter: "InvalidVariableST", record: "sometimes", pending: "InvalidVariableST")
    Check.failed(invalid)
    Check.output(
      invalid,
      contains: [
        #"SNAPSHOT_TESTING_RECORD="sometimes" is not a record mode; use one of: all, failed, missing, never (any "#
          + #"letter case)."#
      ])
    try Check.file(package, "InvalidVariableST.swift", equals: Self.invalidVariable)

    // An empty variable, as CI templates often produce, means unset: the local default records.
    let empty = try await package.test(filter: "EmptyVariableST", record: "", pending: "EmptyVariableST")
    Check.failed(empty)
    Check.output(empty, contains: [Check.recorded("EmptyVariableST.swift")])
    Check.output(empty, lacks: ["is not a record mode"])
    try Check.file(
      package, "EmptyVariableST.swift",
      equals: Self.emptyVariable.replacingOccurrences(
        of: "as: .lines)\n", with: "as: .lines) {\n      \"\"\"\n      value\n      \"\"\"\n    }\n"))
  }
}
