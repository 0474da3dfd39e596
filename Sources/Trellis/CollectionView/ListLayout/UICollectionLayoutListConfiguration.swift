import Foundation

/// How a compositional section or layout looks as a list, like a table:
/// its appearance, separators, headers and footers, and background.
///
/// Build the layout with `UICollectionViewCompositionalLayout.list(using:)`,
/// or a section with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
/// and show `UICollectionViewListCell`s in it.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The look of a list, as the table styles.
    public enum Appearance: Int, Sendable {
        /// Rows across the whole width (a plain table).
        case plain
        /// Sections set apart by space, on a grouped background.
        case grouped
        /// Sections as rounded cards inset from the sides.
        case insetGrouped
        /// A sidebar: no separators, rows inset from the sides.
        case sidebar
        /// A sidebar across the whole width.
        case sidebarPlain
    }

    /// Whether sections have a header.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of the section is its header (laid out as an item, headless).
        case firstItemInSection
    }

    /// Whether sections have a footer.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The look of the list.
    public private(set) var appearance: Appearance
    /// Whether lines are drawn between rows (not in sidebars, unless set).
    public var showsSeparators: Bool
    /// Whether sections have headers.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers.
    public var footerMode: FooterMode = .none
    /// The list's background (nil: the appearance's own).
    public var backgroundColor: UIColor?

    /// A list of an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// The colour behind the list.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }

    /// The radius of an inset-grouped section's outer corners.
    static let insetGroupedCornerRadius: CGFloat = 10
    /// A row's height until its cell measures itself.
    static let estimatedRowHeight: CGFloat = 44

    /// The space around a section's rows: inset-grouped sections 16 points
    /// from the sides in compact width, 20 in regular; grouped sections
    /// spaced where they have no header or footer.
    func sectionInsets(in environment: any NSCollectionLayoutEnvironment) -> NSDirectionalEdgeInsets {
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let side: CGFloat
        switch appearance {
        case .insetGrouped: side = environment.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        case .sidebar: side = 10
        case .plain, .grouped, .sidebarPlain: side = 0
        }
        return NSDirectionalEdgeInsets(
            top: grouped && headerMode != .supplementary ? 18 : 0, leading: side,
            bottom: grouped && footerMode != .supplementary ? 18 : 0, trailing: side)
    }

    /// The estimated height of a supplementary header or footer (the
    /// standard header's one line of text and margins); its view sizes it.
    func boundaryHeight(header: Bool) -> CGFloat {
        switch appearance {
        case .grouped, .insetGrouped: 38
        case .plain, .sidebar, .sidebarPlain: header ? 32 : 28
        }
    }
}

extension NSCollectionLayoutSection {
    /// A section laid out as a list: full-width rows that size their height
    /// (estimated 44 points) one under another, inset, headed and footed as
    /// the configuration says; its `UICollectionViewListCell`s draw the
    /// separators and the inset-grouped corners.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.contentInsets = configuration.sectionInsets(in: layoutEnvironment)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.boundaryHeight(header: true))),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.boundaryHeight(header: false))),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`, over the
    /// configuration's background.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}

/// What a list section tells the cell of a row through its layout
/// attributes: where the row is in its section and how to draw it.
struct ListRowPlacement: Equatable {
    var isFirstInSection: Bool
    var isLastInSection: Bool
    /// Whether a separator runs under the row (not under a section's last).
    var showsSeparator: Bool
    /// The radius of the section's outer corners (0: square).
    var cornerRadius: CGFloat
    /// The row's background in the list's appearance.
    var background: UIBackgroundConfiguration.Style
    /// Whether the list is a sidebar (its rows indent 20 points a level).
    var isSidebar: Bool

    init(item: Int, of count: Int, in configuration: UICollectionLayoutListConfiguration) {
        isFirstInSection = item == 0
        isLastInSection = item == count - 1
        showsSeparator = configuration.showsSeparators && !isLastInSection
        cornerRadius = configuration.appearance == .insetGrouped ? UICollectionLayoutListConfiguration.insetGroupedCornerRadius : 0
        switch configuration.appearance {
        case .grouped, .insetGrouped: background = .listGroupedCell
        case .sidebar, .sidebarPlain: background = .listSidebarCell
        case .plain: background = .listPlainCell
        }
        isSidebar = configuration.appearance == .sidebar || configuration.appearance == .sidebarPlain
    }
}
