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

    /// The steps from the root.
    private(set) var components: [Component] = []

    /// The root's identity.
    static var root: ViewIdentity { ViewIdentity() }

    /// Whether this identity is `ancestor`'s or below it.
    func isWithin(_ ancestor: ViewIdentity) -> Bool {
        components.count >= ancestor.components.count && components.starts(with: ancestor.components)
    }

    /// This identity with one more step.
    func appending(_ component: Component) -> ViewIdentity {
        var copy = self
        copy.components.append(component)
        return copy
    }
}
