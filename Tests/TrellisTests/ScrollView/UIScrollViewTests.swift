import Foundation
import Testing
@testable import Trellis

/// Records what a scroll view tells its delegate.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var retarget: ((CGPoint) -> CGPoint)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll \(Int(scrollView.contentOffset.y.rounded()))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("begin") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
        events.append("willEnd \(Int(targetContentOffset.pointee.y.rounded()))")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEnd \(decelerate)") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("rest") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("animated") }
}

@MainActor
@Suite struct UIScrollViewTests {
    func scrollView(content height: CGFloat) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: height)
        return scrollView
    }

    @Test func theContentOffsetIsTheBoundsOrigin() {
        let scrollView = scrollView(content: 1_000)
        #expect(scrollView.clipsToBounds)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        let child = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10))
        scrollView.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: scrollView.superview ?? scrollView) == CGPoint(x: 0, y: 150))
        #expect(abs(scrollView.convert(child.frame.origin, to: nil).y - 30) < 1e-9)
    }

    @Test func aDragTellsTheDelegateInUIKitsOrder() {
        let scrollView = scrollView(content: 1_000)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0.5))
        // 0.5 points a millisecond carries the content 250 points further.
        #expect(recorder.events == ["begin", "scroll 100", "willEnd 350", "didEnd true", "scroll 350", "rest"])
        recorder.events = []
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 300))
        #expect(recorder.events == ["begin", "scroll 300", "willEnd 300", "didEnd false"])
        // The content never rests beyond its end.
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 700), velocity: CGPoint(x: 0, y: 5))
        #expect(scrollView.contentOffset.y == 800)
    }

    @Test(arguments: [(CGFloat(0.2), CGFloat(200)), (-0.2, 0), (0, 200), (0.01, 200)])
    func pagingSettlesOnAPage(velocity: CGFloat, expected: CGFloat) {
        let scrollView = scrollView(content: 1_000)
        scrollView.isPagingEnabled = true
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 130), velocity: CGPoint(x: 0, y: velocity))
        #expect(scrollView.contentOffset.y == expected)
    }

    @Test func theDelegateMayRetargetTheDrag() {
        let scrollView = scrollView(content: 1_000)
        let recorder = ScrollRecorder()
        recorder.retarget = { CGPoint(x: $0.x, y: ($0.y / 50).rounded() * 50) }
        scrollView.delegate = recorder
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 0.17))
        #expect(scrollView.contentOffset.y == 100)  // 10 + 85, snapped to 100
    }

    @Test func animatedScrollingEndsWithItsCallback() {
        let scrollView = scrollView(content: 1_000)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(recorder.events == ["scroll 40", "animated", "scroll 350"])
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 10)
    }

    @Test func theSafeAreaAdjustsTheInsetAsTheBehaviourSays() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.contentSize = CGSize(width: 100, height: 1_000)
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        root.addSubview(scrollView)
        root.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 45, left: 0, bottom: 30, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .automatic
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -200))
        #expect(scrollView.contentOffset.y == -45)  // rests at the top of the inset content
    }
}

/// Content sized by constraints, as in UIKit.
@MainActor
@Suite struct ScrollViewContentLayoutTests {
    func column(in scrollView: UIScrollView, rows: Int) -> [UIView] {
        (0..<rows).map { _ in
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            row.heightAnchor.constraint(equalToConstant: 100).isActive = true
            scrollView.addSubview(row)
            return row
        }
    }

    @Test func constraintsToTheEdgesDefineTheContentSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let rows = column(in: scrollView, rows: 8)
        var constraints = [
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor), scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor), scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            rows[0].topAnchor.constraint(equalTo: scrollView.topAnchor),
            rows[7].bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
        ]
        for (index, row) in rows.enumerated() {
            constraints += [
                row.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                row.widthAnchor.constraint(equalTo: scrollView.widthAnchor),  // the frame's width: no sideways scrolling
            ]
            if index > 0 { constraints.append(row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor)) }
        }
        NSLayoutConstraint.activate(constraints)
        let (_, diagnostics) = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 820))
        #expect(rows[7].frame == CGRect(x: 0, y: 700, width: 320, height: 100))
        // Scrolling moves the drawing, not the content's frames.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(rows[7].frame.minY == 700)
    }

    @Test func theContentAndFrameGuidesWorkAsInUIKit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scrollView = UIScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        let content = UIView(), badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let contentGuide = scrollView.contentLayoutGuide, frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1_500),
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1_500))
        #expect(badge.frame == CGRect(x: 260, y: 10, width: 30, height: 30))
        // Pinned to the frame guide, the badge stays where it is on screen.
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        #expect(badge.frame.minY == 210)
        #expect(scrollView.convert(badge.frame, to: root).minY == 10)
    }
}
