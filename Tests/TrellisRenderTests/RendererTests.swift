import Foundation
import Testing
import Trellis
import TrellisRender

/// Display lists drawn with Cairo, checked pixel by pixel after decoding the PNG.
@MainActor
@Suite struct RendererTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.bitmap.width + x) * 4
        return Array(image.bitmap.rgba[start..<start + 4])
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aPNGHasTheViewsPixelsAtTheScale(scale: CGFloat) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(box)
        let png = try Renderer.render(root, format: .png, scale: scale)
        let image = try #require(UIImage(data: png))
        #expect(image.bitmap.width == Int(40 * scale) && image.bitmap.height == Int(30 * scale))
        #expect(pixel(image, Int(20 * scale), Int(15 * scale)) == [255, 0, 0, 255])
        #expect(pixel(image, Int(5 * scale), Int(5 * scale)) == [255, 255, 255, 255])
    }

    @Test func roundedCornersAndOpacityAreDrawn() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.999)
        root.layer.cornerRadius = 20
        let half = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        half.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        half.alpha = 0.5
        root.addSubview(half)
        let image = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 1)))
        #expect(pixel(image, 0, 0)[3] == 0)  // outside the rounded corner
        let center = pixel(image, 20, 20)
        #expect(center[3] == 255 && abs(Int(center[0]) - 128) <= 2 && abs(Int(center[2]) - 255) <= 1)
    }

    @Test func labelsDrawTheirTextInsideTheirFrame() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        root.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Hello"
        label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSubview(label)
        let image = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 1)))
        var inside = 0, outside = 0
        for y in 0..<40 {
            for x in 0..<200 where pixel(image, x, y)[0] < 128 {
                if label.frame.contains(CGPoint(x: x, y: y)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 40)
        #expect(outside == 0)
    }

    @Test func svgAndPDFAreVectorDocuments() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        root.backgroundColor = .systemBackground
        let label = UILabel(frame: root.bounds)
        label.text = "Vector"
        root.addSubview(label)
        let svg = String(decoding: try Renderer.render(root, format: .svg), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("width=\"120"))
        let pdf = try Renderer.render(root, format: .pdf)
        #expect(pdf.prefix(5) == Data("%PDF-".utf8))
    }
}
