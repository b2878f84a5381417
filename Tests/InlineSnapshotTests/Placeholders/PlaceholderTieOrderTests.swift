import Foundation
import Testing

@testable import InlineSnapshot

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Entries the history and JSON strategies sort by masked text may tie once masked (`id=<UUID>`
/// twice). Their order, and with it the numbering, must not be the order of the values themselves
/// (or of hashing), which changes from run to run: tied entries follow the values seen before them,
/// as tied set members of a dump do.
@Suite struct PlaceholderTieOrderTests {
  /// The text `strategy` makes of `value` under `placeholders`, as an assertion would compare it.
  private func text<Value>(
    of value: Value, as strategy: Snapshotting<Value, String>, placeholders: SnapshotPlaceholders = .uuids
  ) -> String {
    let result = AssertionPlaceholders(call: placeholders, scope: nil).snapshot {
      strategy.snapshot(of: value, timeout: 1)
    }
    return (try? result.get()) ?? "(failed)"
  }

  /// The distinct texts of 40 fresh values.
  private func texts(_ make: () -> String) -> Set<String> {
    Set((0..<40).map { _ in make() })
  }

  @Test func queryItemsThatTieFollowTheValuesSeenBefore() {
    let outputs = texts {
      let (a, b) = (UUID(), UUID())
      let request = RecordedRequest(
        path: "/users/\(b)", query: [.init(name: "\(a)", value: "on"), .init(name: "\(b)", value: "on")])
      return text(of: [request], as: .requests)
    }
    #expect(outputs == ["GET /users/<UUID 1>?<UUID 1>=on&<UUID 2>=on"])
    // Items of one name are not a tie: they keep the order they were sent in.
    let repeated = texts {
      let (a, b) = (UUID(), UUID())
      let request = RecordedRequest(
        path: "/users/\(b)", query: [.init(name: "id", value: "\(a)"), .init(name: "id", value: "\(b)")])
      return text(of: [request], as: .requests)
    }
    #expect(repeated == ["GET /users/<UUID 1>?id=<UUID 2>&id=<UUID 1>"])
    let swapped = texts {
      let (a, b) = (UUID(), UUID())
      let request = RecordedRequest(
        path: "/users/\(b)", query: [.init(name: "id", value: "\(b)"), .init(name: "id", value: "\(a)")])
      return text(of: [request], as: .requests)
    }
    #expect(swapped == ["GET /users/<UUID 1>?id=<UUID 1>&id=<UUID 2>"])
  }

  @Test func formFieldsThatTieFollowTheValuesSeenBefore() {
    let outputs = texts {
      let (a, b) = (UUID(), UUID())
      let request = RecordedRequest(
        method: "POST", path: "/carts/\(b)", headers: ["Content-Type": "application/x-www-form-urlencoded"],
        body: Data("\(a)=1&\(b)=1&item=\(a)&item=\(b)".utf8))
      return text(of: [request], as: .requests)
    }
    #expect(outputs == ["POST /carts/<UUID 1>\n<UUID 1>=1\n<UUID 2>=1\nitem=<UUID 2>\nitem=<UUID 1>"])
  }

  @Test func jsonMembersThatTieFollowTheValuesSeenBefore() {
    let bodies = texts {
      let (a, b) = (UUID(), UUID())
      let json = #"{"flags":{"\#(a)":true,"\#(b)":true},"owner":"x"}"#
      let request = RecordedRequest(
        method: "POST", path: "/users/\(b)", headers: ["Content-Type": "application/json"], body: Data(json.utf8))
      return text(of: [request], as: .requests)
    }
    #expect(
      bodies == [
        """
        POST /users/<UUID 1>
        {
          "flags" : {
            "<UUID 1>" : true,
            "<UUID 2>" : true
          },
          "owner" : "x"
        }
        """
      ])
    // Within one document: `items` is written before `selected`, whose members follow it.
    struct Selection: Encodable {
      var items: [UUID]
      var selected: [String: Bool]
    }
    let documents = texts {
      let (a, b) = (UUID(), UUID())
      return text(of: Selection(items: [b, a], selected: ["\(a)": true, "\(b)": true]), as: .json)
    }
    #expect(
      documents == [
        """
        {
          "items" : [
            "<UUID 1>",
            "<UUID 2>"
          ],
          "selected" : {
            "<UUID 1>" : true,
            "<UUID 2>" : true
          }
        }
        """
      ])
  }

  @Test func eventParametersThatTieFollowTheValuesSeenBefore() {
    let outputs = texts {
      let (a, b) = (UUID(), UUID())
      let events = [
        AnalyticsEvent(name: "opened", parameters: ["user": "\(b)"]),
        AnalyticsEvent(name: "flags", parameters: ["\(a)": true, "\(b)": true]),
      ]
      return text(of: events, as: .events)
    }
    #expect(
      outputs == [
        """
        opened
          user: "<UUID 1>"
        flags
          <UUID 1>: true
          <UUID 2>: true
        """
      ])
  }

  @Test func tiedEntriesThatSwapWhatTheyHoldPrintApart() {
    // Ties are broken by where each value was seen, so the numbers stay with the values: which of two
    // masked members holds `true` is still compared.
    let (user, other) = (UUID(), UUID())
    func request(_ userFlag: Bool, _ otherFlag: Bool) -> RecordedRequest {
      let json = #"{"flags":{"\#(user)":\#(userFlag),"\#(other)":\#(otherFlag)}}"#
      return RecordedRequest(
        method: "POST", path: "/users/\(user)", headers: ["Content-Type": "application/json"], body: Data(json.utf8))
    }
    func events(_ userFlag: Bool, _ otherFlag: Bool) -> [AnalyticsEvent] {
      [
        AnalyticsEvent(name: "opened", parameters: ["user": "\(user)"]),
        AnalyticsEvent(name: "flags", parameters: ["\(user)": .bool(userFlag), "\(other)": .bool(otherFlag)]),
      ]
    }
    for (userFlag, otherFlag) in [(true, false), (false, true)] {
      let expectedRequest = text(of: [request(userFlag, otherFlag)], as: .requests)
      let expectedEvents = text(of: events(userFlag, otherFlag), as: .events)
      #expect(text(of: [request(userFlag, otherFlag)], as: .requests) == expectedRequest)
      #expect(text(of: [request(otherFlag, userFlag)], as: .requests) != expectedRequest)
      #expect(text(of: events(otherFlag, userFlag), as: .events) != expectedEvents)
    }
    assertInlineSnapshot(of: events(true, false), as: .events, record: .never, placeholders: .uuids) {
      """
      opened
        user: "<UUID 1>"
      flags
        <UUID 2>: false
        <UUID 1>: true
      """
    }
    #expect(
      text(of: events(false, true), as: .events) != """
        opened
          user: "<UUID 1>"
        flags
          <UUID 2>: false
          <UUID 1>: true
        """)
  }

  @Test func tiedEntriesThatReferToEachOtherPrintTheSameOnEveryRun() throws {
    // Each entry's key is the value of another: every entry has the same keys, so the order they
    // came in (the values' own) decided which one was numbered first.
    let json = texts {
      let (a, b, c) = (UUID(), UUID(), UUID())
      return text(of: ["\(b)": "\(a)", "\(c)": "\(b)"], as: .json)
    }
    #expect(json == ["{\n  \"<UUID 1>\" : \"<UUID 2>\",\n  \"<UUID 2>\" : \"<UUID 3>\"\n}"])
    let dump = texts {
      let (a, b, c) = (UUID(), UUID(), UUID())
      return text(of: [b: a, c: b], as: .dump)
    }
    #expect(dump.count == 1)
    let events = texts {
      let (a, b, c) = (UUID(), UUID(), UUID())
      return text(of: [AnalyticsEvent(name: "links", parameters: ["\(b)": "\(a)", "\(c)": "\(b)"])], as: .events)
    }
    #expect(events == ["links\n  <UUID 1>: \"<UUID 2>\"\n  <UUID 2>: \"<UUID 3>\""])
    let query = texts {
      let (a, b, c) = (UUID(), UUID(), UUID())
      let request = RecordedRequest(
        path: "/links", query: [.init(name: "\(b)", value: "\(a)"), .init(name: "\(c)", value: "\(b)")])
      return text(of: [request], as: .requests)
    }
    #expect(query == ["GET /links?<UUID 1>=<UUID 2>&<UUID 2>=<UUID 3>"])
    // A chain and a fork print apart.
    let (a, b, c) = (UUID(), UUID(), UUID())
    #expect(text(of: ["\(b)": "\(a)", "\(c)": "\(a)"], as: .json) != json.first)
    #expect(text(of: [b: a, c: a], as: .dump) != dump.first)
  }

  @Test func parentMapsAndChainsPrintTheSameOnEveryRun() {
    // A child → parent map of 13 nodes (one with six children, five of them with a child of their
    // own) and a linked list of 65 links: every entry is `<UUID>: <UUID>` once masked.
    let edges = [(1, 0), (2, 1), (3, 1), (4, 3), (5, 1), (6, 1), (7, 1), (8, 7), (9, 2), (10, 6), (11, 1), (12, 5)]
    let trees = texts {
      let ids = (0...12).map { _ in UUID() }
      var parents: [UUID: UUID] = [:]
      for (child, parent) in edges { parents[ids[child]] = ids[parent] }
      return text(of: parents, as: .dump)
    }
    #expect(trees.count == 1)
    let chains = Set(
      (0..<10).map { _ in
        let ids = (0...65).map { _ in UUID() }
        var previous: [UUID: UUID] = [:]
        for index in 0..<65 { previous[ids[index + 1]] = ids[index] }
        return text(of: previous, as: .dump)
      })
    #expect(chains.count == 1)
  }

  @Test func setMembersAfterAMemberHoldingTheirValuesPrintTheSameOnEveryRun() {
    // `.y(a)` and `.y(c)` tie, but `a` is numbered by `.x(a, b)` before them.
    enum Member: Hashable {
      case x(UUID, UUID)
      case y(UUID)
    }
    let outputs = texts {
      let (a, b, c) = (UUID(), UUID(), UUID())
      return text(of: [Member.x(a, b), .y(a), .y(c)] as Set, as: .dump)
    }
    #expect(outputs.count == 1)
  }

  @Test func eventParametersWithBlocksAreOrderedByTheBlocks() {
    // A dictionary or an array of them prints as a block: sorted by that block, not as a tie.
    let outputs = texts {
      let events = [
        AnalyticsEvent(
          name: "carts", parameters: ["\(UUID())": ["sku": "b"], "\(UUID())": ["sku": "a"], "\(UUID())": [["n": 1]]])
      ]
      return text(of: events, as: .events)
    }
    #expect(
      outputs == [
        """
        carts
          <UUID 1>:
            - n: 1
          <UUID 2>:
            sku: "a"
          <UUID 3>:
            sku: "b"
        """
      ])
  }

  @Test func deeplyNestedParametersAreSortedWithoutRenderingThemOverAndOver() {
    // Sorting each dictionary by the lines of its entries must not render the levels below it again
    // for every level above: 24 levels would then take 2^24 renderings.
    var value: AnalyticsValue = ["leaf": 1]
    for level in 0..<24 { value = ["\(UUID())": value, "level": .int(level)] }
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      _ = text(of: [AnalyticsEvent(name: "deep", parameters: ["root": value])], as: .events)
    }
    #expect(elapsed < .seconds(10))
  }

  @Test func rawAndCurlOrderNamesHoldingValuesTheSameOnEveryRun() throws {
    // `.raw` and `.curl` sort query items and headers by name: under placeholders by the masked name
    // (then the masked value), not by the values in it.
    var outputs: Set<String> = []
    for _ in 0..<40 {
      let (a, b) = (UUID(), UUID())
      var request = URLRequest(url: try #require(URL(string: "https://x.test/users/\(b)?\(a)=x&\(b)=y")))
      request.setValue("1", forHTTPHeaderField: "X-\(a)")
      request.setValue("2", forHTTPHeaderField: "X-\(b)")
      outputs.insert(text(of: request, as: .raw) + "\n\n" + text(of: request, as: .curl))
    }
    #expect(outputs.count == 1)
    #expect(
      outputs.first == """
        GET https://x.test/users/<UUID 1>?<UUID 2>=x&<UUID 1>=y
        X-<UUID 2>: 1
        X-<UUID 1>: 2

        curl \\
        \t--header "X-<UUID 1>: 1" \\
        \t--header "X-<UUID 2>: 2" \\
        \t"https://x.test/users/<UUID 2>?<UUID 1>=x&<UUID 2>=y"
        """)
  }

  @Test func rawAndCurlOrderQueryItemsWhoseNamesTieByTheirValues() throws {
    // Names alike once masked are told apart by their masked values, never by the values themselves.
    var outputs: Set<String> = []
    for _ in 0..<40 {
      let (a, b) = (UUID(), UUID())
      let request = URLRequest(url: try #require(URL(string: "https://x.test/flags?\(a)=on&\(b)=off")))
      outputs.insert(text(of: request, as: .raw) + "\n\n" + text(of: request, as: .curl))
    }
    #expect(
      outputs == [
        """
        GET https://x.test/flags?<UUID 1>=off&<UUID 2>=on

        curl \\
        \t"https://x.test/flags?<UUID 1>=off&<UUID 2>=on"
        """
      ])
    // Items with one name keep the order they were sent in, whatever their values.
    var sameName: Set<String> = []
    for _ in 0..<40 {
      let (a, b) = (UUID(), UUID())
      let url = try #require(URL(string: "https://x.test/f?\(a)=y&tag=z&\(a)=x&\(b)=x&tag=a"))
      sameName.insert(text(of: URLRequest(url: url), as: .raw))
    }
    #expect(sameName == ["GET https://x.test/f?<UUID 1>=x&<UUID 2>=y&<UUID 2>=x&tag=z&tag=a"])
  }

  @Test func tiesInLongHistoriesAreOrderedInLinearTime() {
    // Each tie looks for its values in the text written before it: that text must not be made and
    // searched again for every tie (83 s for a JSON body of 5,000 such objects, before). Four times
    // the entries take about four times as long when the work grows with the text, sixteen times
    // when it grows with its square; the sizes keep the run short beside the end-to-end lanes.
    // The shorter of two runs of each size, so that a moment of load beside them counts less.
    func growth(_ render: (Int) -> Void) -> Double {
      let clock = ContinuousClock()
      render(50)
      let small = min(clock.measure { render(400) }, clock.measure { render(400) })
      let large = min(clock.measure { render(1_600) }, clock.measure { render(1_600) })
      return large / small
    }
    let json = growth { count in
      let objects = (0..<count).map { _ in #"{"\#(UUID())":true,"\#(UUID())":true}"# }
      let body = RecordedRequest(
        method: "POST", path: "/flags", headers: ["Content-Type": "application/json"],
        body: Data(("[" + objects.joined(separator: ",") + "]").utf8))
      _ = text(of: [body], as: .requests)
    }
    #expect(json < 9, "JSON members: \(json) times as long for four times the objects")
    let queries = growth { count in
      let requests = (0..<count).map { _ in
        RecordedRequest(
          path: "/users", query: [.init(name: "id", value: "\(UUID())"), .init(name: "id", value: "\(UUID())")])
      }
      _ = text(of: requests, as: .requests)
    }
    #expect(queries < 9, "query items: \(queries) times as long for four times the requests")
    let parameters = growth { count in
      let events = (0..<count).map { _ in
        AnalyticsEvent(name: "flags", parameters: ["\(UUID())": true, "\(UUID())": true])
      }
      _ = text(of: events, as: .events)
    }
    #expect(parameters < 9, "event parameters: \(parameters) times as long for four times the events")
  }
}
