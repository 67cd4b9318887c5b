import ReactorEngine

/// RxSwift's usual hot source: 2, 3, 4, 5 from 210 to 240, completion at 250.
func someData(_ scheduler: TestScheduler) -> TestableObservable<Int> {
  scheduler.createHotObservable([
    .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
  ])
}
