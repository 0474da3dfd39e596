import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisUI

/// A node's length along an axis (what a stack asks of its children's least
/// and most) is its size's there, whether the node finds it on its own or by
/// measuring; and a text offered no width beside a fixed view is not laid out.
@MainActor
struct LengthAlongAxisTests {
    /// Proposals a stack makes of its children (least, most, none along),
    /// with the case's own.
    static func proposals(around proposal: ProposedViewSize) -> [ProposedViewSize] {
        [proposal, ProposedViewSize(width: 0, height: proposal.height), ProposedViewSize(width: .infinity, height: proposal.height),
         ProposedViewSize(width: proposal.width, height: 0), ProposedViewSize(width: proposal.width, height: nil),
         ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: nil, height: .infinity), .unspecified]
    }

    /// Whether every node of a fresh tree answers, for each proposal and
    /// axis, the length a fresh tree's node measures (the root asked first,
    /// so that nothing below it has answered yet); and where a node says its
    /// length is the same whatever is offered the other way, whether it is.
    static func lengthsAreTheSizes(_ fuzzCase: FuzzCase) -> String? {
        let reference = LayoutFuzzTests.nodes(under: LayoutHarness.node(of: fuzzCase.tree.view))
        for proposal in proposals(around: fuzzCase.proposal) {
            for axis in Axis.allCases {
                let asked = LayoutFuzzTests.nodes(under: LayoutHarness.node(of: fuzzCase.tree.view))
                for (node, measured) in zip(asked, reference) {
                    let length = node.length(along: axis, for: proposal)
                    let size = measured.size(for: proposal)[axis]
                    guard length == size else {
                        return "\(type(of: node)) answered \(length) along \(axis) for \(proposal), measured \(size)"
                    }
                    guard let independent = node.independentLength(along: axis, offered: proposal[axis]) else { continue }
                    for other in [nil, 0, 37.5, .infinity] as [CGFloat?] {
                        let size = measured.size(for: ProposedViewSize(along: axis, proposal[axis], across: other))[axis]
                        guard independent == size else {
                            return "\(type(of: node)) answered \(independent) along \(axis) offered \(proposal[axis].map { "\($0)" } ?? "nil") "
                                + "whatever the other way, measured \(size) with \(other.map { "\($0)" } ?? "nil") the other way"
                        }
                    }
                }
            }
        }
        return nil
    }

    @Test func lengthsAlongEitherAxisAreTheMeasuredSizes() {
        let grammar = FuzzGrammar.everything
        let failure = Fuzz.check(seed: 0x5A1F_0010, cases: 400, generate: grammar.randomCase, shrink: \.shrunk, property: Self.lengthsAreTheSizes)
        #expect(failure == nil, LayoutFuzzTests.report(failure))
    }

    /// A child that sets the column's guide hangs where its guide says, so
    /// the column's width is measured, not found from the children's widths.
    @Test(arguments: [-20, 0, 30] as [CGFloat])
    func aColumnWhoseChildSetsItsGuideAnswersItsMeasuredWidth(guide: CGFloat) {
        let column = VStack(alignment: .leading) {
            Text("A title")
            Text("A longer caption").alignmentGuide(.leading) { _ in guide }
        }
        for proposal in [ProposedViewSize(width: .infinity, height: nil), .unspecified, ProposedViewSize(width: 0, height: nil)] {
            let measured = LayoutHarness.node(of: column).size(for: proposal).width
            #expect(LayoutHarness.node(of: column).length(along: .horizontal, for: proposal) == measured)
        }
    }

    /// The column's least width is found from its texts' (none at no
    /// width) without breaking them into lines there, unless a text sets the
    /// column's guide itself: where it hangs then depends on its size.
    @Test(arguments: [false, true])
    func aTextOfferedNoWidthIsLaidOutOnlyWhereItSetsItsStacksGuide(setsGuide: Bool) {
        let measurer = WidthRecordingMeasurer()
        let context = BuildContext(graph: ViewGraph(), identity: .root, environment: EnvironmentValues(), measurer: measurer)
        let caption = String(repeating: "A caption that wraps ", count: 8)
        let row = HStack {
            Color.gray.frame(width: 2)
            VStack(alignment: .leading) {
                Text("A title")
                if setsGuide {
                    Text(caption).alignmentGuide(.leading) { $0.width / 2 }
                } else {
                    Text(caption)
                }
            }
        }
        let root = rootNode(of: row, in: context)
        _ = root.size(for: ProposedViewSize(width: 320, height: nil))
        #expect(measurer.widths.contains(320 - 2 - 8), "the caption is laid out at its share: \(measurer.widths)")
        #expect(measurer.widths.contains(0) == setsGuide, "widths laid out at: \(measurer.widths)")
    }
}

/// Lays text out as the host's measurer does, and notes each width it is asked to wrap at.
private final class WidthRecordingMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [CGFloat?] = []
    private let measurer = TextMeasurer.current

    var widths: [CGFloat?] { lock.withLock { recorded } }

    func layout(of spans: [TextSpan], width: CGFloat?, wrapping: LineWrapping, maximumLines: Int) -> TextLayout {
        lock.withLock { recorded.append(width) }
        return measurer.layout(of: spans, width: width, wrapping: wrapping, maximumLines: maximumLines)
    }
}
