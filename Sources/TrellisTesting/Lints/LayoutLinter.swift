import Foundation
import Trellis
import TrellisRender

/// Checks a laid-out view tree for layout defects a person would see:
/// conflicting or ambiguous constraints, text cut off, content views on top
/// of each other, content outside the safe area, tap targets too small to
/// hit, and text too faint against what is drawn behind it.
///
/// Use it alone (`LayoutLinter().findings(in: view)`) or after a snapshot
/// (`lints:` of `assertSnapshot`, or ``findings(in:)-(Snapshot)``).
public struct LayoutLinter: Sendable {
    /// The lints that run.
    public var kinds: Set<LintFinding.Kind>
    /// The smallest side a control may have, in points (Apple's guideline: 44).
    public var minimumTapTargetSide: CGFloat
    /// Whether text in the system's own label and tint colours (`.secondaryLabel`,
    /// `.tertiaryLabel`, `.placeholderText`, the default `.systemBlue` of buttons) is held to WCAG
    /// AA too. Off by default: those colours are Apple's choice for secondary
    /// text and buttons on the system backgrounds (`.secondaryLabel` on white
    /// is about 3.5:1, `.systemBlue` 4.0:1), so an app using them as intended
    /// is not told to change them; colours the app picks are always checked.
    public var checksSystemColors: Bool

    /// A linter running `kinds` (all of them by default).
    public init(kinds: Set<LintFinding.Kind> = Set(LintFinding.Kind.allCases), minimumTapTargetSide: CGFloat = 44, checksSystemColors: Bool = false) {
        self.kinds = kinds
        self.minimumTapTargetSide = minimumTapTargetSide
        self.checksSystemColors = checksSystemColors
    }

    /// What the lints find in a snapshot: its tree, what layout reported while it was taken, and its pixels.
    @MainActor
    public func findings(in snapshot: Snapshot) -> [LintFinding] {
        snapshot.host.perform {
            LintPass(linter: self, root: snapshot.root, image: snapshot.image, scale: snapshot.configuration.pixelScale).run(diagnostics: snapshot.diagnostics)
        }
    }

    /// What the lints find in `view`'s tree as laid out now (it is drawn at
    /// 2× for the contrast lint). Conflicts are reported when constraints are
    /// added, not later: pass the diagnostics captured while the tree was
    /// built and laid out (`LayoutDiagnostics.capture`) for the conflict lint to see them.
    @MainActor
    public func findings(in view: UIView, diagnostics: [LayoutDiagnostic] = []) -> [LintFinding] {
        view.layoutIfNeeded()
        let image = kinds.contains(.lowContrast) ? Renderer.image(of: DisplayList(of: view), scale: 2) : nil
        return LintPass(linter: self, root: view, image: image, scale: 2).run(diagnostics: diagnostics)
    }
}

/// One run of the lints over one tree.
@MainActor
struct LintPass {
    let linter: LayoutLinter
    let root: UIView
    let image: UIImage?
    let scale: CGFloat

    func run(diagnostics: [LayoutDiagnostic]) -> [LintFinding] {
        var found: [LintFinding] = []
        let kinds = linter.kinds
        if kinds.contains(.unsatisfiableConstraints) { found += conflicts(in: diagnostics) }
        if kinds.contains(.ambiguousLayout) {
            for view in root.viewsWithAmbiguousLayout where isVisible(view) {
                found.append(finding(.ambiguousLayout, view, detail: "its frame \(view.frame) is not decided by its constraints"))
            }
        }
        let drawingOrder = DrawingOrder(root: root)
        ViewPath.walk(root) { view, _, _ in
            guard isVisible(view) else { return }
            if kinds.contains(.clippedText), let label = view as? UILabel { found += clippedText(label) }
            if kinds.contains(.overlappingSiblings) { found += overlaps(among: view.subviews) }
            if kinds.contains(.outsideSafeArea) { found += outsideSafeArea(view) }
            if kinds.contains(.smallTapTarget) { found += smallTapTarget(view) }
            if kinds.contains(.lowContrast), let label = view as? UILabel, let image, !isInSystemBar(label),
                !drawingOrder.isCovered(label, in: self)
            {
                found += lowContrast(label, image: image)
            }
        }
        return found
    }

    func finding(_ kind: LintFinding.Kind, _ view: UIView, other: UIView? = nil, constraints: [NSLayoutConstraint] = [], detail: String) -> LintFinding {
        LintFinding(
            kind: kind, view: view, otherView: other, constraints: constraints, path: ViewPath.of(view, from: root),
            accessibilityIdentifier: view.accessibilityIdentifier, detail: detail)
    }

    /// Whether `view` and its ancestors up to the root are shown.
    func isVisible(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let step = current {
            if step.isHidden || step.alpha < 0.01 { return false }
            if step === root { return true }
            current = step.superview
        }
        return true
    }

    /// `view`'s frame in the root's coordinates.
    func frameInRoot(_ view: UIView) -> CGRect { view.convert(view.bounds, to: root) }

    // MARK: Constraints

    private func conflicts(in diagnostics: [LayoutDiagnostic]) -> [LintFinding] {
        diagnostics.filter { $0.kind == .unsatisfiable }.compactMap { diagnostic in
            let inTree = diagnostic.views.first { $0 === root || $0.isDescendant(of: root) } ?? root
            return finding(
                .unsatisfiableConstraints, inTree, constraints: diagnostic.constraints,
                detail: "\(diagnostic.constraints.count) constraints conflict; one was broken")
        }
    }

    // MARK: Text

