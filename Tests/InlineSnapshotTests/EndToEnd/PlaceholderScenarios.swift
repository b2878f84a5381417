import Foundation
import Testing

/// Values that change every run, end to end: recorded as numbered placeholders, then passing on
/// later runs with fresh values, and still failing when something else changes.

/// The issue's orders under `@Suite(.snapshots(placeholders: .standard))`: `<UUID 1>`, `<UUID 2>`
/// twice, `<UUID 3>`, `<Date 1>`, `<Date 2>` and no raw value; three later runs pass; changing
/// "tea" to "coffee" fails. (The second order is a minute later, so the two dates are always two
/// instants; two `Date()`s in a row can fall in one microsecond.)
struct PlaceholderOrdersScenario: EndToEndScenario {
  static let source = """
    import Foundation
    import InlineSnapshot
    import Testing

    struct PHOrder {
      var id: UUID
      var createdAt: Date
      var items: [String]
      var customerID: UUID
    }

    @Suite(.snapshots(placeholders: .standard)) struct PHOrdersST {
      @Test func orders() {
        let customer = UUID()
        assertInlineSnapshot(
          of: [
            PHOrder(id: UUID(), createdAt: Date(), items: ["tea"], customerID: customer),
            PHOrder(id: UUID(), createdAt: Date(timeIntervalSinceNow: 60), items: ["cake"], customerID: customer),
          ], as: .dump)
      }
    }

    """

  static let recorded = source.replacingOccurrences(
    of: "], as: .dump)\n",
    with: """
      ], as: .dump) {
            \"""
            ▿ 2 elements
              ▿ PHOrder
                - id: <UUID 1>
                - createdAt: <Date 1>
                ▿ items: 1 element
                  - "tea"
                - customerID: <UUID 2>
              ▿ PHOrder
                - id: <UUID 3>
                - createdAt: <Date 2>
                ▿ items: 1 element
                  - "cake"
                - customerID: <UUID 2>
            \"""
          }

      """)

