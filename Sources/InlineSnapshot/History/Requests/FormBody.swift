import Foundation
import SnapshotDump

/// `application/x-www-form-urlencoded` bodies: `name=value` pairs joined by `&`, where `+` is a
/// space and `%XX` an escaped byte.
enum FormBody {
  /// The decoded pairs, one `name=value` per line (a bare `name` when it has no `=`), sorted by
  /// name like a query, the fields of one name in the order they were sent; `nil` when a pair does
  /// not decode to UTF-8.
  ///
  /// What would make two forms print alike is escaped again as `%XX`: `%` itself, `=` in a name
  /// (`a%3Db=c` is the field `a=b`, `a=b=c` the field `a`), line breaks and other control
  /// characters (`a=1%0Ab=2` is one field). A `;` the form escaped stays `%3B` (`a=1%3Bb=2` is one
  /// field to a server that splits a form at `;`, `a=1;b=2` two). Spaces, `&`, `+` (a plus: the
  /// form's `+` prints as a space) and `=` in a value print as they are.
  ///
  /// Fields that tie once their values are masked follow the values in `trail` then `before`, the
  /// snapshot's text before the body (see `PlaceholderOrder`).
  static func lines(
    _ text: String, redacting keys: Set<String>, after trail: PlaceholderTrail? = nil,
    then before: () -> String = { "" }
  ) -> [String]? {
    var items: [RecordedRequest.QueryItem] = []
    for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decode(parts[0]) else { return nil }
      var value: String? = nil
      if parts.count == 2 {
        guard let decoded = decode(parts[1]) else { return nil }
        value = keys.contains(name) ? "<redacted>" : decoded
      }
      var item = RecordedRequest.QueryItem(name: name, value: value)
      item.sentName = sent(parts[0])
      if parts.count == 2, !keys.contains(name) { item.sentValue = sent(parts[1]) }
      items.append(item)
    }
    let sorted = PlaceholderOrder.groupedByName(
      items, name: \.name, value: { $0.value ?? "" }, after: trail, then: before)
    return sorted.map { item in
      let name = shown(item.name, sent: item.sentName, orEquals: true)
      guard let value = item.value else { return name }
      return name + "=" + (keys.contains(item.name) ? value : shown(value, sent: item.sentValue, orEquals: false))
    }
  }

  /// How the form spelled a name or value, kept only when it escapes a `;` (`%3B`).
  private static func sent(_ component: Substring) -> String? {
    PercentEscapes.contains(String(component), escapingAnyOf: [";"]) ? String(component) : nil
  }

  /// `text` escaped; where the form spelled it `sent`, its escaped `;` prints escaped too.
  private static func shown(_ text: String, sent: String?, orEquals escapingEquals: Bool) -> String {
    guard let sent,
      let shown = PercentEscapes.showing(
        sent, keeping: [";"], decode: { decode(Substring($0)) }, show: { escaped($0, orEquals: escapingEquals) })
    else { return escaped(text, orEquals: escapingEquals) }
    return shown
  }

  private static func escaped(_ text: String, orEquals escapingEquals: Bool) -> String {
    PercentEscapes.escaping(text) { scalar in
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: true
      default: scalar == "%" || (escapingEquals && scalar == "=")
      }
    }
  }

  private static func decode(_ component: Substring) -> String? {
    component.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}
