import SnapshotDump

/// A value whose every level iterates in hash order: sets, dictionaries, sets of structs inside
/// dictionaries keyed by enums. Only sorting makes its dump the same in every process.
enum DeterminismFixture {
  enum Region: Hashable {
    case north
    case south(code: Int)
  }

  struct Branch: Hashable {
    var name: String
    var staff: Set<String>
  }

  static let environmentKey = "SNAPSHOT_DUMP_DETERMINISM_OUTPUT"
  static let separator = "\n--- raw iteration order ---\n"

  static var value: [Region: [String: Set<Branch>]] {
    var value: [Region: [String: Set<Branch>]] = [:]
    for region in [Region.north, .south(code: 1), .south(code: 2)] {
      var cities: [String: Set<Branch>] = [:]
      for city in 0..<6 {
        cities["city-\(city)"] = Set(
          (0..<4).map { branch in
            Branch(name: "branch-\(branch)", staff: Set((0..<5).map { "person-\($0)" }))
          })
      }
      value[region] = cities
    }
    return value
  }

  /// Hash order as the process sees it: differs between processes when hash seeding is on.
  static var rawOrder: String {
    Set((0..<200).map { "member-\($0)" }).joined(separator: ",")
  }

  /// What a process writes: the dump, then the raw order.
  static var report: String {
    snapshotDump(value) + separator + rawOrder
  }
}
