/// Reads a value's shape: custom renderings first, then built-in leaves, then its `Mirror`.
extension DumpContext {
  func shape(of value: Any) -> ValueShape {
    shape(of: value, rendering: rendering(of: value))
  }

  /// The shape of `value`, whose type's rendering the caller has already looked up.
  func shape(of value: Any, rendering: TypeRendering) -> ValueShape {
    switch rendering {
    case .transparent(let type):
      // Optionals (however nested) and AnyHashable are transparent.
      guard let wrapped = unwrapped(type, value) else { break }
      guard let wrapped else { return .leaf(ShapeText.nilValue) }
      return shape(of: wrapped)
    case .customLeaf(let type):
      guard let description = customDescription(type, value) else { break }
      return .leaf(description)
    case .customReflectable(let type):
      guard let mirror = customMirror(type, value) else { break }
      return shape(of: value, mirror: mirror)
    case .leaf(let type):
      guard let text = type.snapshotDumpLeaf(of: value) else { break }
      return .leaf(text)
    case .builtInReflectable(let type):
      guard let mirror = builtInMirror(type, value) else { break }
      return shape(of: value, mirror: mirror)
    case .standardCollection(let type):
      guard let shape = standardCollectionShape(type, value) else { break }
      return shape
    case .metatype:
      guard let type = value as? Any.Type else { break }
      return .leaf(typeName(type) + ".self")
    case .storedFields(let fields):
      guard let children = fields.children(of: value) else { break }
      return ValueShape(kind: .instance(typeName: typeName(type(of: value))), children: children)
    case .enumeration(let cases):
      if let shape = enumShape(of: value, cases: cases) { return shape }
    case .placeholder(let index):
      if let replaced = placeholders?.typed[index].value(of: value) { return ValueShape(kind: .placeholder(replaced)) }
      // A date too far from 1970 to compare prints as it would without placeholders.
      return shape(of: value, rendering: TypeRendering(of: type(of: value), sample: value))
    case .mirror:
      break
    }
    return shape(of: value, mirror: Mirror(reflecting: value))
  }

