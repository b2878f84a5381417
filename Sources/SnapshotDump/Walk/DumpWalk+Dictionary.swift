extension DumpWalk {
  /// Renders every key on one line first, then writes the entries in the order of their keys.
  ///
  /// Values are thereby written in an order that does not depend on hashing: an object two
  /// values share prints in full in the entry whose key sorts first and as a reference in the
  /// other. Entries whose keys print alike are ordered by the rest of their text, as set members
  /// are.
  mutating func stepDictionary() {
    let top = stack.dictionaries.count - 1
    if let open = stack.dictionaries[top].openKey {
      finishKey(startingAt: open.start, remembersPrints: open.remembersPrints, top: top)
    }
    let entries = stack.dictionaries[top].entries
    let placement = stack.dictionaries[top].placement
    while stack.dictionaries[top].keyRanges.count < entries.count {
      switch entries[stack.dictionaries[top].keyRanges.count].label {
      case .key(let key as String):
        // The usual key: quoted straight into the key text.
        stack.dictionaries[top].appendKey(quoting: key)
        maskLastKey(top: top)
      case .key(let key):
        // Rendered before the entries' order is known, so nothing in it may refer to what was
        // printed before, or be remembered for later.
        let start = output.bytes.count
        let remembersPrints = context.objects.remembersPrints
        context.objects.remembersPrints = false
        let height = stack.height
        writeBoxed(key, Item(label: .none, depth: placement.depth, style: keyStyle(placement.style), isFirst: true))
        if stack.height > height {
          stack.dictionaries[top].openKey = (start, remembersPrints)
          return
        }
        finishKey(startingAt: start, remembersPrints: remembersPrints, top: top)
      case let label:
        stack.dictionaries[top].appendKey(label)
      }
    }
    if stack.dictionaries[top].order.isEmpty {
      stack.dictionaries[top].sortByKey()
    }
    while stack.dictionaries[top].next < entries.count {
      let first = stack.dictionaries[top].next
      let end = stack.dictionaries[top].endOfKeyGroup(startingAt: first)
      stack.dictionaries[top].next = end
      let height = stack.height
      if end == first + 1 {
        let index = stack.dictionaries[top].order[first]
        let item = placement.item(stack.dictionaries[top].label(of: index), isFirst: first == 0)
        if context.isRedacted(entries[index].label) {
          writeRedacted(item)
        } else {
          writeBoxed(entries[index].value, item)
        }
        if let masks = output.placeholders?.keyMasks(frame: top, entry: index), !masks.isEmpty {
          output.insertKeyMasks(masks)
        }
      } else {
        if first > 0, placement.style != .tree { output.appendASCII(", ") }
        let members = stack.dictionaries[top].order[first..<end].map { index in
          SortedMembers.Member(
            label: stack.dictionaries[top].label(of: index),
            keyMasks: output.placeholders?.keyMasks(frame: top, entry: index) ?? [],
            isRedacted: context.isRedacted(entries[index].label),
            value: entries[index].value)
        }
        stack.push(SortedMembers(members: members, placement: placement, base: output.bytes.count))
      }
      if stack.height > height { return }
    }
    stack.pop()
  }

  /// Moves a key rendered at the end of the output into the key text, with the masks of the values
  /// replaced in it.
  private mutating func finishKey(startingAt start: Int, remembersPrints: Bool, top: Int) {
    stack.dictionaries[top].appendKey(rendered: output.bytes[start...])
    if let masks = output.placeholders?.removeSites(from: start), !masks.isEmpty {
      output.placeholders?.setKeyMasks(masks, frame: top, entry: stack.dictionaries[top].keyRanges.count - 1)
    }
    output.bytes.removeSubrange(start...)
    context.objects.remembersPrints = remembersPrints
    stack.dictionaries[top].openKey = nil
  }

  /// Replaces the values the placeholders find in the string key added last by their masks.
  private mutating func maskLastKey(top: Int) {
    guard context.masksText, let rules = context.placeholders,
      let index = stack.dictionaries[top].keyRanges.indices.last, let range = stack.dictionaries[top].keyRanges[index],
      let masks = output.placeholders?.mask(&stack.dictionaries[top].keyText, from: range.lowerBound, rules: rules),
      !masks.isEmpty
    else { return }
    stack.dictionaries[top].keyRanges[index] = range.lowerBound..<stack.dictionaries[top].keyText.count
    output.placeholders?.setKeyMasks(masks, frame: top, entry: index)
  }

  /// Keys inside a tree print on one line with qualified enum cases, like the tree's leaves.
  private func keyStyle(_ style: LayoutStyle) -> LayoutStyle {
    style == .tree ? .line(qualifiesEnumCases: true) : style
  }
}

extension DictionaryEntries {
  /// Adds the key text of the next entry, whose key is `key`.
  mutating func appendKey(quoting key: String) {
    reserveKeys()
    let start = keyText.count
    QuotedText.append(key, to: &keyText)
    keyRanges.append(start..<keyText.count)
  }

  /// Adds the key text of the next entry, whose label is not a key.
  mutating func appendKey(_ label: ChildLabel) {
    reserveKeys()
    let start = keyText.count
    switch label {
    case .name(let name):
      keyText.append(contentsOf: name.utf8)
    case .position(let position):
      DecimalDigits.append(position, to: &keyText)
    case .none, .key:
      keyRanges.append(nil)
      return
    }
    keyRanges.append(start..<keyText.count)
  }

  /// Adds the key text of the next entry, rendered.
  mutating func appendKey(rendered: ArraySlice<UInt8>) {
    reserveKeys()
    let start = keyText.count
    keyText.append(contentsOf: rendered)
    keyRanges.append(start..<keyText.count)
  }

  private mutating func reserveKeys() {
    if keyRanges.isEmpty {
      keyRanges.reserveCapacity(entries.count)
      keyText.reserveCapacity(entries.count * 16)
    }
  }

  func label(of index: Int) -> ItemLabel {
    keyRanges[index].map { .key(keyText[$0]) } ?? .none
  }

  /// Orders the entries in ``NaturalOrder`` of their keys, entries whose keys compare equal
  /// next to each other.
  mutating func sortByKey() {
    order = entries.indices.sorted { NaturalOrder.compare(key($0), key($1)) ?? ($0 < $1) }
  }

  /// The end of the run of entries in `order`, from `first` on, whose keys compare equal.
  func endOfKeyGroup(startingAt first: Int) -> Int {
    var end = first + 1
    while end < order.count, NaturalOrder.compare(key(order[first]), key(order[end])) == nil { end += 1 }
    return end
  }

  private func key(_ index: Int) -> ArraySlice<UInt8> {
    keyRanges[index].map { keyText[$0] } ?? []
  }
}
