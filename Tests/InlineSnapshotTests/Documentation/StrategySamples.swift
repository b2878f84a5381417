import Foundation
import InlineSnapshot
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The samples of the strategies' documentation.

private struct Session {
  var accessToken: String
  var userID: Int
}

private struct Settings: Encodable {
  var sound: Bool
}

struct Invoice {
  var number: String
  var total: Decimal
}

private actor Loader {
  func load() -> String { "loaded" }
}

private struct RequestLog {
  var requests: [URLRequest]
}

private struct ProfileAPI {
  func profileText() async -> String { "Blob, 42" }
}

// snippet: custom-strategy
extension Snapshotting where Value == Invoice, Format == String {
  static var summary: Self {
    Snapshotting<String, String>.lines.pullback { "\($0.number): \($0.total)" }
  }
}
// snippet-end

struct Event {
  var name: String
}

// snippet: lines-pullback
extension Snapshotting where Value == [Event], Format == String {
  static var eventNames: Snapshotting {
    Snapshotting<String, String>.lines.pullback { $0.map(\.name).joined(separator: "\n") }
  }
}
// snippet-end

// snippet: snapshotting-paths
extension Snapshotting where Value == [URLRequest], Format == String {
  static var paths: Snapshotting {
    Snapshotting<String, String>.lines.pullback { requests in
      requests.map { "\($0.httpMethod ?? "GET") \($0.url?.path ?? "")" }.joined(separator: "\n")
    }
  }
}
// snippet-end

// A type declared in a free function dumps under its own name; in a suite's method it would be
// qualified by the suite.
@Test func dumpStrategySample() {
  // snippet: dump
  struct User {
    var id: Int
    var name: String
  }
  assertInlineSnapshot(of: User(id: 1, name: "Blob"), as: .dump) {
    """
    ▿ User
      - id: 1
      - name: "Blob"
    """
  }
  // snippet-end
}

@Suite struct StrategySamples {
  fileprivate let api = RequestLog(requests: [URLRequest(url: URL(string: "https://example.com/profile")!)])

  @Test func customStrategy() {
    // snippet: custom-strategy-use
    assertInlineSnapshot(of: Invoice(number: "2024-001", total: 12.5), as: .summary) {
      """
      2024-001: 12.5
      """
    }
    // snippet-end
    assertInlineSnapshot(of: [Event(name: "opened"), Event(name: "closed")], as: .eventNames) {
      """
      opened
      closed
      """
    }
  }

  @Test func lines() {
    // snippet: lines
    assertInlineSnapshot(of: "Hello\nWorld", as: .lines) {
      """
      Hello
      World
      """
    }
    // snippet-end
  }

  @Test func description() {
    // snippet: description
    assertInlineSnapshot(of: URL(string: "https://example.com/a")!, as: .description) {
      """
      https://example.com/a
      """
    }
    // snippet-end
  }

  @Test func dumpRedacting() {
    let session = Session(accessToken: "secret", userID: 42)
    // snippet: dump-redacting
    assertInlineSnapshot(of: session, as: .dump(redacting: ["accessToken"])) {
      """
      ▿ Session
        - accessToken: <redacted>
        - userID: 42
      """
    }
    // snippet-end
  }

  @Test func json() {
    // snippet: json
    struct Login: Encodable {
      var phone: String
      var next: String
    }
    assertInlineSnapshot(of: Login(phone: "+1", next: "/sms"), as: .json) {
      """
      {
        "next" : "/sms",
        "phone" : "+1"
      }
      """
    }
    // snippet-end
  }

  @Test func jsonWithEncoder() {
    // snippet: json-encoder
    struct Signup: Encodable {
      var name: String
      var date: Date
    }
    let encoder = JSONEncoder.snapshotEncoder()
    encoder.dateEncodingStrategy = .iso8601
    assertInlineSnapshot(of: Signup(name: "Blob", date: Date(timeIntervalSince1970: 0)), as: .json(encoder)) {
      """
      {
        "date" : "1970-01-01T00:00:00Z",
        "name" : "Blob"
      }
      """
    }
    // snippet-end
  }

  @Test func snapshotEncoder() {
    // snippet: snapshot-encoder
    let encoder = JSONEncoder.snapshotEncoder()
    encoder.dateEncodingStrategy = .iso8601
    // snippet-end
    #expect(encoder.outputFormatting.contains(.sortedKeys))
  }

  @Test func jsonObject() {
    // snippet: json-object
    let payload: [String: Any] = ["id": 1, "tags": ["a"]]
    assertInlineSnapshot(of: payload, as: .json) {
      """
      {
        "id" : 1,
        "tags" : [
          "a"
        ]
      }
      """
    }
    // snippet-end
  }

