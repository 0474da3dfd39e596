import Foundation
import Trellis

/// Lines of read-only text: it wraps at the width it is offered and takes
/// the height its lines need; asked for its ideal size it is one line per
/// paragraph. Measured and drawn by the same text system as `UILabel`.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var isItalic = false

    /// Text showing a string as it is.
    public init(verbatim content: String) { self.content = content }

    /// Text showing a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text showing a string written in the source (no localisation table: shown as it is).
    public init(_ key: LocalizedStringKey) { content = key.key }

    /// The text in a font.
    public consuming func font(_ font: Font?) -> Text { self.font = font; return self }
    /// The text in bold.
    public consuming func bold() -> Text { fontWeight(.bold) }
    /// The text in bold, or not.
    public consuming func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public consuming func italic() -> Text { self.isItalic = true; return self }
    /// The text in a weight.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { self.weight = weight; return self }
    /// The text in a colour.
    public consuming func foregroundColor(_ color: Color?) -> Text { self.color = color; return self }

    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        let environment = context.environment
        var resolved = (font ?? environment.font ?? .body)
        if let weight { resolved = resolved.weight(weight) }
        if isItalic { resolved = resolved.italic() }
        let style = TextNode.Style(
            font: context.graph.uiFont(resolved, at: environment.dynamicTypeSize),
            color: context.resolved(color ?? environment.foregroundStyle ?? .primary),
            lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment,
            truncation: environment.truncationMode)
        let (generation, scale, build) = (context.graph.measurerGeneration, environment.displayScale, context.build)
        nodes.append(
            context.take(TextNode.self, at: nodes.count) {
                $0.adopt(content, style: style, measurerGeneration: generation, displayScale: scale, in: build)
            } ?? TextNode(content, style: style, measurer: context.measurer, measurerGeneration: generation, displayScale: scale))
    }
}

/// A string written in the source, as SwiftUI's `Text` takes literals.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// A key of a string.
    public init(_ value: String) { key = value }
    /// A key of a literal.
    public init(stringLiteral value: String) { key = value }
    /// A key of an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

/// A text's layout node: measures with the host's text measurer, caches
/// per proposal (the measurer caches per width), draws as a label.
final class TextNode: LayoutNode {
    struct Style {
        let font: UIFont
        let color: UIColor
        let lineLimit: Int?
        let alignment: TextAlignment
        let truncation: Text.TruncationMode
    }

    private(set) var content: String
    private(set) var style: Style
    /// The text in its font, hashed once for the measurer's caches (if it
    /// has any). Passed `inout` to the measurer only, which cannot reach the
    /// node: the access needs no run-time exclusivity check.
    @exclusivity(unchecked) private var measuredSpans: HashedSpans
    private let measurer: any TextMeasuring
    /// The graph's number for the measurer (see `ViewGraph.measurerGeneration`).
    private let measurerGeneration: Int
    private let displayScale: CGFloat

    init(_ content: String, style: Style, measurer: any TextMeasuring, measurerGeneration: Int, displayScale: CGFloat) {
        self.content = content
        self.style = style
        self.measurer = measurer
        self.measurerGeneration = measurerGeneration
        self.displayScale = Self.validScale(displayScale)
        measuredSpans = Self.spans(of: content, in: style.font)
    }

    private static func spans(of content: String, in font: UIFont) -> HashedSpans {
        HashedSpans(content.isEmpty ? [] : [TextSpan(content, font: font)])
    }

    /// The lines at a proposal: wrapped at its width (none when nil or
    /// infinite), at most the line limit, and only as many as fit a finite
    /// height (at least one).
    private func layout(for proposal: ProposedViewSize) -> TextLayout {
        guard !measuredSpans.spans.isEmpty else { return .empty }
        // (No closures in these nodes' layout: made in main-actor code, a closure checks its executor when called.)
        var width: CGFloat?
        if let offered = proposal.width, offered.isFinite { width = offered }
        let limit = max(0, style.lineLimit ?? 0)
        let layout = lines(width: width, maximumLines: limit)
        guard let height = proposal.height, height.isFinite, layout.lines.count > 1, rounded(layout.height) > height else {
            return layout
        }
        // The lines whose bottom is within the height, at least one.
        var fitting = 0
        for line in layout.lines {
            guard rounded(line.y + line.height) <= height + 0.001 else { break }
            fitting += 1
        }
        return lines(width: width, maximumLines: max(1, fitting))
    }

    /// The measurer's lines at a width, kept for the few widths a text is
    /// asked about (measured, checked, placed, drawn, its baselines found).
    private func lines(width: CGFloat?, maximumLines: Int) -> TextLayout {
        for entry in laidOut where entry.width == width && entry.maximumLines == maximumLines { return entry.layout }
        let layout = measurer.layout(of: &measuredSpans, width: width, wrapping: .word, maximumLines: maximumLines)
        if laidOut.count == 8 { laidOut.removeFirst() }
        laidOut.append((width, maximumLines, layout))
        return layout
    }

