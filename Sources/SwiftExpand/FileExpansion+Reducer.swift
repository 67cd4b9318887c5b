// MARK: - @Reducer and @CasePathable

extension FileExpansion {
  /// `@Reducer struct F` → `struct F: Reducer`; its `Action` and enum `State` case-pathable.
  mutating func expandReducerStruct(
    _ declaration: Declaration, attribute: Attribute
  ) throws(ExpandError) {
    if attribute.last != attribute.token {
      throw file.error(
        at: attribute.token,
        "'@Reducer' takes arguments only on an enum; '\(declaration.name)' is a struct")
    }
    removeAttribute(attribute)
    addConformance("Reducer", to: declaration)
    if let action = declaration.member("Action"), action.keyword == "enum" {
      try expandCasePathable(action)
    }
    if let state = declaration.member("State"), state.keyword == "enum" {
      try expandCasePathable(state, dynamicMemberLookup: true)
    }
  }

  /// An enum given the written-out `CasePathable` conformance, once.
  mutating func expandCasePathable(
    _ declaration: Declaration, dynamicMemberLookup: Bool = false
  ) throws(ExpandError) {
    guard expandedEnums.insert(declaration.keywordToken).inserted else { return }
    guard !declaration.inherits("CasePathable") else { return }
    let lookup = dynamicMemberLookup || declaration.attribute("dynamicMemberLookup") != nil
    if dynamicMemberLookup, declaration.attribute("dynamicMemberLookup") == nil {
      edits.insert("@dynamicMemberLookup ", at: file.tokens[declaration.keywordToken].start)
    }
    addConformance("CasePathable", to: declaration)
    var seen: Set<String> = []
    var items: [CasePathsWriter.Item] = []
    for item in declaration.cases {
      switch item {
      case .directive(let text): items.append(.directive(text))
      case .endif: items.append(.directive("#endif"))
      case .element(let element):
        guard seen.insert(element.name).inserted else {
          throw file.error(
            at: element.token,
            "'@CasePathable' cannot be applied to overloaded case name '\(element.name)'")
        }
        items.append(
          .element(
            CasePathsWriter.CaseShape(
              name: element.name, labels: element.parameters.map(\.label),
              types: element.parameters.map { typeText($0.typeTokens, selfName: declaration.name) },
              hasParameterClause: element.hasParameterClause)))
      }
    }
    let writer = CasePathsWriter(
      enumName: declaration.name, access: memberAccess(of: declaration), unit: unit)
    appendMembers(writer.lines(for: items, dynamicMemberLookup: lookup), to: declaration)
  }

  /// `@Reducer enum Destination { case add(AddFeature) }` → a `CaseReducer` with nested
  /// `State` and `Action` enums and a `static var body` scoping each case, as the macro.
  mutating func expandReducerEnum(
    _ declaration: Declaration, attribute: Attribute
  ) throws(ExpandError) {
    let (stateConformances, actionConformances) = reducerArguments(attribute)
    removeAttribute(attribute)
    addConformance("CaseReducer", to: declaration)
    let access = memberAccess(of: declaration)
    var stateCases: [CasePathsWriter.CaseShape] = []
    var actionCases: [CasePathsWriter.CaseShape] = []
    var scopes: [(name: String, reducer: String)] = []
    for item in declaration.cases {
      guard case .element(let element) = item else {
        throw file.error(
          at: declaration.keywordToken,
          "'#if' around the cases of '@Reducer enum \(declaration.name)' is not supported; "
            + "write the cases without it")
      }
      let (state, action, scope) = reducerCase(element, in: declaration)
      stateCases.append(state)
      actionCases.append(action)
      if let scope { scopes.append((element.name, scope)) }
    }
    // NB: `@ReducerCaseIgnored` and `@ReducerCaseEphemeral` go with the other member
    // attributes in `rewriteTokens`.
    let u = unit
    var lines: [String] = []
    let hasState = declaration.member("State") != nil
    let hasAction = declaration.member("Action") != nil
    if !hasState {
      let writer = CasePathsWriter(enumName: "State", access: access, unit: unit)
      lines.append("@dynamicMemberLookup")
      lines.append(
        "\(access)enum State: "
          + (["CaseReducerState", "CasePathable"] + stateConformances).joined(separator: ", ")
          + " {")
      lines.append("\(u)\(access)typealias StateReducer = \(declaration.name)")
      lines.append(contentsOf: stateCases.map { "\(u)case \(caseDeclaration($0))" })
      lines.append("")
      lines.append(
        contentsOf: writer.lines(for: stateCases.map { .element($0) }, dynamicMemberLookup: true)
          .map { $0.isEmpty ? "" : u + $0 })
      lines.append("}")
      lines.append("")
    }
    if !hasAction {
      let writer = CasePathsWriter(enumName: "Action", access: access, unit: unit)
      lines.append(
        "\(access)enum Action: "
          + (["CasePathable"] + actionConformances).joined(separator: ", ") + " {")
      lines.append(contentsOf: actionCases.map { "\(u)case \(caseDeclaration($0))" })
      lines.append("")
      lines.append(
        contentsOf: writer.lines(for: actionCases.map { .element($0) })
          .map { $0.isEmpty ? "" : u + $0 })
      lines.append("}")
      lines.append("")
    }
    // NB: as the macro, an enum that writes its own `body` keeps it and gets none.
    if declaration.variables.contains(where: { $0.name == "body" }) {
      if lines.last == "" { lines.removeLast() }
    } else {
      lines.append("\(access)static var body: some ReducerOf<Self> {")
      if scopes.isEmpty {
        lines.append("\(u)EmptyReducer()")
      }
      for scope in scopes {
        lines.append("\(u)Scope(state: \\.\(scope.name), action: \\.\(scope.name)) {")
        lines.append("\(u)\(u)\(scope.reducer)")
        lines.append("\(u)}")
      }
      lines.append("}")
    }
    if !lines.isEmpty { appendMembers(lines, to: declaration) }
  }

