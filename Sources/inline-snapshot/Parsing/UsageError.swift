/// A command line the tool cannot run (exit status 2); the message says what is wrong, and the
/// usage line of the command (or of the tool) follows it.
struct UsageError: Error {
  var message: String
  /// The name of the command whose usage line to show; nil for the tool's.
  var commandName: String?

  init(_ message: String, command: (any Command.Type)? = nil) {
    self.message = message
    self.commandName = command?.name
  }
}
