/// Files before and after rewriting, shared by ``SourceRewriterTests`` and the re-join test.
enum RewriterFixtures {
  static let all: [String] = [
    insertBefore, insertAfter, replaceBefore, replaceAfter, commentedBefore, commentedAfter, argumentBefore,
    argumentAfter,
    labeledBefore, labeledAfter, deprecatedBefore,
    deprecatedAfter, tabsBefore, tabsAfter, memberBefore, memberAfter, manyBefore, manyAfter,
  ]

  static let insertBefore = """
    func testA() {
        assertInlineSnapshot(of: x, as: .lines)
    }

    """
  static let insertAfter = """
    func testA() {
        assertInlineSnapshot(of: x, as: .lines) {
            \"""
            a
            b
            \"""
        }
    }

    """

  static let replaceBefore = """
    func testA() {
      assertInlineSnapshot(of: x, as: .lines) { "old" } // this comment stays
    }
    """
  static let replaceAfter = """
    func testA() {
      assertInlineSnapshot(of: x, as: .lines) {
        \"""
        new
          line
        \"""
      } // this comment stays
    }
    """

  static let commentedBefore = """
    func testA() {
      assertInlineSnapshot(of: x, as: .lines) { // reviewed by hand
        // the second line matters
        \"""
        old
        \"""
        /* and so does this */
      }
    }
    """
  static let commentedAfter = """
    func testA() {
      assertInlineSnapshot(of: x, as: .lines) { // reviewed by hand
        // the second line matters
        \"""
        new
          line
        \"""
        /* and so does this */
      }
    }
    """

  static let argumentBefore = """
    func testA() {
        assertInlineSnapshot(
            of: x,
            as: .lines,
                matches: {
                    "old"
                })
    }
    """
  static let argumentAfter = """
    func testA() {
        assertInlineSnapshot(
            of: x,
            as: .lines,
                matches: {
                    \"""
                    new
                    \"""
                })
    }
    """

  static let labeledBefore = """
    func test() {
        assertThing {
            input
        }
    }
    """
  static let labeledAfter = """
    func test() {
        assertThing {
            input
        } matches: {
            \"""
            out
            \"""
        }
    }
    """

  static let deprecatedBefore = """
    func test() {
        assertThing {
            input
        } expected: {
            \"""
            old
            \"""
        }
    }
    """
  static let deprecatedAfter = """
    func test() {
        assertThing {
            input
        } matches: {
            \"""
            new
            \"""
        }
    }
    """

  static let tabsBefore = "func test() {\n\tif x {\n\t\tassertInlineSnapshot(of: x, as: .lines)\n\t}\n}\n"
  static let tabsAfter =
    "func test() {\n\tif x {\n\t\tassertInlineSnapshot(of: x, as: .lines) "
    + "{\n\t\t\t\"\"\"\n\t\t\ta\n\t\t\t\"\"\"\n\t\t}\n\t}\n}\n"

  static let memberBefore = """
    func test() async throws {
      try await api
        .expectInlineSnapshot {
          \"""
          GET /old
          \"""
        }
      await api
        .load()
        .expectInlineSnapshot()
    }
    """
  static let memberAfter = """
    func test() async throws {
      try await api
        .expectInlineSnapshot {
          \"""
          GET /new
          \"""
        }
      await api
        .load()
        .expectInlineSnapshot {
        \"""
        GET /second
        \"""
      }
    }
    """

  static let manyBefore = """
    #if DEBUG
    func one() { a(1); b(2) { "old" } }
    #endif
    let items = [1, 2].map { item in c(item) }
    assertThing(x)
    """
  static let manyAfter = """
    #if DEBUG
    func one() { a(1) {
        \"""
        A
        \"""
    }; b(2) {
        \"""
        B
        \"""
    } }
    #endif
    let items = [1, 2].map { item in c(item) {
        \"""
        C
        \"""
    } }
    assertThing(x) {
        \"""
        in
        \"""
    } matches: {
        \"""
        out
        \"""
    }
    """
}
