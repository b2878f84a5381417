// Over 300 lines because the steps of the walk are private to DumpWalk, and Swift lets only this file call them.

/// Writes one dump: a depth-first walk over the value that keeps its own stack of
/// ``WalkFrame``s, so that how deep a value goes is limited by memory, never by the thread's
/// stack.
///
/// Each value is written as soon as it is met: its line (or, on one line, its text) first, then
/// a frame for its children, which the walk comes back to. Structs, their fields and array
/// elements are read where they are stored; everything else is boxed as `Any` and read through
/// its ``ValueShape``.
struct DumpWalk {
  let context: DumpContext
  var output = DumpOutput()
  private var numbering = ObjectNumbering()
  var stack = WalkStack()

  init(context: DumpContext) {
    self.context = context
    output.placeholders = context.placeholders.map { PlaceholderSites(names: $0.names) }
  }

  /// Writes `value` and everything in it, and returns the text.
  mutating func write<Value>(_ value: Value, style: LayoutStyle) -> String {
    walk(value, style: style)
    return numbering.render(output.bytes)
  }

  /// Writes `value` and everything in it, and returns the text with the masks of the values the
  /// context's placeholders replaced, to be numbered.
  mutating func writeMarked<Value>(_ value: Value, style: LayoutStyle) -> MarkedText {
    walk(value, style: style)
    var insertions: [(position: Int, length: Int)]? = []
    let bytes = numbering.numbered(output.bytes, insertions: &insertions)
    var sites = output.placeholders ?? PlaceholderSites(names: [])
    sites.shift(by: insertions ?? [])
    return MarkedText(bytes: bytes, sites: sites.sites, table: sites.table)
  }

  private mutating func walk<Value>(_ value: Value, style: LayoutStyle) {
    withUnsafePointer(to: value) { pointer in
      writeStored(
        at: UnsafeRawPointer(pointer), type: Value.self, Item(label: .none, depth: 0, style: style, isFirst: true))
      run()
    }
  }

  private mutating func run() {
    while let frame = stack.frames.last {
      switch frame {
      case .fields: stepFields()
      case .elements: stepElements()
      case .children: stepChildren()
      case .sortedMembers: stepSortedMembers()
      case .dictionary: stepDictionary()
      case .close(let bracket):
        output.bytes.append(bracket)
        stack.pop()
      case .leave:
        context.objects.leave(stack.leavingObject)
        stack.pop()
      }
    }
  }

  // MARK: - Values

  /// Writes the value of static type `type` stored at `address`.
  private mutating func writeStored(at address: UnsafeRawPointer, type: Any.Type, _ item: Item) {
    guard StoredValue.isReadableInPlace(type) else {
      return writeBoxed(StoredValue.boxed(type, at: address), item)
    }
    let rendering = context.rendering(of: type, sample: StoredValue.boxed(type, at: address))
    if writeInPlace(at: address, type: type, rendering: rendering, item, owner: nil) { return }
    writeBoxed(StoredValue.boxed(type, at: address), rendering: rendering, item)
  }

  /// Writes leaves, plain structs and arrays straight from memory, without boxing their fields
  /// or elements; false (and nothing written) for any other rendering. `owner`, when given,
  /// keeps what is stored at `address` alive until its fields or elements are written; without
  /// it, whatever holds the value that `address` is part of does.
  private mutating func writeInPlace(
    at address: UnsafeRawPointer,
    type: Any.Type,
    rendering: TypeRendering,
    _ item: Item,
    owner: ValueCopy?
  ) -> Bool {
    switch rendering {
    case .leaf(let leaf):
      start(item, marker: .leaf)
      if context.masksText {
        writeMasked(leaf, at: address)
      } else {
        leaf.appendSnapshotDumpLeaf(at: address, to: &output.bytes)
      }
      return true
    case .storedFields(let fields):
      let count = fields.fields.count
      let kind = ValueShape.Kind.instance(typeName: context.typeName(type))
      start(item, marker: count == 0 ? .leaf : .node)
      output.writeHeader(kind, childCount: count, style: item.style)
      guard count > 0 else { return true }
      pushCloser(of: kind, item.style)
      stack.push(StructFields(base: address, fields: fields.fields, placement: placement(below: item), owner: owner))
      return true
    case .standardCollection(let collection):
      guard let elements = collection.contiguousElements(at: address) else { return false }
      start(item, marker: elements.count == 0 ? .leaf : .node)
      output.writeHeader(.collection, childCount: elements.count, style: item.style)
      guard elements.count > 0 else { return true }
      pushCloser(of: .collection, item.style)
      stack.push(ArrayElements(elements: elements, placement: placement(below: item), owner: owner))
      return true
    default:
      return writePlaceholder(at: address, type: type, rendering: rendering, item)
    }
  }

