import Foundation
import InlineSnapshot
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct RequestsStrategyTests {
  func jsonRequest(_ json: String, path: String = "/auth/sms") -> RecordedRequest {
    RecordedRequest(method: "post", path: path, headers: ["content-type": "application/json"], body: Data(json.utf8))
  }

  @Test func urlRequestWithJSONBodyAndChosenHeader() throws {
    var request = URLRequest(url: try #require(URL(string: "https://api.example.com/auth/sms?attempt=1")))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
    request.httpBody = Data(#"{"phone":"+441234567890","code":"123456"}"#.utf8)
    assertInlineSnapshot(of: [request], as: .requests(headers: ["Content-Type"])) {
      """
      POST /auth/sms?attempt=1
      Content-Type: application/json
      {
        "code" : "123456",
        "phone" : "+441234567890"
      }
      """
    }
  }

  @Test func recorderHistoryAsBlocksAndAsPaths() {
    let recorder = RequestRecorder()
    recorder.record(
      RecordedRequest(
        method: "POST", path: "/auth/phone", query: [.init(name: "b", value: "2"), .init(name: "a", value: "1")]))
    recorder.record(jsonRequest(#"{"code":"123456"}"#))
    recorder.record(RecordedRequest(path: "/profile"))
    assertInlineSnapshot(of: recorder, as: .requests) {
      """
      POST /auth/phone?a=1&b=2

      POST /auth/sms
      {
        "code" : "123456"
      }

      GET /profile
      """
    }
    assertInlineSnapshot(of: recorder, as: .requests(.paths)) {
      """
      POST /auth/phone
      POST /auth/sms
      GET /profile
      """
    }
    assertInlineSnapshot(of: recorder.requests, as: .requests(.paths)) {
      """
      POST /auth/phone
      POST /auth/sms
      GET /profile
      """
    }
  }

  @Test func emptyHistories() {
    assertInlineSnapshot(of: RequestRecorder(), as: .requests) {
      """
      (no requests)
      """
    }
    assertInlineSnapshot(of: [URLRequest](), as: .requests(.paths)) {
      """
      (no requests)
      """
    }
  }

  @Test func nestedJSONKeepsNumbersAndEscapesOnlyWhatJSONRequires() {
    let request = jsonRequest(#"{"b":[1.10,{"z":null,"a":"x/y \"é\"\u0001"}],"e":[],"o":{},"t":true}"#)
    assertInlineSnapshot(of: [request], as: .requests) {
      #"""
      POST /auth/sms
      {
        "b" : [
          1.10,
          {
            "a" : "x/y \"é\"\u0001",
            "z" : null
          }
        ],
        "e" : [],
        "o" : {},
        "t" : true
      }
      """#
    }
  }

  @Test func chosenHeadersInTheOrderAskedIgnoringCaseAndRedacted() {
    let request = RecordedRequest(
      method: "GET", path: "/profile",
      headers: ["authorization": "Bearer secret", "Accept": "application/json", "X-Trace": "abc"]
    )
    assertInlineSnapshot(
      of: [request],
      as: .requests(headers: ["X-Trace", "Authorization", "If-None-Match", "accept"], redacting: ["AUTHORIZATION"])
    ) {
      """
      GET /profile
      X-Trace: abc
      Authorization: <redacted>
      accept: application/json
      """
    }
  }

  @Test func redactsJSONKeysAtAnyDepthQueryItemsAndFormFields() {
    let json = jsonRequest(
      #"{"accessToken":"abc","user":{"name":"Ann","accessToken":"def"},"list":[{"accessToken":1}]}"#)
    let form = RecordedRequest(
      method: "POST", path: "/login", query: [.init(name: "accessToken", value: "q")],
      headers: ["Content-Type": "application/x-www-form-urlencoded; charset=utf-8"],
      body: Data("user=ann+lee&accessToken=xyz&note=a%26b%3Dc".utf8)
    )
    assertInlineSnapshot(of: [json, form], as: .requests(redacting: ["accessToken"])) {
      """
      POST /auth/sms
      {
        "accessToken" : "<redacted>",
        "list" : [
          {
            "accessToken" : "<redacted>"
          }
        ],
        "user" : {
          "accessToken" : "<redacted>",
          "name" : "Ann"
        }
      }

      POST /login?accessToken=<redacted>
      accessToken=<redacted>
      note=a&b=c
      user=ann lee
      """
    }
  }

  @Test func nonJSONBodies() {
    let requests = [
      RecordedRequest(
        method: "POST", path: "/text", headers: ["Content-Type": "text/plain"],
        body: Data("line 1\r\nline 2\n\tindented\r\n\r\n".utf8)),
      RecordedRequest(
        method: "POST", path: "/invalid-json", headers: ["Content-Type": "application/json"], body: Data("{oops".utf8)),
      RecordedRequest(method: "POST", path: "/json-without-content-type", body: Data("[1,true]".utf8)),
      RecordedRequest(
        method: "POST", path: "/binary", headers: ["Content-Type": "image/png"],
        body: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])),
      RecordedRequest(method: "POST", path: "/one-byte", body: Data([0x00])),
      RecordedRequest(
        method: "POST", path: "/not-utf8-form", headers: ["Content-Type": "application/x-www-form-urlencoded"],
        body: Data([0xC3, 0x28])),
    ]
    assertInlineSnapshot(of: requests, as: .requests) {
      """
      POST /text
      line 1
      line 2
      \u{9}indented

      POST /invalid-json
      {oops

      POST /json-without-content-type
      [
        1,
        true
      ]

      POST /binary
      <6 bytes>

      POST /one-byte
      <1 byte>

      POST /not-utf8-form
      <2 bytes>
      """
    }
  }

  @Test func escapesOnlyWhatWouldMakeTheRequestLineAmbiguous() {
    let request = RecordedRequest(
      method: "GET", path: "/files/50% off?#1/Jörg",
      query: [.init(name: "q", value: "a&b=c d"), .init(name: "city", value: "Zürich")]
    )
    assertInlineSnapshot(of: [request], as: .requests) {
      """
      GET /files/50%25%20off%3F%231/Jörg?city=Zürich&q=a%26b%3Dc%20d
      """
    }
  }

  /// The `.requests` text of a `GET` of `url`, made from a `URLRequest`.
  func render(_ url: String, style: RequestHistoryFormat.Style = .full) throws -> String {
    let request = RecordedRequest(URLRequest(url: try #require(URL(string: url))))
    return RequestHistoryFormat(style: style).render([request])
  }

  /// The `.requests` text of a `POST` of a form body.
  func render(form body: String) -> String {
    let request = RecordedRequest(
      method: "POST", path: "/form", headers: ["Content-Type": "application/x-www-form-urlencoded"],
      body: Data(body.utf8))
    return RequestHistoryFormat().render([request])
  }

  @Test func aPlusEscapedInTheQueryPrintsEscaped() throws {
    // A server that reads the query as a form reads `+` as a space and `%2B` as a plus.
    let literal = try render("https://x.test/auth?phone=+441234")
    let escaped = try render("https://x.test/auth?phone=%2B441234")
    #expect(literal != escaped)
    #expect(literal == "GET /auth?phone=+441234")
    #expect(escaped == "GET /auth?phone=%2B441234")
    #expect(try render("https://x.test/auth?phone=%20441234") == "GET /auth?phone=%20441234")
    #expect(try render("https://x.test/s?a%2bb=1+%2b%26%25+J%C3%B6rg") == "GET /s?a%2Bb=1+%2B%26%25+Jörg")
    let fromLiteral = RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/auth?phone=+441234"))))
    var fromEscaped = RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/auth?phone=%2B441234"))))
    #expect(fromLiteral != fromEscaped)
    #expect(fromEscaped.query.map(\.value) == ["+441234"])
    // Setting a value forgets how the URL spelled it: the item is then the one it says it is.
    fromEscaped.query[0].value = "+441234"
    #expect(fromLiteral == fromEscaped)
  }

  @Test func aSlashEscapedInAPathSegmentPrintsEscaped() throws {
    // `/projects/group%2Fapp` names one project, `/projects/group/app` a path three segments deep.
    let segments = try render("https://x.test/projects/group/app")
    let oneSegment = try render("https://x.test/projects/group%2Fapp")
    #expect(segments != oneSegment)
    #expect(segments == "GET /projects/group/app")
    #expect(oneSegment == "GET /projects/group%2Fapp")
    #expect(try render("https://x.test/projects/group%2Fapp", style: .paths) == "GET /projects/group%2Fapp")
    #expect(try render("https://x.test/a%2fJ%C3%B6rg%2550%3F%20x/b") == "GET /a%2FJörg%2550%3F%20x/b")
    var fromEscaped = RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/projects/group%2Fapp"))))
    #expect(
      fromEscaped != RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/projects/group/app")))))
    #expect(fromEscaped.path == "/projects/group/app")
    fromEscaped.path = "/projects/group/app"
    #expect(fromEscaped == RecordedRequest(path: "/projects/group/app"))
  }

  @Test func anEqualsSignOrACommaEscapedInAPathParameterPrintsEscaped() throws {
    // A server that reads a segment's parameters splits `;x=1` into the name `x` and the value `1`,
    // and `;c=a,b` into two values; `%3D` and `%2C` are part of the name or the value.
    let parameter = try render("https://x.test/files/a;x=1;c=a,b")
    let escaped = try render("https://x.test/files/a;x%3D1;c=a%2Cb")
    #expect(parameter != escaped)
    #expect(parameter == "GET /files/a;x=1;c=a,b")
    #expect(escaped == "GET /files/a;x%3D1;c=a%2Cb")
  }

  @Test func aSemicolonEscapedInAPathSegmentPrintsEscaped() throws {
    // A server reads a `;` in a segment as the start of its parameters (`/files/a;v=2` is the file
    // `a` to a servlet container), a `%3B` as part of the segment's name.
    let parameters = try render("https://x.test/files/a;v=2")
    let name = try render("https://x.test/files/a%3Bv=2")
    #expect(parameters != name)
    #expect(parameters == "GET /files/a;v=2")
    #expect(name == "GET /files/a%3Bv=2")
    #expect(try render("https://x.test/a%3bb%2Fc;d%3F", style: .paths) == "GET /a%3Bb%2Fc;d%3F")
    var fromEscaped = RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/files/a%3Bv=2"))))
    #expect(fromEscaped != RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/files/a;v=2")))))
    #expect(fromEscaped.path == "/files/a;v=2")
    fromEscaped.path = "/files/a;v=2"
    #expect(fromEscaped == RecordedRequest(path: "/files/a;v=2"))
  }

  @Test func aSemicolonEscapedInTheQueryPrintsEscaped() throws {
    // A server that splits the query at `;` as at `&` reads `a=1;b=2` as two items, `a=1%3Bb=2` as one.
    let twoItems = try render("https://x.test/s?a=1;b=2")
    let oneItem = try render("https://x.test/s?a=1%3Bb=2")
    #expect(twoItems != oneItem)
    #expect(twoItems == "GET /s?a=1;b%3D2")
    #expect(oneItem == "GET /s?a=1%3Bb%3D2")
    #expect(try render("https://x.test/s?a;b") != render("https://x.test/s?a%3Bb"))
    #expect(try render("https://x.test/s?a%3bb=%2B1;c+d") == "GET /s?a%3Bb=%2B1;c+d")
    var fromEscaped = RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/s?a=1%3Bb"))))
    #expect(fromEscaped != RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/s?a=1;b")))))
    fromEscaped.query[0].value = "1;b"
    #expect(fromEscaped == RecordedRequest(path: "/s", query: [.init(name: "a", value: "1;b")]))
  }

  @Test func aSemicolonEscapedInAFormPrintsEscaped() {
    // As in a query, a server that splits a form at `;` reads `a=1;b=2` as two fields.
    let twoFields = render(form: "a=1;b=2")
    let oneField = render(form: "a=1%3Bb=2")
    #expect(twoFields != oneField)
    #expect(twoFields == "POST /form\na=1;b=2")
    #expect(oneField == "POST /form\na=1%3Bb=2")
    #expect(render(form: "a%3bb=%3B+x;%25") == "POST /form\na%3Bb=%3B x;%25")
    #expect(render(form: "a;b") != render(form: "a%3Bb"))
  }

  @Test func repeatedNamesKeepTheOrderTheyWereSentIn() throws {
    // A server reads `?tag=b&tag=a` as the list [b, a]: sorting the items of one name by value would
    // print it like [a, b]. Names are still sorted, so a dictionary's order changes nothing.
    #expect(try render("https://x.test/f?tag=b&z=1&tag=a") == "GET /f?tag=b&tag=a&z=1")
    #expect(try render("https://x.test/f?tag=a&z=1&tag=b") == "GET /f?tag=a&tag=b&z=1")
    #expect(render(form: "tag=b&z=1&tag=a") == "POST /form\ntag=b\ntag=a\nz=1")
    #expect(render(form: "tag=a&z=1&tag=b") == "POST /form\ntag=a\ntag=b\nz=1")
    let built = RecordedRequest(
      path: "/f", query: [.init(name: "z", value: "1"), .init(name: "tag", value: "b"), .init(name: "tag", value: "a")])
    #expect(built.query.map(\.value) == ["b", "a", "1"])
    #expect(
      built
        != RecordedRequest(
          path: "/f",
          query: [.init(name: "tag", value: "a"), .init(name: "tag", value: "b"), .init(name: "z", value: "1")]))
  }

  @Test func aSwapOfRepeatedNamesChangesTheSnapshot() {
    let sent = RecordedRequest(path: "/f", query: [.init(name: "tag", value: "a"), .init(name: "tag", value: "b")])
    let swapped = RecordedRequest(path: "/f", query: [.init(name: "tag", value: "b"), .init(name: "tag", value: "a")])
    assertInlineSnapshot(of: [sent], as: .requests, record: .never) {
      """
      GET /f?tag=a&tag=b
      """
    }
    #expect(RequestHistoryFormat().render([swapped]) == "GET /f?tag=b&tag=a")
  }

  @Test func formFieldsEscapeWhatWouldMakeTwoFormsPrintAlike() {
    let equalsInName = render(form: "a%3Db=c")
    let equalsInValue = render(form: "a=b%3Dc")
    #expect(equalsInName != equalsInValue)
    #expect(equalsInName == "POST /form\na%3Db=c")
    #expect(equalsInValue == "POST /form\na=b=c")
    let bareNameWithEquals = render(form: "a%3Db")
    #expect(bareNameWithEquals != render(form: "a=b"))
    #expect(bareNameWithEquals == "POST /form\na%3Db")
    let oneField = render(form: "a=1%0Ab%3D2")
    let twoFields = render(form: "a=1&b=2")
    #expect(oneField != twoFields)
    #expect(oneField == "POST /form\na=1%0Ab=2")
    #expect(twoFields == "POST /form\na=1\nb=2")
    let percent = render(form: "a=%250A")
    #expect(percent != oneField)
    #expect(percent == "POST /form\na=%250A")
    #expect(
      render(form: "a=%09%0D%0B%0C%C2%85%E2%80%A8%E2%80%A9%7F&b%0D=x+y%20%26z%C3%A9")
        == "POST /form\na=%09%0D%0B%0C%C2%85%E2%80%A8%E2%80%A9%7F\nb%0D=x y &zé")
  }

  /// `URLSession.data(for:)` needs macOS 12; the package supports 10.15.
  func send(_ request: URLRequest, through session: URLSession) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      session.dataTask(with: request) { _, _, error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }.resume()
    }
  }

  @Test func urlProtocolFeedsTheRecorder() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [RecordingURLProtocol.self]
    let session = URLSession(configuration: configuration)
    var request = URLRequest(url: try #require(URL(string: "https://api.example.com/auth/phone")))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(#"{"phone":"+441234567890"}"#.utf8)
    try await send(request, through: session)
    try await send(URLRequest(url: try #require(URL(string: "https://api.example.com/profile"))), through: session)
    assertInlineSnapshot(of: RecordingURLProtocol.recorder, as: .requests) {
      """
      POST /auth/phone
      {
        "phone" : "+441234567890"
      }

      GET /profile
      """
    }
  }
}

/// Answers every request with an empty 200 and records it: the way a test feeds a
/// ``RequestRecorder`` from real `URLSession` traffic.
final class RecordingURLProtocol: URLProtocol {
  static let recorder = RequestRecorder()

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    Self.recorder.record(request)
    let url = request.url ?? URL(fileURLWithPath: "/")
    if let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: [:]) {
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    }
    client?.urlProtocol(self, didLoad: Data())
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
