/// A wrapper a dump looks through: `Optional` (printing `nil` when empty) and `AnyHashable`.
protocol TransparentWrapper {
  /// The wrapped value, or nil when there is none.
  var unwrappedForDump: Any? { get }
}

extension Optional: TransparentWrapper {
  var unwrappedForDump: Any? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    }
  }
}

extension AnyHashable: TransparentWrapper {
  var unwrappedForDump: Any? { base }
}
