import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisUI

/// A view tree the fuzzer makes: stacks, frames, padding, fixed sizes,
/// priorities, spacers, texts and colours, with lengths of every kind
/// (NaN, negative, infinite, huge). It prints as the SwiftUI code it stands for.
indirect enum FuzzTree: CustomStringConvertible {
    case color
    case text(String, lineLimit: Int?)
    case spacer(minLength: CGFloat?)
    case hstack(spacing: CGFloat?, alignment: Int, [FuzzTree])
    case vstack(spacing: CGFloat?, alignment: Int, [FuzzTree])
    case zstack(alignment: Int, [FuzzTree])
    case fixedFrame(width: CGFloat?, height: CGFloat?, FuzzTree)
    case flexibleFrame(width: [CGFloat?], height: [CGFloat?], FuzzTree)
    case padding(edges: Int8, length: CGFloat?, FuzzTree)
    case fixedSize(horizontal: Bool, vertical: Bool, FuzzTree)
    case priority(Double, FuzzTree)

    static let verticalAlignments: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
    static let horizontalAlignments: [HorizontalAlignment] = [.leading, .center, .trailing]
    static let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading, .top]

    /// The view the tree stands for.
    @MainActor var view: AnyView {
        switch self {
        case .color: AnyView(Color.red)
        case .text(let string, let lineLimit): AnyView(Text(string).lineLimit(lineLimit))
        case .spacer(let minLength): AnyView(Spacer(minLength: minLength))
        case .hstack(let spacing, let alignment, let children):
            AnyView(HStack(alignment: Self.verticalAlignments[alignment], spacing: spacing) {
                ForEach(0..<children.count) { children[$0].view }
            })
        case .vstack(let spacing, let alignment, let children):
            AnyView(VStack(alignment: Self.horizontalAlignments[alignment], spacing: spacing) {
                ForEach(0..<children.count) { children[$0].view }
            })
        case .zstack(let alignment, let children):
            AnyView(ZStack(alignment: Self.alignments[alignment]) { ForEach(0..<children.count) { children[$0].view } })
        case .fixedFrame(let width, let height, let content): AnyView(content.view.frame(width: width, height: height))
        case .flexibleFrame(let width, let height, let content):
            AnyView(content.view.frame(
                minWidth: width[0], idealWidth: width[1], maxWidth: width[2], minHeight: height[0], idealHeight: height[1], maxHeight: height[2]))
        case .padding(let edges, let length, let content): AnyView(content.view.padding(Edge.Set(rawValue: edges), length))
        case .fixedSize(let horizontal, let vertical, let content): AnyView(content.view.fixedSize(horizontal: horizontal, vertical: vertical))
        case .priority(let value, let content): AnyView(content.view.layoutPriority(value))
        }
    }

    /// The trees directly inside this one.
    var children: [FuzzTree] {
        switch self {
        case .color, .text, .spacer: []
        case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children): children
        case .fixedFrame(_, _, let content), .flexibleFrame(_, _, let content), .padding(_, _, let content),
             .fixedSize(_, _, let content), .priority(_, let content): [content]
        }
    }

    /// The same tree with other children (as many as it has).
    func replacingChildren(_ new: [FuzzTree]) -> FuzzTree {
        switch self {
        case .color, .text, .spacer: self
        case .hstack(let spacing, let alignment, _): .hstack(spacing: spacing, alignment: alignment, new)
        case .vstack(let spacing, let alignment, _): .vstack(spacing: spacing, alignment: alignment, new)
        case .zstack(let alignment, _): .zstack(alignment: alignment, new)
        case .fixedFrame(let width, let height, _): .fixedFrame(width: width, height: height, new[0])
        case .flexibleFrame(let width, let height, _): .flexibleFrame(width: width, height: height, new[0])
        case .padding(let edges, let length, _): .padding(edges: edges, length: length, new[0])
        case .fixedSize(let horizontal, let vertical, _): .fixedSize(horizontal: horizontal, vertical: vertical, new[0])
        case .priority(let value, _): .priority(value, new[0])
        }
    }

    var isStack: Bool {
        switch self {
        case .hstack, .vstack, .zstack: true
        default: false
        }
    }

    /// Simpler trees: a child in its place, a stack with a child fewer, a
    /// child simplified, a text shorter.
    var shrunk: [FuzzTree] {
        var candidates = children
        if case .text(let string, _) = self, !string.isEmpty { candidates.append(.text("", lineLimit: nil)) }
        if isStack {
            for index in children.indices {
                var fewer = children
                fewer.remove(at: index)
                candidates.append(replacingChildren(fewer))
            }
        }
        for (index, child) in children.enumerated() {
            for simpler in child.shrunk {
                var replaced = children
                replaced[index] = simpler
                candidates.append(replacingChildren(replaced))
            }
        }
        return candidates
    }

    var description: String {
        func length(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
        func block(_ children: [FuzzTree]) -> String { children.map(\.description).joined(separator: "; ") }
        switch self {
        case .color: return "Color.red"
        case .text(let string, let lineLimit): return "Text(\(string.debugDescription)).lineLimit(\(lineLimit.map(String.init) ?? "nil"))"
        case .spacer(let minLength): return "Spacer(minLength: \(length(minLength)))"
        case .hstack(let spacing, let alignment, let children):
            return "HStack(alignment: #\(alignment), spacing: \(length(spacing))) { \(block(children)) }"
        case .vstack(let spacing, let alignment, let children):
            return "VStack(alignment: #\(alignment), spacing: \(length(spacing))) { \(block(children)) }"
        case .zstack(let alignment, let children): return "ZStack(alignment: #\(alignment)) { \(block(children)) }"
        case .fixedFrame(let width, let height, let content): return "\(content).frame(width: \(length(width)), height: \(length(height)))"
        case .flexibleFrame(let width, let height, let content):
            return "\(content).frame(minWidth: \(length(width[0])), idealWidth: \(length(width[1])), maxWidth: \(length(width[2])), "
                + "minHeight: \(length(height[0])), idealHeight: \(length(height[1])), maxHeight: \(length(height[2])))"
        case .padding(let edges, let length, let content): return "\(content).padding(Edge.Set(rawValue: \(edges)), \(length.map { "\($0)" } ?? "nil"))"
        case .fixedSize(let horizontal, let vertical, let content): return "\(content).fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .priority(let value, let content): return "\(content).layoutPriority(\(value))"
        }
    }
}

