import InlineSnapshotStore

/// One verb of the tool: its help and what it does.
protocol Command {
  /// The verb, as typed.
  static var name: String { get }
  /// What `<verb> --help` and `help <verb>` show.
  static var help: CommandHelp { get }
  /// Parses the verb's own arguments (global options already removed).
  init(arguments: [String]) throws(UsageError)
  /// Runs the verb and returns the exit status; a thrown error is printed and exits with 1.
  func run(in context: ToolContext) throws(StoreError) -> ExitCode
}

/// Every verb, in the order `--help` lists them.
enum Commands {
  static var all: [any Command.Type] {
    [
      StatusCommand.self, DiffCommand.self, ReportCommand.self, AcceptCommand.self, RejectCommand.self,
      ReviewCommand.self, StabilityCommand.self,
    ]
  }

  /// Parses the arguments of the verb `type`; returns the function that runs it.
  static func make(_ type: any Command.Type, arguments: [String]) throws(UsageError) -> (ToolContext) -> ExitCode {
    let command = try type.init(arguments: arguments)
    return { context in
      do throws(StoreError) {
        return try command.run(in: context)
      } catch {
        context.console.error(error)
        return .failure
      }
    }
  }

  static func named(_ name: String) -> (any Command.Type)? {
    all.first { $0.name == name }
  }
}
