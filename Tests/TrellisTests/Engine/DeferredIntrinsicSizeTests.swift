import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// Text-like content: one line `idealWidth` wide and 20 tall at its ideal
/// size; at a width, as many 20-point lines as it takes. Counts how often
/// its ideal size is asked for.
@MainActor
private final class WrappingView: UIView {
    var idealWidth: CGFloat = 120 {
        didSet { invalidateIntrinsicContentSize() }
    }
    private(set) var idealSizesAsked = 0

    override var intrinsicContentSize: CGSize {
        idealSizesAsked += 1
        return CGSize(width: idealWidth, height: 20)
    }

    override var intrinsicContentSizeDependsOnWidth: Bool { true }

    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        let lines = max(1, (idealWidth / max(width, 1)).rounded(.up))
        return CGSize(width: min(idealWidth, width), height: 20 * lines)
    }
}

/// A table cell holding a wrapping view pinned to its content view's edges
/// (the trailing pin can be let go), as a self-sizing cell holds a label or hosted content.
@MainActor
private struct PinnedCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let content = WrappingView()
    let trailing: NSLayoutConstraint

    init(idealWidth: CGFloat, pinnedTrailing: Bool = true) {
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        content.idealWidth = idealWidth
        content.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(content)
        let edges = cell.contentView
        trailing = content.trailingAnchor.constraint(equalTo: edges.trailingAnchor)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: edges.leadingAnchor),
            content.topAnchor.constraint(equalTo: edges.topAnchor),
            content.bottomAnchor.constraint(equalTo: edges.bottomAnchor),
        ])
        trailing.isActive = pinnedTrailing
    }

    /// The cell's height fitted at `width`, as a table measures a row.
    func fittedHeight(at width: CGFloat) -> CGFloat {
        cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}

/// Text whose width required constraints alone hold is not asked for its
/// ideal size when it changes (only optional constraints would use it); the
/// engine asks when the width is free again. Either way it lays out as a
/// fresh engine lays it out.
@MainActor
@Suite struct DeferredIntrinsicSizeTests {
    @Test func pinnedTextIsMeasuredAtItsWidthOnly() {
        let pinned = PinnedCell(idealWidth: 120)
        #expect(pinned.fittedHeight(at: 200) == 20)
        let asked = pinned.content.idealSizesAsked
        pinned.content.idealWidth = 500
        #expect(pinned.fittedHeight(at: 200) == 60)
        #expect(pinned.content.idealSizesAsked == asked)
    }

    @Test func shorterTextAfterLongerTextShrinksTheCell() {
        // Three lines, then one: the one-line height is the ideal height the
        // constraints were first given, yet they hold three lines' now.
        let pinned = PinnedCell(idealWidth: 120)
        #expect(pinned.fittedHeight(at: 200) == 20)
        pinned.content.idealWidth = 500
        #expect(pinned.fittedHeight(at: 200) == 60)
        pinned.content.idealWidth = 150
        #expect(pinned.fittedHeight(at: 200) == 20)
    }

    @Test func textLetGoOfTakesItsIdealWidthAgain() {
        let pinned = PinnedCell(idealWidth: 120)
        _ = pinned.fittedHeight(at: 200)
        pinned.content.idealWidth = 150
        _ = pinned.fittedHeight(at: 200)
        pinned.trailing.isActive = false
        pinned.cell.layoutIfNeeded()
        let fresh = PinnedCell(idealWidth: 150, pinnedTrailing: false)
        fresh.cell.layoutIfNeeded()
        #expect(pinned.content.frame == fresh.content.frame)
        #expect(pinned.content.frame.width == 150)
    }

    /// One step of a sequence: new content, the trailing pin let go or
    /// made again, the cell fitted at a width or laid out at its frame.
    enum Step: CustomStringConvertible {
        case idealWidth(CGFloat)
        case pinTrailing(Bool)
        case fit(CGFloat)
        case layout

        var description: String {
            switch self {
            case .idealWidth(let width): "idealWidth(\(width))"
            case .pinTrailing(let pinned): "pinTrailing(\(pinned))"
            case .fit(let width): "fit(\(width))"
            case .layout: "layout"
            }
        }

        static func random(_ generator: inout SeededGenerator) -> Step {
            // New content and fits most often, as a table's rows come and go.
            switch Int.random(in: 0..<8, using: &generator) {
            case 0..<3: .idealWidth(CGFloat(Int.random(in: 1...60, using: &generator) * 10))
            case 3: .pinTrailing(Bool.random(using: &generator))
            case 4..<7: .fit([150, 200, 320].randomElement(using: &generator)!)
            default: .layout
            }
        }
    }

    /// After every step of a seeded sequence, the cell fits and lays out as
    /// a fresh cell in the same state does.
    @Test func aSequenceOfChangesLaysOutAsAFreshCell() {
        let failure = Fuzz.check(
            seed: 0xDEF3_22ED, cases: 100,
            generate: { generator in (0..<12).map { _ in Step.random(&generator) } },
            shrink: Fuzz.shrinkArray,
            property: { steps in
                let cell = PinnedCell(idealWidth: 120)
                var (idealWidth, pinned): (CGFloat, Bool) = (120, true)
                for (index, step) in steps.enumerated() {
                    let fresh = { PinnedCell(idealWidth: idealWidth, pinnedTrailing: pinned) }
                    switch step {
                    case .idealWidth(let width):
                        idealWidth = width
                        cell.content.idealWidth = width
                    case .pinTrailing(let pin):
                        pinned = pin
                        cell.trailing.isActive = pin
                    case .fit(let width):
                        let (height, expected) = (cell.fittedHeight(at: width), fresh().fittedHeight(at: width))
                        if height != expected { return "step \(index): fitted \(height) tall, a fresh cell \(expected)" }
                    case .layout:
                        cell.cell.layoutIfNeeded()
                        let other = fresh()
                        other.cell.layoutIfNeeded()
                        if cell.content.frame != other.content.frame {
                            return "step \(index): laid out at \(cell.content.frame), a fresh cell at \(other.content.frame)"
                        }
                    }
                }
                return nil
            })
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
