import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// Random stack configurations, checked against what every arrangement must
/// satisfy: views in order and a gap apart, the first and last at the canvas
/// edges, hidden views collapsed, every view inside the canvas across the axis,
/// the distribution's own equalities, no ambiguity and no diagnostics.
@MainActor
@Suite struct StackPropertyTests {
    @MainActor struct Configuration {
        var stack: UIStackView
        var children: [IntrinsicView]
        var gaps: [CGFloat]  // the gap required after each visible view but the last
        var summary: String {
            "\(stack.axis) \(stack.distribution) \(stack.alignment) spacing \(stack.spacing) margins \(stack.isLayoutMarginsRelativeArrangement) "
                + "children \(children.map { "\($0.size)\($0.isHidden ? " hidden" : "")" })"
        }
    }

    /// A stack with room for its content (`slack` points more along the axis).
    func randomConfiguration(_ random: inout SeededGenerator, slack: CGFloat) -> Configuration {
        let children = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            IntrinsicView(CGFloat(Int.random(in: 1...8, using: &random) * 10), CGFloat(Int.random(in: 1...6, using: &random) * 10))
        }
        let stack = UIStackView(arrangedSubviews: children)
        stack.axis = Bool.random(using: &random) ? .horizontal : .vertical
        stack.distribution = UIStackView.Distribution(rawValue: Int.random(in: 0...4, using: &random))!
        stack.alignment = UIStackView.Alignment(rawValue: Int.random(in: 0...5, using: &random))!
        stack.spacing = CGFloat(Int.random(in: 0...3, using: &random) * 5)
        stack.isLayoutMarginsRelativeArrangement = Int.random(in: 0...3, using: &random) == 0
        for child in children where Int.random(in: 0...4, using: &random) == 0 { child.isHidden = true }
        var customs: [ObjectIdentifier: CGFloat] = [:]
        for child in children where Int.random(in: 0...4, using: &random) == 0 {
            let spacing = CGFloat(Int.random(in: 0...4, using: &random) * 5)
            stack.setCustomSpacing(spacing, after: child)
            customs[ObjectIdentifier(child)] = spacing
        }
        let visible = children.filter { !$0.isHidden }
        let gaps = visible.dropLast().map { customs[ObjectIdentifier($0)] ?? stack.spacing }
        let horizontal = stack.axis == .horizontal
        func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let lengths = visible.map { along($0.size) }
        // Room for the content whatever the distribution: equal lengths need
        // the longest view times the count; equal centring needs up to twice.
        var length = lengths.reduce(0, +) + gaps.reduce(0, +)
        if stack.distribution == .fillEqually { length = (lengths.max() ?? 0) * CGFloat(lengths.count) + gaps.reduce(0, +) }
        if stack.distribution == .equalCentering { length = 2 * ((lengths.max() ?? 0) + (gaps.max() ?? 0)) * CGFloat(lengths.count) }
        let breadth = children.map { across($0.size) }.max() ?? 0
        let margins: CGFloat = stack.isLayoutMarginsRelativeArrangement ? 16 : 0
        let size = (length + slack + margins, breadth + 10 + margins)
        stack.frame = CGRect(x: 0, y: 0, width: horizontal ? size.0 : size.1, height: horizontal ? size.1 : size.0)
        return Configuration(stack: stack, children: children, gaps: gaps)
    }

    @Test(arguments: 0..<300 as Range<UInt64>)
    func everyArrangementHoldsItsRules(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let configuration = randomConfiguration(&random, slack: CGFloat(Int.random(in: 0...4, using: &random) * 10))
        let (stack, children) = (configuration.stack, configuration.children)
        let diagnostics = LayoutDiagnostics.capture { stack.layoutIfNeeded() }.diagnostics
        #expect(diagnostics.isEmpty, "\(configuration.summary): \(diagnostics)")

        let horizontal = stack.axis == .horizontal
        let canvas = stack.isLayoutMarginsRelativeArrangement ? stack.bounds.inset(by: stack.layoutMargins) : stack.bounds
        func start(_ r: CGRect) -> CGFloat { horizontal ? r.minX : r.minY }
        func end(_ r: CGRect) -> CGFloat { horizontal ? r.maxX : r.maxY }
        func crossStart(_ r: CGRect) -> CGFloat { horizontal ? r.minY : r.minX }
        func crossEnd(_ r: CGRect) -> CGFloat { horizontal ? r.maxY : r.maxX }
        func length(_ r: CGRect) -> CGFloat { horizontal ? r.width : r.height }
        let close = { (a: CGFloat, b: CGFloat) in abs(a - b) < 1e-6 }

        let visible = children.filter { !$0.isHidden }.map(\.frame)
        for child in children where child.isHidden { #expect(length(child.frame) == 0, "\(configuration.summary)") }
        for child in children { #expect(!child.hasAmbiguousLayout, "\(configuration.summary)") }
        guard let first = visible.first, let last = visible.last else { return }
        #expect(close(start(first), start(canvas)), "\(configuration.summary)")
        #expect(close(end(last), end(canvas)), "\(configuration.summary)")
        for (index, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = start(b) - end(a)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                #expect(close(gap, configuration.gaps[index]), "\(configuration.summary)")
            case .equalSpacing, .equalCentering:
                #expect(gap >= configuration.gaps[index] - 1e-6, "\(configuration.summary)")
            }
        }
        for frame in visible {
            #expect(crossStart(frame) >= crossStart(canvas) - 1e-6 && crossEnd(frame) <= crossEnd(canvas) + 1e-6, "\(configuration.summary)")
        }
        switch stack.distribution {
        case .fillEqually:
            for frame in visible { #expect(close(length(frame), length(first)), "\(configuration.summary)") }
        case .equalSpacing:
            let gaps = zip(visible, visible.dropFirst()).map { start($1) - end($0) }
            for gap in gaps { #expect(close(gap, gaps[0]), "\(configuration.summary)") }
        case .equalCentering:
            let centres = visible.map { (start($0) + end($0)) / 2 }
            let steps = zip(centres, centres.dropFirst()).map { $1 - $0 }
            for step in steps { #expect(close(step, steps[0]), "\(configuration.summary)") }
        case .fill, .fillProportionally:
            break
        }
    }
}
