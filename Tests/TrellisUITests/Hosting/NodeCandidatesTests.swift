import Testing
import TrellisTestSupport
import Trellis
@testable import TrellisUI

/// A row as a list shows one: a title beside a wrapping caption over a
/// square, framed and bordered.
private struct Row: View {
    let title: String
    let caption: String

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(title).bold()
            VStack(alignment: .leading) {
                Text(caption).lineLimit(nil)
                Rectangle().fill(Color.red).frame(width: 20, height: 20)
                Spacer()
            }
            .frame(minHeight: 60)
        }
        .padding()
        .border(Color.yellow)
    }
}

/// Views whose nodes could be kept at another place: the same text before or after a change.
private struct Shifting: View {
    let flag: Bool

    var body: some View {
        VStack {
            if flag { Text("same") }
            Text("same")
            if !flag { Rectangle().frame(width: 30, height: 30) }
        }
    }
}

/// Two texts sharing a row; the first, padded, is served first when it has
/// the higher layout priority (its padding is kept across the change, with a
/// new child inside it).
private struct Prioritised: View {
    let first: Double

    var body: some View {
        HStack {
            Text(String(repeating: "first ", count: 20)).layoutPriority(first).padding(4)
            Text(String(repeating: "second ", count: 20))
        }
    }
}

/// A row with a body: the same text as the plain rows beside it, so that
/// either could take the other's node.
private struct SameRow: View {
    let id: Int
    var body: some View { Text("same") }
}

/// Rows in an order kept in state: even ids are views with bodies (kept
/// whole by an update that does not change them), odd ones plain texts
/// (built again, taking the last build's node at their place).
private struct Shuffled: View {
    let expose: (Binding<[Int]>) -> Void
    @State private var order: [Int]

    init(order: [Int], expose: @escaping (Binding<[Int]>) -> Void = { _ in }) {
        self.expose = expose
        _order = State(initialValue: order)
    }

    var body: some View {
        let _ = expose($order)
        VStack {
            ForEach(order, id: \.self) { id in
                if id.isMultiple(of: 2) {
                    SameRow(id: id)
                } else {
                    Text("same")
                }
            }
        }
    }
}

@MainActor
struct NodeCandidatesTests {
    @Test func aNewRootOfTheSameStructureLaysOutAsAFreshHostingView() {
        let captions = ["short", String(repeating: "a longer caption ", count: 6), "", "short", String(repeating: "wraps ", count: 30)]
        let controller = UIHostingController(rootView: Row(title: "Title", caption: captions[0]))
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        for (index, caption) in captions.enumerated() {
            let row = Row(title: index % 2 == 0 ? "Title" : "Another title", caption: caption)
            controller.rootView = row
            #expect(controller.sizeThatFits(in: CGSize(width: 375, height: 0)) == UIHostingController(rootView: row).sizeThatFits(in: CGSize(width: 375, height: 0)))
            controller.view.layoutIfNeeded()
            #expect(drawnViews(below: controller.view) == freshlyDrawnViews(of: row, in: CGSize(width: 375, height: 200)), "caption \(index)")
        }
    }

    @Test func nodesThatLayOutTheSameAreKeptAndATextTakesOnItsNewString() throws {
        /// The texts' nodes of a hosting view's tree, by string.
        func texts<Content: View>(of controller: UIHostingController<Content>) throws -> [String: TextNode] {
            let view = try #require(controller.view as? _UIHostingView<Content>)
            var found: [String: TextNode] = [:]
            for node in allNodes(below: view.rootNode()) { if let text = node as? TextNode { found[text.content] = text } }
            return found
        }
        let proposal = ProposedViewSize(width: 120, height: nil)
        let longer = String(repeating: "two ", count: 10)
        let controller = UIHostingController(rootView: Row(title: "Title", caption: "one"))
        let before = try texts(of: controller)
        let caption = try #require(before["one"])
        let oneSize = caption.size(for: proposal)
        controller.rootView = Row(title: "Title", caption: longer)
        let after = try texts(of: controller)
        #expect(after["Title"] === before["Title"])
        // The caption's node stands for the new string, measured afresh: as a fresh hosting view's is.
        #expect(after[longer] === caption)
        let fresh = try #require(try texts(of: UIHostingController(rootView: Row(title: "Title", caption: longer)))[longer])
        #expect(caption.size(for: proposal) == fresh.size(for: proposal))
        #expect(caption.size(for: proposal) != oneSize)
    }

    @Test(arguments: [[0.0, 1, 0], [1, 0, 1], [0, -1, 2]])
    func aChildWhosePriorityChangesInsideIsServedByItsNewPriority(priorities: [Double]) {
        let controller = UIHostingController(rootView: Prioritised(first: priorities[0]))
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        for priority in priorities {
            controller.rootView = Prioritised(first: priority)
            controller.view.layoutIfNeeded()
            #expect(drawnViews(below: controller.view) == freshlyDrawnViews(of: Prioritised(first: priority), in: CGSize(width: 375, height: 200)), "priority \(priority)")
        }
    }

    @Test func aNodeIsNeverKeptAtTwoPlaces() {
        let controller = UIHostingController(rootView: Shifting(flag: false))
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        for flag in [false, true, false, true] {
            controller.rootView = Shifting(flag: flag)
            controller.view.layoutIfNeeded()
            #expect(drawnViews(below: controller.view) == freshlyDrawnViews(of: Shifting(flag: flag), in: CGSize(width: 375, height: 200)))
        }
    }

