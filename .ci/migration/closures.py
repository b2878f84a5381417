#!/usr/bin/env python3
"""Empties the snapshot closures of Swift test files, so that a recording run has to write them again,
or adds one, so that a run has to remove it.

  closures.py delete --labels diagnostics,fixes,expansion FILE...
      deletes every closure with one of these labels: a trailing `} label: { … }` (from the space after
      the closure before it to its closing brace) or an argument `, label: { … }`
  closures.py blank --call NAME=OFFSET[,OFFSET…]… [--skip-in FUNCTION]… FILE...
      replaces the string literal that is the whole body of a call's snapshot closure with "", the
      closure counted as InlineSnapshotSyntaxDescriptor counts `trailingClosureOffset`: from the first
      of the closure arguments that end the parenthesised list, then on through the trailing closures;
      calls in the body of a function named by --skip-in are left alone, and a call with closures
      but none at its offset is reported, not changed
  closures.py add --label LABEL --before OTHER --text TEXT FILE...
      adds a closure `LABEL:` whose multi-line string literal holds TEXT before every trailing
      `} OTHER: {`, the literal two spaces deeper than the line holding that `}`

Swift is read as far as that needs: strings of every form (multi-line, raw with any number of `#`,
interpolations nested to any depth holding strings and closures), comments (nested), and brackets.
Prints one line per changed file with its count and a total; exits 1 naming a file it cannot read.
"""
import sys
from pathlib import Path


class SwiftSyntaxError(Exception):
    pass


class Token:
    """One piece of source: `kind` is "space", "comment", "string", "ident", or the character itself."""

    def __init__(self, kind, start, end, text):
        self.kind, self.start, self.end, self.text = kind, start, end, text

    def __repr__(self):
        return f"{self.kind}@{self.start}:{self.text!r}"


def identifier_char(c):
    return c.isalnum() or c == "_" or ord(c) > 127


class Scanner:
    def __init__(self, text):
        self.text = text

    def tokens(self):
        text, i, result = self.text, 0, []
        while i < len(text):
            c = text[i]
            if c in " \t\r\n":
                j = i
                while j < len(text) and text[j] in " \t\r\n":
                    j += 1
                result.append(Token("space", i, j, text[i:j]))
            elif text.startswith("//", i):
                j = text.find("\n", i)
                j = len(text) if j < 0 else j
                result.append(Token("comment", i, j, text[i:j]))
            elif text.startswith("/*", i):
                j = self.block_comment_end(i)
                result.append(Token("comment", i, j, text[i:j]))
            elif c == '"' or (c == "#" and self.hashes_then_quote(i)):
                j = self.string_end(i)
                result.append(Token("string", i, j, text[i:j]))
            elif c == "`":
                j = text.find("`", i + 1)
                if j < 0:
                    raise SwiftSyntaxError(f"unterminated backticked identifier at offset {i}")
                result.append(Token("ident", i, j + 1, text[i : j + 1]))
                j += 1
            elif identifier_char(c) and not c.isdigit():
                j = i
                while j < len(text) and identifier_char(text[j]):
                    j += 1
                result.append(Token("ident", i, j, text[i:j]))
            else:
                j = i + 1
                result.append(Token(c, i, j, c))
            i = j
        return result

    def hashes_then_quote(self, i):
        j = i
        while j < len(self.text) and self.text[j] == "#":
            j += 1
        return j < len(self.text) and self.text[j] == '"'

    def block_comment_end(self, i):
        depth, j = 0, i
        while j < len(self.text):
            if self.text.startswith("/*", j):
                depth, j = depth + 1, j + 2
            elif self.text.startswith("*/", j):
                depth, j = depth - 1, j + 2
                if depth == 0:
                    return j
            else:
                j += 1
        raise SwiftSyntaxError(f"unterminated comment at offset {i}")

    def string_end(self, i):
        """The offset after the string literal that starts at `i` (its first `#` or quote)."""
        text, j = self.text, i
        while text[j] == "#":
            j += 1
        hashes = j - i
        multiline = text.startswith('"""', j)
        j += 3 if multiline else 1
        closing = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while j < len(text):
            if text.startswith(closing, j):
                return j + len(closing)
            if text.startswith(escape, j):
                j += len(escape)
                if j < len(text) and text[j] == "(":
                    j = self.balanced_end(j)
                else:
                    j += 1
            elif text[j] == "\n" and not multiline:
                break
            else:
                j += 1
        raise SwiftSyntaxError(f"unterminated string literal at offset {i}")

    def balanced_end(self, i):
        """The offset after the bracket that closes the one at `i`, strings and comments skipped."""
        pairs = {"(": ")", "[": "]", "{": "}"}
        stack, j, text = [], i, self.text
        while j < len(text):
            c = text[j]
            if c == '"' or (c == "#" and self.hashes_then_quote(j)):
                j = self.string_end(j)
                continue
            if text.startswith("//", j):
                k = text.find("\n", j)
                j = len(text) if k < 0 else k
                continue
            if text.startswith("/*", j):
                j = self.block_comment_end(j)
                continue
            if c in pairs:
                stack.append(pairs[c])
            elif c in ")]}":
                if not stack or stack.pop() != c:
                    raise SwiftSyntaxError(f"unbalanced {c!r} at offset {j}")
                if not stack:
                    return j + 1
            j += 1
        raise SwiftSyntaxError(f"unclosed {text[i]!r} at offset {i}")