    @exclusivity(unchecked) private var laidOut: [(width: CGFloat?, maximumLines: Int, layout: TextLayout)] = []

    /// A length rounded up to the pixel grid.
    private func rounded(_ length: CGFloat) -> CGFloat { (length * displayScale).rounded(.up) / displayScale }

    /// The widest line rounded up to the pixel grid, never wider than a
    /// finite width offered, and wide enough for the text to break into the
    /// same lines when offered it again (the text system may need a little
    /// more than a line's width to keep it whole, a hyphen at a break).
    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let layout = layout(for: proposal)
        // (Loops rather than arrays of widths and ranges: this runs for every proposal a text is asked about.)
        var widest: CGFloat?
        for line in layout.lines { widest = max(widest ?? line.width, line.width) }
        var width = rounded(widest ?? 0)
        if let offered = proposal.width, offered.isFinite, width < offered {
            var attempts = 0
            while width < offered, !Self.breaksAlike(self.layout(for: ProposedViewSize(width: width, height: proposal.height)), layout) {
                attempts += 1
                width = attempts < 4 ? width + 1 / displayScale : offered
            }
        }
        if let offered = proposal.width, offered.isFinite { width = min(width, offered) }
        return CGSize(width: width, height: rounded(layout.height))
    }

    /// A text is never wider than it is offered: offered no width, it is
    /// none wide, however its lines break and whatever height it is offered
    /// (its lines are not laid out to know).
    override func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        axis == .horizontal && offered == 0 ? 0 : nil
    }

    /// Whether two layouts break the text into the same lines.
    private static func breaksAlike(_ first: TextLayout, _ second: TextLayout) -> Bool {
        guard first.lines.count == second.lines.count else { return false }
        for index in first.lines.indices where first.lines[index].range != second.lines[index].range { return false }
        return true
    }

    /// Pixels per point as the node takes them: at least one.
    private static func validScale(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale >= 1 ? scale : 1 }

    /// Whether the node can stand for one made of these: text in the same
    /// font, limits, scale and measurer. If so it takes on the style (a new
    /// colour is only drawn) and the text: another text is laid out afresh,
    /// the node having changed in `build`.
    func adopt(_ content: String, style: Style, measurerGeneration: Int, displayScale: CGFloat, in build: Int) -> Bool {
        guard Self.validScale(displayScale) == self.displayScale,
              style.font == self.style.font, style.lineLimit == self.style.lineLimit,
              style.alignment == self.style.alignment, style.truncation == self.style.truncation,
              measurerGeneration == self.measurerGeneration else { return false }
        self.style = style
        if content != self.content {
            self.content = content
            measuredSpans = Self.spans(of: content, in: style.font)
            laidOut.removeAllKeepingStorage()
            changed(in: build)
        }
        return true
    }

    override func settableGuideKinds() -> GuideKinds { measuredSpans.spans.isEmpty ? [] : [.firstBaseline, .lastBaseline] }

    override func explicitGuide(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        let isFirst = key == VerticalAlignment.firstTextBaseline.key
        guard isFirst || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let layout = layout(for: ProposedViewSize(size))
        guard !layout.lines.isEmpty else { return nil }
        let top = (size.height - layout.height) / 2
        return top + (isFirst ? layout.firstBaseline : layout.lastBaseline)
    }

    /// How many lines show in the frame the text was placed in.
    var linesShown: Int { layout(for: ProposedViewSize(frame.size)).lines.count }

    override func render(into renderer: inout Renderer) {
        guard !measuredSpans.spans.isEmpty else { return }
        renderer.leaf(frame: frame, make: { TextLeafView() }) { [self] label in label.show(self) }
    }
}

/// Whether two measurers surely lay text out alike: the same object, or
/// equal values of the same type (plain data compared by its bytes).
func measuresAlike(_ first: any TextMeasuring, _ second: any TextMeasuring) -> Bool {
    // Both opened: their types compare as metadata, with no cast.
    func compare<First: TextMeasuring, Second: TextMeasuring>(_ first: First, _ second: Second) -> Bool {
        guard First.self == Second.self else { return false }
        // (A class's instances compared by address, without bridging them to `AnyObject`.)
        if First.self is AnyClass { return unsafeBitCast(first, to: UnsafeRawPointer.self) == unsafeBitCast(second, to: UnsafeRawPointer.self) }
        guard _isPOD(First.self) else { return false }
        return withUnsafeBytes(of: first) { a in withUnsafeBytes(of: second) { b in a.elementsEqual(b) } }
    }
    return compare(first, second)
}
