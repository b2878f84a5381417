import Foundation
import Testing

@testable import InlineSnapshot

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `.raw`, `.raw(pretty:)` and `.curl` give SnapshotTesting's text for the same request (the expected
/// strings are what SnapshotTesting's own strategies print for these requests on Linux).
@Suite struct URLRequestStrategyTests {
  private func text(_ strategy: Snapshotting<URLRequest, String>, _ request: URLRequest) throws -> String {
    guard case .sync(let snapshot) = strategy.body else {
      Issue.record("The request strategies are synchronous")
      return ""
    }
    return try snapshot(request)
  }

  private func request(_ url: String, method: String = "GET", headers: [(String, String)] = [], body: String? = nil)
    -> URLRequest
  {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = method
    for (name, value) in headers { request.addValue(value, forHTTPHeaderField: name) }
    request.httpBody = body.map { Data($0.utf8) }
    return request
  }

  @Test func getWithCookie() throws {
    let get = request(
      "https://www.pointfree.co/",
      headers: [("Cookie", "pf_session={}"), ("Accept", "text/html"), ("Content-Type", "application/json")])
    #expect(
      try text(.raw, get)
        == "GET https://www.pointfree.co/\nAccept: text/html\nContent-Type: application/json\nCookie: pf_session={}")
    #expect(
      try text(.raw(pretty: true), get)
        == "GET https://www.pointfree.co/\nAccept: text/html\nContent-Type: application/json\nCookie: pf_session={}")
    #expect(
      try text(.curl, get)
        == "curl \\\n\t--header \"Accept: text/html\" \\\n\t--header \"Content-Type: application/json\" "
        + "\\\n\t--cookie \"pf_session={}\" \\\n\t\"https://www.pointfree.co/\""
    )
  }

  @Test func queryItemsAreSortedByName() throws {
    let get = request(
      "https://www.pointfree.co?key_2=value_2&key_1=value_1&key_3=value_3&a=x%2By&a=1",
      headers: [("Accept", "text/html")])
    #expect(
      try text(.raw, get)
        == "GET https://www.pointfree.co?a=x+y&a=1&key_1=value_1&key_2=value_2&key_3=value_3\nAccept: text/html")
    #expect(
      try text(.curl, get)
        == "curl \\\n\t--header \"Accept: text/html\" "
        + "\\\n\t\"https://www.pointfree.co?a=x+y&a=1&key_1=value_1&key_2=value_2&key_3=value_3\""
    )
  }

  @Test func postWithAFormBodyAndAQuotedCookie() throws {
    let post = request(
      "https://www.pointfree.co/subscribe", method: "POST",
      headers: [("Cookie", #"pf_session={"user_id":"0"}"#), ("Accept", "text/html")],
      body: "pricing[billing]=monthly&pricing[lane]=individual")
    #expect(
      try text(.raw, post)
        == "POST https://www.pointfree.co/subscribe\nAccept: text/html\nCookie: "
        + "pf_session={\"user_id\":\"0\"}\n\npricing[billing]=monthly&pricing[lane]=individual"
    )
    #expect(
      try text(.curl, post)
        == "curl \\\n\t--request POST \\\n\t--header \"Accept: text/html\" \\\n\t--data "
        + "\"pricing[billing]=monthly&pricing[lane]=individual\" \\\n\t--cookie "
        + "\"pf_session={\\\"user_id\\\":\\\"0\\\"}\" \\\n\t\"https://www.pointfree.co/subscribe\""
    )
  }

  @Test func postWithJSON() throws {
    let post = request(
      "http://dummy.restapiexample.com/api/v1/create", method: "POST", headers: [("Content-Type", "application/json")],
      body: #"{"name":"tammy", "salary":0, "url":"https://a/b", "nested": {"z": [1, 2.5, true, null], "a": "\u00e9"}}"#)
    #expect(
      try text(.raw, post)
        == "POST http://dummy.restapiexample.com/api/v1/create\nContent-Type: "
        + "application/json\n\n{\"name\":\"tammy\", \"salary\":0, \"url\":\"https://a/b\", \"nested\": {\"z\": "
        + "[1, 2.5, true, null], \"a\": \"\\u00e9\"}}"
    )
    #expect(
      try text(.raw(pretty: true), post)
        == "POST http://dummy.restapiexample.com/api/v1/create\nContent-Type: application/json\n\n{\n  \"name\" : "
        + "\"tammy\",\n  \"nested\" : {\n    \"a\" : \"é\",\n    \"z\" : [\n      1,\n      2.5,\n      "
        + "true,\n      null\n    ]\n  },\n  \"salary\" : 0,\n  \"url\" : \"https:\\/\\/a\\/b\"\n}"
    )
    #expect(
      try text(.curl, post)
        == "curl \\\n\t--request POST \\\n\t--header \"Content-Type: application/json\" \\\n\t--data "
        + "\"{\\\"name\\\":\\\"tammy\\\", \\\"salary\\\":0, \\\"url\\\":\\\"https://a/b\\\", \\\"nested\\\": "
        + "{\\\"z\\\": [1, 2.5, true, null], \\\"a\\\": \\\"\\u00e9\\\"}}\" "
        + "\\\n\t\"http://dummy.restapiexample.com/api/v1/create\""
    )
  }

  @Test func quotesInHeadersAndBodies() throws {
    let put = request(
      "https://example.com/q", method: "PUT", headers: [("X-Note", #"say "hi""#)],
      body: #"{"text":"she said \"hi\"", "path":"C:\\dir"}"#)
    #expect(
      try text(.raw, put)
        == "PUT https://example.com/q\nX-Note: say \"hi\"\n\n{\"text\":\"she said \\\"hi\\\"\", \"path\":\"C:\\\\dir\"}"
    )
    #expect(
      try text(.raw(pretty: true), put)
        == "PUT https://example.com/q\nX-Note: say \"hi\"\n\n{\n  \"path\" : \"C:\\\\dir\",\n  \"text\" : \"she "
        + "said \\\"hi\\\"\"\n}"
    )
    #expect(
      try text(.curl, put)
        == "curl \\\n\t--request PUT \\\n\t--header \"X-Note: say \\\"hi\\\"\" \\\n\t--data "
        + "\"{\\\"text\\\":\\\"she said \\\\\\\"hi\\\\\\\"\\\", \\\"path\\\":\\\"C:\\\\dir\\\"}\" "
        + "\\\n\t\"https://example.com/q\""
    )
  }

  @Test func headEmptyAndBinaryBodies() throws {
    let head = request("https://www.pointfree.co/", method: "HEAD")
    #expect(try text(.raw, head) == "HEAD https://www.pointfree.co/")
    #expect(try text(.curl, head) == "curl \\\n\t--head \\\n\t\"https://www.pointfree.co/\"")
    let empty = request("https://example.com/e", method: "POST", body: "")
    #expect(try text(.raw, empty) == "POST https://example.com/e\n\n")
    #expect(try text(.curl, empty) == "curl \\\n\t--request POST \\\n\t--data \"\" \\\n\t\"https://example.com/e\"")
    var binary = request("https://example.com/bad", method: "POST")
    binary.httpBody = Data([0xFF, 0xFE, 0x41])
    #expect(try text(.raw(pretty: true), binary) == "POST https://example.com/bad\n\n��A")
    #expect(try text(.curl, binary) == "curl \\\n\t--request POST \\\n\t\"https://example.com/bad\"")
  }

  @Test func aRequestWithoutAURLDoesNotTrap() throws {
    var request = request("https://example.com/")
    request.url = nil
    #expect(try text(.raw, request) == "GET (null)")
    #expect(try text(.curl, request) == "curl \\\n\t\"(null)\"")
  }

  @Test func inlineAssertionsUseThem() {
    let get = request("https://example.com/a?b=2&a=1", headers: [("Accept", "text/html")])
    assertInlineSnapshot(of: get, as: .raw, record: .never) {
      """
      GET https://example.com/a?a=1&b=2
      Accept: text/html
      """
    }
  }
}