    private func clippedText(_ label: UILabel) -> [LintFinding] {
        guard let text = label.text, !text.isEmpty, label.bounds.width > 0 else { return [] }
        if label.numberOfLines == 0 {
            let needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude))
            if needed.height > label.bounds.height + 1 {
                return [finding(.clippedText, label, detail: "its text needs \(needed.height) points of height; it has \(label.bounds.height)")]
            }
        }
        // Cut by an ancestor that clips (scroll views excepted: their content scrolls into view).
        let frame = frameInRoot(label)
        var ancestor = label.superview
        while let clipping = ancestor, !(clipping is UIScrollView) {
            if clipping.clipsToBounds {
                let visible = frameInRoot(clipping)
                if !visible.insetBy(dx: -1, dy: -1).contains(frame) {
                    return [finding(.clippedText, label, other: clipping, detail: "its frame \(frame) is cut by \(ViewPath.of(clipping, from: root)) at \(visible)")]
                }
            }
            if clipping === root { break }
            ancestor = clipping.superview
        }
        return []
    }

    // MARK: Overlaps

    /// Views whose overlap a person would notice: text and controls.
    private func showsContent(_ view: UIView) -> Bool {
        if let label = view as? UILabel { return !(label.text ?? "").isEmpty }
        return view is UIControl || view is UITextView
    }

    private func overlaps(among siblings: [UIView]) -> [LintFinding] {
        let content = siblings.filter { showsContent($0) && isVisible($0) && $0.frame.width > 0 && $0.frame.height > 0 }
        guard content.count > 1 else { return [] }
        var found: [LintFinding] = []
        for (index, back) in content.enumerated() {
            for front in content[(index + 1)...] {
                let shared = back.frame.intersection(front.frame)
                if !shared.isNull, shared.width > 1, shared.height > 1 {
                    found.append(finding(.overlappingSiblings, front, other: back,
                                         detail: "it covers \(ViewPath.of(back, from: root)) over \(shared.width) × \(shared.height) points"))
                }
            }
        }
        return found
    }

    // MARK: Safe area

    private func outsideSafeArea(_ view: UIView) -> [LintFinding] {
        guard let window = root as? UIWindow, showsContent(view), view.frame.width > 0, view.frame.height > 0 else { return [] }
        var ancestor = view.superview
        while let step = ancestor {
            // Scrolled content passes under bars by design.
            if step is UIScrollView { return [] }
            ancestor = step.superview
        }
        if isInSystemBar(view) { return [] }
        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: -0.5, dy: -0.5)
        let frame = frameInRoot(view)
        guard !safe.contains(frame) else { return [] }
        return [finding(.outsideSafeArea, view, detail: "its frame \(frame) leaves the safe area \(safe.insetBy(dx: 0.5, dy: 0.5))")]
    }

    // MARK: Tap targets

    /// Whether `view` is part of a tab or navigation bar, whose buttons the system sizes (a phone's tab bar turned is 32 points tall).
    func isInSystemBar(_ view: UIView) -> Bool {
        var ancestor = view.superview
        while let step = ancestor {
            if step is UITabBar || step is UINavigationBar { return true }
            ancestor = step.superview
        }
        return false
    }

    /// Whether the system decides the control's size, at its standard: a
    /// switch's and a stepper's, and the height of a segmented control, a
    /// slider, a page control and a text field (as wide as a tap needs).
    func isSystemSized(_ control: UIControl, side: CGFloat) -> Bool {
        let size = control.bounds.size, standard = control.intrinsicContentSize
        switch control {
        case is UISwitch, is UIStepper: return size == standard
        case is UISegmentedControl, is UISlider, is UIPageControl, is UITextField: return size.width >= side && size.height == standard.height
        default: return false
        }
    }

    private func smallTapTarget(_ view: UIView) -> [LintFinding] {
        guard let control = view as? UIControl, control.isEnabled, control.isUserInteractionEnabled, !isInSystemBar(control) else { return [] }
        let side = linter.minimumTapTargetSide
        let size = control.bounds.size
        guard size.width < side || size.height < side, !isSystemSized(control, side: side) else { return [] }
        return [finding(.smallTapTarget, control, detail: "it is \(size.width) × \(size.height) points; at least \(side) × \(side) is needed")]
    }
}

/// The views drawn on top of others, in the order they are drawn, to tell
/// whether a view is hidden under another (a row scrolled under a tab bar):
/// what is drawn over it is not what a person sees behind its text.
@MainActor
struct DrawingOrder {
    private var covers: [(order: Int, view: UIView)] = []
    private var order: [ObjectIdentifier: Int] = [:]

    init(root: UIView) {
        var index = 0
        var covers: [(order: Int, view: UIView)] = []
        var order: [ObjectIdentifier: Int] = [:]
        ViewPath.walk(root) { view, _, _ in
            order[ObjectIdentifier(view)] = index
            let opaque = (view.backgroundColor.map { color -> Bool in
                var alpha: CGFloat = 0
                color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
                return alpha > 0.99
            } ?? false) || view is UITabBar || view is UINavigationBar
            if opaque, !view.isHidden, view.alpha > 0.99 { covers.append((index, view)) }
            index += 1
        }
        self.covers = covers
        self.order = order
    }

    /// Whether a view drawn after `view` (and not inside it) covers the middle of its frame.
    func isCovered(_ view: UIView, in pass: LintPass) -> Bool {
        guard let own = order[ObjectIdentifier(view)] else { return false }
        let frame = pass.frameInRoot(view)
        let middle = CGPoint(x: frame.midX, y: frame.midY)
        return covers.contains { cover in
            cover.order > own && !cover.view.isDescendant(of: view) && pass.isVisible(cover.view) && pass.frameInRoot(cover.view).contains(middle)
        }
    }
}
