import Foundation
internal import TrellisSolver

/// The constraint engine of one view tree (a window, or a detached root such
/// as a cell being measured): one solver for every view under the root.
///
/// Each view, guide and margins rectangle has a record (``ItemRecord``): its
/// rectangle in the root's coordinates and the constraints the engine made
/// for it. The engine turns into solver constraints:
/// - every active `NSLayoutConstraint` of the tree (`Constraints.swift`; a
///   constant change is applied in place);
/// - the size of the root, held just below required, or the fitting pulls of
///   `systemLayoutSizeFitting` in its place (`Fitting.swift`);
/// - the frame of every view that translates its autoresizing mask
///   (`Autoresizing.swift`);
/// - the rectangles of layout guides and margins (`Guides.swift`, `Margins.swift`);
/// - the intrinsic size of every view laid out by constraints, as hugging and
///   compression resistance, and baselines (`IntrinsicSize.swift`).
/// Attributes become linear expressions in `Expressions.swift`. Inputs that
/// depend on the solution (wrapped text, inner safe areas, margins that
/// follow other views) are settled after each solve by one bounded loop
/// (`Settle.swift`). Conflicts are reported in `Conflicts.swift`.
///
/// Changing the hierarchy, a view's margins or its layout direction rebuilds
/// the engine at the next layout pass; everything else is incremental.
///
/// Where required constraints cannot all hold, the engine does as UIKit does:
/// the constraint whose addition made them unsatisfiable is broken (left out
/// of the layout, still active) and the conflict reported; it holds again
/// once the conflict is gone. The root's own size gives way before any
/// required constraint of its content (it is held just below required, and
/// a diagnostic says the content does not fit).
@preconcurrency @MainActor
final class LayoutEngine {
    let solver = Solver()
    unowned let root: UIView

    /// Whether the views point back at this engine (a root's engine does; a
    /// temporary one built to measure a subtree does not).
    let registers: Bool
    /// What the registered views hold to reach this engine; cleared when the engine goes.
    let link = LayoutEngineLink()

    /// The root's size: firm, yet below every required constraint of its content.
    static let rootSizePriority: Priority = 999.99

    /// The largest length, offset or factor the engine hands the solver: a
    /// finite number beyond it (a constant of 1e300, a frame of
    /// `greatestFiniteMagnitude`) is taken as this, so that the solver's
    /// arithmetic never overflows into infinities. A billion points is far
    /// beyond any screen or content.
    static let largestMagnitude: Double = 1e9

    /// `value` within ±``largestMagnitude``.
    static func clamped(_ value: CGFloat) -> Double {
        min(max(Double(value), -largestMagnitude), largestMagnitude)
    }

    // The engine's tables, read and written several times for every
    // constraint installed and every label whose text changes:
    // - records: every record, views in the order they were added, then guides and margins;
    // - slots: the slot of each view and guide (a view's margins rectangle
    //   is found through its own record);
    // - origins: where each solver constraint came from (see `Origin`);
    // - installed: the solver constraint of each installed `NSLayoutConstraint`,
    //   and the part of its constant that comes from the attributes
    //   (margins): the solver's constant is `offsets − constraint.constant`.
    // In release builds their accesses are not tracked at run time (the
    // check cost as much as the access): none of them calls out while it
    // lasts, and debug builds, in which the tests run, check every one.
    #if DEBUG
    var records: [ItemRecord] = []
    var slots: [IdentityKey: Int] = [:]
    var origins: [Constraint: Origin] = [:]
    var installed: [IdentityKey: (constraint: Constraint, offsets: Double)] = [:]
    #else
    @exclusivity(unchecked) var records: [ItemRecord] = []
    @exclusivity(unchecked) var slots: [IdentityKey: Int] = [:]
    @exclusivity(unchecked) var origins: [Constraint: Origin] = [:]
    @exclusivity(unchecked) var installed: [IdentityKey: (constraint: Constraint, offsets: Double)] = [:]
    #endif

    /// The slot of a view's or guide's record: by the view's `engineSlot` when
    /// it is registered here, else through the map.
    func slot(of view: UIView) -> Int? {
        view.engineLink === link ? view.engineSlot : slots[IdentityKey(view)]
    }

