import Foundation
import Testing

/// `#sourceLocation` makes `#filePath` and `#line` name another file: a generated test file whose
/// directives point at its template, one that remaps its lines into another compiled test file
/// (where a call of the same shape and function stands at the remapped line), and one that names a
/// file that does not exist. Nothing is written into any of them, nothing says "recorded", and each
/// failure names the directive.
struct SourceLocationScenario: EndToEndScenario {
  static let generated = """
    import InlineSnapshot
    import Testing

    @Suite struct GenST {
    #sourceLocation(file: "Templates/GenTests.swift.gyb", line: 4)
      @Test func generated_a() { assertInlineSnapshot(of: "generated a", as: .lines) }
    #sourceLocation()
    #sourceLocation(file: "Templates/GenTests.swift.gyb", line: 4)
      @Test func generated_b() { assertInlineSnapshot(of: "generated b", as: .lines) }
    #sourceLocation()
    }

    """

  static let template = """
    import InlineSnapshot
    import Testing

    % for name in ["a", "b"]:
      @Test func generated_${name}() { assertInlineSnapshot(of: "generated ${name}", as: .lines) }
    % end

    """

  static let remapper = """
    import InlineSnapshot
    import Testing

    @Suite struct RemapperST {
    #sourceLocation(file: "Tests/ScratchTests/RemapTargetST.swift", line: 5)
      @Test func remapped() { assertInlineSnapshot(of: "remapped", as: .lines) }
    #sourceLocation()
    }

    """

  /// A compiled test file with a call of the same shape, in a function of the same name, at the
  /// line and column the remapped call reports.
  static let remapTarget = """
    import InlineSnapshot
    import Testing

    @Suite struct RemapTargetST {
      @Test func remapped() { assertInlineSnapshot(of: "target", as: .lines) }
    }

    """

  static let missing = """
    import InlineSnapshot
    import Testing

    @Suite struct MissingGenST {
    #sourceLocation(file: "Nowhere/Missing.swift", line: 1)
      @Test func missingFile() { assertInlineSnapshot(of: "missing", as: .lines) }
    #sourceLocation()
    }

    """

  static var files: [String: String] {
    [
      "GenST.swift": generated, "RemapperST.swift": remapper, "RemapTargetST.swift": remapTarget,
      "MissingGenST.swift": missing,
    ]
  }

  func run(_ package: ScratchPackage) async throws {
    try package.write("Templates/GenTests.swift.gyb", Self.template)
    let templatePath = package.root.appendingPathComponent("Templates/GenTests.swift.gyb").path
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: templatePath)

    let run = try await package.test(
      filter: "GenST|RemapperST|MissingGenST", record: "missing", pending: "source-location")
    Check.failed(run)
    Check.output(run, lacks: ["recorded it, written into"])
    Check.output(
      run,
      contains: [
        "Tests/ScratchTests/GenST.swift:5 has a #sourceLocation directive that names \(templatePath): Swift "
          + "reports the calls below it at lines of GenTests.swift.gyb that are really lines of GenST.swift. Nothing "
          + "was written to \(templatePath);",
        "Tests/ScratchTests/RemapperST.swift:5 has a #sourceLocation directive that names "
          + "\(package.testPath("RemapTargetST.swift")):",
        "Tests/ScratchTests/MissingGenST.swift:5 has a #sourceLocation directive that names "
          + "\(package.root.path)/Nowhere/Missing.swift:",
      ])
    #expect(try package.read("Templates/GenTests.swift.gyb") == Self.template)
    try Check.file(package, "RemapTargetST.swift", equals: Self.remapTarget)
    try Check.file(package, "RemapperST.swift", equals: Self.remapper)
    try Check.file(package, "GenST.swift", equals: Self.generated)

    // Kept for review, but never applicable: accepting writes nothing either.
    let accept = try await package.tool(["accept", "--all"], pending: "source-location")
    #expect(accept.status == 1, "\(accept.transcript)")
    #expect(try package.read("Templates/GenTests.swift.gyb") == Self.template)
    try Check.file(package, "RemapTargetST.swift", equals: Self.remapTarget)
  }
}
