import Foundation

#if canImport(XCTest)
  import XCTest
#endif

#if os(Linux) || os(Android) || os(Windows)
  /// Stands in for XCTest's attachment where XCTest has none, so that diffings written for
  /// InlineSnapshotTesting (which return attachments with their message) compile. Inline failures
  /// carry no attachments.
  public struct XCTAttachment {
    /// An attachment holding `data`.
    public init(data: Data) {}
    /// An attachment holding `data` of the given uniform type.
    public init(data: Data, uniformTypeIdentifier: String) {}
  }
#endif

/// An artifact a diffing written for InlineSnapshotTesting returns with its message. Inline failures
/// show the message only.
public enum DiffAttachment {
  /// An XCTest attachment.
  @available(*, deprecated)
  case xcTest(XCTAttachment)
  /// Named data.
  case data(Data, name: String)
}

// Diffings written for InlineSnapshotTesting convert snapshots to and from data for reference files
// and return attachments with their message; these let them compile unchanged. Inline snapshots have
// no files and failures no attachments, so only the message is used.
extension Diffing {
  /// The compared format under InlineSnapshotTesting's name, so that its extensions
  /// (`extension Diffing where Value == String`) compile.
  public typealias Value = Format

  /// A diffing written as for InlineSnapshotTesting; `nil` from `diff` means the snapshots match.
  ///
  /// - Parameters:
  ///   - toData: Kept as ``toData``: inline snapshots are not stored in files.
  ///   - fromData: Kept as ``fromData``: inline snapshots are not stored in files.
  ///   - diff: The failure message for two snapshots that differ (its attachments are not used), or `nil`.
  @available(*, deprecated, message: "Use 'Diffing.diff'")
  public init(
    toData: @escaping (_ value: Format) -> Data,
    fromData: @escaping (_ data: Data) -> Format,
    diff: @escaping (_ lhs: Format, _ rhs: Format) -> (String, [XCTAttachment])?
  ) {
    self = .diff(toData: toData, fromData: fromData) { expected, actual in diff(expected, actual).map { ($0.0, []) } }
  }

  /// A diffing written as for InlineSnapshotTesting; `nil` from `diffV2` means the snapshots match.
  ///
  /// ```swift
  /// let lines = Diffing<String>.diff(
  ///   toData: { Data($0.utf8) },
  ///   fromData: { String(decoding: $0, as: UTF8.self) }
  /// ) { old, new in
  ///   old == new ? nil : ("\(old) → \(new)", [])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toData: Kept as ``toData``: inline snapshots are not stored in files.
  ///   - fromData: Kept as ``fromData``: inline snapshots are not stored in files.
  ///   - diffV2: The failure message for two snapshots that differ (its attachments are not used), or `nil`.
  public static func diff(
    toData: @escaping (_ value: Format) -> Data,
    fromData: @escaping (_ data: Data) -> Format,
    diffV2: @escaping (_ lhs: Format, _ rhs: Format) -> (String, [DiffAttachment])?
  ) -> Diffing {
    var diffing = Diffing { expected, actual in diffV2(expected, actual)?.0 }
    diffing.storedToData = toData
    diffing.storedFromData = fromData
    return diffing
  }

  /// The comparison as InlineSnapshotTesting's `diffV2` gives it: the failure message with no
  /// attachments, or `nil` when the snapshots match. Setting it keeps only the message.
  public var diffV2: (_ lhs: Format, _ rhs: Format) -> (String, [DiffAttachment])? {
    get {
      let diff = self.diff
      return { expected, actual in diff(expected, actual).map { ($0, []) } }
    }
    set {
      diff = { expected, actual in newValue(expected, actual)?.0 }
    }
  }
}

extension Diffing where Format == String {
  /// The snapshot as data, as InlineSnapshotTesting writes it to a reference file: the diffing's own
  /// conversion, else UTF-8. Nothing here reads it.
  public var toData: (_ value: String) -> Data {
    get { storedToData ?? { Data($0.utf8) } }
    set { storedToData = newValue }
  }

  /// The snapshot read back from data: the diffing's own conversion, else UTF-8. Nothing here reads it.
  public var fromData: (_ data: Data) -> String {
    get { storedFromData ?? { String(decoding: $0, as: UTF8.self) } }
    set { storedFromData = newValue }
  }
}
