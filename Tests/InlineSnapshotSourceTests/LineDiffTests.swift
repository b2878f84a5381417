import Foundation
import Testing
import InlineSnapshotSource

struct LineDiffTests {
  @Test func equalStringsHaveNoDiff() {
    #expect(LineDiff.unified(from: "a\nb", to: "a\nb") == "")
    #expect(LineDiff.patch(path: "x.swift", old: Array("a\n".utf8), new: Array("a\n".utf8)) == "")
  }

  @Test func changedLineWithContext() {
    let old = "1\n2\n3\n4\n5\n6\n7\n8\n9"
    let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9"
    #expect(
      LineDiff.unified(from: old, to: new) == """
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +five
         6
         7
         8
        """
    )
  }

  @Test func distantChangesMakeSeparateHunks() {
    let old = (1...20).map(String.init).joined(separator: "\n")
    var lines = (1...20).map(String.init)
    lines[1] = "two"
    lines[18] = "nineteen"
    let new = lines.joined(separator: "\n")
    #expect(
      LineDiff.unified(from: old, to: new) == """
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -16,5 +16,5 @@
         16
         17
         18
        -19
        +nineteen
         20
        """
    )
  }

  @Test func closeChangesShareAHunk() {
    let old = "a\nb\nc\nd\ne\nf\ng\nh"
    let new = "a\nB\nc\nd\ne\nf\nG\nh"
    #expect(
      LineDiff.unified(from: old, to: new, context: 2) == """
        @@ -1,8 +1,8 @@
         a
        -b
        +B
         c
         d
         e
         f
        -g
        +G
         h
        """
    )
  }

  @Test func fromEmptyAndToEmpty() {
    #expect(LineDiff.unified(from: "", to: "a\nb") == "@@ -0,0 +1,2 @@\n+a\n+b")
    #expect(LineDiff.unified(from: "a", to: "") == "@@ -1,1 +0,0 @@\n-a")
  }

  @Test func trailingNewlineShowsAsEmptyLine() {
    #expect(LineDiff.unified(from: "a", to: "a\n") == "@@ -1,1 +1,2 @@\n a\n+")
  }

  @Test func zeroContext() {
    #expect(LineDiff.unified(from: "a\nb\nc", to: "a\nx\nc", context: 0) == "@@ -2,1 +2,1 @@\n-b\n+x")
  }

  @Test func patchHasFileHeaders() {
    let patch = LineDiff.patch(path: "Tests/AppTests/A.swift", old: Array("a\nb\nc\n".utf8), new: Array("a\nb\nB\nc\n".utf8))
    #expect(
      patch == """
        --- a/Tests/AppTests/A.swift
        +++ b/Tests/AppTests/A.swift
        @@ -1,3 +1,4 @@
         a
         b
        +B
         c

        """
    )
  }

  @Test func patchMarksMissingNewlineAtEnd() {
    let patch = LineDiff.patch(path: "A.swift", old: Array("a\nb".utf8), new: Array("a\nc".utf8))
    #expect(
      patch == """
        --- a/A.swift
        +++ b/A.swift
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """
    )
  }

  @Test func patchKeepsCRLF() {
    let patch = LineDiff.patch(path: "A.swift", old: Array("a\r\nb\r\n".utf8), new: Array("a\r\nc\r\n".utf8))
    #expect(patch == "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
  }

  @Test func gitApplyAcceptsPatches() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("linediff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Tests/App Tests")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let cases: [(name: String, old: String, new: String)] = [
      ("Plain.swift", (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n",
       (1...30).map { $0 % 10 == 0 ? "changed \($0)" : "line \($0)" }.joined(separator: "\n") + "\n"),
      ("NoNewline.swift", "a\nb\nc", "a\nb\nc\nd"),
      ("GainsNewline.swift", "a\nb", "a\nb\n"),
      ("CRLF.swift", "a\r\nb\r\nc\r\n", "a\r\nb\r\n  \"\"\"\r\n  x\r\n  \"\"\"\r\nc\r\n"),
      ("FromEmpty.swift", "", "new\n"),
    ]
    var patch = ""
    for item in cases {
      try Data(item.old.utf8).write(to: folder.appendingPathComponent(item.name))
      patch += LineDiff.patch(path: "Tests/App Tests/\(item.name)", old: Array(item.old.utf8), new: Array(item.new.utf8))
    }
    try Data(patch.utf8).write(to: root.appendingPathComponent("changes.patch"))
    #expect(try git(["init", "-q"], in: root) == 0)
    #expect(try git(["apply", "--check", "changes.patch"], in: root) == 0)
    #expect(try git(["apply", "changes.patch"], in: root) == 0)
    for item in cases {
      let result = try Data(contentsOf: folder.appendingPathComponent(item.name))
      #expect(Array(result) == Array(item.new.utf8), "\(item.name)")
    }
  }

  private func git(_ arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
