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
/// and unless they fill the breadth every view stays inside the canvas
/// (`UISV-spanning-boundary`, 999.5, so that an oversized view overflows
/// instead of conflicting). The canvas hugs its content at 49
/// (`UISV-canvas-fit`), and equal priorities are settled by index
/// (`UISV-ambiguity-suppression`, just below 25).
@MainActor
struct StackArrangement {
    private var constraints: [NSLayoutConstraint] = []
    /// A pull towards its intrinsic length per arranged view (when it has
    /// one), kept to update its constant in place when that length changes.
    private var lengthPulls: [ObjectIdentifier: Int] = [:]

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
                lengthPulls[ObjectIdentifier(view)] = constraints.count
                add(view, main.length, nil, .notAnAttribute, constant: length, priority: priority, "UISV-ambiguity-suppression")
            }
        }

        // Across the axis.
        let crossAttributes = cross.attributes(for: alignment, axis: axis)
        if let anchorView = visible.first ?? views.first {
            for edge in crossAttributes.aligned {
                if crossAttributes.connectsCanvas { add(anchorView, edge, canvas, edge, "UISV-canvas-connection") }
                for view in views where view !== anchorView { add(view, edge, anchorView, edge, "UISV-alignment") }
            }
            if !crossAttributes.connectsCanvas {
                // Aligned on baselines, the row floats inside the canvas: held at its leading edge, weakly.
                add(anchorView, cross.leading, canvas, cross.leading, priority: Self.spanningFitPriority, "UISV-spanning-fit")
            }
            for view in visible {
                if crossAttributes.boundLeading {
                    add(view, cross.leading, is: .greaterThanOrEqual, canvas, cross.leading, priority: Self.spanningBoundaryPriority, "UISV-spanning-boundary")
                }
                if crossAttributes.boundTrailing {
                    add(view, cross.trailing, is: .lessThanOrEqual, canvas, cross.trailing, priority: Self.spanningBoundaryPriority, "UISV-spanning-boundary")
                }
            }
        }
        add(canvas, main.length, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
        add(canvas, cross.length, nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
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

    /// Keeps the pull towards `view`'s intrinsic length up to date, in place.
    func intrinsicSizeChanged(of view: UIView, axis: NSLayoutConstraint.Axis) {
        guard let index = lengthPulls[ObjectIdentifier(view)] else { return }
        let pull = constraints[index]
        let length = AxisAttributes(axis).length(of: view.intrinsicContentSize)
        if length != UIView.noIntrinsicMetric { pull.constant = length }
    }

    @discardableResult
    private mutating func add(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, is relation: NSLayoutConstraint.Relation = .equal,
        _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant)
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

    /// For the cross axis of a stack along `stackAxis`: the attributes the
    /// views align by, whether the first view meets the canvas by them, and
    /// which canvas edges bound the views. Baselines apply to horizontal
    /// stacks only; a vertical stack fills instead.
    func attributes(for alignment: UIStackView.Alignment, axis stackAxis: NSLayoutConstraint.Axis)
        -> (aligned: [NSLayoutConstraint.Attribute], connectsCanvas: Bool, boundLeading: Bool, boundTrailing: Bool)
    {
        switch alignment {
        case .fill: return ([leading, trailing], true, false, false)
        case .leading: return ([leading], true, false, true)
        case .center: return ([center], true, true, true)
        case .trailing: return ([trailing], true, true, false)
        case .firstBaseline, .lastBaseline:
            guard stackAxis == .horizontal else { return ([leading, trailing], true, false, false) }
            return ([alignment == .firstBaseline ? .firstBaseline : .lastBaseline], false, true, true)
        }
    }
}