  /// `(state: .equatable, .sendable, action: .equatable)` → `(["Equatable", "Sendable"], …)`.
  private func reducerArguments(_ attribute: Attribute) -> ([String], [String]) {
    guard attribute.last != attribute.token else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var target = 0
    var index = attribute.token + 2
    while index < attribute.last {
      if file.is(index, "state"), file.is(index + 1, ":") {
        target = 1
      } else if file.is(index, "action"), file.is(index + 1, ":") {
        target = 2
      } else if file.is(index, "."), file.tokens[index + 1].kind == .identifier {
        let name = file.text(index + 1)
        let conformance = name.prefix(1).uppercased() + name.dropFirst()
        if target == 1 {
          state.append(conformance)
        } else if target == 2 {
          action.append(conformance)
        }
      }
      index += 1
    }
    return (state, action)
  }

  /// What one case of a `@Reducer enum` becomes in `State`, in `Action`, and in `body`.
  private func reducerCase(
    _ element: EnumCase, in declaration: Declaration
  ) -> (CasePathsWriter.CaseShape, CasePathsWriter.CaseShape, String?) {
    let types = element.parameters.map { typeText($0.typeTokens, selfName: declaration.name) }
    let labels = element.parameters.map(\.label)
    let asWritten = CasePathsWriter.CaseShape(
      name: element.name, labels: labels, types: types,
      hasParameterClause: element.hasParameterClause)
    let ignored = CasePathsWriter.CaseShape(
      name: element.name, labels: [nil], types: ["Never"], hasParameterClause: true)
    guard !element.attributes.contains("ReducerCaseIgnored"), element.parameters.count == 1,
      isNominalType(element.parameters[0].typeTokens)
    else { return (asWritten, ignored, nil) }
    let parameter = element.parameters[0]
    let type = types[0]
    for ephemeral in ["AlertState", "ConfirmationDialogState"] where type.hasPrefix(ephemeral + "<")
    {
      let inner = String(type.dropFirst(ephemeral.count + 1).dropLast())
      return (
        asWritten,
        CasePathsWriter.CaseShape(
          name: element.name, labels: labels, types: [inner], hasParameterClause: true), nil
      )
    }
    if element.attributes.contains("ReducerCaseEphemeral") { return (asWritten, ignored, nil) }
    let state = CasePathsWriter.CaseShape(
      name: element.name, labels: labels, types: [type + ".State"], hasParameterClause: true)
    let action = CasePathsWriter.CaseShape(
      name: element.name, labels: labels, types: [type + ".Action"], hasParameterClause: true)
    return (state, action, parameter.defaultValue ?? "\(type)()")
  }

  /// Whether a type is a name or a member path, generic arguments allowed (`A.B<C>`).
  private func isNominalType(_ range: ClosedRange<Int>) -> Bool {
    guard file.tokens[range.lowerBound].kind == .identifier else { return false }
    return range.allSatisfy { index in
      file.tokens[index].kind == .identifier || file.is(index, ".") || file.is(index, "<")
        || file.is(index, ">") || file.is(index, ",")
    }
  }

  private func caseDeclaration(_ shape: CasePathsWriter.CaseShape) -> String {
    guard shape.hasParameterClause else { return shape.name }
    let parameters = zip(shape.labels, shape.types).map { label, type in
      label.map { "\($0): \(type)" } ?? type
    }
    return "\(shape.name)(\(parameters.joined(separator: ", ")))"
  }
}
