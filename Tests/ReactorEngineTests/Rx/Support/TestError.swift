/// The error the marble cases fail with (RxSwift's tests use `testError`).
struct TestError: Error, CustomStringConvertible {
  var description: String { "testError" }
}

let testError = TestError()
