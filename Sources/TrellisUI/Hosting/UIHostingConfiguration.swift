import Foundation
import Trellis

/// A content configuration that shows SwiftUI-style views in a table or
/// collection view cell:
///
/// ```swift
/// cell.contentConfiguration = UIHostingConfiguration {
///     CellView(content: "Title", numberOfRepetitions: 3)
/// }
/// .margins(.horizontal, 20)
/// ```
///
/// The content sits inside the cell's layout margins (edges given to
/// `margins(_:_:)` use those lengths instead) and the cell takes its height
/// from the content at the cell's width, with constraints, so that a
/// self-sizing row or item fits it. In a table cell the row is at least
/// 44 points tall (UIKit's standard row) unless `minSize(width:height:)`
/// says otherwise. The background fills the content view, margins included.
///
/// A reused cell given a configuration of the same type keeps its content
/// view and its views' `@State` at the same places (see `State`); give the
/// content an `.id(_:)` of the row to start each row afresh.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    /// The margins given, by edge (nil: the cell's layout margin there).
    var margins = HostingMargins()
    /// The least width (nil: none).
    var minimumWidth: CGFloat?
    /// The least height (nil: 44 in a table cell, none elsewhere).
    var minimumHeight: CGFloat?

    /// The least height of a table row showing the configuration, unless told.
    static var standardMinimumRowHeight: CGFloat { 44 }

    init(content: Content, background: Background, margins: HostingMargins, minimumWidth: CGFloat?, minimumHeight: CGFloat?) {
        self.content = content
        self.background = background
        self.margins = margins
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
    }

    /// A configuration showing `content`, with no background.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.init(content: content(), background: EmptyView(), margins: HostingMargins(), minimumWidth: nil, minimumHeight: nil)
    }

    /// The configuration with `insets` as the margins of `edges` (the other
    /// edges keep theirs).
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        func valid(_ length: CGFloat) -> CGFloat { length.isFinite ? length : 0 }
        if edges.contains(.top) { copy.margins.top = valid(insets.top) }
        if edges.contains(.leading) { copy.margins.leading = valid(insets.leading) }
        if edges.contains(.bottom) { copy.margins.bottom = valid(insets.bottom) }
        if edges.contains(.trailing) { copy.margins.trailing = valid(insets.trailing) }
        return copy
    }

    /// The configuration with `length` as the margin of `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The configuration with the least size of its cell (nil: the system's
    /// default; zero lets the cell shrink to its content).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        func valid(_ length: CGFloat?) -> CGFloat? { length.map { $0.isFinite ? max(0, $0) : 0 } }
        copy.minimumWidth = valid(width)
        copy.minimumHeight = valid(height)
        return copy
    }

    /// The configuration with `content` behind the cell's content, filling the cell.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(
            content: self.content, background: content(), margins: margins, minimumWidth: minimumWidth, minimumHeight: minimumHeight)
    }

    /// The configuration with the cell filled with `style` behind its content.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        background { _UIHostingConfigurationBackgroundView(style: style) }
    }

    /// A view showing the configuration (a hosting view of the content in the margins).
    public func makeContentView() -> any UIView & UIContentView {
        UIHostingContentView(configuration: self)
    }

    /// The same configuration: the content reads the cell's state itself.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }
}

/// The margins a hosting configuration was given, by edge (nil: the cell's).
struct HostingMargins: Hashable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?
}

/// A cell's background filled with a style.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    let style: S

    public var body: some View {
        Rectangle().fill(style)
    }
}

/// The content view of a `UIHostingConfiguration`: a hosting view of the
/// content held inside the margins by constraints (its intrinsic height is
/// the content's at the width it gets, so the cell fits it), and a hosting
/// view of the background filling the view behind it. Its own margins are
/// the cell's content view's (it preserves them and adds none).
@MainActor
final class UIHostingContentView<Content: View, Background: View>: UIView, UIContentView {
    private var hostingConfiguration: UIHostingConfiguration<Content, Background>
    /// The content's hosting view.
    let contentHost: _UIHostingView<Content>
    /// The background's hosting view.
    let backgroundHost: _UIHostingView<Background>
    private var edgeConstraints: [NSLayoutConstraint] = []
    private var appliedMargins: HostingMargins?
    private var minimumWidth: NSLayoutConstraint?
    private var minimumHeight: NSLayoutConstraint?

