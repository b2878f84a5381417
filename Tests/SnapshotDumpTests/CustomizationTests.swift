import Foundation
import SnapshotDump
import Testing

private struct Money: CustomSnapshotDumpStringConvertible {
  var minorUnits: Int
  var currency: String
  var snapshotDumpDescription: String { "\(minorUnits / 100).\(minorUnits % 100) \(currency)" }
}

private struct Order {
  var total: Money
  var items: [String]
}

private final class ImageLoader: CustomSnapshotDumpReflectable {
  var url: String
  private var cache: [String: Int] = ["a": 1]
  init(url: String) { self.url = url }
  var snapshotDumpMirror: Mirror { Mirror(self, children: ["url": url]) }
}

private struct Bag: CustomSnapshotDumpReflectable {
  var storage: [Int: String]
  var snapshotDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: storage.values.sorted(), displayStyle: .collection)
  }
}

private struct Session {
  var user: String
  var accessToken: String
  var nested: [Credentials]
}

private struct Credentials {
  var accessToken: String?
  var refreshToken: String
}

struct CustomizationTests {
  @Test func customLeafReplacesTheFields() {
    #expect(
      snapshotDump(Order(total: Money(minorUnits: 1250, currency: "EUR"), items: [])) == """
        ▿ Order
          - total: 12.50 EUR
          - items: 0 elements
        """
    )
    #expect(snapshotLine(Money(minorUnits: 5, currency: "USD")) == "0.5 USD")
  }

  @Test func customMirrorHidesPrivateState() {
    #expect(
      snapshotDump(ImageLoader(url: "a.png")) == """
        ▿ ImageLoader
          - url: "a.png"
        """
    )
    #expect(snapshotLine(ImageLoader(url: "a.png")) == #"ImageLoader(url: "a.png")"#)
  }

  @Test func customMirrorDisplayStyleIsHonoured() {
    #expect(
      snapshotDump(Bag(storage: [2: "b", 1: "a"])) == """
        ▿ 2 elements
          - "a"
          - "b"
        """
    )
  }

  @Test func redactionAppliesToFieldsAtAnyDepth() {
    let session = Session(
      user: "neo",
      accessToken: "secret-1",
      nested: [
        Credentials(accessToken: "secret-2", refreshToken: "r"), Credentials(accessToken: nil, refreshToken: "s"),
      ]
    )
    #expect(
      snapshotDump(session, redacting: ["accessToken"]) == """
        ▿ Session
          - user: "neo"
          - accessToken: <redacted>
          ▿ nested: 2 elements
            ▿ Credentials
              - accessToken: <redacted>
              - refreshToken: "r"
            ▿ Credentials
              - accessToken: <redacted>
              - refreshToken: "s"
        """
    )
  }

  @Test func redactionAppliesToStringDictionaryKeys() {
    let headers: [String: Any] = ["Authorization": "Bearer x", "Accept": "json", "body": ["accessToken": "y"]]
    #expect(
      snapshotDump(headers, redacting: ["Authorization", "accessToken"]) == """
        ▿ 3 key/value pairs
          - "Accept": "json"
          - "Authorization": <redacted>
          ▿ "body": 1 key/value pair
            - "accessToken": <redacted>
        """
    )
  }

  @Test func redactionReplacesWholeSubtrees() {
    let session = Session(user: "u", accessToken: "t", nested: [])
    #expect(
      snapshotDump(session, redacting: ["nested"]) == """
        ▿ Session
          - user: "u"
          - accessToken: "t"
          - nested: <redacted>
        """
    )
  }

  @Test func redactionInOneLine() {
    let credentials = Credentials(accessToken: "a", refreshToken: "b")
    #expect(
      snapshotLine(credentials, redacting: ["accessToken"])
        == #"Credentials(accessToken: <redacted>, refreshToken: "b")"#
    )
  }
}
