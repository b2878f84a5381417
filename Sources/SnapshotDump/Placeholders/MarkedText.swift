import LiteralTokens

/// Text in which some values are already found, to be numbered: the bytes, where each found value
/// is (its mask or token), and the values. The sites are kept beside the bytes, so the user's text
/// between them is never read for a token.
struct MarkedText {
  var bytes: [UInt8]
  /// Ordered by position, not overlapping.
  var sites: [PlaceholderSite]
  var table: PlaceholderTable

  /// The final text: every site, and (when `searchingText`) every value `rules` finds between
  /// them, replaced by `<Name N>`, N counting the distinct values of each name from 1 in the order
  /// they first appear. The text between the tokens is written escaped (see `LiteralEscape`): the
  /// user's own `<UUID 1>` reads `<\UUID 1>`, so it never equals a token.
  mutating func numbered(_ rules: PlaceholderRules, searchingText: Bool) -> String {
    if searchingText { findValuesBetweenSites(rules) }
    var tokens = TokenTexts(count: table.values.count)
    var counts = [Int](repeating: 0, count: rules.names.count)
    for site in sites where !tokens.has(site.value) {
      let namespace = table.values[site.value].namespace
      counts[namespace] += 1
      tokens.add(site.value) { TokenTexts.append(name: rules.names[namespace], number: counts[namespace], to: &$0) }
    }
    return written(tokens)
  }

  /// The text as a literal holds it: each site replaced by the token of its value, the text between
  /// them escaped.
  func written(_ tokens: TokenTexts) -> String {
    let escapes = bytes.withUnsafeBufferPointer { buffer in
      LiteralEscape.insertionPoints(in: buffer, protecting: sites.map { $0.start..<($0.start + $0.length) })
    }
    return rendered(tokens, escapingAt: escapes)
  }

  /// The text with each site replaced by the token of its value, and one `\` inserted before each of
  /// `escapes` (ascending positions in `bytes`, none inside a site).
  func rendered(_ tokens: TokenTexts, escapingAt escapes: [Int] = []) -> String {
    var length = bytes.count + escapes.count
    for site in sites { length += tokens.range(of: site.value).count - site.length }
    if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
      // Written straight into the string: a dump's text is copied once, as without placeholders.
      return String(unsafeUninitializedCapacity: length) { write(tokens, escapes, into: $0) }
    }
    var output = [UInt8](repeating: 0, count: length)
    _ = output.withUnsafeMutableBufferPointer { write(tokens, escapes, into: $0) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Writes the rendered text into `buffer`, exactly as long; returns its length.
  private func write(_ tokens: TokenTexts, _ escapes: [Int], into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var written = 0
    func copy(_ source: ArraySlice<UInt8>) {
      let end = written + source.count
      _ = UnsafeMutableBufferPointer(rebasing: buffer[written..<end]).initialize(from: source)
      written = end
    }
    var nextEscape = 0
    /// The user's text from `start` up to `end`, with its escapes.
    func copyText(from start: Int, to end: Int) {
      var copied = start
      while nextEscape < escapes.count, escapes[nextEscape] < end {
        copy(bytes[copied..<escapes[nextEscape]])
        buffer[written] = UInt8(ascii: "\\")
        written += 1
        copied = escapes[nextEscape]
        nextEscape += 1
      }
      copy(bytes[copied..<end])
    }
    var copied = 0
    for site in sites {
      copyText(from: copied, to: site.start)
      copy(tokens.bytes[tokens.range(of: site.value)])
      copied = site.start + site.length
    }
    copyText(from: copied, to: bytes.count)
    return written
  }

  /// Adds a site for every value `rules` finds between the sites.
  private mutating func findValuesBetweenSites(_ rules: PlaceholderRules) {
    var merged: [PlaceholderSite] = []
    var copied = 0
    for site in sites + [PlaceholderSite(start: bytes.count, length: 0, value: -1)] {
      let gap = copied..<site.start
      if !gap.isEmpty {
        let matches = bytes.withUnsafeBufferPointer { rules.matches(in: UnsafeBufferPointer(rebasing: $0[gap])) }
        for match in matches {
          merged.append(
            PlaceholderSite(
              start: gap.lowerBound + match.range.lowerBound, length: match.range.count,
              value: table.index(of: match.value)))
        }
      }
      if site.value >= 0 { merged.append(site) }
      copied = site.start + site.length
    }
    sites = merged
  }
}

/// The token of each value a text refers to, one after another in one buffer.
struct TokenTexts {
  private(set) var bytes: [UInt8] = []
  /// By value index; empty for a value no site refers to.
  private var ranges: [Range<Int>]

  init(count: Int) {
    ranges = Array(repeating: 0..<0, count: count)
  }

  func has(_ value: Int) -> Bool { !ranges[value].isEmpty }

  func range(of value: Int) -> Range<Int> { ranges[value] }

  /// Appends the placeholder token `<name number>` to `bytes`.
  static func append(name: String, number: Int, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "<"))
    bytes.append(contentsOf: name.utf8)
    bytes.append(UInt8(ascii: " "))
    DecimalDigits.append(number, to: &bytes)
    bytes.append(UInt8(ascii: ">"))
  }

  /// Sets the token of `value` to what `write` appends.
  mutating func add(_ value: Int, _ write: (inout [UInt8]) -> Void) {
    let start = bytes.count
    write(&bytes)
    ranges[value] = start..<bytes.count
  }
}
