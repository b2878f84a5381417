import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

@testable import inline_snapshot

/// A refused document is addressed by its file. Three shards' stores: the first holds a truncated copy of
/// a change the other two hold intact, and two other broken documents. Following the hint `status`
/// prints deletes the broken files alone, and the change stays pending and is accepted; no command given
/// an id ever deletes a refused document, nor an intact copy because of one.
@Suite struct RefusedCopyTests {
  struct Fixture {
    let package: ScratchFolder
    let greeting: PendingChange
    /// The refused documents of the first store, sorted by name.
    let refused: [String]

    init() throws {
      package = try ScratchFolder()
      try package.write("Tests/AppTests/ShardTests.swift", ShardedStoresTests.source)
      greeting = PendingChange(
        site: SnapshotSite(
          path: package.path("Tests/AppTests/ShardTests.swift"), line: 4, column: 23, function: "greeting()"),
        expected: "Hello", actual: "Hello, Ada", fileHash: ContentHash.of(ShardedStoresTests.source))
      let root = package.root
      let store = { (shard: Int) in PendingStore(directory: root.appendingPathComponent("s\(shard)")) }
      try store(2).save(greeting)
      try store(3).save(greeting)
      // The first shard's upload was cut off halfway through its copy.
      let intact = try Data(contentsOf: URL(fileURLWithPath: store(2).documentPath(greeting.id)))
      try package.write("s1/\(greeting.id).json", String(decoding: intact.prefix(intact.count / 2), as: UTF8.self))
      try package.write("s1/0badf00d.json", "{ not json")
      try package.write("s1/9999aaaa.json", "")
      refused = ["0badf00d", "9999aaaa", greeting.id].sorted().map { store(1).documentPath($0) }
    }

    func store(_ shard: Int) -> PendingStore {
      PendingStore(directory: package.root.appendingPathComponent("s\(shard)"))
    }

    var stores: [String] { (1...3).flatMap { ["--pending-dir", package.path("s\($0)")] } }

    func run(_ arguments: [String]) -> ToolRun { package.run(stores + arguments) }

    var command: String { "swift run inline-snapshot " + stores.joined(separator: " ") }

    func names() throws -> [[String]] { try (1...3).map { try store($0).documentNames() } }
  }

  @Test func statusNamesEachRefusedFileAndItsHintDeletesThoseFilesAlone() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let id = fixture.greeting.id
    let status = fixture.run(["status"])
    #expect(status.status == 1, "\(status)")
    let lines = status.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(id)  Tests/AppTests/ShardTests.swift:4  greeting()", "\(status)")
    for path in fixture.refused {
      let display = String(path.dropFirst(fixture.package.root.path.count + 1))
      #expect(lines.contains { $0.hasPrefix("\(display)  refused: ") }, "\(display): \(status)")
    }
    let hint =
      "Delete the refused, each file alone, with `\(fixture.command) reject "
      + fixture.refused.joined(separator: " ") + "`."
    #expect(status.output.contains(hint), "\(status)")
    #expect(!status.output.contains("reject 0badf00d"), "\(status)")

