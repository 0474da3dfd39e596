import Foundation
import SnapshotTesting
import Trellis

// swift-snapshot-testing strategies for Trellis's views and view controllers.
// A strategy's work runs on the main actor: call `assertSnapshot` from a
// test on the main actor (`@MainActor` Swift Testing tests, XCTest's tests).

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view drawn on the default configuration (sized as `Snapshot(of:on:)` sizes a lone view), compared as images.
    public static var image: Snapshotting<UIView, UIImage> { .image() }

    /// The view drawn on `configuration`, compared with a tolerance.
    public static func image(
        on configuration: SnapshotConfiguration = SnapshotConfiguration(), precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting<UIView, UIImage> {
        Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            MainActor.assumeIsolated { Snapshot(of: view, on: configuration).image }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The screen launched on a configuration and drawn, compared as images.
    public static var image: Snapshotting<UIViewController, UIImage> { .image() }

    /// The screen launched on `configuration` and drawn, compared with a tolerance.
    public static func image(
        on configuration: SnapshotConfiguration = SnapshotConfiguration(), precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting<UIViewController, UIImage> {
        Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { controller in
            MainActor.assumeIsolated { Snapshot(of: controller, on: configuration).image }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's tree with frames, one view a line (UIKit's `recursiveDescription`), laid out on the default configuration.
    public static var recursiveDescription: Snapshotting<UIView, String> { .recursiveDescription() }

    /// The view's tree with frames, laid out on `configuration`.
    public static func recursiveDescription(on configuration: SnapshotConfiguration = SnapshotConfiguration()) -> Snapshotting<UIView, String> {
        SimplySnapshotting<String>.lines.pullback { view in
            MainActor.assumeIsolated { Snapshot(of: view, on: configuration).root.recursiveDescription() }
        }
    }

    /// The active constraints of the view's tree, UIKit's description of each, one a line, laid out on the default configuration.
    public static var constraints: Snapshotting<UIView, String> { .constraints() }

    /// The active constraints of the view's tree, laid out on `configuration`.
    public static func constraints(on configuration: SnapshotConfiguration = SnapshotConfiguration()) -> Snapshotting<UIView, String> {
        SimplySnapshotting<String>.lines.pullback { view in
            MainActor.assumeIsolated { ConstraintListing.describe(Snapshot(of: view, on: configuration).root) }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The window's tree with frames once the screen is launched on the default configuration.
    public static var recursiveDescription: Snapshotting<UIViewController, String> { .recursiveDescription() }

    /// The window's tree with frames once the screen is launched on `configuration`.
    public static func recursiveDescription(on configuration: SnapshotConfiguration = SnapshotConfiguration()) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting<String>.lines.pullback { controller in
            MainActor.assumeIsolated { Snapshot(of: controller, on: configuration).root.recursiveDescription() }
        }
    }

    /// The active constraints of the window's tree once the screen is launched on the default configuration.
    public static var constraints: Snapshotting<UIViewController, String> { .constraints() }

    /// The active constraints of the window's tree once the screen is launched on `configuration`.
    public static func constraints(on configuration: SnapshotConfiguration = SnapshotConfiguration()) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting<String>.lines.pullback { controller in
            MainActor.assumeIsolated { ConstraintListing.describe(Snapshot(of: controller, on: configuration).root) }
        }
    }
}

/// The constraints of a tree as text.
enum ConstraintListing {
    /// Every active constraint installed in `root`'s tree, UIKit's description of each, depth first.
    @MainActor
    static func describe(_ root: UIView) -> String {
        var lines: [String] = []
        ViewPath.walk(root) { view, _, _ in
            for constraint in view.constraints where constraint.isActive { lines.append(constraint.description) }
        }
        return lines.joined(separator: "\n")
    }
}
