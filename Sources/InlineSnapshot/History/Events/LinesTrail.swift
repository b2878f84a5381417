import SnapshotDump

/// The lines of a text being written, searched for placeholder values once each as they are
/// written (see `PlaceholderTrail`), for the ties among the entries that follow them. Lines are
/// only ever appended; a line may change later only where no value is (the `- ` of an array item).
final class LinesTrail {
  private var trail: PlaceholderTrail
  /// How many lines `trail` holds.
  private var searched = 0

  init(_ numbering: PlaceholderNumbering) {
    trail = PlaceholderTrail(numbering)
  }

  /// The trail of `lines`, each followed by a line break, the lines before `lines` being the ones
  /// given before.
  func trail(through lines: [String]) -> PlaceholderTrail {
    while searched < lines.count {
      trail.append(lines[searched] + "\n")
      searched += 1
    }
    return trail
  }
}
