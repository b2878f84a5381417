/// A realistic Swift test file, generated: 20 lines per test with one `assertInlineSnapshot` call
/// each, plus string literals (raw, multi-line, interpolated), line, doc and block comments,
/// closures with `$0` and named parameters.
///
/// Every fourth call has no snapshot closure yet (a rewrite inserts one); the others hold a
/// four-line snapshot. A test looks like this:
///
/// ```swift
///     // MARK: Checkout 1
///
///     /// Checks the receipt of cart #1: "quoted" text and a \(fake) interpolation in a doc comment.
///     @Test func receipt1() throws {
///         let cart = Cart(id: 1, items: ["apple", "pear \(1 % 7)", #"raw "1" \(not interpolated)"#])
///         let total = cart.items.map { $0.count * 1 }.reduce(0) { sum, count in sum + count }
///         let labels = cart.items.enumerated().map { index, item in
///             "\(index): \(item.uppercased())"
///         }
///         /* block comment with { braces } and "quotes" */
///         #expect(total > 0, "cart \(cart.id) has total \(String(total, radix: 10))")
///         assertInlineSnapshot(of: cart, as: .dump) {
///             """
///             ▿ Cart
///               - id: 1
///               - items: 3 elements
///               - note: "total is 1"
///             """
///         }
///     }
/// ```
struct GeneratedTestFile {
  /// One snapshot call of the file.
  struct Call {
    /// The call's line (1-based), as `#line` reports it.
    var line: Int
    /// The column of the call's `(`, as `#column` reports it.
    var column: Int
    /// The snapshot the file holds for the call, `nil` when the call has no snapshot closure.
    var snapshot: String?
    /// The test's number, to derive other snapshots from.
    var index: Int
  }

  /// The file's UTF-8 bytes.
  var bytes: [UInt8]
  /// Its snapshot calls in file order.
  var calls: [Call]
  /// Its number of lines.
  var lineCount: Int

  /// Lines per generated test; one snapshot call each.
  static let linesPerTest = 20

  /// A file of `tests` tests, `tests * 20 + 4` lines.
  init(tests: Int) {
    var lines = ["import InlineSnapshot", "import Testing", "", "struct CheckoutTests {"]
    var calls: [Call] = []
    calls.reserveCapacity(tests)
    for index in 0..<tests {
      let hasSnapshot = index % 4 != 3
      lines += Self.test(index, hasSnapshot: hasSnapshot)
      // The call is the 12th line of a test; `(` follows 8 spaces and `assertInlineSnapshot`.
      let line = lines.count - Self.linesPerTest + 12
      calls.append(
        Call(line: line, column: 29, snapshot: hasSnapshot ? Self.snapshot(index, items: 3) : nil, index: index))
    }
    lines.append("}")
    lines.append("")  // the file ends with a line break
    self.bytes = Array(lines.joined(separator: "\n").utf8)
    self.calls = calls
    self.lineCount = lines.count - 1
  }

  /// The snapshot of test `index` when its cart has `items` items.
  static func snapshot(_ index: Int, items: Int) -> String {
    "▿ Cart\n  - id: \(index)\n  - items: \(items) elements\n  - note: \"total is \(index)\""
  }

  /// The 20 lines of test `index`.
  private static func test(_ index: Int, hasSnapshot: Bool) -> [String] {
    var lines = [
      "    // MARK: Checkout \(index)",
      "",
      "    /// Checks the receipt of cart #\(index): \"quoted\" text and a \\(fake) interpolation in a doc comment.",
      "    @Test func receipt\(index)() throws {",
      "        let cart = Cart(id: \(index), items: [\"apple\", \"pear \\(\(index) % 7)\", #\"raw \"\(index)\" "
        + "\\(not interpolated)\"#])",
      "        let total = cart.items.map { $0.count * \(index) }.reduce(0) { sum, count in sum + count }",
      "        let labels = cart.items.enumerated().map { index, item in",
      "            \"\\(index): \\(item.uppercased())\"",
      "        }",
      "        /* block comment with { braces } and \"quotes\" */",
      "        #expect(total > 0, \"cart \\(cart.id) has total \\(String(total, radix: 10))\")",
    ]
    if hasSnapshot {
      lines.append("        assertInlineSnapshot(of: cart, as: .dump) {")
      lines.append("            \"\"\"")
      lines += snapshot(index, items: 3).split(separator: "\n").map { "            " + $0 }
      lines.append("            \"\"\"")
      lines.append("        }")
    } else {
      lines += [
        "        assertInlineSnapshot(of: cart, as: .dump)",
        "        let summary = \"\"\"",
        "            Cart \\(cart.id) // not a comment",
        "            Items: \\(cart.items.joined(separator: \", \"))",
        "            \"\"\"",
        "        print(summary, labels)",
        "        _ = total",
        "        // No snapshot yet: the first run records one.",
      ]
    }
    lines += ["    }"]
    return lines
  }
}