  @Test func plist() {
    // snippet: plist
    assertInlineSnapshot(of: Settings(sound: true), as: .plist) {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \u{9}<key>sound</key>
      \u{9}<true/>
      </dict>
      </plist>

      """
    }
    // snippet-end
  }

  @Test func function() {
    // snippet: func-into
    enum Direction: CaseIterable { case up, down }
    let isUp: (Direction) -> Bool = { $0 == .up }
    assertInlineSnapshot(of: isUp, as: Snapshotting<Direction, String>.func(into: .description)) {
      """
      "up","true"
      "down","false"
      """
    }
    // snippet-end
  }

  @Test func strategyError() {
    // snippet: strategy-error
    let utf8Text = Snapshotting<Data, String>(diffing: .lines) { data in
      guard let text = String(data: data, encoding: .utf8) else {
        throw SnapshotStrategyError("The data is not UTF-8 text.")
      }
      return text
    }
    // snippet-end
    withKnownIssue {
      assertInlineSnapshot(of: Data([0xFF]), as: utf8Text, record: .never) { "" }
    } matching: { issue in
      issue.comments.first?.rawValue.contains("The data is not UTF-8 text.") == true
    }
  }

  @Test func paths() {
    // snippet: snapshotting-paths-use
    assertInlineSnapshot(of: api.requests, as: .paths) {
      """
      GET /profile
      """
    }
    // snippet-end
  }

  @Test func initializers() async {
    // snippet: snapshotting-init
    let uppercased = Snapshotting<String, String>(diffing: .lines) { $0.uppercased() }
    // snippet-end
    assertInlineSnapshot(of: "abc", as: uppercased) { "ABC" }

    // snippet: snapshotting-init-async
    let loaded = Snapshotting<Loader, String>(diffing: .lines) { await $0.load() }
    // snippet-end
    await assertInlineSnapshot(of: { Loader() }, as: loaded) { "loaded" }
  }

  @Test func pullbacks() async {
    // snippet: snapshotting-pullback
    struct User { var name: String }
    let names = Snapshotting<String, String>.lines.pullback { (user: User) in user.name }
    // snippet-end
    assertInlineSnapshot(of: User(name: "Blob"), as: names) { "Blob" }

    // snippet: snapshotting-async-pullback
    let profile = Snapshotting<String, String>.lines.asyncPullback { (api: ProfileAPI) in await api.profileText() }
    // snippet-end
    await assertInlineSnapshot(of: { ProfileAPI() }, as: profile) { "Blob, 42" }
  }

  @Test func diffing() {
    // snippet: diffing-lines-diff
    #expect(Diffing<String>.lines.diff("a\nb", "a\nc") == "@@ -1,2 +1,2 @@\n a\n-b\n+c")
    // snippet-end

    // snippet: diffing-lines-same
    #expect(Diffing<String>.lines.diff("same", "same") == nil)
    // snippet-end

    // snippet: diffing-init
    let caseInsensitive = Diffing<String> { expected, actual in
      expected.lowercased() == actual.lowercased() ? nil : "\(expected) ≠ \(actual)"
    }
    // snippet-end
    #expect(caseInsensitive.diff("Blob", "BLOB") == nil)
    #expect(caseInsensitive.diff("Blob", "Blub") == "Blob ≠ Blub")
  }
}

@Suite struct URLRequestStrategySamples {
  func request(_ method: String, _ url: String, headers: [String: String], body: String) -> URLRequest {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = Data(body.utf8)
    return request
  }

  @Test func raw() {
    let request = request(
      "POST", "https://example.com/subscribe", headers: ["Accept": "text/html"], body: "plan=monthly")
    // snippet: urlrequest-raw
    assertInlineSnapshot(of: request, as: .raw) {
      """
      POST https://example.com/subscribe
      Accept: text/html

      plan=monthly
      """
    }
    // snippet-end
    // snippet: urlrequest-curl
    assertInlineSnapshot(of: request, as: .curl) {
      """
      curl \\
      \t--request POST \\
      \t--header "Accept: text/html" \\
      \t--data "plan=monthly" \\
      \t"https://example.com/subscribe"
      """
    }
    // snippet-end
  }

  @Test func rawPretty() {
    let request = request(
      "POST", "https://example.com/users", headers: ["Content-Type": "application/json"],
      body: #"{"name":"Blob","age":30}"#)
    // snippet: urlrequest-raw-pretty
    assertInlineSnapshot(of: request, as: .raw(pretty: true)) {
      """
      POST https://example.com/users
      Content-Type: application/json

      {
        "age" : 30,
        "name" : "Blob"
      }
      """
    }
    // snippet-end
  }
}
