/// UK postcode normalisation: `sw1a1aa` → `SW1A 1AA`.
public enum Postcode {
  /// The postcode in canonical form (upper case, one space before the last three characters), or
  /// `nil` when it cannot be a UK postcode (5–7 letters and digits, ending digit-letter-letter).
  public static func normalized(_ text: String) -> String? {
    let compact = text.uppercased().filter { $0 != " " }
    guard (5...7).contains(compact.count), compact.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
      return nil
    }
    let inward = Array(compact.suffix(3))
    guard inward[0].isNumber, inward[1].isLetter, inward[2].isLetter, compact.first?.isLetter == true else {
      return nil
    }
    return "\(compact.dropLast(3)) \(String(inward))"
  }
}
