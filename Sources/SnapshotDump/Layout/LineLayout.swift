/// Writes a value on one line: `failed(code: 404, message: "Not found")`, `Point(x: 1, y: 2)`,
/// `[1, 2]`, `["a": 1]`. Leaves print exactly as in the `▿` tree.
struct LineLayout {
  enum EnumStyle {
    /// `loading`, `data("hello")`: for histories of states.
    case caseOnly
    /// `AmountSource.from`: for dictionary keys inside a `▿` tree, matching its leaves.
    case qualified
  }

  let context: DumpContext
  let enumStyle: EnumStyle
  private(set) var output = ""

  init(context: DumpContext, enumStyle: EnumStyle) {
    self.context = context
    self.enumStyle = enumStyle
  }

  mutating func write(_ value: Any) {
    let shape = context.shape(of: value)
    context.rendering(shape.object) {
      switch shape.kind {
      case .leaf(let text):
        output += text
      case .instance(let typeName):
        output += typeName
        writeFields(shape.children)
      case .enumCase(let typeName, let caseName):
        if enumStyle == .qualified {
          output += typeName
          output += "."
        }
        output += caseName
        if !shape.children.isEmpty { writeFields(shape.children) }
      case .tuple:
        writeFields(shape.children)
      case .collection:
        output += "["
        writeList(shape.children)
        output += "]"
      case .set:
        output += "["
        writeSorted(shape.children)
        output += "]"
      case .dictionary:
        output += "["
        if shape.children.isEmpty { output += ":" }
        writeSorted(shape.children)
        output += "]"
      }
    }
  }

  /// `(label: value, value, …)`: names kept, positions implied by order.
  private mutating func writeFields(_ children: [Child]) {
    output += "("
    writeList(children)
    output += ")"
  }

  private mutating func writeList(_ children: [Child]) {
    for (index, child) in children.enumerated() {
      if index > 0 { output += ", " }
      write(child)
    }
  }

  /// Set members and dictionary entries, each rendered once, then ordered by their text.
  private mutating func writeSorted(_ children: [Child]) {
    let rendered = children.map { child -> SortableText in
      var layout = LineLayout(context: context, enumStyle: enumStyle)
      let key = layout.write(child)
      return SortableText(key: key ?? "", content: Substring(layout.output), text: layout.output)
    }
    for (index, entry) in rendered.sorted().enumerated() {
      if index > 0 { output += ", " }
      output += entry.text
    }
  }

  /// Writes `label: value` (or `<redacted>`), returning the rendered label of a named or keyed
  /// child.
  @discardableResult
  private mutating func write(_ child: Child) -> String? {
    var label: String?
    switch child.label {
    case .none, .position:
      label = nil
    case .name(let name):
      label = name
    case .key(let key):
      var layout = LineLayout(context: context, enumStyle: enumStyle)
      layout.write(key)
      label = layout.output
    }
    if let label {
      output += label
      output += ": "
    }
    if context.isRedacted(child.label) {
      output += ShapeText.redacted
    } else {
      write(child.value)
    }
    return label
  }
}
