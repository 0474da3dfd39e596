import Foundation
import SnapshotTesting
import Trellis
import TrellisUI

// SwiftUI-style views join the snapshots: each is hosted in a
// `UIHostingController` and shown as a lone view is — as wide as the
// configuration's screen and as tall as its content for that width.

extension Snapshot {
    /// `view` hosted and shown alone on `configuration`, laid out and drawn.
    public init<Content: TrellisUI.View>(of view: Content, on configuration: SnapshotConfiguration) {
        self.init(of: UIHostingController(rootView: view).view, on: configuration)
    }
}

/// Checks a SwiftUI-style view on one configuration against its reference.
@MainActor
public func assertSnapshot<Content: TrellisUI.View>(
    of view: @autoclosure () -> Content, on configuration: SnapshotConfiguration = SnapshotConfiguration(), named name: String? = nil,
    record: SnapshotRecordMode? = nil, precision: Float = 1, perceptualPrecision: Float = 1, lints: LayoutLinter? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(
        of: view, on: [configuration], named: name, record: record, precision: precision, perceptualPrecision: perceptualPrecision,
        lints: lints, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Checks a SwiftUI-style view on every configuration of a matrix; `makeView` makes it anew for each.
@MainActor
public func assertSnapshots<Content: TrellisUI.View>(
    of makeView: () -> Content, on configurations: [SnapshotConfiguration], named name: String? = nil, record: SnapshotRecordMode? = nil,
    precision: Float = 1, perceptualPrecision: Float = 1, lints: LayoutLinter? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(
        of: { UIHostingController(rootView: makeView()).view! }, on: configurations, named: name, record: record, precision: precision,
        perceptualPrecision: perceptualPrecision, lints: lints, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Checks a SwiftUI-style view on a configuration and returns the outcome without reporting it; nil when it belongs to another shard.
@MainActor
public func verifySnapshot<Content: TrellisUI.View>(
    of view: @autoclosure () -> Content, on configuration: SnapshotConfiguration = SnapshotConfiguration(), named name: String? = nil,
    record: SnapshotRecordMode? = nil, precision: Float = 1, perceptualPrecision: Float = 1, lints: LayoutLinter? = nil,
    filePath: String = #filePath, testName: String = #function
) -> SnapshotCheck? {
    verifySnapshot(
        of: UIHostingController(rootView: view()).view!, on: configuration, named: name, record: record, precision: precision,
        perceptualPrecision: perceptualPrecision, lints: lints, filePath: filePath, testName: testName)
}

extension Snapshotting where Value: TrellisUI.View, Format == UIImage {
    /// The view hosted and drawn on the default configuration, compared as images.
    public static var image: Snapshotting<Value, UIImage> { .image() }

    /// The view hosted and drawn on `configuration`, compared with a tolerance.
    public static func image(
        on configuration: SnapshotConfiguration = SnapshotConfiguration(), precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting<Value, UIImage> {
        Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            // (A view is a value made for the main actor, where the strategy runs.)
            nonisolated(unsafe) let content = view
            return MainActor.assumeIsolated { Snapshot(of: content, on: configuration).image }
        }
    }
}
