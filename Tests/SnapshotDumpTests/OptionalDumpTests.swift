import SnapshotDump
import Testing

private struct Profile {
  var nickname: String?
  var age: Int??
}

struct OptionalDumpTests {
  @Test func someIsTransparent() {
    #expect(snapshotDump(Optional(5)) == "- 5")
  }

  @Test func noneIsNil() {
    #expect(snapshotDump(Int?.none) == "- nil")
  }

  @Test func nestedOptionalsAreTransparent() {
    #expect(snapshotDump(Int??.some(.some(3))) == "- 3")
    #expect(snapshotDump(Int??.some(.none)) == "- nil")
    #expect(snapshotDump(Int??.none) == "- nil")
  }

  @Test func optionalFieldsPrintValueOrNil() {
    #expect(
      snapshotDump(Profile(nickname: "neo", age: .some(nil))) == """
        ▿ Profile
          - nickname: "neo"
          - age: nil
        """
    )
    #expect(
      snapshotDump(Profile(nickname: nil, age: 30)) == """
        ▿ Profile
          - nickname: nil
          - age: 30
        """
    )
  }

  @Test func optionalHoldingAStructShowsTheStruct() {
    let profile: Profile? = Profile(nickname: nil, age: nil)
    #expect(
      snapshotDump(profile) == """
        ▿ Profile
          - nickname: nil
          - age: nil
        """
    )
  }
}
