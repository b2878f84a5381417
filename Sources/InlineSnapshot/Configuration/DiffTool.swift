extension SnapshotTestingConfiguration {
  /// Turns the paths of an expected and an actual snapshot into the command that compares them.
  ///
  /// When a diff tool is set and a snapshot does not match, the assertion writes both snapshots to
  /// files under `<package>/.build/inline-snapshots/diffs/` and ends its failure message with the
  /// tool's command:
  ///
  /// ```swift
  /// override func invokeTest() {
  ///   withSnapshotTesting(diffTool: .ksdiff) { super.invokeTest() }
  /// }
  /// ```
  ///
  /// ```text
  /// Snapshot did not match; …
  /// …
  /// ksdiff "/…/.build/inline-snapshots/diffs/MyTests.LoginTests.12.5.expected.txt" "/…/….actual.txt"
  /// ```
  ///
  /// Make one for any tool from a closure, or from a command name:
  ///
  /// ```swift
  /// extension SnapshotTestingConfiguration.DiffTool {
  ///   static let vscode = Self { expected, actual in "code --diff \"\(expected)\" \"\(actual)\"" }
  ///   static let opendiff: Self = "opendiff"  // opendiff <expected> <actual>
  /// }
  /// ```
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    private let command: @Sendable (_ expectedFilePath: String, _ actualFilePath: String) -> String

    /// A tool whose command is built from the expected snapshot's file path and the actual one's.
    public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
      self.command = command
    }

    /// A tool run as `name <expected> <actual>`.
    public init(stringLiteral name: String) {
      self.command = { "\(name) \($0) \($1)" }
    }

    /// [Kaleidoscope](https://kaleidoscope.app)'s `ksdiff "<expected>" "<actual>"`.
    public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

    /// No tool: the message names both files as `file://` URLs, which most consoles open on click.
    public static let `default` = DiffTool { expected, actual in
      "expected: file://\(expected)\nactual:   file://\(actual)"
    }

    /// The command for these two files.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      command(currentFilePath, failedFilePath)
    }
  }
}
