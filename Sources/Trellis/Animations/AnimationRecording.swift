import Foundation

/// The changes made inside one animation block: which animated properties
/// of which views were set, and what they showed before. Open while the
/// block runs, as a task-local value, so that blocks run by other hosts
/// or tasks at the same time record nothing here.
@preconcurrency @MainActor
final class AnimationRecording {
    /// The recording of the animation block running, if any.
    @TaskLocal static var current: AnimationRecording?

    /// One property of one view changed in the block.
    struct Change {
        let view: UIView
        let property: AnimatedProperty
        /// What it showed before the block set it: its presentation value if it was animating.
        let from: AnimatableValue
    }

    /// The changes, in the order first made.
    private(set) var changes: [Change] = []
    private var noted: Set<Key> = []

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatedProperty
    }

    /// Called by a view before an animated property changes: inside an
    /// animation block, remembers what it shows now (once per block).
    static func willChange(_ view: UIView, _ property: AnimatedProperty) {
        current?.note(view, property)
    }

    private func note(_ view: UIView, _ property: AnimatedProperty) {
        guard noted.insert(Key(view: ObjectIdentifier(view), property: property)).inserted else { return }
        let shown = view.window?.host?.timeline.presentationValue(of: property, of: view)
        changes.append(Change(view: view, property: property, from: shown ?? property.value(of: view)))
    }

    /// Runs `block` with a recording open, and returns the properties it
    /// changed (from what they showed to their new model values).
    static func record(_ block: () -> Void) -> [PropertyAnimation] {
        let recording = AnimationRecording()
        $current.withValue(recording, operation: block)
        return recording.changes.compactMap { change in
            let to = change.property.value(of: change.view)
            guard to != change.from else { return nil }
            return PropertyAnimation(view: change.view, property: change.property, from: change.from, to: to)
        }
    }
}

/// One property of one view moving from a value to its model value, over
/// a part of its group's time (all of it, but for a keyframe).
struct PropertyAnimation {
    let view: UIView
    let property: AnimatedProperty
    var from: AnimatableValue
    var to: AnimatableValue
    /// The part of the group's time the change takes: its start and length, as fractions.
    var window: (start: CGFloat, length: CGFloat) = (0, 1)

    /// The fraction of its window's time passed when `fraction` of the
    /// group's time has, nil before its window starts.
    func localFraction(_ fraction: CGFloat) -> CGFloat? {
        if fraction < window.start { return nil }
        if window.length <= 0 { return 1 }
        return min((fraction - window.start) / window.length, 1)
    }
}
