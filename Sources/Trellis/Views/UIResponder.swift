import Foundation

/// The base of views, view controllers and the application, as in UIKit: an
/// object in the responder chain that can become the first responder.
///
/// On iOS responders are `NSObject`s, so code relies on them being equal
/// only to themselves and hashable by identity (`controller.parent !=
/// parent`, `subviews.contains(view)`, `Set<UIView>`) and on `description`
/// naming the object. Responders here are plain Swift classes with those same
/// semantics; they are not `NSObject`s (see the porting notes).
@preconcurrency @MainActor
open class UIResponder: Hashable, @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain: a view's view controller or
    /// superview, a view controller's view's superview or parent.
    open var next: UIResponder? { nil }

    /// Whether the responder can become the first responder (false unless a
    /// subclass says otherwise, as for text fields).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { firstResponderWindow?.firstResponder === self }

    /// Makes the responder its window's first responder, if it can become one
    /// and is in a window, and the current one resigns. Returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns whether the responder is no
    /// longer the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = firstResponderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        return true
    }

    /// The window whose first responder this would be: the window of the
    /// view, or of the view controller's view.
    var firstResponderWindow: UIWindow? { nil }

    // MARK: NSObject's semantics

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The class name and address, as `NSObject` describes an object.
    open var description: String { "<\(objectName)>" }

    /// The same as `description`, as for `NSObject`.
    open var debugDescription: String { description }

    /// `UIView:0x…`: the class and the address, used in descriptions and diagnostics.
    package var shortDescription: String { objectName }

    private var objectName: String {
        "\(type(of: self)):0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))"
    }
}
