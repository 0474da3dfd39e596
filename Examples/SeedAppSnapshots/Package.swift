// swift-tools-version: 6.2
import PackageDescription

// An app's snapshot tests as a team would write them: the seed apps' screens
// on a small matrix of devices, orientations and appearances, checked against
// committed references, with the layout lints.
let package = Package(
    name: "SeedAppSnapshots",
    dependencies: [
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "SeedAppSnapshotTests",
            dependencies: [
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisDemos", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
