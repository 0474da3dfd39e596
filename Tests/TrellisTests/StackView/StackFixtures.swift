import Foundation
@testable import Trellis

/// One stack-view configuration and the frames UIKit's documented rules give
/// its arranged views, worked out by hand (comments show the arithmetic).
///
/// The children are `IntrinsicView`s, hugging 250 and resisting compression
/// at 750 unless a fixture says otherwise, named by their intrinsic sizes:
/// `a` 50 × 20, `b` 80 × 40, `c` 30 × 30. The stack is the root, sized by
/// `stackSize`.
struct StackFixture: Sendable, CustomStringConvertible {
    var name: String
    var axis: NSLayoutConstraint.Axis = .horizontal
    var distribution: UIStackView.Distribution = .fill
    var alignment: UIStackView.Alignment = .fill
    var spacing: CGFloat = 10
    var stackSize = CGSize(width: 300, height: 100)
    var marginsRelative = false
    /// Indices of the arranged views to hide.
    var hidden: Set<Int> = []
    /// Custom spacing after the view at an index.
    var customSpacing: [Int: CGFloat] = [:]
    /// Changes to the children's priorities: (index, axis, hugging, compression).
    var priorities: [(Int, NSLayoutConstraint.Axis, Float, Float)] = []
    /// Intrinsic sizes of the children; `a`, `b`, `c` by default.
    var children: [CGSize] = [CGSize(width: 50, height: 20), CGSize(width: 80, height: 40), CGSize(width: 30, height: 30)]
    var expected: [CGRect]

    var description: String { name }
}