    /// The slot of any item's record (a constraint's item: a view or a guide), through the map.
    func slot(ofItem item: AnyObject) -> Int? {
        slots[IdentityKey(item)]
    }

    /// A new record, in the slot returned.
    func makeRecord(for item: AnyObject?) -> Int {
        records.append(ItemRecord())
        if let item { slots[IdentityKey(item)] = records.count - 1 }
        return records.count - 1
    }

    /// Where a solver constraint came from, so that a diagnostic can name it.
    /// Described only when a diagnostic is written: building strings for
    /// every constraint up front cost more than solving the cell.
    enum Origin {
        /// An `NSLayoutConstraint` (unretained: it is uninstalled before it can go).
        case layout(Unmanaged<NSLayoutConstraint>)
        /// A view's or guide's frame, intrinsic size or fitting pull (unretained:
        /// the engine is rebuilt whenever the tree changes).
        case item(Unmanaged<AnyObject>, StaticString)
        /// A view's autoresizing mask, named like UIKit's (`h=-&- v=--&`).
        case autoresizing(Unmanaged<UIView>)
    }

    /// A constraint the engine makes for `item`, remembered as `what` of it, and added.
    @discardableResult
    func make(_ constraint: Constraint, for item: AnyObject, _ what: StaticString) -> Constraint {
        origins[constraint] = .item(Unmanaged.passUnretained(item), what)
        add(constraint)
        return constraint
    }

    // These three are read or set at every constant changed (a label's new
    // text): plain values, never accessed across a call, so their accesses
    // are not tracked at run time (the check cost more than the access).
    /// Active constraints broken to recover from a conflict: out of the solver, in the order they broke.
    @exclusivity(unchecked) var brokenConstraints: [NSLayoutConstraint] = []
    /// Whether a constraint left or moved since the broken ones were last tried.
    @exclusivity(unchecked) var retriesBrokenConstraints = false

    /// The inputs that depend on the solution, settled after each solve.
    var settlingInputs: [any SolutionDependentInput] = []

    /// Whether the solver changed since the last solve or fit: a layout pass
    /// with nothing new (a cell that only moved) has nothing to do.
    @exclusivity(unchecked) var hasUnsolvedChanges = true
    /// The size the last fit gave the root; while nothing changes, a layout
    /// at exactly that size is the fit's solution (no need to leave fitting mode).
    var fittedSize: CGSize?
    /// The priorities of the fitting pulls, while fitting.
    var fittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// The size the root's content needs, if its frame could not be kept (reported once).
    var reportedMisfit: CGSize?

    /// Whether some view below the root adds to its safe area (a view controller's view).
    var hasAdditionalSafeArea: Bool {
        if let foundAdditionalSafeArea { return foundAdditionalSafeArea }
        var found = false
        forEachView(in: root) { if $0 !== root && $0.additionalSafeAreaInsets != .zero { found = true } }
        foundAdditionalSafeArea = found
        return found
    }

    /// `hasAdditionalSafeArea`, once found (asked at every safe-area
    /// question; its accesses are not tracked at run time).
    @exclusivity(unchecked) private var foundAdditionalSafeArea: Bool?

    /// Builds the engine for the tree under `root`. Built for a fit, it starts
    /// with the fitting pulls instead of the root's frame, so that nothing is
    /// first squeezed into a frame the fit would then undo.
    init(root: UIView, fitting target: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil, registers: Bool = true) {
        self.root = root
        self.registers = registers
        link.engine = self
        forEachView(in: root) { addView($0, fitting: $0 === root ? target : nil) }
        forEachView(in: root) { view in
            for guide in view.layoutGuides { addGuide(guide, of: view) }
        }
        forEachView(in: root) { view in
            for constraint in view.constraints { install(constraint) }
        }
    }

    @MainActor deinit {
        link.engine = nil
    }

    /// Every view of the tree, parents first, stopping at views with an
    /// engine of their own (cells) and below views that place their subviews
    /// themselves; without recursion, as trees may be very deep.
    func forEachView(in view: UIView, _ body: (UIView) -> Void) {
        var pending = [view]
        while let next = pending.popLast() {
            body(next)
            guard !next.placesSubviewsItself else { continue }
            for subview in next.subviews.reversed() where !subview.hasOwnLayoutEngine { pending.append(subview) }
        }
    }

