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
  case xcTest(XCTAttachment)
  /// Named data.
  case data(Data, name: String)
}

// Diffings written for InlineSnapshotTesting convert snapshots to and from data for reference files
// and return attachments with their message; these initialisers let them compile unchanged. Inline
// snapshots have no files and failures no attachments, so only the message is used.
extension Diffing {
  /// A diffing written as for InlineSnapshotTesting; `nil` from `diff` means the snapshots match.
  ///
  /// ```swift
  /// let lines = Diffing<String>(
  ///   toData: { Data($0.utf8) },
  ///   fromData: { String(decoding: $0, as: UTF8.self) }
  /// ) { old, new in
  ///   old == new ? nil : ("\(old) → \(new)", [])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toData: Ignored: inline snapshots are not stored in files.
  ///   - fromData: Ignored: inline snapshots are not stored in files.
  ///   - diff: The failure message for two snapshots that differ (its attachments are not used), or `nil`.
  public init(
    toData: @escaping (_ value: Format) -> Data,
    fromData: @escaping (_ data: Data) -> Format,
    diff: @escaping (_ lhs: Format, _ rhs: Format) -> (String, [XCTAttachment])?
  ) {
    self.init { expected, actual in diff(expected, actual)?.0 }
  }

  /// A diffing written as for InlineSnapshotTesting's `Diffing.diff(toData:fromData:diffV2:)`.
  ///
  /// - Parameters:
  ///   - toData: Ignored: inline snapshots are not stored in files.
  ///   - fromData: Ignored: inline snapshots are not stored in files.
  ///   - diffV2: The failure message for two snapshots that differ (its attachments are not used), or `nil`.
  public static func diff(
    toData: @escaping (_ value: Format) -> Data,
    fromData: @escaping (_ data: Data) -> Format,
    diffV2: @escaping (_ lhs: Format, _ rhs: Format) -> (String, [DiffAttachment])?
  ) -> Diffing {
    Diffing { expected, actual in diffV2(expected, actual)?.0 }
  }
}
