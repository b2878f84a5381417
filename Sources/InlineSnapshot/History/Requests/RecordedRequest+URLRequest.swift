import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension RecordedRequest {
  /// Records a `URLRequest`: method (`GET` when unset), percent-decoded path, sorted query items,
  /// all header fields and the body.
  ///
  /// Decoding keeps apart what a server reads apart: the request remembers a `/` or `;` that the
  /// path escaped inside a segment (`%2F`, `%3B`: a `;` left as is starts the segment's parameters)
  /// and a `+` or `;` that the query escaped (`%2B`, `%3B`: a `+` left as is reads as a space to a
  /// server that decodes the query as a form, a `;` as the end of an item to one that splits at it),
  /// prints them escaped (`GET /projects/group%2Fapp?phone=%2B44`) and is not equal to the request
  /// without the escapes.
  ///
  /// The body comes from `httpBody`, or from `httpBodyStream` when the body is streamed (as it is
  /// inside a `URLProtocol`, where Foundation moves the body into a stream). Reading a stream
  /// consumes it.
  public init(_ request: URLRequest) {
    let components = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }
    let encodedPath = components?.percentEncodedPath ?? ""
    let decodedPath = encodedPath.removingPercentEncoding
    self.init(
      method: request.httpMethod ?? "GET",
      path: decodedPath ?? encodedPath,
      query: Self.queryItems(components),
      headers: request.allHTTPHeaderFields ?? [:],
      body: request.httpBody ?? request.httpBodyStream.map(Self.readAll) ?? Data()
    )
    if decodedPath != nil, PercentEscapes.contains(encodedPath, escapingAnyOf: Self.keptInPath) {
      sentPath = encodedPath
    }
  }

  /// The decoded query items, each keeping how the URL spelled its name and value where they
  /// escape a `+` or `;`.
  private static func queryItems(_ components: URLComponents?) -> [QueryItem] {
    let decoded = components?.queryItems ?? []
    let encoded = components?.percentEncodedQueryItems ?? []
    return decoded.indices.map { index in
      var item = QueryItem(name: decoded[index].name, value: decoded[index].value)
      guard encoded.count == decoded.count else { return item }
      let sent = encoded[index]
      if PercentEscapes.contains(sent.name, escapingAnyOf: keptInQuery), sent.name.removingPercentEncoding == item.name
      {
        item.sentName = sent.name
      }
      if let value = sent.value, PercentEscapes.contains(value, escapingAnyOf: keptInQuery),
        value.removingPercentEncoding == item.value
      {
        item.sentValue = value
      }
      return item
    }
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
