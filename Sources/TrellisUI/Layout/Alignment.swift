import Foundation

/// A kind of alignment guide: its default position in a view that does not
/// set it explicitly (`alignmentGuide(_:computeValue:)`).
public protocol AlignmentID {
    /// Where the guide is in a view of `context`'s dimensions.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A vertical line views are aligned on (in a `VStack`, a frame, a `ZStack`).
public struct HorizontalAlignment: Equatable, Sendable {
    @usableFromInline let key: AlignmentKey

    /// A guide of a custom kind.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    /// The leading edge.
    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
}

/// A horizontal line views are aligned on (in an `HStack`, a frame, a `ZStack`).
public struct VerticalAlignment: Equatable, Sendable {
    @usableFromInline let key: AlignmentKey

    /// A guide of a custom kind.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    /// The top edge.
    public static let top = VerticalAlignment(TopAlignment.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    /// The first line's baseline (a view without text: its bottom).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    /// The last line's baseline (a view without text: its bottom).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)
}

/// A horizontal and a vertical guide: where a child sits in a frame or a `ZStack`.
public struct Alignment: Equatable, Sendable {
    /// The guide across.
    public var horizontal: HorizontalAlignment
    /// The guide up and down.
    public var vertical: VerticalAlignment

    /// The alignment on two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// One alignment guide kind, comparable and hashable (the id type's identity and its axis).
@usableFromInline
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    @usableFromInline static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }
}

/// A view's size and where its alignment guides are, as a parent sees it.
public struct ViewDimensions: Equatable {
    /// The width.
    public var width: CGFloat { size.width }
    /// The height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// The guides the view sets itself (text baselines, `alignmentGuide`).
    let explicitGuide: (AlignmentKey) -> CGFloat?

    /// Where a guide is: the view's explicit value, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.id.defaultValue(in: self) }
    /// Where a guide is: the view's explicit value, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.id.defaultValue(in: self) }
    /// The view's explicit value for a guide, if it sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
    /// The view's explicit value for a guide, if it sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

    /// The position of any guide.
    func value(of key: AlignmentKey) -> CGFloat { explicitGuide(key) ?? key.id.defaultValue(in: self) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { lhs.size == rhs.size }
}

/// A guide at an edge or the centre of a view's frame: a container does not
/// take such a guide from its children's explicit values (see `combinedExplicitValue`).
protocol FrameAlignmentID: AlignmentID {}

enum LeadingAlignment: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HorizontalCenterAlignment: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingAlignment: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopAlignment: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VerticalCenterAlignment: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomAlignment: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum FirstTextBaselineAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastTextBaselineAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

extension AlignmentKey {
    /// A container's explicit value of this guide from those of its children
    /// (in the container's coordinates), as SwiftUI's `combineExplicit`
    /// documents: the least first baseline (the topmost), the greatest last
    /// baseline, the mean for other guides; none for frame edges and centres,
    /// which a container takes from its own frame.
    /// Where a frame's edge or centre is at `size` (nil for other guides).
    func frameValue(in size: CGSize) -> CGFloat? {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(LeadingAlignment.self), ObjectIdentifier(TopAlignment.self): 0
        case ObjectIdentifier(HorizontalCenterAlignment.self): size.width / 2
        case ObjectIdentifier(VerticalCenterAlignment.self): size.height / 2
        case ObjectIdentifier(TrailingAlignment.self): size.width
        case ObjectIdentifier(BottomAlignment.self): size.height
        default: nil
        }
    }

    /// Whether the guide is a frame's edge or centre (never passed up by containers).
    var isFrameGuide: Bool { id is any FrameAlignmentID.Type }

    func combinedExplicitValue(of values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty, !isFrameGuide else { return nil }
        if ObjectIdentifier(id) == ObjectIdentifier(FirstTextBaselineAlignment.self) { return values.min() }
        if ObjectIdentifier(id) == ObjectIdentifier(LastTextBaselineAlignment.self) { return values.max() }
        return values.reduce(0, +) / CGFloat(values.count)
    }
}

/// A point in a view's bounds given as fractions of its size.
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// The fraction of the width.
    public var x: CGFloat
    /// The fraction of the height.
    public var y: CGFloat
    /// A point at fractions of the size.
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
