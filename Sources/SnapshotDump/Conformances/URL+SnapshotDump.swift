import Foundation

/// `https://example.com/a?b=1`: the absolute string, unquoted.
extension URL: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { absoluteString }
}
