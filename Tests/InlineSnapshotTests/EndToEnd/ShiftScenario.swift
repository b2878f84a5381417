import Foundation
import InlineSnapshotStore
import Testing

/// A file edited after the build and given an old date (as `rsync -a`, `cp -p`, `tar` or
/// `touch -d` leave it) is never written: a call inserted above two others shifts them by a line,
/// every call has the same shape and function, so only the file's inode change date shows that
/// it is not the file the tests were built from. Touched and rebuilt, each snapshot lands in its call.
struct ShiftScenario: EndToEndScenario {
  static let source = """
    import InlineSnapshot
    import Testing

    @Suite struct ShiftST {
      @Test func shift() {
        assertInlineSnapshot(of: "first", as: .lines)
        assertInlineSnapshot(of: "second", as: .lines)
      }
    }

    """

  static let shifted = source.replacingOccurrences(
    of: "    assertInlineSnapshot(of: \"first\"",
    with: "    assertInlineSnapshot(of: \"zeroth\", as: .lines)\n    assertInlineSnapshot(of: \"first\"")

  static var files: [String: String] { ["ShiftST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let build = TestBuild(binaryPath: try EditedDuringBuildScenario.testBinary(of: package))
    let compiled = try #require(build.compiledAt(source: package.testPath("ShiftST.swift")))
    try package.writeTest("ShiftST.swift", Self.shifted)
    try package.setModified("ShiftST.swift", compiled.addingTimeInterval(-600))

    let run = try await package.test(filter: "ShiftST", record: "missing", pending: "shift")
    Check.failed(run)
    Check.output(
      run,
      contains: [
        "ShiftST.swift may not be the file the running tests were built from: its modification date is older than "
          + "the build, but the file itself was replaced or changed at ",
        "Nothing was written to \(package.testPath("ShiftST.swift")); touch it "
          + "(`touch \(package.testPath("ShiftST.swift"))`) and run the tests again",
      ])
    Check.output(run, lacks: ["recorded it, written into"])
    try Check.file(package, "ShiftST.swift", equals: Self.shifted)

    // The way out the failure names.
    try package.setModified("ShiftST.swift", Date())
    try await package.rebuild()
    let rebuilt = try await package.test(filter: "ShiftST", record: "missing", pending: "shift-rebuilt")
    Check.failed(rebuilt)
    var recorded = Self.shifted
    for value in ["zeroth", "first", "second"] {
      recorded = recorded.replacingOccurrences(
        of: "(of: \"\(value)\", as: .lines)\n",
        with: "(of: \"\(value)\", as: .lines) {\n      \"\"\"\n      \(value)\n      \"\"\"\n    }\n")
    }
    try Check.file(package, "ShiftST.swift", equals: recorded)
  }
}
