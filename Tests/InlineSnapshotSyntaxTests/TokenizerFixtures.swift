/// Whole Swift files with every tricky construct; each must re-join exactly.
enum TokenizerFixtures {
  static let all: [String] =
    [
      kitchenSink, conditionalCompilation, crlf, byteOrderMarkAndShebang, regexes, prefixSlashOperators,
      loneCarriageReturns, unterminated,
    ] + RewriterFixtures.all

  static let kitchenSink = #####"""
    import Foundation
    @testable import Feature

    /// A doc comment with `code` and "quotes".
    /** Block doc /* nested */ */
    final class FeatureTests: XCTestCase {
      func testRequests() async throws {
        let api = API()
        try await api.load(name: "a \(user.name) b", id: #"raw \#(id) "quoted""#)
        assertInlineSnapshot(of: api.requests, as: .lines) {
          """
          POST /auth/phone
          GET /profile \(1 + 2)
          """
        }
        let nested = "x \( items.map { "\($0) \( ["a", "b"].joined(separator: ")") )" }.joined() ) y"
        let raw = ##"""
          """ still content \#(notInterpolated) \##(interpolated)
          """##
        let `default` = 1_000.5e-3 / 2
        var x = 10; x /= 2; x = x / 2 / 1
        let r = /ab+c/
        let e = #/(?<word>\w+)/#
        let 😀 = "👨‍👩‍👧‍👦 \u{1F600} \t \\ \""
        let closure = { (a: Int) -> Int in a * 2 } // trailing comment with " and /*
        print(#file, #line, #function, #selector(viewDidLoad)) /* done */
      }
    }
    """#####

  static let conditionalCompilation = """
    #if canImport(Glibc)
      import Glibc
    #elseif canImport(Darwin)
      import Darwin
    #else
      #error("unsupported")
    #endif
    #sourceLocation(file: "Other.swift", line: 100)
    func f() {}
    #sourceLocation()
    """

  static let crlf = "func f() {\r\n  let s = \"\"\"\r\n    a\r\n    \"\"\"\r\n  g(s) { \"x\" }\r\n}\r\n"

  static let byteOrderMarkAndShebang = "\u{FEFF}#!/usr/bin/env swift\nprint(\"hi\")\r"

  static let regexes = #"""
    let a = x / y / z
    let b = /[a-z]+\/(\d)/
    let c = #/a/b/#
    let d = ##/
      multi / line
    /##
    let e = [1, 2].reduce(1, /)
    """#

  /// Valid Swift 6 that an older tokenizer read as regex literals or multi-line strings.
  static let prefixSlashOperators = ##"""
    struct Foo { static let foo = Foo(); static let bar = Foo() }
    prefix operator /
    prefix func / (f: Foo) -> Int { 1 }
    infix operator ..
    func .. (a: Int, b: Int) -> Int { a + b }
    func /= (lhs: inout Int, rhs: Int) { lhs = lhs / rhs }
    let quote = #"""#
    let pair = (/Foo.foo, "a /b")
    let sum = (/Foo.foo .. /Foo.bar)
    """##

  static let loneCarriageReturns = "func f() {\r  g(1) { \"a\" }\r  h(2)\n}\r\n"

  static let unterminated = "let s = \"abc\nlet t = /* never closed \"\"\" \\("
}
