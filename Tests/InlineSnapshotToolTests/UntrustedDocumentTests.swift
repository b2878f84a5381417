import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// Pending change documents are untrusted input: every verb checks each one, names and skips the
/// ones that fail (never applying or deleting them), acts on the others and exits 1 — and never
/// traps, whatever the document holds.
@Suite struct UntrustedDocumentTests {
  static let source = """
    import Testing

    @Test func login() {
      assertInlineSnapshot(of: "new", as: .lines) {
        \"""
        old
        \"""
      }
    }

    """

  static let accepted = source.replacingOccurrences(of: "    old\n", with: "    new\n")

  /// A package with a test file, a file with the same bytes outside it, and a valid pending change.
  struct Fixture {
    let package: ScratchFolder
    let outside: URL
    let valid: PendingChange

    init() throws {
      package = try ScratchFolder()
      try package.write("Tests/AppTests/Login.swift", UntrustedDocumentTests.source)
      outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)")
        .resolvingSymlinksInPath()
      try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
      try Data(UntrustedDocumentTests.source.utf8).write(to: outside.appendingPathComponent("Victim.swift"))
      valid = Self.change(package.path("Tests/AppTests/Login.swift"))
      try package.store.save(valid)
    }

    func remove() {
      package.remove()
      try? FileManager.default.removeItem(at: outside)
    }

    /// The change the valid document holds, pointed at `file`: what an attacker would write, id included.
    func change(_ file: String) -> PendingChange {
      Self.change(file)
    }

    static func change(_ file: String) -> PendingChange {
      PendingChange(
        site: SnapshotSite(path: file, line: 4, column: 23, function: "login()"), expected: "old", actual: "new",
        fileHash: ContentHash.of(UntrustedDocumentTests.source))
    }

