/// The class instances one dump has met: those whose children are being written right now (met
/// again, they are a cycle) and those already written in full (met again, they are a
/// back-reference to that first print).
///
/// Each full print of an object gets a print number, unique within the dump. Printed objects are
/// kept alive while they can be referred to, so that their identifiers cannot be reused by
/// objects a custom mirror creates on the fly.
struct ObjectRegistry {
  /// What meeting an object means for the dump.
  enum Meeting {
    /// The object is an ancestor of itself: print `(circular reference)`.
    case cycle
    /// The object was printed in full before: print a reference to that print.
    case repeated(print: Int)
    /// The object is new here: print it in full, as print number `print` when prints are
    /// remembered.
    case first(print: Int?)
  }

  private var inProgress: Set<ObjectIdentifier> = []
  private var printed: [ObjectIdentifier: Int] = [:]
  /// The objects of `printed`, in the order they were added, so that a scope can be undone.
  private var printedOrder: [AnyObject] = []
  private var nextPrint = 0
  /// False while dictionary keys are rendered: they are rendered before the order of their
  /// entries is known, so whatever they print must not depend on what was printed before them.
  var remembersPrints = true

  /// Registers that `object` is about to be written; a `.first` object stays in progress until
  /// ``leave(_:)``.
  mutating func meet(_ object: AnyObject) -> Meeting {
    let id = ObjectIdentifier(object)
    if inProgress.contains(id) { return .cycle }
    if remembersPrints, let print = printed[id] { return .repeated(print: print) }
    inProgress.insert(id)
    guard remembersPrints else { return .first(print: nil) }
    let print = nextPrint
    nextPrint += 1
    printed[id] = print
    printedOrder.append(object)
    return .first(print: print)
  }

  /// The children of `object` are written: meeting it again is no longer a cycle.
  mutating func leave(_ object: AnyObject) {
    inProgress.remove(ObjectIdentifier(object))
  }

  /// A point to come back to with ``forget(since:)``.
  var mark: Int { printedOrder.count }

  /// Forgets the prints made since `mark`: members of a set are written apart from each other,
  /// each seeing only what was printed before the set.
  mutating func forget(since mark: Int) {
    while printedOrder.count > mark {
      printed[ObjectIdentifier(printedOrder.removeLast())] = nil
    }
  }
}
