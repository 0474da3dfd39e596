import Foundation

/// Where a view is in the tree of views, as SwiftUI identifies it: its
/// structural path (which child of which container, which branch of an `if`,
/// which view type) plus any explicit identity (`ForEach` ids, `.id(_:)`).
/// State is kept per identity: a view whose identity changes starts afresh.
/// (Unchecked sendable: explicit ids are values a view was given; an
/// identity only crosses to the main actor with a model change.)
@usableFromInline struct ViewIdentity: Hashable, @unchecked Sendable {
    /// One step of the path.
    @usableFromInline enum Component: Hashable {
        /// The n-th view of a block.
        case child(Int)
        /// A branch of a conditional (`if`/`else`, `switch`, an optional).
        case branch(Int)
        /// A view whose body was evaluated, by its type.
        case type(ObjectIdentifier)
        /// An explicit identity: a `ForEach` element's id, or `.id(_:)`.
        case explicit(AnyHashable)
        /// A piece of a modifier (its content, its background, …).
        case part(Int)
    }

    /// The last step, which holds the path before it (nil: the root). An
    /// identity one step down shares its parent's path: appending a step
    /// makes one small object, where an array of steps would be copied.
    private let last: Step?

    /// One step of a path, after the steps of `parent`.
    private final class Step {
        let parent: Step?
        let component: Component
        /// How many steps the path has, this one included.
        let depth: Int
        /// The component as one number, for every kind but an explicit
        /// identity (`Step.explicit`): steps compare and hash by it without
        /// copying the component.
        let number: Int

        /// The number of every explicit identity: those compare by value.
        static let explicit = Int.min

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
            // The kind in the low three bits, its index or type's address
            // above them (both far below the 2⁶⁰ that would lose bits).
            number = switch component {
            case .child(let index): index << 3
            case .branch(let index): index << 3 | 1
            case .type(let type): Int(bitPattern: UInt(bitPattern: type)) << 3 | 2
            case .part(let index): index << 3 | 3
            case .explicit: Self.explicit
            }
        }

        /// Whether this step and `other` are the same component.
        func isSameComponent(as other: Step) -> Bool {
            number == other.number && (number != Self.explicit || component == other.component)
        }
    }

    private init(last: Step?) { self.last = last }

    /// The root's identity.
    static var root: ViewIdentity { ViewIdentity(last: nil) }

    /// How many steps the path has.
    private var depth: Int { last?.depth ?? 0 }

    /// Whether this identity is `ancestor`'s or below it.
    func isWithin(_ ancestor: ViewIdentity) -> Bool {
        var step = last
        while let current = step, current.depth > ancestor.depth { step = current.parent }
        return ViewIdentity(last: step) == ancestor
    }

    /// This identity with one more step.
    @usableFromInline func appending(_ component: Component) -> ViewIdentity {
        ViewIdentity(last: Step(parent: last, component: component))
    }

    @usableFromInline static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        var (left, right) = (lhs.last, rhs.last)
        // Paths that share their beginning share its steps: compared until they meet.
        while left !== right {
            guard let first = left, let second = right, first.depth == second.depth, first.isSameComponent(as: second) else { return false }
            (left, right) = (first.parent, second.parent)
        }
        return true
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(depth)
        var step = last
        while let current = step {
            if current.number == Step.explicit { hasher.combine(current.component) } else { hasher.combine(current.number) }
            step = current.parent
        }
    }
}
