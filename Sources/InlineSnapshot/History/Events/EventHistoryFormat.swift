/// Renders analytics events as text: what the `.events` strategies snapshot.
///
/// Each event is its name, then its parameters sorted by key, indented two spaces, one per line.
/// Arrays of plain values stay on one line; a dictionary, or an array holding one, continues on
/// indented lines (array elements marked `- `):
///
/// ```
/// phone_submitted
///   country_code: "+44"
///   valid: true
/// checkout_completed
///   cart:
///     currency: "GBP"
///     total: 12.5
///   items:
///     - quantity: 1
///       sku: "A-1"
///   tags: ["new", "promo"]
/// sms_verified
/// ```
///
/// An empty history prints `(no events)`. Redacted keys, at any depth, print `key: <redacted>`.
public struct EventHistoryFormat: Hashable, Sendable {
  /// Parameter keys, at any depth, whose values print as `<redacted>`.
  public var redacting: Set<String>

  /// Creates a format.
  public init(redacting: Set<String> = []) {
    self.redacting = redacting
  }

  /// The text of a history.
  public func render(_ events: [AnalyticsEvent]) -> String {
    guard !events.isEmpty else { return "(no events)" }
    var lines: [String] = []
    for event in events {
      lines.append(event.name)
      appendEntries(event.parameters, indentation: "  ", to: &lines)
    }
    return lines.joined(separator: "\n")
  }

  /// Appends the entries of a dictionary, sorted by key. Under placeholders they are sorted by their
  /// text with the values masked, a block by its lines, and entries that tie (`<UUID>: true` twice)
  /// follow the values in the lines before them (see `PlaceholderOrder`): each dictionary is ordered
  /// before the entries inside it, so the lines before it are already in their final order.
  private func appendEntries(_ entries: [String: AnalyticsValue], indentation: String, to lines: inout [String]) {
    var sorted = entries.sorted { $0.key < $1.key }
    if PlaceholderOrder.numbering != nil {
      let written = lines
      sorted = PlaceholderOrder.ordered(sorted, after: { written.joined(separator: "\n") + "\n" }) { entry in
        var own: [String] = []
        appendEntry(entry.key, entry.value, indentation: indentation, to: &own)
        return [entry.key, own.joined(separator: "\n")]
      }
    }
    for (key, value) in sorted {
      appendEntry(key, value, indentation: indentation, to: &lines)
    }
  }

  private func appendEntry(_ key: String, _ value: AnalyticsValue, indentation: String, to lines: inout [String]) {
    if redacting.contains(key) {
      lines.append("\(indentation)\(key): <redacted>")
    } else if let inline = Self.inline(value) {
      lines.append("\(indentation)\(key): \(inline)")
    } else {
      lines.append("\(indentation)\(key):")
      appendBlock(value, indentation: indentation + "  ", to: &lines)
    }
  }

  /// A value that does not fit on one line: a non-empty dictionary's entries, or an array's
  /// elements as `- ` items.
  private func appendBlock(_ value: AnalyticsValue, indentation: String, to lines: inout [String]) {
    switch value {
    case .dictionary(let entries):
      appendEntries(entries, indentation: indentation, to: &lines)
    case .array(let elements):
      for element in elements {
        if let inline = Self.inline(element) {
          lines.append("\(indentation)- \(inline)")
          continue
        }
        // Render the element one level deeper, then mark its first line as the item.
        let start = lines.count
        appendBlock(element, indentation: indentation + "  ", to: &lines)
        if start < lines.count {
          lines[start] = indentation + "- " + lines[start].dropFirst(indentation.count + 2)
        }
      }
    case .string, .int, .double, .bool:
      if let inline = Self.inline(value) { lines.append(indentation + inline) }
    }
  }

  /// The one-line text of a value, or `nil` when it needs a block.
  private static func inline(_ value: AnalyticsValue) -> String? {
    switch value {
    case .string(let text): return snapshotLine(text)  // quoted like the dump quotes strings
    case .int(let number): return String(number)
    case .double(let number): return snapshotLine(number)  // `-nan` and `snan` apart, as the dump prints them
    case .bool(let flag): return flag ? "true" : "false"
    case .dictionary(let entries): return entries.isEmpty ? "[:]" : nil
    case .array(let elements):
      var parts: [String] = []
      for element in elements {
        guard let part = inline(element) else { return nil }
        parts.append(part)
      }
      return "[" + parts.joined(separator: ", ") + "]"
    }
  }
}
