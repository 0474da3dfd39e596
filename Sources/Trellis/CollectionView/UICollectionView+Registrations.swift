import Foundation

extension UICollectionView {
    /// How cells of one class are made and configured for items of one type:
    /// made once, kept by the cell provider, and passed to
    /// `dequeueConfiguredReusableCell(using:for:item:)`, which registers the
    /// class under the registration's own identifier the first time and runs
    /// the handler on every cell it dequeues.
    ///
    /// Two registrations of the same class are reused apart, each with its handler.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The identifier the cells are reused under: this registration's and its copies' own.
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "\(Cell.self)-registration-\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// How supplementary views of one class and kind are made and configured:
    /// passed to `dequeueConfiguredReusableSupplementary(using:for:)`, which
    /// registers the class for the kind the first time and runs the handler
    /// on every view it dequeues.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of a kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The kind the views are for (`UICollectionView.elementKindSectionHeader`, …).
        public let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "\(Supplementary.self)-registration-\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `item` at `indexPath`, reused
    /// or made, configured by the registration's handler (not run when
    /// `item` is nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !isRegisteredCell(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        // Registered with `Cell`, so every cell under the identifier is one.
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
            ?? Cell(registeredReuseIdentifier: registration.reuseIdentifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind for
    /// `indexPath`, reused or made, configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind, identifier = registration.reuseIdentifier
        if !isRegisteredSupplementary(ofKind: kind, identifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as? Supplementary
            ?? Supplementary(registeredReuseIdentifier: identifier)
        registration.handler(view, kind, indexPath)
        return view
    }
}
