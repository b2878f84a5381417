extension PendingChange.Kind {
  /// The kind as reports and reviews name it: "new snapshot", "snapshot changed", "closure removed".
  package var words: String {
    switch self {
    case .newSnapshot: "new snapshot"
    case .changedSnapshot: "snapshot changed"
    case .removal: "closure removed"
    }
  }
}
