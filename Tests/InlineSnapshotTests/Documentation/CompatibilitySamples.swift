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

// snippet: any-snapshot-string-convertible
struct Token: AnySnapshotStringConvertible {
  var raw: String
  var snapshotDescription: String { "Token(\(raw.prefix(4))…)" }
}
// snippet-end

private struct Banner {
  var text: String
}

private struct SignedIn {
  var token: Token
}

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

  @Test func snapshotFunction() {
    // snippet: snapshotting-snapshot-function
    let both = Snapshotting<Int, String>(pathExtension: nil, diffing: .lines) { number in
      Snapshotting<Int, String>.description.snapshot(number).map { "\(number) is \($0)" }
    }
    // snippet-end
    assertInlineSnapshot(of: 4, as: both) { "4 is 4" }
  }

  @Test func wait() {
    let banner = Banner(text: "Saved")
    // snippet: snapshotting-wait
    assertInlineSnapshot(of: banner, as: .wait(for: 0.1, on: .dump)) {
      """
      ▿ Banner
        - text: "Saved"
      """
    }
    // snippet-end
  }

  @Test func snapshotDescription() {
    assertInlineSnapshot(of: SignedIn(token: Token(raw: "abcdefgh")), as: .dump) {
      """
      ▿ SignedIn
        - token: Token(abcd…)
      """
    }
  }

  @Test func dataDiffing() {
    // snippet: diffing-to-data
    let lines = Diffing<String>.diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) }
    ) { old, new in
      old == new ? nil : ("\(old) → \(new)", [])
    }
    // snippet-end
    #expect(lines.diff("a", "b") == "a → b")
  }
}
