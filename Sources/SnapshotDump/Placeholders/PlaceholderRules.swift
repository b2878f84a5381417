import Foundation

/// A ``SnapshotPlaceholders`` worked out for one snapshot: the numberings, which typed values a
/// walk replaces, and how text is searched. A class, so a walk holds it by one reference.
final class PlaceholderRules {
  /// The name of each numbering: kinds with the same name share one.
  let names: [String]
  /// The numbering of UUIDs and of dates, when they are replaced; the kind's position in the list
  /// decides which of two overlapping matches wins.
  private let uuid: (namespace: Int, order: Int)?
  private let date: (namespace: Int, order: Int)?
  private let patterns: [(pattern: TextPattern, namespace: Int, order: Int)]
  /// How a walk replaces values of each type it replaces: registered types, then UUIDs, then dates.
  let typed: [TypedPlaceholder]
  /// Indices in ``typed``.
  private let registeredTypes: [ObjectIdentifier: Int]
  private let uuidType: Int?
  private let dateType: Int?

  init(_ placeholders: SnapshotPlaceholders) {
    var names: [String] = []
    func namespace(_ name: String) -> Int {
      if let index = names.firstIndex(of: name) { return index }
      names.append(name)
      return names.count - 1
    }
    var uuid: (Int, Int)?
    var date: (Int, Int)?
    var patterns: [(TextPattern, Int, Int)] = []
    var typed: [TypedPlaceholder] = []
    var registeredTypes: [ObjectIdentifier: Int] = [:]
    for (order, kind) in placeholders.kinds.enumerated() {
      let space = namespace(kind.name)
      switch kind {
      case .uuid: uuid = (space, order)
      case .date: date = (space, order)
      case .pattern(let pattern, _): patterns.append((pattern, space, order))
      case .type(let keying, _) where registeredTypes[keying.type] == nil:
        registeredTypes[keying.type] = typed.count
        typed.append(TypedPlaceholder(namespace: space, reading: .registered(keying)))
      case .type: break
      }
    }
    self.names = names
    self.uuid = uuid
    self.date = date
    self.patterns = patterns
    func append(_ reading: TypedPlaceholder.Reading, namespace: Int?) -> Int? {
      guard let namespace else { return nil }
      typed.append(TypedPlaceholder(namespace: namespace, reading: reading))
      return typed.count - 1
    }
    uuidType = append(.uuid, namespace: uuid?.0)
    dateType = append(.date, namespace: date?.0)
    self.typed = typed
    self.registeredTypes = registeredTypes
    searchesText = uuid != nil || date != nil || !patterns.isEmpty
  }

  /// Whether text is searched at all.
  let searchesText: Bool

  /// The index in ``typed`` of how a walk replaces values of `type`, or nil when it does not.
  func typedValue(_ type: Any.Type) -> Int? {
    if let registered = registeredTypes[ObjectIdentifier(type)] { return registered }
    if type == UUID.self || type is NSUUID.Type { return uuidType }
    if type == Date.self || type is NSDate.Type { return dateType }
    return nil
  }

  /// The values in `bytes`, in order and not overlapping: where two would overlap, the one that
  /// starts first wins, then the one whose kind comes first in the list.
  func matches(in bytes: UnsafeBufferPointer<UInt8>) -> [PlaceholderMatch] {
    var found = builtInMatches(in: bytes)
    guard !patterns.isEmpty else { return found.map(\.match) }
    found += patternMatches(in: bytes)
    found.sort { ($0.match.range.lowerBound, $0.order) < ($1.match.range.lowerBound, $1.order) }
    var kept: [PlaceholderMatch] = []
    for candidate in found where candidate.match.range.lowerBound >= (kept.last?.range.upperBound ?? 0) {
      kept.append(candidate.match)
    }
    return kept
  }

