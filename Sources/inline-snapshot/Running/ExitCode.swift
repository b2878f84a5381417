/// The tool's exit statuses, listed in the tool's help.
struct ExitCode: Equatable, Sendable {
  /// The status the process exits with.
  var rawValue: Int32

  /// Everything asked for was done (`stability`: every snapshot was the same in every run).
  static let success = ExitCode(rawValue: 0)
  /// Something could not be done: a change cannot be applied, an id is unknown, a pending change or
  /// source file is unreadable, `review` has no terminal; `stability` found snapshots that changed.
  static let failure = ExitCode(rawValue: 1)
  /// The command line is wrong: unknown command or option, missing or extra arguments.
  static let usage = ExitCode(rawValue: 2)
  /// `stability` could not build or run the tests (the build's or the test run's own error is shown).
  static let testsDidNotRun = ExitCode(rawValue: 2)
}
