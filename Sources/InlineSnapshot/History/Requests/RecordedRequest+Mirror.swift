extension RecordedRequest: CustomReflectable {
  /// The request's fields for dumps and test failures, with `sentPath` (the path as the URL spelled
  /// it) only when the request keeps it: a request that escaped no `/` or `;` dumps as its fields alone.
  public var customMirror: Mirror {
    var children: [Mirror.Child] = [("method", method), ("path", path)]
    if let sentPath { children.append(("sentPath", sentPath)) }
    children += [("query", query), ("headers", headers), ("body", body)]
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension RecordedRequest.QueryItem: CustomReflectable {
  /// The item's name and value for dumps and test failures, with `sentName` and `sentValue` (as the
  /// URL spelled them) only when the item keeps them.
  public var customMirror: Mirror {
    var children: [Mirror.Child] = [("name", name), ("value", value as Any)]
    if let sentName { children.append(("sentName", sentName)) }
    if let sentValue { children.append(("sentValue", sentValue)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
