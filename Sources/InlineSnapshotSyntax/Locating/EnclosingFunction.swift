/// A declaration with a body, named the way `#function` names it inside that body: `signIn()`,
/// `user(id:)`, `init(_:c:)`, `subscript(_:)`, `deinit`, or a property's name for its accessors.
struct FunctionDeclaration: Hashable {
  var name: String
  /// Whether its parameters default to `#line` or `#column`: an assertion helper, whose callers'
  /// `#function` may not be forwarded.
  var forwardsCallSite: Bool
}

/// Finds the function a call lies in, to check it against the `#function` the assertion reported.
///
/// The reading is conservative: a brace is taken for a declaration's body only when the tokens
/// before it spell a declaration head (`func name(…) async throws -> T where … {`, `init(…) {`,
/// `var name: T {`, an accessor); anything else is a closure or a statement's block, and the
/// search goes on outward. At type level or at the top of the file the answer is "unknown".
extension CallLocator {
  /// Checks that the call at the significant token `start` lies in `function` (`#function`).
  ///
  /// Lenient where `#function` cannot be told from the file: a call outside any function body
  /// (property initialisers, top-level code), or a `function` that this file does not declare or
  /// declares only as an assertion helper (one that forwards `#line` but maybe not `#function`).
  func checkEnclosingFunction(of start: Int, is function: String, place: ReportedLocation) throws(SyntaxError) {
    guard !function.isEmpty, let found = enclosingFunction(of: start), found.name != function else { return }
    let declared = declarations(named: function)
    guard !declared.isEmpty, !declared.contains(where: \.forwardsCallSite) else { return }
    throw place.error(.callInAnotherFunction(found: found.name, asserted: function))
  }

  /// The innermost declaration whose body holds the significant token `index`, skipping closures
  /// and statement blocks as `#function` does; `nil` when there is none or it cannot be told.
  func enclosingFunction(of index: Int) -> FunctionDeclaration? {
    var position = index
    while let brace = enclosingBrace(of: position) {
      switch head(ofBody: brace) {
      case .declaration(let declaration): return declaration
      case .typeBody: return nil
      case .accessor, .other: position = brace
      }
    }
    return nil
  }

  /// Every declaration in the file that `#function` would call `function`.
  func declarations(named function: String) -> [FunctionDeclaration] {
    var found: [FunctionDeclaration] = []
    for index in index.significant.indices where kind(index) == .keyword {
      if let declaration = declaration(at: index, introducer: text(index)), declaration.name == function {
        found.append(declaration)
      }
    }
    return found
  }

  // MARK: - Reading declaration heads

  private enum Head {
    case declaration(FunctionDeclaration)
    case accessor
    case typeBody
    case other
  }

  /// The `{` that opens the innermost block holding `index`.
  private func enclosingBrace(of index: Int) -> Int? {
    var cursor = index - 1
    while cursor >= 0 {
      switch kind(cursor) {
      case .rightBrace?, .rightParen?, .rightBracket?:
        guard let partner = partner(cursor) else { return nil }
        cursor = partner - 1
      case .leftBrace?:
        return cursor
      default:
        cursor -= 1
      }
    }
    return nil
  }

  private static let accessors: Set<String> = [
    "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "unsafeAddress", "unsafeMutableAddress",
  ]
  private static let signatureKeywords: Set<String> = [
    "throws", "rethrows", "async", "reasync", "where", "some", "any", "Self", "Any", "inout",
  ]
  private static let typeIntroducers: Set<String> = ["struct", "class", "enum", "extension", "protocol"]

  /// What the tokens before the body brace `brace` declare.
  private func head(ofBody brace: Int) -> Head {
    let previous = brace - 1
    guard previous >= 0 else { return .other }
    if kind(previous) == .identifier, Self.accessors.contains(text(previous)) { return .accessor }
    if kind(previous) == .rightParen, let open = partner(previous), kind(open - 1) == .identifier,
      ["set", "willSet", "didSet"].contains(text(open - 1))
    {
      return .accessor
    }
    var cursor = previous
    while cursor >= 0 {
      // Two words on either side of a line break are two statements, not one declaration head.
      if cursor < previous, index.followsLineBreak[cursor + 1], isWordLike(cursor), isWordLike(cursor + 1) {
        return .other
      }
      switch kind(cursor) {
      case .rightParen?, .rightBracket?:
        guard let open = partner(cursor) else { return .other }
        cursor = open - 1
      case .identifier?, .backtickedIdentifier?, .period?, .comma?, .colon?, .at?:
        cursor -= 1
      case .operator?:
        let text = text(cursor)
        guard text == "->" || text == "==" || text.allSatisfy({ "<>?!&".contains($0) }) else { return .other }
        cursor -= 1
      case .keyword?:
        let text = text(cursor)
        if Self.signatureKeywords.contains(text) {
          cursor -= 1
          continue
        }
        if Self.typeIntroducers.contains(text) { return .typeBody }
        return declaration(at: cursor, introducer: text).map(Head.declaration) ?? .other
      default:
        return .other
      }
    }
    return .other
  }

