import Foundation
import InlineSnapshot
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct RecordedRequestTests {
  @Test func madeFromURLRequest() throws {
    var request = URLRequest(
      url: try #require(URL(string: "https://api.example.com/users/J%C3%B6rg?b=2&a=+44&a=1&flag")))
    request.setValue("Bearer token", forHTTPHeaderField: "Authorization")
    request.httpBody = Data("hello".utf8)
    let recorded = RecordedRequest(request)
    // `a=%2B44` decodes to the same value but is another request (aPlusEscapedInTheQueryPrintsEscaped).
    #expect(
      recorded
        == RecordedRequest(
          method: "GET",
          path: "/users/Jörg",
          query: [
            .init(name: "a", value: "+44"), .init(name: "a", value: "1"),
            .init(name: "b", value: "2"), .init(name: "flag", value: nil),
          ],
          headers: ["Authorization": "Bearer token"],
          body: Data("hello".utf8)
        ))
    #expect(recorded.query.map(\.name) == ["a", "a", "b", "flag"])
    #expect(recorded.query.map(\.value) == ["+44", "1", "2", nil])
  }

  @Test func aDumpShowsHowTheURLSpelledWhatTheDecodedTextCannotShowAndNothingElse() throws {
    let plain = RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/a/b?q=+1&flag"))))
    #expect(
      snapshotDump(plain) == """
        ▿ RecordedRequest
          - method: "GET"
          - path: "/a/b"
          ▿ query: 2 elements
            ▿ RecordedRequest.QueryItem
              - name: "flag"
              - value: nil
            ▿ RecordedRequest.QueryItem
              - name: "q"
              - value: "+1"
          - headers: 0 key/value pairs
          - body: 0 bytes
        """)
    let escaped = RecordedRequest(URLRequest(url: try #require(URL(string: "https://x.test/a%2Fb?q=%2B1"))))
    #expect(
      snapshotDump(escaped) == """
        ▿ RecordedRequest
          - method: "GET"
          - path: "/a/b"
          - sentPath: "/a%2Fb"
          ▿ query: 1 element
            ▿ RecordedRequest.QueryItem
              - name: "q"
              - value: "+1"
              - sentValue: "%2B1"
          - headers: 0 key/value pairs
          - body: 0 bytes
        """)
  }

  @Test func readsAStreamedBody() throws {
    var request = URLRequest(url: try #require(URL(string: "https://api.example.com/upload")))
    request.httpMethod = "put"
    request.httpBodyStream = InputStream(data: Data(#"{"a":1}"#.utf8))
    let recorded = RecordedRequest(request)
    #expect(recorded.method == "PUT")
    #expect(recorded.body == Data(#"{"a":1}"#.utf8))
  }

  @Test func headerLookupIgnoresCase() {
    let request = RecordedRequest(path: "/", headers: ["content-type": "application/json", "X-Trace": "1"])
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(request.value(forHTTPHeaderField: "x-trace") == "1")
    #expect(request.value(forHTTPHeaderField: "Accept") == nil)
  }

  @Test func aURLWithoutPathHasTheRootPath() throws {
    let recorded = RecordedRequest(URLRequest(url: try #require(URL(string: "https://api.example.com"))))
    #expect(recorded.path == "/")
  }
}