class Source:
    """The tokens of a file, with the matching bracket of each opening one."""

    def __init__(self, text):
        self.text = text
        self.tokens = Scanner(text).tokens()
        self.match = {}
        stack = []
        for index, token in enumerate(self.tokens):
            if token.kind in "([{" and len(token.kind) == 1:
                stack.append(index)
            elif token.kind in ")]}" and len(token.kind) == 1:
                if not stack:
                    raise SwiftSyntaxError(f"unbalanced {token.kind!r} at offset {token.start}")
                opening = stack.pop()
                if self.tokens[opening].kind + token.kind not in ("()", "[]", "{}"):
                    raise SwiftSyntaxError(f"{token.kind!r} at offset {token.start} closes a different bracket")
                self.match[opening] = index
        if stack:
            raise SwiftSyntaxError(f"unclosed {self.tokens[stack[-1]].kind!r} at offset {self.tokens[stack[-1]].start}")

    def next_code(self, index, same_line=False):
        """The index of the first token at or after `index` that is not space or comment."""
        while index < len(self.tokens) and self.tokens[index].kind in ("space", "comment"):
            if same_line and "\n" in self.tokens[index].text:
                return None
            index += 1
        return index if index < len(self.tokens) else None

    def previous_code(self, index):
        index -= 1
        while index >= 0 and self.tokens[index].kind in ("space", "comment"):
            index -= 1
        return index if index >= 0 else None

    def labeled_closure(self, index):
        """For `label: {` starting at token `index`: (label, index of `{`), else None."""
        if self.tokens[index].kind != "ident":
            return None
        colon = self.next_code(index + 1, same_line=True)
        if colon is None or self.tokens[colon].kind != ":":
            return None
        brace = self.next_code(colon + 1, same_line=True)
        if brace is None or self.tokens[brace].kind != "{":
            return None
        return self.tokens[index].text, brace

    def call_closures(self, callee):
        """The closures of the call whose callee is token `callee`, in descriptor order, as `{` indices;
        None when the token is not called (a declaration, a reference)."""
        before = self.previous_code(callee)
        if before is not None and self.tokens[before].text in ("func", "var", "let", "case", "."):
            return None
        after = self.next_code(callee + 1)
        if after is None:
            return None
        closures = []
        called = self.tokens[after].kind == "(" and self.tokens[after - 1].kind != "space"
        if called:
            closing = self.match[after]
            arguments = self.arguments(after, closing)
            for argument in reversed(arguments):
                if argument is None:
                    break
                closures.insert(0, argument)
            after = self.next_code(closing + 1, same_line=True)
        if after is not None and self.tokens[after].kind == "{":
            called = True
            closures.append(after)
            after = self.next_code(self.match[after] + 1, same_line=True)
            while after is not None:
                labeled = self.labeled_closure(after)
                if labeled is None:
                    break
                closures.append(labeled[1])
                after = self.next_code(self.match[labeled[1]] + 1, same_line=True)
        return closures if called else None

    def arguments(self, opening, closing):
        """Each argument between the parentheses: the index of its `{` when it is a closure, else None."""
        result, start, index = [], opening + 1, opening + 1
        while index <= closing:
            token = self.tokens[index]
            if index == closing or token.kind == ",":
                result.append(self.closure_argument(start, index))
                start = index + 1
            elif index in self.match:
                index = self.match[index]
                continue
            index += 1
        return result

    def closure_argument(self, start, end):
        first = self.next_code(start)
        if first is None or first >= end:
            return None
        labeled = self.labeled_closure(first)
        brace = labeled[1] if labeled else first
        if self.tokens[brace].kind != "{":
            return None
        rest = self.next_code(self.match[brace] + 1)
        return brace if rest == end else None


def delete(text, labels):
    """The text without the closures labelled with one of `labels`, and how many went."""
    source = Source(text)
    cuts = []
    for index, token in enumerate(source.tokens):
        if token.kind != "ident" or token.text not in labels:
            continue
        labeled = source.labeled_closure(index)
        if labeled is None:
            continue
        end = source.tokens[source.match[labeled[1]]].end
        before = source.previous_code(index)
        if before is not None and source.tokens[before].kind == "}" and "\n" not in text[source.tokens[before].end : token.start]:
            cuts.append((source.tokens[before].end, end))
        elif before is not None and source.tokens[before].kind == ",":
            cuts.append((source.tokens[before].start, end))
        else:
            raise SwiftSyntaxError(f"`{token.text}:` closure at offset {token.start} is neither trailing nor after a comma")
    for start, end in reversed(cuts):
        text = text[:start] + text[end:]
    return text, len(cuts)


