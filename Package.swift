// swift-tools-version: 6.2
import PackageDescription

// Trellis: UIKit's self-sizing layout system for Linux, run headless.
// Modules depend top to bottom only; see Sources/Trellis/Trellis.docc/RepositoryLayout.md.
let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisText", targets: ["TrellisText"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        // SwiftUI's views and proposal-based layout, hosted in UIKit views and cells.
        .library(name: "TrellisUI", targets: ["TrellisUI"]),
        .executable(name: "trellis", targets: ["trellis"]),
        // The seed apps (timeline, quotes, chat, breeds, SwiftUI cells), written against the public API only.
        .library(name: "TrellisDemos", targets: ["TrellisDemos"]),
        // The solver workloads W1–W8, shared by the tests and the Benchmarks package.
        .library(name: "SolverWorkloads", targets: ["SolverWorkloads"]),
        // The layout workloads (the FeedItem cell, metric labels), shared by tests, demo and benchmarks.
        .library(name: "LayoutWorkloads", targets: ["LayoutWorkloads"]),
        // Snapshot and layout tests of UIKit code in Linux CI: matrices, goldens, diffs, lints, an HTML report.
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        // Rewrites iOS sources (target–action, @objc, overrides in extensions) to compile against Trellis.
        .library(name: "TrellisPort", targets: ["TrellisPort"]),
        // Ports an app's iOS sources into a Linux target at build time (names them in trellis-port.json).
        .plugin(name: "TrellisPortPlugin", targets: ["TrellisPortPlugin"]),
        // Merges the snapshot reports of test shards into one.
        .executable(name: "trellis-snapshot-report", targets: ["trellis-snapshot-report"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `make docs`: the DocC catalogues built into a static site.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `trellis port`: iOS sources rewritten for Linux (TrellisPort, its tool and the command only).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The incremental constraint solver under NSLayoutConstraint. No dependencies.
        .target(name: "TrellisSolver"),
        // Pango, Cairo, HarfBuzz and fontconfig, found with pkg-config.
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo pangoft2",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // The small C shim that shapes text once and hands TrellisText what line breaking needs.
        .target(name: "CTrellisText", dependencies: ["CPango"]),
        // libpng, libjpeg(-turbo) and libdeflate, found with pkg-config.
        .systemLibrary(
            name: "CImageCodecs",
            pkgConfig: "libpng libjpeg libdeflate",
            providers: [.apt(["libpng-dev", "libjpeg62-turbo-dev", "libdeflate-dev"])]
        ),
        // The C shim that decodes PNG and JPEG for UIImage.
        .target(name: "CTrellisImage", dependencies: ["CImageCodecs"]),
        // Fonts, Dynamic Type, and text measured and broken into lines.
        .target(name: "TrellisText", dependencies: ["CTrellisText"]),
        // The UIKit surface: geometry, views, anchors, constraints, the layout engine, labels.
        .target(name: "Trellis", dependencies: ["TrellisSolver", "TrellisText", "CTrellisImage"]),
        // Cairo and its PNG, SVG and PDF surfaces, found with pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo cairo-png cairo-svg cairo-pdf", providers: [.apt(["libcairo2-dev"])]),
        // Display lists drawn with Cairo to PNG, SVG and PDF.
        .target(name: "TrellisRender", dependencies: ["Trellis", "CCairo", "CTrellisImage"]),
        // The declarative layer: View, stacks, text, shapes, modifiers, state, UIHostingController.
        .target(name: "TrellisUI", dependencies: ["Trellis"]),
        // The command line: lays out a demo card, prints its frames and draws it to PNG.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "Trellis", "TrellisRender", "TrellisDemos", "LayoutWorkloads", "TrellisPort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The port the plugin runs at build time: TrellisPort only, so that a build never waits for the rest.
        .executableTarget(name: "trellis-port-tool", dependencies: ["TrellisPort"]),
        .plugin(name: "TrellisPortPlugin", capability: .buildTool(), dependencies: ["trellis-port-tool"]),
        // Snapshots on device matrices, record and verify, diffs, lints, the HTML report and swift-snapshot-testing strategies.
        .target(
            name: "TrellisTesting",
            dependencies: ["Trellis", "TrellisRender", "TrellisUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            resources: [.copy("Report/Page")]
        ),
        .executableTarget(
            name: "trellis-snapshot-report",
            dependencies: ["TrellisTesting", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The seed apps as demos: view controllers, cells, sample data and artwork drawn with Trellis.
        .target(name: "TrellisDemos", dependencies: ["Trellis", "TrellisRender", "TrellisUI"]),
        .target(name: "LayoutWorkloads", dependencies: ["Trellis"]),
        // iOS sources rewritten to compile on Linux: target–action to UIAction, @objc dropped, extension overrides moved.
        .target(
            name: "TrellisPort",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        .target(
            name: "SolverWorkloads",
            dependencies: ["TrellisSolver"],
            resources: [.copy("Resources/enaml-workload.json")]
        ),
        // What the test targets share (a seeded random generator).
        .target(name: "TrellisTestSupport", path: "Tests/Support"),
        .testTarget(
            name: "TrellisTests",
            dependencies: ["Trellis", "LayoutWorkloads", "TrellisTestSupport"],
            resources: [.process("Resources/Images")]
        ),
        .testTarget(
            name: "TrellisDemosTests",
            dependencies: ["TrellisDemos", "Trellis", "TrellisRender"]
        ),
        .testTarget(
            name: "TrellisRenderTests",
            dependencies: ["TrellisRender", "Trellis", "LayoutWorkloads", "TrellisTestSupport"]
        ),
        .testTarget(
            name: "TrellisTextTests",
            dependencies: ["TrellisText", "LayoutWorkloads", "TrellisTestSupport"]
        ),
        // The command line's parsing, limits and file writing, run in process.
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "trellis", "Trellis", "TrellisDemos", "TrellisRender", "TrellisPort", "TrellisTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Inputs"]
        ),
        .testTarget(
            name: "TrellisTestingTests",
            dependencies: [
                "TrellisTesting", "Trellis", "TrellisRender", "TrellisDemos", "trellis-snapshot-report",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Browser"]
        ),
        .testTarget(
            name: "TrellisUITests",
            dependencies: ["TrellisUI", "Trellis", "TrellisRender", "TrellisDemos", "TrellisTestSupport"]
        ),
        // UIKit code as iOS apps write it, with only the import changed: in
        // the Swift 5 language mode (most real UIKit code) and in Swift 6.
        .testTarget(
            name: "UIKitCodeSwift5Tests",
            dependencies: ["Trellis"],
            path: "Tests/Compatibility/Swift5",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "UIKitCodeSwift6Tests", dependencies: ["Trellis"], path: "Tests/Compatibility/Swift6"),
        // Fixtures: iOS inputs (not compiled) and the ported files expected, compiled here against Trellis.
        .testTarget(
            name: "TrellisPortTests",
            dependencies: ["TrellisPort", "Trellis", "TrellisUI"],
            exclude: ["Fixtures/Inputs", "Fixtures/Reports"]
        ),
        .testTarget(
            name: "TrellisSolverTests",
            dependencies: ["TrellisSolver", "SolverWorkloads", "TrellisTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
