import Foundation
import Testing
@testable import Trellis

/// A view with a fixed intrinsic size, standing in for a label or an image.
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

/// A small tree, its constraints, and the frames UIKit gives it — worked out
/// by hand from UIKit's documented rules.
struct FrameSpec: Sendable, CustomStringConvertible {
    let name: String
    /// Builds the subviews of a 400 × 300 root and returns them in order.
    let build: @MainActor @Sendable (UIView) -> [UIView]
    let expected: [CGRect]
    var description: String { name }
}

@MainActor
func autoLayoutView(in root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return view
}

/// The quotes seed's cell: a photo and a text column whose bottoms the cell's
/// bottom stays below, at 999 so that the table's encapsulated height wins.
@MainActor
func quotesCell(in root: UIView) -> (UIView, UIView, UIView) {
    let photo = IntrinsicView(80, 120), text = IntrinsicView(200, 60)
    let cell = autoLayoutView(in: root)
    cell.addSubview(photo)
    cell.addSubview(text)
    let bottoms = [
        cell.bottomAnchor.constraint(greaterThanOrEqualTo: photo.bottomAnchor, constant: 8),
        cell.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor, constant: 8),
    ]
    for bottom in bottoms { bottom.priority = UILayoutPriority(999) }
    NSLayoutConstraint.activate(bottoms + [
        cell.leadingAnchor.constraint(equalTo: root.leadingAnchor), cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        cell.topAnchor.constraint(equalTo: root.topAnchor),
        photo.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16), photo.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        text.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 8), text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
    ])
    return (cell, photo, text)
}

let frameSpecs: [FrameSpec] = [
    FrameSpec(name: "edges pinned with insets", build: { root in
        let v = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        return [v]
    }, expected: [CGRect(x: 10, y: 30, width: 370, height: 230)]),

    FrameSpec(name: "centred with a fixed size", build: { root in
        let v = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        return [v]
    }, expected: [CGRect(x: 150, y: 135, width: 100, height: 50)]),

    FrameSpec(name: "multiplier on a dimension", build: { root in
        let v = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.25),
        ])
        return [v]
    }, expected: [CGRect(x: 0, y: 0, width: 210, height: 52.5)]),

    FrameSpec(name: "inequalities bound an optional pull", build: { root in
        let v = autoLayoutView(in: root)
        let wish = v.widthAnchor.constraint(equalToConstant: 1000)
        wish.priority = .defaultLow
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            wish,
        ])
        return [v]
    }, expected: [CGRect(x: 16, y: 0, width: 368, height: 44)]),

    FrameSpec(name: "751 outweighs 750", build: { root in
        let v = autoLayoutView(in: root)
        let a = v.widthAnchor.constraint(equalToConstant: 100)
        a.priority = UILayoutPriority(751)
        let b = v.widthAnchor.constraint(equalToConstant: 300)
        b.priority = .defaultHigh
        NSLayoutConstraint.activate([a, b, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        return [v]
    }, expected: [CGRect(x: 0, y: 0, width: 100, height: 10)]),

    FrameSpec(name: "layout margins (8 by default)", build: { root in
        let v = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 2),
            v.heightAnchor.constraint(equalToConstant: 20),
        ])
        return [v]
    }, expected: [CGRect(x: 8, y: 10, width: 384, height: 20)]),

    FrameSpec(name: "leading and trailing flip right to left", build: { root in
        root.semanticContentAttribute = .forceRightToLeft
        let v = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        return [v]
    }, expected: [CGRect(x: 290, y: 0, width: 100, height: 10)]),

    FrameSpec(name: "right to left mirrors left to right: trailing margin, and +4 overlapping as it would", build: { root in
        root.semanticContentAttribute = .forceRightToLeft
        let a = autoLayoutView(in: root), b = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.trailingAnchor.constraint(equalTo: a.leadingAnchor, constant: 4),
            b.widthAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return [a, b]
    }, expected: [CGRect(x: 8, y: 0, width: 50, height: 10), CGRect(x: 54, y: 0, width: 30, height: 10)]),

    FrameSpec(name: "a row: the lower hugging stretches", build: { root in
        let title = IntrinsicView(120, 20), badge = IntrinsicView(60, 20)
        root.addSubview(title)
        root.addSubview(badge)
        badge.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor), badge.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return [title, badge]
    }, expected: [CGRect(x: 0, y: 0, width: 332, height: 20), CGRect(x: 340, y: 0, width: 60, height: 20)]),

    FrameSpec(name: "a row too narrow: the lower compression resistance shrinks", build: { root in
        let title = IntrinsicView(300, 20), badge = IntrinsicView(200, 20)
        root.addSubview(title)
        root.addSubview(badge)
        title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor), badge.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return [title, badge]
    }, expected: [CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 200, y: 0, width: 200, height: 20)]),

    FrameSpec(name: "quotes cell sizing itself: bottom >= both columns", build: { root in
        let (cell, photo, text) = quotesCell(in: root)
        let fitting = cell.heightAnchor.constraint(equalToConstant: 0)
        fitting.priority = .fittingSizeLevel
        fitting.isActive = true
        return [cell, photo, text]
    }, expected: [CGRect(x: 0, y: 0, width: 400, height: 136), CGRect(x: 16, y: 8, width: 80, height: 120),
                  CGRect(x: 104, y: 8, width: 200, height: 60)]),

    FrameSpec(name: "quotes cell under the table's estimated height: 999 yields, no conflict", build: { root in
        let (cell, photo, text) = quotesCell(in: root)
        // The table's encapsulated height (required) before the cell is measured.
        cell.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return [cell, photo, text]
    }, expected: [CGRect(x: 0, y: 0, width: 400, height: 44), CGRect(x: 16, y: 8, width: 80, height: 28),
                  CGRect(x: 104, y: 8, width: 200, height: 28)]),

    FrameSpec(name: "chat bubble: trailing <= keeps short text short", build: { root in
        let bubble = IntrinsicView(90, 36)
        root.addSubview(bubble)
        NSLayoutConstraint.activate([
            bubble.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            bubble.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -60),
            bubble.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        return [bubble]
    }, expected: [CGRect(x: 12, y: 4, width: 90, height: 36)]),

    FrameSpec(name: "autoresizing views keep their frames; constraints can refer to them", build: { root in
        let fixed = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 60))
        root.addSubview(fixed)
        let follower = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalToSystemSpacingAfter: fixed.trailingAnchor, multiplier: 1),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor), follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        return [fixed, follower]
    }, expected: [CGRect(x: 20, y: 30, width: 50, height: 60), CGRect(x: 78, y: 90, width: 50, height: 60)]),

    FrameSpec(name: "nested views get frames in their superview's coordinates", build: { root in
        let outer = autoLayoutView(in: root)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50), outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5), inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 6),
            inner.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -300), inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
        ])
        return [outer, inner]
    }, expected: [CGRect(x: 50, y: 60, width: 200, height: 100), CGRect(x: 5, y: 6, width: 45, height: 94)]),
]

