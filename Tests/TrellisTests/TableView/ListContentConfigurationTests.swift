import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct ListContentConfigurationTests {
    /// Rows configured with list content configurations.
    final class Source: UITableViewDataSource {
        var texts = ["Wi-Fi", "Bluetooth", "A setting whose name is long enough to wrap onto a second line in its row", "Battery"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: indexPath.row == 3 ? "value" : "cell", for: indexPath)
            var content = indexPath.row == 3 ? UIListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
            content.text = texts[indexPath.row]
            content.secondaryText = indexPath.row == 1 ? "Two devices" : indexPath.row == 3 ? "84 %" : nil
            content.image = indexPath.row == 0 ? UIImage(systemName: "star.fill") : nil
            cell.contentConfiguration = content
            return cell
        }
    }

    final class ValueCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    func makeTable() -> (UIWindow, UITableView, Source) {
        let source = Source()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(ValueCell.self, forCellReuseIdentifier: "value")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, source)
    }

    @Test func rowsSizeThemselvesFromTheirConfigurations() throws {
        let (_, table, _) = makeTable()
        let cells = table.visibleCells
        #expect(cells.count == 4)
        for cell in cells { #expect(cell.frame.height >= 44) }
        #expect(cells[2].frame.height > cells[0].frame.height + 15)
        let labels = { (cell: UITableViewCell) in
            cell.contentView.subviews[0].subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        }
        // The subtitle is under the text; the value on the trailing side, on the text's line.
        let subtitle = labels(cells[1])
        #expect(subtitle.count == 2 && subtitle[1].frame.minY >= subtitle[0].frame.maxY)
        let value = labels(cells[3])
        #expect(value.count == 2 && value[1].frame.minX > value[0].frame.maxX)
        #expect(abs(value[1].frame.midY - value[0].frame.midY) < 1)
        // The image comes first; the text follows it.
        let image = try #require(cells[0].contentView.subviews[0].subviews.first { $0 is UIImageView && !$0.isHidden })
        #expect(labels(cells[0])[0].frame.minX >= image.frame.maxX + 16)
        // Every label shows all its text.
        for cell in cells {
            for label in labels(cell) {
                #expect(label.frame.height >= label.intrinsicContentSize(forWidth: label.frame.width).height - 1e-6)
            }
        }
    }

    /// A built-in style's labels span the content view's margins, as UIKit
    /// lays them out (so centred text is centred in the row); an image keeps
    /// its size on the leading side.
    @Test func builtInLabelsSpanTheMargins() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.textLabel?.text = "Title"
        cell.textLabel?.textAlignment = .center
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        let margins = cell.contentView.layoutMarginsGuide.layoutFrame
        let title = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        func spans(_ frame: CGRect, from minX: CGFloat) -> Bool { abs(frame.minX - minX) < 1e-9 && abs(frame.maxX - margins.maxX) < 1e-9 }
        #expect(spans(title.frame, from: margins.minX))
        #expect(spans(detail.frame, from: margins.minX))
        cell.imageView?.image = UIImage(systemName: "star.fill")
        cell.layoutIfNeeded()
        let image = try #require(cell.imageView)
        #expect(abs(image.frame.width - image.intrinsicContentSize.width) < 1e-9)
        #expect(spans(title.frame, from: image.frame.maxX + 16))
    }

    @Test func aNewConfigurationUpdatesTheSameContentView() {
        let (_, table, source) = makeTable()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let contentView = cell.contentView.subviews[0]
        let height = cell.frame.height
        source.texts[2] = "Short"
        table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews[0] === contentView)
        #expect(cell.frame.height < height)
        #expect(cell.frame.height >= 44)
    }
}
