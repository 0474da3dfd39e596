import Foundation
internal import TrellisSolver

/// One axis of an autoresizing mask as arithmetic: the view's start and
/// length as linear functions of its superview's length,
/// `start = startScale · L + startOffset` and `length = lengthScale · L + lengthOffset`.
///
/// Each part of the axis (leading margin, length, trailing margin) is fixed
/// or, if flexible, takes its share of what the fixed parts leave, in
/// proportion to its size when the terms were made (equal shares when the
/// flexible parts are all empty). At the superview's length of that moment
/// the terms give back the frame as it was. The layout engine turns the
/// terms into constraints; a superview resized outside a layout pass applies
/// them directly (UIKit resizes autoresizing subviews at once).
struct AutoresizingTerms: Equatable {
    var startScale: Double, startOffset: Double
    var lengthScale: Double, lengthOffset: Double

    /// The terms for a view at `start` with `length` in a superview `superLength` long.
    init(start: CGFloat, length: CGFloat, superLength: CGFloat, flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) {
        let startPart = Double(start), lengthPart = Double(length), endPart = Double(superLength - start - length)
        let fixed = (flexibleStart ? 0 : startPart) + (flexibleLength ? 0 : lengthPart) + (flexibleEnd ? 0 : endPart)
        let flexibleTotal = (flexibleStart ? startPart : 0) + (flexibleLength ? lengthPart : 0) + (flexibleEnd ? endPart : 0)
        let flexibleCount = Double((flexibleStart ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleEnd ? 1 : 0))
        func share(_ part: Double) -> Double { flexibleTotal != 0 ? part / flexibleTotal : 1 / flexibleCount }
        if flexibleStart {
            startScale = share(startPart)
            startOffset = -startScale * fixed
        } else {
            (startScale, startOffset) = (0, startPart)
        }
        if flexibleLength {
            lengthScale = share(lengthPart)
            lengthOffset = -lengthScale * fixed
        } else {
            (lengthScale, lengthOffset) = (0, lengthPart)
        }
    }

    /// The start at a superview length of `superLength`.
    func start(at superLength: CGFloat) -> CGFloat { CGFloat(startScale * Double(superLength) + startOffset) }
    /// The length at a superview length of `superLength`.
    func length(at superLength: CGFloat) -> CGFloat { CGFloat(lengthScale * Double(superLength) + lengthOffset) }

    /// Both axes of `view`'s mask, at its frame in a superview of `superSize`.
    @MainActor
    static func axes(of view: UIView, in superSize: CGSize) -> (horizontal: AutoresizingTerms, vertical: AutoresizingTerms) {
        let frame = view.frame, mask = view.autoresizingMask
        return (
            AutoresizingTerms(
                start: frame.minX, length: frame.width, superLength: superSize.width, flexibleStart: mask.contains(.flexibleLeftMargin),
                flexibleLength: mask.contains(.flexibleWidth), flexibleEnd: mask.contains(.flexibleRightMargin)),
            AutoresizingTerms(
                start: frame.minY, length: frame.height, superLength: superSize.height, flexibleStart: mask.contains(.flexibleTopMargin),
                flexibleLength: mask.contains(.flexibleHeight), flexibleEnd: mask.contains(.flexibleBottomMargin))
        )
    }

    /// The frame both axes give in a superview of `superSize`.
    static func frame(horizontal: AutoresizingTerms, vertical: AutoresizingTerms, in superSize: CGSize) -> CGRect {
        CGRect(
            x: horizontal.start(at: superSize.width), y: vertical.start(at: superSize.height),
            width: horizontal.length(at: superSize.width), height: vertical.length(at: superSize.height))
    }
}

extension LayoutEngine {
    /// An autoresizing view's frame as required constraints on its superview's
    /// rectangle (UIKit's `h=--& v=--&` constraints).
    func autoresizingFrame(for view: UIView, _ record: ItemRect, in parent: ItemRect) -> ItemRecord.AutoresizingFrame {
        let (h, v) = AutoresizingTerms.axes(of: view, in: view.superview?.bounds.size ?? .zero)
        func c(_ value: Double) -> Double { Self.clamped(CGFloat(value)) }
        let frame = ItemRecord.AutoresizingFrame(
            x: Constraint(record.x, .equal, parent.x + c(h.startScale) * parent.width + c(h.startOffset)),
            y: Constraint(record.y, .equal, parent.y + c(v.startScale) * parent.height + c(v.startOffset)),
            width: Constraint(record.width, .equal, c(h.lengthScale) * parent.width + c(h.lengthOffset)),
            height: Constraint(record.height, .equal, c(v.lengthScale) * parent.height + c(v.lengthOffset)),
            mask: view.autoresizingMask, horizontal: h, vertical: v)
        let origin = Origin.autoresizing(Unmanaged.passUnretained(view))
        for constraint in frame.all {
            origins[constraint] = origin
            add(constraint)
        }
        return frame
    }

    /// UIKit's name for a mask's constraints: `-` a fixed part, `&` a flexible one.
    static func autoresizingName(_ mask: UIView.AutoresizingMask) -> String {
        func mark(_ option: UIView.AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
        return "h=\(mark(.flexibleLeftMargin))\(mark(.flexibleWidth))\(mark(.flexibleRightMargin)) "
            + "v=\(mark(.flexibleTopMargin))\(mark(.flexibleHeight))\(mark(.flexibleBottomMargin))"
    }

    /// A root's or an autoresizing view's frame changed: new constants in
    /// place (an autoresizing view with flexible parts gets new constraints,
    /// since its proportions changed).
    func frameChanged(_ view: UIView) {
        guard let slot = slot(of: view) else { return }
        switch records[slot].placement {
        case .root(let root):
            // Fitting: the size constraints are pulls, and made again from the frame when fitting ends.
            guard !root.isFitting else { return }
            setConstant(-Self.clamped(view.frame.width), of: root.width)
            setConstant(-Self.clamped(view.frame.height), of: root.height)
        case .autoresizing(let current):
            guard let superview = view.superview, let parentSlot = self.slot(of: superview) else { return }
            let frame = view.frame, superSize = superview.bounds.size
            if current.mask.isEmpty && view.autoresizingMask.isEmpty {
                // A fixed frame: the constants move.
                setConstant(-Self.clamped(frame.minX), of: current.x)
                setConstant(-Self.clamped(frame.minY), of: current.y)
                setConstant(-Self.clamped(frame.width), of: current.width)
                setConstant(-Self.clamped(frame.height), of: current.height)
                return
            }
            // Where the superview's new size already puts the view (a content
            // view resized with its cell), the constraints say so already.
            if view.autoresizingMask == current.mask,
                AutoresizingTerms.frame(horizontal: current.horizontal, vertical: current.vertical, in: superSize).isClose(to: frame)
            {
                return
            }
            for constraint in current.all { remove(constraint) }
            records[slot].placement = .autoresizing(autoresizingFrame(for: view, records[slot].rect, in: records[parentSlot].rect))
        default:
            return
        }
    }
}

extension UIView {
    /// The superview resized: subviews that translate their autoresizing
    /// mask take their flexible parts' share of the change at once, as UIKit
    /// resizes them (the same terms the engine makes constraints of).
    func resizeAutoresizingSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let (h, v) = AutoresizingTerms.axes(of: subview, in: oldSize)
            subview.frame = AutoresizingTerms.frame(horizontal: h, vertical: v, in: newSize)
        }
    }
}
