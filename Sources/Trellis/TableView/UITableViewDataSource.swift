import Foundation

extension IndexPath {
    /// The index path of a row in a section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The index path of an item in a section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (the first index).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { self = IndexPath(row: row, section: newValue) }
    }
    /// The row in the section (the second index).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(row: newValue, section: section) }
    }
    /// The item in the section (the second index).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

// UIKit's additions to NSIndexPath, for code that still passes the class
// (Objective-C era data sources, index paths kept in NSObject graphs).
extension NSIndexPath {
    /// The index path of a row in a section.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// The index path of an item in a section.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    /// The section (the first index).
    public var section: Int { (self as IndexPath).section }
    /// The row in the section (the second index).
    public var row: Int { (self as IndexPath).row }
    /// The item in the section (the second index).
    public var item: Int { (self as IndexPath).item }
}

/// What a table shows: how many sections and rows, and a cell for each row.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many sections there are (1 unless implemented).
    func numberOfSections(in tableView: UITableView) -> Int
    /// How many rows a section has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, configured: dequeue it with
    /// `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of a section's header, drawn in the standard header.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer, drawn in the standard footer.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// What a table tells and asks about its rows beyond their content: sizes,
/// custom headers and footers, display and selection. Every method is
/// optional; a height method that is not implemented leaves the height to the
/// table's properties (`rowHeight`, `estimatedRowHeight`, …).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A row's height (`UITableView.automaticDimension`: from its constraints).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A row's height before it is measured, to size the content cheaply.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section header's height before it is measured.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section footer's height before it is measured.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// A custom view for a section's header.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom view for a section's footer.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// A cell is about to be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell stopped being shown (scrolled away, deleted, or reloaded).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a touched row highlights.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row that a tap selects instead (nil: none).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row was selected by a tap.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A row was deselected by a tap.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { .notImplemented }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { .notImplemented }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { .notImplemented }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { .notImplemented }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { .notImplemented }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { .notImplemented }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