  static var files: [String: String] { ["PHOrdersST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let first = try await package.test(filter: "PHOrdersST", record: "missing", pending: "ph-orders")
    Check.failed(first)
    Check.output(first, contains: [Check.recorded("PHOrdersST.swift")])
    try Check.file(package, "PHOrdersST.swift", equals: Self.recorded)
    try await package.rebuild()
    for run in 1...3 {
      let later = try await package.test(filter: "PHOrdersST", record: nil, ci: "true", pending: "ph-orders-\(run)")
      Check.passed(later)
    }
    try package.writeTest(
      "PHOrdersST.swift", Self.recorded.replacingOccurrences(of: #"items: ["tea"]"#, with: #"items: ["coffee"]"#))
    try await package.rebuild()
    let changed = try await package.test(filter: "PHOrdersST", record: nil, ci: "true", pending: "ph-orders-coffee")
    Check.failed(changed)
    Check.output(changed, contains: ["Snapshot did not match", #"-      - "tea""#, #"+      - "coffee""#])
    Check.output(changed, lacks: ["differ only in"])
  }
}

/// A request with UUIDs in its path, query and JSON body (a body keyed by ids too): one token per
/// id wherever it appears, in the same order on every run.
struct PlaceholderRequestScenario: EndToEndScenario {
  static let source = """
    import Foundation
    import InlineSnapshot
    import Testing
    #if canImport(FoundationNetworking)
      import FoundationNetworking
    #endif

    @Suite(.snapshots(placeholders: .standard)) struct PHRequestST {
      @Test func request() throws {
        let order = UUID()
        let customer = UUID()
        var request = URLRequest(url: URL(string: "https://api.example.com/orders/\\(order)?customer=\\(customer)")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(
          withJSONObject: ["order": order.uuidString, "lines": [UUID().uuidString: 2, order.uuidString: 1]])
        assertInlineSnapshot(of: [request], as: .requests)
      }
    }

    """

  static let recorded = source.replacingOccurrences(
    of: "as: .requests)\n",
    with: """
      as: .requests) {
            \"""
            POST /orders/<UUID 1>?customer=<UUID 2>
            {
              "lines" : {
                "<UUID 1>" : 1,
                "<UUID 3>" : 2
              },
              "order" : "<UUID 1>"
            }
            \"""
          }

      """)

  static var files: [String: String] { ["PHRequestST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    try await PlaceholderScenarioRuns.recordThenPass(package, suite: "PHRequestST", recorded: Self.recorded)
  }
}

/// Two events sharing an order id share its token.
struct PlaceholderEventsScenario: EndToEndScenario {
  static let source = """
    import Foundation
    import InlineSnapshot
    import Testing

    @Suite(.snapshots(placeholders: .standard)) struct PHEventsST {
      @Test func events() {
        let recorder = EventRecorder()
        let order = UUID()
        recorder.record("order_created", parameters: ["order_id": "\\(order)"])
        recorder.record("order_paid", parameters: ["order_id": "\\(order)", "payment_id": "\\(UUID())"])
        assertInlineSnapshot(of: recorder, as: .events)
      }
    }

    """

  static let recorded = source.replacingOccurrences(
    of: "as: .events)\n",
    with: """
      as: .events) {
            \"""
            order_created
              order_id: "<UUID 1>"
            order_paid
              order_id: "<UUID 1>"
              payment_id: "<UUID 2>"
            \"""
          }

      """)

  static var files: [String: String] { ["PHEventsST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    try await PlaceholderScenarioRuns.recordThenPass(package, suite: "PHEventsST", recorded: Self.recorded)
  }
}

/// A per-assertion `.pattern` for a token the built-in kinds do not know.
struct PlaceholderPatternScenario: EndToEndScenario {
  static let source = """
    import Foundation
    import InlineSnapshot
    import Testing

    @Suite struct PHPatternST {
      @Test func token() {
        let headers = ["Authorization": "Bearer eyJhbGciOiJIUzI1NiJ9.\\(UUID().uuidString).c2ln"]
        assertInlineSnapshot(of: headers, as: .dump, placeholders: .pattern(#"eyJ[\\w.-]+"#, name: "JWT"))
      }
    }

    """

  static let recorded = source.replacingOccurrences(
    of: #"name: "JWT"))"# + "\n",
    with: #"name: "JWT")) {"# + """

            \"""
            ▿ 1 key/value pair
              - "Authorization": "Bearer <JWT 1>"
            \"""
          }

      """)

  static var files: [String: String] { ["PHPatternST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    try await PlaceholderScenarioRuns.recordThenPass(package, suite: "PHPatternST", recorded: Self.recorded)
  }
}

/// Without placeholders a fixed UUID prints as it always did, and a fresh one fails its second run
/// with a message that names `placeholders`.
struct WithoutPlaceholdersScenario: EndToEndScenario {
  static let source = """
    import Foundation
    import InlineSnapshot
    import Testing

    @Suite struct PHWithoutST {
      @Test func fixed() {
        assertInlineSnapshot(of: UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"), as: .dump)
      }

      @Test func fresh() {
        assertInlineSnapshot(of: UUID(), as: .dump)
      }
    }

    """

  static var files: [String: String] { ["PHWithoutST.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let first = try await package.test(filter: "PHWithoutST", record: "missing", pending: "ph-without")
    Check.failed(first)
    let written = try package.readTest("PHWithoutST.swift")
    #expect(
      written.contains(
        "as: .dump) {\n      \"\"\"\n      - E621E1F8-C36C-495A-93FC-0C247A3E6E5F\n      \"\"\"\n    }\n"),
      "\(written)")
    #expect(!written.contains("<UUID"), "\(written)")
    try await package.rebuild()
    let fixed = try await package.test(filter: "PHWithoutST/fixed", record: nil, ci: "true", pending: "ph-fixed")
    Check.passed(fixed)
    let fresh = try await package.test(filter: "PHWithoutST/fresh", record: nil, ci: "true", pending: "ph-fresh")
    Check.failed(fresh)
    Check.output(
      fresh,
      contains: [
        "Snapshot did not match",
        "The snapshots differ only in UUIDs, which change on every run: print them as numbered placeholders "
          + "(`<UUID 1>`) by adding `@Suite(.snapshots(placeholders: .standard))` to the suite, or "
          + "`placeholders: .standard` to this assertion.",
      ])
    try Check.file(package, "PHWithoutST.swift", equals: written)
  }
}

/// Runs shared by the placeholder scenarios.
enum PlaceholderScenarioRuns {
  /// Records the suite's snapshot as `recorded`, then, rebuilt, passes twice with fresh values.
  static func recordThenPass(
    _ package: ScratchPackage, suite: String, recorded: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let first = try await package.test(filter: suite, record: "missing", pending: suite)
    Check.failed(first, sourceLocation: sourceLocation)
    Check.output(first, contains: [Check.recorded("\(suite).swift")], sourceLocation: sourceLocation)
    try Check.file(package, "\(suite).swift", equals: recorded, sourceLocation: sourceLocation)
    try await package.rebuild(sourceLocation: sourceLocation)
    for run in 1...2 {
      let later = try await package.test(filter: suite, record: nil, ci: "true", pending: "\(suite)-\(run)")
      Check.passed(later, sourceLocation: sourceLocation)
    }
  }
}
