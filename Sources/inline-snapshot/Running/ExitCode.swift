/// The tool's exit statuses, listed in the tool's help.
enum ExitCode: Int32 {
  /// Everything asked for was done.
  case success = 0
  /// Something could not be done: a change cannot be applied, an id is unknown, a pending change or
  /// source file is unreadable, `review` has no terminal.
  case failure = 1
  /// The command line is wrong: unknown command or option, missing or extra arguments.
  case usage = 2
}
