import ReactorEngine
import TCAEngine

/// One shared field of a ``FeaturePair``: its name in scenarios and traces, and how it is read
/// from each engine's state.
///
/// Each side is a key path or a closure into any value: one that conforms to
/// ``StateValueConvertible`` (`Int`, `Double`, `Bool`, `String`, optionals and arrays of
/// them, or your own), or any struct, enum, tuple or collection, read by reflection. Both
/// sides must read into equal ``StateValue``s when the states agree: the two
/// `Todo` structs of a TCA feature and of a reactor, with the same stored properties in the
/// same order, read the same.
///
/// A value that is `Equatable` is converted only when it changed since the last step, so a
/// long list that stays the same costs one comparison per step. A closure reads faster than a
/// key path, which the runtime projects on every read; it only shows in very long replays.
///
/// ```swift
/// fields: [
///   .field("count", tca: \.count, reactorKit: \.value),
///   .field("todos", tca: \.todos, reactorKit: \.items),
///   .field("alert", tca: { $0.alert?.title }, reactorKit: \.alertMessage),
/// ]
/// ```
public struct PairField<Feature: Reducer, Model: Reactor>: Sendable {
  /// The field's name in scenarios and traces.
  public let name: String
  @usableFromInline let tca: @Sendable () -> FieldReader<Feature.State>
  @usableFromInline let reactorKit: @Sendable () -> FieldReader<Model.State>
  /// The kind both sides' values always have, when their types say so.
  @usableFromInline let kind: FieldKind?

  @usableFromInline init(
    name: String, tca: @escaping @Sendable () -> FieldReader<Feature.State>,
    reactorKit: @escaping @Sendable () -> FieldReader<Model.State>, kind: FieldKind? = nil
  ) {
    self.name = name
    self.tca = tca
    self.reactorKit = reactorKit
    self.kind = kind
  }

  /// A field of values that convert themselves and compare with `==`.
  @inlinable
  public static func field<TCAValue, ReactorValue>(
    _ name: String,
    tca: @escaping @Sendable (Feature.State) -> TCAValue,
    reactorKit: @escaping @Sendable (Model.State) -> ReactorValue
  ) -> Self
  where
    TCAValue: StateValueConvertible & Equatable & SendableMetatype,
    ReactorValue: StateValueConvertible & Equatable & SendableMetatype
  {
    Self(
      name: name, tca: { .cached(tca) }, reactorKit: { .cached(reactorKit) },
      kind: FieldKind.agreed(TCAValue.self, ReactorValue.self))
  }

  /// A field of values that convert themselves.
  @inlinable
  public static func field<TCAValue: StateValueConvertible, ReactorValue: StateValueConvertible>(
    _ name: String,
    tca: @escaping @Sendable (Feature.State) -> TCAValue,
    reactorKit: @escaping @Sendable (Model.State) -> ReactorValue
  ) -> Self where TCAValue: SendableMetatype, ReactorValue: SendableMetatype {
    Self(
      name: name, tca: { .direct { tca($0).stateValue } },
      reactorKit: { .direct { reactorKit($0).stateValue } },
      kind: FieldKind.agreed(TCAValue.self, ReactorValue.self))
  }

  /// A field of `Equatable` values read by reflection.
  @inlinable
  public static func field<TCAValue: Equatable, ReactorValue: Equatable>(
    _ name: String,
    tca: @escaping @Sendable (Feature.State) -> TCAValue,
    reactorKit: @escaping @Sendable (Model.State) -> ReactorValue
  ) -> Self where TCAValue: SendableMetatype, ReactorValue: SendableMetatype {
    Self(
      name: name, tca: { .cached(tca, convert: { StateValue(reflecting: $0) }) },
      reactorKit: { .cached(reactorKit, convert: { StateValue(reflecting: $0) }) })
  }