    private func addView(_ view: UIView, fitting target: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?) {
        let slot = makeRecord(for: view)
        if registers {
            view.engineLink = link
            view.engineSlot = slot
        }
        let record = records[slot].rect
        if view === root {
            records[slot].placement = .root(rootFrame(record, fitting: target))
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview, let parent = self.slot(of: superview) {
            records[slot].placement = .autoresizing(autoresizingFrame(for: view, record, in: records[parent].rect))
        } else {
            // Constraints place the view's alignment rectangle; its frame reaches beyond by its insets.
            let insets = view.alignmentRectInsets
            if insets != .zero { records[slot].alignmentInsets = insets }
            makeIntrinsicConstraints(for: view, in: slot)
            if view.intrinsicContentSizeDependsOnWidth { settlingInputs.append(WrappedTextInput(view: view)) }
        }
    }

    /// The root's origin at zero and its size held at its frame, or (built
    /// for a fit) pulled towards the target.
    private func rootFrame(_ record: ItemRect, fitting target: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?) -> ItemRecord.RootFrame {
        let minX = make(Constraint(record.x, .equal, 0), for: root, "root.minX")
        let minY = make(Constraint(record.y, .equal, 0), for: root, "root.minY")
        guard let target else {
            let (width, height) = frameSizeConstraints(record)
            return ItemRecord.RootFrame(minX: minX, minY: minY, width: width, height: height)
        }
        fittingPriorities = (target.horizontal, target.vertical)
        let (width, height) = fittingPulls(record, target.size, target.horizontal, target.vertical)
        return ItemRecord.RootFrame(minX: minX, minY: minY, width: width, height: height, isFitting: true)
    }

    // MARK: Reading the solution

    /// A record's rectangle in the root's coordinates, as solved.
    func rect(of record: ItemRect) -> CGRect {
        CGRect(x: solver.value(of: record.x), y: solver.value(of: record.y), width: solver.value(of: record.width), height: solver.value(of: record.height))
    }

    /// Whether some edge or size of the view could move without the layout
    /// getting worse: constraints are missing (or an inequality holds nothing).
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let slot = slot(of: view) else { return false }
        let record = records[slot].rect
        return !(solver.isDetermined(record.x) && solver.isDetermined(record.y) && solver.isDetermined(record.width) && solver.isDetermined(record.height))
    }

    /// The view's frame in its superview's coordinates, as solved: the
    /// solved alignment rectangle outset by the view's alignment insets,
    /// from the superview's frame origin.
    func frame(of view: UIView) -> CGRect {
        guard let slot = slot(of: view) else { return view.frame }
        let record = records[slot].rect, insets = records[slot].alignmentInsets
        var x = solver.value(of: record.x) - insets.left, y = solver.value(of: record.y) - insets.top
        if let superview = view.superview, let parent = self.slot(of: superview) {
            let parentInsets = records[parent].alignmentInsets
            x -= solver.value(of: records[parent].x) - parentInsets.left
            y -= solver.value(of: records[parent].y) - parentInsets.top
        }
        return CGRect(
            x: x, y: y, width: solver.value(of: record.width) + insets.left + insets.right,
            height: solver.value(of: record.height) + insets.top + insets.bottom)
    }

    // MARK: Solving

    /// Solves for the layout pass: back from fitting mode to the root's frame
    /// (unless the last fit was at exactly this size with nothing changed
    /// since), then settles the inputs that depend on the solution.
    func solve() {
        if fittingPriorities != nil, !hasUnsolvedChanges, let fittedSize,
            abs(fittedSize.width - root.frame.width) < 1e-9, abs(fittedSize.height - root.frame.height) < 1e-9
        {
            return
        }
        fittedSize = nil
        retryBrokenConstraints()
        leaveFittingMode()
        solver.updateVariables { _, _ in }
        settle()
        reportIfContentDoesNotFit()
        hasUnsolvedChanges = false
    }
}

/// How a view or an installed constraint reaches the engine that has it. A
/// weak reference would do, but loading one costs more than the change it
/// reports (a label's new text), and any weak reference to the engine makes
/// every retain of it slow: the link is held strongly instead, and the engine
/// empties it when it goes, so nothing reaches a dead engine.
@preconcurrency @MainActor
final class LayoutEngineLink {
    unowned(unsafe) var engine: LayoutEngine?
}
