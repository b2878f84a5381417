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

  /// States printed in `style` (`.dump` for numbered `▿` dumps), optionally without consecutive
  /// duplicates, with the fields named in `redacting` printed as `<redacted>`.
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
  public static func states(
    _ style: StateHistoryFormat.Style = .lines,
    removingDuplicates: Bool = false,
    redacting: Set<String> = []
  ) -> Self {
    let format = StateHistoryFormat(style: style, removingDuplicates: removingDuplicates, redacting: redacting)
    return Snapshotting<String, String>.lines.pullback { format.render($0.recordedStates) }
  }
}
