/// A Swift program whose assertion calls print where the compiler says they are, written in
/// variants that put the constructs the tokenizer once misread around every call: lone carriage
/// returns, `#"""#`, prefix `/` operators, long runs of `#`, regex literals, interpolations,
/// nested comments, CRLF line ends and a byte order mark.
///
/// Each call prints `file|line|column|tag`, the `#line` and `#column` it received and a tag that
/// is also its snapshot literal (or its `of:` value when it has no closure), so that the closure
/// found at that line and column can be checked to be this call's.
struct CallSiteProgram {
  /// One source file of the program.
  struct File: Sendable {
    var name: String
    var text: String
  }

  /// A way to rewrite the calls of a variant: `around` wraps each call's text, `whole` rewrites the
  /// whole file afterwards.
  struct Mutation: Sendable {
    var name: String
    var around: @Sendable (String) -> String = { $0 }
    var whole: @Sendable (String) -> String = { $0 }
  }

  /// The calls of every variant; `TAG` becomes the call's tag.
  static let calls = [
    #"assertInlineSnapshot(of: "TAG", as: .lines) { "TAG" }"#,
    #"assertInlineSnapshot(of: "TAG", as: .lines)"#,
    #"assertInlineSnapshot(of: "TAG", as: .lines, matches: { "TAG" })"#,
    #"api.expectInlineSnapshot { "TAG" }"#,
    "api\n    .expectInlineSnapshot { \"TAG\" }",
    #"_ = [1].map { _ in assertInlineSnapshot(of: "TAG", as: .lines) { "TAG" } }"#,
    #"if true { api.expectInlineSnapshot() { "TAG" } }"#,
  ]

  static let mutations: [Mutation] = [
    Mutation(name: "plain"),
    Mutation(name: "lone CR before the call", around: { "_ = 0\r  " + $0 }),
    Mutation(name: "lone CR ending every line", whole: { $0.replacingLineFeeds(with: "\r") }),
    Mutation(name: "#\"\"\"# before the call", around: { ##"_ = #"""#; "## + $0 }),
    Mutation(name: "#\"\"\"# on the line before", around: { ##"_ = #""" "#"## + "\n  " + $0 }),
    Mutation(name: "#\"\"\"# after the call", around: { $0 + ##"; _ = #"""a"""#"## }),
    Mutation(
      name: "prefix / operators before the call",
      around: { #"_ = (/Foo.foo, "a /b"); _ = (/Foo.foo .. /Foo.bar); "# + $0 }),
    Mutation(name: "/= before the call", around: { "do { var f = Foo(); f /= 2 }; " + $0 }),
    Mutation(
      name: "long # run in an inactive #if",
      around: { "#if compiler(>=100)\n" + String(repeating: "#", count: 2_000) + "\n#endif\n  " + $0 }),
    Mutation(
      name: "regex literals and division",
      around: { #"_ = #/a"b/#; _ = try? /a\/b/.firstMatch(in: "a/b"); _ = 4 / 2 / 1; "# + $0 }),
    Mutation(name: "interpolations", around: { ##"_ = "\("x)".count) \(#"\#("(")"#)"; "## + $0 }),
    Mutation(name: "nested comment with a quote", around: { #"/* /* " */ ( */ "# + $0 + #" // " /* ("# }),
    Mutation(name: "CRLF", whole: { $0.replacingLineFeeds(with: "\r\n") }),
    Mutation(name: "byte order mark", whole: { "\u{FEFF}" + $0 }),
    Mutation(
      name: "all of them, CRLF",
      around: { call in
        "_ = 0\r  " + ##"_ = #"""#; _ = (/Foo.foo, "a /b"); /* " */ "## + call
          + "\n#if compiler(>=100)\n" + String(repeating: "#", count: 1_000) + "\n#endif"
      },
      whole: { $0.replacingLineFeeds(with: "\r\n") }),
  ]

  /// Declarations the variants share: the assertion functions and the operators they use.
  static let support = File(
    name: "Support.swift",
    text: """
      struct Foo { static let foo = Foo(); static let bar = Foo() }
      prefix operator /
      prefix func / (value: Foo) -> Foo { value }
      infix operator ..
      func .. (lhs: Foo, rhs: Foo) -> Foo { lhs }
      func /= (lhs: inout Foo, rhs: Int) {}
      struct Strategy { static let lines = Strategy() }
      struct API {
        func expectInlineSnapshot(
          file: String = #filePath, line: UInt = #line, column: UInt = #column, matches: () -> String
        ) {
          report(file, line, column, matches())
        }
      }
      func assertInlineSnapshot(
        of value: String, as strategy: Strategy, file: String = #filePath, line: UInt = #line,
        column: UInt = #column, matches: (() -> String)? = nil
      ) {
        report(file, line, column, value)
      }
      func report(_ file: String, _ line: UInt, _ column: UInt, _ tag: String) {
        print("\\(file.split(separator: "/").last ?? "")|\\(line)|\\(column)|\\(tag)")
      }

      """)

  /// The variant files, one per mutation, and `main.swift`, which runs them all.
  static var files: [File] {
    var files = [support]
    for (index, mutation) in mutations.enumerated() {
      let body = calls.enumerated().map { call, text in
        "  " + mutation.around(text.replacingOccurrences(of: "TAG", with: tag(variant: index, call: call)))
      }
      let text = "func variant\(index)() {\n  let api = API()\n" + body.joined(separator: "\n") + "\n}\n"
      files.append(File(name: fileName(variant: index), text: mutation.whole(text)))
    }
    files.append(File(name: "main.swift", text: mutations.indices.map { "variant\($0)()\n" }.joined()))
    return files
  }

  static func fileName(variant: Int) -> String { "Variant\(variant).swift" }

  static func tag(variant: Int, call: Int) -> String { "v\(variant)c\(call)" }
}

extension String {
  fileprivate func replacingLineFeeds(with lineBreak: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
  }

  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
