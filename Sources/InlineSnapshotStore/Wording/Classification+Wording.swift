extension PendingChange.Classification {
  /// "format only" or "real change", as listings mark a change.
  package var words: String {
    switch self {
    case .formatOnly: "format only"
    case .real: "real change"
    }
  }
}

extension ClassificationTally {
  /// "1,000 changes: 997 format only, 3 real."
  package var sentence: String {
    let total = formatOnly + real
    return "\(Self.grouped(total)) change\(total == 1 ? "" : "s"): \(parts)."
  }

  /// "997 format only, 3 real".
  package var parts: String {
    "\(Self.grouped(formatOnly)) format only, \(Self.grouped(real)) real"
  }

  /// What a format-only change is, for readers who meet the words for the first time.
  package static let explanation =
    "A format-only change re-records a `.dump` snapshot written by InlineSnapshotTesting without changing what it "
    + "says: the same values once its format is undone (fields sorted by name, `Optional<…>` wrappers, types "
    + "without their enclosing types, the empty last line)."

  /// `number` with a comma between groups of three digits: "1,000".
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { text.append(",") }
      text.append(digit)
    }
    return number < 0 ? "-" + text : text
  }
}