def function_bodies(source, names):
    """The (start, end) offsets of the bodies of the functions called `names`."""
    bodies = []
    for index, token in enumerate(source.tokens):
        if token.kind != "ident" or token.text not in names:
            continue
        before = source.previous_code(index)
        if before is None or source.tokens[before].text != "func":
            continue
        brace = next(i for i in range(index, len(source.tokens)) if source.tokens[i].kind == "{")
        bodies.append((source.tokens[brace].start, source.tokens[source.match[brace]].end))
    return bodies


def blank(text, calls, skipped_functions=(), report=lambda message: None):
    """The text with the snapshot closures of `calls` (name → offsets) holding "", and how many did.
    A call without the closure its offset names is passed to `report`."""
    source = Source(text)
    skipped = function_bodies(source, set(skipped_functions))
    replacements = []
    for index, token in enumerate(source.tokens):
        if token.kind != "ident" or token.text not in calls:
            continue
        if any(start <= token.start < end for start, end in skipped):
            continue
        closures = source.call_closures(index)
        if closures is None:
            continue
        for offset in calls[token.text]:
            if offset >= len(closures):
                if not closures:  # a helper forwarding its own closure: `matches: expected`
                    continue
                line = text.count("\n", 0, token.start) + 1
                report(f"line {line}: `{token.text}` has {len(closures)} closure(s), none at offset {offset}")
                continue
            brace = closures[offset]
            literal = source.next_code(brace + 1)
            after = source.next_code(literal + 1) if literal is not None else None
            if literal is None or source.tokens[literal].kind != "string" or after != source.match[brace]:
                raise SwiftSyntaxError(
                    f"the snapshot closure of `{token.text}` at offset {source.tokens[brace].start} "
                    "holds more than a string literal"
                )
            replacements.append((source.tokens[literal].start, source.tokens[literal].end))
    for start, end in sorted(replacements, reverse=True):
        text = text[:start] + '""' + text[end:]
    return text, len(replacements)


def add(text, label, before, literal):
    """The text with a closure `label:` holding `literal` before each trailing `before:` closure, and how
    many were added."""
    source = Source(text)
    insertions = []
    for index, token in enumerate(source.tokens):
        if token.kind != "ident" or token.text != before or source.labeled_closure(index) is None:
            continue
        brace = source.previous_code(index)
        if brace is None or source.tokens[brace].kind != "}" or "\n" in text[source.tokens[brace].end : token.start]:
            raise SwiftSyntaxError(f"`{before}:` closure at offset {token.start} does not follow a `}}` on its line")
        start = source.tokens[brace].start
        indentation = text[text.rfind("\n", 0, start) + 1 : start]
        inner = indentation + "  "
        body = f'{inner}"""\n{inner}{literal}\n{inner}"""\n'
        insertions.append((start, f"}} {label}: {{\n{body}{indentation}"))
    for start, inserted in reversed(insertions):
        text = text[:start] + inserted + text[start:]
    return text, len(insertions)


def parse_calls(specs):
    calls = {}
    for spec in specs:
        name, _, offsets = spec.partition("=")
        calls[name] = [int(offset) for offset in offsets.split(",")]
    return calls


def main(arguments):
    if len(arguments) >= 3 and arguments[0] == "delete" and arguments[1] == "--labels":
        labels, files = set(arguments[2].split(",")), arguments[3:]
        change = lambda text: delete(text, labels)
    elif len(arguments) == 8 and arguments[0] == "add" and arguments[1:6:2] == ["--label", "--before", "--text"]:
        label, before, literal, files = arguments[2], arguments[4], arguments[6], arguments[7:]
        change = lambda text: add(text, label, before, literal)
    elif len(arguments) >= 3 and arguments[0] == "blank":
        specs, skipped, rest = [], [], arguments[1:]
        while len(rest) >= 2 and rest[0] in ("--call", "--skip-in"):
            (specs if rest[0] == "--call" else skipped).append(rest[1])
            rest = rest[2:]
        files, calls = rest, parse_calls(specs)
        change = lambda text: blank(text, calls, skipped, report=lambda message: print(f"{path}: {message}"))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    total = 0
    for path in files:
        try:
            original = Path(path).read_bytes().decode("utf-8")
            changed, count = change(original)
        except (OSError, UnicodeDecodeError, SwiftSyntaxError) as error:
            print(f"{path}: {error}", file=sys.stderr)
            return 1
        if count:
            Path(path).write_bytes(changed.encode("utf-8"))
            print(f"{path}: {count}")
            total += count
    print(f"total: {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
