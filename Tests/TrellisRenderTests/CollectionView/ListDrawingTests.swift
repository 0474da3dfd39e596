import Foundation
import Testing
import Trellis
import TrellisRender

/// A list collection view drawn in light and dark: inset-grouped cards on
/// the grouped background, rounded outer corners, separators between rows,
/// accessories.
@MainActor
@Suite struct ListDrawingTests {
    /// A settings-like inset-grouped list on an iPhone, drawn at 1×, and where its cells are.
    func draw(_ appearance: UIUserInterfaceStyle, selecting selected: IndexPath? = nil) throws -> (png: Data, cells: [IndexPath: CGRect]) {
        let controller = UIViewController()
        let host = HeadlessHost(device: .iPhone15, appearance: appearance)
        host.launch(controller)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        controller.view.addSubview(collection)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = indexPath.section == 1 ? "Secondary text" : nil
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == 1 ? [.checkmark()] : [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "NETWORK" : "GENERAL"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"], toSection: 0)
        snapshot.appendItems(["About", "Software Update"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        controller.view.layoutIfNeeded()
        if let selected { collection.selectItem(at: selected, animated: false, scrollPosition: []) }
        var frames: [IndexPath: CGRect] = [:]
        for indexPath in collection.indexPathsForVisibleItems {
            frames[indexPath] = collection.cellForItem(at: indexPath).map { $0.convert($0.bounds, to: host.window) }
        }
        return (try host.snapshot(scale: 1), frames)
    }

    func pixel(_ image: UIImage, _ point: CGPoint) -> [Int] {
        let start = (Int(point.y) * image.bitmap.width + Int(point.x)) * 4
        return image.bitmap.rgba[start..<start + 3].map(Int.init)
    }

    @Test(arguments: [(UIUserInterfaceStyle.light, [242, 242, 247], [255, 255, 255]), (.dark, [0, 0, 0], [28, 28, 30])])
    func cardsSeparatorsAndCorners(appearance: UIUserInterfaceStyle, background: [Int], card: [Int]) throws {
        let drawn = try draw(appearance)
        let image = try #require(UIImage(data: drawn.png))
        let first = try #require(drawn.cells[IndexPath(item: 0, section: 0)])
        let second = try #require(drawn.cells[IndexPath(item: 1, section: 0)])
        // Beside the card the grouped background; in the card (away from its text) the card's colour.
        #expect(pixel(image, CGPoint(x: first.minX - 8, y: first.midY)) == background)
        #expect(pixel(image, CGPoint(x: first.minX + 4, y: first.midY)) == card)
        // The outer corner is cut round; the corner between two rows is not.
        #expect(pixel(image, CGPoint(x: first.minX, y: first.minY)) != card)
        #expect(pixel(image, CGPoint(x: second.minX, y: second.minY)) == card)
        // A separator under the first row, from the text on, not at the card's edge.
        let line = pixel(image, CGPoint(x: first.midX, y: first.maxY - 1))
        #expect(line != card)
        #expect(pixel(image, CGPoint(x: first.minX + 4, y: first.maxY - 1)) == card)
    }

    @Test(arguments: [(UIUserInterfaceStyle.light, [209, 209, 214]), (.dark, [58, 58, 60])])
    func aSelectedRowIsGrey(appearance: UIUserInterfaceStyle, grey: [Int]) throws {
        let drawn = try draw(appearance, selecting: IndexPath(item: 1, section: 0))
        let image = try #require(UIImage(data: drawn.png))
        let first = try #require(drawn.cells[IndexPath(item: 0, section: 0)])
        let second = try #require(drawn.cells[IndexPath(item: 1, section: 0)])
        #expect(pixel(image, CGPoint(x: second.minX + 4, y: second.midY)) == grey)
        #expect(pixel(image, CGPoint(x: first.minX + 4, y: first.midY)) != grey)
    }
}
