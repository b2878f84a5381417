import Foundation
import InlineSnapshotSyntax
import TestSupport
import Testing

/// Every `.swift` and `.swiftinterface` file of the toolchain on `PATH` (the standard library,
/// Foundation, Testing, swift-syntax…) and of this package tokenizes and re-joins byte for byte,
/// with no unterminated token.
///
/// A file the tokenizer finds an unterminated construct in is handed to `swiftc -parse`: if the
/// compiler accepts it, the tokenizer is wrong and the test fails; if the compiler rejects it
/// too, the file is not valid Swift on its own (a test input, a template) and is only listed.
@Suite struct ToolchainCorpusTests {
  @Test(.enabled(if: Toolchain.current != nil, "no `swift` on PATH, so there is no toolchain to read"))
  func toolchainFilesTokenizeLikeTheCompiler() throws {
    let toolchain = try #require(Toolchain.current)
    let files = Self.swiftFiles(under: toolchain.sourceFolders)
    try #require(!files.isEmpty, "no .swift or .swiftinterface file under \(toolchain.root.path)")
    let report = try Self.check(files, compiler: toolchain)
    print("ToolchainCorpusTests: \(report.summary) under \(toolchain.root.path)")
  }

  @Test func packageFilesTokenizeLikeTheCompiler() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let files = Self.swiftFiles(under: ["Sources", "Tests", "Plugins"].map { package.appendingPathComponent($0) })
    try #require(files.count > 50, "this package's Swift files were not found under \(package.path)")
    let report = try Self.check(files, compiler: Toolchain.current)
    #expect(report.notValidSwift.isEmpty, "\(report.notValidSwift)")
  }

  @Test(.enabled(if: Toolchain.current != nil, "no `swift` on PATH to ask"))
  func theCompilerDecidesWhetherAnUnterminatedTokenIsTheTokenizersFault() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let invalid = folder.appendingPathComponent("Invalid.swift")
    try Data("let s = \"never closed\n".utf8).write(to: invalid)
    // A branch for a later compiler is read but not checked, so this file is valid Swift although
    // one of its strings never closes: to this check, the tokenizer looks wrong.
    let skipped = folder.appendingPathComponent("Skipped.swift")
    try Data("#if compiler(>=100)\nlet s = \"never closed\n#endif\n".utf8).write(to: skipped)

    let report = try Self.check([invalid], compiler: Toolchain.current)
    #expect(report.notValidSwift.count == 1)
    #expect(report.notValidSwift.first?.hasPrefix("Invalid.swift (") == true)
    withKnownIssue {
      _ = try Self.check([skipped], compiler: Toolchain.current)
    }
  }

  struct Report {
    var files = 0
    var bytes = 0
    /// Files the compiler rejects too, with its first error.
    var notValidSwift: [String] = []

    var summary: String {
      "\(files) distinct files, \(bytes / 1_000) kB, \(notValidSwift.count) not valid Swift on their own"
        + (notValidSwift.isEmpty ? "" : ": " + notValidSwift.joined(separator: "; "))
    }
  }

  /// Tokenizes each file (once per content: toolchains ship identical copies), records an issue
  /// for a gap, an overlap or a token the compiler would close, and lists the files the compiler
  /// rejects too.
  static func check(_ files: [URL], compiler: Toolchain?) throws -> Report {
    var report = Report()
    var seen: Set<Data> = []
    for file in files {
      let data = try Data(contentsOf: file)
      guard seen.insert(data).inserted else { continue }
      let bytes = [UInt8](data)
      report.files += 1
      report.bytes += bytes.count
      let tokens = Tokenizer.tokenize(bytes)
      // Tokens are ranges of the file: they re-join into it byte for byte exactly when each starts
      // where the previous one ended and together they cover it.
      var next = 0
      for token in tokens {
        guard token.range.lowerBound == next, !token.range.isEmpty else {
          Issue.record(
            "\(file.path):\(token.line):\(token.column): a gap, an overlap or an empty token at byte \(next)")
          break
        }
        next = token.range.upperBound
      }
      #expect(next == bytes.count, "\(file.path): the tokens end at byte \(next) of \(bytes.count)")
      guard let unterminated = tokens.first(where: { !$0.isTerminated }) else { continue }
      let place = "\(file.path):\(unterminated.line):\(unterminated.column)"
      guard let compiler else {
        Issue.record(
          "\(place): unterminated \(unterminated.kind) (no compiler on PATH to tell whether the file is valid)")
        continue
      }
      if let error = try firstCompilerError(in: file, compiler: compiler) {
        report.notValidSwift.append("\(file.lastPathComponent) (\(error))")
      } else {
        Issue.record("\(place): the tokenizer reads an unterminated \(unterminated.kind) in a file the compiler parses")
      }
    }
    return report
  }

  /// The first error `swiftc -parse` reports for `file` (parsed as a `.swift` file), or `nil`.
  private static func firstCompilerError(in file: URL, compiler: Toolchain) throws -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Input.swift")
    try FileManager.default.copyItem(at: file, to: copy)
    let result = try ChildProcess(
      compiler.swiftc.path, ["-parse", "-swift-version", "6", copy.path], mergingErrors: true
    ).run()
    guard result.status != 0 else { return nil }
    return result.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
      ?? "status \(result.status)"
  }

  /// The `.swift` and `.swiftinterface` files under `folders`, in a stable order.
  static func swiftFiles(under folders: [URL]) -> [URL] {
    var files: [URL] = []
    for folder in folders {
      guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in enumerator where url.pathExtension == "swift" || url.pathExtension == "swiftinterface"
      {
        if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url) }
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
