import Foundation
import Testing

/// Every Swift and YAML sample the documentation shows is code that runs: the README, the DocC
/// articles and the doc comments of the libraries may only show a region of a test file marked
/// `// snippet: name` … `// snippet-end` (YAML: a `# snippet:` region of the workflow), line for
/// line. A sample may leave lines out with a line that holds only `// …` (or `…` inside a literal).
/// A manifest excerpt, a Swift sample whose first line is `// Package.swift`, is the one exception:
/// it cannot compile inside a test target.
@Suite struct DocumentationSamplesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folders whose Markdown files and Swift doc comments are documentation.
  static let documentedFolders = ["Sources/InlineSnapshot", "Sources/SnapshotDump"]
  static let checkedLanguages: Set<String> = ["swift", "yaml"]

  static func files(under folder: String, extension fileExtension: String) -> [String] {
    let url = root.appendingPathComponent(folder)
    let paths =
      FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
      .compactMap { ($0 as? URL)?.path } ?? []
    return paths.filter { $0.hasSuffix(".\(fileExtension)") }
      .map { String($0.dropFirst(root.path.count + 1)) }.sorted()
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func documentationSamples() throws -> [DocumentationSample] {
    var samples = try DocumentationSample.fencedBlocks(
      in: read("README.md").components(separatedBy: "\n"), path: "README.md", languages: checkedLanguages)
    for folder in documentedFolders {
      for path in files(under: folder, extension: "md") {
        samples += try DocumentationSample.fencedBlocks(
          in: read(path).components(separatedBy: "\n"), path: path, languages: checkedLanguages)
      }
      for path in files(under: folder, extension: "swift") {
        samples += try DocumentationSample.docCommentBlocks(in: read(path), path: path, languages: checkedLanguages)
      }
    }
    return samples
  }

  static func regions() throws -> [DocumentationSample] {
    var regions: [DocumentationSample] = []
    for path in files(under: "Tests", extension: "swift") {
      regions += try DocumentationSample.regions(in: read(path), path: path, language: "swift")
    }
    for path in files(under: ".github/workflows", extension: "yml") {
      regions += try DocumentationSample.regions(in: read(path), path: path, language: "yaml")
    }
    return regions
  }

  @Test func findsTheDocumentation() throws {
    #expect(try Self.documentationSamples().count > 50)
    #expect(try Self.regions().count > 50)
  }

  @Test func everySampleIsARegionOfATest() throws {
    let regions = try Self.regions()
    var failures: [String] = []
    for sample in try Self.documentationSamples() where sample.lines.first != "// Package.swift" {
      let candidates = regions.filter { $0.language == sample.language }
      guard !candidates.contains(where: { sample.isShown(by: $0) }) else { continue }
      var failure = "\(sample.location): this \(sample.language) sample is no `snippet:` region of a test"
      if let closest = candidates.max(by: { sample.similarity(to: $0) < sample.similarity(to: $1) }),
        sample.similarity(to: closest) > 0
      {
        let differing =
          zip(sample.lines, closest.lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(sample.lines.count, closest.lines.count)
        failure +=
          "; closest: `\(closest.name)` at \(closest.location), which differs at line \(differing + 1) of the sample"
      }
      failures.append(failure)
    }
    #expect(
      failures.isEmpty, "\(failures.count) sample(s) do not come from tests:\n\(failures.joined(separator: "\n"))")
  }

  @Test func everyRegionIsShownAndNamedOnce() throws {
    let samples = try Self.documentationSamples()
    var failures: [String] = []
    var seen: [String: String] = [:]
    for region in try Self.regions() {
      if let first = seen[region.name] {
        failures.append("\(region.location): region `\(region.name)` is also defined at \(first)")
      }
      seen[region.name] = region.location
      if !samples.contains(where: { $0.language == region.language && $0.isShown(by: region) }) {
        failures.append("\(region.location): region `\(region.name)` is shown by no documentation sample; delete it")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}

@Suite struct DocumentationSampleMatchingTests {
  func sample(_ text: String) -> DocumentationSample {
    DocumentationSample(
      location: "", language: "swift", lines: DocumentationSample.normalized(text.components(separatedBy: "\n")))
  }

  @Test func equalLinesMatchWhateverTheirIndentation() {
    #expect(sample("  let a = 1\n    print(a)").isShown(by: sample("let a = 1\n  print(a)")))
    #expect(!sample("let a = 1").isShown(by: sample("let a = 2")))
    #expect(!sample("let a = 1").isShown(by: sample("let a = 1\nprint(a)")))
  }

  @Test func anElisionStandsForOneOrMoreLinesAtLeastAsDeep() {
    let region = sample("api(\n  .one,\n  .two,\n  .three\n)")
    #expect(sample("api(\n  // …\n  .three\n)").isShown(by: region))
    #expect(sample("api(\n  // …\n)").isShown(by: region))
    #expect(!sample("api(\n  // …\n  .one,\n  .two,\n  .three\n)").isShown(by: region))
  }

  @Test func docCommentBlocksAndRegionsAreFound() {
    // The markers are split so that this file holds no region itself.
    let (begin, end) = ("// snip" + "pet: a", "// snip" + "pet-end")
    let source = """
      /// Text.
      ///
      /// ```swift
      /// let a = 1
      /// ```
      func f() {
        \(begin)
        let a = 1
        \(end)
      }
      """
    let blocks = DocumentationSample.docCommentBlocks(in: source, path: "F.swift", languages: ["swift"])
    let regions = DocumentationSample.regions(in: source, path: "F.swift", language: "swift")
    #expect(blocks.map(\.location) == ["F.swift:3"])
    #expect(regions.map(\.name) == ["a"])
    #expect(blocks.first?.isShown(by: regions[0]) == true)
  }
}
