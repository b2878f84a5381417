import Foundation

/// The regular expression of a ``SnapshotPlaceholders/pattern(_:name:)`` kind, compiled once.
final class TextPattern: Sendable {
  /// The expression as it was given.
  let source: String
  /// The compiled expression; nil when it does not compile.
  private let expression: Expression?
  /// Why it does not compile.
  let problem: String?

  /// `NSRegularExpression` is immutable and documented as safe to share between threads.
  private struct Expression: @unchecked Sendable {
    var regex: NSRegularExpression
  }

  init(_ source: String) {
    self.source = source
    do {
      expression = Expression(regex: try NSRegularExpression(pattern: source))
      problem = nil
    } catch {
      expression = nil
      problem = Self.reason(source) ?? (error as NSError).localizedDescription
    }
  }

  /// Swift's own parser names what is wrong (`expected ')'`); `NSRegularExpression` only says
  /// that the pattern is invalid.
  private static func reason(_ source: String) -> String? {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return nil }
    do {
      _ = try Regex(source)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// The UTF-8 ranges of the non-empty matches in `text`.
  func matches(in text: String) -> [Range<Int>] {
    guard let regex = expression?.regex else { return [] }
    let utf16 = text.utf16
    return regex.matches(in: text, range: NSRange(location: 0, length: utf16.count)).compactMap { match in
      guard match.range.length > 0, let range = Range(match.range, in: text) else { return nil }
      let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
      return start..<(start + text.utf8.distance(from: range.lowerBound, to: range.upperBound))
    }
  }

  /// The UTF-8 length of the non-empty match that starts at the beginning of `text`, if there is one.
  func matchLength(atStartOf text: String) -> Int? {
    guard let regex = expression?.regex,
      let match = regex.firstMatch(
        in: text, options: .anchored, range: NSRange(location: 0, length: text.utf16.count)),
      match.range.length > 0, let range = Range(match.range, in: text)
    else { return nil }
    return text.utf8.distance(from: text.startIndex, to: range.upperBound)
  }
}
