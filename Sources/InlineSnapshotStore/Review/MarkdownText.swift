/// Markdown that stays intact whatever text it quotes: code spans and fences longer than any run of
/// backticks inside them, so a snapshot holding `` ``` `` cannot end its block early.
///
/// ```swift
/// MarkdownText.code("a`b")           // "``a`b``"
/// MarkdownText.fence(for: "```x```")  // "````"
/// ```
package enum MarkdownText {
  /// `text` as inline code.
  package static func code(_ text: String) -> String {
    let ticks = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
    let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return ticks + padding + text + padding + ticks
  }

  /// A code fence of at least three backticks, longer than any run of backticks in `block`: no line
  /// of the block can close it.
  package static func fence(for block: String) -> String {
    String(repeating: "`", count: max(3, longestRun(of: "`", in: block) + 1))
  }

  private static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var current = 0
    for other in text {
      current = other == character ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }
}