@MainActor
@Suite struct FrameSpecTests {
    @Test(arguments: frameSpecs)
    func framesMatchUIKit(spec: FrameSpec) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let (views, diagnostics) = LayoutDiagnostics.capture { () -> [UIView] in
            let views = spec.build(root)
            root.layoutIfNeeded()
            return views
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(views.map(\.frame) == spec.expected)
    }
}

@MainActor
@Suite struct LayoutGuideTests {
    @Test func marginsGuideFollowsTheMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let v = autoLayoutView(in: root)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: guide.leadingAnchor), v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            v.topAnchor.constraint(equalTo: guide.topAnchor), v.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 10, width: 340, height: 260))
        #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 340, height: 260))
    }

    @Test func safeAreaGuideOfTheRootAndOfASubview() {
        // A phone-like root: 47 points of notch on top, 34 of home indicator below.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let header = autoLayoutView(in: root)
        let content = autoLayoutView(in: root)
        let label = autoLayoutView(in: content)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor), header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            // The content fills the whole root; its own safe-area guide keeps the label clear of the notch.
            content.topAnchor.constraint(equalTo: root.topAnchor), content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor), content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor), label.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(label.frame == CGRect(x: 0, y: 51, width: 100, height: 759))
        #expect(header.safeAreaInsets == .zero)
    }

    @Test func customGuideSpacesTwoViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = autoLayoutView(in: root), b = autoLayoutView(in: root)
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor), spacer.widthAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 80, y: 0, width: 220, height: 10))
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 30, height: 1))
        #expect(spacer.owningView === root)
        root.removeLayoutGuide(spacer)
        #expect(spacer.owningView == nil)
        #expect(!root.constraints.contains { $0.firstItem === spacer || $0.secondItem === spacer })
    }
}

