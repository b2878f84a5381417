/// Which pending changes a command works on: `--all`, or ids.
enum ChangeSelection: Equatable {
  case all
  case ids([String])

  /// The ids to pass to ``SnapshotReview`` (empty means every change).
  var ids: [String] {
    switch self {
    case .all: []
    case .ids(let ids): ids
    }
  }

  /// Parses `[--all | <id>...]`. With `required`, one of the two must be given (accept, reject:
  /// acting on everything must be asked for); without it, nothing means every change.
  static func parse(
    _ arguments: [String], required: Bool, command: any Command.Type
  ) throws(UsageError) -> ChangeSelection {
    var all = false
    var ids: [String] = []
    var optionsEnded = false
    for argument in arguments {
      if !optionsEnded, argument == "--" {
        optionsEnded = true
      } else if !optionsEnded, argument == "--all" {
        all = true
      } else if !optionsEnded, argument.hasPrefix("-") {
        throw UsageError("Unknown option \(argument) for \(command.name).", command: command)
      } else if !ids.contains(argument) {
        ids.append(argument)
      }
    }
    if all, !ids.isEmpty {
      throw UsageError("Pass either --all or ids to \(command.name), not both.", command: command)
    }
    if required, !all, ids.isEmpty {
      throw UsageError("\(command.name) needs --all or at least one id (as `status` lists them).", command: command)
    }
    return all || ids.isEmpty ? .all : .ids(ids)
  }

  /// Refuses any argument (for commands that take none).
  static func expectNone(_ arguments: [String], command: any Command.Type) throws(UsageError) {
    guard let first = arguments.first else { return }
    let what = first.hasPrefix("-") ? "Unknown option \(first)" : "Unexpected argument \(first)"
    throw UsageError("\(what) for \(command.name); it takes no arguments.", command: command)
  }
}
