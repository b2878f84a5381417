import Foundation

/// `application/x-www-form-urlencoded` bodies: `name=value` pairs joined by `&`, where `+` is a
/// space and `%XX` an escaped byte.
enum FormBody {
  /// The decoded pairs, one `name=value` per line (a bare `name` when it has no `=`), sorted by
  /// name then value like a query; `nil` when a pair does not decode to UTF-8.
  static func lines(_ text: String, redacting keys: Set<String>) -> [String]? {
    var items: [RecordedRequest.QueryItem] = []
    for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decode(parts[0]) else { return nil }
      var value: String? = nil
      if parts.count == 2 {
        guard let decoded = decode(parts[1]) else { return nil }
        value = keys.contains(name) ? "<redacted>" : decoded
      }
      items.append(RecordedRequest.QueryItem(name: name, value: value))
    }
    let sorted = PlaceholderOrder.ordered(items.sorted()) { [$0.name, $0.value ?? ""] }
    return sorted.map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }
  }

  private static func decode(_ component: Substring) -> String? {
    component.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}