  private func shape(of value: Any, mirror: Mirror) -> ValueShape {
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .leaf(ShapeText.nilValue) }
      return shape(of: wrapped)
    case .collection:
      return ValueShape(kind: .collection, children: mirror.children.map { Child(label: .none, value: $0.value) })
    case .set:
      return ValueShape(kind: .set, children: mirror.children.map { Child(label: .none, value: $0.value) })
    case .dictionary:
      return ValueShape(kind: .dictionary, children: mirror.children.map(dictionaryEntry))
    case .tuple:
      return ValueShape(kind: .tuple, children: tupleChildren(mirror))
    case .enum:
      return enumShape(of: value, mirror: mirror)
    case .class:
      return classShape(of: value, mirror: mirror)
    default:
      if mirror.displayStyle == nil && mirror.children.isEmpty {
        return opaqueShape(of: value, mirror: mirror)
      }
      return instanceShape(of: value, typeName: typeName(mirror.subjectType), mirrors: [mirror])
    }
  }

  private func dictionaryEntry(_ entry: Mirror.Child) -> Child {
    let parts = Array(Mirror(reflecting: entry.value).children)
    guard parts.count == 2 else {
      // A custom mirror that calls itself a dictionary but holds plain children.
      return Child(label: entry.label.map(ChildLabel.name) ?? .none, value: entry.value)
    }
    return Child(label: .key(parts[0].value), value: parts[1].value)
  }

  private func tupleChildren(_ mirror: Mirror) -> [Child] {
    mirror.children.enumerated().map { index, child in
      Child(label: FieldLabel.tupleElement(child.label, index: index), value: child.value)
    }
  }

  /// A case met before is read by its index, without `Mirror`; a new one is learnt through it.
  private func enumShape(of value: Any, cases: EnumCases) -> ValueShape? {
    guard let tag = EnumTag.of(value) else { return nil }
    guard let known = cases[tag] else {
      let mirror = Mirror(reflecting: value)
      let shape = enumShape(of: value, mirror: mirror)
      if case .enumCase(_, let caseName) = shape.kind {
        if let payload = mirror.children.first?.value {
          let projectedType = EnumPayload.projectableType(of: value, payload: payload)
          if Mirror(reflecting: payload).displayStyle != .tuple {
            cases.learn(EnumCases.Case(name: caseName, payload: .single, projectedPayloadType: projectedType), tag: tag)
          } else if let fields = StoredFields.ofTuple(type(of: payload)) {
            cases.learn(
              EnumCases.Case(name: caseName, payload: .tuple(fields), projectedPayloadType: projectedType), tag: tag)
          }
        } else {
          cases.learn(EnumCases.Case(name: caseName, payload: .none), tag: tag)
        }
      }
      return shape
    }
    let kind = ValueShape.Kind.enumCase(typeName: cases.typeName, caseName: known.name)
    switch known.payload {
    case .none:
      return ValueShape(kind: kind)
    case .single:
      return ValueShape(kind: kind, children: [Child(label: .position(0), value: payload(of: value, known))])
    case .tuple(let fields):
      guard let children = fields.children(of: payload(of: value, known)) else { return nil }
      return ValueShape(kind: kind, children: children)
    }
  }

  private func payload(of value: Any, _ known: EnumCases.Case) -> Any {
    guard let type = known.projectedPayloadType else { return EnumPayload.of(value) }
    return EnumPayload.of(value, projectingAs: type)
  }

  private func enumShape(of value: Any, mirror: Mirror) -> ValueShape {
    let typeName = typeName(mirror.subjectType)
    guard let payload = mirror.children.first else {
      let caseName = EnumCaseName.of(value) ?? String(describing: value)
      return ValueShape(kind: .enumCase(typeName: typeName, caseName: caseName))
    }
    let caseName = payload.label ?? EnumCaseName.of(value) ?? "?"
    let payloadMirror = Mirror(reflecting: payload.value)
    let children =
      payloadMirror.displayStyle == .tuple
      ? tupleChildren(payloadMirror)
      : [Child(label: .position(0), value: payload.value)]
    return ValueShape(kind: .enumCase(typeName: typeName, caseName: caseName), children: children)
  }

  private func classShape(of value: Any, mirror: Mirror) -> ValueShape {
    var mirrors = [mirror]
    while let superclassMirror = mirrors[mirrors.count - 1].superclassMirror {
      mirrors.append(superclassMirror)
    }
    return instanceShape(of: value, typeName: typeName(mirror.subjectType), mirrors: mirrors.reversed())
  }

  /// A struct or class with the stored properties of `mirrors`; a class instance is printed in
  /// full the first time it is met, then referred to.
  private func instanceShape(of value: Any, typeName: String, mirrors: [Mirror]) -> ValueShape {
    guard type(of: value) is AnyObject.Type else {
      return ValueShape(kind: .instance(typeName: typeName), children: fields(of: mirrors))
    }
    let object = value as AnyObject
    switch objects.meet(object) {
    case .cycle:
      return .leaf(ShapeText.circularReference)
    case .repeated(let print):
      return ValueShape(kind: .reference(typeName: typeName), print: print)
    case .first(let print):
      return ValueShape(
        kind: .instance(typeName: typeName), children: fields(of: mirrors), object: object, print: print)
    }
  }

  /// The stored properties of `mirrors`, in order, with compiler-generated storage names cleaned
  /// and runtime storage left out (see ``FieldLabel/isRuntimeStorage(label:type:)``).
  private func fields(of mirrors: [Mirror]) -> [Child] {
    var children: [Child] = []
    var isObservable = false
    for mirror in mirrors {
      for child in mirror.children {
        if child.label == FieldLabel.observationRegistrar {
          isObservable = true
          continue
        }
        if FieldLabel.isRuntimeStorage(label: child.label, type: type(of: child.value)) { continue }
        children.append(Child(label: FieldLabel.field(child.label, index: children.count), value: child.value))
      }
    }
    if isObservable {
      for index in children.indices {
        children[index].label = FieldLabel.observedField(children[index].label)
      }
    }
    return children
  }

  /// A value without a display style or children: a function, a built-in, or a type whose
  /// custom mirror is empty.
  private func opaqueShape(of value: Any, mirror: Mirror) -> ValueShape {
    if TypeName.isFunction(String(reflecting: mirror.subjectType)) {
      return .leaf(ShapeText.function)
    }
    if let describable = value as? CustomStringConvertible {
      let description = describable.description
      if !MemoryAddress.appears(in: description) { return .leaf(description) }
    }
    return ValueShape(kind: .instance(typeName: typeName(mirror.subjectType)))
  }
}
