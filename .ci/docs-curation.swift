// Fails when a DocC archive lists a public symbol or an article only in a group DocC made up itself.
//
//   swift .ci/docs-curation.swift <archive> <Module> <catalog>
//
// DocC files every symbol that no `## Topics` section names under a generated heading ("Structures",
// "Type Properties", …) and marks that section `"generated": true` in the page's render JSON. A symbol
// is grouped when at least one section written by hand names it, on any page; everything else DocC
// placed is reported with the link to add. Pages that only organise (an extended module such as
// `Testing`, a "Default Implementations" collection) are not symbols of the module and are skipped.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: swift .ci/docs-curation.swift <archive> <Module> <catalog>\n".utf8))
  exit(2)
}
let archive = URL(fileURLWithPath: arguments[arguments.startIndex])
let module = arguments[arguments.startIndex + 1]
let catalog = arguments[arguments.startIndex + 2]
let pages = archive.appendingPathComponent("data/documentation")

var handPicked: Set<String> = []
var placedByDocC: [String: String] = [:]  // identifier → the generated heading
var organising: Set<String> = []
var articles: Set<String> = []
var titles: [String: String] = [:]

let files = FileManager.default.enumerator(at: pages, includingPropertiesForKeys: nil)?
  .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
guard !files.isEmpty else {
  FileHandle.standardError.write(Data("error: no render JSON under \(pages.path)\n".utf8))
  exit(1)
}
for file in files {
  guard let data = try? Data(contentsOf: file),
    let page = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  else {
    FileHandle.standardError.write(Data("error: \(file.path) is not a JSON object\n".utf8))
    exit(1)
  }
  let metadata = page["metadata"] as? [String: Any] ?? [:]
  if let identifier = (page["identifier"] as? [String: Any])?["url"] as? String {
    if metadata["symbolKind"] as? String == "extension" || metadata["role"] as? String == "collectionGroup" {
      organising.insert(identifier)
    } else if page["kind"] as? String == "article" {
      articles.insert(identifier)
    }
  }
  for (identifier, reference) in page["references"] as? [String: [String: Any]] ?? [:] {
    titles[identifier] = reference["title"] as? String
  }
  for section in page["topicSections"] as? [[String: Any]] ?? [] {
    let identifiers = section["identifiers"] as? [String] ?? []
    if section["generated"] as? Bool == true {
      for identifier in identifiers { placedByDocC[identifier] = section["title"] as? String ?? "?" }
    } else {
      handPicked.formUnion(identifiers)
    }
  }
}

let prefix = "doc://\(module)/documentation/\(module)/"
let ungrouped = placedByDocC.keys.filter { !handPicked.contains($0) && !organising.contains($0) }.sorted()
if ungrouped.isEmpty {
  print("\(module): every public symbol and article is in a topic group.")
  exit(0)
}
var message = "error: \(module) has \(ungrouped.count) symbol(s) or article(s) in no topic group:\n"
for identifier in ungrouped {
  var link = identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : identifier
  // An operator's page name is `_(_:_:)`; its link is its title, `<(_:_:)`.
  if let slash = link.lastIndex(of: "/"), link[slash...].hasPrefix("/_("), let title = titles[identifier] {
    link = link[..<slash] + "/" + title
  }
  message += "  \(articles.contains(identifier) ? "<doc:\(link)>" : "``\(link)``")  (DocC put it under \"\(placedByDocC[identifier]!)\")\n"
}
message += """
  Add each to a `### Group` under `## Topics`: top-level symbols and articles in \(catalog)/\(module).md, \
  members in the extension page of their type (\(catalog)/Extensions/<Type>.md, starting with \
  "# ``\(module)/<Type>``").

  """
FileHandle.standardError.write(Data(message.utf8))
exit(1)