/// A tree and the proposal it is laid out for.
struct FuzzCase: CustomStringConvertible {
    var tree: FuzzTree
    var proposal: ProposedViewSize

    var description: String { "\(tree) proposed (\(proposal.width.map { "\($0)" } ?? "nil"), \(proposal.height.map { "\($0)" } ?? "nil"))" }

    /// Simpler cases: a simpler tree, or a plainer proposal.
    var shrunk: [FuzzCase] {
        var candidates = tree.shrunk.map { FuzzCase(tree: $0, proposal: proposal) }
        if proposal.width != nil { candidates.append(FuzzCase(tree: tree, proposal: ProposedViewSize(width: nil, height: proposal.height))) }
        if proposal.height != nil { candidates.append(FuzzCase(tree: tree, proposal: ProposedViewSize(width: proposal.width, height: nil))) }
        return candidates
    }
}

/// What the random trees are made of.
struct FuzzGrammar {
    /// Whether lengths, priorities and proposals may be NaN, negative, infinite or huge.
    var hostile: Bool
    var texts: Bool
    var spacers: Bool
    /// Frames, padding and fixed sizes.
    var modifiers: Bool
    /// Stacks only with no spacing (so that nothing needs more than it is offered).
    var zeroSpacing: Bool

    /// Everything, with lengths of every kind.
    static let everything = FuzzGrammar(hostile: true, texts: true, spacers: true, modifiers: true, zeroSpacing: false)
    /// Stacks of colours and texts with no spacing, and priorities.
    static let shrinkable = FuzzGrammar(hostile: false, texts: true, spacers: false, modifiers: false, zeroSpacing: true)
    /// Stacks of colours, with spacing and priorities.
    static let colours = FuzzGrammar(hostile: false, texts: false, spacers: false, modifiers: false, zeroSpacing: false)

