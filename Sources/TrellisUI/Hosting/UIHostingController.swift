import Foundation
import Trellis

/// A view controller whose view shows SwiftUI-style content, to put
/// declarative views in a UIKit hierarchy (a cell, a child controller).
open class UIHostingController<Content: View>: UIViewController {
    private let hostingView: _UIHostingView<Content>

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
        hostingView.idealSizeDidChange = { [weak self] in self?.updatePreferredContentSize() }
    }

    public required init?(coder: NSCoder) { nil }

    /// The content; setting it lays the view out again (its intrinsic size is invalidated too).
    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }

    open override func loadView() {
        view = hostingView
    }

    /// The content's size for a proposal of `size` (its dimensions may be
    /// zero, a length, or `.greatestFiniteMagnitude` / infinity to ask for the most).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        hostingView.fittingSize(for: ProposedViewSize(size))
    }

    /// Which sizes the controller keeps up to date from its content's ideal size.
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet {
            hostingView.invalidateIntrinsicContentSize()
            updatePreferredContentSize()
        }
    }

    /// Which parts of the safe area the content keeps clear of (all by default).
    public var safeAreaRegions: SafeAreaRegions = .all {
        didSet { hostingView.respectsSafeArea = !safeAreaRegions.isEmpty }
    }

    private func updatePreferredContentSize() {
        guard sizingOptions.contains(.preferredContentSize) else { return }
        preferredContentSize = hostingView.fittingSize(for: .unspecified)
    }
}

/// What a hosting controller keeps in step with its content's ideal size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view's intrinsic content size (always kept here: see `_UIHostingView`).
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    /// The controller's preferred content size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// Regions of the safe area content can keep clear of.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
