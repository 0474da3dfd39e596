import Foundation

/// A value a list delegate method answers (a height, a size, insets), with
/// the one its default implementation gives to mean "not implemented: use
/// the list's own setting". Tables and collection views tell an
/// implemented method from a missing one the same way: by this sentinel,
/// so that a delegate that does implement a method is asked one by one.
protocol DelegateAnswer: Equatable {
    /// What a default implementation answers.
    static var notImplemented: Self { get }
}

extension DelegateAnswer {
    /// Whether the answer came from an implementation (not the default's sentinel).
    var isImplemented: Bool { self != Self.notImplemented }
}

extension Optional where Wrapped: DelegateAnswer {
    /// Whether there is a delegate and it implements the method asked.
    var isImplemented: Bool { map(\.isImplemented) ?? false }

    /// The answer, unless there is none or it is the default's sentinel.
    func or(_ fallback: Wrapped) -> Wrapped {
        guard let answer = self, answer.isImplemented else { return fallback }
        return answer
    }
}

extension CGFloat: DelegateAnswer {
    static var notImplemented: CGFloat { -.greatestFiniteMagnitude }
}

extension CGSize: DelegateAnswer {
    static var notImplemented: CGSize { CGSize(width: -CGFloat.greatestFiniteMagnitude, height: -CGFloat.greatestFiniteMagnitude) }
}

extension UIEdgeInsets: DelegateAnswer {
    static var notImplemented: UIEdgeInsets {
        UIEdgeInsets(top: -.greatestFiniteMagnitude, left: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude, right: -.greatestFiniteMagnitude)
    }
}