    static let strings = ["", "Hi", "Hello, world", "Supercalifragilisticexpialidocious",
                          "The quick brown fox jumps over the lazy dog and keeps on running far away", "Line one\nLine two"]

    /// A length for a frame, a padding or a spacer: mostly ordinary, else of
    /// every kind when hostile.
    func length(_ generator: inout SeededGenerator) -> CGFloat? {
        let choice = Int.random(in: 0..<(hostile ? 12 : 6), using: &generator)
        switch choice {
        case 0: return nil
        case 1: return 0
        case 6: return .nan
        case 7: return .infinity
        case 8: return -CGFloat(Int.random(in: 1...100, using: &generator))
        case 9: return 1e12
        case 10: return .greatestFiniteMagnitude
        case 11: return -.infinity
        default: return CGFloat(Int.random(in: 1...300, using: &generator)) / CGFloat([1, 2, 3, 4][Int.random(in: 0..<4, using: &generator)])
        }
    }

    /// A proposed length: nil, zero, finite, infinite, and when hostile NaN, negative or huge.
    func proposed(_ generator: inout SeededGenerator) -> CGFloat? {
        switch Int.random(in: 0..<(hostile ? 8 : 5), using: &generator) {
        case 0: return nil
        case 1: return 0
        case 2: return .infinity
        case 5: return .nan
        case 6: return -CGFloat(Int.random(in: 1...50, using: &generator))
        case 7: return 1e15
        default: return CGFloat(Int.random(in: 1...4000, using: &generator)) / 8
        }
    }

    func priority(_ generator: inout SeededGenerator) -> Double {
        let values: [Double] = hostile ? [0, 1, -1, 2.5, .nan, .infinity, -.infinity] : [0, 0, 1, -1, 2]
        return values[Int.random(in: 0..<values.count, using: &generator)]
    }

    func tree(depth: Int, _ generator: inout SeededGenerator) -> FuzzTree {
        let roll = Int.random(in: 0..<100, using: &generator)
        if depth == 0 || roll < 30 { return leaf(&generator) }
        if roll < 65 {
            let count = Int.random(in: 0...4, using: &generator)
            let children = (0..<count).map { _ in tree(depth: depth - 1, &generator) }
            let spacing: CGFloat? = zeroSpacing ? 0 : (Bool.random(using: &generator) ? nil : length(&generator))
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: return .hstack(spacing: spacing, alignment: Int.random(in: 0..<FuzzTree.verticalAlignments.count, using: &generator), children)
            case 1: return .vstack(spacing: spacing, alignment: Int.random(in: 0..<FuzzTree.horizontalAlignments.count, using: &generator), children)
            default: return .zstack(alignment: Int.random(in: 0..<FuzzTree.alignments.count, using: &generator), children)
            }
        }
        let content = tree(depth: depth - 1, &generator)
        guard modifiers else { return .priority(priority(&generator), content) }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: return .fixedFrame(width: length(&generator), height: length(&generator), content)
        case 1: return .flexibleFrame(width: (0..<3).map { _ in length(&generator) }, height: (0..<3).map { _ in length(&generator) }, content)
        case 2: return .padding(edges: Int8.random(in: 0...15, using: &generator), length: length(&generator), content)
        case 3: return .fixedSize(horizontal: Bool.random(using: &generator), vertical: Bool.random(using: &generator), content)
        default: return .priority(priority(&generator), content)
        }
    }

    func leaf(_ generator: inout SeededGenerator) -> FuzzTree {
        let roll = Int.random(in: 0..<10, using: &generator)
        if texts, roll < 4 {
            let string = Self.strings[Int.random(in: 0..<Self.strings.count, using: &generator)]
            return .text(string, lineLimit: [nil, nil, 1, 2][Int.random(in: 0..<4, using: &generator)])
        }
        if spacers, roll < 6 { return .spacer(minLength: Bool.random(using: &generator) ? nil : length(&generator)) }
        return .color
    }

    func randomCase(_ generator: inout SeededGenerator) -> FuzzCase {
        let tree = tree(depth: 4, &generator)
        return FuzzCase(tree: tree, proposal: ProposedViewSize(width: proposed(&generator), height: proposed(&generator)))
    }
}