extension StackFixture {
    static let all: [StackFixture] = [
        // Distributions, horizontal, alignment fill.
        StackFixture(
            name: "fill: the last of equal huggers stretches",  // 50 + 10 + 80 + 10 = 150; c takes the other 150
            expected: [rect(0, 0, 50, 100), rect(60, 0, 80, 100), rect(150, 0, 150, 100)]),
        StackFixture(
            name: "fill: the lowest hugger stretches", priorities: [(1, .horizontal, 200, 750)],  // b = 300 − 50 − 30 − 20
            expected: [rect(0, 0, 50, 100), rect(60, 0, 200, 100), rect(270, 0, 30, 100)]),
        StackFixture(
            name: "fillEqually", distribution: .fillEqually, spacing: 15,  // (300 − 30) / 3
            expected: [rect(0, 0, 90, 100), rect(105, 0, 90, 100), rect(210, 0, 90, 100)]),
        StackFixture(
            name: "fillProportionally", distribution: .fillProportionally,  // 280 × 50/160, × 80/160, × 30/160
            expected: [rect(0, 0, 87.5, 100), rect(97.5, 0, 140, 100), rect(247.5, 0, 52.5, 100)]),
        StackFixture(
            name: "equalSpacing", distribution: .equalSpacing,  // (300 − 160) / 2 = 70 per gap
            expected: [rect(0, 0, 50, 100), rect(120, 0, 80, 100), rect(270, 0, 30, 100)]),
        StackFixture(
            name: "equalCentering", distribution: .equalCentering,  // centres 25 and 285; b's at 155
            expected: [rect(0, 0, 50, 100), rect(115, 0, 80, 100), rect(270, 0, 30, 100)]),
        // Alignments, horizontal.
        StackFixture(
            name: "alignment top", alignment: .top,
            expected: [rect(0, 0, 50, 20), rect(60, 0, 80, 40), rect(150, 0, 150, 30)]),
        StackFixture(
            name: "alignment center", alignment: .center,  // (100 − h) / 2
            expected: [rect(0, 40, 50, 20), rect(60, 30, 80, 40), rect(150, 35, 150, 30)]),
        StackFixture(
            name: "alignment bottom", alignment: .bottom,
            expected: [rect(0, 80, 50, 20), rect(60, 60, 80, 40), rect(150, 70, 150, 30)]),
        StackFixture(
            // A view without text has its baselines at its bottom edge; the
            // row sits at the top, held in by its tallest view.
            name: "alignment firstBaseline without text", alignment: .firstBaseline,
            expected: [rect(0, 20, 50, 20), rect(60, 0, 80, 40), rect(150, 10, 150, 30)]),
        // A canvas shorter than the tallest view: the alignment spanner keeps
        // every view inside it, so b (40 tall) is compressed to 30.
        StackFixture(
            name: "alignment top in a short canvas", alignment: .top, stackSize: CGSize(width: 300, height: 30),
            expected: [rect(0, 0, 50, 20), rect(60, 0, 80, 30), rect(150, 0, 150, 30)]),
        StackFixture(
            name: "alignment center in a short canvas", alignment: .center, stackSize: CGSize(width: 300, height: 30),  // a: (30 − 20) / 2
            expected: [rect(0, 5, 50, 20), rect(60, 0, 80, 30), rect(150, 0, 150, 30)]),
        StackFixture(
            name: "alignment bottom in a short canvas", alignment: .bottom, stackSize: CGSize(width: 300, height: 30),
            expected: [rect(0, 10, 50, 20), rect(60, 0, 80, 30), rect(150, 0, 150, 30)]),
        StackFixture(
            name: "alignment firstBaseline in a short canvas", alignment: .firstBaseline, stackSize: CGSize(width: 300, height: 30),  // bottoms at 30
            expected: [rect(0, 10, 50, 20), rect(60, 0, 80, 30), rect(150, 0, 150, 30)]),
        StackFixture(
            name: "vertical leading in a narrow canvas", axis: .vertical, alignment: .leading, spacing: 0,  // b is 80 wide
            stackSize: CGSize(width: 60, height: 300),  // the last view stretches along the axis: 300 − 20 − 40
            expected: [rect(0, 0, 50, 20), rect(0, 20, 60, 40), rect(0, 60, 30, 240)]),
        // Hiding and spacing.
        StackFixture(
            name: "a hidden view collapses with its spacing", hidden: [1],
            expected: [rect(0, 0, 50, 100), rect(50, 0, 0, 100), rect(60, 0, 240, 100)]),
        StackFixture(
            name: "custom spacing after a view", customSpacing: [0: 20],
            expected: [rect(0, 0, 50, 100), rect(70, 0, 80, 100), rect(160, 0, 140, 100)]),
        StackFixture(
            name: "custom spacing after a hidden view goes with it", hidden: [1], customSpacing: [1: 40],
            expected: [rect(0, 0, 50, 100), rect(50, 0, 0, 100), rect(60, 0, 240, 100)]),
        StackFixture(
            name: "system spacing", spacing: UIStackView.spacingUseSystem,  // 8 points
            expected: [rect(0, 0, 50, 100), rect(58, 0, 80, 100), rect(146, 0, 154, 100)]),
        StackFixture(
            name: "hidden view in equalSpacing", distribution: .equalSpacing, hidden: [1],  // one gap: 300 − 80
            expected: [rect(0, 0, 50, 100), rect(50, 0, 0, 100), rect(270, 0, 30, 100)]),
        StackFixture(
            name: "margins-relative arrangement", marginsRelative: true,  // inside 8-point margins
            expected: [rect(8, 8, 50, 84), rect(68, 8, 80, 84), rect(158, 8, 134, 84)]),
        // Vertical.
        StackFixture(
            name: "vertical fill", axis: .vertical, stackSize: CGSize(width: 100, height: 300),
            expected: [rect(0, 0, 100, 20), rect(0, 30, 100, 40), rect(0, 80, 100, 220)]),
        StackFixture(
            name: "vertical center", axis: .vertical, alignment: .center, stackSize: CGSize(width: 100, height: 300),
            expected: [rect(25, 0, 50, 20), rect(10, 30, 80, 40), rect(35, 80, 30, 220)]),
        StackFixture(
            name: "vertical trailing", axis: .vertical, alignment: .trailing, stackSize: CGSize(width: 100, height: 300),
            expected: [rect(50, 0, 50, 20), rect(20, 30, 80, 40), rect(70, 80, 30, 220)]),
        StackFixture(
            name: "vertical equalSpacing", axis: .vertical, distribution: .equalSpacing, stackSize: CGSize(width: 100, height: 300),  // (300 − 90) / 2
            expected: [rect(0, 0, 100, 20), rect(0, 125, 100, 40), rect(0, 270, 100, 30)]),
        StackFixture(
            name: "vertical fillEqually", axis: .vertical, distribution: .fillEqually, spacing: 15, stackSize: CGSize(width: 100, height: 300),
            expected: [rect(0, 0, 100, 90), rect(0, 105, 100, 90), rect(0, 210, 100, 90)]),
        // Views that do not fit.
        StackFixture(
            name: "fill too narrow: the last of equal resisters shrinks", stackSize: CGSize(width: 100, height: 100),  // b = 100 − 60
            children: [CGSize(width: 50, height: 20), CGSize(width: 80, height: 40)],
            expected: [rect(0, 0, 50, 100), rect(60, 0, 40, 100)]),
        StackFixture(
            name: "fill too narrow: the lowest resister shrinks", stackSize: CGSize(width: 100, height: 100),
            priorities: [(0, .horizontal, 250, 700)], children: [CGSize(width: 50, height: 20), CGSize(width: 80, height: 40)],
            expected: [rect(0, 0, 10, 100), rect(20, 0, 80, 100)]),
        StackFixture(
            name: "equalSpacing too narrow: gaps at spacing, then the last view shrinks", distribution: .equalSpacing,
            stackSize: CGSize(width: 100, height: 100), children: [CGSize(width: 50, height: 20), CGSize(width: 80, height: 40)],
            expected: [rect(0, 0, 50, 100), rect(60, 0, 40, 100)]),
        StackFixture(
            // Equal centres would put b at 55, 5 points from a: the centring
            // gives way and b sits the least spacing after a.
            name: "equalCentering shrinks its gaps to spacing first", distribution: .equalCentering, stackSize: CGSize(width: 210, height: 100),
            children: [CGSize(width: 50, height: 20), CGSize(width: 120, height: 40), CGSize(width: 10, height: 30)],
            expected: [rect(0, 0, 50, 100), rect(60, 0, 120, 100), rect(200, 0, 10, 100)]),
    ]
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
