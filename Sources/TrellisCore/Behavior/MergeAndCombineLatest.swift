// OpenCombine 0.14 has every operator SwiftUI code commonly uses but `merge` and
// `combineLatest` (as in `Publishers.CombineLatest($email, $password).map(isValid)`). These are
// built from its own operators (a merge is a flat map of the upstreams; the latest pair is a
// scan over the merged values), under Combine's names and signatures.
#if !canImport(Combine)
extension Publishers {
    /// Publishes the values of two publishers as they come: Combine's `Merge`.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).subscribe(subscriber)
        }
    }

    /// Publishes the values of any number of publishers of one type as they come: Combine's
    /// `MergeMany`.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Sequence<[Upstream], Failure>(sequence: publishers).flatMap { $0 }.subscribe(subscriber)
        }
    }

    /// Publishes the latest value of each of two publishers once both have published, and again
    /// whenever either does: Combine's `CombineLatest`.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merge(a.map(Either<A.Output, B.Output>.first), b.map(Either<A.Output, B.Output>.second))
                .scan((A.Output?.none, B.Output?.none)) { latest, value in
                    switch value {
                    case .first(let first): (first, latest.1)
                    case .second(let second): (latest.0, second)
                    }
                }
                .compactMap { first, second in first.flatMap { first in second.map { (first, $0) } } }
                .subscribe(subscriber)
        }
    }

    /// ``CombineLatest`` of three publishers: Combine's `CombineLatest3`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest<CombineLatest<A, B>, C>(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }.subscribe(subscriber)
        }
    }
}

/// A value from the first or the second upstream of a ``Publishers/CombineLatest``.
private enum Either<First, Second> {
    case first(First)
    case second(Second)
}

extension Publisher {
    /// This publisher's values and `other`'s as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// The latest values of this publisher and `other`, once both have published.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of the latest values of this publisher and `other`, once both have published.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher, `publisher1` and `publisher2`, once all have published.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }
}
#endif
