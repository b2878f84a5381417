/// Numbers the objects a dump refers back to, once the whole dump is written.
///
/// While the dump is written, an object's full print and every back-reference to it leave a site:
/// a position in the output where its number may go. Only prints that something refers to get a
/// number, so a dump without shared objects reads exactly as it would without this. Numbers count
/// from 1 in the order the prints appear in the final output, which is why they are given at the
/// end: set members are reordered after they are written.
struct ObjectNumbering {
  private struct Site {
    var position: Int
    var print: Int
    var isReference: Bool
  }

  /// Ordered by position.
  private var sites: [Site] = []
  /// Where each print that has a site starts, to order set members that differ only in what
  /// they refer to.
  private var printPositions: [Int: Int] = [:]

  var isEmpty: Bool { sites.isEmpty }

  /// Print `print` of an object starts here (right after its type name).
  mutating func recordPrint(_ print: Int, at position: Int) {
    sites.append(Site(position: position, print: print, isReference: false))
    printPositions[print] = position
  }

  /// A back-reference to print `print` is written here (right after the type name).
  mutating func recordReference(to print: Int, at position: Int) {
    sites.append(Site(position: position, print: print, isReference: true))
  }

  /// For ordering set members whose text is the same: where the prints referred to from
  /// `range` are, prints before `base` (outside the set) by their position, prints inside the
  /// range by their distance from its start.
  func referenceTargets(in range: Range<Int>, base: Int) -> [Int] {
    var targets: [Int] = []
    for site in sites[firstSite(atOrAfter: range.lowerBound)...] {
      guard site.position < range.upperBound else { break }
      guard site.isReference, let target = printPositions[site.print] else { continue }
      targets.append(target < base ? target : base + target - range.lowerBound)
    }
    return targets
  }

  /// The bytes from `base` on were reordered: the text that began at `entries[i]` now begins at
  /// `newStarts[i]`. `entries` are ascending and cover every site from `base` on.
  mutating func move(from base: Int, entries: [Range<Int>], newStarts: [Int]) {
    let first = SitePositions.move(&sites, from: base, entries: entries, newStarts: newStarts, \.position)
    for site in sites[first...] where !site.isReference { printPositions[site.print] = site.position }
  }

  /// `bytes` with ` #N` after every print that is referred to and every reference.
  func render(_ bytes: [UInt8]) -> String {
    guard !sites.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
    var insertions: [(position: Int, length: Int)]? = nil
    return String(decoding: numbered(bytes, insertions: &insertions), as: UTF8.self)
  }

  /// `bytes` with ` #N` after every print that is referred to and every reference; each insertion's
  /// position in `bytes` and length is appended to `insertions` when it is not nil.
  func numbered(_ bytes: [UInt8], insertions: inout [(position: Int, length: Int)]?) -> [UInt8] {
    guard !sites.isEmpty else { return bytes }
    let referenced = Set(sites.lazy.filter(\.isReference).map(\.print))
    var numbers: [Int: Int] = [:]
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + referenced.count * 8)
    var copied = 0
    for site in sites where referenced.contains(site.print) {
      output.append(contentsOf: bytes[copied..<site.position])
      copied = site.position
      let number: Int
      if let known = numbers[site.print] {
        number = known
      } else {
        number = numbers.count + 1
        numbers[site.print] = number
      }
      let start = output.count
      output.append(contentsOf: " #".utf8)
      DecimalDigits.append(number, to: &output)
      insertions?.append((site.position, output.count - start))
    }
    output.append(contentsOf: bytes[copied...])
    return output
  }

  /// The index of the first site at or after `position`.
  private func firstSite(atOrAfter position: Int) -> Int {
    SitePositions.firstIndex(in: sites, atOrAfter: position, \.position)
  }
}