/// Random trees laid out for random proposals: nothing crashes, every frame
/// is finite, measuring is repeatable whatever was measured before, children
/// of shrinkable stacks stay inside a finite proposal, and colours, texts and
/// stacks of colours keep their size when offered it.
/// `TRELLIS_FUZZ_SCALE=200 swift test --filter LayoutFuzzTests` is the long run.
@MainActor
struct LayoutFuzzTests {
    /// Every node of a tree, depth first.
    static func nodes(under root: LayoutNode) -> [LayoutNode] {
        var all: [LayoutNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            all.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return all
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// Whether measuring and placing a case are sane and repeatable.
    static func saneAndRepeatable(_ fuzzCase: FuzzCase) -> String? {
        let warm = LayoutHarness.node(of: fuzzCase.tree.view)
        let size = warm.size(for: fuzzCase.proposal)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return "the root chose \(size)" }
        // Warm every cache with other proposals and placements first.
        for other in [ProposedViewSize.zero, .infinity, .unspecified, ProposedViewSize(width: 123, height: 45)] {
            warm.place(at: CGPoint(x: 7, y: 3), proposal: other)
        }
        warm.place(at: .zero, proposal: fuzzCase.proposal)
        let again = warm.size(for: fuzzCase.proposal)
        guard again == size else { return "the root chose \(size), then \(again) after other layouts" }
        let cold = LayoutHarness.node(of: fuzzCase.tree.view)
        cold.place(at: .zero, proposal: fuzzCase.proposal)
        guard cold.frame.size == size else { return "a fresh tree chose \(cold.frame.size), the measured one \(size)" }
        for (warmNode, coldNode) in zip(nodes(under: warm), nodes(under: cold)) {
            guard isFinite(warmNode.frame) else { return "\(type(of: warmNode)) placed at \(warmNode.frame)" }
            guard warmNode.frame == coldNode.frame else {
                return "\(type(of: warmNode)) placed at \(warmNode.frame) after other layouts, at \(coldNode.frame) in a fresh tree"
            }
        }
        return nil
    }

    /// Whether every leaf stays inside a finite proposal: across for any tree
    /// of these, down too when there is no text (a text is at least a line high).
    static func staysInside(_ fuzzCase: FuzzCase) -> String? {
        let root = LayoutHarness.node(of: fuzzCase.tree.view)
        root.place(at: .zero, proposal: fuzzCase.proposal)
        let hasText = nodes(under: root).contains { $0 is TextNode }
        for node in nodes(under: root) {
            let frame = node.frame
            if let width = fuzzCase.proposal.width, width.isFinite, frame.minX < -1e-9 || frame.maxX > width + 1e-9 {
                return "\(type(of: node)) at \(frame) is outside the proposed width \(width)"
            }
            if !hasText, let height = fuzzCase.proposal.height, height.isFinite, frame.minY < -1e-9 || frame.maxY > height + 1e-9 {
                return "\(type(of: node)) at \(frame) is outside the proposed height \(height)"
            }
        }
        return nil
    }

    /// Whether a view offered the size it chose chooses it again.
    static func keepsItsSize(_ fuzzCase: FuzzCase) -> String? {
        let root = LayoutHarness.node(of: fuzzCase.tree.view)
        let size = root.size(for: fuzzCase.proposal)
        let offered = root.size(for: ProposedViewSize(size))
        guard isClose(offered, size, tolerance: 1e-9 * max(1, size.width, size.height)) else {
            return "chose \(size), then \(offered) when offered that"
        }
        return nil
    }

    /// A tree hosted in a view of some size, at a display scale, in a direction.
    struct HostedCase: CustomStringConvertible {
        var tree: FuzzTree
        var size: CGSize
        var scale: CGFloat
        var direction: UITraitEnvironmentLayoutDirection

        var description: String { "\(tree) hosted in \(size) at \(scale)x \(direction == .rightToLeft ? "right to left" : "left to right")" }

        var shrunk: [HostedCase] { tree.shrunk.map { HostedCase(tree: $0, size: size, scale: scale, direction: direction) } }
    }

    /// Whether every drawn view of a hosted tree is finite and on the pixel grid.
    static func drawnOnThePixelGrid(_ hosted: HostedCase) -> String? {
        let laidOut = LayoutHarness.host(hosted.tree.view, in: hosted.size, scale: hosted.scale, direction: hosted.direction)
        for frame in laidOut.drawn {
            guard isFinite(frame) else { return "a view was drawn at \(frame)" }
            for edge in [frame.minX, frame.minY, frame.maxX, frame.maxY] {
                let pixels = edge * hosted.scale
                guard abs(pixels - pixels.rounded()) <= 1e-6 * max(1, abs(pixels)) else { return "a view was drawn at \(frame), off the pixel grid" }
            }
        }
        return nil
    }

    static func report<Value>(_ failure: FuzzFailure<Value>?) -> Comment {
        Comment(rawValue: failure.map(String.init(describing:)) ?? "")
    }

    @Test func hostileTreesLayOutFinitelyAndRepeatably() {
        let grammar = FuzzGrammar.everything
        let failure = Fuzz.check(
            seed: 0x5A1F_0001, cases: 2000, generate: grammar.randomCase, shrink: \.shrunk, property: Self.saneAndRepeatable)
        #expect(failure == nil, Self.report(failure))
    }

    @Test func hostedTreesAreDrawnOnThePixelGrid() {
        let grammar = FuzzGrammar.everything
        let failure = Fuzz.check(seed: 0x5A1F_0005, cases: 300, generate: { generator in
            let size = CGSize(width: CGFloat(Int.random(in: 0...3200, using: &generator)) / 8, height: CGFloat(Int.random(in: 0...3200, using: &generator)) / 8)
            return HostedCase(
                tree: grammar.tree(depth: 4, &generator), size: size, scale: CGFloat(Int.random(in: 1...3, using: &generator)),
                direction: Bool.random(using: &generator) ? .leftToRight : .rightToLeft)
        }, shrink: \.shrunk, property: Self.drawnOnThePixelGrid)
        #expect(failure == nil, Self.report(failure))
    }

    @Test func stacksOfColoursAndTextsStayInsideTheProposal() {
        let grammar = FuzzGrammar.shrinkable
        let failure = Fuzz.check(seed: 0x5A1F_0002, cases: 1000, generate: grammar.randomCase, shrink: \.shrunk, property: Self.staysInside)
        #expect(failure == nil, Self.report(failure))
    }

    @Test func stacksOfColoursKeepTheirSizeWhenOfferedIt() {
        let grammar = FuzzGrammar.colours
        let failure = Fuzz.check(seed: 0x5A1F_0003, cases: 1000, generate: grammar.randomCase, shrink: \.shrunk, property: Self.keepsItsSize)
        #expect(failure == nil, Self.report(failure))
    }

    @Test func textsKeepTheirSizeWhenOfferedIt() {
        let grammar = FuzzGrammar(hostile: true, texts: true, spacers: false, modifiers: false, zeroSpacing: false)
        let failure = Fuzz.check(seed: 0x5A1F_0004, cases: 1000, generate: { generator in
            FuzzCase(tree: grammar.leaf(&generator), proposal: ProposedViewSize(width: grammar.proposed(&generator), height: grammar.proposed(&generator)))
        }, shrink: \.shrunk, property: Self.keepsItsSize)
        #expect(failure == nil, Self.report(failure))
    }
}
