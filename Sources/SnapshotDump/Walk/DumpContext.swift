/// State of one dump call: what to redact, type names and renderings already worked out, and the
/// class instances met so far.
final class DumpContext {
  let redacting: Set<String>
  /// What is replaced by placeholders; nil when nothing is.
  let placeholders: PlaceholderRules?
  /// Whether leaf text is searched for values to replace: checked before anything else, since a
  /// dump writes many leaves and most dumps replace nothing.
  let masksText: Bool
  private var typeNames: [ObjectIdentifier: String] = [:]
  private var typeRenderings: [ObjectIdentifier: TypeRendering] = [:]
  /// The first few types met, searched before the dictionary: a dump meets a handful of types
  /// over and over, and comparing a few identifiers costs less than hashing one.
  // Two arrays rather than one of pairs: scanning identifiers alone copies no rendering.
  // Unchecked: only `rendering(of:)` touches them, never while it is already running, and the
  // dynamic exclusivity check cost more than the search itself.
  @exclusivity(unchecked) private var firstTypes: [ObjectIdentifier] = []
  @exclusivity(unchecked) private var firstRenderings: [TypeRendering] = []
  /// Cycles and objects printed before.
  var objects = ObjectRegistry()

  init(redacting: Set<String>, placeholders: PlaceholderRules? = nil) {
    self.redacting = redacting
    self.placeholders = placeholders
    masksText = placeholders?.searchesText ?? false
  }

  /// The unqualified name of `type`, computed once per dump.
  func typeName(_ type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let name = typeNames[id] { return name }
    let name = TypeName.unqualified(String(reflecting: type))
    typeNames[id] = name
    return name
  }

  /// How values of the type of `value` are read, worked out once per dump.
  func rendering(of value: Any) -> TypeRendering {
    rendering(of: type(of: value), sample: value)
  }

  /// How values of `type` are read; `sample`, a value of that exact type, is only used the first
  /// time the type is met.
  func rendering(of type: Any.Type, sample: @autoclosure () -> Any) -> TypeRendering {
    let id = ObjectIdentifier(type)
    if let index = firstTypes.firstIndex(of: id) { return firstRenderings[index] }
    if let rendering = typeRenderings[id] { return rendering }
    let rendering =
      placeholders?.typedValue(type).map(TypeRendering.placeholder) ?? TypeRendering(of: type, sample: sample())
    if firstTypes.count < 16 {
      firstTypes.append(id)
      firstRenderings.append(rendering)
    } else {
      typeRenderings[id] = rendering
    }
    return rendering
  }

  func isRedacted(_ label: ChildLabel) -> Bool {
    if redacting.isEmpty { return false }
    switch label {
    case .name(let name): return redacting.contains(name)
    case .key(let key):
      if let key = key as? String { return redacting.contains(key) }
      if let key = key as? AnyHashable, let base = key.base as? String { return redacting.contains(base) }
      return false
    case .none, .position: return false
    }
  }
}
