import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

@MainActor
@Suite struct LayoutEngineTests {
    func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300)) }

    @Test func constantChangesApplyInPlace() {
        let root = root()
        let v = autoLayoutView(in: root)
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([leading, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        leading.constant = 70
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 70, y: 0, width: 50, height: 20))
        #expect(root.layoutEngine === engine)  // not rebuilt
    }

    @Test func deactivatingRestoresTheOtherSolution() {
        let root = root()
        let v = autoLayoutView(in: root)
        let wide = v.widthAnchor.constraint(equalToConstant: 300)
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 300)
        wide.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        #expect(!wide.isActive)
        #expect(v.constraints.contains { $0 === narrow })  // a constant-only constraint lives on its view
    }

    @Test func rootResizeMovesEverythingThatDependsOnIt() {
        let root = root()
        let v = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10), v.widthAnchor.constraint(equalToConstant: 40),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor), v.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 270, y: 440, width: 40, height: 40))
    }

    @Test func intrinsicSizeChangesApplyInPlace() {
        let root = root()
        let label = IntrinsicView(80, 20)
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 80, height: 20))
        label.size = CGSize(width: 150, height: 40)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 150, height: 40))
    }

    @Test func removingAViewRemovesConstraintsToTheOutsideOnly() {
        let root = root()
        let container = autoLayoutView(in: root)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let outside = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let inside = child.widthAnchor.constraint(equalTo: container.widthAnchor)
        NSLayoutConstraint.activate([outside, inside])
        container.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(container.superview == nil)
    }

    @Test func incrementalChangesEqualRebuildingFromScratch() {
        // Random activations, deactivations and constant changes; after each,
        // the frames equal those of a fresh engine built from the same state.
        // Weak pulls at distinct levels make every frame determined, and no
        // two required constraints can conflict (which one breaks would
        // depend on history).
        for round in UInt64(0)..<20 {
            var rng = SeededGenerator(seed: round)
            let root = root()
            let views = (0..<4).map { _ in autoLayoutView(in: root) }
            var pool: [NSLayoutConstraint] = []
            for (i, v) in views.enumerated() {
                let previous = i == 0 ? root : views[i - 1]
                pool += [
                    v.leadingAnchor.constraint(equalTo: previous.leadingAnchor, constant: CGFloat(Int.random(in: 0...40, using: &rng))),
                    v.topAnchor.constraint(equalTo: previous.topAnchor, constant: CGFloat(Int.random(in: 0...40, using: &rng))),
                    v.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10...90, using: &rng))),
                    v.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10...90, using: &rng))),
                ]
                let margin = v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -CGFloat(Int.random(in: 0...20, using: &rng)))
                margin.priority = UILayoutPriority(999)
                pool.append(margin)
                let anchors = [
                    v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(Int.random(in: 0...300, using: &rng))),
                    v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(Int.random(in: 0...300, using: &rng))),
                    v.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 0...100, using: &rng))),
                    v.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 0...100, using: &rng))),
                ]
                for (k, anchor) in anchors.enumerated() { anchor.priority = UILayoutPriority(1 + Float(i * 4 + k) / 100) }
                NSLayoutConstraint.activate(anchors)
                let soft = v.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: 0.5)
                soft.priority = .defaultLow
                pool.append(soft)
            }
            NSLayoutConstraint.activate(pool)
            _ = LayoutDiagnostics.capture { root.layoutIfNeeded() }
            for _ in 0..<15 {
                let c = pool.randomElement(using: &rng)!
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: c.isActive.toggle()
                default: c.constant += CGFloat(Int.random(in: -15...15, using: &rng))
                }
                let incremental: [CGRect] = LayoutDiagnostics.capture {
                    root.layoutIfNeeded()
                    return views.map(\.frame)
                }.result
                root.layoutEngine = nil  // rebuild from the same tree and constraints
                let rebuilt: [CGRect] = LayoutDiagnostics.capture {
                    root.layoutIfNeeded()
                    return views.map(\.frame)
                }.result
                for (a, b) in zip(incremental, rebuilt) {
                    #expect(abs(a.minX - b.minX) + abs(a.minY - b.minY) + abs(a.width - b.width) + abs(a.height - b.height) < 1e-6, "round \(round)")
                }
            }
        }
    }
}

