import InlineSnapshotStore

/// Parses the command line, resolves the package and runs the verb.
enum InlineSnapshotTool {
  static func run(arguments: [String], environment: [String: String], console: Console) -> ExitCode {
    do throws(UsageError) {
      return try dispatch(arguments: arguments, environment: environment, console: console)
    } catch {
      console.error("error: \(error.message)\n")
      let tool = ToolContext.toolCommand(environment: environment).text
      let command = error.commandName.flatMap(Commands.named)
      let usage =
        command.map { "\(tool) \($0.help.usage)" }
        ?? "\(tool) [--package-path <path>] [--pending-dir <dir>] <command> [<arguments>]"
      let more = command.map { "\(tool) help \($0.name)" } ?? "\(tool) help"
      console.error("Usage: \(usage)\nSee `\(more)`.\n")
      return .usage
    }
  }

  // A key path on an existential metatype (`Commands.all.map(\.name)`) crashes the Swift 6.3 compiler here.
  private static func dispatch(
    arguments: [String], environment: [String: String], console: Console
  ) throws(UsageError) -> ExitCode {
    let invocation = try Invocation.parse(arguments)
    let tool = ToolContext.toolCommand(environment: environment)
    guard let name = invocation.commandName else {
      guard invocation.wantsHelp else { throw UsageError("Missing command.") }
      console.output(ToolHelp.text(command: tool))
      return .success
    }
    if name == "help" {
      guard let topic = invocation.arguments.first else {
        console.output(ToolHelp.text(command: tool))
        return .success
      }
      guard let command = Commands.named(topic) else { throw UsageError("Unknown command \"\(topic)\".") }
      console.output(command.help.render(verb: command.name, command: tool))
      return .success
    }
    guard let type = Commands.named(name) else {
      throw UsageError(
        "Unknown command \"\(name)\". Commands: \(Commands.all.map { $0.name }.joined(separator: ", ")).")
    }
    if invocation.wantsHelp {
      console.output(type.help.render(verb: type.name, command: tool))
      return .success
    }
    let run = try Commands.make(type, arguments: invocation.arguments)
    let context: ToolContext?
    do throws(StoreError) {
      context = try ToolContext.resolve(
        packagePath: invocation.packagePath, pendingDirectories: invocation.pendingDirectories,
        environment: environment, console: console)
    } catch {
      console.error(error)
      return .failure
    }
    guard let context else {
      console.packageNotFound(from: ToolContext.start(packagePath: invocation.packagePath), command: tool)
      return .failure
    }
    return run(context)
  }
}
