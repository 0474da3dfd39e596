import Foundation

/// The constraints one arrangement of a stack view is made of, built from
/// the stack's properties and its arranged views, and active while the
/// arrangement holds (see `activate(replacing:)`).
///
/// Along the axis: the first and last visible views meet the canvas
/// (`UISV-canvas-connection`), neighbours are a gap apart (`UISV-spacing`),
/// hidden views collapse to nothing where they stand (`UISV-hiding`), and the
/// distribution adds its own (`UISV-fill-equally`, `UISV-fill-proportionally`,
/// spacer guides bounded by `UISV-distributing-edge`). Across it: the first
/// visible view meets the canvas, the others align with it (`UISV-alignment`),
/// and unless they fill the breadth the alignment spanner wraps them (see
/// `addSpanner`). Where the views leave the canvas's length free, it hugs
/// them at 49 (`UISV-canvas-fit`). Equal priorities along the axis are
/// settled by index (`UISV-ambiguity-suppression`, just below 25: a pull
/// towards each view's intrinsic length, which the layout engine keeps up
/// to date).
@preconcurrency @MainActor
struct StackArrangement {
    private var constraints: [NSLayoutConstraint] = []

    /// Where the equal-centering constraints sit: above the canvas fit, below
    /// hugging, so the gaps shrink to `spacing` before any view is compressed.
    static let equalCenteringPriority: UILayoutPriority = 150
    /// Where the proportions of `fillProportionally` sit: just below required.
    static let proportionPriority: UILayoutPriority = 999
    static let spanningBoundaryPriority: UILayoutPriority = 999.5
    static let spanningFitPriority: UILayoutPriority = 51
    static let canvasFitPriority: UILayoutPriority = 49
    static let ambiguitySuppressionPriority: Float = 25

    /// No arrangement.
    init() {}