  /// UUIDs and dates, found from the dashes in them (a UUID's first one is its 9th byte, a date's
  /// its 5th), so every byte is looked at a bounded number of times.
  private func builtInMatches(in bytes: UnsafeBufferPointer<UInt8>) -> [(match: PlaceholderMatch, order: Int)] {
    guard uuid != nil || date != nil else { return [] }
    var found: [(match: PlaceholderMatch, order: Int)] = []
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == UInt8(ascii: "-") else {
        index += 1
        continue
      }
      if let uuid, index >= 8, isWordStart(bytes, index - 8), let key = UUIDText.key(in: bytes, at: index - 8) {
        let end = index - 8 + UUIDText.length
        if end == count || !ASCIIText.isWordByte(bytes[end]) {
          let value = PlaceholderValue(namespace: uuid.namespace, key: key)
          found.append((PlaceholderMatch(range: (index - 8)..<end, value: value), uuid.order))
          index = end
          continue
        }
      }
      if let date, index >= 4, isWordStart(bytes, index - 4),
        let (end, key) = DateText.match(in: bytes, at: index - 4)
      {
        let value = PlaceholderValue(namespace: date.namespace, key: key)
        found.append((PlaceholderMatch(range: (index - 4)..<end, value: value), date.order))
        index = end
        continue
      }
      index += 1
    }
    return found
  }

  /// Whether a value may start at `start`: not in the middle of a word. The letter of an escape in
  /// a quoted string (`\n`, `\t`, `\r`, `\0`: an odd run of `\` before it) is no part of a word.
  private func isWordStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    guard start > 0, ASCIIText.isWordByte(bytes[start - 1]) else { return true }
    switch bytes[start - 1] {
    case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "0"):
      var backslashes = 0
      while start - 2 - backslashes >= 0, bytes[start - 2 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
      return backslashes % 2 == 1
    default:
      return false
    }
  }

  /// Each pattern's matches, line by line.
  private func patternMatches(in bytes: UnsafeBufferPointer<UInt8>) -> [(match: PlaceholderMatch, order: Int)] {
    var found: [(match: PlaceholderMatch, order: Int)] = []
    var lineStart = 0
    while lineStart <= bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if lineEnd > lineStart {
        let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
        for (pattern, namespace, order) in patterns {
          for match in pattern.matches(in: line) {
            let range = (lineStart + match.lowerBound)..<(lineStart + match.upperBound)
            let text = Array(bytes[range])
            found.append(
              (PlaceholderMatch(range: range, value: PlaceholderValue(namespace: namespace, key: .text(text))), order))
          }
        }
      }
      lineStart = lineEnd + 1
    }
    return found
  }
}

/// A value found in text: where it is, and what it is.
struct PlaceholderMatch {
  var range: Range<Int>
  var value: PlaceholderValue
}

/// How a walk replaces the values of one type: in which numbering, and how it reads their keys.
struct TypedPlaceholder {
  enum Reading {
    case uuid
    case date
    case registered(any PlaceholderTypeKeying)
  }

  let namespace: Int
  let reading: Reading

  /// The value stored at `address`, of static type `type`, stands for; nil when it cannot be read.
  func value(at address: UnsafeRawPointer, type: Any.Type) -> PlaceholderValue? {
    let key: PlaceholderKey?
    switch reading {
    case .uuid where type == UUID.self:
      key = UUIDText.key(of: address.assumingMemoryBound(to: UUID.self).pointee)
    case .date where type == Date.self:
      key = DateText.key(secondsSince1970: address.assumingMemoryBound(to: Date.self).pointee.timeIntervalSince1970)
    default:
      return value(of: StoredValue.boxed(type, at: address))
    }
    return key.map { PlaceholderValue(namespace: namespace, key: $0) }
  }

  /// The value `value` stands for; nil when it cannot be read (a date that is not finite).
  func value(of value: Any) -> PlaceholderValue? {
    let key: PlaceholderKey?
    switch reading {
    case .uuid:
      key = (value as? UUID).map(UUIDText.key(of:)) ?? (value as? NSUUID).map { UUIDText.key(of: $0 as UUID) }
    case .date:
      key = ((value as? Date) ?? (value as? NSDate).map { $0 as Date }).flatMap {
        DateText.key(secondsSince1970: $0.timeIntervalSince1970)
      }
    case .registered(let keying):
      key = keying.key(of: value).map(PlaceholderKey.value)
    }
    return key.map { PlaceholderValue(namespace: namespace, key: $0) }
  }
}
