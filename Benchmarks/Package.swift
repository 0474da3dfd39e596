// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so that `make test` never builds them.
let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // `make bench`: W1–W8 under ordo-one/benchmark (time, allocations).
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TrellisSolver", package: "Trellis"),
                .product(name: "SolverWorkloads", package: "Trellis"),
            ],
            path: "SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // `make bench`: the FeedItem cell sized like a self-sizing table cell.
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisRender", package: "Trellis"),
                .product(name: "LayoutWorkloads", package: "Trellis"),
            ],
            path: "LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // What the side-by-side comparisons share: medians of repeated batches.
        .target(name: "CompareTiming", path: "CompareTiming"),
        // `make bench-compare`: W1–W8 in Trellis and in kiwisolver, in one run, as ratios.
        .executableTarget(
            name: "solver-compare",
            dependencies: [
                "CompareTiming",
                .product(name: "TrellisSolver", package: "Trellis"),
                .product(name: "SolverWorkloads", package: "Trellis"),
            ],
            path: "SolverCompare"
        ),
        // `make bench-text`: re-measuring text at a new width in Trellis and in Pango, in one run, as ratios.
        .executableTarget(
            name: "text-compare",
            dependencies: [
                "CompareTiming",
                .product(name: "TrellisText", package: "Trellis"),
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisRender", package: "Trellis"),
                .product(name: "LayoutWorkloads", package: "Trellis"),
            ],
            path: "TextCompare"
        ),
        // `make bench-stack`: the FeedItem cell's stack-view variant against its anchors variant, in one run.
        .executableTarget(
            name: "stack-compare",
            dependencies: [
                "CompareTiming",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "LayoutWorkloads", package: "Trellis"),
            ],
            path: "StackCompare"
        ),
        // `make bench-port`: files ported per second by `trellis port`.
        .executableTarget(
            name: "port-files",
            dependencies: ["CompareTiming", .product(name: "TrellisPort", package: "Trellis")],
            path: "PortFiles"
        ),
        // `make bench-hosting`: SwiftUI rows hosted in cells against stack views, and re-laid out, in one run.
        .executableTarget(
            name: "hosting-compare",
            dependencies: [
                "CompareTiming",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisUI", package: "Trellis"),
                .product(name: "TrellisDemos", package: "Trellis"),
            ],
            path: "HostingCompare"
        ),
        // `make bench-lists`: tables and collection views scrolled and jumped, step by step.
        .executableTarget(
            name: "list-steps",
            dependencies: [
                "CompareTiming",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "LayoutWorkloads", package: "Trellis"),
            ],
            path: "ListSteps"
        ),
        // `make bench-scale`: stacks, chains and trees at the sizes careless apps reach.
        .executableTarget(
            name: "scale-cases",
            dependencies: [
                "CompareTiming",
                .product(name: "Trellis", package: "Trellis"),
            ],
            path: "ScaleCases"
        ),
        // `make bench-snapshots`: snapshot tests of the timeline screen per second, and where the time goes.
        .executableTarget(
            name: "snapshot-steps",
            dependencies: [
                "CompareTiming",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisRender", package: "Trellis"),
                .product(name: "TrellisDemos", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
            ],
            path: "SnapshotSteps"
        ),
    ],
    swiftLanguageModes: [.v6]
)