    /// Saves a document whose `file` field is exactly `file` (not normalised), with the id an
    /// attacker would compute for it.
    func saveDocument(file: String) throws -> String {
      let change = change(file)
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = .iso8601
      var text = String(decoding: try encoder.encode(change), as: UTF8.self)
      text = text.replacingOccurrences(
        of: "\"file\":\"\(change.file.replacingOccurrences(of: "/", with: "\\/"))\"",
        with: "\"file\":\"\(file.replacingOccurrences(of: "/", with: "\\/"))\"")
      try package.writePending(id: change.id, text)
      return change.id
    }
  }

  static let verbs: [[String]] = [
    ["status"], ["diff"], ["report"], ["accept", "--all"], ["reject", "--all"], ["review"],
  ]

  @Test(arguments: [
    "absolute path outside the package", "`..` path out of the package", "file that is not Swift", "file under .build",
    "package manifest",
  ])
  func documentsPointingOutsideThePackageAreRefusedByEveryVerb(kind: String) throws {
    for verb in Self.verbs {
      let fixture = try Fixture()
      defer { fixture.remove() }
      let target: String
      let file: String
      switch kind {
      case "absolute path outside the package":
        target = fixture.outside.appendingPathComponent("Victim.swift").path
        file = target
      case "`..` path out of the package":
        target = fixture.outside.appendingPathComponent("Victim.swift").path
        file = fixture.package.root.path + "/Tests/../../" + fixture.outside.lastPathComponent + "/Victim.swift"
      case "file that is not Swift":
        try fixture.package.write("Tests/AppTests/notes.txt", UntrustedDocumentTests.source)
        target = fixture.package.path("Tests/AppTests/notes.txt")
        file = target
      case "package manifest":
        try fixture.package.write("Package.swift", UntrustedDocumentTests.source)
        target = fixture.package.path("Package.swift")
        file = target
      default:
        try fixture.package.write(".build/checkouts/Evil.swift", UntrustedDocumentTests.source)
        target = fixture.package.path(".build/checkouts/Evil.swift")
        file = target
      }
      let evil = try fixture.saveDocument(file: file)
      let run = fixture.package.run(verb, environment: ["INLINE_SNAPSHOT_REVIEW_STDIN": "1"], input: ["a", "a"])

      #expect(run.status == 1, "\(kind), \(verb): \(run)")
      let named =
        verb == ["status"]
        ? ".build/inline-snapshots/pending/\(evil).json  refused: its file "
        : "error: The pending change document \(fixture.package.store.documentPath(evil)) was refused: its file "
      #expect((run.output + run.errors).contains(named), "\(kind), \(verb): \(run)")
      #expect(try String(contentsOfFile: target, encoding: .utf8) == UntrustedDocumentTests.source, "\(kind), \(verb)")
      #expect(
        FileManager.default.fileExists(atPath: fixture.package.store.documentPath(evil)), "\(kind), \(verb): kept")
      for name in ["Victim.swift", "notes.txt", "Evil.swift", "Package.swift"] {
        let patched = run.output.split(separator: "\n").contains { $0.hasPrefix("+++ ") && $0.contains(name) }
        #expect(!run.output.contains("\(name):4") && !patched, "\(kind), \(verb): \(run)")
      }
      switch verb[0] {
      case "accept", "review":
        #expect(
          try fixture.package.read("Tests/AppTests/Login.swift") == UntrustedDocumentTests.accepted, "\(kind), \(verb)")
      case "status":
        #expect(run.output.contains(".build/inline-snapshots/pending/\(evil).json  refused: its file "), "\(run)")
        #expect(run.output.contains("\(fixture.valid.id)  Tests/AppTests/Login.swift:4  login()\n"), "\(run)")
      case "diff":
        #expect(run.output.hasPrefix("--- a/Tests/AppTests/Login.swift\n"), "\(run)")
        #expect(run.errors.hasSuffix("1 refused document left out of the patch.\n"), "\(run)")
      case "report":
        #expect(run.output.contains("## Left out\n\n1 pending change document refused as unsafe to apply:\n"), "\(run)")
      default:
        #expect(try fixture.package.store.documentNames() == [evil], "\(run)")
      }
    }
  }

  @Test func aSymbolicLinkThatTheUserPlacedInThePackageIsFollowed() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.package.path("Tests/Shared"), withDestinationPath: fixture.outside.path)
    let linked = try fixture.saveDocument(file: fixture.package.path("Tests/Shared/Victim.swift"))
    let run = fixture.package.run(["accept", linked])
    #expect(run.status == 0, "\(run)")
    #expect(
      try String(contentsOf: fixture.outside.appendingPathComponent("Victim.swift"), encoding: .utf8)
        == UntrustedDocumentTests.accepted)
  }

  @Test func outOfRangeNumbersNeverTrap() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    var document = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: fixture.package.store.documentPath(fixture.valid.id))),
      as: UTF8.self)
    document = document.replacingOccurrences(of: "\"column\" : 23", with: "\"column\" : 9223372036854775807")
    try fixture.package.writePending(
      id: "0badc0de", document.replacingOccurrences(of: fixture.valid.id, with: "0badc0de"))
    try fixture.package.writePending(id: "1badc0de", "{\"line\": 1e400}")
    for verb in Self.verbs {
      let run = fixture.package.run(verb, environment: ["INLINE_SNAPSHOT_REVIEW_STDIN": "1"], input: ["s"])
      #expect(run.status == 1, "\(verb): \(run)")
      let text = run.output + run.errors
      #expect(text.contains("its line 4 or column 9223372036854775807 is out of range"), "\(verb): \(run)")
      #expect(text.contains("1badc0de") && text.contains("it is not a pending change ("), "\(verb): \(run)")
    }
  }

  @Test func nonJSONAndUnreadableDocumentsDoNotStopTheOthers() throws {
    for verb in Self.verbs {
      let fixture = try Fixture()
      defer { fixture.remove() }
      try fixture.package.writePending(id: "deadbeef", "not json at all")
      // A folder where a document should be: unreadable whoever runs the tests.
      try FileManager.default.createDirectory(
        at: fixture.package.pending.appendingPathComponent("abcdef12.json"), withIntermediateDirectories: true)
      let run = fixture.package.run(verb, environment: ["INLINE_SNAPSHOT_REVIEW_STDIN": "1"], input: ["a"])
      #expect(run.status == 1, "\(verb): \(run)")
      let text = run.output + run.errors
      let refused = verb == ["status"] ? ".json  refused: " : ".json was refused: "
      #expect(text.contains("deadbeef\(refused)it is not a pending change (invalid JSON"), "\(verb): \(run)")
      #expect(text.contains("abcdef12\(refused)it cannot be read"), "\(verb): \(run)")
      // The valid change is listed, patched or acted on all the same; `diff` and `accept` name its file, not its id.
      let acted =
        switch verb[0] {
        case "status": "\(fixture.valid.id)  Tests/AppTests/Login.swift:4  login()\n"
        case "diff": "+++ b/Tests/AppTests/Login.swift\n"
        case "report": "· snapshot changed · id `\(fixture.valid.id)`"
        case "accept": "Accepted 1 change in Tests/AppTests/Login.swift.\n"
        case "reject": "Rejected 1 change: \(fixture.valid.id).\n"
        default: "Accepted 1, rejected 0, skipped 0.\n"
        }
      #expect(run.output.contains(acted), "\(verb): \(run)")
      switch verb[0] {
      case "accept", "review":
        #expect(try fixture.package.read("Tests/AppTests/Login.swift") == Self.accepted, "\(verb)")
        #expect(try fixture.package.store.documentNames() == ["abcdef12", "deadbeef"], "\(verb)")
      case "reject":
        #expect(try fixture.package.read("Tests/AppTests/Login.swift") == Self.source, "\(verb)")
        #expect(try fixture.package.store.documentNames() == ["abcdef12", "deadbeef"], "\(verb)")
      default:
        #expect(try fixture.package.read("Tests/AppTests/Login.swift") == Self.source, "\(verb)")
        #expect(
          try fixture.package.store.documentNames() == ["abcdef12", "deadbeef", fixture.valid.id].sorted(), "\(verb)")
      }
    }
  }

  @Test func acceptAllAppliesWhatItCanAndNamesTheRest() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    // A second file whose change is stale: the file changed since it was recorded.
    try fixture.package.write("Tests/AppTests/Other.swift", Self.source)
    try fixture.package.store.save(Fixture.change(fixture.package.path("Tests/AppTests/Other.swift")))
    try fixture.package.write("Tests/AppTests/Other.swift", "// edited\n" + Self.source)
    let run = fixture.package.run(["accept", "--all"])
    #expect(run.status == 1, "\(run)")
    #expect(run.output == "Accepted 1 change in Tests/AppTests/Login.swift.\n")
    #expect(run.errors.contains("was recorded against another version of Tests/AppTests/Other.swift"), "\(run)")
    #expect(run.errors.hasSuffix("Accepted 1 of 2; 1 not accepted.\n"), "\(run)")
    #expect(try fixture.package.read("Tests/AppTests/Login.swift") == Self.accepted)
    #expect(try fixture.package.read("Tests/AppTests/Other.swift") == "// edited\n" + Self.source)
  }

  @Test func aFolderThatCannotBeWrittenIsNamedAndTheOthersAreActedOn() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    // A file where the state folder goes: nothing can be locked or journaled there, even by root.
    try fixture.package.write(".build/inline-snapshots/state", "")
    let run = fixture.package.run(["accept", "--all"])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.errors.contains(
        "error: Could not create the folder \(fixture.package.path(".build/inline-snapshots/state"))"), "\(run)")
    #expect(try fixture.package.read("Tests/AppTests/Login.swift") == Self.source)
    #expect(try fixture.package.store.documentNames() == [fixture.valid.id])
  }

  @Test func concurrentAcceptsWriteEachChangeOnce() async throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    var files: [String] = []
    for index in 0..<6 {
      let name = "Tests/AppTests/File\(index).swift"
      try package.write(name, Self.source)
      try package.store.save(Fixture.change(package.path(name)))
      files.append(name)
    }
    let runs = await withTaskGroup(of: ToolRun.self) { group in
      for _ in 0..<4 { group.addTask { package.run(["accept", "--all"]) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(runs.allSatisfy { $0.status == 0 }, "\(runs)")
    let accepted = runs.flatMap { $0.output.split(separator: "\n").filter { $0.hasPrefix("Accepted") } }
    #expect(accepted.count == 6, "each change accepted exactly once: \(runs)")
    for file in files { #expect(try package.read(file) == Self.accepted) }
    #expect(try package.store.documentNames() == [])
  }
}
