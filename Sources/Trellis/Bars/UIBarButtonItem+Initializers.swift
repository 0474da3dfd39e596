import Foundation

extension UIBarButtonItem {
    /// How a bar button item is drawn.
    public enum Style: Int, Sendable {
        /// The plain style (the default).
        case plain
        /// Deprecated in UIKit; drawn as `.plain`.
        case bordered
        /// The style of the action that ends a task (its title in a bold font).
        case done
    }

    /// The items the system defines, with their titles or symbols.
    public enum SystemItem: Int, Sendable {
        /// Done, in bold: ends a task.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save, in bold.
        case save
        /// A plus sign.
        case add
        /// Space that grows between items (in toolbars).
        case flexibleSpace
        /// Space of a fixed width (in toolbars).
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Share: a square with an arrow up.
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search: a magnifying glass.
        case search
        /// Refresh.
        case refresh
        /// Stop: a cross.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// A page curl (in toolbars).
        case pageCurl
        /// Close: a cross.
        case close

        /// The title shown for the item (nil where a symbol is).
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .add, .action, .search, .stop, .close, .flexibleSpace, .fixedSpace: nil
            default: String(describing: self).capitalized
            }
        }

        /// The symbol shown for the item, among the symbols Trellis draws.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .action: "square.and.arrow.up"
            case .search: "magnifyingglass"
            case .stop, .close: "xmark"
            default: nil
            }
        }

        /// Whether the item is the bold `.done` kind.
        var style: Style { self == .done || self == .save ? .done : .plain }
    }

    /// A system item that performs `primaryAction` when tapped (UIKit's
    /// `init(systemItem:primaryAction:menu:)`; Trellis has no menus yet).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(title: systemItem.title, image: systemItem.symbolName.flatMap { UIImage(systemName: $0) }, primaryAction: primaryAction)
        style = systemItem.style
    }

    /// An item with a title in a style that performs `primaryAction` when
    /// tapped: Trellis's addition, what `trellis port` turns
    /// `init(title:style:target:action:)` into.
    public convenience init(title: String?, style: Style, primaryAction: UIAction?) {
        self.init(title: title, image: nil, primaryAction: primaryAction)
        self.style = style
    }

    /// An item with an image in a style that performs `primaryAction` when
    /// tapped: Trellis's addition, what `trellis port` turns
    /// `init(image:style:target:action:)` into.
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction?) {
        self.init(title: nil, image: image, primaryAction: primaryAction)
        self.style = style
    }
}
