import Foundation
import Testing

@testable import InlineSnapshot

#if canImport(XCTest)
  import XCTest
#endif

/// Strategies written for InlineSnapshotTesting (path extensions, data conversions, attachments,
/// `Async` callbacks) compile unchanged and snapshot as written.
@Suite struct StrategyAuthoringTests {
  /// Written exactly as for InlineSnapshotTesting, with its deprecated `Diffing` initialiser.
  struct Shouted: DeprecatedUse {
    @available(*, deprecated, message: "Calls the deprecated Diffing(toData:fromData:diff:) on purpose")
    func run() -> Snapshotting<String, String> {
      Snapshotting<String, String>(
        pathExtension: "txt",
        diffing: Diffing(
          toData: { Data($0.utf8) },
          fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
          guard old != new else { return nil }
          return ("\(old) ≠ \(new)", [XCTAttachment(data: Data(new.utf8), uniformTypeIdentifier: "public.plain-text")])
        }
      ).pullback { (text: String) in text.uppercased() }
    }
  }

  static var shouted: Snapshotting<String, String> { calling(Shouted()) }

  @Test func aDiffingWithAttachmentsGivesItsMessage() {
    #expect(Self.shouted.diffing.diff("A", "A") == nil)
    #expect(Self.shouted.diffing.diff("A", "B") == "A ≠ B")
    assertInlineSnapshot(of: "hello", as: Self.shouted, record: .never) {
      """
      HELLO
      """
    }
  }

  @Test func diffV2AndDiffAttachments() {
    let diffing = Diffing<String>.diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) {
      old, new in
      old == new ? nil : ("changed", [.data(Data(), name: "difference.patch")])
    }
    #expect(diffing.diff("a", "b") == "changed")
    #expect(diffing.diff("a", "a") == nil)
  }

  @Test func simplySnapshottingWithoutASnapshotFunction() {
    let same = SimplySnapshotting<String>(pathExtension: nil, diffing: .lines)
    assertInlineSnapshot(of: "as is", as: same, record: .never) {
      """
      as is
      """
    }
  }

  @Test func asyncCallbacksAreWaitedFor() {
    let later = Snapshotting<Int, String>(pathExtension: "txt", diffing: .lines) { number in
      Async { callback in
        callback("number \(number)")
        callback("ignored: a second call")
      }
    }
    assertInlineSnapshot(of: 7, as: later, record: .never) {
      """
      number 7
      """
    }
    let pulled = Snapshotting<String, String>.lines.asyncPullback { (number: Int) in
      Async(value: number).map { "#\($0)" }
    }
    assertInlineSnapshot(of: 3, as: pulled, record: .never) {
      """
      #3
      """
    }
  }

  @Test func functionTable() {
    enum Direction: CaseIterable { case up, down }
    let isUp: (Direction) -> Bool = { $0 == .up }
    assertInlineSnapshot(of: isUp, as: Snapshotting<Direction, String>.func(into: .description), record: .never) {
      """
      "up","true"
      "down","false"
      """
    }
  }

  @Test func jsonOfAnyValue() throws {
    let payload: [String: Any] = ["tags": ["a"], "id": 1]
    assertInlineSnapshot(of: payload, as: .json, record: .never) {
      """
      {
        "id" : 1,
        "tags" : [
          "a"
        ]
      }
      """
    }
  }

  @Test func jsonOfAValueJSONSerializationCannotWriteFails() {
    withKnownIssue {
      assertInlineSnapshot(of: Date(timeIntervalSince1970: 0) as Any, as: .json, record: .never) { "" }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Could not make a snapshot: ") == true
    }
  }

  @Test func customDumpIsTheDump() {
    assertInlineSnapshot(of: [1, 2], as: .customDump, record: .never) {
      """
      ▿ 2 elements
        - 1
        - 2
      """
    }
  }
}