/// (mask, frame in a 200-wide superview, frame once it is 300 wide): the
/// flexible parts share what the fixed ones leave, in proportion.
let autoresizingCases: [(UIView.AutoresizingMask, CGRect, CGRect)] = [
        ([], CGRect(x: 20, y: 10, width: 100, height: 40), CGRect(x: 20, y: 10, width: 100, height: 40)),
        ([.flexibleWidth], CGRect(x: 20, y: 10, width: 100, height: 40), CGRect(x: 20, y: 10, width: 200, height: 40)),
        ([.flexibleLeftMargin], CGRect(x: 20, y: 10, width: 100, height: 40), CGRect(x: 120, y: 10, width: 100, height: 40)),
        ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 20, y: 10, width: 100, height: 40), CGRect(x: 40, y: 10, width: 100, height: 40)),
        ([.flexibleLeftMargin, .flexibleWidth], CGRect(x: 20, y: 10, width: 100, height: 40), CGRect(x: 36.66666666666667, y: 10, width: 183.33333333333334, height: 40)),
        ([.flexibleHeight, .flexibleBottomMargin], CGRect(x: 0, y: 10, width: 10, height: 40), CGRect(x: 0, y: 10, width: 10, height: 40)),
]

@MainActor
@Suite struct AutoresizingTests {
    @Test(arguments: autoresizingCases)
    func flexiblePartsStretchWithTheSuperview(mask: UIView.AutoresizingMask, frame: CGRect, expected: CGRect) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.autoresizingMask = [.flexibleWidth]
        root.addSubview(container)
        let view = UIView(frame: frame)
        view.autoresizingMask = mask
        container.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.frame == frame)  // reproduced at the present size, untouched
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        // The container stretched with the root; the view followed its mask.
        #expect(abs(container.frame.width - 300) < 1e-9)
        #expect(view.frame.isClose(to: expected), "\(view.frame)")
    }
}

/// Counts the margin and safe-area callbacks.
final class ObservingView: UIView {
    var marginChanges = 0, safeAreaChanges = 0
    override func layoutMarginsDidChange() { marginChanges += 1 }
    override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
}

@MainActor
@Suite struct MarginsAndSafeAreaTests {
    @Test(arguments: [(CGFloat(400), CGRect(x: 16, y: 8, width: 368, height: 84)), (CGFloat(1000), CGRect(x: 164, y: 8, width: 672, height: 84))])
    func readableContentGuideIsACentredColumn(width: CGFloat, expected: CGRect) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        root.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let guide = root.readableContentGuide
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == expected)
    }

    @Test func callbacksFireOnChanges() {
        let root = ObservingView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let child = ObservingView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([child.topAnchor.constraint(equalTo: root.topAnchor), child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                                     child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        _ = child.safeAreaLayoutGuide
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)  // unchanged: no call
        #expect(root.marginChanges == 1)
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        root.layoutIfNeeded()
        #expect(root.safeAreaChanges == 1)
        #expect(child.safeAreaChanges == 1)
        #expect(child.safeAreaInsets.top == 20)
    }
}

@MainActor
@Suite struct EffectiveMarginsTests {
    /// A root with a 47-point notch; `view` pinned to the root's top margin.
    func notchedRoot() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let view = autoLayoutView(in: root)
        return (root, view)
    }

    @Test(arguments: [(true, CGFloat(55)), (false, CGFloat(8))])
    func marginsAreMeasuredFromTheSafeArea(insets: Bool, top: CGFloat) {
        let (root, view) = notchedRoot()
        root.insetsLayoutMarginsFromSafeArea = insets
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.minY == top)
    }

    @Test func aSubviewsMarginsFollowItsSafeAreaAfterLayout() {
        let (root, content) = notchedRoot()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.topAnchor), content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor), content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: content, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: label, attribute: .bottom, relatedBy: .equal, toItem: content, attribute: .bottomMargin, multiplier: 1, constant: 0),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor), label.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 55, width: 10, height: 844 - 55 - 42))
    }

    @Test(arguments: [(true, CGFloat(15)), (false, CGFloat(8))])
    func preservedSuperviewMarginsReachIntoTheSubview(preserves: Bool, inset: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let card = autoLayoutView(in: root)
        card.preservesSuperviewLayoutMargins = preserves
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5), card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor), card.heightAnchor.constraint(equalToConstant: 50),
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: card.topAnchor), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Left: the root's 20-point margin reaches 15 points into the card; right: 20 against its 8.
        #expect(label.frame.minX == inset)
        #expect(label.frame.maxX == card.frame.width - (preserves ? 20 : 8))
    }
}
