import Foundation

/// Collapsing to one column on a compact width and expanding again.
///
/// Collapsed, the compact column's view controller shows if one was set;
/// otherwise the primary column's navigation controller, with the stacks of
/// the supplementary and secondary columns moved onto it up to the top
/// column (the delegate's choice; the secondary by default). The back
/// button then pops them as a navigation stack does. Expanding gives each
/// column its stack back: what was pushed beyond the primary's own
/// controllers goes to the columns it came from, the last column taking
/// anything pushed since; a column whose controllers were all popped gets
/// back the ones it had.
extension UISplitViewController {
    /// Collapses on a compact horizontal size class, expands on any other.
    func updateCollapsedState() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != isCollapsed else { return }
        if compact {
            isCollapsed = true
            refreshColumns(tellingDelegate: false)
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            arrangeCollapsedStack(stacking: columnsStacked(upTo: top))
            updateColumnTraits()
            delegate?.splitViewControllerDidCollapse(self)
        } else {
            arrangeCollapsedStack(stacking: [])
            isCollapsed = false
            let behavior = splitBehavior
            let proposed = displayMode
            if let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed), chosen != proposed {
                displayModeRequest = (columnLayout(for: currentSize).valid(chosen, for: behavior), behavior)
            }
            updateColumnTraits()
            refreshColumns(tellingDelegate: false)
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    /// The columns after the primary whose stacks go on the primary's when `top` is on top.
    func columnsStacked(upTo top: Column) -> [Column] {
        let order: [Column] = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
        guard let index = order.firstIndex(of: top) else { return [] }
        return Array(order[...index])
    }

    /// Puts the stacks of `wanted` (columns after the primary, in order) on
    /// the primary's navigation stack, and gives the other stacked columns
    /// theirs back. Nothing happens without navigation controllers to move
    /// between (a classic split view controller's own columns) or with a
    /// compact column, which shows instead.
    func arrangeCollapsedStack(stacking wanted: [Column]) {
        guard let primary = columns[.primary]?.shown as? UINavigationController,
            columns[.compact] == nil || !stackedColumns.isEmpty
        else { return }
        let wanted = columns[.compact] == nil ? wanted : []
        let stack = primary.viewControllers
        let ownCount = stackedColumns.isEmpty ? stack.count : min(primaryOwnCount, stack.count)
        // What each stacked column holds now: its controllers still on the stack, or (all popped) the ones it had.
        var held: [Column: [UIViewController]] = [:]
        var rest = Array(stack.dropFirst(ownCount))
        for (index, entry) in stackedColumns.enumerated() {
            let count = index == stackedColumns.count - 1 ? rest.count : rest.prefix { controller in entry.controllers.contains { $0 === controller } }.count
            held[entry.column] = count == 0 ? entry.controllers : Array(rest.prefix(count))
            rest.removeFirst(count)
        }
        var next: [(column: Column, controllers: [UIViewController])] = []
        for column in wanted {
            if let controllers = held[column] {
                next.append((column, controllers))
            } else if let navigation = columns[column]?.shown as? UINavigationController {
                let controllers = navigation.viewControllers
                navigation.setViewControllers([], animated: false)
                next.append((column, controllers))
            }
        }
        let nextStack = Array(stack.prefix(ownCount)) + next.flatMap(\.controllers)
        if nextStack.map(ObjectIdentifier.init) != stack.map(ObjectIdentifier.init) { primary.setViewControllers(nextStack, animated: false) }
        for (column, controllers) in held where !wanted.contains(column) {
            (columns[column]?.shown as? UINavigationController)?.setViewControllers(controllers, animated: false)
        }
        primaryOwnCount = ownCount
        stackedColumns = next
    }

    /// Expanded, the primary and supplementary columns have a compact width
    /// (as in UIKit: a sidebar lays out as on a phone); collapsed, every
    /// column inherits the split view's traits.
    func updateColumnTraits() {
        for column in [Column.primary, .supplementary] {
            guard let shown = columns[column]?.shown else { continue }
            setOverrideTraitCollection(isCollapsed ? nil : UITraitCollection(horizontalSizeClass: .compact), forChild: shown)
        }
    }
}