    @Test(arguments: [[1, 0, 3, 2], [3, 2, 1, 0], [0, 1, 2, 3], [2, 1], [0, 3, 2, 1]])
    func aStateChangeThatMovesRowsPutsEachNodeAtOnePlace(order: [Int]) throws {
        var binding: Binding<[Int]>?
        let controller = UIHostingController(rootView: Shuffled(order: [0, 1, 2, 3]) { binding = $0 })
        let view = try #require(controller.view as? _UIHostingView<Shuffled>)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        controller.view.layoutIfNeeded()
        binding?.wrappedValue = order
        controller.view.layoutIfNeeded()
        let nodes = allNodes(below: view.rootNode())
        #expect(Set(nodes.map(ObjectIdentifier.init)).count == nodes.count, "a node is at two places")
        #expect(drawnViews(below: controller.view) == freshlyDrawnViews(of: Shuffled(order: order), in: CGSize(width: 375, height: 200)))
    }

    @Test func textIsNotKeptWhenTheHostingViewMovesToAHostThatMeasuresOtherwise() throws {
        let wide = HeadlessHost(device: .iPhone15, textMeasurer: WideMeasurer())
        let plain = HeadlessHost(device: .iPhone15)
        let controller = UIHostingController(rootView: Row(title: "Title", caption: "one"))
        let view = try #require(controller.view as? _UIHostingView<Row>)
        func title() -> TextNode? {
            var pending = [view.rootNode()]
            while let node = pending.popLast() {
                if let text = node as? TextNode, text.content == "Title" { return text }
                pending += node.children
            }
            return nil
        }
        plain.window.addSubview(view)
        let measuredPlainly = try #require(title())
        let plainWidth = measuredPlainly.size(for: .unspecified).width
        wide.window.addSubview(view)
        let measuredWide = try #require(title())
        #expect(measuredWide !== measuredPlainly)
        let wideWidth: CGFloat = 5 * 50
        #expect(measuredWide.size(for: .unspecified).width == wideWidth, "\(Double(measuredWide.size(for: .unspecified).width))")
        #expect(plainWidth < wideWidth)
        // Back in a host that measures as the first: built again, measured as there.
        plain.window.addSubview(view)
        #expect(try #require(title()).size(for: .unspecified).width == plainWidth)
    }
}

/// Measures every character 50 points wide, on one line.
private struct WideMeasurer: TextMeasuring {
    func layout(of spans: [TextSpan], width: CGFloat?, wrapping: LineWrapping, maximumLines: Int) -> TextLayout {
        let count = spans.reduce(0) { $0 + $1.text.count }
        guard count > 0 else { return .empty }
        return TextLayout(lines: [TextLine(range: 0..<count, width: CGFloat(50 * count), ascent: 15, descent: 5, y: 0)], isTruncated: false)
    }
}

/// A hosted tree given a new root view: the tree before, the one after (most
/// often the first with a part changed, so that nodes are taken from the
/// last build), and the hosting view's size.
struct RebuildCase: CustomStringConvertible {
    var before: FuzzTree
    var after: FuzzTree
    var size: CGSize

    var description: String { "\(before) then \(after) hosted in \(size)" }

    var shrunk: [RebuildCase] {
        before.shrunk.map { RebuildCase(before: $0, after: after, size: size) }
            + after.shrunk.map { RebuildCase(before: before, after: $0, size: size) }
    }
}

extension FuzzGrammar {
    /// `tree` with one part changed: a subtree made afresh, or (one time in
    /// three) a whole new tree.
    func changed(_ tree: FuzzTree, _ generator: inout SeededGenerator) -> FuzzTree {
        if Int.random(in: 0..<3, using: &generator) == 0 { return self.tree(depth: 4, &generator) }
        func change(_ tree: FuzzTree) -> FuzzTree {
            let children = tree.children
            guard !children.isEmpty, Int.random(in: 0..<4, using: &generator) != 0 else { return self.tree(depth: 2, &generator) }
            var replaced = children
            let index = Int.random(in: 0..<children.count, using: &generator)
            replaced[index] = change(children[index])
            return tree.replacingChildren(replaced)
        }
        return change(tree)
    }
}

/// Random hosted trees given a changed root view lay out as a fresh hosting
/// view of the new tree does, with every node at one place.
@MainActor
struct RebuildFuzzTests {
    static func rebuildsAsFresh(_ rebuild: RebuildCase) -> String? {
        let controller = UIHostingController(rootView: rebuild.before.view)
        controller.view.frame = CGRect(origin: .zero, size: rebuild.size)
        controller.view.layoutIfNeeded()
        controller.rootView = rebuild.after.view
        controller.view.layoutIfNeeded()
        guard let hosting = controller.view as? _UIHostingView<AnyView> else { return "not hosted" }
        let nodes = allNodes(below: hosting.rootNode())
        guard Set(nodes.map(ObjectIdentifier.init)).count == nodes.count else { return "a node is at two places" }
        let (rebuilt, made) = (drawnViews(below: controller.view), freshlyDrawnViews(of: rebuild.after.view, in: rebuild.size))
        guard rebuilt == made else { return "drew \(rebuilt), a fresh hosting view \(made)" }
        return nil
    }

    @Test func aChangedRootLaysOutAsAFreshHostingView() {
        let grammar = FuzzGrammar.everything
        let failure = Fuzz.check(seed: 0x5A1F_0006, cases: 400, generate: { generator in
            let before = grammar.tree(depth: 4, &generator)
            let size = CGSize(width: CGFloat(Int.random(in: 0...3200, using: &generator)) / 8, height: CGFloat(Int.random(in: 0...3200, using: &generator)) / 8)
            return RebuildCase(before: before, after: grammar.changed(before, &generator), size: size)
        }, shrink: \.shrunk, property: Self.rebuildsAsFresh)
        #expect(failure == nil, LayoutFuzzTests.report(failure))
    }
}
