import Testing

/// A test file edited after the build is never written: the failure names the file, and the
/// snapshot is kept as a pending change that cannot be accepted into the edited file either (its
/// lines refer to a file that no longer exists).
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

  static var files: [String: String] { ["EditedAfterBuildST.swift": Self.source] }

  func run(_ package: ScratchPackage) async throws {
    try await firstRun(package)
  }

  private func firstRun(_ package: ScratchPackage) async throws {
    try package.writeTest("EditedAfterBuildST.swift", Self.edited)
    let run = try await package.test(filter: "EditedAfterBuildST", record: "missing", pending: "EditedAfterBuildST")
    Check.failed(run)
    Check.output(
      run,
      contains: [
        "recorded an issue at EditedAfterBuildST.swift:6:25",
        "Missing snapshot; could not record it, so it was kept as pending change ",
        "EditedAfterBuildST.swift",
      ])
    Check.output(run, lacks: ["recorded it, written into"])
    try Check.file(package, "EditedAfterBuildST.swift", equals: Self.edited)
    #expect(package.pendingChanges("EditedAfterBuildST").count == 1)

    let accept = try await package.tool(["accept", "--all"], pending: "EditedAfterBuildST")
    #expect(accept.status == 1, "\(accept.transcript)")
    #expect(
      accept.errors.contains(
        "was kept when its test could not write into Tests/ScratchTests/EditedAfterBuildST.swift (its failure said "
          + "why"),
      "\(accept.transcript)")
    try Check.file(package, "EditedAfterBuildST.swift", equals: Self.edited)
  }
}
