import Foundation
import LayoutWorkloads
import Testing
import Trellis
import TrellisRender

/// Small scenes drawn and compared with reviewed golden images.
///
/// A pixel matches when a pixel of the golden within one pixel of it has
/// nearly the same colour: Cairo's antialiasing may move by a pixel, an edge
/// moved by a point (two pixels at 2×) may not. A failure writes the actual
/// image and a diff (mismatches in red) next to the golden. To make the
/// goldens again after a deliberate change, run the tests with
/// `TRELLIS_RECORD_GOLDENS=1`, then look at every image before committing.
@MainActor
@Suite struct GoldenImageTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    @Test(arguments: GoldenScene.allCases)
    func sceneMatchesItsGolden(scene: GoldenScene) throws {
        let png = try Renderer.render(scene.view(), format: .png, scale: 2)
        let golden = Self.goldens.appendingPathComponent("\(scene.rawValue).png")
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD_GOLDENS"] != nil {
            try png.write(to: golden)
            return
        }
        let expected = try #require(UIImage(data: try Data(contentsOf: golden)), "no golden for \(scene.rawValue)")
        let actual = try #require(UIImage(data: png))
        let (mismatches, diff) = compare(actual.bitmap, expected.bitmap)
        if mismatches > 0 {
            try png.write(to: Self.goldens.appendingPathComponent("\(scene.rawValue).actual.png"))
            if let diff { try diff.pngData()?.write(to: Self.goldens.appendingPathComponent("\(scene.rawValue).diff.png")) }
        }
        #expect(mismatches == 0, "\(scene.rawValue): \(mismatches) pixels differ; see Goldens/\(scene.rawValue).actual.png and .diff.png")
    }

    @Test func theComparisonCatchesAnEdgeMovedByAPoint() throws {
        let scene = GoldenScene.corners.view()
        let before = try #require(UIImage(data: try Renderer.render(scene, format: .png, scale: 2))).bitmap
        #expect(compare(before, before).0 == 0)
        scene.subviews[0].frame.origin.x += 1
        let after = try #require(UIImage(data: try Renderer.render(scene, format: .png, scale: 2))).bitmap
        #expect(compare(after, before).0 > 100)
    }

    /// The pixels of `actual` with no near match within a pixel in `expected`, and an image marking them.
    func compare(_ actual: UIImage.Bitmap, _ expected: UIImage.Bitmap) -> (Int, UIImage?) {
        guard actual.width == expected.width, actual.height == expected.height else { return (max(1, actual.width * actual.height), nil) }
        let (w, h) = (actual.width, actual.height)
        var diff = [UInt8](repeating: 255, count: w * h * 4)
        var mismatches = 0
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                var matched = false
                search: for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                        let j = (ny * w + nx) * 4
                        if (0..<4).allSatisfy({ abs(Int(actual.rgba[i + $0]) - Int(expected.rgba[j + $0])) <= 24 }) {
                            matched = true
                            break search
                        }
                    }
                }
                if matched {
                    let grey = UInt8((Int(actual.rgba[i]) + Int(actual.rgba[i + 1]) + Int(actual.rgba[i + 2])) / 6 + 128)
                    diff.replaceSubrange(i..<i + 4, with: [grey, grey, grey, 255])
                } else {
                    mismatches += 1
                    diff.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255])
                }
            }
        }
        return (mismatches, UIImage(rgbaPixels: diff, width: w, height: h))
    }
}

/// The scenes, each a small view tree.
enum GoldenScene: String, CaseIterable, Sendable {
    case corners, continuousCorners, clipping, alpha, contentModes, resizable, symbols, text, table, insetGroupedTable

