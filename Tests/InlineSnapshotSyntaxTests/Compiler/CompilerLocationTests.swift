import Foundation
import InlineSnapshotSyntax
import TestSupport
import Testing

/// The call the compiler reports at a line and column is the call the locator finds there, in
/// files full of constructs the tokenizer once misread (see ``CallSiteProgram``). The truth comes
/// from the compiler itself: the program is built once and run, and each call prints the `#line`
/// and `#column` it received.
@Suite struct CompilerLocationTests {
  @Test(.enabled(if: Toolchain.current != nil, "no `swift` on PATH to compile the sample program with"))
  func callsAreFoundWhereTheCompilerReportsThem() throws {
    let toolchain = try #require(Toolchain.current)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("call-sites-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var sources: [String: [UInt8]] = [:]
    for file in CallSiteProgram.files {
      let bytes = Array(file.text.utf8)
      sources[file.name] = bytes
      try Data(bytes).write(to: folder.appendingPathComponent(file.name))
    }
    let executable = folder.appendingPathComponent("call-sites")
    let paths = CallSiteProgram.files.map { folder.appendingPathComponent($0.name).path }
    let build = try ChildProcess(
      toolchain.swiftc.path, ["-swift-version", "6", "-o", executable.path] + paths, in: folder, mergingErrors: true
    ).run()
    try #require(build.status == 0, "the sample program does not compile:\n\(build.output)")
    let run = try ChildProcess(executable.path, [], in: folder, mergingErrors: true).run()
    try #require(run.status == 0, "the sample program failed:\n\(run.output)")

    let reports = run.output.split(separator: "\n").map { $0.split(separator: "|").map(String.init) }
    #expect(reports.count == CallSiteProgram.mutations.count * CallSiteProgram.calls.count)
    var located = 0
    for report in reports {
      try #require(report.count == 4, "unexpected output line \(report)")
      let (name, line, column, tag) = (report[0], Int(report[1]) ?? 0, Int(report[2]) ?? 0, report[3])
      let bytes = try #require(sources[name], "no file \(name)")
      let file = SourceFile(bytes: bytes, path: name)
      do {
        let snapshot = try CallLocator(file).locate(line: line, column: column, descriptor: ClosureDescriptor())
        if let closure = snapshot.closure {
          #expect(closure.literal == tag, "\(name):\(line):\(column): found the closure of another call for \(tag)")
        } else {
          let before = String(decoding: bytes[..<snapshot.insertionOffset], as: UTF8.self)
          #expect(
            before.hasSuffix(#"of: "\#(tag)", as: .lines)"#),
            "\(name):\(line):\(column): would insert after another call for \(tag)")
        }
        located += 1
      } catch {
        // Only a line that lone CRs split may hold the same column twice; refusing it is right.
        let shared = reports.filter { $0[0] == name && $0[1] == report[1] && $0[2] == report[2] }.count > 1
        #expect(error.kind == .ambiguousCall && shared, "\(name):\(line):\(column) (\(tag)): \(error.message)")
      }
    }
    #expect(
      located >= reports.count - CallSiteProgram.calls.count,
      "too many calls refused: \(located) of \(reports.count) found")
  }
}
