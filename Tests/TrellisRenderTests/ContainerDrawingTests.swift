import Foundation
import Testing
import Trellis
import TrellisRender

/// A split view and a sheet drawn as an app shows them, checked pixel by
/// pixel. With `TRELLIS_DRAWINGS` naming a folder, the PNGs are kept there.
@MainActor
@Suite struct ContainerDrawingTests {
    /// A grouped list of `rows` titled `title`, as Settings shows its panes.
    final class ListController: UITableViewController {
        let rows: [String]
        init(_ title: String, rows: [String]) {
            self.rows = rows
            super.init(style: .insetGrouped)
            self.title = title
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            content.image = UIImage(systemName: "gear")
            cell.contentConfiguration = content
            return cell
        }
    }

    /// The window drawn at the device's scale, kept if asked.
    func draw(_ host: HeadlessHost, _ name: String) throws -> UIImage {
        let png = try host.snapshot()
        if let folder = ProcessInfo.processInfo.environment["TRELLIS_DRAWINGS"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        return try #require(UIImage(data: png))
    }

    /// The pixel at `point` (in points) of an image drawn at `scale`, as 0–255 components.
    func pixel(_ image: UIImage, _ point: CGPoint, scale: CGFloat) -> [Int] {
        let x = Int(point.x * scale), y = Int(point.y * scale)
        let start = (y * image.bitmap.width + x) * 4
        return image.bitmap.rgba[start..<start + 3].map(Int.init)
    }

    func close(_ a: [Int], _ b: [Int], within tolerance: Int = 3) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test func aSplitViewDrawsItsColumnsWithASeparatorBetween() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(ListController("Settings", rows: ["General", "Display & Brightness", "Wi-Fi", "Bluetooth"]), for: .primary)
        split.setViewController(ListController("General", rows: ["About", "Software Update", "Storage", "Date & Time"]), for: .secondary)
        let host = HeadlessHost(device: .iPadPro11, orientation: .landscapeLeft)
        host.launch(split)
        let image = try draw(host, "split-view")
        #expect(image.bitmap.width == 2388 && image.bitmap.height == 1668)
        // The separator: one pixel of the opaque separator colour at the primary's trailing edge, below the bars.
        #expect(close(pixel(image, CGPoint(x: 320, y: 600), scale: 2), [198, 198, 200]))
        // Either side, the grouped lists' grey background.
        let grey = [242, 242, 247]
        #expect(close(pixel(image, CGPoint(x: 319, y: 600), scale: 2), grey) && close(pixel(image, CGPoint(x: 322, y: 600), scale: 2), grey))
    }

    @Test func aSheetDrawsRoundedTopCornersAGrabberAndTheDimmingBehind() throws {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let host = HeadlessHost(device: .iPhone15)
        host.launch(root)
        let sheet = ListController("Filters", rows: ["Unread", "Flagged", "To Me"])
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        root.present(sheet, animated: false)
        let image = try draw(host, "sheet")
        let top = sheet.view.frame.minY
        #expect(top == CGFloat(852 - 34 - 426))
        // Above the sheet the white presenter is dimmed by 40 % black.
        #expect(close(pixel(image, CGPoint(x: 100, y: 200), scale: 3), [153, 153, 153]))
        // The top-left corner is cut round: dimmed presenter there, the sheet's grey a little inside.
        #expect(close(pixel(image, CGPoint(x: 0.5, y: top + 0.5), scale: 3), [153, 153, 153]))
        #expect(close(pixel(image, CGPoint(x: 12, y: top + 12), scale: 3), [242, 242, 247]))
        // The grabber, 5 points below the top, centred: the tertiary label colour over the grey.
        let grabber = pixel(image, CGPoint(x: 196.5, y: top + 7.5), scale: 3)
        #expect(!close(grabber, [242, 242, 247], within: 10) && grabber[0] < 242)
    }
}
