import SwiftExpand
import Testing

/// Whole-output tests of each SPEC §10 rewrite, pinned to what TCA's and case-paths' macros
/// generate (ReducerMacro, CasePathableMacro, ObservableStateMacro, PresentsMacro,
/// DependencyClientMacro) in the engines' spelling.
@Suite struct ExpanderTests {
  @Test func importsBecomeTheEnginesAndUIFrameworksGo() throws {
    // SPEC §10: ComposableArchitecture → TCAEngine (and Foundation where used), the Rx family
    // and ReactorKit → one ReactorEngine, SwiftUI/UIKit removed.
    #expect(
      try expand(
        """
        import ComposableArchitecture
        import SwiftUI

        let id = UUID()
        """) == """
          import Foundation
          import TCAEngine

          let id = UUID()
          """)
    #expect(
      try expand(
        """
        import ReactorKit
        import RxSwift
        import RxCocoa
        import UIKit

        final class R {}
        """) == """
          import ReactorEngine

          final class R {}
          """)
  }

  @Test func reducerStructGetsItsConformanceAndCasePathableAction() throws {
    // TCA's ReducerMacro: an extension conforming to Reducer, `@CasePathable` on `Action`;
    // case-paths' CasePathableMacro: one AnyCasePath per case, labels kept in tuples.
    #expect(
      try expand(
        """
        @Reducer
        public struct F {
          public enum Action: Equatable {
            case tapped
            case set(Int)
            case move(from: Int, Int)
          }
        }
        """) == """
          public struct F: Reducer {
            public enum Action: Equatable, CasePathable {
              case tapped
              case set(Int)
              case move(from: Int, Int)

              public struct AllCasePaths: Sendable {
                public var tapped: AnyCasePath<Action, Void> {
                  AnyCasePath(
                    embed: { .tapped },
                    extract: { if case .tapped = $0 { () } else { nil } }
                  )
                }
                public var set: AnyCasePath<Action, Int> {
                  AnyCasePath(
                    embed: { .set($0) },
                    extract: { if case let .set(v0) = $0 { v0 } else { nil } }
                  )
                }
                public var move: AnyCasePath<Action, (from: Int, Int)> {
                  AnyCasePath(
                    embed: { .move(from: $0.0, $0.1) },
                    extract: { if case let .move(v0, v1) = $0 { (from: v0, v1) } else { nil } }
                  )
                }
              }

              public static var allCasePaths: AllCasePaths { AllCasePaths() }
            }
          }
          """)
  }

  @Test func nestedCasePathableEnumsAndIfBlocks() throws {
    // CasePathableMacro on a nested `@CasePathable enum Alert`, and its `#if` handling: the
    // same `#if` around the member of a case declared inside one.
    #expect(
      try expand(
        """
        enum Action {
          @CasePathable
          enum Alert { case confirm }
        }
        @CasePathable enum E {
          #if DEBUG
          case debug
          #endif
        }
        """) == """
          enum Action {
            enum Alert: CasePathable { case confirm

              struct AllCasePaths: Sendable {
                var confirm: AnyCasePath<Alert, Void> {
                  AnyCasePath(
                    embed: { .confirm },
                    extract: { if case .confirm = $0 { () } else { nil } }
                  )
                }
              }

              static var allCasePaths: AllCasePaths { AllCasePaths() }
            }
          }
          enum E: CasePathable {
            #if DEBUG
            case debug
            #endif

            struct AllCasePaths: Sendable {
            #if DEBUG
              var debug: AnyCasePath<E, Void> {
                AnyCasePath(
                  embed: { .debug },
                  extract: { if case .debug = $0 { () } else { nil } }
                )
              }
            #endif
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          """)
  }

  @Test func reducerEnumBecomesACaseReducer() throws {
    // ReducerMacro on an enum: State and Action enums with one case per child (`.State` /
    // `.Action`), AlertState cases ephemeral (action is the alert's action), other payloads
    // marked `@ReducerCaseIgnored` ignored (`Never`); the body scopes each child case.
    #expect(
      try expand(
        """
        @Reducer(state: .equatable)
        enum Destination {
          case add(AddFeature)
          case alert(AlertState<Alert>)
          @ReducerCaseIgnored
          case note(String)
        }
        """) == """
          enum Destination: CaseReducer {
            case add(AddFeature)
            case alert(AlertState<Alert>)
            case note(String)

            @dynamicMemberLookup
            enum State: CaseReducerState, CasePathable, Equatable {
              typealias StateReducer = Destination
              case add(AddFeature.State)
              case alert(AlertState<Alert>)
              case note(String)

              struct AllCasePaths: Sendable {
                var add: AnyCasePath<State, AddFeature.State> {
                  AnyCasePath(
                    embed: { .add($0) },
                    extract: { if case let .add(v0) = $0 { v0 } else { nil } }
                  )
                }
                var alert: AnyCasePath<State, AlertState<Alert>> {
                  AnyCasePath(
                    embed: { .alert($0) },
                    extract: { if case let .alert(v0) = $0 { v0 } else { nil } }
                  )
                }
                var note: AnyCasePath<State, String> {
                  AnyCasePath(
                    embed: { .note($0) },
                    extract: { if case let .note(v0) = $0 { v0 } else { nil } }
                  )
                }
              }

              static var allCasePaths: AllCasePaths { AllCasePaths() }

              subscript<Member>(
                dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<State, Member>>
              ) -> Member? {
                Self.allCasePaths[keyPath: keyPath].extract(from: self)
              }
            }

            enum Action: CasePathable {
              case add(AddFeature.Action)
              case alert(Alert)
              case note(Never)

              struct AllCasePaths: Sendable {
                var add: AnyCasePath<Action, AddFeature.Action> {
                  AnyCasePath(
                    embed: { .add($0) },
                    extract: { if case let .add(v0) = $0 { v0 } else { nil } }
                  )
                }
                var alert: AnyCasePath<Action, Alert> {
                  AnyCasePath(
                    embed: { .alert($0) },
                    extract: { if case let .alert(v0) = $0 { v0 } else { nil } }
                  )
                }
                var note: AnyCasePath<Action, Never> {
                  AnyCasePath(
                    embed: { .note($0) },
                    extract: { if case let .note(v0) = $0 { v0 } else { nil } }
                  )
                }
              }

              static var allCasePaths: AllCasePaths { AllCasePaths() }
            }

            static var body: some ReducerOf<Self> {
              Scope(state: \\.add, action: \\.add) {
                AddFeature()
              }
            }
          }
          """)
  }

  @Test func observableStatePresentsViewActionAndAnimation() throws {
    // ObservableStateMacro's conformance kept; PresentsMacro → @PresentationState;
    // ViewActionMacro dropped; send(_:animation:) → send(_:).
    #expect(
      try expand(
        """
        @ObservableState
        struct State {
          @Presents var child: Child.State?
          @ObservationStateIgnored var x = 0
        }
        @ViewAction(for: F.self)
        struct Helper {}
        func f() async { await send(.done, animation: .default) }
        """) == """
          struct State: ObservableState {
            @PresentationState var child: Child.State?
            var x = 0
          }
          struct Helper {}
          func f() async { await send(.done) }
          """)
  }

  @Test func dependencyClientEndpointsGetUnimplementedDefaults() throws {
    // DependencyClientMacro: an endpoint without a default reports unimplemented; a
    // non-throwing one that returns a value needs a placeholder; defaults written stay.
    #expect(
      try expand(
        """
        @DependencyClient
        struct Client {
          var fetch: @Sendable (Int) async throws -> String
          var isOn: @Sendable () -> Bool
          var log: @Sendable (String) -> Void
          var named: @Sendable () -> String = { "x" }
        }
        """) == """
          struct Client {
            var fetch: @Sendable (Int) async throws -> String = unimplemented("Client.fetch")
            var isOn: @Sendable () -> Bool = unimplemented("Client.isOn", placeholder: false)
            var log: @Sendable (String) -> Void = unimplemented("Client.log")
            var named: @Sendable () -> String = { "x" }
          }
          """)
  }

  @Test func labelledEndpointsGetTheMethodDependencyEndpointMakes() throws {
    // DependencyEndpointMacro: an endpoint with a labelled parameter gets a method of the same
    // name taking the labels (`_ p0:` where a parameter has none), `@MainActor` kept, access
    // kept, calling the closure with `try`/`await` as it needs; an unlabelled one gets none;
    // one with a default gets it too (before it: WebSocketClient.open in TCA's case study).
    #expect(
      try expand(
        """
        @DependencyClient
        public struct Client {
          public var search: @Sendable (_ query: String, Int) async throws -> [String]
          var ping: @MainActor @Sendable (_ count: Int) -> Void
          var plain: @Sendable (Int) async throws -> Int
          var open: @Sendable (_ id: Int) async -> AsyncStream<Int> = { _ in .finished }
        }
        """) == """
          public struct Client {
            public var search: @Sendable (_ query: String, Int) async throws -> [String] = unimplemented("Client.search")

            public func search(query p0: String, _ p1: Int) async throws -> [String] {
              try await self.search(p0, p1)
            }

            var ping: @MainActor @Sendable (_ count: Int) -> Void = unimplemented("Client.ping")

            @MainActor func ping(count p0: Int) -> Void {
              self.ping(p0)
            }

            var plain: @Sendable (Int) async throws -> Int = unimplemented("Client.plain")
            func open(id p0: Int) async -> AsyncStream<Int> {
              await self.open(p0)
            }

            var open: @Sendable (_ id: Int) async -> AsyncStream<Int> = { _ in .finished }
          }
          """)
  }

  @Test func anEnumReducerWithItsOwnBodyGetsNoSecondOne() throws {
    // ReducerMacro: a `@Reducer enum` that writes `static var body` keeps it, and the macro
    // adds only `State` and `Action` (TicTacToe's AppCore does this).
    let output = try expand(
      """
      @Reducer
      enum App {
        case login(Login)

        static var body: some ReducerOf<Self> {
          Scope(state: \\.login, action: \\.login) { Login() }
        }
      }
      """)
    #expect(output.split(separator: "static var body", omittingEmptySubsequences: false).count == 2)
    #expect(output.contains("enum State: CaseReducerState, CasePathable {"))
    #expect(output.contains("enum Action: CasePathable {"))
  }

  @Test func theLibrariesTCAReexportsAndCoreGraphicsNamesAreImportedRight() throws {
    // `import Clocks` (swift-clocks, re-exported by TCA) becomes the engine; removing SwiftUI
    // keeps Foundation for `CGPoint`, which SwiftUI brought in.
    #expect(
      try expand(
        """
        import Clocks
        import SwiftUI

        let origin = CGPoint(x: 0, y: 0)
        """) == """
          import Foundation
          import TCAEngine

          let origin = CGPoint(x: 0, y: 0)
          """)
  }

  @Test func viewsAndPreviewsAreRemovedWithTheirComments() throws {
    // SPEC §10: SwiftUI / UIKit views and previews removed; the reducer stays untouched.
    #expect(
      try expand(
        """
        import SwiftUI

        struct F {}

        // The screen.
        struct FView: View {
          var body: some View { Text("}") }
        }

        extension FView {
          func helper() {}
        }

        #Preview {
          FView()
        }
        """) == """

          struct F {}

          """)
  }

  @Test func everythingElseIsKeptByteForByte() throws {
    // The scanner's constructs: comments (nested), strings (multi-line, raw, interpolated
    // with braces and quotes), attributes with arguments, generics, access modifiers,
    // `indirect` and a `case` inside a `switch`, none of which a rewrite touches.
    let source = """
      /* outer /* nested } */ still comment */
      @available(iOS 17, *) public indirect enum Tree<T: Equatable> where T: Sendable {
        case leaf(T), node(left: Tree, right: Tree)
        var text: String {
          switch self {
          case .leaf: #"raw \\(not) "quote" }"#
          case .node: \"\"\"
            multi "{" \\(1 + [2].count) }
            \"\"\"
          }
        }
      }
      let s = "\\("a}" + "b")"
      """
    #expect(try expand(source) == source)
  }

  @Test func expandingTwiceChangesNothing() throws {
    // SPEC §10: idempotent.
    let once = try expand(
      """
      import ComposableArchitecture
      @Reducer struct F {
        @ObservableState struct State { @Presents var d: D.State? }
        enum Action { case d(PresentationAction<D.Action>) }
      }
      """)
    #expect(try expand(once) == once)
  }

  @Test(arguments: [
    ("let s = \"abc\n", "1:9: error: unterminated string literal"),
    ("let s = \"\"\"\nabc\n", "1:9: error: unterminated multi-line string literal"),
    ("let s = #\"abc\"\n", "1:9: error: unterminated string literal"),
    ("/* open", "1:1: error: unterminated block comment"),
    ("struct A {\n", "1:10: error: '{' is never closed"),
    ("}\n", "1:1: error: '}' without an opening partner"),
    ("let a = (1]\n", "1:11: error: ']' closes the '(' at 1:9"),
    ("let r = #/a+/#\n", "1:9: error: a regex literal is not supported"),
    (
      "@Reducer class A {}\n",
      "1:1: error: '@Reducer' on 'class A': only a struct or an enum can be a reducer"
    ),
    (
      "@Reducer(state: .equatable) struct A {}\n",
      "1:1: error: '@Reducer' takes arguments only on an enum; 'A' is a struct"
    ),
    (
      "@CasePathable struct A {}\n",
      "1:1: error: '@CasePathable' on 'struct A': only an enum has case paths"
    ),
    (
      "@CasePathable enum A { case a, a(Int) }\n",
      "1:32: error: '@CasePathable' cannot be applied to overloaded case name 'a'"
    ),
    (
      "@Reducer enum D {\n#if X\ncase a(A)\n#endif\n}\n",
      "1:10: error: '#if' around the cases of '@Reducer enum D' is not supported; write the cases without it"
    ),
    (
      "@DependencyClient struct C { var f: () -> Date }\n",
      "1:37: error: 'C.f' returns 'Date' without throwing: give it a default value, as '@DependencyClient' requires"
    ),
    (
      "@DependencyClient enum C {}\n",
      "1:1: error: '@DependencyClient' on 'enum C': only a struct is a dependency client"
    ),
    (
      "struct S { @Shared var x = 0 }\n",
      "1:12: error: '@Shared' is not supported: the engines have no shared state (SPEC §2)"
    ),
    ("let x = a ¬ b @ c\n", "1:16: error: an '@' that does not start an attribute"),
  ])
  func refusesWhatItDoesNotUnderstand(source: String, message: String) {
    // SPEC §10: refuses with file:line:column: error:, writing nothing.
    #expect(throws: ExpandError.self) { try expand(source) }
    do {
      _ = try Expander().expand(path: "F.swift", bytes: Array(source.utf8))
    } catch {
      #expect(error.description == "F.swift:\(message)")
    }
  }
}

private func expand(_ source: String) throws(ExpandError) -> String {
  String(decoding: try Expander().expand(path: "F.swift", bytes: Array(source.utf8)), as: UTF8.self)
}
