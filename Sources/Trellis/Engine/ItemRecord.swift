import Foundation
internal import TrellisSolver

/// A rectangle in the root's coordinates, as four solver variables.
final class ItemRect {
    let x = Variable(), y = Variable(), width = Variable(), height = Variable()
}

/// What the engine keeps for one view, layout guide or margins rectangle:
/// its rectangle in the root's coordinates as four solver variables, and
/// every constraint the engine made for it, each in a named field.
///
/// Records live in the engine's slot array (`LayoutEngine.records`); a view
/// registered with the engine finds its own by `engineSlot`, anything else
/// through the engine's identifier map. A record never outlives its engine:
/// the engine is rebuilt whenever the tree's structure changes.
struct ItemRecord {
    /// The rectangle's variables, shared by reference: passing them around
    /// (every constraint made or installed does) retains one object, not the record.
    let rect = ItemRect()
    var x: Variable { rect.x }
    var y: Variable { rect.y }
    var width: Variable { rect.width }
    var height: Variable { rect.height }

    /// How the rectangle is placed by the engine itself (not by the user's constraints).
    var placement: Placement = .free
    /// For a view placed by constraints: how far inside its frame its
    /// rectangle (its alignment rectangle) is.
    var alignmentInsets = UIEdgeInsets.zero
    /// Hugging and compression resistance, for a view laid out by constraints.
    var intrinsic = IntrinsicConstraints()
    /// The intrinsic size the intrinsic constraints were last given (-1: no metric).
    var intrinsicSize = CGSize(width: -1, height: -1)
    /// For a view whose height follows its width: the width it was last
    /// measured at in the settle loop (NaN: to be measured again), and the height that gave.
    var measurement: (width: Double, height: CGFloat)?
    /// For a view whose height follows its width: its last new intrinsic
    /// size was not asked for, as required equalities alone held its width
    /// (see `LayoutEngine.intrinsicSizeChanged(_:)`), so its constraints
    /// hold an older one until the settle loop finds the width free.
    var intrinsicSizeIsDeferred = false
    /// Installed constraints whose constant is this view's intrinsic length
    /// (a stack view's tie-breaking pulls): they follow each new intrinsic size.
    var lengthFollowers: [NSLayoutConstraint] = []
    /// The slot of the view's margins rectangle, made when first referred to.
    var marginsSlot: Int?
    /// A view with text: its baselines, made when a constraint first refers to one.
    var baselines: Baselines?
    /// A view whose descendants see a content area (a scroll view): its size, made on first use.
    var contentArea: ContentArea?

    /// The ways the engine places a rectangle.
    enum Placement {
        /// Only the user's constraints place it.
        case free
        /// The root: its origin at zero, its size held at its frame (or pulled while fitting).
        case root(RootFrame)
        /// A view that translates its autoresizing mask into constraints.
        case autoresizing(AutoresizingFrame)
        /// A guide or margins rectangle: its view inset by insets that can move.
        case inset(InsetFrame)
        /// The readable content guide: a centred column of the margins.
        case readable([Constraint])
    }

    /// The root's origin and size, held just below required.
    struct RootFrame {
        var minX: Constraint, minY: Constraint
        /// The root's width and height: its frame's, or (while fitting) pulls towards the target.
        var width: Constraint, height: Constraint
        /// Whether `width` and `height` are fitting pulls rather than the frame.
        var isFitting = false

        var all: [Constraint] { [minX, minY, width, height] }
    }

    /// An autoresizing view's frame as constraints on its superview's rectangle.
    struct AutoresizingFrame {
        var x: Constraint, y: Constraint, width: Constraint, height: Constraint
        /// The mask and the terms the constraints were made with.
        var mask: UIView.AutoresizingMask
        var horizontal: AutoresizingTerms, vertical: AutoresizingTerms

        var all: [Constraint] { [x, y, width, height] }
    }

    /// A rectangle inset from its view's: a guide, or the view's margins.
    struct InsetFrame {
        var minX: Constraint, minY: Constraint, width: Constraint, height: Constraint
        /// The insets the constraints hold now.
        var insets: UIEdgeInsets

        var all: [Constraint] { [minX, minY, width, height] }
    }

    /// Hugging (≤) and compression resistance (≥) on each axis that has a metric.
    struct IntrinsicConstraints {
        var widthHugging: Constraint?, widthCompression: Constraint?
        var heightHugging: Constraint?, heightCompression: Constraint?

        var all: [Constraint] { [widthHugging, widthCompression, heightHugging, heightCompression].compactMap { $0 } }
        /// Whether both axes have their pair (so a new size only moves constants).
        var hasBothAxes: Bool { widthHugging != nil && heightHugging != nil }
    }

    /// A view's first and last baselines, each defined from its edges by a
    /// constraint whose constant follows the text.
    struct Baselines {
        var first: Variable, last: Variable
        var firstDefinition: Constraint, lastDefinition: Constraint
    }

    /// A scroll view's content size as its content's constraints define it,
    /// and the weak pulls that hold it at `contentSize` where they do not.
    struct ContentArea {
        var width: Variable, height: Variable
        var widthPull: Constraint, heightPull: Constraint
    }
}
