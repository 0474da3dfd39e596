import Benchmark
import Foundation
import LayoutWorkloads
import Trellis

// UICollectionView with a flow layout at scale, 390 × 844: a grid of
// swatch cells (fixed sizes, laid out with constraints) and a cloud of tags
// that size themselves. Scrolling samples are one step each; the collection
// lives across samples and bounces between its ends.

/// A collection scrolled a third of a screen a step, bouncing between its ends.
@MainActor
final class ScrollingCollection {
    static let grid = ScrollingCollection(.swatchGrid, itemCount: 100_000)
    static let tags = ScrollingCollection(.tagCloud, itemCount: 10_000)

    let workload: CollectionWorkload
    private var direction: CGFloat = 1

    private init(_ kind: CollectionWorkload.Kind, itemCount: Int) {
        workload = CollectionWorkload(kind, frame: CGRect(x: 0, y: 0, width: 390, height: 844), itemCount: itemCount)
        workload.collectionView.layoutIfNeeded()
    }

    func step() {
        let collection = workload.collectionView
        let end = collection.contentSize.height - collection.bounds.height
        var y = collection.contentOffset.y + direction * 844 / 3
        if y > end || y < 0 {
            direction = -direction
            y = min(max(y, 0), end)
        }
        collection.contentOffset.y = y
        collection.layoutIfNeeded()
    }
}

let collectionBenchmarks: @Sendable () -> Void = {
    for (name, collection) in [
        ("Swatch grid 100,000 items", { @MainActor @Sendable in ScrollingCollection.grid }),
        ("Tag cloud 10,000 self-sizing items", { @MainActor @Sendable in ScrollingCollection.tags }),
    ] as [(String, @MainActor @Sendable () -> ScrollingCollection)] {
        Benchmark(
            "\(name): one scroll step of 281 pt",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, .custom("cells made (total)", useScalingFactor: false)],
                timeUnits: .microseconds, maxDuration: .seconds(4), maxIterations: 20_000)
        ) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let scrolling = collection()
                benchmark.startMeasurement()
                scrolling.step()
                benchmark.stopMeasurement()
                benchmark.measurement(.custom("cells made (total)", useScalingFactor: false), scrolling.workload.collectionView.createdCellCount)
            }
        }
    }

    Benchmark(
        "Swatch grid 100,000 items: reloadData + scrollToItem 50,000 + lay out",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let workload = CollectionWorkload(.swatchGrid, frame: CGRect(x: 0, y: 0, width: 390, height: 844), itemCount: 100_000)
            let collection = workload.collectionView
            collection.layoutIfNeeded()
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                collection.reloadData()
                collection.scrollToItem(at: IndexPath(item: 50_000, section: 0), at: .top, animated: false)
                collection.layoutIfNeeded()
                benchmark.stopMeasurement()
                precondition(collection.indexPathsForVisibleItems.contains(IndexPath(item: 50_000, section: 0)))
            }
        }
    }
}
