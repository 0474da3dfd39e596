/// Where each item of a list starts, for lists of any length: the heights
/// that are known (measured, or estimated one by one) and a common estimate
/// for all the others.
///
/// Items are grouped in blocks of 256. A block's heights are allocated only
/// when one of its items gets a known height, and a Fenwick tree over the
/// blocks holds, per block, how many of its items are known and what they sum
/// to. So making an index for a million items allocates under 100 KB,
/// changing the common estimate is O(1), and an offset or a search is
/// O(log n) over the blocks plus a scan of one block. Fully known, an item
/// costs 8 bytes.
struct RowOffsetIndex {
    private static let blockShift = 8
    private static let blockSize = 1 << blockShift

    /// How many items there are.
    private(set) var count: Int
    /// The height of every item whose height is not known.
    var estimate: Double

    /// Per block (empty until first written), each item's known height,
    /// stored as `h` when measured, `-1 - h` when estimated, NaN when unknown.
    private var blocks: [[Double]]
    /// Fenwick tree over blocks (1-based): known items and their heights' sum.
    private var treeCount: [Double]
    private var treeSum: [Double]

    /// A stored value's height (nil: unknown).
    private static func decode(_ stored: Double) -> Double? {
        stored.isNaN ? nil : stored >= 0 ? stored : -1 - stored
    }

    init(count: Int, estimate: Double) {
        self.count = max(0, count)
        self.estimate = estimate
        let blockCount = (self.count + Self.blockSize - 1) >> Self.blockShift
        blocks = Array(repeating: [], count: blockCount)
        treeCount = Array(repeating: 0, count: blockCount + 1)
        treeSum = Array(repeating: 0, count: blockCount + 1)
    }

    /// The item's height: its known one, else the estimate.
    func height(at index: Int) -> Double {
        knownHeight(at: index) ?? estimate
    }

    /// The item's known height, if any.
    func knownHeight(at index: Int) -> Double? {
        stored(at: index).flatMap(Self.decode)
    }

    /// Whether the item's height was measured.
    func isMeasured(_ index: Int) -> Bool {
        stored(at: index).map { $0 >= 0 } ?? false
    }

    private func stored(at index: Int) -> Double? {
        guard index >= 0, index < count else { return nil }
        let block = blocks[index >> Self.blockShift]
        return block.isEmpty ? nil : block[index & (Self.blockSize - 1)]
    }

    /// Gives the item a known height, measured or estimated.
    mutating func setHeight(_ height: Double, at index: Int, measured: Bool) {
        guard index >= 0, index < count, height.isFinite else { return }
        let height = max(0, height)
        store(measured ? height : -1 - height, at: index)
    }

    /// Forgets the item's height: it is estimated again.
    mutating func forgetHeight(at index: Int) {
        guard index >= 0, index < count else { return }
        store(.nan, at: index)
    }

    private mutating func store(_ value: Double, at index: Int) {
        let b = index >> Self.blockShift
        if blocks[b].isEmpty {
            if value.isNaN { return }
            blocks[b] = Array(repeating: .nan, count: Self.blockSize)
        }
        let old = Self.decode(blocks[b][index & (Self.blockSize - 1)])
        blocks[b][index & (Self.blockSize - 1)] = value
        let new = Self.decode(value)
        let countChange = (new == nil ? 0 : 1) - (old == nil ? 0 : 1)
        let sumChange = (new ?? 0) - (old ?? 0)
        guard countChange != 0 || sumChange != 0 else { return }
        var node = b + 1
        while node < treeCount.count {
            treeCount[node] += Double(countChange)
            treeSum[node] += sumChange
            node += node & -node
        }
    }

    /// Where the item starts: the heights of the items before it (`count`
    /// gives the total height).
    func offset(of index: Int) -> Double {
        let index = min(max(index, 0), count)
        let b = index >> Self.blockShift
        var known = 0.0, sum = 0.0
        var node = b
        while node > 0 {
            known += treeCount[node]
            sum += treeSum[node]
            node -= node & -node
        }
        var offset = (Double(b << Self.blockShift) - known) * estimate + sum
        let within = index & (Self.blockSize - 1)
        guard within > 0 else { return offset }
        let block = blocks[b]
        if block.isEmpty { return offset + Double(within) * estimate }
        for i in 0..<within { offset += Self.decode(block[i]) ?? estimate }
        return offset
    }

    /// The sum of every item's height.
    var totalHeight: Double { offset(of: count) }

    /// The item at `y` (the one with offset ≤ y < its end; items of no height
    /// are passed over), clamped to the first and last item; nil when empty.
    func index(at y: Double) -> Int? {
        guard count > 0 else { return nil }
        if y <= 0 { return 0 }
        let blockCount = blocks.count
        // Descend the tree: the last block whose start is at or above y.
        var position = 0, start = 0.0
        var step = 1
        while step * 2 <= blockCount { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= blockCount {
                let items = min(next << Self.blockShift, count) - (position << Self.blockShift)
                let height = (Double(items) - treeCount[next]) * estimate + treeSum[next]
                if start + height <= y {
                    start += height
                    position = next
                }
            }
            step /= 2
        }
        guard position < blockCount else { return count - 1 }
        let first = position << Self.blockShift, end = min(first + Self.blockSize, count)
        let block = blocks[position]
        for i in first..<end {
            let height = block.isEmpty ? estimate : Self.decode(block[i - first]) ?? estimate
            if start + height > y { return i }
            start += height
        }
        return count - 1
    }

    /// Every known height, in item order.
    var knownHeights: [(index: Int, height: Double, measured: Bool)] {
        var result: [(Int, Double, Bool)] = []
        for (b, block) in blocks.enumerated() where !block.isEmpty {
            for (i, value) in block.enumerated() {
                if let height = Self.decode(value) { result.append((b << Self.blockShift + i, height, value >= 0)) }
            }
        }
        return result
    }

    /// Bytes held for the heights (the blocks allocated and the tree).
    var memoryFootprint: Int {
        blocks.reduce(0) { $0 + $1.count * 8 } + blocks.count * MemoryLayout<[Double]>.stride + treeCount.count * 16
    }
}
