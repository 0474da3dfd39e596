import Testing
import TrellisTestSupport
import Trellis
@testable import TrellisUI

/// Words of three lengths for the views below.
private let words = ["a", "two words", String(repeating: "a longer line that wraps ", count: 4)]

/// A row of a fixed shape whose every part is set by one of `knobs` (each
/// 0, 1 or 2): a new root view with some knobs turned changes those parts,
/// and the others are unchanged views that may be kept.
private struct Knobbed: View {
    let knobs: [Int]

    var body: some View {
        VStack(alignment: knobs[0] == 0 ? .leading : .center, spacing: CGFloat(4 * knobs[1])) {
            HStack {
                Text(words[knobs[2]]).lineLimit(knobs[3] == 0 ? nil : knobs[3])
                Color.blue.frame(width: CGFloat(10 + 10 * knobs[4]))
                    .border(knobs[13] == 2 ? Color.purple : Color.gray, width: CGFloat(1 + knobs[13]))
                Spacer(minLength: CGFloat(5 * knobs[5]))
            }
            Text(words[knobs[6]]).font(knobs[7] == 0 ? .body : .caption)
            if knobs[8] > 0 {
                Rectangle().fill(knobs[8] == 1 ? Color.red : Color.green).frame(height: 10)
            }
            Button(action: {}) { Text(words[knobs[9]]) }
                .padding(CGFloat(3 * knobs[10]))
                .background(knobs[12] == 0 ? Color.yellow : Color.orange)
        }
        .font(knobs[11] == 0 ? nil : .headline)
    }

    static let knobCount = 14
}

/// How often a `CountedWord` was compared with its last value.
@MainActor private final class ComparisonCount {
    var count = 0
}

/// A word drawn as a text, counting its comparisons with its last value.
private struct CountedWord: View, PrimitiveView {
    let word: String
    let comparisons: ComparisonCount

    func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        Text(word).appendNodes(to: &nodes, in: context)
    }

    static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.comparisons.count += 1
        return view.word == previous.word
    }
}

/// A view whose state a test sets through `expose`, compared equal to any
/// other (so that only the rule for views with state keeps it from being kept).
private struct EqualCounter: View, Equatable {
    let expose: (Binding<Int>) -> Void
    @State private var count = 0

    init(expose: @escaping (Binding<Int>) -> Void = { _ in }) { self.expose = expose }

