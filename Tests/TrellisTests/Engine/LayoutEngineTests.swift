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

    /// A view's margins rectangle costs four more constraints: it is made
    /// only for views whose margins some constraint or guide refers to (made
    /// for every view an edge constraint named, a chain of views took time
    /// cubic in its length).
    @Test func marginsRectanglesAreMadeOnlyWhereMarginsAreReferredTo() {
        let root = root()
        let views = (0..<3).map { _ in autoLayoutView(in: root) }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        for (previous, view) in zip(views, views.dropFirst()) {
            constraints += [view.leadingAnchor.constraint(equalTo: previous.trailingAnchor), view.widthAnchor.constraint(equalTo: previous.widthAnchor)]
        }
        constraints += views.map { $0.topAnchor.constraint(equalTo: root.topAnchor) }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(root.layoutEngine?.records.count == 4)  // the root and its three views
        views[1].bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(root.layoutEngine?.records.count == 5)  // and the root's margins
        #expect(views[1].frame.maxY == 300 - root.layoutMargins.bottom)
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

    @Test func aMovedViewReportsToItsNewTree() {
        let first = root(), second = root()
        let label = IntrinsicView(80, 20)
        first.addSubview(label)
        first.layoutIfNeeded()
        second.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 7), label.topAnchor.constraint(equalTo: second.topAnchor)])
        second.layoutIfNeeded()
        label.size = CGSize(width: 150, height: 40)
        label.invalidateIntrinsicContentSize()
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 7, y: 0, width: 150, height: 40))
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

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
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
        #expect(text.measurements == before)  // same width: not measured again
    }
}
