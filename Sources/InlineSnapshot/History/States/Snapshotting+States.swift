extension Snapshotting where Value: StateHistoryRepresentable, Format == String {
  /// One compact line per state (see ``StateHistoryFormat``); `(no states)` when there are none.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: spy.history, as: .states) {
  ///   """
  ///   loading
  ///   failed(code: 404, message: "Not found")
  ///   loading
  ///   data("hello")
  ///   """
  /// }
  /// ```
  public static var states: Self {
    .states()
  }

  /// States printed in `style` (`.dump` for numbered `▿` dumps, `.changes` for what each step
  /// changed), optionally without consecutive duplicates, with the fields named in `redacting`
  /// printed as `<redacted>`.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: spy.history, as: .states(.dump, removingDuplicates: true)) {
  ///   """
  ///   1. - ViewState.loading
  ///   2. ▿ ViewState.data
  ///        - 0: "hello"
  ///   """
  /// }
  /// ```
  ///
  /// ```swift
  /// let history = StateHistory([Counter()])
  /// history.record(Counter(count: 1), after: "incrementButtonTapped")
  /// history.record(Counter(count: 1, fact: "1 is a good number"), after: "factButtonTapped")
  /// assertInlineSnapshot(of: history, as: .states(.changes)) {
  ///   """
  ///   ▿ Counter
  ///     - count: 0
  ///     - fact: nil
  ///
  ///   → incrementButtonTapped
  ///     count: 0 → 1
  ///
  ///   → factButtonTapped
  ///     fact: nil → "1 is a good number"
  ///   """
  /// }
  /// ```
  ///
  /// See ``StateHistoryFormat/Style/changes`` for how paths are spelled.
  public static func states(
    _ style: StateHistoryFormat.Style = .lines,
    removingDuplicates: Bool = false,
    redacting: Set<String> = []
  ) -> Self {
    let format = StateHistoryFormat(style: style, removingDuplicates: removingDuplicates, redacting: redacting)
    return Snapshotting<String, String>.lines.pullback {
      format.render(steps: $0.recordedSteps, numbering: AssertionPlaceholders.current)
    }
  }
}
