import Foundation
internal import TrellisSolver

/// The constraint engine of one view tree (a window, or a detached root such
/// as a cell being measured): one solver for every view under the root.
///
/// Each view has four variables, its rectangle in the root's coordinates.
/// The engine turns into solver constraints:
/// - every active `NSLayoutConstraint` of the tree (a constant change is
///   applied in place);
/// - the size of the root (held just below required; see below), or the
///   fitting pulls of `systemLayoutSizeFitting` in its place;
/// - the frame of every view that translates its autoresizing mask (its
///   position relative to its superview and its size are required, as
///   UIKit's `h=--& v=--&` constraints; the flexible parts of a mask stretch
///   with the superview, in proportion);
/// - the rectangles of layout guides (margins, safe area, readable column);
/// - the intrinsic size of every view laid out by constraints: hugging
///   (`size <= intrinsic`) and compression resistance (`size >= intrinsic`)
///   at the view's priorities.
///
/// Changing the hierarchy, a view's margins or its layout direction rebuilds
/// the engine at the next layout pass; everything else is incremental.
///
/// Where required constraints cannot all hold, Trellis does better than
/// UIKit's "break one and drop it": the root's own size gives way first (it
/// is held just below required, and a diagnostic says the content does not
/// fit), and a conflicting constraint is lowered just below that rather than
/// removed, so it still holds as nearly as the others allow and holds exactly
/// again once the conflict is gone.
@MainActor
final class LayoutEngine {
    private let solver = Solver()
    private unowned let root: UIView

    /// Whether the views point back at this engine (a root's engine does; a
    /// temporary one built to measure a subtree does not).
    private let registers: Bool
    /// What the registered views hold to reach this engine; cleared when the engine goes.
    private let link = LayoutEngineLink()

    /// The root's size: firm, yet below every required constraint of its content.
    private static let rootSizePriority: Priority = 999.99
    /// Where a required constraint that conflicts is lowered to.
    private static let brokenPriority: Priority = 999.98

    /// A view's or a guide's rectangle in the root's coordinates, and the
    /// constraints the engine made for it.
    private final class ViewVariables {
        let x: Variable, y: Variable, width: Variable, height: Variable
        /// The frame as constraints (x, y, width, height), for the root and
        /// autoresizing views; a built-in guide's insets from its view.
        var frame: [Constraint] = []
        /// Hugging and compression resistance (width ≤, width ≥, height ≤, height ≥), where there is a metric.
        var intrinsic: [Constraint] = []
        /// Installed constraints whose constant is this view's intrinsic
        /// length (a stack view's tie-breaking pulls), kept so here: the
        /// stack is not told of every new text.
        var lengthFollowers: [NSLayoutConstraint] = []
        /// The autoresizing mask the frame constraints were made for, and
        /// their terms (per axis: position = a · super + b, size = c · super + d).
        var mask: UIView.AutoresizingMask = []
        var resizing: (h: (a: Double, b: Double, c: Double, d: Double), v: (a: Double, b: Double, c: Double, d: Double))?
        /// The intrinsic size the intrinsic constraints were last given.
        var intrinsicSize = CGSize(width: -1, height: -1)  // noIntrinsicMetric
        /// For a view with text: its first and last baselines, each defined
        /// from its edges by a constraint whose constant follows the text
        /// (made when a constraint first refers to a baseline).
        var baselines: (first: Variable, last: Variable, definitions: [Constraint])?
        /// For a scroll view: the size of its content, as constraints from
        /// its content to its edges define it, and the weak pulls that hold
        /// it at `contentSize` where they do not (made on first use).
        var content: (width: Variable, height: Variable, pulls: [Constraint])?

        init() {
            x = Variable()
            y = Variable()
            width = Variable()
            height = Variable()
        }
    }

    private var variables: [ObjectIdentifier: ViewVariables] = [:]
    /// The views' variables in the order they were added: a view registered
    /// with this engine finds its own by `engineSlot`, without hashing.
    private var viewVariables: [ViewVariables] = []

    /// A view's variables: by its slot when the view is registered here,
    /// else (a temporary engine built for a fit) through the dictionary.
    private func box(of view: UIView) -> ViewVariables? {
        view.engineLink === link ? viewVariables[view.engineSlot] : variables[ObjectIdentifier(view)]
    }

    /// Where a solver constraint came from, so that a diagnostic can name it.
    /// Described only when a diagnostic is written: building strings for
    /// every constraint up front cost more than solving the cell.
    private enum Origin {
        /// An `NSLayoutConstraint` (unretained: it is uninstalled before it can go).
        case layout(Unmanaged<NSLayoutConstraint>)
        /// A view's or guide's frame, intrinsic size or fitting pull (unretained:
        /// the engine is rebuilt whenever the tree changes).
        case item(Unmanaged<AnyObject>, StaticString)
        /// A view's autoresizing mask, named like UIKit's (`h=-&- v=--&`).
        case autoresizing(Unmanaged<UIView>)
    }

    private var origins: [ObjectIdentifier: Origin] = [:]

    /// A constraint the engine makes for `item`, remembered as `what` of it.
    private func made(_ constraint: Constraint, for item: AnyObject, _ what: StaticString) -> Constraint {
        origins[ObjectIdentifier(constraint)] = .item(Unmanaged.passUnretained(item), what)
        return constraint
    }

