import Foundation

/// The name of an Objective-C method. Linux has no Objective-C runtime, so
/// nothing can be called by its selector: the type exists so that
/// target–action code fails to compile with a message naming the closure
/// form to use instead (`UIAction`), or `trellis port`, which rewrites it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name.
    public let name: String
    /// A selector named `name`.
    public init(_ name: String) { self.name = name }
    /// A selector named by a string literal.
    public init(stringLiteral name: String) { self.name = name }
}

extension UIControl {
    /// Target–action cannot run without the Objective-C runtime.
    @available(*, unavailable, message: "Linux has no Objective-C runtime to call a selector: use addAction(UIAction { _ in … }, for:), or port the file with `trellis port`")
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
}

extension UIBarButtonItem {
    /// Target–action cannot run without the Objective-C runtime.
    @available(*, unavailable, message: "Linux has no Objective-C runtime to call a selector: use init(systemItem:primaryAction:), or port the file with `trellis port`")
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) { self.init(systemItem: systemItem) }

    /// Target–action cannot run without the Objective-C runtime.
    @available(*, unavailable, message: "Linux has no Objective-C runtime to call a selector: use init(title:style:primaryAction:), or port the file with `trellis port`")
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) { self.init(title: title, style: style, primaryAction: nil) }

    /// Target–action cannot run without the Objective-C runtime.
    @available(*, unavailable, message: "Linux has no Objective-C runtime to call a selector: use init(image:style:primaryAction:), or port the file with `trellis port`")
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) { self.init(image: image, style: style, primaryAction: nil) }
}

extension UIGestureRecognizer {
    /// Target–action cannot run without the Objective-C runtime.
    @available(*, unavailable, message: "Linux has no Objective-C runtime to call a selector: use init(handler:), or port the file with `trellis port`")
    public convenience init(target: Any?, action: Selector?) { self.init() }
}
