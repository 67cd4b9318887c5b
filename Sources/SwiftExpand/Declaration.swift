/// A type declaration found by ``DeclarationParser``: its header's parts and its members.
///
/// Positions are token indices into the file's tokens, so rewrites replace exact ranges.
package struct Declaration {
  /// `struct`, `enum`, `class`, `actor`, `extension` or `protocol`.
  package var keyword: String
  /// The declared name, or the extended type for an extension.
  package var name: String
  /// The attributes before the keyword.
  package var attributes: [Attribute]
  /// The access modifier (`public`, `package`, `private`, …), if any.
  package var access: String?
  /// Whether `indirect` is among the modifiers.
  package var isIndirect: Bool
  /// The first token of the declaration (its first attribute or modifier, or the keyword).
  package var first: Int
  /// The keyword's token.
  package var keywordToken: Int
  /// The inherited types, as written.
  package var inheritance: [String]
  /// The token after which a conformance is appended: the last inherited type's, or the
  /// name's (or its generic clause's) when there is no inheritance clause.
  package var conformanceAnchor: Int
  /// Whether there is an inheritance clause.
  package var hasInheritance: Bool
  /// The body's `{` and `}`.
  package var open: Int
  package var close: Int
  /// The types declared directly in the body.
  package var members: [Declaration]
  /// For an enum, its cases and the `#if` blocks around them, in order.
  package var cases: [CaseItem]
  /// Stored and computed `var`s declared directly in the body.
  package var variables: [Variable]

  /// Whether `name` is among the inherited types.
  package func inherits(_ name: String) -> Bool { inheritance.contains(name) }

  /// The attribute spelled `name` (without `@`), if present.
  package func attribute(_ name: String) -> Attribute? {
    attributes.first { $0.name == name }
  }

  /// The member type called `name`, if any.
  package func member(_ name: String) -> Declaration? {
    members.first { $0.name == name }
  }
}

/// An attribute: `@Name` and, when written right after it, `(arguments)`.
package struct Attribute {
  /// The name after `@`.
  package var name: String
  /// Its `@Name` token.
  package var token: Int
  /// Its last token: the name's, or the closing parenthesis of its arguments.
  package var last: Int
}

/// A member of an enum body that matters to case paths.
package enum CaseItem {
  /// One element of a `case` declaration.
  case element(EnumCase)
  /// `#if`, `#elseif …` or `#else`: the directive's text.
  case directive(String)
  /// `#endif`.
  case endif
}

/// One enum case element: `name` or `name(label: Type, Type = default)`.
package struct EnumCase {
  /// The case's name, backticks kept.
  package var name: String
  /// Its name token.
  package var token: Int
  /// Its associated values.
  package var parameters: [Parameter]
  /// Whether it has a parameter clause (`case x()` has one, with no parameters).
  package var hasParameterClause: Bool
  /// The attributes on its `case` declaration.
  package var attributes: [String]

  /// One associated value.
  package struct Parameter {
    /// Its label, or `nil` when unlabelled or `_`.
    package var label: String?
    /// Its type as written (`Self` is kept; generators substitute).
    package var type: String
    /// Its type's first and last tokens.
    package var typeTokens: ClosedRange<Int>
    /// The default value, as written.
    package var defaultValue: String?
  }
}

/// A `var` declared in a type body: `var name: Type [= value]` or with accessors.
package struct Variable {
  /// Its name.
  package var name: String
  /// Its type's first and last tokens, when written.
  package var typeTokens: ClosedRange<Int>?
  /// Whether it has `= value` or an accessor block.
  package var hasValue: Bool
  /// Its attributes.
  package var attributes: [Attribute]
  /// Its access modifier (`public`, `package`, …), if any.
  package var access: String? = nil
  /// Its `var` keyword token.
  package var keyword: Int = 0
}
