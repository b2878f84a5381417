import Foundation
import InlineSnapshotSyntax
import TestSupport
import Testing

/// A closure recorded into a call, or removed from it, belongs to that call as the compiler reads
/// the file: the outer call of `makeChecker("call")()` or `checks[0]()`, never the call or subscript
/// inside it. The program is built and run: each call prints the `#line` and `#column` it received
/// and the snapshot its closure returns, which the rewriter records; built again, each call must
/// print its own snapshot.
@Suite struct RecordedCallCompilerTests {
  private static let source = """
    struct Checker {
      let name: String
      func callAsFunction(line: UInt = #line, column: UInt = #column, _ snapshot: (() -> String)? = nil) {
        print("\\(name)|\\(line)|\\(column)|\\(snapshot?() ?? "")")
      }
    }
    func makeChecker(_ name: String) -> Checker { Checker(name: name) }
    let checks = [Checker(name: "subscript")]
    let optional: Checker? = Checker(name: "optional")
    func check(line: UInt = #line, column: UInt = #column, _ snapshot: (() -> String)? = nil) {
      print("name|\\(line)|\\(column)|\\(snapshot?() ?? "")")
    }

    makeChecker("call")()
    checks[0]()
    optional?()
    check()

    """

  /// What each call printed: its name, the line and column Swift reported, its snapshot.
  private struct Report: Equatable {
    var name: String
    var line: Int
    var column: Int
    var snapshot: String
  }

  @Test(.enabled(if: Toolchain.current != nil, "no `swiftc` on PATH to build the program with"))
  func recordedAndRemovedClosuresBelongToTheCallTheyWereRecordedFor() throws {
    let toolchain = try #require(Toolchain.current)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let before = try Self.run(Self.source, in: folder, with: toolchain)
    #expect(before.map(\.name) == ["call", "subscript", "optional", "name"])
    #expect(before.allSatisfy { $0.snapshot.isEmpty })
    let recorded = try rewrite(
      Self.source, before.map { SnapshotEdit(line: $0.line, column: $0.column, snapshot: $0.name, expected: nil) })
    #expect(recorded.contains("makeChecker(\"call\")() {") && recorded.contains("checks[0]() {"), "\(recorded)")

    let after = try Self.run(recorded, in: folder, with: toolchain)
    #expect(after.map(\.snapshot) == ["call", "subscript", "optional", "name"])
    let removed = try rewrite(
      recorded, after.map { SnapshotEdit(line: $0.line, column: $0.column, snapshot: nil, expected: $0.name) })
    #expect(removed == Self.source)
  }

  /// Builds `text` as a program and runs it; fails with the compiler's messages when it does not build.
  private static func run(_ text: String, in folder: URL, with toolchain: Toolchain) throws -> [Report] {
    let file = folder.appendingPathComponent("main.swift")
    let executable = folder.appendingPathComponent("recorded")
    try Data(text.utf8).write(to: file)
    let build = try ChildProcess(
      toolchain.swiftc.path, ["-swift-version", "6", "-o", executable.path, file.path], in: folder,
      mergingErrors: true
    ).run()
    try #require(build.status == 0, "the program does not build:\n\(text)\n\(build.output)")
    let run = try ChildProcess(executable.path, [], in: folder, mergingErrors: true).run()
    try #require(run.status == 0, "the program failed:\n\(run.output)")
    return try run.output.split(separator: "\n").map { line in
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 4, "unexpected output line \(line)")
      return Report(name: fields[0], line: Int(fields[1]) ?? 0, column: Int(fields[2]) ?? 0, snapshot: fields[3])
    }
  }
}
