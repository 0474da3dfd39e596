import Foundation
import Testing
@testable import Trellis

/// Trees far deeper than any screen: built from the top or from the bottom,
/// laid out, drawn, searched and let go without using the stack up or taking
/// time that grows with the square of their depth (how long it takes is for
/// `make bench-scale` to say).
@MainActor
@Suite struct DeepTreeTests {
    static let depth = Int(ProcessInfo.processInfo.environment["DEPTH"] ?? "30000")!

    /// A chain of views, each 1 point in from its parent's corner and 1
    /// point smaller: every third is placed by constraints, the rest by
    /// their frames.
    static func chain(under root: UIView, depth: Int) -> [UIView] {
        var views: [UIView] = []
        var parent = root
        for level in 0..<depth {
            let view = UIView(frame: CGRect(x: 1, y: 1, width: parent.frame.width - 1, height: parent.frame.height - 1))
            parent.addSubview(view)
            if level % 3 == 2 {
                view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                    view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                    view.widthAnchor.constraint(equalTo: parent.widthAnchor, constant: -1),
                    view.heightAnchor.constraint(equalTo: parent.heightAnchor, constant: -1),
                ])
            }
            views.append(view)
            parent = view
        }
        return views
    }

    @Test func aTreeThirtyThousandDeepLaysOutDrawsAndGoesAway() {
        let side = CGFloat(Self.depth + 10)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let views = Self.chain(under: window, depth: Self.depth)
        window.layoutIfNeeded()
        let deepest = views.last!
        #expect(deepest.frame == CGRect(x: 1, y: 1, width: 10, height: 10))
        #expect(deepest.convert(CGPoint.zero, to: window) == CGPoint(x: CGFloat(Self.depth), y: CGFloat(Self.depth)))
        #expect(deepest.window === window)
        #expect(window.hitTest(CGPoint(x: side - 5, y: side - 5), with: nil) === deepest)

        window.traitOverrides.userInterfaceStyle = .dark
        #expect(deepest.traitCollection.userInterfaceStyle == .dark)
        views[Self.depth / 2].traitOverrides.userInterfaceStyle = .light
        #expect(deepest.traitCollection.userInterfaceStyle == .light)
        #expect(views[Self.depth / 2 - 1].traitCollection.userInterfaceStyle == .dark)

        // Adding the window inside its deepest view is refused; the tree stays.
        let refusal = LayoutDiagnostics.capture { deepest.addSubview(window) }.diagnostics
        #expect(refusal.map(\.kind) == [.hierarchyCycle])
        #expect(window.superview == nil && deepest.subviews.isEmpty)

        deepest.backgroundColor = .red
        guard case .fill(let rect, _, _)? = DisplayList(of: window).operations.last else {
            Issue.record("the deepest view's background is not drawn last")
            return
        }
        #expect(rect == CGRect(x: CGFloat(Self.depth), y: CGFloat(Self.depth), width: 10, height: 10))
    }

    @Test func aTreeBuiltFromTheBottomUpFindsItsWindow() {
        var top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let deepest = top
        for _ in 0..<Self.depth {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(top)
            top = parent
        }
        #expect(deepest.window == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        window.addSubview(top)
        #expect(deepest.window === window)
        #expect(deepest.traitCollection.preferredContentSizeCategory == .extraLarge)
        window.layoutIfNeeded()
        top.removeFromSuperview()
        #expect(deepest.window == nil)
        #expect(deepest.traitCollection.preferredContentSizeCategory == .large)
    }
}

/// What views inherit from their ancestors (window, layout root, traits) is
/// kept between questions: it must follow every change of the tree.
@MainActor
@Suite struct AncestryTests {
    @Test func movesBetweenWindowsCarryTheirSubtrees() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        second.traitOverrides.userInterfaceStyle = .dark
        let branch = UIView(), leaf = UIView()
        branch.addSubview(leaf)
        first.addSubview(branch)
        #expect(leaf.window === first && leaf.traitCollection.userInterfaceStyle == .light)
        second.addSubview(branch)
        #expect(leaf.window === second && leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(first.subviews.isEmpty)
        branch.removeFromSuperview()
        #expect(leaf.window == nil && leaf.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aViewWhoseSuperviewGoesAwayIsTheTopOfItsTree() {
        let leaf = UIView()
        do {
            let parent = UIView()
            parent.traitOverrides.userInterfaceStyle = .dark
            parent.addSubview(leaf)
            #expect(leaf.traitCollection.userInterfaceStyle == .dark)
            #expect(leaf.layoutRoot === parent)
        }
        #expect(leaf.superview == nil)
        #expect(leaf.layoutRoot === leaf)
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aViewControllersOverridesReachItsViewsSubtree() {
        let controller = UIViewController()
        let leaf = UIView()
        controller.view.addSubview(leaf)
        let before = leaf.traitCollection.userInterfaceStyle
        controller.traitOverrides.userInterfaceStyle = before == .dark ? .light : .dark
        #expect(leaf.traitCollection.userInterfaceStyle != before)
        let other = UIView()
        controller.view = other
        other.addSubview(leaf)
        #expect(leaf.traitCollection.userInterfaceStyle != before)
        controller.view = UIView()
        #expect(leaf.traitCollection.userInterfaceStyle == before)
    }

    /// The layout direction trait flips leading and trailing below where it
    /// is set, as in UIKit; a forced semantic content attribute wins.
    @Test func aLayoutDirectionTraitFlipsLeadingBelowIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(), forced = UIView()
        root.addSubview(box)
        root.addSubview(forced)
        forced.semanticContentAttribute = .forceLeftToRight
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
        root.traitOverrides.layoutDirection = .rightToLeft
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 140)
        root.traitOverrides.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
    }

    @Test func cellsAreTheLayoutRootsOfTheirContent() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        cell.contentView.addSubview(label)
        #expect(label.layoutRoot === cell)
        table.addSubview(cell)
        #expect(label.layoutRoot === cell)
        #expect(cell.layoutRoot === cell)
        #expect(table.layoutRoot === table)
    }
}
