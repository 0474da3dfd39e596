import Foundation

/// A relation between two layout attributes: `first (relation) multiplier × second + constant`.
///
/// As in UIKit: activate it (`isActive = true`, or `NSLayoutConstraint.activate`)
/// and it is installed on the closest common ancestor of its items; change its
/// `constant` at any time (applied in place, without reinstalling).
@preconcurrency @MainActor
public class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// A part of an item's layout rectangle.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, or nil for a constant-only constraint.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of `firstItem` the constraint relates.
    public let firstAttribute: Attribute
    /// The attribute of `secondItem` (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// How the two sides relate: equal, at most or at least.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name for diagnostics.
    public var identifier: String?

    /// The offset; setting it on an active constraint changes the solver in place.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                report(.nonFiniteValue, "The constant \(constant) of \(self) is not finite; keeping \(oldValue).")
                constant = oldValue
                return
            }
            installedEngine?.constantChanged(self)
            holder?.tellListCellOfSizeChange(constraint: true)
        }
    }

    /// The priority. An active constraint cannot move between required and
    /// optional (UIKit raises an exception; Trellis reports it and keeps the old one).
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !(priority.rawValue > 0 && priority.rawValue <= 1000) {
                report(.invalidPriority, "The priority \(priority.rawValue) of \(self) is outside 1 … 1000; keeping \(oldValue.rawValue).")
                priority = oldValue
            } else if isActive && (priority == .required) != (oldValue == .required) {
                report(
                    .requiredPriorityChange,
                    "Changing the priority of the active constraint \(self) between required and optional is not supported; deactivate it first.")
                priority = oldValue
            } else {
                installedEngine?.priorityChanged(self)
            }
        }
    }

    /// The view the constraint is installed on while active.
    weak var holder: UIView?
    /// How to reach the engine that holds its solver constraint, if one has been built.
    var installedLink: LayoutEngineLink?
    /// The engine that holds its solver constraint, if any.
    var installedEngine: LayoutEngine? { installedLink?.engine }
    /// Made by a stack view to settle ties: its constant is its first item's
    /// intrinsic length along its attribute, and the engine keeps it so.
    var followsIntrinsicLength = false

    /// For a constraint that follows its view's intrinsic length: takes the
    /// length from `size` (unless the view has none on that axis).
    func follow(intrinsicSize size: CGSize) {
        let length = firstAttribute == .width ? size.width : size.height
        if length != UIView.noIntrinsicMetric { constant = length }
    }

    /// Creates a constraint from items and attributes, as UIKit's initializer does.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
    }

    /// A constraint between objects already known to be objects (anchors,
    /// stack views): no conversion from `Any`, which costs more than the rest
    /// of making the constraint.
    init(
        first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = c
    }

    /// Whether the constraint takes part in layout.
    public var isActive: Bool {
        get { holder != nil }
        set {
            let before = holder
            if newValue { activateOne() } else { deactivateOne() }
            if holder !== before { (holder ?? before)?.tellListCellOfSizeChange(constraint: true) }
        }
    }

    /// Activates every constraint (faster than one by one in UIKit; the same here).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activateOne() {
        guard holder == nil else { return }
        guard let first = layoutView(of: firstItem) else {
            report(.invalidConstraint, "\(self) has no view or owned layout guide as its first item; not installed.")
            return
        }
        guard multiplier.isFinite, constant.isFinite else {
            report(.nonFiniteValue, "\(self) has a non-finite multiplier or constant; not installed.")
            return
        }
        if let problem = illegality {
            report(.invalidConstraint, "\(self) \(problem); not installed.")
            return
        }
        if let second = secondItem {
            guard let secondView = layoutView(of: second), let ancestor = first.closestCommonAncestor(with: secondView) else {
                report(
                    .noCommonAncestor,
                    "\(self) relates \(first.shortDescription) and \(String(describing: second)), which have no common ancestor; not installed.")
                return
            }
            ancestor.install(self)
        } else {
            first.install(self)
        }
    }

    /// Why UIKit would refuse this constraint (it raises an exception), if it would.
    private var illegality: String? {
        let firstIsPosition = firstAttribute.isPosition
        if secondItem == nil || secondAttribute == .notAnAttribute {
            return firstIsPosition ? "sets a position equal to a constant (a position needs a second item)" : nil
        }
        if firstIsPosition != secondAttribute.isPosition {
            return "relates a position to a size"
        }
        if firstIsPosition && multiplier == 0 {
            return "has a zero multiplier on a position, which makes it a position equal to a constant"
        }
        if firstAttribute.isDirectional != secondAttribute.isDirectional, firstAttribute.isHorizontalEdge, secondAttribute.isHorizontalEdge {
            return "mixes a leading/trailing attribute with a left/right one"
        }
        return nil
    }

    private func deactivateOne() {
        holder?.uninstall(self)
    }

    public var description: String {
        var text = "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")"
        text += "\(itemName(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        var rhs: [String] = []
        if let secondItem {
            rhs.append((multiplier == 1 ? "" : "\(format(multiplier))*") + "\(itemName(secondItem)).\(secondAttribute.name)")
        }
        if constant != 0 || rhs.isEmpty {
            rhs.append(rhs.isEmpty ? format(constant) : (constant < 0 ? "- \(format(-constant))" : "+ \(format(constant))"))
        }
        text += rhs.joined(separator: " ")
        if priority != .required { text += " @\(format(CGFloat(priority.rawValue)))" }
        return text + (isActive ? " (active)>" : ">")
    }

    private func itemName(_ item: AnyObject?) -> String {
        layoutItemName(item)
    }
}

func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
}

extension NSLayoutConstraint.Attribute {
    /// An edge or a centre, rather than a width or a height.
    var isPosition: Bool { self != .width && self != .height && self != .notAnAttribute }

    /// Leading or trailing (they flip in right-to-left layouts).
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// A horizontal edge: leading, trailing, left or right (margins included).
    var isHorizontalEdge: Bool {
        [.leading, .trailing, .left, .right, .leadingMargin, .trailingMargin, .leftMargin, .rightMargin].contains(self)
    }

    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint {
    /// Reports a problem with this constraint, naming it and its items.
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        var views: [UIView] = [], guides: [UILayoutGuide] = []
        for item in [firstItem, secondItem] {
            if let view = item as? UIView { views.append(view) }
            if let guide = item as? UILayoutGuide { guides.append(guide) }
        }
        LayoutDiagnostics.report(kind, message, views: views, constraints: [self], layoutGuides: guides)
    }
}
