import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct HierarchyTests {
    @Test func subviewOrderOperations() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        c.tag = 7
        #expect(parent.viewWithTag(7) === c)
        #expect(c.isDescendant(of: parent))
        #expect(!parent.isDescendant(of: c))
    }

    @Test func convertingPointsBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: b) == CGRect(x: 5, y: 5, width: 5, height: 5))
    }
}

@MainActor
@Suite struct HitTestingTests {
    @Test func theFrontMostVisibleInteractiveViewWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
    }
}

/// A view that switches between a compact and a wide layout in `updateConstraints()`.
final class TogglingView: UIView {
    var isWide = false { didSet { setNeedsUpdateConstraints() } }
    private(set) var updates: [String] = []
    let child = UIView()
    lazy var compact = [child.widthAnchor.constraint(equalToConstant: 50)]
    lazy var wide = [child.widthAnchor.constraint(equalTo: widthAnchor, constant: -20)]

    override init(frame: CGRect) {
        super.init(frame: frame)
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                                     child.topAnchor.constraint(equalTo: topAnchor), child.heightAnchor.constraint(equalToConstant: 10)])
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConstraints() {
        updates.append(isWide ? "wide" : "compact")
        NSLayoutConstraint.deactivate(isWide ? compact : wide)
        NSLayoutConstraint.activate(isWide ? wide : compact)
        super.updateConstraints()
    }
}

@MainActor
@Suite struct UpdateConstraintsTests {
    @Test func updateConstraintsRunsOncePerRequestBeforeLayout() {
        let view = TogglingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(view.needsUpdateConstraints())
        view.layoutIfNeeded()
        #expect(view.child.frame.width == 50)
        view.layoutIfNeeded()
        #expect(view.updates == ["compact"])
        view.isWide = true
        view.layoutIfNeeded()
        #expect(view.child.frame.width == 280)
        #expect(view.updates == ["compact", "wide"])
        #expect(!view.needsUpdateConstraints())
    }
}

/// Records the hierarchy callbacks in order.
final class CallbackView: UIView {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview:\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow:\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview(\(subview.superview === self ? "still here" : "gone"))") }
}

@MainActor
@Suite struct SubviewCallbackTests {
    @Test func aSuperviewHearsOfSubviewsComingAndGoing() {
        let parent = CallbackView(), other = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(parent.log == ["didAddSubview"])
        other.addSubview(child)  // moving away removes it first
        #expect(parent.log == ["didAddSubview", "willRemoveSubview(still here)"])
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.log.suffix(2) == ["didAddSubview", "willRemoveSubview(still here)"])
    }
}

@MainActor
@Suite struct WindowTests {
    @Test func viewsKnowTheirWindowAndHearWhenItChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView()
        let leaf = CallbackView()
        container.addSubview(leaf)
        #expect(leaf.window == nil)
        #expect(leaf.log == ["willMove(toSuperview:view)", "didMoveToSuperview"])
        leaf.log = []
        window.addSubview(container)  // the leaf's window changes, not its superview
        #expect(leaf.window === window)
        #expect(leaf.log == ["willMove(toWindow:window)", "didMoveToWindow"])
        leaf.log = []
        container.removeFromSuperview()
        #expect(leaf.window == nil)
        #expect(leaf.log == ["willMove(toWindow:nil)", "didMoveToWindow"])
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
    }
}