  /// Writes the mask of a value the placeholders replace; false (and nothing written) for any other
  /// rendering.
  private mutating func writePlaceholder(
    at address: UnsafeRawPointer, type: Any.Type, rendering: TypeRendering, _ item: Item
  ) -> Bool {
    guard case .placeholder(let index) = rendering,
      let value = context.placeholders?.typed[index].value(at: address, type: type)
    else { return false }
    start(item, marker: .leaf)
    output.writePlaceholder(value)
    return true
  }

  /// Writes a leaf's text with the values the placeholders find in it masked.
  private mutating func writeMasked(_ leaf: any SnapshotDumpLeaf.Type, at address: UnsafeRawPointer) {
    let start = output.bytes.count
    leaf.appendSnapshotDumpLeaf(at: address, to: &output.bytes)
    if leaf.holdsText, let rules = context.placeholders { output.maskValues(from: start, rules: rules) }
  }

  mutating func writeBoxed(_ value: Any, _ item: Item) {
    writeBoxed(value, rendering: context.rendering(of: value), item)
  }

  /// Writes `value`, whose type's rendering the caller has looked up.
  private mutating func writeBoxed(_ value: Any, rendering: TypeRendering, _ item: Item) {
    if case .transparent = rendering {
      writeUnwrapped(value, rendering: rendering, item)
    } else {
      writeResolved(value, rendering: rendering, item)
    }
  }

  /// An optional prints as what it wraps, however deeply nested, so the wrapped value takes the
  /// fast paths too.
  private mutating func writeUnwrapped(_ value: Any, rendering: TypeRendering, _ item: Item) {
    var value = value
    var rendering = rendering
    while case .transparent(let type) = rendering, let wrapped = unwrapped(type, value) {
      guard let wrapped else {
        start(item, marker: .leaf)
        output.append(ShapeText.nilValue)
        return
      }
      value = wrapped
      rendering = context.rendering(of: wrapped)
    }
    writeResolved(value, rendering: rendering, item)
  }

  /// Writes `value` by its rendering; an optional has been unwrapped already (or is not one
  /// `unwrapped` could open, and goes through its shape).
  private mutating func writeResolved(_ value: Any, rendering: TypeRendering, _ item: Item) {
    switch rendering {
    case .storedFields(let fields) where !fields.fields.isEmpty:
      if writeCopy(of: value, rendering: rendering, item) { return }
    case .standardCollection(let collection) where collection.storesElementsInOrder:
      if writeCopy(of: value, rendering: rendering, item) { return }
    case .leaf, .storedFields:
      // A leaf (or a struct without fields) is written at once.
      let type = type(of: value)
      let isWritten = StoredValue.withAddress(of: value, as: type) { address in
        writeInPlace(at: address, type: type, rendering: rendering, item, owner: nil)
      }
      if isWritten == true { return }
    default:
      break
    }
    write(context.shape(of: value, rendering: rendering), item)
  }

  /// Writes a struct or an array that arrived boxed from a copy of its own, since its fields or
  /// elements are read after this call returns.
  private mutating func writeCopy(of value: Any, rendering: TypeRendering, _ item: Item) -> Bool {
    let copy = ValueCopy(of: value)
    return writeInPlace(at: copy.address, type: type(of: value), rendering: rendering, item, owner: copy)
  }

  private mutating func write(_ shape: ValueShape, _ item: Item) {
    if case .reference(let typeName) = shape.kind, let print = shape.print {
      start(item, marker: .leaf)
      output.append(typeName)
      numbering.recordReference(to: print, at: output.bytes.count)
      output.append(ShapeText.seeAbove)
      return
    }
    let count = shape.children.count
    start(item, marker: count == 0 ? .leaf : .node)
    let headerStart = output.bytes.count
    let nameEnd = output.writeHeader(shape.kind, childCount: count, style: item.style)
    if context.masksText, case .leaf = shape.kind, let rules = context.placeholders {
      output.maskValues(from: headerStart, rules: rules)
    }
    if let print = shape.print { numbering.recordPrint(print, at: nameEnd) }
    guard count > 0 else {
      if let object = shape.object { context.objects.leave(object) }
      return
    }
    if let object = shape.object { stack.pushLeave(object) }
    pushCloser(of: shape.kind, item.style)
    let placement = placement(below: item)
    switch shape.kind {
    case .set:
      let members = shape.children.map { SortedMembers.Member(label: .none, isRedacted: false, value: $0.value) }
      stack.push(SortedMembers(members: members, placement: placement, base: output.bytes.count))
    case .dictionary:
      output.placeholders?.forgetKeyMasks(frame: stack.dictionaries.count)
      stack.push(DictionaryEntries(entries: shape.children, placement: placement))
    default:
      stack.push(ShapeChildren(children: shape.children, placement: placement))
    }
  }

