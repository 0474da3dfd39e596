// swift-tools-version: 6.2
import PackageDescription

// An iOS app's screens tested on Linux without changing the app: the app's
// sources (Sources/TodoApp, written for UIKit with target–action, @objc,
// outlets and overrides in extensions, compiled on iOS by the app's Xcode
// target, not here) are ported by TrellisPortPlugin at build time into the
// Linux test target, which lays the screens out headless and taps them.
let package = Package(
    name: "PortedApp",
    dependencies: [
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "TodoAppTests",
            dependencies: [.product(name: "Trellis", package: "Trellis"), .product(name: "TrellisRender", package: "Trellis")],
            exclude: ["trellis-port.json"],
            plugins: [.plugin(name: "TrellisPortPlugin", package: "Trellis")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
