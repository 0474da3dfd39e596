import Foundation

/// Told when a split view controller collapses, expands and shows or hides
/// its columns; asked which column is on top when it collapses.
///
/// UIKit's requirements are optional; here each has a default in an
/// extension, which does what UIKit does when a delegate leaves it out.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column whose view controller is on top once collapsed
    /// (`proposedTopColumn`, the secondary, by default). The primary column
    /// keeps the other columns' stacks off its navigation stack.
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode to expand to (`proposedDisplayMode` by default).
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// A column beside the secondary one is about to show.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column beside the secondary one is about to hide.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The split view controller collapsed to one column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded to its columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}

extension UIViewController {
    /// The closest split view controller containing this one.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
