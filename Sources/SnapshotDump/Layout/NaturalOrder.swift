/// The order of rendered texts: by their UTF-8 bytes (Unicode scalar order, independent of
/// normalisation and locale), except that runs of digits compare by numeric value: `2` before
/// `10`, `"city-9"` before `"city-10"`.
enum NaturalOrder {
  /// `true` if `lhs` sorts first, `false` if `rhs` does, nil if neither.
  static func compare<Text: Collection>(_ lhs: Text, _ rhs: Text) -> Bool? where Text.Element == UInt8 {
    var left = lhs.startIndex
    var right = rhs.startIndex
    while left != lhs.endIndex, right != rhs.endIndex {
      if isDigit(lhs[left]) && isDigit(rhs[right]) {
        let leftEnd = lhs[left...].firstIndex(where: { !isDigit($0) }) ?? lhs.endIndex
        let rightEnd = rhs[right...].firstIndex(where: { !isDigit($0) }) ?? rhs.endIndex
        let leftDigits = lhs[left..<leftEnd].drop(while: { $0 == UInt8(ascii: "0") })
        let rightDigits = rhs[right..<rightEnd].drop(while: { $0 == UInt8(ascii: "0") })
        if leftDigits.count != rightDigits.count { return leftDigits.count < rightDigits.count }
        if !leftDigits.elementsEqual(rightDigits) { return leftDigits.lexicographicallyPrecedes(rightDigits) }
        left = leftEnd
        right = rightEnd
        continue
      }
      if lhs[left] != rhs[right] { return lhs[left] < rhs[right] }
      lhs.formIndex(after: &left)
      rhs.formIndex(after: &right)
    }
    if left == lhs.endIndex && right == rhs.endIndex { return nil }
    return left == lhs.endIndex
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
