import Testing

@testable import InlineSnapshot

/// The files a failed or recorded snapshot attaches, named after the test and the line.
@Suite struct SnapshotAttachmentsTests {
  @Test func aSnapshotThatDidNotMatchAttachesBothTextsAndTheirDiff() {
    let files = SnapshotAttachments(
      expected: "POST /auth/phone\nPOST /auth/sms", actual: "POST /auth/phone\nGET /profile"
    )
    .files(test: "signIn()", line: 12)
    #expect(
      files == [
        .init(name: "signIn()-line12.expected.txt", contents: "POST /auth/phone\nPOST /auth/sms"),
        .init(name: "signIn()-line12.actual.txt", contents: "POST /auth/phone\nGET /profile"),
        .init(
          name: "signIn()-line12.diff.patch",
          contents: """
            --- signIn()-line12.expected.txt
            +++ signIn()-line12.actual.txt
            @@ -1,2 +1,2 @@
             POST /auth/phone
            -POST /auth/sms
            +GET /profile

            """),
      ])
  }

  @Test func aMissingSnapshotHasNoExpectedFileAndADiffFromNothing() {
    let files = SnapshotAttachments(expected: nil, actual: "hello").files(test: "greets()", line: 3)
    #expect(files.map(\.name) == ["greets()-line3.actual.txt", "greets()-line3.diff.patch"])
    #expect(files.last?.contents == "--- /dev/null\n+++ greets()-line3.actual.txt\n@@ -0,0 +1,1 @@\n+hello\n")
  }

  @Test func namesAvoidWhatFileSystemsRefuse() {
    #expect(SnapshotAttachments.baseName(test: "shout(_:)", line: 7) == "shout(__)-line7")
    #expect(SnapshotAttachments.baseName(test: "a/b c\td", line: 1) == "a_b_c_d-line1")
    #expect(SnapshotAttachments.baseName(test: "", line: 9) == "snapshot-line9")
  }
}
