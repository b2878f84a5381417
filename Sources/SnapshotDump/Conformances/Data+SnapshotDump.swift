import Foundation

/// `12 bytes` (`1 byte`): the size, which is what a snapshot can read; dump the bytes or the
/// decoded value yourself when they matter.
extension Data: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { ByteCount.text(count) }
}

extension NSData: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { ByteCount.text(length) }
}

enum ByteCount {
  static func text(_ count: Int) -> String {
    count == 1 ? "1 byte" : "\(count) bytes"
  }
}
