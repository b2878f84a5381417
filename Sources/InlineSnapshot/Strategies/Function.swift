extension Snapshotting where Value: CaseIterable, Format == String {
  /// A function of a `CaseIterable` type snapshot as a table of every input and its output: one
  /// `"input","output"` line per case, the output made by `witness`.
  ///
  /// ```swift
  /// enum Direction: CaseIterable { case up, down }
  /// let isUp: (Direction) -> Bool = { $0 == .up }
  /// assertInlineSnapshot(of: isUp, as: Snapshotting<Direction, String>.func(into: .description)) {
  ///   """
  ///   "up","true"
  ///   "down","false"
  ///   """
  /// }
  /// ```
  public static func `func`<Output>(into witness: Snapshotting<Output, Format>) -> Snapshotting<
    (Value) -> Output, Format
  > {
    func row(_ input: Value, _ output: String) -> String { "\"\(input)\",\"\(output)\"" }
    switch witness.body {
    case .sync(let snapshot):
      return Snapshotting<String, String>.lines.pullback { (function: (Value) -> Output) in
        try Value.allCases.map { row($0, try snapshot(function($0))) }.joined(separator: "\n")
      }
    case .async(let snapshot):
      return Snapshotting<String, String>.lines.asyncPullback { (function: (Value) -> Output) in
        var rows: [String] = []
        for input in Value.allCases { rows.append(row(input, try await snapshot(function(input)))) }
        return rows.joined(separator: "\n")
      }
    }
  }
}
