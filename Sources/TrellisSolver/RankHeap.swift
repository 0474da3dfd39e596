/// A max-heap of external basic symbols by definition rank: the order in which
/// a row is expanded so that shared ancestors cancel before they are expanded.
struct RankHeap {
    private var items: [(rank: Double, symbol: Symbol)] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ symbol: Symbol, rank: Double) {
        items.append((rank, symbol))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[parent].rank < items[child].rank else { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMax() -> Symbol? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var largest = parent
                if left < items.count && items[left].rank > items[largest].rank { largest = left }
                if right < items.count && items[right].rank > items[largest].rank { largest = right }
                if largest == parent { break }
                items.swapAt(parent, largest)
                parent = largest
            }
        }
        return top.symbol
    }
}
