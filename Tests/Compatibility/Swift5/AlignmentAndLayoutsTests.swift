import Testing
import Trellis

/// Alignment rectangles and layout subclasses as iOS apps write them.
@MainActor
struct AlignmentAndLayoutsTests {
    @Test func constraintsLineUpTheAlignmentRectangleNotTheFrame() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let badge = ShadowedBadge()
        let label = UILabel()
        label.text = "New"
        for view in [badge, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: badge.topAnchor),
        ])
        container.layoutIfNeeded()
        // The 40 × 20 intrinsic size is the alignment rectangle's; the frame takes the shadow in.
        #expect(badge.frame == CGRect(x: 6, y: 8, width: 48, height: 28))
        #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(badge.frame(forAlignmentRect: CGRect(x: 10, y: 10, width: 40, height: 20)) == badge.frame)
        #expect(label.frame.minX == 58, "after the badge's alignment rectangle, not its shadow")
        #expect(label.frame.minY == 10)
    }

    @Test func aPlainViewsAlignmentRectangleIsItsFrame() {
        let view = UIView(frame: CGRect(x: 3, y: 4, width: 50, height: 60))
        #expect(view.alignmentRectInsets == .zero)
        #expect(view.alignmentRect(forFrame: view.frame) == view.frame)
    }

    @Test func layoutSubclassesWithInitialisersOfTheirOwnLayOut() throws {
        let columns = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: ColumnsLayout(columns: 3))
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: ListLikeLayout())
        let source = NumberedItems(count: 7)
        for collection in [columns, list] {
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = source
            collection.layoutIfNeeded()
        }
        #expect(columns.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(list.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 0, y: 120, width: 300, height: 30))
        #expect(list.visibleCells.count == 7)
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        #expect(ColumnsLayout(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData))?.columns == 2)
    }
}

/// Seven numbered items in one section.
final class NumberedItems: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}
