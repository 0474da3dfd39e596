import Foundation
import Testing
import Trellis
import TrellisRender
import TrellisTestSupport

/// Random view trees with random appearance never crash drawing.
@MainActor
@Suite struct RenderFuzzTests {
    func randomValue(_ generator: inout SeededGenerator) -> CGFloat {
        [0, -5, 1e6, .nan, .infinity, CGFloat.random(in: -50...300, using: &generator), CGFloat.random(in: 0...100, using: &generator)]
            .randomElement(using: &generator)!
    }

    func randomView(depth: Int, _ generator: inout SeededGenerator) -> UIView {
        let kind = Int.random(in: 0..<4, using: &generator)
        let view: UIView
        switch kind {
        case 0:
            let label = UILabel()
            label.text = ["", "Hello 🎉", "مرحبا", String(repeating: "long text ", count: 20), "\u{0}\u{202E}x"].randomElement(using: &generator)!
            label.numberOfLines = Int.random(in: 0...3, using: &generator)
            label.lineBreakMode = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping, .byWordWrapping].randomElement(using: &generator)!
            label.adjustsFontSizeToFitWidth = Bool.random(using: &generator)
            label.minimumScaleFactor = CGFloat.random(in: 0...1, using: &generator)
            view = label
        case 1:
            let imageView = UIImageView()
            imageView.image = [UIImage(systemName: "heart"), UIImage(rgbaPixels: [1, 2, 3, 4], width: 1, height: 1), nil].randomElement(using: &generator)!
            imageView.contentMode = UIView.ContentMode(rawValue: Int.random(in: 0...12, using: &generator)) ?? .center
            view = imageView
        default:
            view = UIView()
        }
        view.frame = CGRect(x: randomValue(&generator), y: randomValue(&generator), width: randomValue(&generator), height: randomValue(&generator))
        view.backgroundColor = Bool.random(using: &generator) ? .systemBlue : nil
        view.alpha = CGFloat.random(in: -0.5...1.5, using: &generator)
        view.layer.cornerRadius = randomValue(&generator)
        view.layer.borderWidth = CGFloat.random(in: 0...3, using: &generator)
        view.layer.shadowOpacity = Float.random(in: 0...1, using: &generator)
        view.layer.shadowRadius = CGFloat.random(in: 0...20, using: &generator)
        view.clipsToBounds = Bool.random(using: &generator)
        if depth > 0 {
            for _ in 0..<Int.random(in: 0...3, using: &generator) { view.addSubview(randomView(depth: depth - 1, &generator)) }
        }
        return view
    }

    @Test func randomTreesDrawWithoutCrashing() throws {
        var generator = SeededGenerator(seed: 0xD8A3)
        _ = LayoutDiagnostics.capture {
            for _ in 0..<60 {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.random(in: 1...200, using: &generator), height: 80))
                root.addSubview(randomView(depth: 3, &generator))
                for format in ImageFormat.allCases {
                    let data = try? Renderer.render(root, format: format, scale: CGFloat.random(in: 1...3, using: &generator))
                    #expect(data.map { !$0.isEmpty } ?? false)
                }
            }
        }
    }

    /// What cannot be drawn (an image into no area, a drawing scaled by zero)
    /// is left out, and the rest is drawn: Cairo is never left in error.
    @Test func degenerateDrawingIsLeftOutAndTheRestDrawn() throws {
        final class ZeroScaled: UIView {
            override func draw(_ rect: CGRect) {
                let context = UIGraphicsGetCurrentContext()
                context?.scaleBy(x: 0, y: 1)
                UIColor.systemRed.setFill()
                context?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let empty = UIImageView(frame: CGRect(x: 5, y: 5, width: 0, height: 8))
        empty.image = UIImage(rgbaPixels: [255, 0, 0, 255], width: 1, height: 1)
        root.addSubview(empty)
        root.addSubview(ZeroScaled(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        for format in ImageFormat.allCases {
            let data = try Renderer.render(root, format: format, scale: 1)
            #expect(!data.isEmpty, "\(format)")
        }
        let image = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 1)))
        #expect(Array(image.bitmap.rgba[(19 * 20 + 19) * 4..<(19 * 20 + 19) * 4 + 4]) == [0, 0, 255, 255])
    }
}
