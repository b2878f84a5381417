import SnapshotDump
import Testing

private struct User {
  var name: String
  var nickname: String?
  var friends: [User] = []

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
    #expect(dump.hasPrefix("- \\User.friends."))
    #expect(dump.hasSuffix(".name"))
    #expect(!dump.contains("0x"))
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
