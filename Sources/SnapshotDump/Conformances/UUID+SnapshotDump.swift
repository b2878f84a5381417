import Foundation

/// `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`: the upper-case string on every platform.
extension UUID: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { uuidString.uppercased() }
}

extension NSUUID: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { uuidString.uppercased() }
}
