/// A dump-shaped text of about n lines (n/10 orders of 10 lines) and a literal of it with matchers:
/// each order's note as `"<any>"` (one in ten lines) and every tenth order's items as a `…` line
/// (one in a hundred lines). At 10,000 lines: 1,000 `<any>` lines and 100 `…` lines.
enum MatcherFixture {
  /// The value's text; `seed` changes its ids and notes.
  static func value(lines: Int, seed: Int = 0) -> String {
    text(orders: lines / 10, seed: seed, literal: false)
  }

  /// The literal with matchers that every ``value(lines:seed:)`` of the same size matches.
  static func literal(lines: Int) -> String {
    text(orders: lines / 10, seed: 0, literal: true)
  }

  private static func text(orders: Int, seed: Int, literal: Bool) -> String {
    var lines = ["▿ \(orders) elements"]
    for index in 0..<orders {
      lines += [
        "  ▿ Order", "    - id: \(uuid(index * 7 + seed))", "    - createdAt: 2024-05-01T10:00:\(10 + index % 50)Z",
        "    - total: \(index).75", "    - status: shipped", "    ▿ items: 3 elements",
      ]
      lines +=
        literal && index % 10 == 0
        ? ["      …"] : ["      - \"apple \(index)\"", "      - \"pear\"", "      - \"fig\""]
      lines.append(literal ? "    - note: \"<any>\"" : "    - note: \"note \(seed) \(index)\"")
    }
    lines.append("- done")
    return lines.joined(separator: "\n")
  }

  private static func uuid(_ number: Int) -> String {
    let hex = String(number, radix: 16, uppercase: true)
    return "9F2C4A1E-0B3D-4C5E-8F60-" + String(repeating: "0", count: 12 - hex.count) + hex
  }
}