  /// A field of any values, read by reflection.
  @inlinable
  public static func field<TCAValue, ReactorValue>(
    _ name: String,
    tca: @escaping @Sendable (Feature.State) -> TCAValue,
    reactorKit: @escaping @Sendable (Model.State) -> ReactorValue
  ) -> Self where TCAValue: SendableMetatype, ReactorValue: SendableMetatype {
    Self(
      name: name, tca: { .direct { StateValue(reflecting: tca($0)) } },
      reactorKit: { .direct { StateValue(reflecting: reactorKit($0)) } })
  }
}

/// Reads one field from one engine's state, for one session.
///
/// A reader may keep the last value it read, so it belongs to one session and is made fresh
/// for each.
///
/// NB: readers and the factories that make them are inlinable so that a pair declared in
/// another module reads its fields through code specialised for its own types.
@usableFromInline
final class FieldReader<Root> {
  // NB: the root `inout`, that is by address, though it is only read: a state struct of many
  // fields is too large for registers, and passed by value it was copied onto the stack at
  // every level of every field's call.
  @usableFromInline let body: (inout Root, inout StateValue) -> Bool

  @usableFromInline init(_ body: @escaping (inout Root, inout StateValue) -> Bool) {
    self.body = body
  }

  /// Writes the field's current value into `slot`; false when it left the slot as it was.
  @inlinable
  func read(_ root: inout Root, into slot: inout StateValue) -> Bool {
    body(&root, &slot)
  }

  /// Reads every field of `root` into the slot of the same position of `state`, counting a
  /// new version (``ProjectedState/versions``) of each slot a reader rewrote.
  ///
  /// NB: through buffer pointers: one uniqueness check of the slots a read instead of one a
  /// field, and no retain and release of each reader around its call.
  @inlinable @inline(__always)
  static func read(
    _ readers: [FieldReader], from root: inout Root, into state: inout ProjectedState
  ) {
    if state.versions.count != state.values.count {
      state.versions = ContiguousArray(repeating: 0, count: state.values.count)
    }
    readers.withUnsafeBufferPointer { readers in
      state.values.withUnsafeMutableBufferPointer { slots in
        state.versions.withUnsafeMutableBufferPointer { versions in
          precondition(readers.count == slots.count, "one slot per field reader")
          for index in readers.indices {
            // NB: a guaranteed reference: the array holds the reader for the whole loop, and
            // the compiler otherwise retains and releases it around every call.
            let wrote = Unmanaged.passUnretained(readers[index])._withUnsafeGuaranteedRef {
              $0.read(&root, into: &slots[index])
            }
            if wrote { versions[index] &+= 1 }
          }
        }
      }
    }
  }

  /// Converts on every read.
  @inlinable
  static func direct(_ read: @escaping (Root) -> StateValue) -> FieldReader {
    FieldReader { root, slot in
      slot = read(root)
      return true
    }
  }

  /// Converts with `stateValue` only when the value differs from the one read last into the
  /// same slot.
  ///
  /// NB: no conversion closure: `stateValue` is specialised and inlined for the value's type.
  @inlinable
  static func cached<Value: Equatable & StateValueConvertible>(
    _ read: @escaping (Root) -> Value
  ) -> FieldReader {
    let last = LastValue<Value>()
    return FieldReader { root, slot in
      let value = read(root)
      guard value != last.value else { return false }
      // NB: a list of as many elements is rewritten in place when nothing else holds it.
      value._write(into: &slot)
      last.value = value
      return true
    }
  }

  /// Converts only when the value differs from the one read last into the same slot.
  @inlinable
  static func cached<Value: Equatable>(
    _ read: @escaping (Root) -> Value, convert: @escaping (Value) -> StateValue
  ) -> FieldReader {
    let last = LastValue<Value>()
    return FieldReader { root, slot in
      let value = read(root)
      guard value != last.value else { return false }
      slot = convert(value)
      last.value = value
      return true
    }
  }
}

/// The value a cached ``FieldReader`` read last.
///
/// NB: a class with an unchecked property rather than a captured `var`: a captured variable is
/// checked for exclusive access at run time on every read, which cost more than the comparison.
@usableFromInline
final class LastValue<Value> {
  @exclusivity(unchecked) @usableFromInline var value: Value?

  @usableFromInline init() {}
}
