import SnapshotDump

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
    let ties = PlaceholderOrder.numbering.map(LinesTrail.init)
    for event in events {
      lines.append(event.name)
      appendEntries(event.parameters, indentation: "  ", to: &lines, ties)
    }
    return lines.joined(separator: "\n")
  }

  /// Appends the entries of a dictionary, sorted by key.
  ///
  /// Under placeholders they are sorted by their lines with the values masked, and entries that tie
  /// (`<UUID>: true` twice) follow the values in the lines before them (see `PlaceholderOrder`).
  /// With `ties` (the lines so far, searched as they are written), each dictionary is ordered
  /// before the entries inside it, so the lines before it are final; the lines to sort by are made
  /// once per level, without it: tied entries then keep the order they came in, and their masked
  /// lines are the same whatever it is.
  private func appendEntries(
    _ entries: [String: AnalyticsValue], indentation: String, to lines: inout [String], _ ties: LinesTrail?
  ) {
    let sorted = entries.sorted { $0.key < $1.key }
    guard let numbering = PlaceholderOrder.numbering, sorted.count > 1 else {
      for (key, value) in sorted { appendEntry(key, value, indentation: indentation, to: &lines, ties) }
      return
    }
    let own = sorted.map { key, value in
      var own: [String] = []
      appendEntry(key, value, indentation: indentation, to: &own, nil)
      return own
    }
    let order = order(of: own, keys: sorted.map(\.key), by: numbering, after: ties.map { $0.trail(through: lines) })
    for index in order {
      if ties != nil {
        appendEntry(sorted[index].key, sorted[index].value, indentation: indentation, to: &lines, ties)
      } else {
        lines += own[index]
      }
    }
  }

  /// The order of entries printing `own` under `keys`, written after `trail` (tied entries as they
  /// came without it).
  private func order(
    of own: [[String]], keys: [String], by numbering: PlaceholderNumbering, after trail: PlaceholderTrail?
  ) -> [Int] {
    let texts = own.map { $0.joined(separator: "\n") }
    return PlaceholderOrder.sorted(Array(own.indices), by: numbering, after: trail, then: trail.map { _ in { "" } }) {
      [keys[$0], texts[$0]]
    }
  }

  private func appendEntry(
    _ key: String, _ value: AnalyticsValue, indentation: String, to lines: inout [String], _ ties: LinesTrail?
  ) {
    if redacting.contains(key) {
      lines.append("\(indentation)\(key): <redacted>")
    } else if let inline = Self.inline(value) {
      lines.append("\(indentation)\(key): \(inline)")
    } else {
      lines.append("\(indentation)\(key):")
      appendBlock(value, indentation: indentation + "  ", to: &lines, ties)
    }
  }

  /// A value that does not fit on one line: a non-empty dictionary's entries, or an array's
  /// elements as `- ` items.
  private func appendBlock(
    _ value: AnalyticsValue, indentation: String, to lines: inout [String], _ ties: LinesTrail?
  ) {
    switch value {
    case .dictionary(let entries):
      appendEntries(entries, indentation: indentation, to: &lines, ties)
    case .array(let elements):
      for element in elements {
        if let inline = Self.inline(element) {
          lines.append("\(indentation)- \(inline)")
          continue
        }
        // Render the element one level deeper, then mark its first line as the item.
        let start = lines.count
        appendBlock(element, indentation: indentation + "  ", to: &lines, ties)
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
