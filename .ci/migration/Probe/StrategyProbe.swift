import Foundation
import InlineSnapshotTesting
import SnapshotTesting
import SnapshotTestingCustomDump

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct ProbeUser: Encodable {
  var name: String
}

enum ProbeDirection: CaseIterable {
  case up, down
}

struct ProbeToken: AnySnapshotStringConvertible {
  static var renderChildren: Bool { true }
  var snapshotDescription: String { "token" }
}

struct ProbeSecret: AnySnapshotStringConvertible {
  var snapshotDescription: String { "secret" }
}

// A diffing written the way InlineSnapshotTesting's extensions are written.
extension Diffing where Value == String {
  static let probeLines = Diffing.diff(
    toData: { Data($0.utf8) },
    fromData: { String(decoding: $0, as: UTF8.self) }
  ) { old, new in
    old == new ? nil : ("\(old) → \(new)", [DiffAttachment.data(Data(new.utf8), name: "new.txt")])
  }
}

extension Snapshotting where Value == String, Format == String {
  static let probeTrimmed = Snapshotting(pathExtension: "txt", diffing: .probeLines)
}

func probeSnapshotting() {
  var lines: SimplySnapshotting<String> = .lines
  lines.pathExtension = "txt"
  let pathExtension: String? = lines.pathExtension
  _ = pathExtension
  lines.diffing = .lines
  let snapshot: (String) -> Async<String> = lines.snapshot
  lines.snapshot = { Async(value: $0) }
  snapshot("value").run { (text: String) in _ = text }

  let sync = Snapshotting<Int, String>(pathExtension: nil, diffing: .lines) { "\($0)" }
  let callback = Snapshotting<Int, String>(pathExtension: "txt", diffing: .lines) { number in
    Async { callback in callback("\(number)") }
  }
  let pulled: Snapshotting<ProbeUser, String> = sync.pullback { (user: ProbeUser) in user.name.count }
  let asyncPulled: Snapshotting<ProbeUser, String> = callback.asyncPullback { (user: ProbeUser) in
    Async(value: user.name.count).map { $0 + 1 }
  }
  let waiting = Snapshotting<String, String>.wait(for: 0.1, on: .lines)
  _ = (pulled, asyncPulled, waiting, Snapshotting<String, String>.probeTrimmed)
}

func probeDiffing() {
  var diffing = Diffing<String>.lines
  let toData: (String) -> Data = diffing.toData
  let fromData: (Data) -> String = diffing.fromData
  diffing.toData = { Data($0.utf8) }
  diffing.fromData = { String(decoding: $0, as: UTF8.self) }
  let diffV2: (String, String) -> (String, [DiffAttachment])? = diffing.diffV2
  diffing.diffV2 = { old, new in old == new ? nil : ("differs", []) }
  // InlineSnapshotTesting's deprecated `diff` property returns attachments too; here only the message
  // (documented): a caller that only calls it compiles on both.
  _ = diffing.diff("a", "b")
  let written = Diffing<String>(toData: toData, fromData: fromData) { old, new in
    old == new ? nil : ("differs", [XCTAttachment(data: Data(new.utf8))])
  }
  let attachments: [DiffAttachment] = [
    .xcTest(XCTAttachment(data: Data(), uniformTypeIdentifier: "public.plain-text")), .data(Data(), name: "a"),
  ]
  _ = (diffV2, written, attachments)
}

func probeStrategies() {
  let strategies: [Any] = [
    Snapshotting<String, String>.lines,
    Diffing<String>.lines,
    Snapshotting<ProbeUser, String>.description,
    Snapshotting<ProbeUser, String>.dump,
    Snapshotting<ProbeUser, String>.customDump,
    Snapshotting<[String: Int], String>.json,
    Snapshotting<ProbeUser, String>.json,
    Snapshotting<ProbeUser, String>.json(JSONEncoder()),
    Snapshotting<ProbeUser, String>.plist,
    Snapshotting<ProbeUser, String>.plist(PropertyListEncoder()),
    Snapshotting<ProbeDirection, String>.func(into: Snapshotting<Bool, String>.description),
    Snapshotting<URLRequest, String>.raw,
    Snapshotting<URLRequest, String>.raw(pretty: true),
    Snapshotting<URLRequest, String>.curl,
    Snapshotting<ProbeToken, String>.dump,
    Snapshotting<ProbeSecret, String>.dump,
  ]
  _ = strategies
}
