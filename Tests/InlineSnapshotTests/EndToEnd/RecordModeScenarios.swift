import Testing

/// Each row of the record-mode table under Swift Testing: a missing, a different and a
/// matching snapshot in one file per mode, with the messages, their locations and the pending changes.
struct RecordModeScenarios: EndToEndScenario {
  struct Mode {
    var name: String
    var suite: String { "Mode\(name.prefix(1).uppercased() + name.dropFirst())ST" }
    var file: String { "\(suite).swift" }
    var writesMissing: Bool
    var rewritesDifferent: Bool
    var pendingCount: Int
    var missingMessage: String
    var differentMessage: String
  }

  static let modes: [Mode] = [
    Mode(
      name: "missing", writesMissing: true, rewritesDifferent: false, pendingCount: 1,
      missingMessage: Check.recorded("ModeMissingST.swift"),
      differentMessage:
        "Snapshot did not match; nothing was written (record mode missing (from SNAPSHOT_TESTING_RECORD)), the new "
        + "snapshot was kept as pending change "
    ),
    Mode(
      name: "failed", writesMissing: true, rewritesDifferent: true, pendingCount: 0,
      missingMessage: Check.recorded("ModeFailedST.swift"),
      differentMessage:
        "Snapshot did not match; recorded the new one, written into ModeFailedST.swift when the test process ends "
        + "(record mode failed (from SNAPSHOT_TESTING_RECORD))."
    ),
    Mode(
      name: "all", writesMissing: true, rewritesDifferent: true, pendingCount: 0,
      missingMessage: Check.recorded("ModeAllST.swift"),
      differentMessage:
        "Snapshot did not match; recorded the new one, written into ModeAllST.swift when the test process ends "
        + "(record mode all (from SNAPSHOT_TESTING_RECORD))."
    ),
    Mode(
      name: "never", writesMissing: false, rewritesDifferent: false, pendingCount: 2,
      missingMessage:
        "Missing snapshot; nothing was written (record mode never (from SNAPSHOT_TESTING_RECORD)), the snapshot "
        + "was kept as pending change ",
      differentMessage:
        "Snapshot did not match; nothing was written (record mode never (from SNAPSHOT_TESTING_RECORD)), the new "
        + "snapshot was kept as pending change "
    ),
  ]

  static var files: [String: String] {
    Dictionary(uniqueKeysWithValues: Self.modes.map { ($0.file, Self.source(suite: $0.suite)) })
  }

  func run(_ package: ScratchPackage) async throws {
    try await firstRun(package)
    try await package.rebuild()
    try await afterRebuild(package)
  }

  private func firstRun(_ package: ScratchPackage) async throws {
    for mode in Self.modes {
      let run = try await package.test(
        filter: mode.suite, record: mode.name, ci: "true", pending: mode.suite, runner: .swiftTest)
      Check.failed(run)
      Check.output(
        run,
        contains: [
          "recorded an issue at \(mode.file):6:25",
          mode.missingMessage,
          "recorded an issue at \(mode.file):13:25",
          mode.differentMessage,
          "@@ -1,2 +1,2 @@",
          "-old",
          "+new",
          " second",
        ])
      Check.output(run, lacks: ["Test matches() recorded an issue"])
      try Check.file(
        package, mode.file,
        equals: Self.source(
          suite: mode.suite, missingRecorded: mode.writesMissing, differentRewritten: mode.rewritesDifferent)
      )
      let pending = package.pendingChanges(mode.suite)
      #expect(pending.count == mode.pendingCount, "\(mode.name): \(pending)")
    }
  }

  private func afterRebuild(_ package: ScratchPackage) async throws {
    // `failed` and `all` wrote everything: the rebuilt tests pass and nothing is written again.
    for mode in Self.modes where mode.rewritesDifferent {
      let run = try await package.test(
        filter: mode.suite, record: "never", ci: "true", pending: "\(mode.suite)-rerun", runner: .swiftTest)
      Check.passed(run)
      try Check.file(
        package, mode.file, equals: Self.source(suite: mode.suite, missingRecorded: true, differentRewritten: true))
    }
    // Re-running `never`'s file in `failed` mode writes both snapshots and clears both pending changes.
    let never = try await package.test(
      filter: "ModeNeverST", record: "failed", pending: "ModeNeverST", runner: .swiftTest)
    Check.failed(never)
    try Check.file(
      package, "ModeNeverST.swift",
      equals: Self.source(suite: "ModeNeverST", missingRecorded: true, differentRewritten: true))
    #expect(package.pendingChanges("ModeNeverST").isEmpty)
  }

  static func source(suite: String, missingRecorded: Bool = false, differentRewritten: Bool = false) -> String {
    let missingClosure = missingRecorded ? " {\n      \"\"\"\n      new\n      \"\"\"\n    }" : ""
    return """
      import InlineSnapshot
      import Testing

      @Suite struct \(suite) {
        @Test func missing() {
          assertInlineSnapshot(of: "new", as: .lines)\(missingClosure)
        }

        @Test func differs() {
          assertInlineSnapshot(
            of: "new\\nsecond",
            as: .lines
          ) {
            \"""
            \(differentRewritten ? "new" : "old")
            second
            \"""
          }
        }

        @Test func matches() {
          assertInlineSnapshot(of: "same", as: .lines) {
            \"""
            same
            \"""
          }
        }
      }

      """
  }
}
