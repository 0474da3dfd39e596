import Foundation

/// Something with traits: views, view controllers, windows, screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits it has now.
    var traitCollection: UITraitCollection { get }
}

/// A trait whose changes can be watched with `registerForTraitChanges(_:handler:)`.
public protocol UITraitDefinition {
    /// The trait's value in a collection (to tell whether it changed).
    static func value(in traitCollection: UITraitCollection) -> AnyHashable
}

/// A trait to watch, as UIKit names them: `UITraitUserInterfaceStyle.self`, …
public typealias UITrait = any UITraitDefinition.Type

/// The appearance.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}
/// The text size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}
/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}
/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}
/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}
/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}
/// The idiom.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceIdiom }
}

extension UITraitCollection {
    /// The traits whose changes can change how dynamic colours resolve (to watch with `registerForTraitChanges`).
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }
}

/// What `registerForTraitChanges(_:handler:)` returns: hand it to
/// `unregisterForTraitChanges(_:)` to stop the handler.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// The handlers registered on a view or view controller.
@preconcurrency @MainActor
final class TraitChangeRegistry {
    final class Registration: UITraitChangeRegistration {
        let traits: [UITrait]
        let handler: (AnyObject, UITraitCollection) -> Void
        init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
            self.traits = traits
            self.handler = handler
        }
    }

    private(set) var registrations: [Registration] = []

    func add(_ registration: Registration) { registrations.append(registration) }

    func remove(_ registration: any UITraitChangeRegistration) { registrations.removeAll { $0 === registration } }

    /// Calls the handlers watching a trait that differs between `previous` and `now`.
    func notify(_ environment: AnyObject, previous: UITraitCollection, now: UITraitCollection) {
        for registration in registrations
        where registration.traits.contains(where: { $0.value(in: previous) != $0.value(in: now) }) {
            registration.handler(environment, previous)
        }
    }
}

/// The environments that keep registered trait handlers.
@preconcurrency @MainActor
protocol TraitChangeObserving: AnyObject {
    var traitChangeRegistry: TraitChangeRegistry? { get set }
}

extension UITraitEnvironment {
    /// Calls `handler` with the environment and its previous traits whenever
    /// one of `traits` changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistry.Registration(traits: traits) { environment, previous in
            if let environment = environment as? Self { handler(environment, previous) }
        }
        if let observing = self as? any TraitChangeObserving {
            let registry = observing.traitChangeRegistry ?? TraitChangeRegistry()
            observing.traitChangeRegistry = registry
            registry.add(registration)
        }
        return registration
    }

    /// Stops a handler registered with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitChangeObserving)?.traitChangeRegistry?.remove(registration)
    }
}

extension UIView: UITraitEnvironment, TraitChangeObserving {}