  private func isWordLike(_ index: Int) -> Bool {
    switch kind(index) {
    case .identifier?, .backtickedIdentifier?, .keyword?, .rightParen?, .rightBracket?: return true
    default: return false
    }
  }

  /// The declaration introduced by the keyword at `introducer`, named as `#function` names it.
  private func declaration(at introducer: Int, introducer keyword: String) -> FunctionDeclaration? {
    // `Type.init(…)` and `self.init(…)` are calls, not declarations.
    guard kind(introducer - 1) != .period else { return nil }
    switch keyword {
    case "deinit":
      return FunctionDeclaration(name: "deinit", forwardsCallSite: false)
    case "var":
      guard let name = name(at: introducer + 1) else { return nil }
      return FunctionDeclaration(name: name, forwardsCallSite: false)
    case "init", "subscript":
      guard let parameters = parameterList(after: introducer) else { return nil }
      return named(keyword, parameters, labelsDefaultToNames: keyword == "init")
    case "func":
      // An operator's parameters have no argument labels.
      let identifier = name(at: introducer + 1)
      guard let name = identifier ?? operatorName(at: introducer + 1),
        let parameters = parameterList(after: introducer + 1)
      else { return nil }
      return named(name, parameters, labelsDefaultToNames: identifier != nil)
    default:
      return nil
    }
  }

  private func name(at index: Int) -> String? {
    switch kind(index) {
    case .identifier?: return text(index)
    case .backtickedIdentifier?: return String(text(index).dropFirst().dropLast())
    default: return nil
    }
  }

  private func operatorName(at index: Int) -> String? {
    kind(index) == .operator ? text(index) : nil
  }

  /// The `(` and `)` of the parameter list that follows the name at `index`, past generic parameters.
  private func parameterList(after index: Int) -> (open: Int, close: Int)? {
    var cursor = index + 1
    // `init?(…)`, `init!(…)` and `<T: P>` sit between the name and the list.
    while let kind = kind(cursor), kind != .leftParen {
      guard kind == .operator || kind == .identifier || kind == .colon || kind == .comma || kind == .period else {
        return nil
      }
      cursor += 1
    }
    guard kind(cursor) == .leftParen, let close = partner(cursor) else { return nil }
    return (cursor, close)
  }

  /// `name(label:label:)`, where a parameter's label is its first name (`_` for none); a parameter
  /// with one name uses it as its label in functions and initialisers, but not in subscripts and
  /// operators.
  private func named(
    _ name: String, _ parameters: (open: Int, close: Int), labelsDefaultToNames: Bool
  ) -> FunctionDeclaration {
    var labels: [String] = []
    var names: [String] = []
    var forwardsCallSite = false
    var cursor = parameters.open + 1
    var sawColon = false
    func finishParameter() {
      guard let first = names.first else { return }
      labels.append(names.count >= 2 || labelsDefaultToNames ? first : "_")
      names = []
      sawColon = false
    }
    while cursor < parameters.close {
      switch kind(cursor) {
      case .comma?:
        finishParameter()
      case .colon?:
        sawColon = true
      case .identifier?, .keyword?:
        if !sawColon { names.append(text(cursor)) }
      case .backtickedIdentifier?:
        if !sawColon { names.append(String(text(cursor).dropFirst().dropLast())) }
      case .poundKeyword?:
        if ["#line", "#column"].contains(text(cursor)) { forwardsCallSite = true }
      case .leftParen?, .leftBracket?, .leftBrace?:
        if let close = partner(cursor), close < parameters.close { cursor = close }
      default:
        break
      }
      cursor += 1
    }
    finishParameter()
    return FunctionDeclaration(name: "\(name)(\(labels.map { "\($0):" }.joined()))", forwardsCallSite: forwardsCallSite)
  }
}
