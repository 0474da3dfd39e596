import Foundation

extension UIView {
    /// How an animation runs: its curve, whether it repeats, and for a
    /// transition, which one (UIKit's bits).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews as the animation commits (informational here).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the views while they animate (informational here).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what the view shows now (always so here).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Start again at the end, forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run back and forth (with `.repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration (informational here).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve (informational here).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// In a transition, animate the property changes too.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `transition(from:to:…)`, hide and show the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore an enclosing animation's options (informational here).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition effect.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip around the vertical axis, left edge first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip around the vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fade from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip around the horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip around the horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The frame rate the system chooses.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options ask for.
        var timingCurve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// How a keyframe animation runs (UIKit's bits).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews as the animation commits (informational here).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the views while they animate (informational here).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from what the view shows now (always so here).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Start again at the end, forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run back and forth (with `.repeat`).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration (informational here).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's options (informational here).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Move linearly between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from keyframe to keyframe (as linear here).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed over the whole animation (as linear here).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes (as linear here).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth and even (as linear here).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// A named timing curve (for `UIViewPropertyAnimator(duration:curve:animations:)`).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}