    /// Builds the arrangement of `stack` as its properties stand (not yet active).
    init(for stack: UIStackView) {
        let (axis, distribution, alignment) = (stack.axis, stack.distribution, stack.alignment)
        let main = AxisAttributes(axis), cross = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let canvas = stack.canvas
        let views = stack.arrangedSubviews
        let visible = views.filter { !$0.isHidden }

        // Along the axis.
        var previous: UIView?
        var spacers: [UILayoutGuide] = []
        for view in views {
            if view.isHidden {
                add(view, main.length, nil, .notAnAttribute, "UISV-hiding")
                if let previous {
                    add(view, main.leading, previous, main.trailing, "UISV-hiding")
                } else {
                    add(view, main.leading, canvas, main.leading, "UISV-hiding")
                }
                continue
            }
            guard let before = previous else {
                add(view, main.leading, canvas, main.leading, "UISV-canvas-connection")
                previous = view
                continue
            }
            let space = stack.gap(after: before)
            // Baseline-relative columns measure the gap between baselines.
            let byBaselines = axis == .vertical && stack.isBaselineRelativeArrangement
            let gapStart = byBaselines ? NSLayoutConstraint.Attribute.lastBaseline : main.trailing
            let gapEnd = byBaselines ? NSLayoutConstraint.Attribute.firstBaseline : main.leading
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(view, gapEnd, before, gapStart, constant: space, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                add(view, gapEnd, is: .greaterThanOrEqual, before, gapStart, constant: space, "UISV-spacing")
                let guide = stack.spacerGuide(spacers.count)
                let edge = distribution == .equalSpacing ? (main.trailing, main.leading) : (main.center, main.center)
                add(guide, main.leading, before, edge.0, "UISV-distributing-edge")
                add(guide, main.trailing, view, edge.1, "UISV-distributing-edge")
                if let first = spacers.first {
                    add(guide, main.length, first, main.length,
                        priority: distribution == .equalCentering ? Self.equalCenteringPriority : .required, "UISV-fill-equally")
                }
                spacers.append(guide)
            }
            previous = view
        }
        if let last = visible.last {
            add(last, main.trailing, canvas, main.trailing, "UISV-canvas-connection")
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { add(view, main.length, visible[0], main.length, "UISV-fill-equally") }
        case .fillProportionally:
            addProportions(of: visible, in: canvas, main: main, gaps: visible.dropLast().reduce(0) { $0 + stack.gap(after: $1) })
        case .fill, .equalSpacing, .equalCentering:
            break
        }
        if distribution != .fillEqually {
            for (index, view) in visible.enumerated() {
                let length = main.length(of: view.intrinsicContentSize)
                guard length != UIView.noIntrinsicMetric else { continue }
                let priority = UILayoutPriority(Self.ambiguitySuppressionPriority - 0.001 * Float(index))
                add(view, main.length, nil, .notAnAttribute, constant: length, priority: priority, "UISV-ambiguity-suppression")
                    .followsIntrinsicLength = true
            }
        }

        // Across the axis.
        let onBaselines = alignment == .firstBaseline || alignment == .lastBaseline
        let fillsAcross = alignment == .fill || (onBaselines && axis == .vertical)
        let floatsOnBaseline = onBaselines && !fillsAcross
        if let anchorView = visible.first ?? views.first {
            if fillsAcross {
                for edge in [cross.leading, cross.trailing] {
                    add(anchorView, edge, canvas, edge, "UISV-canvas-connection")
                    for view in views where view !== anchorView { add(view, edge, anchorView, edge, "UISV-alignment") }
                }
            } else {
                addSpanner(stack.alignmentSpanner, around: visible, anchoredBy: anchorView, aligning: views, in: canvas, cross: cross, alignment: alignment)
            }
        }
        // Where the canvas is not held by the views (gaps of at least a
        // spacing, nothing to show, a row floating on its baseline), it hugs them.
        if distribution == .equalSpacing || distribution == .equalCentering || visible.isEmpty {
            add(canvas, main.length, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
        }
        if floatsOnBaseline || views.isEmpty {
            add(canvas, cross.length, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
        }
    }

    /// The cross axis of an aligned (not filling) stack, as UIKit makes it:
    /// the views align with `anchorView` by the alignment's edge (or
    /// baseline), and the alignment spanner, a guide pulled to nothing
    /// (`UISV-spanning-fit`, 51), wraps them (`UISV-spanning-boundary`) and
    /// meets the canvas where the views do not. On the aligned edge it meets
    /// the views just below required (999.5): it follows them there rather
    /// than holding them. The canvas is thus at least as broad as the
    /// broadest view, and hugs it when nothing else sizes it. Views without
    /// a breadth of their own shrink to nothing rather than being ambiguous
    /// (`UISV-ambiguity-suppression`, 25).
    private mutating func addSpanner(
        _ spanner: UILayoutGuide, around visible: [UIView], anchoredBy anchorView: UIView, aligning views: [UIView],
        in canvas: AnyObject, cross: AxisAttributes, alignment: UIStackView.Alignment
    ) {
        let aligned: NSLayoutConstraint.Attribute
        switch alignment {
        case .leading:
            aligned = cross.leading
            add(anchorView, cross.leading, canvas, cross.leading, "UISV-canvas-connection")
            add(spanner, cross.trailing, canvas, cross.trailing, "UISV-canvas-connection")
        case .trailing:
            aligned = cross.trailing
            add(anchorView, cross.trailing, canvas, cross.trailing, "UISV-canvas-connection")
            add(spanner, cross.leading, canvas, cross.leading, "UISV-canvas-connection")
        case .center:
            aligned = cross.center
            add(anchorView, cross.center, canvas, cross.center, "UISV-canvas-connection")
            add(spanner, cross.leading, canvas, cross.leading, "UISV-canvas-connection")
            add(spanner, cross.trailing, canvas, cross.trailing, "UISV-canvas-connection")
        case .firstBaseline, .lastBaseline, .fill:  // (a filling stack has no spanner)
            // The row floats on its baseline: the spanner holds it at the
            // canvas's top edge, and the canvas reaches at least its bottom.
            aligned = alignment == .lastBaseline ? .lastBaseline : .firstBaseline
            add(spanner, cross.leading, canvas, cross.leading, "UISV-canvas-connection")
            add(canvas, cross.trailing, is: .greaterThanOrEqual, spanner, cross.trailing, "UISV-canvas-connection")
            // With every view hidden, nothing in the spanner places them.
            if visible.isEmpty { add(anchorView, cross.leading, canvas, cross.leading, "UISV-canvas-connection") }
        }
        for view in views where view !== anchorView { add(view, aligned, anchorView, aligned, "UISV-alignment") }
        for view in visible {
            if aligned == cross.leading {
                add(spanner, cross.leading, view, cross.leading, priority: Self.spanningBoundaryPriority, "UISV-spanning-boundary")
            } else {
                add(spanner, cross.leading, is: .lessThanOrEqual, view, cross.leading, "UISV-spanning-boundary")
            }
            if aligned == cross.trailing {
                add(spanner, cross.trailing, view, cross.trailing, priority: Self.spanningBoundaryPriority, "UISV-spanning-boundary")
            } else {
                add(spanner, cross.trailing, is: .greaterThanOrEqual, view, cross.trailing, "UISV-spanning-boundary")
            }
        }
        add(spanner, cross.length, nil, .notAnAttribute, priority: Self.spanningFitPriority, "UISV-spanning-fit")
        for view in visible {
            add(view, cross.length, nil, .notAnAttribute, priority: UILayoutPriority(Self.ambiguitySuppressionPriority), "UISV-ambiguity-suppression")
        }
    }

    /// `fillProportionally`: each view with an intrinsic length gets its share
    /// of the canvas less the gaps, in proportion to that length.
    private mutating func addProportions(of views: [UIView], in canvas: AnyObject, main: AxisAttributes, gaps: CGFloat) {
        let lengths = views.map { main.length(of: $0.intrinsicContentSize) }
        let total = lengths.filter { $0 > 0 }.reduce(0, +)
        guard total > 0 else { return }
        for (view, length) in zip(views, lengths) where length > 0 {
            let share = length / total
            add(view, main.length, canvas, main.length, multiplier: share, constant: -gaps * share,
                priority: Self.proportionPriority, "UISV-fill-proportionally")
        }
    }

    /// Makes this arrangement the active one in place of `previous`, changing
    /// only what differs: a constraint the previous arrangement has too (the
    /// same items, attributes, relation, multiplier, priority and identifier)
    /// is kept, its constant updated in place if need be; the others are
    /// deactivated or activated. Hiding a view or changing the spacing thus
    /// touches a few constraints, not the whole stack.
    mutating func activate(replacing previous: StackArrangement) {
        guard !previous.constraints.isEmpty else { return NSLayoutConstraint.activate(constraints) }
        var reusable: [ConstraintShape: [NSLayoutConstraint]] = [:]
        for constraint in previous.constraints { reusable[ConstraintShape(constraint), default: []].append(constraint) }
        var added: [NSLayoutConstraint] = []
        for (index, constraint) in constraints.enumerated() {
            let shape = ConstraintShape(constraint)
            if let match = reusable[shape]?.popLast() {
                if match.constant != constraint.constant { match.constant = constraint.constant }
                constraints[index] = match
            } else {
                added.append(constraint)
            }
        }
        NSLayoutConstraint.deactivate(reusable.values.flatMap { $0 })
        NSLayoutConstraint.activate(added)
    }

    @discardableResult
    private mutating func add(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, is relation: NSLayoutConstraint.Relation = .equal,
        _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: item, attribute, relation, second: other, otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
        return constraint
    }
}

/// What identifies a stack constraint across arrangements: everything but its constant.
private struct ConstraintShape: Hashable {
    let first: ObjectIdentifier?, second: ObjectIdentifier?
    let firstAttribute, secondAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let multiplier: CGFloat
    let priority: Float
    let identifier: String?

    @MainActor init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstItem.map(ObjectIdentifier.init)
        second = constraint.secondItem.map(ObjectIdentifier.init)
        (firstAttribute, secondAttribute) = (constraint.firstAttribute, constraint.secondAttribute)
        relation = constraint.relation
        multiplier = constraint.multiplier
        priority = constraint.priority.rawValue
        identifier = constraint.identifier
    }
}

/// The attributes of one axis: its edges, centre and length.
private struct AxisAttributes {
    let leading, trailing, center, length: NSLayoutConstraint.Attribute
    private let axis: NSLayoutConstraint.Axis

    init(_ axis: NSLayoutConstraint.Axis) {
        self.axis = axis
        if axis == .horizontal {
            (leading, trailing, center, length) = (.leading, .trailing, .centerX, .width)
        } else {
            (leading, trailing, center, length) = (.top, .bottom, .centerY, .height)
        }
    }

    func length(of size: CGSize) -> CGFloat {
        axis == .horizontal ? size.width : size.height
    }
}