    init(configuration: UIHostingConfiguration<Content, Background>) {
        hostingConfiguration = configuration
        contentHost = _UIHostingView(rootView: configuration.content)
        backgroundHost = _UIHostingView(rootView: configuration.background)
        super.init(frame: .zero)
        layoutMargins = .zero
        preservesSuperviewLayoutMargins = true
        // The background fills the view, under the safe area too, and takes no part in sizing it.
        backgroundHost.respectsSafeArea = false
        backgroundHost.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(backgroundHost)
        contentHost.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentHost)
        apply(configuration)
    }

    required init?(coder: NSCoder) { nil }

    /// What the view shows (a configuration of the same type; others are reported and ignored).
    var configuration: any UIContentConfiguration {
        get { hostingConfiguration }
        set {
            guard let hosting = newValue as? UIHostingConfiguration<Content, Background> else {
                LayoutDiagnostics.report(
                    .invalidConfiguration, "A hosting configuration's view cannot show a \(type(of: newValue)); it keeps what it shows.",
                    views: [self])
                return
            }
            hostingConfiguration = hosting
            contentHost.rootView = hosting.content
            backgroundHost.rootView = hosting.background
            apply(hosting)
        }
    }

    /// Whether `configuration` is a hosting configuration of the same content and background types.
    func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIHostingConfiguration<Content, Background>
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateMinimumSize()
    }

    /// Margins and least size as the configuration says; constraints are
    /// made again only when they change.
    private func apply(_ configuration: UIHostingConfiguration<Content, Background>) {
        if appliedMargins != configuration.margins {
            appliedMargins = configuration.margins
            NSLayoutConstraint.deactivate(edgeConstraints)
            let margins = configuration.margins, guide = layoutMarginsGuide
            edgeConstraints = [
                margins.top.map { contentHost.topAnchor.constraint(equalTo: topAnchor, constant: $0) }
                    ?? contentHost.topAnchor.constraint(equalTo: guide.topAnchor),
                margins.leading.map { contentHost.leadingAnchor.constraint(equalTo: leadingAnchor, constant: $0) }
                    ?? contentHost.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                margins.bottom.map { bottomAnchor.constraint(equalTo: contentHost.bottomAnchor, constant: $0) }
                    ?? guide.bottomAnchor.constraint(equalTo: contentHost.bottomAnchor),
                margins.trailing.map { trailingAnchor.constraint(equalTo: contentHost.trailingAnchor, constant: $0) }
                    ?? guide.trailingAnchor.constraint(equalTo: contentHost.trailingAnchor),
            ]
            NSLayoutConstraint.activate(edgeConstraints)
        }
        updateMinimumSize()
    }

    /// The least width and height, each `>=` at priority 999 so that a
    /// row height the table imposes wins without a conflict.
    private func updateMinimumSize() {
        let inTableCell = superview?.superview is UITableViewCell
        let height = hostingConfiguration.minimumHeight
            ?? (inTableCell ? UIHostingConfiguration<Content, Background>.standardMinimumRowHeight : nil)
        minimumHeight = updated(minimumHeight, to: height) { heightAnchor.constraint(greaterThanOrEqualToConstant: $0) }
        minimumWidth = updated(minimumWidth, to: hostingConfiguration.minimumWidth) { widthAnchor.constraint(greaterThanOrEqualToConstant: $0) }
    }

    private func updated(
        _ constraint: NSLayoutConstraint?, to length: CGFloat?, make: (CGFloat) -> NSLayoutConstraint
    ) -> NSLayoutConstraint? {
        guard let length, length > 0 else {
            constraint?.isActive = false
            return nil
        }
        if let constraint {
            if constraint.constant != length { constraint.constant = length }
            return constraint
        }
        let made = make(length)
        made.priority = UILayoutPriority(999)
        made.isActive = true
        return made
    }
}
