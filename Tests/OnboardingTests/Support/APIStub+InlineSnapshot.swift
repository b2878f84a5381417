import InlineSnapshot

extension APIStub {
  /// Asserts the requests this stub received so far against the inline snapshot in the trailing
  /// closure; run once without the closure and the toolkit writes it. Requests sent after the last
  /// such snapshot fail the test when the stub goes away (the recorder is exhaustive).
  ///
  /// By default one `METHOD /path` line per request, as seed 001 reads:
  ///
  /// ```swift
  /// api.expectInlineSnapshot {
  ///   """
  ///   POST /auth/phone
  ///   POST /auth/sms
  ///   GET /profile
  ///   """
  /// }
  /// ```
  ///
  /// `.full` adds the sorted query and the JSON body of each request, to pin what was sent:
  ///
  /// ```swift
  /// api.expectInlineSnapshot(.full) {
  ///   """
  ///   POST /auth/sms
  ///   {
  ///     "code" : "123456",
  ///     "otp_id" : "otp-1"
  ///   }
  ///   """
  /// }
  /// ```
  ///
  /// `headers` adds the named headers of each request, e.g. `Authorization`; name it in
  /// `redacting` too to show that it was sent without showing the token.
  func expectInlineSnapshot(
    _ style: RequestHistoryFormat.Style = .paths,
    headers: [String] = [],
    redacting: Set<String> = [],
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assertInlineSnapshot(
      of: recorder,
      as: .requests(style, headers: headers, redacting: redacting),
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches"),
      matches: expected,
      fileID: fileID, file: filePath, function: function, line: line, column: column
    )
  }
}