    /// UIKit's name for a mask's constraints: `-` a fixed part, `&` a flexible one.
    static func autoresizingName(_ mask: UIView.AutoresizingMask) -> String {
        func mark(_ option: UIView.AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
        return "h=\(mark(.flexibleLeftMargin))\(mark(.flexibleWidth))\(mark(.flexibleRightMargin)) "
            + "v=\(mark(.flexibleTopMargin))\(mark(.flexibleHeight))\(mark(.flexibleBottomMargin))"
    }

    private func describe(_ constraint: Constraint) -> String {
        switch origins[ObjectIdentifier(constraint)] {
        case let .layout(layout)?: layout.takeUnretainedValue().description
        case let .item(item, what)?: "\(layoutItemName(item.takeUnretainedValue())) \(what)"
        case let .autoresizing(view)?:
            "\(view.takeUnretainedValue().shortDescription) \(Self.autoresizingName(view.takeUnretainedValue().autoresizingMask))"
        case nil: constraint.description
        }
    }

    /// The solver constraint of each installed `NSLayoutConstraint`, and the part
    /// of its constant that comes from the attributes (margins): the solver's
    /// constant is `offsets − constraint.constant`.
    private var installed: [ObjectIdentifier: (constraint: Constraint, offsets: Double)] = [:]

    /// Builds the engine for the tree under `root`. Built for a fit, it starts
    /// with the fitting pulls instead of the root's frame, so that nothing is
    /// first squeezed into a frame the fit would then undo.
    init(root: UIView, fitting target: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil, registers: Bool = true) {
        self.root = root
        self.registers = registers
        link.engine = self
        forEachView(in: root) { addView($0) }
        if let target, let box = variables[ObjectIdentifier(root)], box.frame.count == 4 {
            for constraint in [box.frame[2], box.frame[3]] { try? solver.remove(constraint) }
            fitting = (makePulls(target.size, target.horizontal, target.vertical, box), target.horizontal, target.vertical)
            for pull in fitting!.pulls { add(pull) }
        }
        forEachView(in: root) { view in
            for guide in view.layoutGuides { addGuide(guide, of: view) }
        }
        forEachView(in: root) { view in
            for constraint in view.constraints { install(constraint) }
        }
    }

    isolated deinit {
        link.engine = nil
    }

    /// Views whose intrinsic height follows their width, measured again after each solve.
    private var widthDependentViews: [UIView] = []
    /// The width each of them was last measured at, and the height that gave.
    private var measurements: [ObjectIdentifier: (width: Double, height: CGFloat)] = [:]

    /// Safe-area guides of views below the root: their insets depend on where
    /// the views end up, so they are settled after each solve.
    private var innerSafeAreaGuides: [UILayoutGuide] = []

    // MARK: Margins

    /// Each view's margins rectangle, made when a constraint or a guide first
    /// refers to it; the margins guide and the margin attributes share it.
    private var marginBoxes: [ObjectIdentifier: ViewVariables] = [:]
    /// Views whose margins depend on where they land (the safe area, or the
    /// superview's margins), settled after each solve.
    private var settlingMargins: [UIView] = []
    /// The margins last applied to each view's margins rectangle.
    private var appliedMargins: [ObjectIdentifier: UIEdgeInsets] = [:]

    /// The view's margins rectangle: the view inset by its effective margins.
    private func marginsBox(of view: UIView) -> ViewVariables? {
        if let box = marginBoxes[ObjectIdentifier(view)] { return box }
        guard let owner = variables[ObjectIdentifier(view)] else { return nil }
        let box = ViewVariables()
        marginBoxes[ObjectIdentifier(view)] = box
        let margins = effectiveMargins(of: view)
        appliedMargins[ObjectIdentifier(view)] = margins
        box.frame = insetConstraints(box, owner, margins, for: view)
        for constraint in box.frame { add(constraint) }
        if view.preservesSuperviewLayoutMargins
            || (view.insetsLayoutMarginsFromSafeArea && view !== root && (rootInsets != .zero || hasAdditionalSafeArea))
        {
            settlingMargins.append(view)
        }
        return box
    }

    /// A view's layout margins, measured from its safe area's edges when it
    /// insets them from the safe area, and at least as deep as its
    /// superview's margins where they reach into it when it preserves them.
    private func effectiveMargins(of view: UIView) -> UIEdgeInsets {
        var m = view.layoutMargins
        if let minimum = view.minimumLayoutMargins {
            // A view controller's view keeps the system's least margins on its sides.
            let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            m.top = max(m.top, minimum.top)
            m.bottom = max(m.bottom, minimum.bottom)
            m.left = max(m.left, rtl ? minimum.trailing : minimum.leading)
            m.right = max(m.right, rtl ? minimum.leading : minimum.trailing)
        }
        // (A tree with no safe area anywhere, such as a cell being measured, has nothing to add.)
        if view.insetsLayoutMarginsFromSafeArea, rootInsets != .zero || hasAdditionalSafeArea {
            let s = view === root ? rootInsets : safeAreaInsets(of: view)
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if view.preservesSuperviewLayoutMargins, let parent = view.superview, let parentBox = variables[ObjectIdentifier(parent)],
            let box = variables[ObjectIdentifier(view)]
        {
            let p = appliedMargins[ObjectIdentifier(parent)] ?? effectiveMargins(of: parent)
            let left = solver.value(of: box.x) - solver.value(of: parentBox.x)
            let top = solver.value(of: box.y) - solver.value(of: parentBox.y)
            let right = solver.value(of: parentBox.width) - left - solver.value(of: box.width)
            let bottom = solver.value(of: parentBox.height) - top - solver.value(of: box.height)
            m = UIEdgeInsets(
                top: max(m.top, p.top - top), left: max(m.left, p.left - left),
                bottom: max(m.bottom, p.bottom - bottom), right: max(m.right, p.right - right))
        }
        return m
    }

    /// `box` = `owner` inset by `insets`, as four required constraints.
    private func insetConstraints(_ box: ViewVariables, _ owner: ViewVariables, _ insets: UIEdgeInsets, for item: AnyObject) -> [Constraint] {
        [
            made(Constraint(box.x, .equal, owner.x + Double(insets.left)), for: item, "minX"),
            made(Constraint(box.y, .equal, owner.y + Double(insets.top)), for: item, "minY"),
            made(Constraint(box.width, .equal, owner.width - Double(insets.left + insets.right)), for: item, "width"),
            made(Constraint(box.height, .equal, owner.height - Double(insets.top + insets.bottom)), for: item, "height"),
        ]
    }

    private func addGuide(_ guide: UILayoutGuide, of view: UIView) {
        guard let owner = variables[ObjectIdentifier(view)] else { return }
        if guide.kind == .margins {
            variables[ObjectIdentifier(guide)] = marginsBox(of: view)
            return
        }
        let box = ViewVariables()
        variables[ObjectIdentifier(guide)] = box
        let insets: UIEdgeInsets
        switch guide.kind {
        case .custom, .margins: return
        case .readable:
            // A centred column of the margins rectangle, no wider than the readable width.
            guard let margins = marginsBox(of: view) else { return }
            box.frame = [
                made(Constraint(box.x + 0.5 * box.width, .equal, margins.x + 0.5 * margins.width), for: guide, "centerX"),
                made(Constraint(box.y, .equal, margins.y), for: guide, "minY"),
                made(Constraint(box.width, .lessThanOrEqual, margins.width), for: guide, "width within margins"),
                made(Constraint(box.height, .equal, margins.height), for: guide, "height"),
                made(Constraint(box.width, .lessThanOrEqual, Double(UIView.readableContentWidth)), for: guide, "readable width"),
                made(Constraint(box.width, .equal, margins.width, priority: 999), for: guide, "width"),
            ]
            for constraint in box.frame { add(constraint) }
            return
        case .safeArea:
            insets = view === root ? rootInsets : .zero
            if view !== root { innerSafeAreaGuides.append(guide) }
        }
        box.frame = insetConstraints(box, owner, insets, for: guide)
        for constraint in box.frame { add(constraint) }
    }

    /// Moves an inset rectangle (a guide, a margins rectangle) to new insets from its view, in place.
    private func setInsets(_ insets: UIEdgeInsets, of box: ViewVariables) {
        guard box.frame.count == 4 else { return }
        let constants = [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom]
        for (constraint, value) in zip(box.frame, constants) { setConstant(Double(value), of: constraint) }
    }

    /// The root's own safe-area insets: the window's, plus what its view controller adds.
    private var rootInsets: UIEdgeInsets {
        root.rootSafeAreaInsets + root.additionalSafeAreaInsets
    }

    /// Whether some view below the root adds to its safe area (a view controller's view).
    private lazy var hasAdditionalSafeArea: Bool = {
        var found = false
        forEachView(in: root) { if $0 !== root && $0.additionalSafeAreaInsets != .zero { found = true } }
        return found
    }()

    /// How far `view` reaches into the unsafe parts, as laid out now and
    /// where it shows: the safe rectangle is the root's less its insets, and
    /// every ancestor (or the view) that adds insets of its own takes them
    /// off what it is given. Inside a scroll view, a view is where its
    /// content has scrolled to (a header scrolled under the status bar is
    /// in the unsafe part; resting below it, it is not).
    func safeAreaInsets(of view: UIView) -> UIEdgeInsets {
        guard let box = variables[ObjectIdentifier(view)], let rootBox = variables[ObjectIdentifier(root)] else { return .zero }
        /// The view's rectangle in the root's coordinates, less the scrolling of its ancestors.
        func shownRect(of view: UIView, _ box: ViewVariables) -> CGRect {
            var rect = CGRect(
                x: solver.value(of: box.x), y: solver.value(of: box.y), width: solver.value(of: box.width), height: solver.value(of: box.height))
            var ancestor = view === root ? nil : view.superview
            while let current = ancestor {
                rect.origin.x -= current.bounds.minX
                rect.origin.y -= current.bounds.minY
                ancestor = current === root ? nil : current.superview
            }
            return rect
        }
        var safe = shownRect(of: root, rootBox).inset(by: rootInsets)
        var adding: [UIView] = []
        var current: UIView? = view
        while let ancestor = current, ancestor !== root {
            if ancestor.additionalSafeAreaInsets != .zero { adding.append(ancestor) }
            current = ancestor.superview
        }
        // From the top down, each view controller's view adds its insets to the safe area it is given.
        for ancestor in adding.reversed() {
            guard let ancestorBox = variables[ObjectIdentifier(ancestor)] else { continue }
            safe = safe.intersection(shownRect(of: ancestor, ancestorBox)).inset(by: ancestor.additionalSafeAreaInsets)
        }
        let frame = shownRect(of: view, box)
        guard !safe.isNull else { return UIEdgeInsets(top: frame.height, left: 0, bottom: 0, right: 0) }
        return UIEdgeInsets(
            top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }

    /// The guide's rectangle in its owning view's coordinates.
    func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        guard let box = variables[ObjectIdentifier(guide)], let owner = guide.owningView,
            let ownerBox = variables[ObjectIdentifier(owner)]
        else { return .zero }
        return CGRect(
            x: solver.value(of: box.x) - solver.value(of: ownerBox.x), y: solver.value(of: box.y) - solver.value(of: ownerBox.y),
            width: solver.value(of: box.width), height: solver.value(of: box.height))
    }

    /// Every view of the tree, stopping at views with an engine of their own (cells).
    private func forEachView(in view: UIView, _ body: (UIView) -> Void) {
        body(view)
        for subview in view.subviews where !subview.hasOwnLayoutEngine { forEachView(in: subview, body) }
    }

    // MARK: Views

    private func addView(_ view: UIView) {
        let box = ViewVariables()
        variables[ObjectIdentifier(view)] = box
        if registers {
            view.engineLink = link
            view.engineSlot = viewVariables.count
            viewVariables.append(box)
        }
        let frame = view.frame
        if view === root {
            box.frame = [
                made(Constraint(box.x, .equal, 0), for: view, "root.minX"),
                made(Constraint(box.y, .equal, 0), for: view, "root.minY"),
                made(Constraint(box.width, .equal, Double(frame.width), priority: Self.rootSizePriority), for: view, "root.width"),
                made(Constraint(box.height, .equal, Double(frame.height), priority: Self.rootSizePriority), for: view, "root.height"),
            ]
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview, let parent = variables[ObjectIdentifier(superview)] {
            box.frame = autoresizingConstraints(for: view, box, parent)
        } else {
            box.intrinsic = intrinsicConstraints(for: view, box)
            if view.intrinsicContentSizeDependsOnWidth { widthDependentViews.append(view) }
        }
        for constraint in box.frame + box.intrinsic { add(constraint) }
    }

    /// An autoresizing view's frame as constraints on its superview's
    /// variables: each part of an axis (leading margin, size, trailing margin)
    /// is fixed, or, if flexible, takes its share of what the fixed parts
    /// leave, in proportion to its size now (so the frame is reproduced at the
    /// superview's present size).
    private func autoresizingConstraints(for view: UIView, _ box: ViewVariables, _ parent: ViewVariables) -> [Constraint] {
        let frame = view.frame
        let superSize = view.superview?.bounds.size ?? .zero
        let mask = view.autoresizingMask
        // position = a · superLength + b; size = c · superLength + d
        // (No arrays or closures: this runs whenever a content view follows its cell's size.)
        func axis(_ start: CGFloat, _ length: CGFloat, _ superLength: CGFloat, _ flexible: (Bool, Bool, Bool)) -> (a: Double, b: Double, c: Double, d: Double) {
            let parts = (Double(start), Double(length), Double(superLength - start - length))
            let fixed = (flexible.0 ? 0 : parts.0) + (flexible.1 ? 0 : parts.1) + (flexible.2 ? 0 : parts.2)
            let flexibleTotal = (flexible.0 ? parts.0 : 0) + (flexible.1 ? parts.1 : 0) + (flexible.2 ? parts.2 : 0)
            let flexibleCount = Double((flexible.0 ? 1 : 0) + (flexible.1 ? 1 : 0) + (flexible.2 ? 1 : 0))
            func share(_ part: Double) -> Double { flexibleTotal != 0 ? part / flexibleTotal : 1 / flexibleCount }
            let position = flexible.0 ? (share(parts.0), -share(parts.0) * fixed) : (0, parts.0)
            let size = flexible.1 ? (share(parts.1), -share(parts.1) * fixed) : (0, parts.1)
            return (position.0, position.1, size.0, size.1)
        }
        let h = axis(frame.minX, frame.width, superSize.width, (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let v = axis(frame.minY, frame.height, superSize.height, (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        let item = Origin.autoresizing(Unmanaged.passUnretained(view))
        let constraints = [
            Constraint(box.x, .equal, parent.x + h.a * parent.width + h.b),
            Constraint(box.y, .equal, parent.y + v.a * parent.height + v.b),
            Constraint(box.width, .equal, h.c * parent.width + h.d),
            Constraint(box.height, .equal, v.c * parent.height + v.d),
        ]
        for constraint in constraints { origins[ObjectIdentifier(constraint)] = item }
        box.mask = mask
        box.resizing = (h, v)
        return constraints
    }

    /// A root's or an autoresizing view's frame changed: new constants in
    /// place (an autoresizing view with flexible parts gets new constraints,
    /// since its proportions changed).
    func frameChanged(_ view: UIView) {
        guard let box = box(of: view), box.frame.count == 4 else { return }
        // Fitting: the root's size constraints are out, and made again from its frame when fitting ends.
        if view === root && fitting != nil { return }
        if view !== root, !view.autoresizingMask.isEmpty || !box.mask.isEmpty, let superview = view.superview,
            let parent = variables[ObjectIdentifier(superview)]
        {
            // Where the superview's new size already puts the view (a content
            // view resized with its cell): the constraints say so already.
            if view.autoresizingMask == box.mask, let terms = box.resizing {
                let (f, size) = (view.frame, superview.bounds.size)
                func holds(_ expected: Double, _ actual: CGFloat) -> Bool { abs(expected - Double(actual)) < 1e-9 }
                if holds(terms.h.a * Double(size.width) + terms.h.b, f.minX), holds(terms.v.a * Double(size.height) + terms.v.b, f.minY),
                    holds(terms.h.c * Double(size.width) + terms.h.d, f.width), holds(terms.v.c * Double(size.height) + terms.v.d, f.height)
                {
                    return
                }
            }
            for constraint in box.frame {
                if solver.contains(constraint) { try? solver.remove(constraint) }
                origins[ObjectIdentifier(constraint)] = nil
            }
            box.frame = autoresizingConstraints(for: view, box, parent)
            for constraint in box.frame { add(constraint) }
            return
        }
        let f = view.frame
        let values = view === root ? [0, 0, f.width, f.height] : [f.minX, f.minY, f.width, f.height]
        for (constraint, value) in zip(box.frame, values) {
            setConstant(-Double(value), of: constraint)
        }
    }

    private func intrinsicConstraints(for view: UIView, _ box: ViewVariables) -> [Constraint] {
        let size = view.intrinsicContentSize
        box.intrinsicSize = size
        var result: [Constraint] = []
        if size.width != UIView.noIntrinsicMetric, size.width.isFinite {
            // Text that wraps resists narrowing below its one-line width at its
            // compression resistance, as a multi-line label does in UIKit (so a
            // chat bubble hugs short text); narrowed by stronger constraints, it
            // wraps and grows taller.
            result += [
                made(Constraint(box.width, .lessThanOrEqual, Double(size.width), priority: priority(view.hugging.horizontal)), for: view, "width hugging"),
                made(Constraint(box.width, .greaterThanOrEqual, Double(size.width), priority: priority(view.compressionResistance.horizontal)), for: view, "width compression resistance"),
            ]
        }
        if size.height != UIView.noIntrinsicMetric, size.height.isFinite {
            result += [
                made(Constraint(box.height, .lessThanOrEqual, Double(size.height), priority: priority(view.hugging.vertical)), for: view, "height hugging"),
                made(Constraint(box.height, .greaterThanOrEqual, Double(size.height), priority: priority(view.compressionResistance.vertical)), for: view, "height compression resistance"),
            ]
        }
        return result
    }

    /// The intrinsic size changed: new constants in place when the same axes
    /// have a metric (nothing is allocated), else new constraints.
    func intrinsicSizeChanged(_ view: UIView) {
        guard let box = box(of: view) else { return }
        if let definitions = box.baselines?.definitions, let offsets = view.textBaselineOffsets {
            setConstant(-Double(offsets.fromTop), of: definitions[0])
            setConstant(Double(offsets.fromBottom), of: definitions[1])
        }
        guard box.frame.isEmpty else { return }
        let size = view.intrinsicContentSize
        // Invalidated, but the same size (new text of the same length): nothing to change.
        if size == box.intrinsicSize && measurements[ObjectIdentifier(view)] == nil { return }
        measurements[ObjectIdentifier(view)] = nil
        box.intrinsicSize = size
        for follower in box.lengthFollowers { follower.follow(intrinsicSize: size) }
        let hasWidth = size.width != UIView.noIntrinsicMetric && size.width.isFinite
        let hasHeight = size.height != UIView.noIntrinsicMetric && size.height.isFinite
        guard box.intrinsic.count == 4, hasWidth, hasHeight else {
            return replaceIntrinsic(of: box, with: intrinsicConstraints(for: view, box))
        }
        for (constraint, value) in zip(box.intrinsic, [size.width, size.width, size.height, size.height]) {
            setConstant(-Double(value), of: constraint)
        }
    }

    /// Hugging or compression priorities changed: the constraints are replaced.
    func intrinsicPrioritiesChanged(_ view: UIView) {
        guard let box = box(of: view), box.frame.isEmpty else { return }
        measurements[ObjectIdentifier(view)] = nil
        replaceIntrinsic(of: box, with: intrinsicConstraints(for: view, box))
    }

    private func replaceIntrinsic(of box: ViewVariables, with constraints: [Constraint]) {
        for constraint in box.intrinsic {
            if solver.contains(constraint) { try? solver.remove(constraint) }
            origins[ObjectIdentifier(constraint)] = nil
        }
        box.intrinsic = constraints
        for constraint in constraints { add(constraint) }
    }

    // MARK: Constraints

    /// Adds an active constraint to the solver (or reports why it cannot hold).
    func install(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem, let firstView = layoutView(of: first),
            let firstBox = variables[ObjectIdentifier(first)]
        else { return }
        var expression = self.expression(first, firstView, firstBox, constraint.firstAttribute,
                                         contentArea: isContentArea(of: first, firstView, seenFrom: constraint.secondItem))
        if let second = constraint.secondItem {
            guard let secondView = layoutView(of: second), let secondBox = variables[ObjectIdentifier(second)] else { return }
            expression = expression - Double(constraint.multiplier) * self.expression(
                second, secondView, secondBox, constraint.secondAttribute, contentArea: isContentArea(of: second, secondView, seenFrom: first))
        }
        if constraint.followsIntrinsicLength, let view = first as? UIView { constraint.follow(intrinsicSize: view.intrinsicContentSize) }
        let offsets = expression.constant
        expression.constant -= Double(constraint.constant)
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let origin = Origin.layout(Unmanaged.passUnretained(constraint))
        var solverConstraint = Constraint(expression: expression, relation: relation, priority: priority(constraint.priority))
        origins[ObjectIdentifier(solverConstraint)] = origin
        if !add(solverConstraint, brokenPriority: Self.brokenPriority) {
            origins[ObjectIdentifier(solverConstraint)] = nil
            solverConstraint = Constraint(expression: expression, relation: relation, priority: Self.brokenPriority)
            origins[ObjectIdentifier(solverConstraint)] = origin
            guard add(solverConstraint) else { return }
        }
        installed[ObjectIdentifier(constraint)] = (solverConstraint, offsets)
        constraint.installedLink = link
        if constraint.followsIntrinsicLength { firstBox.lengthFollowers.append(constraint) }
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        hasUnsolvedChanges = true
        try? solver.remove(entry.constraint)
        origins[ObjectIdentifier(entry.constraint)] = nil
        constraint.installedLink = nil
        if constraint.followsIntrinsicLength, let first = constraint.firstItem, let box = variables[ObjectIdentifier(first)] {
            box.lengthFollowers.removeAll { $0 === constraint }
        }
    }

    /// `constant` changed on an active constraint: the solver's constant, in place.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)] else { return }
        setConstant(entry.offsets - Double(constraint.constant), of: entry.constraint)
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    // MARK: Solving

    /// Whether the solver changed since the last solve or fit: a layout pass
    /// with nothing new (a cell that only moved) has nothing to do.
    private(set) var hasUnsolvedChanges = true
    /// The size the last fit gave the root; while nothing changes, a layout
    /// at exactly that size is the fit's solution (no need to leave fitting mode).
    private var fittedSize: CGSize?

    /// Between fits the root's size is pulled towards a target at fitting
    /// priorities instead of being held at its frame; a layout pass goes back.
    private var fitting: (pulls: [Constraint], horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    /// The root's size when its width and height are pulled towards `target`
    /// at the given priorities instead of being held at its frame: what
    /// `systemLayoutSizeFitting` answers. The engine stays in this mode until
    /// the next layout pass, so measuring a reconfigured cell again only moves
    /// the pulls' constants: no constraint is removed or added.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard let box = variables[ObjectIdentifier(root)], box.frame.count == 4 else { return root.frame.size }
        if let current = fitting, current.horizontal == horizontal, current.vertical == vertical {
            setConstant(-Double(target.width), of: current.pulls[0])
            setConstant(-Double(target.height), of: current.pulls[1])
        } else {
            leaveFittingMode()
            for constraint in [box.frame[2], box.frame[3]] where solver.contains(constraint) { try? solver.remove(constraint) }
            let pulls = makePulls(target, horizontal, vertical, box)
            for pull in pulls { add(pull) }
            fitting = (pulls, horizontal, vertical)
        }
        solver.updateVariables { _, _ in }
        settle()
        let size = CGSize(width: solver.value(of: box.width), height: solver.value(of: box.height))
        hasUnsolvedChanges = false
        fittedSize = size
        return size
    }

    private func makePulls(_ target: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority, _ box: ViewVariables) -> [Constraint] {
        [
            made(Constraint(box.width, .equal, Double(target.width), priority: priority(horizontal)), for: root, "fitting width"),
            made(Constraint(box.height, .equal, Double(target.height), priority: priority(vertical)), for: root, "fitting height"),
        ]
    }

    /// Puts the root's frame constraints back in place of the fitting pulls,
    /// at the frame the root has now (it may have changed meanwhile).
    private func leaveFittingMode() {
        guard let current = fitting, let box = variables[ObjectIdentifier(root)] else { return }
        fitting = nil
        for pull in current.pulls where solver.contains(pull) { try? solver.remove(pull) }
        let size = root.frame.size
        for old in current.pulls + [box.frame[2], box.frame[3]] { origins[ObjectIdentifier(old)] = nil }
        box.frame[2] = made(Constraint(box.width, .equal, Double(size.width), priority: Self.rootSizePriority), for: root, "root.width")
        box.frame[3] = made(Constraint(box.height, .equal, Double(size.height), priority: Self.rootSizePriority), for: root, "root.height")
        add(box.frame[2])
        add(box.frame[3])
    }

    func solve() {
        // Laid out at the size just fitted, with nothing changed since: the fit is the layout.
        if fitting != nil, !hasUnsolvedChanges, let fittedSize,
            abs(fittedSize.width - root.frame.width) < 1e-9, abs(fittedSize.height - root.frame.height) < 1e-9
        {
            return
        }
        fittedSize = nil
        leaveFittingMode()
        solver.updateVariables { _, _ in }
        settle()
        reportIfContentDoesNotFit()
        hasUnsolvedChanges = false
    }

    /// The size the root's content needs, if its frame could not be kept.
    private var reportedMisfit: CGSize?

    private func reportIfContentDoesNotFit() {
        guard let box = variables[ObjectIdentifier(root)] else { return }
        let solved = CGSize(width: solver.value(of: box.width), height: solver.value(of: box.height))
        let frame = root.frame.size
        guard abs(solved.width - frame.width) > 1e-6 || abs(solved.height - frame.height) > 1e-6 else {
            reportedMisfit = nil
            return
        }
        guard solved != reportedMisfit else { return }
        reportedMisfit = solved
        if root.hasOwnLayoutEngine {
            return reportEncapsulatedConflict(box, solved: solved, frame: frame)
        }
        LayoutDiagnostics.report(
            .unsatisfiable,
            "The required constraints of \(root.shortDescription)'s content need a size of \(format(solved.width)) × \(format(solved.height)); its frame is \(format(frame.width)) × \(format(frame.height)). The content is laid out at the size it needs.")
    }

    /// A cell's content needs another size than its container gave it: the
    /// conflict told as UIKit tells it, with the container's size as UIKit's
    /// required `UIView-Encapsulated-Layout-Width/Height` constraints and
    /// every constraint of the content that it conflicts with (found by trying
    /// that size as required, and taking the attempt back). Trellis keeps all
    /// of the content's constraints and lays it out at the size it needs.
    private func reportEncapsulatedConflict(_ box: ViewVariables, solved: CGSize, frame: CGSize) {
        for (variable, given, needed, name) in [(box.width, frame.width, solved.width, "Width"), (box.height, frame.height, solved.height, "Height")]
        where abs(given - needed) > 1e-6 {
            let encapsulated = "'UIView-Encapsulated-Layout-\(name)' \(root.shortDescription).\(name.lowercased()) == \(format(given))"
            var conflict = ""
            do {
                let probe = Constraint(variable, .equal, Double(given))
                try solver.add(probe)
                try? solver.remove(probe)
            } catch let .unsatisfiable(_, conflicting) {
                conflict = conflicting.map { "    \(describe($0))\n" }.joined()
            } catch {}
            LayoutDiagnostics.report(
                .unsatisfiable,
                "Unable to simultaneously satisfy constraints.\n\(conflict)    \(encapsulated)\nThe content of \(root.shortDescription) needs a \(name.lowercased()) of \(format(needed)); it keeps its constraints and is laid out at that \(name.lowercased()). Lower the priority of one of them (999 instead of required) to let the cell's \(name.lowercased()) win.")
        }
    }

    /// Some inputs depend on the solution: a wrapped text's height on the
    /// width it gets, a subview's safe area on where it lands. Measure them at
    /// the solved values, update the constants in place, and solve again until
    /// nothing moves (in practice one or two rounds; a layout that keeps
    /// moving is reported and left at its last state).
    private func settle() {
        guard !widthDependentViews.isEmpty || !innerSafeAreaGuides.isEmpty || !settlingMargins.isEmpty else { return }
        for round in 0..<8 {
            var moved = false
            for view in widthDependentViews {
                guard let box = box(of: view), box.intrinsic.count == 4 else { continue }
                // Measured at this width already (and not invalidated since): nothing to do.
                let width = solver.value(of: box.width)
                if let last = measurements[ObjectIdentifier(view)], last.width == width { continue }
                let height = view.intrinsicContentSize(forWidth: CGFloat(width)).height
                guard height.isFinite else { continue }
                let previous = measurements[ObjectIdentifier(view)]?.height ?? box.intrinsicSize.height
                measurements[ObjectIdentifier(view)] = (width, height)
                guard height != previous else { continue }
                setConstant(-Double(height), of: box.intrinsic[2])
                setConstant(-Double(height), of: box.intrinsic[3])
                moved = true
            }
            for guide in innerSafeAreaGuides {
                guard let view = guide.owningView else { continue }
                let insets = safeAreaInsets(of: view)
                if insets != appliedInsets[ObjectIdentifier(guide)] ?? .zero, let box = variables[ObjectIdentifier(guide)] {
                    appliedInsets[ObjectIdentifier(guide)] = insets
                    setInsets(insets, of: box)
                    view.safeAreaInsetsDidChange()
                    moved = true
                }
            }
            for view in settlingMargins {
                let margins = effectiveMargins(of: view)
                if margins != appliedMargins[ObjectIdentifier(view)], let box = marginBoxes[ObjectIdentifier(view)] {
                    appliedMargins[ObjectIdentifier(view)] = margins
                    setInsets(margins, of: box)
                    moved = true
                }
            }
            if !moved { return }
            solver.updateVariables { _, _ in }
            if round == 7 {
                LayoutDiagnostics.report(
                    .unsettledLayout,
                    "The layout of \(root.shortDescription) did not settle: sizes that depend on widths keep changing each other.")
            }
        }
    }

    /// The insets last applied to each inner safe-area guide.
    private var appliedInsets: [ObjectIdentifier: UIEdgeInsets] = [:]

    /// Whether some edge or size of the view could move without the layout
    /// getting worse: constraints are missing (or an inequality holds nothing).
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let box = box(of: view) else { return false }
        return ![box.x, box.y, box.width, box.height].allSatisfy { solver.isDetermined($0) }
    }

    /// The view's frame in its superview's coordinates, as solved.
    func frame(of view: UIView) -> CGRect {
        guard let box = box(of: view) else { return view.frame }
        var x = solver.value(of: box.x), y = solver.value(of: box.y)
        if let superview = view.superview, let parent = variables[ObjectIdentifier(superview)] {
            x -= solver.value(of: parent.x)
            y -= solver.value(of: parent.y)
        }
        return CGRect(x: x, y: y, width: solver.value(of: box.width), height: solver.value(of: box.height))
    }

    // MARK: Helpers

    /// An attribute as a linear expression of the view's variables. In a
    /// right-to-left layout the leading/trailing axis runs leftwards, as in
    /// UIKit: leading is the right edge, and a positive constant moves
    /// towards leading, so those attributes are negated.
    private func expression(
        _ item: AnyObject, _ view: UIView, _ box: ViewVariables, _ attribute: NSLayoutConstraint.Attribute, contentArea: Bool = false
    ) -> LinearExpression {
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if contentArea {
            // A scroll view's edges, seen from its content, are those of the
            // content area: its origin, and the content size. (Its width and
            // height stay its frame's, as in UIKit.)
            let content = contentVariables(of: view, box)
            switch attribute {
            case .left: return box.x.linearExpression
            case .right: return box.x + content.width
            case .top: return box.y.linearExpression
            case .bottom: return box.y + content.height
            case .centerX: return box.x + 0.5 * content.width
            case .centerY: return box.y + 0.5 * content.height
            case .leading: return rtl ? -(box.x + content.width) : box.x.linearExpression
            case .trailing: return rtl ? -box.x : box.x + content.width
            default: break
            }
        }
        // A view's margin attributes are the edges of its margins rectangle;
        // a guide has no margins of its own: its margin attributes are its edges.
        let marginBox = item === view ? marginsBox(of: view) ?? box : box
        switch attribute {
        case .left: return box.x.linearExpression
        case .right: return box.x + box.width
        case .top: return box.y.linearExpression
        case .firstBaseline, .lastBaseline:
            // A guide has no baselines; a view's are those of the descendant it names for them.
            guard item === view else { return box.y + box.height }
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view), let targetBox = self.box(of: target) {
                return expression(target, target, targetBox, attribute)
            }
            guard view.textBaselineOffsets != nil else { return box.y + box.height }
            let baselines = baselineVariables(of: view, box)
            return (attribute == .firstBaseline ? baselines.first : baselines.last).linearExpression
        case .bottom: return box.y + box.height
        case .width: return box.width.linearExpression
        case .height: return box.height.linearExpression
        case .centerX: return box.x + 0.5 * box.width
        case .centerY: return box.y + 0.5 * box.height
        case .leading: return rtl ? -(box.x + box.width) : box.x.linearExpression
        case .trailing: return rtl ? -box.x : box.x + box.width
        case .leftMargin: return marginBox.x.linearExpression
        case .rightMargin: return marginBox.x + marginBox.width
        case .topMargin: return marginBox.y.linearExpression
        case .bottomMargin: return marginBox.y + marginBox.height
        case .leadingMargin: return rtl ? -(marginBox.x + marginBox.width) : marginBox.x.linearExpression
        case .trailingMargin: return rtl ? -marginBox.x : marginBox.x + marginBox.width
        case .centerXWithinMargins: return marginBox.x + 0.5 * marginBox.width
        case .centerYWithinMargins: return marginBox.y + 0.5 * marginBox.height
        case .notAnAttribute: return LinearExpression()
        }
    }

    /// Whether `item`'s edges are a scroll view's content area as seen from
    /// `other`: its content (descendants and their guides) or its content
    /// layout guide.
    private func isContentArea(of item: AnyObject, _ view: UIView, seenFrom other: AnyObject?) -> Bool {
        guard item === view, let scrollView = view as? UIScrollView, let other else { return false }
        if other === scrollView.contentGuideIfMade { return true }
        let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
        guard let otherView, otherView !== scrollView else { return false }
        return otherView.isDescendant(of: scrollView)
    }

    /// A scroll view's content size variables, made on first use.
    private func contentVariables(of view: UIView, _ box: ViewVariables) -> (width: Variable, height: Variable) {
        if let content = box.content { return (content.width, content.height) }
        let width = Variable(), height = Variable()
        let size = (view as? UIScrollView)?.contentSize ?? .zero
        for variable in [width, height] { add(made(Constraint(variable, .greaterThanOrEqual, 0), for: view, "content size")) }
        let pulls = [
            made(Constraint(width, .equal, Double(size.width), priority: Priority(1)), for: view, "content width"),
            made(Constraint(height, .equal, Double(size.height), priority: Priority(1)), for: view, "content height"),
        ]
        for constraint in pulls { add(constraint) }
        box.content = (width, height, pulls)
        return (width, height)
    }

    /// The content size a scroll view's constraints give it, if any refer to its content area.
    func solvedContentSize(of view: UIView) -> CGSize? {
        guard let content = box(of: view)?.content else { return nil }
        return CGSize(width: solver.value(of: content.width), height: solver.value(of: content.height))
    }

    /// A scroll view's `contentSize` was set: the weak pulls follow it.
    func contentSizeChanged(_ view: UIScrollView) {
        guard let pulls = box(of: view)?.content?.pulls else { return }
        setConstant(-Double(view.contentSize.width), of: pulls[0])
        setConstant(-Double(view.contentSize.height), of: pulls[1])
    }

    /// The baselines of a view with text, made on first use: the first one
    /// its offset below the top, the last one its offset above the bottom.
    private func baselineVariables(of view: UIView, _ box: ViewVariables) -> (first: Variable, last: Variable) {
        if let baselines = box.baselines { return (baselines.first, baselines.last) }
        let first = Variable(), last = Variable()
        let offsets = view.textBaselineOffsets ?? (0, 0)
        let definitions = [
            made(Constraint(first - box.y, .equal, Double(offsets.fromTop)), for: view, "first baseline"),
            made(Constraint(last - (box.y + box.height), .equal, -Double(offsets.fromBottom)), for: view, "last baseline"),
        ]
        for constraint in definitions { add(constraint) }
        box.baselines = (first, last, definitions)
        return (first, last)
    }

    private func priority(_ priority: UILayoutPriority) -> Priority {
        Priority(Double(priority.rawValue))
    }

    /// Adds a solver constraint; an unsatisfiable one is reported with the
    /// whole conflict (and, with `brokenPriority`, said to be lowered there by
    /// the caller), and layout goes on.
    @discardableResult
    private func add(_ constraint: Constraint, brokenPriority: Priority? = nil) -> Bool {
        hasUnsolvedChanges = true
        do {
            try solver.add(constraint)
            return true
        } catch let .unsatisfiable(_, conflicting) {
            let others = conflicting.map { "    \(describe($0))" }.joined(separator: "\n")
            let recovery = brokenPriority.map { "by lowering to priority \($0) the constraint" } ?? "by leaving out the constraint"
            LayoutDiagnostics.report(
                .unsatisfiable,
                "Unable to simultaneously satisfy constraints.\n\(others)\nWill attempt to recover \(recovery)\n    \(describe(constraint))")
            return false
        } catch {
            LayoutDiagnostics.report(.invalidConstraint, "\(describe(constraint)) was refused: \(error)")
            return false
        }
    }

    private func setConstant(_ constant: Double, of constraint: Constraint) {
        hasUnsolvedChanges = true
        do {
            try solver.setConstant(constant, of: constraint)
        } catch .unknownConstraint {
            // Left out earlier (its add was refused and reported then).
        } catch let .unsatisfiable(_, conflicting) {
            let others = conflicting.map { "    \(describe($0))" }.joined(separator: "\n")
            LayoutDiagnostics.report(
                .unsatisfiable,
                "Unable to simultaneously satisfy constraints.\n\(others)\nWill attempt to recover by keeping the previous constant of\n    \(describe(constraint))")
        } catch {
            LayoutDiagnostics.report(.invalidConstraint, "\(describe(constraint)): \(error)")
        }
    }
}

/// How a view or an installed constraint reaches the engine that has it. A
/// weak reference would do, but loading one costs more than the change it
/// reports (a label's new text), and any weak reference to the engine makes
/// every retain of it slow: the link is held strongly instead, and the engine
/// empties it when it goes, so nothing reaches a dead engine.
@MainActor
final class LayoutEngineLink {
    unowned(unsafe) var engine: LayoutEngine?
}
