#!/usr/bin/env python3
"""Tests of closures.py on the shapes real suites hold: `python3 .ci/migration/test_closures.py`."""
import unittest

from closures import SwiftSyntaxError, add, blank, delete

MACRO_TEST = '''  func testBraces() {
    assertMacro {
      #"""
      let s = "}\\(x)" // }
      """#
    } diagnostics: {
      """
      func f() {
      ┬─ 🛑 "}" /* { */
      """
    } fixes: {
      """
      struct S { let x = "\\(["}": 1])" }
      """
    } expansion: {
      ##"""
      let braces = "}}}" + #"\\#(")")"#
      """##
    }
  }
'''


class DeleteTests(unittest.TestCase):
    def test_trailing_closures_whose_literals_hold_braces_quotes_and_interpolations(self):
        text, count = delete(MACRO_TEST, {"diagnostics", "fixes", "expansion"})
        self.assertEqual(count, 3)
        self.assertEqual(
            text,
            '''  func testBraces() {
    assertMacro {
      #"""
      let s = "}\\(x)" // }
      """#
    }
  }
''',
        )

    def test_only_the_named_labels(self):
        text, count = delete(MACRO_TEST, {"fixes"})
        self.assertEqual(count, 1)
        self.assertIn("} diagnostics: {", text)
        self.assertIn("} expansion: {", text)
        self.assertNotIn("fixes", text)

    def test_a_closure_argument_and_its_comma(self):
        text, count = delete('assertMacro(of: { "a" }, expansion: {\n  "b {"\n})\n', {"expansion"})
        self.assertEqual((text, count), ('assertMacro(of: { "a" })\n', 1))

    def test_crlf_is_kept(self):
        text, count = delete('f {\r\n  "a"\r\n} expansion: {\r\n  "b"\r\n}\r\nnext()\r\n', {"expansion"})
        self.assertEqual((text, count), ('f {\r\n  "a"\r\n}\r\nnext()\r\n', 1))

    def test_labels_in_strings_and_comments_are_text(self):
        source = '// } expansion: {\nlet s = "} expansion: { }"\n/* } expansion: { /* } */ */\n'
        self.assertEqual(delete(source, {"expansion"}), (source, 0))

    def test_unbalanced_source_is_refused(self):
        with self.assertRaises(SwiftSyntaxError):
            delete('f {\n  """\n  }\n', {"expansion"})


class BlankTests(unittest.TestCase):
    def test_the_closure_at_the_descriptor_offset(self):
        source = '''    assertCustomInlineSnapshot {
      "Hello"
    } is: {
      """
      - "Hello"
      """
    }
    assertCustomInlineSnapshot(of: { "Hello" }) {
      #"""
      - "\\"}"
      """#
    }
    assertCustomInlineSnapshot(
      of: { "Hello" },
      is: {
        """
        - "Hello"
        """
      }
    )
'''
        text, count = blank(source, {"assertCustomInlineSnapshot": [1]})
        self.assertEqual(count, 3)
        self.assertEqual(
            text,
            '''    assertCustomInlineSnapshot {
      "Hello"
    } is: {
      ""
    }
    assertCustomInlineSnapshot(of: { "Hello" }) {
      ""
    }
    assertCustomInlineSnapshot(
      of: { "Hello" },
      is: {
        ""
      }
    )
''',
        )

    def test_several_offsets_nesting_and_declarations(self):
        source = '''private func assertResponse(of url: () -> String, head: (() -> String)? = nil) {}
withDependencies {
  assertResponse {
    "url"
  } head: {
    "head {"
  } body: {
    ##"body"##
  }
  assertInlineSnapshot(of: x, as: .dump, matches: {
    "x"
  })
  assertInlineSnapshot(of: x, as: .dump, matches: expected)
}
'''
        text, count = blank(source, {"assertResponse": [1, 2], "assertInlineSnapshot": [0]})
        self.assertEqual(count, 3)
        self.assertIn('} head: {\n    ""\n  } body: {\n    ""\n  }', text)
        self.assertIn('matches: {\n    ""\n  })', text)
        self.assertIn('"url"', text)

    def test_skipped_functions_and_missing_closures(self):
        source = '''func testWording() {
  assertInlineSnapshot(of: 1, as: .lines) {
    "2"
  }
}
func testArgumentless() {
  assertArgumentless {
    "x"
  }
  assertInlineSnapshot(of: 1, as: .lines) {
    "1"
  }
}
'''
        reports = []
        text, count = blank(
            source, {"assertInlineSnapshot": [0], "assertArgumentless": [1]}, ["testWording"], reports.append
        )
        self.assertEqual(count, 1)
        self.assertIn('"2"', text)
        self.assertIn('"x"', text)
        self.assertNotIn('"1"', text)
        self.assertEqual(reports, ["line 7: `assertArgumentless` has 1 closure(s), none at offset 1"])

    def test_a_closure_with_more_than_a_literal_is_refused(self):
        with self.assertRaises(SwiftSyntaxError):
            blank('assertInlineSnapshot(of: x, as: .lines) {\n  let y = 1\n  return "y"\n}\n', {"assertInlineSnapshot": [0]})


class AddTests(unittest.TestCase):
    def test_a_closure_before_each_trailing_closure_so_labelled(self):
        source = '  @Test func f() {\n    assertMacro {\n      "#x"\n    } expansion: {\n      "x"\n    }\n  }\n'
        text, count = add(source, "diagnostics", "expansion", "added by hand")
        self.assertEqual(count, 1)
        self.assertEqual(
            text,
            '  @Test func f() {\n    assertMacro {\n      "#x"\n    } diagnostics: {\n      """\n      added by hand\n'
            '      """\n    } expansion: {\n      "x"\n    }\n  }\n',
        )
        self.assertEqual(delete(text, {"diagnostics"}), (source, 1))

    def test_a_closure_argument_is_refused(self):
        with self.assertRaises(SwiftSyntaxError):
            add('f(of: { "a" }, expansion: { "b" })\n', "diagnostics", "expansion", "x")


if __name__ == "__main__":
    unittest.main()