    var body: some View {
        let _ = expose($count)
        Text("Count \(count)")
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// One of two branches whose stacks take each other's nodes: the first
/// branch's text is at a place the second branch's text takes and changes.
private struct Flipping: View {
    let flag: Bool

    var body: some View {
        if flag {
            VStack {
                Text("first")
                Spacer(minLength: 4)
            }
        } else {
            VStack { Text("second, longer") }
        }
    }
}

/// A comparison of two values of one view type, and whether they are unchanged.
private struct Comparison: CustomStringConvertible, Sendable {
    let description: String
    let expected: Bool
    let isUnchanged: @MainActor @Sendable () -> Bool

    init<V: View>(_ description: String, _ expected: Bool, _ make: @escaping @MainActor @Sendable () -> (V, V)) {
        self.description = description
        self.expected = expected
        isUnchanged = {
            let (view, previous) = make()
            return V._isUnchanged(view, since: previous)
        }
    }
}

/// The closure an action stands for, made once (the same closure twice).
private let sharedAction: @MainActor @Sendable () -> Void = {}
/// A guide's closure, made once.
private let sharedGuide: @Sendable (ViewDimensions) -> CGFloat = { $0.width / 2 }

private let comparisons: [Comparison] = [
    Comparison("same text", true) { (Text("a"), Text("a")) },
    Comparison("other string", false) { (Text("a"), Text("b")) },
    Comparison("other font", false) { (Text("a").font(.caption), Text("a")) },
    Comparison("same frame", true) { (Color.red.frame(width: 5), Color.red.frame(width: 5)) },
    Comparison("other frame", false) { (Color.red.frame(width: 5), Color.red.frame(width: 6)) },
    Comparison("other colour", false) { (Color.red.frame(width: 5), Color.blue.frame(width: 5)) },
    Comparison("same flexible frame", true) { (Text("a").frame(maxWidth: .infinity), Text("a").frame(maxWidth: .infinity)) },
    Comparison("same stack", true) { (HStack { Text("a"); Spacer() }, HStack { Text("a"); Spacer() }) },
    Comparison("stack with another child", false) { (HStack { Text("a"); Spacer() }, HStack { Text("b"); Spacer() }) },
    Comparison("stack with other spacing", false) { (VStack(spacing: 2) { Text("a"); Spacer() }, VStack { Text("a"); Spacer() }) },
    Comparison("same line limit", true) { (Text("a").lineLimit(2), Text("a").lineLimit(2)) },
    Comparison("other line limit", false) { (Text("a").lineLimit(2), Text("a").lineLimit(3)) },
    Comparison("same filled shape", true) { (Rectangle().fill(Color.red), Rectangle().fill(Color.red)) },
    Comparison("other fill", false) { (Rectangle().fill(Color.red), Rectangle().fill(Color.green)) },
    Comparison("same rounded corners", true) { (RoundedRectangle(cornerRadius: 4).stroke(Color.red), RoundedRectangle(cornerRadius: 4).stroke(Color.red)) },
    Comparison("other rounded corners", false) { (RoundedRectangle(cornerRadius: 4).stroke(Color.red), RoundedRectangle(cornerRadius: 5).stroke(Color.red)) },
    Comparison("same border", true) { (Text("a").border(Color.red), Text("a").border(Color.red)) },
    Comparison("other border width", false) { (Text("a").border(Color.red, width: 2), Text("a").border(Color.red)) },
    Comparison("button with the same action", true) { (Button(action: sharedAction) { Text("a") }, Button(action: sharedAction) { Text("a") }) },
    Comparison("button with another action", false) {
        let counter = TapCounter()
        return (Button(action: { counter.count += 1 }) { Text("a") }, Button(action: { counter.count += 2 }) { Text("a") })
    },
    Comparison("alignment guide with the same closure", true) {
        (Text("a").alignmentGuide(.leading, computeValue: sharedGuide), Text("a").alignmentGuide(.leading, computeValue: sharedGuide))
    },
    Comparison("alignment guide with another closure", false) {
        let offset = CGFloat(3)
        return (Text("a").alignmentGuide(.leading) { $0.width + offset }, Text("a").alignmentGuide(.leading) { $0.width - offset })
    },
    Comparison("same branch", true) { (Flipping(flag: true).body, Flipping(flag: true).body) },
    Comparison("other branch", false) { (Flipping(flag: true).body, Flipping(flag: false).body) },
    Comparison("a view with a body", false) { (Knobbed(knobs: Array(repeating: 0, count: Knobbed.knobCount)), Knobbed(knobs: Array(repeating: 0, count: Knobbed.knobCount))) },
]

/// A hosted `Knobbed` given a new root view: the knobs before, after, and the hosting view's size.
struct KnobbedCase: CustomStringConvertible {
    var before: [Int]
    var after: [Int]
    var width: CGFloat

    var description: String { "\(before) then \(after) at \(width) points" }

    /// The case with one knob fewer turned.
    var shrunk: [KnobbedCase] {
        after.indices.compactMap { index in
            guard after[index] != before[index] else { return nil }
            var unturned = self
            unturned.after[index] = before[index]
            return unturned
        }
    }
}

/// A hosted `Knobbed` given one root view after another.
struct KnobbedSequence: CustomStringConvertible {
    var roots: [[Int]]
    var width: CGFloat

    var description: String { "\(roots) at \(width) points" }

    /// The sequence with one root view fewer (never the first).
    var shrunk: [KnobbedSequence] {
        guard roots.count > 2 else { return [] }
        return roots.indices.dropFirst().map { index in
            var shorter = self
            shorter.roots.remove(at: index)
            return shorter
        }
    }
}

/// The view of `controller`.
@MainActor private func hostingView<V: View>(of controller: UIHostingController<V>) throws -> _UIHostingView<V> {
    try #require(controller.view as? _UIHostingView<V>)
}

@MainActor
struct UnchangedViewsTests {
    @Test(arguments: comparisons)
    fileprivate func viewsCompareFieldByField(_ comparison: Comparison) {
        #expect(comparison.isUnchanged() == comparison.expected)
    }

    @Test func anUnchangedViewOfABlockIsKeptWithoutVisitingWhatIsInside() throws {
        var knobs = Array(repeating: 0, count: Knobbed.knobCount)
        let controller = UIHostingController(rootView: Knobbed(knobs: knobs))
        let view = try #require(controller.view as? _UIHostingView<Knobbed>)
        let before = view.rootNode()
        let row = try #require(before.children.first as? StackNode)
        let rowText = try #require(row.stackChildren.first)
        knobs[6] = 1  // the second text changes; the row beside it does not
        controller.rootView = Knobbed(knobs: knobs)
        let after = view.rootNode()
        let build = try #require(after.takenInBuild >= 0 ? after.takenInBuild : nil)
        // The row is the node it was; nothing inside it was taken again: it was not built.
        #expect(after.children.first === row)
        #expect(row.takenInBuild == build)
        #expect(row.stackChildren.first === rowText)
        #expect(rowText.takenInBuild < build)
        // The changed text was built (its node taken, with a new string).
        let text = try #require(after.children[1] as? TextNode)
        #expect(text.content == words[1] && text.takenInBuild == build)
    }

    /// A view found changed at builds in a row is built without being
    /// compared for a while (it most likely changes again), then compared
    /// again, and kept whole once it stays the same.
    @Test func aViewThatKeepsChangingIsBuiltUncomparedForAWhile() throws {
        let comparisons = ComparisonCount()
        func root(_ word: Int) -> some View {
            VStack {
                CountedWord(word: words[word], comparisons: comparisons)
                Text("beside")
            }
        }
        let controller = UIHostingController(rootView: root(0))
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        controller.view.layoutIfNeeded()
        // Changed at builds in a row: compared each time, and built.
        for change in 1...ViewSource.changesBeforeRest {
            controller.rootView = root(change)
            controller.view.layoutIfNeeded()
            #expect(comparisons.count == change)
        }
        // The same from then on: built without comparing, for a while.
        let compared = comparisons.count
        for _ in 1...ViewSource.buildsLeftUncompared {
            controller.rootView = root(ViewSource.changesBeforeRest)
            controller.view.layoutIfNeeded()
        }
        #expect(comparisons.count == compared)
        // Then compared again, found the same, and kept whole.
        let node = try #require(try hostingView(of: controller).rootNode().children.first)
        controller.rootView = root(ViewSource.changesBeforeRest)
        controller.view.layoutIfNeeded()
        #expect(comparisons.count == compared + 1)
        #expect(try hostingView(of: controller).rootNode().children.first === node)
        #expect(drawnViews(below: controller.view) == freshlyDrawnViews(of: root(ViewSource.changesBeforeRest), in: controller.view.bounds.size))
    }

    @Test(arguments: [Color.gray, Color.purple])
    func aLayerStandsBySoThatAnUnchangedOneIsKept(border: Color) throws {
        func root(_ text: String, border: Color) -> some View { Text(text).border(border).padding(4) }
        let controller = UIHostingController(rootView: root("before", border: .gray))
        let view = try hostingView(of: controller)
        _ = view.rootNode()
        controller.rootView = root("after", border: border)
        // The border's node notes the view it was made from: an equal one at the next build keeps it whole.
        let layer = try #require((view.rootNode().children.first as? SecondaryLayerNode)?.layer as? ShapeNode)
        #expect(layer.source?.holds(_ShapeView<Rectangle>.self) == true)
        // Kept or built, it strokes the border's colour.
        guard case .stroke(let stroke, _, _) = layer.paint else { return #expect(Bool(false), "\(layer.paint) is not a stroke") }
        #expect(stroke.uiColor === border.uiColor)
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        controller.view.layoutIfNeeded()
        #expect(drawnViews(below: controller.view) == freshlyDrawnViews(of: root("after", border: border), in: controller.view.bounds.size))
    }

    @Test func aKeptNodeThatAnotherPlaceChangedIsBuiltAgain() {
        let controller = UIHostingController(rootView: Flipping(flag: true))
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        for flag in [true, false, true, false, true] {
            controller.rootView = Flipping(flag: flag)
            controller.view.layoutIfNeeded()
            #expect(drawnViews(below: controller.view) == freshlyDrawnViews(of: Flipping(flag: flag), in: controller.view.bounds.size), "flag \(flag)")
        }
    }

    @Test func aViewWithStateIsNotKeptAndKeepsItsState() throws {
        var count: Binding<Int>?
        func root() -> some View {
            VStack {
                EqualCounter { count = $0 }
                Spacer()
            }
        }
        let controller = UIHostingController(rootView: root())
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.view.layoutIfNeeded()
        try #require(count).wrappedValue = 3
        controller.view.layoutIfNeeded()
        // A new root with an equal counter: its body is evaluated again, its state is kept.
        controller.rootView = root()
        controller.view.layoutIfNeeded()
        let texts = controller.view.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(texts == ["Count 3"])
        try #require(count).wrappedValue = 4
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Count 4"])
    }

    @Test func aKeptTextFollowsNewTraits() throws {
        func fontSizes(_ view: UIView) -> [CGFloat] { view.subviews.compactMap { ($0 as? UILabel)?.font.pointSize } }
        let frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        let controller = UIHostingController(rootView: Knobbed(knobs: Array(repeating: 0, count: Knobbed.knobCount)))
        controller.view.frame = frame
        controller.view.layoutIfNeeded()
        let large = fontSizes(controller.view)
        controller.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        var knobs = Array(repeating: 0, count: Knobbed.knobCount)
        knobs[9] = 1  // a new root view in which only the button's title changes
        controller.rootView = Knobbed(knobs: knobs)
        controller.view.layoutIfNeeded()
        let fresh = UIHostingController(rootView: Knobbed(knobs: knobs))
        fresh.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        fresh.view.frame = frame
        fresh.view.layoutIfNeeded()
        #expect(drawnViews(below: controller.view) == drawnViews(below: fresh.view))
        let larger = fontSizes(controller.view)
        #expect(larger.count == large.count && zip(larger, large).allSatisfy { $0 > $1 }, "\(large) then \(larger)")
    }

    @Test func aButtonGivenANewActionRunsIt() throws {
        let counter = TapCounter()
        func root(adding step: Int) -> some View {
            VStack {
                Button(action: { counter.count += step }) { Text("Add") }
                Spacer()
            }
        }
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIHostingController(rootView: root(adding: 1))
        host.launch(controller)
        host.layout()
        controller.rootView = root(adding: 10)
        host.layout()
        let button = try #require(host.window.descendants(ButtonControl.self).first)
        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(counter.count == 10)
    }

    static func rebuildsAsFresh(_ rebuild: KnobbedCase) -> String? {
        let size = CGSize(width: rebuild.width, height: 300)
        let controller = UIHostingController(rootView: Knobbed(knobs: rebuild.before))
        controller.view.frame = CGRect(origin: .zero, size: size)
        controller.view.layoutIfNeeded()
        controller.rootView = Knobbed(knobs: rebuild.after)
        controller.view.layoutIfNeeded()
        guard let hosting = controller.view as? _UIHostingView<Knobbed> else { return "not hosted" }
        let nodes = allNodes(below: hosting.rootNode())
        guard Set(nodes.map(ObjectIdentifier.init)).count == nodes.count else { return "a node is at two places" }
        let (rebuilt, made) = (drawnViews(below: controller.view), freshlyDrawnViews(of: Knobbed(knobs: rebuild.after), in: size))
        guard rebuilt == made else { return "drew \(rebuilt), a fresh hosting view \(made)" }
        return nil
    }

    static func rebuildsEachAsFresh(_ sequence: KnobbedSequence) -> String? {
        let size = CGSize(width: sequence.width, height: 300)
        let controller = UIHostingController(rootView: Knobbed(knobs: sequence.roots[0]))
        controller.view.frame = CGRect(origin: .zero, size: size)
        controller.view.layoutIfNeeded()
        for (step, knobs) in sequence.roots.enumerated().dropFirst() {
            controller.rootView = Knobbed(knobs: knobs)
            controller.view.layoutIfNeeded()
            let (rebuilt, made) = (drawnViews(below: controller.view), freshlyDrawnViews(of: Knobbed(knobs: knobs), in: size))
            guard rebuilt == made else { return "at root \(step): drew \(rebuilt), a fresh hosting view \(made)" }
        }
        return nil
    }

    /// Roots given one after another, so that views found changed in a row
    /// rest from comparisons and come back to them, each laid out as a fresh
    /// hosting view lays it out.
    @Test func aSequenceOfRootsLaysOutEachAsAFreshHostingView() {
        let failure = Fuzz.check(seed: 0x5A1F_0011, cases: 40, generate: { generator in
            var knobs = (0..<Knobbed.knobCount).map { _ in Int.random(in: 0...2, using: &generator) }
            var roots = [knobs]
            for _ in 0..<14 {
                // Each knob turned one time in four.
                knobs = knobs.map { Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 0...2, using: &generator) : $0 }
                roots.append(knobs)
            }
            return KnobbedSequence(roots: roots, width: CGFloat(Int.random(in: 40...400, using: &generator)))
        }, shrink: \.shrunk, property: Self.rebuildsEachAsFresh)
        #expect(failure == nil, LayoutFuzzTests.report(failure))
    }

    @Test func aRootWithSomePartsChangedLaysOutAsAFreshHostingView() {
        let failure = Fuzz.check(seed: 0x5A1F_0007, cases: 300, generate: { generator in
            let before = (0..<Knobbed.knobCount).map { _ in Int.random(in: 0...2, using: &generator) }
            // Each knob turned one time in three.
            let after = before.map { Int.random(in: 0..<3, using: &generator) == 0 ? Int.random(in: 0...2, using: &generator) : $0 }
            return KnobbedCase(before: before, after: after, width: CGFloat(Int.random(in: 40...400, using: &generator)))
        }, shrink: \.shrunk, property: Self.rebuildsAsFresh)
        #expect(failure == nil, LayoutFuzzTests.report(failure))
    }
}
