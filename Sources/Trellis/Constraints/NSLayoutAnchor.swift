import Foundation

/// One attribute of a view, from which constraints are made
/// (`view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 8)`).
///
/// The type parameter keeps axes apart: an x-axis anchor cannot be related to
/// a y-axis anchor or to a dimension — that does not compile, as in UIKit.
@preconcurrency @MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide whose attribute this is.
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard space between sibling views, in points.
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × standard spacing`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }

    /// `self >= anchor + multiplier × standard spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// `self <= anchor + multiplier × standard spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A vertical position: top, bottom, centerY, firstBaseline, lastBaseline.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × standard spacing`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }

    /// `self >= anchor + multiplier × standard spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// `self <= anchor + multiplier × standard spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A size: width or height. Dimensions also relate to constants and take multipliers.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