    @MainActor
    func view() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        root.backgroundColor = UIColor(white: 0.96, alpha: 1)
        func box(_ frame: CGRect, _ color: UIColor) -> UIView {
            let view = UIView(frame: frame)
            view.backgroundColor = color
            return view
        }
        switch self {
        case .corners:
            let all = box(CGRect(x: 10, y: 10, width: 60, height: 60), .systemBlue)
            all.layer.cornerRadius = 16
            let masked = box(CGRect(x: 90, y: 10, width: 60, height: 60), .systemGreen)
            masked.layer.cornerRadius = 20
            masked.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            let bordered = box(CGRect(x: 170, y: 10, width: 60, height: 60), .white)
            bordered.layer.cornerRadius = 12
            bordered.layer.borderWidth = 3
            bordered.layer.borderColor = UIColor.systemRed.cgColor
            [all, masked, bordered].forEach(root.addSubview)
        case .continuousCorners:
            for (index, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
                let view = box(CGRect(x: 10 + CGFloat(index) * 115, y: 10, width: 105, height: 100), .systemBlue)
                view.layer.cornerRadius = 30
                view.layer.cornerCurve = curve
                view.layer.borderWidth = 3
                view.layer.borderColor = UIColor.black.cgColor
                if index == 1 { view.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] }
                root.addSubview(view)
            }
        case .clipping:
            let clipping = box(CGRect(x: 20, y: 20, width: 90, height: 80), .systemYellow)
            clipping.layer.cornerRadius = 24
            clipping.clipsToBounds = true
            clipping.addSubview(box(CGRect(x: 40, y: 40, width: 90, height: 90), .systemPurple))
            let open = box(CGRect(x: 130, y: 20, width: 90, height: 60), .systemYellow)
            open.addSubview(box(CGRect(x: 40, y: 30, width: 70, height: 50), .systemPurple))
            [clipping, open].forEach(root.addSubview)
        case .alpha:
            let group = box(CGRect(x: 20, y: 20, width: 200, height: 80), .clear)
            group.backgroundColor = nil
            group.alpha = 0.5
            group.addSubview(box(CGRect(x: 0, y: 0, width: 120, height: 80), .systemRed))
            group.addSubview(box(CGRect(x: 80, y: 0, width: 120, height: 80), .systemBlue))
            root.addSubview(group)
        case .contentModes:
            let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft, .bottomRight]
            for (index, mode) in modes.enumerated() {
                let view = UIImageView(frame: CGRect(x: 8 + CGFloat(index) * 38, y: 40, width: 34, height: 50))
                view.backgroundColor = .white
                view.image = GoldenScene.gradient
                view.contentMode = mode
                view.clipsToBounds = true
                root.addSubview(view)
            }
        case .resizable:
            for (index, mode) in [UIImage.ResizingMode.stretch, .tile].enumerated() {
                let view = UIImageView(frame: CGRect(x: 10 + CGFloat(index) * 115, y: 20, width: 105, height: 80))
                view.image = GoldenScene.gradient?.resizableImage(withCapInsets: UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6), resizingMode: mode)
                root.addSubview(view)
            }
        case .symbols:
            for (index, name) in ["heart.fill", "bubble.left", "checkmark", "person.crop.circle", "photo"].enumerated() {
                let view = UIImageView(image: UIImage(systemName: name, withConfiguration: .init(pointSize: 28)))
                view.frame.origin = CGPoint(x: 12 + CGFloat(index) * 46, y: 40)
                view.tintColor = index % 2 == 0 ? .systemPink : .systemIndigo
                root.addSubview(view)
            }
        case .text:
            let texts: [(String, UIFont, NSTextAlignment)] = [
                ("Left, body 🎉", .preferredFont(forTextStyle: .body), .left),
                ("Centred bold", .boldSystemFont(ofSize: 15), .center),
                ("Right, mono 42", .monospacedSystemFont(ofSize: 13, weight: .regular), .right),
                ("مرحبا بالعالم natural", .systemFont(ofSize: 14), .natural),
            ]
            for (index, (text, font, alignment)) in texts.enumerated() {
                let label = UILabel(frame: CGRect(x: 10, y: 6 + CGFloat(index) * 28, width: 220, height: 24))
                label.backgroundColor = .white
                label.text = text
                label.font = font
                label.textAlignment = alignment
                root.addSubview(label)
            }
        case .table:
            // A plain table: a section title, cells of the built-in styles, an accessory, separators.
            root.frame.size.height = 200
            let table = UITableView(frame: root.bounds, style: .plain)
            table.dataSource = GoldenTableSource.shared
            root.addSubview(table)
            table.layoutIfNeeded()
        case .insetGroupedTable:
            // Rows from list content configurations, in rounded sections with titles.
            root.frame.size.height = 260
            let table = UITableView(frame: root.bounds, style: .insetGrouped)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = GoldenGroupedSource.shared
            root.addSubview(table)
            table.layoutIfNeeded()
        }
        return root
    }

    /// A 24 × 24 image with a dark frame and a red-to-blue middle.
    static let gradient: UIImage? = {
        var pixels: [UInt8] = []
        for y in 0..<24 {
            for x in 0..<24 {
                let edge = x < 3 || y < 3 || x > 20 || y > 20
                pixels += edge ? [40, 40, 40, 255] : [UInt8(220 - x * 8), 60, UInt8(40 + x * 8), 255]
            }
        }
        return UIImage(rgbaPixels: pixels, width: 24, height: 24)
    }()
}

/// The rows of the table scene.
@MainActor
final class GoldenTableSource: UITableViewDataSource {
    static let shared = GoldenTableSource()
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Settings" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1]
        let cell = UITableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
        cell.textLabel?.text = ["Wi-Fi", "Bluetooth", "Battery"][indexPath.row]
        cell.detailTextLabel?.text = ["", "Connected to two devices", "84 %"][indexPath.row]
        if indexPath.row == 0 { cell.accessoryType = .disclosureIndicator }
        return cell
    }
}

/// The rows of the inset-grouped table scene.
@MainActor
final class GoldenGroupedSource: UITableViewDataSource {
    static let shared = GoldenGroupedSource()
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 1 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["Network", "Power"][section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = indexPath.section == 1 ? UIListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
        content.text = [["Wi-Fi", "Bluetooth"], ["Battery"]][indexPath.section][indexPath.row]
        content.secondaryText = [[nil, "On"], ["84 %"]][indexPath.section][indexPath.row]
        content.image = indexPath == IndexPath(row: 0, section: 0) ? UIImage(systemName: "star.fill") : nil
        cell.contentConfiguration = content
        return cell
    }
}
