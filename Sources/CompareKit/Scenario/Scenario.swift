/// A parsed scenario file: the feature it drives and its directives in file order.
///
/// A `Scenario` is only ever built from a file that parsed without errors, so every action and
/// field it names exists in its feature's vocabulary.
///
/// ```swift
/// let scenario = try ScenarioParser(catalog: .standard).parse(source, file: "taps.txt")
/// for directive in scenario.directives { … }
/// ```
package struct Scenario: Sendable, Equatable {
  /// The file name as given on the command line (`-` is shown as `<stdin>`).
  package var file: String
  /// The feature named by `feature NAME`, or `counter` when the file has no such line.
  package var feature: String
  /// The directives in file order; `send ACTION xN` stays one directive with `count == N`.
  package var directives: [ScenarioDirective]

  /// Creates a scenario from its parts.
  ///
  /// `ScenarioParser` is the usual way to get one; tests build the expected value directly.
  ///
  /// ```swift
  /// Scenario(file: "t.txt", feature: "counter", directives: [])
  /// ```
  package init(file: String, feature: String, directives: [ScenarioDirective]) {
    self.file = file
    self.feature = feature
    self.directives = directives
  }
}

/// One line of a scenario that does something: `send`, `advance` or `expect`.
package struct ScenarioDirective: Sendable, Equatable {
  /// The 1-based line of the directive.
  package var line: Int
  /// The 1-based column (in characters) where the directive's keyword starts.
  package var column: Int
  /// What the directive does.
  package var kind: Kind

  /// Creates a directive at a line and column.
  ///
  /// Both are 1-based; the column counts characters and points at the keyword.
  ///
  /// ```swift
  /// ScenarioDirective(line: 3, column: 1, kind: .send(action: "increment", count: 2))
  /// ```
  package init(line: Int, column: Int, kind: Kind) {
    self.line = line
    self.column = column
    self.kind = kind
  }

  /// What a directive does.
  package enum Kind: Sendable, Equatable {
    /// `send ACTION` (`count == 1`) or `send ACTION xN`: N separate sends, each a step.
    case send(action: String, count: Int)
    /// `advance DURATION`, normalised to milliseconds (always positive).
    case advance(milliseconds: Int)
    /// `expect FIELD VALUE`.
    case expect(field: String, value: FieldValue)
  }
}

/// A value of a projected state field, as written in `expect` lines and printed in traces.
package enum FieldValue: Sendable, Hashable {
  /// An integer, such as `count`.
  case int(Int)
  /// `true` or `false`, such as `isLoading`.
  case bool(Bool)
  /// A double-quoted string, such as `alert`.
  case string(String)
  /// `none`: an absent optional, such as an `alert` that is not shown.
  case none
}

/// The kind of values a projected field holds, used to check `expect` lines.
package enum FieldType: Sendable, Hashable {
  /// Integers only.
  case int
  /// `true` or `false` only.
  case bool
  /// A string or `none`.
  case optionalString
}

/// The shared vocabulary of one feature: its user actions and its projected fields.
package struct FeatureVocabulary: Sendable, Equatable {
  /// The feature's name in scenarios (`counter`, `dashboard`, `async-counter`).
  package var name: String
  /// The user actions `send` accepts, in the order `list` prints them.
  package var actions: [String]
  /// The projected fields, in the order traces print them.
  package var fields: [Field]

  /// Creates a feature's vocabulary.
  ///
  /// The feature registry builds one per feature; the parser checks scenarios against them.
  ///
  /// ```swift
  /// FeatureVocabulary(
  ///   name: "counter", actions: ["increment", "decrement"],
  ///   fields: [.init(name: "count", type: .int)])
  /// ```
  package init(name: String, actions: [String], fields: [Field]) {
    self.name = name
    self.actions = actions
    self.fields = fields
  }

  /// One projected field of a feature's state.
  package struct Field: Sendable, Equatable {
    /// The field's name (`count`, `isLoading`, `alert`).
    package var name: String
    /// The values it holds.
    package var type: FieldType

    /// Creates a field with its name and the values it holds.
    ///
    /// The name is what `expect` lines and traces use.
    ///
    /// ```swift
    /// FeatureVocabulary.Field(name: "isLoading", type: .bool)
    /// ```
    package init(name: String, type: FieldType) {
      self.name = name
      self.type = type
    }
  }
}