    // Typed as printed: the three broken files go, the change stays in the two stores that hold it.
    let typed = fixture.run(["reject"] + fixture.refused)
    #expect(typed.status == 0, "\(typed)")
    #expect(
      typed.output
        == "Deleted 3 documents: \(fixture.refused.map { "s1/" + ($0 as NSString).lastPathComponent }.joined(separator: ", ")).\n"
    )
    #expect(try fixture.names() == [[], [id], [id]])
    let after = fixture.run(["status"])
    #expect(after.status == 0, "\(after)")
    #expect(after.output.hasPrefix("\(id)  Tests/AppTests/ShardTests.swift:4  greeting()\n1 pending"), "\(after)")
    let accept = fixture.run(["accept", id])
    #expect(accept.status == 0, "\(accept)")
    #expect(try fixture.package.read("Tests/AppTests/ShardTests.swift").contains("    Hello, Ada\n"))
    #expect(try fixture.names() == [[], [], []])
  }

  @Test func everyVerbNamesTheRefusedFileWithTheCommandThatDeletesItAlone() throws {
    for verb in [["diff"], ["report"], ["accept", "--all"], ["reject", "--all"]] {
      let fixture = try Fixture()
      defer { fixture.package.remove() }
      let run = fixture.run(verb)
      #expect(run.status == 1, "\(verb): \(run)")
      for path in fixture.refused {
        #expect(
          run.errors.contains("It was not used; delete this file alone with `\(fixture.command) reject \(path)`.\n"),
          "\(verb): \(run)")
      }
    }
  }

  @Test func acceptAndRejectByIDNeverTouchARefusedDocument() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let id = fixture.greeting.id
    // The change is written and its intact copies go; the broken copy of the same name stays, named.
    let accept = fixture.run(["accept", "--all"])
    #expect(accept.status == 1, "\(accept)")
    #expect(accept.output == "Accepted 1 change in Tests/AppTests/ShardTests.swift.\n", "\(accept)")
    #expect(try fixture.package.read("Tests/AppTests/ShardTests.swift").contains("    Hello, Ada\n"))
    #expect(try fixture.names() == [["0badf00d", "9999aaaa", id].sorted(), [], []])

    // Ids that name only refused documents remove nothing, and say how to remove them.
    for name in [id, "0badf00d"] {
      let byName = fixture.run(["reject", name])
      #expect(byName.status == 1, "\(byName)")
      #expect(
        byName.errors.hasPrefix(
          "error: \"\(name)\" names no pending change, only a refused document (\(fixture.store(1).documentPath(name))), "
            + "so nothing was removed."), "\(byName)")
    }
    let all = fixture.run(["reject", "--all"])
    #expect(all.status == 1, "\(all)")
    #expect(try fixture.names() == [["0badf00d", "9999aaaa", id].sorted(), [], []])
  }

  @Test func rejectingTheChangeByIDLeavesTheBrokenCopyAndNamesIt() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let id = fixture.greeting.id
    let run = fixture.run(["reject", id])
    #expect(run.status == 1, "\(run)")
    #expect(run.output == "Rejected 1 change: \(id).\n", "\(run)")
    #expect(
      run.errors.contains(
        "delete this file alone with `\(fixture.command) reject \(fixture.store(1).documentPath(id))`"))
    #expect(try fixture.names() == [["0badf00d", "9999aaaa", id].sorted(), [], []])
  }

  @Test func aFileThatIsNotADocumentOfTheStoresReadIsRefusedAndNothingIsRemoved() throws {
    let fixture = try Fixture()
    defer { fixture.package.remove() }
    let id = fixture.greeting.id
    let stores = (1...3).map { fixture.package.path("s\($0)") }.joined(separator: ", ")
    for (path, what) in [
      (fixture.package.path("Tests/AppTests/ShardTests.swift"), "is not a pending change document"),
      (fixture.package.path("s4/\(id).json"), "does not exist"),
      (fixture.package.path("s1/12345678.json"), "does not exist"),
    ] {
      let run = fixture.run(["reject", fixture.refused[0], path])
      #expect(run.status == 1, "\(run)")
      #expect(
        run.errors
          == "error: \(path) \(what), so nothing was removed. `reject` takes the file of a document (`<id>.json`) in a "
          + "store it reads (\(stores)); run `\(fixture.command) status` to list them.\n", "\(run)")
      #expect(try fixture.names()[0].count == 3)
    }
    #expect(FileManager.default.fileExists(atPath: fixture.package.path("Tests/AppTests/ShardTests.swift")))
    // A relative path is read from the current folder, as the shell passes it.
    let relative = fixture.refused[0].replacingOccurrences(
      of: FileManager.default.currentDirectoryPath + "/", with: "")
    #expect(RejectCommand.namesAFile(relative) && !RejectCommand.namesAFile(id))
  }
}
