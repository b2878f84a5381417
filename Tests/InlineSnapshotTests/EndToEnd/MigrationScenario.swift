import Testing

/// A suite written for InlineSnapshotTesting moves over by swapping the product and the imports: an
/// XCTest base class with `withSnapshotTesting(record: .failed, diffTool: .ksdiff)`, a Swift Testing
/// `@Suite(.snapshots(record: .failed, diffTool: .ksdiff))`, its helpers in every shape
/// (`h { in } is: { out }`, `h(of: { in }) { out }`, over several lines, `h(of: { in }, is: { out })`,
/// `try await`, three closures, nested in a closure), the URLRequest strategies, and an assertion
/// library target with `diagnostics:`/`fixes:`/`expansion:` closures, its own
/// `Diffing(toData:fromData:diff:)` strategy and `SnapshotTestingConfiguration.current?.record`.
/// With the snapshots blanked, it builds, records every closure in its place in one run (the record
/// mode comes from the scopes, over `SNAPSHOT_TESTING_RECORD=never` and `CI`), rebuilds and passes;
/// nothing outside the snapshot literals changes.
struct MigrationScenario: EndToEndScenario {
  static let filter = "MigrationXCTests|MigrationSwiftTests|ExpansionTests"
  static let libraryName = "MacroAssertions"
  /// The diff tool's file names below start with the module's name.
  static var testTarget: String? { "ScratchTests" }

  static var files: [String: String] {
    [
      "MigrationHelpers.swift": Self.helpers,
      "MigrationXCTests.swift": Self.xcTests,
      "MigrationSwiftTests.swift": Self.swiftTests,
      "ExpansionTests.swift": Self.expansionTests,
    ]
  }

  static var libraries: [(target: ScratchPackage.Library, files: [String: String])] {
    // Swift 5 mode, as libraries built for InlineSnapshotTesting often are (a `static let` strategy).
    [(ScratchPackage.Library(name: Self.libraryName, languageMode: 5), ["AssertExpansion.swift": Self.library])]
  }

  func run(_ package: ScratchPackage) async throws {
    try await firstRun(package)
    try await package.rebuild()
    try await afterRebuild(package)
  }

  private func firstRun(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: Self.filter, record: "never", ci: "true", pending: "migration")
    Check.failed(run)
    Check.output(
      run,
      contains: [
        "Snapshot for \"is\" did not match; recorded the new one, written into MigrationXCTests.swift when the "
          + "test process ends (record mode failed (from withSnapshotTesting or the .snapshots trait)).",
        "Missing snapshot for \"is\"; recorded it, written into MigrationXCTests.swift when the test process ends. "
          + "Re-run the test to assert against it.",
        "Snapshot did not match; recorded the new one, written into MigrationSwiftTests.swift when the test "
          + "process ends (record mode failed (from withSnapshotTesting or the .snapshots trait)).",
        "Head did not match\nSnapshot for \"head\" did not match; recorded the new one, written into "
          + "MigrationXCTests.swift when the test process ends",
        "Missing snapshot for \"fixes\"; recorded it, written into ExpansionTests.swift when the test process "
          + "ends. Re-run the test to assert against it.",
        "Snapshot for \"expansion\" did not match; recorded the new one, written into ExpansionTests.swift when "
          + "the test process ends",
        // The diff tool's command ends the failure of a snapshot that differed.
        "/.build/inline-snapshots/diffs/ScratchTests.MigrationXCTests.74.20.head.expected.txt\" \"",
      ])
    Check.output(run, lacks: ["could not record", "changed since the build", "kept as pending change"])
    #expect(package.pendingChanges("migration").isEmpty)
    #expect(
      try package.read(".build/inline-snapshots/diffs/ScratchTests.MigrationXCTests.74.20.head.actual.txt")
        == "HTTP/1.1 200 OK\nContent-Type: text/html; charset=utf-8")
    try checkRecordedFiles(package)
  }

  private func afterRebuild(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: Self.filter, record: "never", ci: "true", pending: "migration-rerun")
    Check.passed(run)
    #expect(package.pendingChanges("migration-rerun").isEmpty)
    try checkRecordedFiles(package)
  }

  private func checkRecordedFiles(_ package: ScratchPackage) throws {
    try Check.file(package, "MigrationHelpers.swift", equals: Self.helpers)
    try Check.file(package, "MigrationXCTests.swift", equals: Self.xcTestsRecorded)
    try Check.file(package, "MigrationSwiftTests.swift", equals: Self.swiftTestsRecorded)
    try Check.file(package, "ExpansionTests.swift", equals: Self.expansionTestsRecorded)
    #expect(try package.read("Sources/\(Self.libraryName)/AssertExpansion.swift") == Self.library)
  }
}
