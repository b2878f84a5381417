/// Turns `Mirror` child labels into the labels a reader expects.
enum FieldLabel {
  /// The registrar the `@Observable` macro adds to a class; not part of its state.
  static let observationRegistrar = "_$observationRegistrar"
  private static let lazyStoragePrefix = "$__lazy_storage_$_"
  /// The storage the compiler adds to every actor for its queue of jobs.
  private static let defaultActorStorage = "$defaultActor"

  /// Storage the compiler or runtime adds, which is no part of a value's state and differs from
  /// run to run: an actor's `$defaultActor` and any field of a `Builtin` type (the task handle
  /// inside a `Task`, a continuation's context). Users cannot declare either.
  static func isRuntimeStorage(label: String?, type: Any.Type) -> Bool {
    label == defaultActorStorage || MetadataKind.of(type) == MetadataKind.builtin
  }

  /// A stored property: `lazy var x` is stored as `$__lazy_storage_$_x` and prints as `x`.
  static func field(_ label: String?, index: Int) -> ChildLabel {
    guard let label else { return .position(index) }
    if label.hasPrefix(lazyStoragePrefix) {
      return .name(String(label.dropFirst(lazyStoragePrefix.count)))
    }
    return .name(label)
  }

  /// A tuple element: Swift labels unlabelled elements `.0`, `.1`, …, printed as `0`, `1`, ….
  static func tupleElement(_ label: String?, index: Int) -> ChildLabel {
    guard let label else { return .position(index) }
    if label.first == ".", let position = Int(label.dropFirst()) {
      return .position(position)
    }
    return .name(label)
  }

  /// An `@Observable` class stores property `x` as `_x`; print it as `x`.
  static func observedField(_ label: ChildLabel) -> ChildLabel {
    guard case .name(let name) = label, name.first == "_" else { return label }
    return .name(String(name.dropFirst()))
  }
}
