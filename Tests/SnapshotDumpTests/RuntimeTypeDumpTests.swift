import SnapshotDump
import Testing

private struct User {
  var name: String
  var nickname: String?
  var friends: [User] = []
  var displayName: String { nickname ?? name }
  var greeting: String { "Hello, " + name }

  struct Settings {
    var isPublic: Bool
  }
}

private struct Box<Value> {
  var value: Value
}

private actor Counter {
  var count = 0
  var label = "clicks"
}

private struct Screen {
  var title: String
  var refresh: Task<Int, Never>
}

struct RuntimeTypeDumpTests {
  @Test func keyPathsPrintAsSwiftWritesThem() {
    #expect(
      snapshotDump([\User.name, \User.nickname] as [PartialKeyPath<User>]) == """
        ▿ 2 elements
          - \\User.name
          - \\User.nickname
        """
    )
    #expect(snapshotLine(\User.Settings.isPublic) == "\\User.Settings.isPublic")
    #expect(snapshotDump(\Box<[String: Int]>.value) == "- \\Box<[String: Int]>.value")
  }

  @Test func computedKeyPathComponentsShowNoAddress() {
    let dump = snapshotDump(\User.friends[0].name)
    #expect(dump.hasPrefix("- \\User.friends.<computed (User)>.name <"))
    #expect(!dump.contains("0x"))
  }

  /// The runtime's text names neither a subscript's index nor a computed property, so such key
  /// paths print a mark unique to the key path and to the run: a snapshot holding one fails on
  /// the next run instead of passing after the key path changed.
  @Test func keyPathsTheTextCannotTellApartNeverPrintAlike() {
    let first = snapshotDump(\User.friends[0].name)
    let second = snapshotDump(\User.friends[1].name)
    #expect(first != second)
    #expect(snapshotDump(\User.displayName) != snapshotDump(\User.greeting))
    #expect(snapshotDump(\User.friends[0].name) == first)
    #expect(first.contains("<unidentifiable key path, run "))
    #expect(snapshotDump(\User.name) == "- \\User.name")
  }

  @Test func actorsShowTheirStateWithoutCompilerStorage() {
    #expect(
      snapshotDump(Counter()) == """
        ▿ Counter
          - count: 0
          - label: "clicks"
        """
    )
  }

  @Test func tasksShowNoRuntimeHandle() async {
    let screen = Screen(title: "Home", refresh: Task { 1 })
    _ = await screen.refresh.value
    #expect(
      snapshotDump(screen) == """
        ▿ Screen
          - title: "Home"
          - refresh: Task<Int, Never>
        """
    )
  }

  @Test func streamsPrintAsTheirType() {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    #expect(snapshotDump(stream) == "- AsyncStream<Int>")
    #expect(snapshotDump(continuation) == "- AsyncStream<Int>.Continuation")
  }

  @Test func durationsPrintAsSwiftPrintsThem() {
    #expect(snapshotDump(Duration.milliseconds(1500)) == "- 1.5 seconds")
    #expect(snapshotLine(Box(value: Duration.seconds(60))) == "Box<Duration>(value: 60.0 seconds)")
  }
}
