import Foundation

/// A fenced code block of the documentation (README, a DocC article, a doc comment) or a marked
/// region of a test file, as lines with their common indentation removed.
struct DocumentationSample {
  /// Where it starts, `path:line`, for messages.
  var location: String
  /// The fence's language (`swift`, `yaml`), or the region's file extension.
  var language: String
  /// The region's name after `snippet:`; empty for a documentation block.
  var name: String = ""
  var lines: [String]

  /// The line a documentation block may use to leave out one or more lines of its region.
  static func isElision(_ line: String) -> Bool {
    let text = line.trimmingCharacters(in: .whitespaces)
    return text == "// …" || text == "…" || text == "# …"
  }

  /// Whether this documentation block shows `region`: equal line for line, except that an elision
  /// line stands for one or more lines of the region.
  func isShown(by region: DocumentationSample) -> Bool {
    Self.match(lines[...], region.lines[...])
  }

  private static func match(_ shown: ArraySlice<String>, _ region: ArraySlice<String>) -> Bool {
    guard let first = shown.first else { return region.isEmpty }
    if isElision(first) {
      let indent = first.prefix { $0 == " " }
      // The elided lines are at least as deep as the elision line.
      var end = region.startIndex
      while end < region.endIndex, region[end].hasPrefix(indent) || region[end].isEmpty {
        end += 1
        if match(shown.dropFirst(), region[end...]) { return true }
      }
      return false
    }
    guard let next = region.first, next == first else { return false }
    return match(shown.dropFirst(), region.dropFirst())
  }

  /// How many lines of this block `region` has at the same position, to name the closest region.
  func similarity(to region: DocumentationSample) -> Int {
    zip(lines, region.lines).filter { $0 == $1 }.count
  }

  /// Lines without their common leading spaces and without trailing whitespace.
  static func normalized(_ lines: [String]) -> [String] {
    let trimmed = lines.map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
    let indent = trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return trimmed.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
  }
}

extension DocumentationSample {
  /// The fenced blocks of a Markdown text whose language is one of `languages`.
  static func fencedBlocks(in lines: [String], path: String, firstLine: [Int]? = nil, languages: Set<String>)
    -> [DocumentationSample]
  {
    var blocks: [DocumentationSample] = []
    var open: (fence: String, language: String, start: Int, body: [String])?
    for (index, line) in lines.enumerated() {
      let text = line.trimmingCharacters(in: .whitespaces)
      if var block = open {
        if text.hasPrefix(block.fence), text.allSatisfy({ $0 == "`" || $0 == "~" }) {
          if languages.contains(block.language) {
            let number = firstLine?[block.start] ?? block.start + 1
            blocks.append(
              DocumentationSample(
                location: "\(path):\(number)", language: block.language, lines: normalized(block.body)))
          }
          open = nil
        } else {
          block.body.append(line)
          open = block
        }
      } else if text.hasPrefix("```") || text.hasPrefix("~~~") {
        let fence = String(text.prefix { $0 == "`" || $0 == "~" })
        let language = text.dropFirst(fence.count).split(separator: " ").first.map(String.init) ?? ""
        open = (fence, language, index, [])
      }
    }
    return blocks
  }

  /// The fenced blocks inside the `///` doc comments of a Swift file.
  static func docCommentBlocks(in source: String, path: String, languages: Set<String>) -> [DocumentationSample] {
    var blocks: [DocumentationSample] = []
    var comment: [String] = []
    var lineNumbers: [Int] = []
    func flush() {
      if !comment.isEmpty {
        blocks += fencedBlocks(in: comment, path: path, firstLine: lineNumbers, languages: languages)
      }
      comment = []
      lineNumbers = []
    }
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let text = line.drop { $0 == " " || $0 == "\t" }
      if text.hasPrefix("///") {
        var content = text.dropFirst(3)
        if content.first == " " { content = content.dropFirst() }
        comment.append(String(content))
        lineNumbers.append(index + 1)
      } else {
        flush()
      }
    }
    flush()
    return blocks
  }

  /// The regions of a file between `// snippet: name` (or `# snippet: name`) and `// snippet-end`.
  static func regions(in source: String, path: String, language: String) -> [DocumentationSample] {
    var regions: [DocumentationSample] = []
    var open: (name: String, start: Int, body: [String])?
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("// snippet") || text.hasPrefix("# snippet") else {
        open?.body.append(String(line))
        continue
      }
      text = String(text.drop { $0 != " " }.dropFirst())
      if text == "snippet-end", let region = open {
        regions.append(
          DocumentationSample(
            location: "\(path):\(region.start)", language: language, name: region.name, lines: normalized(region.body)))
        open = nil
      } else if text.hasPrefix("snippet: ") {
        open = (String(text.dropFirst("snippet: ".count)), index + 1, [])
      }
    }
    return regions
  }
}
