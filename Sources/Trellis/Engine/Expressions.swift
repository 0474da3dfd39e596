import Foundation
internal import TrellisSolver

/// A view whose descendants lay out against a content area of its own rather
/// than its bounds (a scroll view): seen from them (or from its content
/// guide), its edges are the content area's, whose size their constraints
/// may define, else `contentSize`.
@preconcurrency @MainActor
protocol ContentAreaProviding: UIView {
    /// The size of the content area where no constraint defines it.
    var contentSize: CGSize { get }
    /// The guide that stands for the content area, if made.
    var contentAreaGuide: UILayoutGuide? { get }
}

/// Attributes as linear expressions of the records' variables.
extension LayoutEngine {
    /// An attribute as a linear expression of the item's variables. In a
    /// right-to-left layout the leading/trailing axis runs leftwards, as in
    /// UIKit: leading is the right edge, and a positive constant moves
    /// towards leading, so those attributes are negated.
    func expression(
        _ item: AnyObject, _ view: UIView, _ record: ItemRect, _ attribute: NSLayoutConstraint.Attribute, contentArea: Bool = false
    ) -> LinearExpression {
        // Asked only by the leading and trailing attributes (finding the
        // direction reads the view's inherited traits).
        var rtl: Bool { view.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        if contentArea, let slot = slot(of: view) {
            // The content area: the view's origin, and the content size. (Its
            // width and height stay its frame's, as in UIKit.)
            let content = contentAreaVariables(of: view, in: slot)
            switch attribute {
            case .left: return record.x.linearExpression
            case .right: return record.x + content.width
            case .top: return record.y.linearExpression
            case .bottom: return record.y + content.height
            case .centerX: return record.x + 0.5 * content.width
            case .centerY: return record.y + 0.5 * content.height
            case .leading: return rtl ? -(record.x + content.width) : record.x.linearExpression
            case .trailing: return rtl ? -record.x : record.x + content.width
            default: break
            }
        }
        // A view's margin attributes are the edges of its margins rectangle
        // (made only when one is asked for); a guide has no margins of its
        // own: its margin attributes are its edges.
        var margins: ItemRect {
            item === view ? marginsSlot(of: view).map { records[$0].rect } ?? record : record
        }
        switch attribute {
        case .left: return record.x.linearExpression
        case .right: return record.x + record.width
        case .top: return record.y.linearExpression
        case .firstBaseline, .lastBaseline:
            // A guide has no baselines; a view's are those of the descendant it names for them.
            guard item === view, let slot = slot(of: view) else { return record.y + record.height }
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view), let targetSlot = self.slot(of: target) {
                return expression(target, target, records[targetSlot].rect, attribute)
            }
            guard view.textBaselineOffsets != nil else { return record.y + record.height }
            let baselines = baselineVariables(of: view, in: slot)
            return (attribute == .firstBaseline ? baselines.first : baselines.last).linearExpression
        case .bottom: return record.y + record.height
        case .width: return record.width.linearExpression
        case .height: return record.height.linearExpression
        case .centerX: return record.x + 0.5 * record.width
        case .centerY: return record.y + 0.5 * record.height
        case .leading: return rtl ? -(record.x + record.width) : record.x.linearExpression
        case .trailing: return rtl ? -record.x : record.x + record.width
        case .leftMargin: return margins.x.linearExpression
        case .rightMargin: return margins.x + margins.width
        case .topMargin: return margins.y.linearExpression
        case .bottomMargin: return margins.y + margins.height
        case .leadingMargin: return rtl ? -(margins.x + margins.width) : margins.x.linearExpression
        case .trailingMargin: return rtl ? -margins.x : margins.x + margins.width
        case .centerXWithinMargins: return margins.x + 0.5 * margins.width
        case .centerYWithinMargins: return margins.y + 0.5 * margins.height
        case .notAnAttribute: return LinearExpression()
        }
    }

    /// Whether `item`'s edges are a content area as seen from `other`: its
    /// content (descendants and their guides) or its content guide.
    func isContentArea(of item: AnyObject, _ view: UIView, seenFrom other: AnyObject?) -> Bool {
        guard item === view, view.providesContentArea, let other, let provider = view as? any ContentAreaProviding else { return false }
        if other === provider.contentAreaGuide { return true }
        let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
        guard let otherView, otherView !== view else { return false }
        return otherView.isDescendant(of: view)
    }

    /// A content area's size variables, made on first use: never negative,
    /// and weakly held at `contentSize`.
    private func contentAreaVariables(of view: UIView, in slot: Int) -> (width: Variable, height: Variable) {
        if let content = records[slot].contentArea { return (content.width, content.height) }
        let width = Variable(), height = Variable()
        let size = (view as? any ContentAreaProviding)?.contentSize ?? .zero
        for variable in [width, height] { make(Constraint(variable, .greaterThanOrEqual, 0), for: view, "content size") }
        records[slot].contentArea = ItemRecord.ContentArea(
            width: width, height: height,
            widthPull: make(Constraint(width, .equal, Self.clamped(size.width), priority: Priority(1)), for: view, "content width"),
            heightPull: make(Constraint(height, .equal, Self.clamped(size.height), priority: Priority(1)), for: view, "content height"))
        return (width, height)
    }

    /// The content size the view's constraints give it, if any refer to its content area.
    func solvedContentSize(of view: UIView) -> CGSize? {
        guard let slot = slot(of: view), let content = records[slot].contentArea else { return nil }
        return CGSize(width: solver.value(of: content.width), height: solver.value(of: content.height))
    }

    /// `contentSize` was set: the weak pulls follow it.
    func contentSizeChanged(_ view: some ContentAreaProviding) {
        guard let slot = slot(of: view), let content = records[slot].contentArea else { return }
        setConstant(-Self.clamped(view.contentSize.width), of: content.widthPull)
        setConstant(-Self.clamped(view.contentSize.height), of: content.heightPull)
    }
}
