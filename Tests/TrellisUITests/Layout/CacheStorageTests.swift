import Testing
@testable import TrellisUI

/// The nodes' caches are emptied without giving up their storage.
struct CacheStorageTests {
    @Test(arguments: [0, 1, 5, 16])
    func emptyingKeepsTheStorage(count: Int) {
        var entries = Array(0..<count)
        entries.reserveCapacity(24)
        let capacity = entries.capacity
        entries.removeAllKeepingStorage()
        #expect(entries.isEmpty)
        #expect(entries.capacity == capacity)
        entries.append(7)
        #expect(entries == [7])
    }
}
