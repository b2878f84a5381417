import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension RecordedRequest {
  /// Records a `URLRequest`: method (`GET` when unset), percent-decoded path, sorted query items,
  /// all header fields and the body.
  ///
  /// The body comes from `httpBody`, or from `httpBodyStream` when the body is streamed (as it is
  /// inside a `URLProtocol`, where Foundation moves the body into a stream). Reading a stream
  /// consumes it.
  public init(_ request: URLRequest) {
    let components = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }
    let encodedPath = components?.percentEncodedPath ?? ""
    let query = (components?.queryItems ?? []).map { QueryItem(name: $0.name, value: $0.value) }
    self.init(
      method: request.httpMethod ?? "GET",
      path: encodedPath.removingPercentEncoding ?? encodedPath,
      query: query,
      headers: request.allHTTPHeaderFields ?? [:],
      body: request.httpBody ?? request.httpBodyStream.map(Self.readAll) ?? Data()
    )
  }

  private static func readAll(_ stream: InputStream) -> Data {
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }
}
