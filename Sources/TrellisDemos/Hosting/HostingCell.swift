import TrellisUI

/// A table cell hosting a SwiftUI view, as the seed's final version builds
/// it: a `UIHostingController` whose view is pinned to the content view's
/// edges with constraints (so the row fits the content at the cell's width),
/// its intrinsic size invalidated on every new root view, and the controller
/// added as a child of the table's controller.
///
/// (Trellis's hosting view invalidates its intrinsic size itself when its
/// root view changes; the call is kept because iOS needs it.)
@MainActor
public final class HostingCell<Content: View>: UITableViewCell {
    private let hostingController = UIHostingController<Content?>(rootView: nil)

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        hostingController.view.backgroundColor = .clear
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The hosting controller's view (what the cell shows).
    public var hostedView: UIView { hostingController.view }

    /// Shows `rootView`, the hosting controller a child of `parentController`.
    public func set(rootView: Content, parentController: UIViewController) {
        hostingController.rootView = rootView
        hostingController.view.invalidateIntrinsicContentSize()
        let requiresControllerMove = hostingController.parent != parentController
        if requiresControllerMove {
            parentController.addChild(hostingController)
        }
        if !contentView.subviews.contains(hostingController.view) {
            contentView.addSubview(hostingController.view)
            hostingController.view.translatesAutoresizingMaskIntoConstraints = false
            hostingController.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
            hostingController.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor).isActive = true
            hostingController.view.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
            hostingController.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
        }
        if requiresControllerMove {
            hostingController.didMove(toParent: parentController)
        }
    }
}
