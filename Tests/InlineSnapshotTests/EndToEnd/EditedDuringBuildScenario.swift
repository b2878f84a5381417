import Foundation
import InlineSnapshotStore
import Testing

/// A test file saved while the tests were being built (after it was compiled, before they were
/// linked) is never written at stale lines: two comment lines inserted at its top shift every call,
/// so one recording would find no call at its line and the other would find the *first* call at
/// its. Both are refused (the compile record shows the save came after the file's compile) and the
/// file is left as the user saved it. (A misleading date is ``ShiftScenario``'s; the content checks
/// that remain for a save the dates cannot show are unit-tested in `SnapshotSessionTests`.)
struct EditedDuringBuildScenario: EndToEndScenario {
  static let source = """
    import InlineSnapshot
    import Testing

    @Suite struct DuringBuildST {
      @Test func first() {
        assertInlineSnapshot(of: "first", as: .lines)
      }; @Test func second() {
        assertInlineSnapshot(of: "second", as: .lines)
      }
    }

    """

  static let edited = "// Two lines saved\n// during the build.\n" + source

  static var files: [String: String] { ["DuringBuildST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    // As a save during the build leaves it: after the file was compiled, before the tests were linked.
    let build = TestBuild(binaryPath: try Self.testBinary(of: package))
    let compiled = try #require(build.compiledAt(source: package.testPath("DuringBuildST.swift")))
    try package.writeTest("DuringBuildST.swift", Self.edited)
    try package.setModified("DuringBuildST.swift", compiled.addingTimeInterval(0.5))
    let byDate = try await package.test(filter: "DuringBuildST", record: "missing", pending: "during-build-date")
    Check.failed(byDate)
    Check.output(
      byDate,
      contains: [
        "Missing snapshot; could not record it, so it was kept as pending change ",
        "is not the file the running tests were built from: it was saved at ",
        ", after it was last compiled into the tests at ",
      ])
    Check.output(byDate, lacks: ["recorded it, written into"])
    try Check.file(package, "DuringBuildST.swift", equals: Self.edited)

    // The kept snapshots are not accepted into the edited file either.
    let accept = try await package.tool(["accept", "--all"], pending: "during-build-date")
    #expect(accept.status == 1, "\(accept.transcript)")
    try Check.file(package, "DuringBuildST.swift", equals: Self.edited)

    // Once rebuilt from the saved file, the snapshots land in their calls.
    try await package.rebuild()
    let rebuilt = try await package.test(filter: "DuringBuildST", record: "missing", pending: "during-build-rebuilt")
    Check.failed(rebuilt)
    try Check.file(
      package, "DuringBuildST.swift",
      equals: Self.edited
        .replacingOccurrences(
          of: "\"first\", as: .lines)\n",
          with: "\"first\", as: .lines) {\n      \"\"\"\n      first\n      \"\"\"\n    }\n"
        )
        .replacingOccurrences(
          of: "\"second\", as: .lines)\n",
          with: "\"second\", as: .lines) {\n      \"\"\"\n      second\n      \"\"\"\n    }\n"))
  }

  /// The scratch package's test binary.
  static func testBinary(of package: ScratchPackage) throws -> String {
    let debug = package.root.appendingPathComponent(".build/debug")
    let names = try FileManager.default.contentsOfDirectory(atPath: debug.path)
    let bundle = try #require(names.first { $0.hasSuffix("PackageTests.xctest") }, "\(names)")
    let path = debug.appendingPathComponent(bundle)
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
    // macOS: the bundle's executable.
    return isFolder.boolValue
      ? path.appendingPathComponent("Contents/MacOS/\(bundle.dropLast(".xctest".count))").path
      : path.resolvingSymlinksInPath().path
  }
}
