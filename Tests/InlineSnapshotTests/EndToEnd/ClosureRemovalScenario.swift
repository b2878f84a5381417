import Foundation
import InlineSnapshotStore
import Testing

/// A helper shaped like swift-macro-testing's `assertMacro` (an input closure, then `diagnostics:`,
/// `fixes:` and `expansion:` closures, each asserted through its own descriptor) whose optional
/// outputs become `nil`: a `failed` run removes their closures and the rebuilt tests pass; with
/// `CI=true` each removal is a pending change that `accept` applies, to the same file.
///
/// The helper is `assertTransform`, not `assertExpansion`, a name MigrationScenario's library
/// already declares.
struct ClosureRemovalScenario: EndToEndScenario {
  static let name = "RemovalST.swift"

  static let source = #"""
    import InlineSnapshot
    import Testing

    /// The input's diagnostics (a warning for `old`), its fix (`old` → `new`) and its expansion (none
    /// for `#fail`), each asserted in its closure when it has one or the call still has that closure.
    func assertTransform(
      of input: () -> String,
      diagnostics: (() -> String)? = nil,
      fixes: (() -> String)? = nil,
      expansion: (() -> String)? = nil,
      fileID: StaticString = #fileID, file: StaticString = #filePath, function: StaticString = #function,
      line: UInt = #line, column: UInt = #column
    ) {
      let source = input()
      let warned = source.contains("old")
      var offset = 0
      func check(_ value: String?, _ label: String, _ closure: (() -> String)?) {
        guard value != nil || closure != nil else { return }
        offset += 1
        assertInlineSnapshot(
          of: value, as: .lines,
          syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: label, trailingClosureOffset: offset),
          matches: closure, fileID: fileID, file: file, function: function, line: line, column: column)
      }
      check(warned ? "warning: 'old' is deprecated" : nil, "diagnostics", diagnostics)
      check(warned ? source.replacingOccurrences(of: "old", with: "new") : nil, "fixes", fixes)
      check(source.contains("#fail") ? nil : "expanded(\(source))", "expansion", expansion)
    }

    @Suite struct RemovalST {
      /// The macro no longer warns: its diagnostics and fix go, its expansion stays.
      @Test func stoppedWarning() {
        assertTransform {
          "#stringify(a)"
        } diagnostics: {
          """
          warning: 'old' is deprecated
          """
        } fixes: {
          """
          #stringify(new)
          """
        } expansion: {
          """
          expanded(#stringify(a))
          """
        }
      }

      /// The macro now fails: its expansion goes.
      @Test func nowFails() {
        assertTransform {
          "#fail(a)"
        } expansion: {
          """
          expanded(#fail(a))
          """
        }
      }
    }

    """#

  /// ``source`` without the closures whose output is now `nil`.
  static let removed =
    source
    .replacingOccurrences(
      of: [
        "} diagnostics: {", "      \"\"\"", "      warning: 'old' is deprecated", "      \"\"\"", "    } fixes: {",
        "      \"\"\"", "      #stringify(new)", "      \"\"\"", "    } expansion: {",
      ].joined(separator: "\n"),
      with: "} expansion: {"
    )
    .replacingOccurrences(
      of: ["} expansion: {", "      \"\"\"", "      expanded(#fail(a))", "      \"\"\"", "    }"].joined(
        separator: "\n"),
      with: "}")

  static var files: [String: String] { [name: source] }

  func run(_ package: ScratchPackage) async throws {
    #expect(Self.removed.components(separatedBy: "\n").count == Self.source.components(separatedBy: "\n").count - 12)
    try await failedRun(package)
    try await passesRebuilt(package, pending: "RemovalST-rerun")
    try package.writeTest(Self.name, Self.source)
    try await package.rebuild()
    try await ciRunAndAccept(package)
    try await passesRebuilt(package, pending: "RemovalST-accepted")
  }

  /// Rebuilt from the file without those closures, the tests pass and leave it as it is.
  private func passesRebuilt(_ package: ScratchPackage, pending: String) async throws {
    try await package.rebuild()
    let rerun = try await package.test(filter: "RemovalST", record: "never", pending: pending)
    Check.passed(rerun)
    try Check.file(package, Self.name, equals: Self.removed)
  }

  /// `failed` removes the three closures whose output is now `nil`, and says so at each.
  private func failedRun(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "RemovalST", record: "failed", pending: "RemovalST-failed")
    Check.failed(run)
    let removed = "; recorded its removal: it is removed from \(Self.name) when the test process ends (record mode "
    Check.output(
      run,
      contains: [
        "RemovalST.swift:35:21: ",
        "The value to snapshot is nil, so the call's `diagnostics:` closure has nothing to hold" + removed,
        "RemovalST.swift:39:21: ",
        "The value to snapshot is nil, so the call's `fixes:` closure has nothing to hold" + removed,
        "RemovalST.swift:54:21: ",
        "The value to snapshot is nil, so the call's `expansion:` closure has nothing to hold" + removed,
        "-warning: 'old' is deprecated",
      ])
    try Check.file(package, Self.name, equals: Self.removed)
    #expect(package.pendingChanges("RemovalST-failed").isEmpty, "each removal's document goes once it is done")
  }

  /// With `CI=true` nothing is written; each removal is a pending change, and `accept` applies them.
  private func ciRunAndAccept(_ package: ScratchPackage) async throws {
    let run = try await package.test(filter: "RemovalST", record: nil, ci: "true", pending: "RemovalST-ci")
    Check.failed(run)
    Check.output(run, contains: ["), its removal was kept as pending change "])
    try Check.file(package, Self.name, equals: Self.source)
    let documents = package.pendingChanges("RemovalST-ci")
    #expect(documents.count == 3)
    #expect(documents.allSatisfy { !$0.contains("\"actual\"") }, "a removal's document has no actual snapshot")

    let status = try await package.tool(["status"], pending: "RemovalST-ci")
    #expect(status.output.components(separatedBy: "(closure removed)").count == 4, "\(status.transcript)")
    let accept = try await package.tool(["accept", "--all"], pending: "RemovalST-ci")
    #expect(accept.status == 0, "\(accept.transcript)")
    try Check.file(package, Self.name, equals: Self.removed)
    #expect(package.pendingChanges("RemovalST-ci").isEmpty)
  }
}
