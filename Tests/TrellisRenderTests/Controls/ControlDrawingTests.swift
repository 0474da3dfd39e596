import Foundation
import Testing
import Trellis
import TrellisRender

/// The controls drawn with Cairo in light and dark appearance, checked pixel by pixel.
@MainActor
@Suite struct ControlDrawingTests {
    /// `view` shown on an iPhone in `appearance`, drawn at 1×, and its origin in the image.
    func draw(_ view: UIView, width: CGFloat? = nil, _ appearance: UIUserInterfaceStyle) throws -> (image: UIImage, origin: CGPoint) {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
        let host = HeadlessHost(device: .iPhone15, appearance: appearance)
        host.launch(controller)
        let image = try #require(UIImage(data: try host.snapshot(scale: 1)))
        return (image, view.convert(CGPoint.zero, to: host.window))
    }

    /// The pixel at `point` of the view drawn at `origin`, as 0–255 components.
    func pixel(_ drawn: (image: UIImage, origin: CGPoint), _ point: CGPoint) -> [Int] {
        let x = Int(drawn.origin.x + point.x), y = Int(drawn.origin.y + point.y)
        let start = (y * drawn.image.bitmap.width + x) * 4
        return drawn.image.bitmap.rgba[start..<start + 3].map(Int.init)
    }

    /// Whether two colours are the same to within a little antialiasing.
    func close(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 3 } }

    nonisolated static let appearances: [(UIUserInterfaceStyle, green: [Int], background: [Int])] = [
        (.light, [52, 199, 89], [255, 255, 255]), (.dark, [48, 209, 88], [0, 0, 0]),
    ]

    @Test(arguments: appearances)
    func aSwitchThatIsOnDrawsTheOnTintAndOneThatIsOffDoesNot(appearance: UIUserInterfaceStyle, green: [Int], background: [Int]) throws {
        let on = UISwitch()
        on.isOn = true
        let drawnOn = try draw(on, appearance)
        // The track between the leading edge and the thumb (on the trailing side).
        #expect(close(pixel(drawnOn, CGPoint(x: 10, y: 15)), green))
        #expect(close(pixel(drawnOn, CGPoint(x: 36, y: 15)), [255, 255, 255]))  // the thumb
        let drawnOff = try draw(UISwitch(), appearance)
        let track = pixel(drawnOff, CGPoint(x: 42, y: 15))
        #expect(!close(track, green) && !close(track, background))
        #expect(close(pixel(drawnOff, CGPoint(x: 15, y: 15)), [255, 255, 255]))  // the thumb, on the leading side
        // A custom on tint.
        on.onTintColor = .systemPurple
        let purple = try draw(on, appearance)
        #expect(!close(pixel(purple, CGPoint(x: 10, y: 15)), green))
    }

    @Test(arguments: appearances)
    func theSelectedSegmentIsRaisedOnTheTrack(appearance: UIUserInterfaceStyle, green: [Int], background: [Int]) throws {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 1
        let drawn = try draw(control, width: 200, appearance)
        let track = pixel(drawn, CGPoint(x: 6, y: 4))
        let selected = pixel(drawn, CGPoint(x: 106, y: 4))
        #expect(!close(track, background) && !close(track, selected))
        // Light: white on grey; dark: a lighter grey on a dark one.
        #expect(appearance == .light ? close(selected, [255, 255, 255]) : selected[0] > track[0] + 40)
    }

    @Test(arguments: appearances)
    func aSliderFillsTheTrackUpToTheThumbWithTheTint(appearance: UIUserInterfaceStyle, green: [Int], background: [Int]) throws {
        let slider = UISlider()
        slider.value = 0.5
        slider.minimumTrackTintColor = .systemGreen
        let drawn = try draw(slider, width: 200, appearance)
        #expect(close(pixel(drawn, CGPoint(x: 40, y: 15)), green))
        let after = pixel(drawn, CGPoint(x: 170, y: 15))
        #expect(!close(after, green) && !close(after, background))
        #expect(close(pixel(drawn, CGPoint(x: 100, y: 15)), [255, 255, 255]))  // the thumb
    }

    @Test(arguments: appearances)
    func aProgressBarFillsItsShareWithTheTint(appearance: UIUserInterfaceStyle, green: [Int], background: [Int]) throws {
        let bar = UIProgressView()
        bar.progress = 0.25
        bar.progressTintColor = .systemGreen
        let drawn = try draw(bar, width: 200, appearance)
        #expect(close(pixel(drawn, CGPoint(x: 30, y: 2)), green))
        #expect(!close(pixel(drawn, CGPoint(x: 80, y: 2)), green))
    }

    @Test(arguments: appearances)
    func aRoundedRectFieldDrawsItsBorderAndPlaceholder(appearance: UIUserInterfaceStyle, green: [Int], background: [Int]) throws {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        let drawn = try draw(field, width: 200, appearance)
        // The border is neither the fill nor the background; the placeholder's ink is dimmer than text.
        let border = pixel(drawn, CGPoint(x: 100, y: 0))
        #expect(!close(border, background))
        let inked = (7..<60).map { pixel(drawn, CGPoint(x: CGFloat($0), y: field.bounds.midY)) }
        #expect(inked.contains { !close($0, pixel(drawn, CGPoint(x: 150, y: field.bounds.midY))) })
    }

    @Test(arguments: appearances)
    func aMaterialTintsWhatIsBehindItForTheAppearance(appearance: UIUserInterfaceStyle, green: [Int], background: [Int]) throws {
        let backdrop = UIView()
        backdrop.backgroundColor = .systemGreen
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.translatesAutoresizingMaskIntoConstraints = false
        backdrop.addSubview(blur)
        NSLayoutConstraint.activate([
            blur.leadingAnchor.constraint(equalTo: backdrop.leadingAnchor), blur.topAnchor.constraint(equalTo: backdrop.topAnchor),
            blur.widthAnchor.constraint(equalToConstant: 50), blur.heightAnchor.constraint(equalToConstant: 40),
            backdrop.widthAnchor.constraint(equalToConstant: 100), backdrop.heightAnchor.constraint(equalToConstant: 40),
        ])
        let drawn = try draw(backdrop, appearance)
        #expect(close(pixel(drawn, CGPoint(x: 75, y: 20)), green))
        let tinted = pixel(drawn, CGPoint(x: 25, y: 20))
        #expect(!close(tinted, green))
        // Light materials lighten what is behind them; dark ones darken it.
        let brightness = { (c: [Int]) in c.reduce(0, +) }
        #expect(appearance == .light ? brightness(tinted) > brightness(green) : brightness(tinted) < brightness(green))
    }
}
