/// The errors RxSwift's operators fail with, printed as RxSwift prints them.
///
/// ```swift
/// Observable<Int>.empty().asSingle()  // fails with RxError.noElements
/// ```
public enum RxError: Error, CustomDebugStringConvertible {
  /// Unknown error occurred.
  case unknown
  /// Arithmetic overflow occurred.
  case overflow
  /// An index past the sequence's end (`element(at:)`).
  case argumentOutOfRange
  /// A trait expected an element and the sequence had none.
  case noElements
  /// A trait expected one element and the sequence had more.
  case moreThanOneElement
  /// `timeout` fired.
  case timeout

  /// RxSwift's message for each case.
  public var debugDescription: String {
    switch self {
    case .unknown: "Unknown error occurred."
    case .overflow: "Arithmetic overflow occurred."
    case .argumentOutOfRange: "Argument out of range."
    case .noElements: "Sequence doesn't contain any elements."
    case .moreThanOneElement: "Sequence contains more than one element."
    case .timeout: "Sequence timeout."
    }
  }
}