  mutating func writeRedacted(_ item: Item) {
    start(item, marker: .leaf)
    output.append(ShapeText.redacted)
  }

  /// Starts the item's line (or its place on one line) and writes its label.
  private mutating func start(_ item: Item, marker: Marker) {
    output.startItem(item.style, depth: item.depth, marker: marker, isFirst: item.isFirst)
    output.writeLabel(item.label, item.style)
  }

  private mutating func pushCloser(of kind: ValueShape.Kind, _ style: LayoutStyle) {
    if let closer = DumpOutput.closer(of: kind, style: style) { stack.pushCloser(closer) }
  }

  private func placement(below item: Item) -> ChildPlacement {
    ChildPlacement(depth: item.depth + 1, style: item.style)
  }

  // MARK: - Children

  // Each `step` writes the children of the frame on top until one has children of its own: that
  // one's frames then go on top, and the walk comes back to this frame once they are done. A
  // frame whose children are all written is removed.

  private mutating func stepFields() {
    let top = stack.structs.count - 1
    let fields = stack.structs[top].fields
    let base = stack.structs[top].base
    let placement = stack.structs[top].placement
    var index = stack.structs[top].next
    while index < fields.count {
      let field = fields[index]
      let item = placement.item(ItemLabel(field.label), isFirst: index == 0)
      index += 1
      let height = stack.height
      if context.isRedacted(field.label) {
        writeRedacted(item)
      } else {
        writeStored(at: base + field.offset, type: field.type, item)
      }
      if stack.height > height {
        stack.structs[top].next = index
        return
      }
    }
    stack.pop()
  }

  private mutating func stepElements() {
    let top = stack.arrays.count - 1
    let type = stack.arrays[top].elements.elementType
    let count = stack.arrays[top].elements.count
    let stride = stack.arrays[top].elements.stride
    let placement = stack.arrays[top].placement
    var index = stack.arrays[top].next
    guard let first = stack.arrays[top].elements.first else { return stack.pop() }
    while index < count {
      let item = placement.item(.none, isFirst: index == 0)
      let address = first + index * stride
      index += 1
      let height = stack.height
      writeStored(at: address, type: type, item)
      if stack.height > height {
        stack.arrays[top].next = index
        return
      }
    }
    stack.pop()
  }

  private mutating func stepChildren() {
    let top = stack.children.count - 1
    let children = stack.children[top].children
    let placement = stack.children[top].placement
    var index = stack.children[top].next
    while index < children.count {
      let child = children[index]
      let item = placement.item(ItemLabel(child.label), isFirst: index == 0)
      index += 1
      let height = stack.height
      if context.isRedacted(child.label) {
        writeRedacted(item)
      } else {
        writeBoxed(child.value, item)
      }
      if stack.height > height {
        stack.children[top].next = index
        return
      }
    }
    stack.pop()
  }

  /// Writes each member in a scope of its own: it may refer to objects printed before the set,
  /// never to those another member printed, so its text does not depend on which member the
  /// hash order happened to write first.
  private mutating func stepSortedMembers() {
    let top = stack.sortedMembers.count - 1
    if let open = stack.sortedMembers[top].open {
      finish(open, top: top)
    }
    while stack.sortedMembers[top].next < stack.sortedMembers[top].members.count {
      let index = stack.sortedMembers[top].next
      stack.sortedMembers[top].next = index + 1
      let member = stack.sortedMembers[top].members[index]
      let item = stack.sortedMembers[top].placement.item(member.label, isFirst: true)
      let scope = context.objects.mark
      let height = stack.height
      if member.isRedacted {
        writeRedacted(item)
      } else {
        writeBoxed(member.value, item)
      }
      if !member.keyMasks.isEmpty { output.insertKeyMasks(member.keyMasks) }
      let open = SortedMembers.OpenMember(start: output.lastItemStart, scope: scope)
      if stack.height > height {
        stack.sortedMembers[top].open = open
        return
      }
      finish(open, top: top)
    }
    let frame = stack.sortedMembers[top]
    stack.pop()
    EntryOrder.reorder(
      frame.written, from: frame.base, style: frame.placement.style, output: &output, numbering: &numbering)
  }

  private mutating func finish(_ member: SortedMembers.OpenMember, top: Int) {
    let text = member.start.text..<output.bytes.count
    stack.sortedMembers[top].written.append(EntryOrder.Entry(text: text, contentStart: member.start.content))
    stack.sortedMembers[top].open = nil
    context.objects.forget(since: member.scope)
  }
}
