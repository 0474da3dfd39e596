import Foundation
import Testing
import Trellis
@testable import TrellisDemos
import TrellisRender

/// The settings demo used as a person would: its controls keep their sizes
/// in every setting, and answer taps and drags.
@MainActor
@Suite struct SettingsDemoTests {
    func launch(_ device: DeviceProfile = .iPhone15, category: UIContentSizeCategory = .large,
                appearance: UIUserInterfaceStyle = .light) throws -> (HeadlessHost, UITableView) {
        let host = HeadlessHost(device: device, appearance: appearance, contentSizeCategory: category)
        host.launch(Demo.settings.makeRootViewController())
        let navigation = try #require(host.window.rootViewController as? UINavigationController)
        let settings = try #require(navigation.topViewController as? SettingsViewController)
        return (host, settings.tableView)
    }

    func cell<Cell: UITableViewCell>(_ type: Cell.Type, _ section: Int, _ row: Int, in table: UITableView) throws -> Cell {
        table.scrollToRow(at: IndexPath(row: row, section: section), at: .middle, animated: false)
        table.layoutIfNeeded()
        return try #require(table.cellForRow(at: IndexPath(row: row, section: section)) as? Cell)
    }

    @Test(arguments: [DeviceProfile.iPhoneSE3, .iPhone15ProMax], [UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func theControlsKeepTheirSizesInsideTheirRows(device: DeviceProfile, category: UIContentSizeCategory) throws {
        let (host, table) = try launch(device, category: category)
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let cell = try cell(UITableViewCell.self, section, row, in: table)
                host.layout()
                var controls: [UIView] = []
                cell.forEachControl { controls.append($0) }
                #expect(!controls.isEmpty)
                for control in controls {
                    let frame = control.convert(control.bounds, to: cell)
                    #expect(cell.bounds.contains(frame), "\(type(of: control)) in row \(section).\(row): \(frame) in \(cell.bounds)")
                    switch control {
                    case is UISwitch: #expect(frame.size == CGSize(width: 51, height: 31))
                    case is UIStepper: #expect(frame.size == CGSize(width: 94, height: 32))
                    case is UISegmentedControl: #expect(frame.height == 32 && frame.width >= control.intrinsicContentSize.width)
                    case is UISlider: #expect(frame.height == 31 && frame.width > 100)
                    case is UIProgressView: #expect(abs(frame.height - 4) < 1e-9 && frame.width > 100, "\(frame)")
                    case is UITextField: #expect(frame.height >= control.intrinsicContentSize.height && frame.width > 60)
                    default: break
                    }
                }
            }
        }
    }

    @Test func theControlsAnswerTapsAndDrags() throws {
        let (host, table) = try launch()
        let airplane = try cell(SwitchCell.self, 0, 0, in: table)
        host.tap(at: airplane.toggle.convert(CGPoint(x: 25, y: 15), to: host.window))
        #expect(airplane.toggle.isOn)
        let appearance = try cell(SegmentedCell.self, 1, 0, in: table)
        let dark = appearance.control.convert(CGPoint(x: appearance.control.bounds.midX, y: 16), to: host.window)
        host.tap(at: dark)
        #expect(appearance.control.selectedSegmentIndex == 1)
        let downloads = try cell(StepperCell.self, 4, 0, in: table)
        host.tap(at: downloads.stepper.convert(CGPoint(x: 80, y: 16), to: host.window))
        #expect(downloads.stepper.value == 4 && downloads.titleLabel.text == "Downloads at once: 4")
        let name = try cell(TextFieldCell.self, 3, 0, in: table)
        host.tap(at: name.field.convert(CGPoint(x: name.field.bounds.maxX - 5, y: name.field.bounds.midY), to: host.window))
        #expect(name.field.isEditing)
        name.field.insertText("Ada")
        #expect(name.field.text == "Ada")
        let brightness = try cell(SliderCell.self, 2, 0, in: table)
        let slider = brightness.slider
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: host.window)
        host.drag(from: start, to: CGPoint(x: start.x - 1_000, y: start.y))
        #expect(slider.value == 0)
    }

    @Test(arguments: [(UIUserInterfaceStyle.light, [52, 199, 89]), (.dark, [48, 209, 88])])
    func anOnSwitchIsGreenInTheDrawing(appearance: UIUserInterfaceStyle, green: [Int]) throws {
        let (host, table) = try launch(appearance: appearance)
        let wifi = try cell(SwitchCell.self, 0, 1, in: table)
        #expect(wifi.toggle.isOn)
        let image = try #require(UIImage(data: try host.snapshot(scale: 1)))
        let point = wifi.toggle.convert(CGPoint(x: 10, y: 15), to: host.window)
        let start = (Int(point.y) * image.bitmap.width + Int(point.x)) * 4
        let drawn = image.bitmap.rgba[start..<start + 3].map(Int.init)
        #expect(zip(drawn, green).allSatisfy { abs($0 - $1) <= 3 }, "\(drawn)")
    }
}

extension UIView {
    /// Calls `body` with every control in the subtree (not inside another control).
    func forEachControl(_ body: (UIView) -> Void) {
        for subview in subviews {
            if subview is UIControl || subview is UIProgressView { body(subview) } else { subview.forEachControl(body) }
        }
    }
}
