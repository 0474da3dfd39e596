import Foundation
internal import TrellisSolver

/// Layout guides (safe area, margins, readable content, custom) and the safe
/// area of every view: the root's from its window and view controller, a
/// view's below it from where it lands, settled after each solve.
extension LayoutEngine {
    func addGuide(_ guide: UILayoutGuide, of view: UIView) {
        guard let owner = slot(of: view) else { return }
        if guide.kind == .margins {
            if let margins = marginsSlot(of: view) { slots[IdentityKey(guide)] = margins }
            return
        }
        let slot = makeRecord(for: guide)
        switch guide.kind {
        case .custom, .margins:
            return
        case .readable:
            // A centred column of the margins rectangle, no wider than the readable width.
            guard let marginsSlot = marginsSlot(of: view) else { return }
            let (column, margins) = (records[slot].rect, records[marginsSlot].rect)
            records[slot].placement = .readable([
                make(Constraint(column.x + 0.5 * column.width, .equal, margins.x + 0.5 * margins.width), for: guide, "centerX"),
                make(Constraint(column.y, .equal, margins.y), for: guide, "minY"),
                make(Constraint(column.width, .lessThanOrEqual, margins.width), for: guide, "width within margins"),
                make(Constraint(column.height, .equal, margins.height), for: guide, "height"),
                make(Constraint(column.width, .lessThanOrEqual, Double(UIView.readableContentWidth)), for: guide, "readable width"),
                make(Constraint(column.width, .equal, margins.width, priority: 999), for: guide, "width"),
            ])
        case .safeArea:
            let insets = view === root ? rootInsets : .zero
            records[slot].placement = .inset(insetFrame(records[slot].rect, in: records[owner].rect, by: insets, for: guide))
            if view !== root { settlingInputs.append(InnerSafeAreaInput(guide: guide)) }
        }
    }

    /// The root's own safe-area insets: the window's, plus what its view
    /// controller adds. The top of a tree is asked through its getter, so that
    /// a subclass overriding `safeAreaInsets` (a test harness's window) sets
    /// the safe area of everything in it, as in UIKit.
    var rootInsets: UIEdgeInsets { Self.insets(ofRoot: root) }

    /// `rootInsets` of `root` (read once by callers that hold it: each read of the unowned root retains it).
    private static func insets(ofRoot root: UIView) -> UIEdgeInsets {
        root.superview == nil ? root.safeAreaInsets : root.rootSafeAreaInsets + root.additionalSafeAreaInsets
    }

    /// How far `view` reaches into the unsafe parts, as laid out now and
    /// where it shows: the safe rectangle is the root's less its insets, and
    /// every ancestor (or the view) that adds insets of its own takes them
    /// off what it is given. Inside a scroll view, a view is where its
    /// content has scrolled to (a header scrolled under the status bar is
    /// in the unsafe part; resting below it, it is not).
    ///
    /// Only the part of the view inside the root counts, as in UIKit: a view
    /// reaching past the screen's edge has the screen's inset there, no more.
    /// So a tree with no safe area anywhere (a cell being measured) gives
    /// every view none, without reading the solution.
    func safeAreaInsets(of view: UIView) -> UIEdgeInsets { safeAreaInsets(of: view, below: root) }

    /// `safeAreaInsets(of:)`, for a caller that holds the engine's root.
    func safeAreaInsets(of view: UIView, below root: UIView) -> UIEdgeInsets {
        let rootInsets = Self.insets(ofRoot: root)
        if rootInsets == .zero && !hasAdditionalSafeArea { return .zero }
        guard let slot = self.slot(of: view), let rootSlot = self.slot(of: root) else { return .zero }
        /// The view's rectangle in the root's coordinates, less the scrolling of its ancestors.
        func shownRect(of view: UIView, in slot: Int) -> CGRect {
            var rect = self.rect(of: records[slot].rect)
            var ancestor = view === root ? nil : view.superview
            while let current = ancestor {
                rect.origin.x -= current.bounds.minX
                rect.origin.y -= current.bounds.minY
                ancestor = current === root ? nil : current.superview
            }
            return rect
        }
        let rootRect = shownRect(of: root, in: rootSlot)
        var safe = rootRect.inset(by: rootInsets)
        // One walk up (this is asked at every fit of a view that keeps clear
        // of the safe area): the view's shown rectangle, as `shownRect` finds
        // it, and whether the view or an ancestor adds insets of its own.
        var frame = self.rect(of: records[slot].rect)
        var addsInsets = false
        var current: UIView? = view
        while let ancestor = current, ancestor !== root {
            if ancestor.additionalSafeAreaInsets != .zero { addsInsets = true }
            current = ancestor.superview
            if let superview = current {
                frame.origin.x -= superview.bounds.minX
                frame.origin.y -= superview.bounds.minY
            }
        }
        if addsInsets {
            var adding: [UIView] = []
            current = view
            while let ancestor = current, ancestor !== root {
                if ancestor.additionalSafeAreaInsets != .zero { adding.append(ancestor) }
                current = ancestor.superview
            }
            // From the top down, each view controller's view adds its insets to the safe area it is given.
            for ancestor in adding.reversed() {
                guard let ancestorSlot = self.slot(of: ancestor) else { continue }
                safe = safe.intersection(shownRect(of: ancestor, in: ancestorSlot)).inset(by: ancestor.additionalSafeAreaInsets)
            }
        }
        guard !safe.isNull else { return UIEdgeInsets(top: frame.height, left: 0, bottom: 0, right: 0) }
        // Each edge measured where it shows: no further out than the root's.
        return UIEdgeInsets(
            top: max(0, safe.minY - max(frame.minY, rootRect.minY)), left: max(0, safe.minX - max(frame.minX, rootRect.minX)),
            bottom: max(0, min(frame.maxY, rootRect.maxY) - safe.maxY), right: max(0, min(frame.maxX, rootRect.maxX) - safe.maxX))
    }

    /// The guide's rectangle in its owning view's coordinates.
    func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        guard let slot = slot(ofItem: guide), let owner = guide.owningView, let ownerSlot = self.slot(of: owner) else { return .zero }
        let guideRecord = records[slot].rect, ownerRecord = records[ownerSlot].rect
        return CGRect(
            x: solver.value(of: guideRecord.x) - solver.value(of: ownerRecord.x), y: solver.value(of: guideRecord.y) - solver.value(of: ownerRecord.y),
            width: solver.value(of: guideRecord.width), height: solver.value(of: guideRecord.height))
    }
}
