/// A use of a deprecated declaration, made from a test without a deprecation warning: the conforming
/// type's `run()` is itself deprecated (so its body may call deprecated API), and tests call it
/// through this requirement, which is not.
protocol DeprecatedUse {
  associatedtype Output
  func run() -> Output
}

/// Runs a deprecated use.
func calling<Use: DeprecatedUse>(_ use: Use) -> Use.Output {
  use.run()
}
