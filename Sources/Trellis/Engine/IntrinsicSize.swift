import Foundation
internal import TrellisSolver

/// Intrinsic sizes: hugging (`size ≤ intrinsic`) and compression resistance
/// (`size ≥ intrinsic`) at the view's priorities, kept in place as sizes
/// change; and the baselines of views with text.
extension LayoutEngine {
    /// Makes the view's hugging and compression resistance for its present intrinsic size.
    func makeIntrinsicConstraints(for view: UIView, in slot: Int) {
        let size = view.intrinsicContentSize
        let record = records[slot].rect
        var intrinsic = ItemRecord.IntrinsicConstraints()
        // Text that wraps resists narrowing below its one-line width at its
        // compression resistance, as a multi-line label does in UIKit (so a
        // chat bubble hugs short text); narrowed by stronger constraints, it
        // wraps and grows taller.
        if size.width != UIView.noIntrinsicMetric, size.width.isFinite {
            (intrinsic.widthHugging, intrinsic.widthCompression) = intrinsicPair(
                record.width, size.width, view.hugging.horizontal, view.compressionResistance.horizontal, of: view,
                names: ("width hugging", "width compression resistance"))
        }
        if size.height != UIView.noIntrinsicMetric, size.height.isFinite {
            (intrinsic.heightHugging, intrinsic.heightCompression) = intrinsicPair(
                record.height, size.height, view.hugging.vertical, view.compressionResistance.vertical, of: view,
                names: ("height hugging", "height compression resistance"))
        }
        records[slot].intrinsic = intrinsic
        records[slot].intrinsicSize = size
        records[slot].intrinsicSizeIsDeferred = false
    }

    /// `length ≤ intrinsic` at the hugging priority and `length ≥ intrinsic` at the compression resistance.
    private func intrinsicPair(
        _ length: Variable, _ intrinsic: CGFloat, _ hugging: UILayoutPriority, _ compression: UILayoutPriority, of view: UIView,
        names: (hugging: StaticString, compression: StaticString)
    ) -> (Constraint, Constraint) {
        (
            make(Constraint(length, .lessThanOrEqual, Self.clamped(intrinsic), priority: priority(hugging)), for: view, names.hugging),
            make(Constraint(length, .greaterThanOrEqual, Self.clamped(intrinsic), priority: priority(compression)), for: view, names.compression)
        )
    }

    /// Takes out the view's hugging and compression resistance and makes them again.
    private func remakeIntrinsicConstraints(for view: UIView, in slot: Int) {
        for constraint in records[slot].intrinsic.all { remove(constraint) }
        makeIntrinsicConstraints(for: view, in: slot)
    }

    /// The intrinsic size changed: new constants in place when the same axes
    /// have a metric (nothing is allocated), else new constraints.
    func intrinsicSizeChanged(_ view: UIView) {
        guard let slot = slot(of: view) else { return }
        if let baselines = records[slot].baselines, let offsets = view.textBaselineOffsets {
            setConstant(-Double(offsets.fromTop), of: baselines.firstDefinition)
            setConstant(Double(offsets.fromBottom), of: baselines.lastDefinition)
        }
        guard case .free = records[slot].placement else { return }
        if view.intrinsicContentSizeDependsOnWidth, records[slot].intrinsic.hasBothAxes, records[slot].lengthFollowers.isEmpty,
            solver.isHeldByRequiredEqualities(records[slot].width)
        {
            // Text pinned at a width nothing optional can move (a cell's
            // label or hosted content, pinned to both sides): its ideal
            // size would only feed optional constraints on that width, and
            // its height is measured at the width when the engine settles.
            // So the size is not asked for now; the settle loop asks for it
            // if the width is ever free again (`WrappedTextInput`). The
            // text is measured again at the next settle, against the height
            // the constraints hold now (the last measurement's, if any).
            if let last = records[slot].measurement { records[slot].measurement = (.nan, last.height) }
            records[slot].intrinsicSizeIsDeferred = true
            hasUnsolvedChanges = true
            return
        }
        applyIntrinsicSize(of: view, in: slot)
    }

    /// Gives the view's hugging and compression resistance its present
    /// intrinsic size (its height to be measured again at its width, for text that wraps).
    func applyIntrinsicSize(of view: UIView, in slot: Int) {
        records[slot].intrinsicSizeIsDeferred = false
        let size = view.intrinsicContentSize
        // Invalidated, but the same size (new text of the same length): nothing to change.
        if size == records[slot].intrinsicSize && records[slot].measurement == nil { return }
        records[slot].measurement = nil
        records[slot].intrinsicSize = size
        for follower in records[slot].lengthFollowers { follower.follow(intrinsicSize: size) }
        let hasWidth = size.width != UIView.noIntrinsicMetric && size.width.isFinite
        let hasHeight = size.height != UIView.noIntrinsicMetric && size.height.isFinite
        let intrinsic = records[slot].intrinsic
        guard intrinsic.hasBothAxes, hasWidth, hasHeight,
            let widthHugging = intrinsic.widthHugging, let widthCompression = intrinsic.widthCompression,
            let heightHugging = intrinsic.heightHugging, let heightCompression = intrinsic.heightCompression
        else {
            return remakeIntrinsicConstraints(for: view, in: slot)
        }
        setConstant(-Self.clamped(size.width), of: widthHugging)
        setConstant(-Self.clamped(size.width), of: widthCompression)
        setConstant(-Self.clamped(size.height), of: heightHugging)
        setConstant(-Self.clamped(size.height), of: heightCompression)
    }

    /// Hugging or compression priorities changed: the constraints are replaced.
    func intrinsicPrioritiesChanged(_ view: UIView) {
        guard let slot = slot(of: view), case .free = records[slot].placement else { return }
        records[slot].measurement = nil
        remakeIntrinsicConstraints(for: view, in: slot)
    }

    /// A wrapped text's height at a new width: both vertical constraints follow.
    func setIntrinsicHeight(_ height: CGFloat, in slot: Int) {
        let intrinsic = records[slot].intrinsic
        if let hugging = intrinsic.heightHugging { setConstant(-Self.clamped(height), of: hugging) }
        if let compression = intrinsic.heightCompression { setConstant(-Self.clamped(height), of: compression) }
    }

    // MARK: Baselines

    /// The baselines of a view with text, made on first use: the first one
    /// its offset below the top, the last one its offset above the bottom.
    func baselineVariables(of view: UIView, in slot: Int) -> ItemRecord.Baselines {
        if let baselines = records[slot].baselines { return baselines }
        let record = records[slot].rect
        let first = Variable(), last = Variable()
        let offsets = view.textBaselineOffsets ?? (0, 0)
        let baselines = ItemRecord.Baselines(
            first: first, last: last,
            firstDefinition: make(Constraint(first - record.y, .equal, Double(offsets.fromTop)), for: view, "first baseline"),
            lastDefinition: make(Constraint(last - (record.y + record.height), .equal, -Double(offsets.fromBottom)), for: view, "last baseline"))
        records[slot].baselines = baselines
        return baselines
    }
}
