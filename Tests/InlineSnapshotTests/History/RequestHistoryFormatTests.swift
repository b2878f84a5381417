import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import InlineSnapshot

@Suite struct RequestHistoryFormatTests {
  func jsonRequest(_ json: String, path: String = "/auth/sms") -> RecordedRequest {
    RecordedRequest(method: "post", path: path, headers: ["content-type": "application/json"], body: Data(json.utf8))
  }

  @Test func jsonBodyPrettyPrintedWithSortedKeys() {
    var request = URLRequest(url: URL(string: "https://api.example.com/auth/sms?attempt=1")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(#"{"phone":"+441234567890","code":"123456"}"#.utf8)
    let text = RequestHistoryFormat(headers: ["Content-Type"]).render([RecordedRequest(request)])
    #expect(text == """
      POST /auth/sms?attempt=1
      Content-Type: application/json
      {
        "code" : "123456",
        "phone" : "+441234567890"
      }
      """)
  }

  @Test func nestedJSONKeepsNumbersAndEscapesOnlyWhatJSONRequires() {
    let text = RequestHistoryFormat().render([jsonRequest(#"{"b":[1.10,{"z":null,"a":"x/y \"é\"\u0001"}],"e":[],"o":{},"t":true}"#)])
    #expect(text == #"""
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
      """#)
  }

  @Test func blocksSeparatedByABlankLineAndPathsOnly() {
    let requests = [
      RecordedRequest(method: "POST", path: "/auth/phone", query: [.init(name: "b", value: "2"), .init(name: "a", value: "1")]),
      RecordedRequest(method: "POST", path: "/auth/sms", body: Data("code=1".utf8)),
      RecordedRequest(path: "/profile"),
    ]
    #expect(RequestHistoryFormat().render(requests) == """
      POST /auth/phone?a=1&b=2

      POST /auth/sms
      code=1

      GET /profile
      """)
    #expect(RequestHistoryFormat(style: .paths).render(requests) == """
      POST /auth/phone
      POST /auth/sms
      GET /profile
      """)
  }

  @Test func emptyHistory() {
    #expect(RequestHistoryFormat().render([]) == "(no requests)")
    #expect(RequestHistoryFormat(style: .paths).render([]) == "(no requests)")
  }

  @Test func chosenHeadersInTheOrderAskedIgnoringCaseAndRedacted() {
    let request = RecordedRequest(
      method: "GET", path: "/profile",
      headers: ["authorization": "Bearer secret", "Accept": "application/json", "X-Trace": "abc"]
    )
    let format = RequestHistoryFormat(headers: ["X-Trace", "Authorization", "If-None-Match", "accept"], redacting: ["AUTHORIZATION"])
    #expect(format.render([request]) == """
      GET /profile
      X-Trace: abc
      Authorization: <redacted>
      accept: application/json
      """)
  }

  @Test func redactsJSONKeysAtAnyDepthQueryItemsAndFormFields() {
    let json = jsonRequest(#"{"accessToken":"abc","user":{"name":"Ann","accessToken":"def"},"list":[{"accessToken":1}]}"#)
    let form = RecordedRequest(
      method: "POST", path: "/login", query: [.init(name: "accessToken", value: "q")],
      headers: ["Content-Type": "application/x-www-form-urlencoded; charset=utf-8"],
      body: Data("user=ann+lee&accessToken=xyz&note=a%26b%3Dc".utf8)
    )
    #expect(RequestHistoryFormat(redacting: ["accessToken"]).render([json, form]) == """
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
      """)
  }

  @Test func nonJSONBodies() {
    let requests = [
      RecordedRequest(method: "POST", path: "/text", headers: ["Content-Type": "text/plain"], body: Data("line 1\r\nline 2\n\tindented\r\n\r\n".utf8)),
      RecordedRequest(method: "POST", path: "/invalid-json", headers: ["Content-Type": "application/json"], body: Data("{oops".utf8)),
      RecordedRequest(method: "POST", path: "/json-without-content-type", body: Data("[1,true]".utf8)),
      RecordedRequest(method: "POST", path: "/binary", headers: ["Content-Type": "image/png"], body: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])),
      RecordedRequest(method: "POST", path: "/one-byte", body: Data([0x00])),
      RecordedRequest(method: "POST", path: "/not-utf8-form", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data([0xC3, 0x28])),
    ]
    #expect(RequestHistoryFormat().render(requests) == """
      POST /text
      line 1
      line 2
      \tindented

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
      """)
  }

  @Test func escapesOnlyWhatWouldMakeTheRequestLineAmbiguous() {
    let request = RecordedRequest(
      method: "GET", path: "/files/50% off?#1/Jörg",
      query: [.init(name: "q", value: "a&b=c d"), .init(name: "city", value: "Zürich")]
    )
    #expect(RequestHistoryFormat().render([request]) == """
      GET /files/50%25%20off%3F%231/Jörg?city=Zürich&q=a%26b%3Dc%20d
      """)
  }
}