@MainActor
@Suite struct DiagnosticsTests {
    @Test func constraintsBetweenUnrelatedViewsAreReportedNotInstalled() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let (_, diagnostics) = LayoutDiagnostics.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics[0].message.contains("UIView:0x"))
    }

    @Test func aConflictingConstraintIsLoweredReportedAndHoldsAgainLater() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = autoLayoutView(in: root), b = autoLayoutView(in: root)
        let aWidth = a.widthAnchor.constraint(equalToConstant: 100)
        aWidth.identifier = "a.width"
        let same = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        same.identifier = "same"
        let bWidth = b.widthAnchor.constraint(equalToConstant: 200)
        bWidth.identifier = "b.width"
        let (_, diagnostics) = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([aWidth, same, bWidth])
            NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                                         a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("'a.width'") && message.contains("'same'") && message.contains("'b.width'"))
        #expect(message.contains("lowering to priority 999.98"))
        #expect(a.frame.width == 100 && b.frame.width == 100)  // the lowered one gave way
        #expect(bWidth.isActive)
        // Once the conflict is gone, the lowered constraint holds exactly again.
        same.isActive = false
        root.layoutIfNeeded()
        #expect(b.frame.width == 200)
    }

    @Test func contentTooBigForTheRootIsReportedAndKept() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = autoLayoutView(in: root)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                v.widthAnchor.constraint(equalToConstant: 150), v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            root.layoutIfNeeded()  // reported once, not on every pass
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("need a size of 170 × 100; its frame is 100 × 100") == true)
        #expect(v.frame == CGRect(x: 10, y: 0, width: 150, height: 10))
        #expect(root.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func addingAViewToItsOwnDescendantIsRefused() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            child.addSubview(parent)
            parent.addSubview(parent)
        }
        #expect(diagnostics.map(\.kind) == [.hierarchyCycle, .hierarchyCycle])
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
    }

    @Test func nonFiniteNumbersAndBadPrioritiesAreRefused() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = autoLayoutView(in: root)
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let (_, diagnostics) = LayoutDiagnostics.capture {
            width.constant = .nan
            width.priority = UILayoutPriority(0)
            width.priority = .defaultLow  // required → optional while active
            v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .infinity).isActive = true
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteNumber, .invalidPriority, .requiredPriorityChange, .nonFiniteNumber])
        #expect(width.constant == 10)
        #expect(width.priority == .required)
    }

    @Test func descriptionsReadLikeUIKits() {
        let root = UIView()
        let v = autoLayoutView(in: root)
        let c = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        c.identifier = "inset"
        #expect(c.description.hasPrefix("<NSLayoutConstraint 'inset' UIView:0x"))
        #expect(c.description.hasSuffix(".leading + 8>"))
        c.isActive = true
        #expect(c.description.hasSuffix(".leading + 8 (active)>"))
        let half = v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        half.priority = .defaultHigh
        #expect(half.description.contains(".width == 0.5*UIView:0x"))
        #expect(half.description.hasSuffix(".width @750>"))
    }
}

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
@Suite struct FittingSizeTests {
    /// A cell: a 40-point icon and a text block of fixed intrinsic size,
    /// with 12-point insets and the text's bottom deciding the height.
    func cell(textHeight: CGFloat) -> (UIView, IntrinsicView) {
        let cell = UIView()
        let icon = IntrinsicView(40, 40), text = IntrinsicView(200, textHeight)
        cell.addSubview(icon)
        cell.addSubview(text)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            icon.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            text.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            text.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -12),
            text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            cell.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 12),
            cell.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor, constant: 12),
        ])
        return (cell, text)
    }

    @Test func aTableFixesTheWidthAndTheConstraintsGiveTheHeight() {
        let (cell, _) = cell(textHeight: 90)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 114))
    }

    @Test func compressedAndExpandedSizes() {
        let (cell, _) = cell(textHeight: 20)
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 272, height: 64))
        // Nothing bounds the cell from above, so the expanded size is the target itself.
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == UIView.layoutFittingExpandedSize)
    }

    @Test func reconfiguringATemplateCellMeasuresIncrementally() {
        let (cell, text) = cell(textHeight: 20)
        let target = CGSize(width: 320, height: 0)
        #expect(cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height == 64)
        let engine = cell.layoutEngine
        for height in [100.0, 30, 250] {
            text.size.height = height
            text.invalidateIntrinsicContentSize()
            let size = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(abs(size.height - max(64, height + 24)) < 1e-9)
        }
        #expect(cell.layoutEngine === engine)
        #expect(cell.frame == .zero)  // measuring does not resize the view
    }
}

/// Text with the deterministic metric of the benchmark spec: every character
/// 7 points wide, every line 20 points tall, wrapping per character.
final class WrappingText: UIView {
    var count: Int
    private(set) var measurements = 0
    init(characters: Int) {
        count = characters
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(7 * count), height: count == 0 ? 0 : 20) }
    override var intrinsicContentSizeDependsOnWidth: Bool { true }
    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        measurements += 1
        let perLine = max(1, Int(width / 7))
        let lines = (count + perLine - 1) / perLine
        return CGSize(width: CGFloat(7 * count), height: CGFloat(20 * lines))
    }
}

@MainActor
@Suite struct WidthDependentSizeTests {
    @Test(arguments: [(CGFloat(320), CGFloat(92)), (375, 92), (200, 132), (1000, 52)])
    func aWrappedLabelSizesItsCellInOneCall(width: CGFloat, height: CGFloat) {
        let cell = UIView()
        let text = WrappingText(characters: 100)
        cell.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
            text.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -16),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: width, height: height))
    }

    @Test func theSameCellMeasuredAtSeveralWidthsAndLaidOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let text = WrappingText(characters: 60)
        root.addSubview(text)
        let trailing = text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), trailing,
                                     text.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 20, y: 0, width: 260, height: 40))  // 37 characters a line: 2 lines
        trailing.constant = -160
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 20, y: 0, width: 120, height: 80))  // 17 a line: 4 lines
        let before = text.measurements
        root.layoutIfNeeded()
        #expect(text.measurements == before + 1)  // one check that nothing moved, no more
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
