/// Text in which some values are already found, to be numbered: the bytes, where each found value
/// is (its mask or provisional token), and the values.
struct MarkedText {
  var bytes: [UInt8]
  /// Ordered by position, not overlapping.
  var sites: [PlaceholderSite]
  var table: PlaceholderTable

  /// The final text: every site, and (when `searchingText`) every value `rules` finds between
  /// them, replaced by `<Name N>`, N counting the distinct values of each name from 1 in the order
  /// they first appear.
  mutating func numbered(_ rules: PlaceholderRules, searchingText: Bool) -> String {
    var numbers: [Int] = []
    var counts = [Int](repeating: 0, count: rules.names.count)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 8)
    func appendToken(_ index: Int) {
      if numbers.count <= index { numbers += repeatElement(0, count: index + 1 - numbers.count) }
      let namespace = table.values[index].namespace
      if numbers[index] == 0 {
        counts[namespace] += 1
        numbers[index] = counts[namespace]
      }
      output.append(UInt8(ascii: "<"))
      output.append(contentsOf: rules.names[namespace].utf8)
      output.append(UInt8(ascii: " "))
      DecimalDigits.append(numbers[index], to: &output)
      output.append(UInt8(ascii: ">"))
    }
    func appendText(_ range: Range<Int>) {
      guard searchingText, !range.isEmpty else { return output.append(contentsOf: bytes[range]) }
      let matches = bytes.withUnsafeBufferPointer { rules.matches(in: UnsafeBufferPointer(rebasing: $0[range])) }
      var copied = range.lowerBound
      for match in matches {
        output.append(contentsOf: bytes[copied..<(range.lowerBound + match.range.lowerBound)])
        appendToken(table.index(of: match.value))
        copied = range.lowerBound + match.range.upperBound
      }
      output.append(contentsOf: bytes[copied..<range.upperBound])
    }
    var copied = 0
    for site in sites {
      appendText(copied..<site.start)
      appendToken(site.value)
      copied = site.start + site.length
    }
    appendText(copied..<bytes.count)
    return String(decoding: output, as: UTF8.self)
  }
}
