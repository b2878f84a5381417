import Foundation
import InlineSnapshot
import Testing

// The samples of the types kept for strategies written for InlineSnapshotTesting.

struct Row {
  var line: String
}

private final class Loader: @unchecked Sendable {
  func load(completion: @escaping (String) -> Void) { completion("loaded") }
}

private struct Page {
  func render(completion: @escaping (String) -> Void) { completion("<h1>Blob</h1>") }
}

// snippet: snapshotting-path-extension-identity
extension Snapshotting where Value == String, Format == String {
  static var trimmed: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}
// snippet-end

@Suite struct CompatibilitySamples {
  @Test func simplySnapshotting() {
    // snippet: simply-snapshotting
    let upper = SimplySnapshotting<String>.lines.pullback { (name: String) in name.uppercased() }
    // snippet-end
    assertInlineSnapshot(of: "blob", as: upper) { "BLOB" }
    assertInlineSnapshot(of: "blob", as: .trimmed) { "blob" }
  }

  @Test func pathExtension() {
    // snippet: snapshotting-path-extension
    let csv = Snapshotting<[Row], String>(pathExtension: "csv", diffing: .lines) { rows in
      rows.map(\.line).joined(separator: "\n")
    }
    // snippet-end
    assertInlineSnapshot(of: [Row(line: "a,1"), Row(line: "b,2")], as: csv) {
      """
      a,1
      b,2
      """
    }
  }

  @Test func callbacks() {
    // snippet: async-callback
    let loaded = Snapshotting<Loader, String>(pathExtension: nil, diffing: .lines) { loader in
      Async { callback in loader.load { text in callback(text) } }
    }
    // snippet-end
    assertInlineSnapshot(of: Loader(), as: loaded) { "loaded" }

    // snippet: async-pullback-callback
    let rendered = Snapshotting<String, String>.lines.asyncPullback { (page: Page) in
      Async { callback in page.render(completion: callback) }
    }
    // snippet-end
    assertInlineSnapshot(of: Page(), as: rendered) { "<h1>Blob</h1>" }
  }

  @Test func dataDiffing() {
    // snippet: diffing-to-data
    let lines = Diffing<String>(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) }
    ) { old, new in
      old == new ? nil : ("\(old) → \(new)", [])
    }
    // snippet-end
    #expect(lines.diff("a", "b") == "a → b")
  }
}
