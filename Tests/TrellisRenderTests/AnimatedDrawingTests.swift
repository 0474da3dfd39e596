import Foundation
import Testing
import Trellis
import TrellisRender

/// Snapshots taken part-way through animations on a host's virtual clock:
/// the pixels show the presentation values.
@MainActor
@Suite struct AnimatedDrawingTests {
    /// A white screen with a red square at (20, 100), 50 points wide.
    private func launch() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(device: .iPhoneSE3)
        host.clock = .virtual
        let controller = UIViewController()
        host.launch(controller)
        controller.view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        let square = UIView(frame: CGRect(x: 20, y: 100, width: 50, height: 50))
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        controller.view.addSubview(square)
        return (host, square)
    }

    private func pixel(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        let (px, py) = (Int(x * image.scale), Int(y * image.scale))
        let start = (py * image.bitmap.width + px) * 4
        return Array(image.bitmap.rgba[start..<start + 4])
    }

    private func snapshot(_ host: HeadlessHost) throws -> UIImage {
        try #require(UIImage(data: try host.snapshot(scale: 1)))
    }

    @Test func halfWayThroughAMoveTheSquareIsDrawnHalfWay() throws {
        let (host, square) = launch()
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 220 })
        host.advanceTime(by: 0.2)
        let image = try snapshot(host)
        // Half-way: from 120 to 170.
        #expect(pixel(image, 121, 125) == [255, 0, 0, 255] && pixel(image, 169, 125) == [255, 0, 0, 255])
        #expect(pixel(image, 118, 125) == [255, 255, 255, 255] && pixel(image, 172, 125) == [255, 255, 255, 255])
        // Neither where it was nor where it goes.
        #expect(pixel(image, 45, 125) == [255, 255, 255, 255] && pixel(image, 245, 125) == [255, 255, 255, 255])
        host.advanceTime(by: 0.2)
        #expect(pixel(try snapshot(host), 245, 125) == [255, 0, 0, 255])
    }

    @Test func halfWayThroughAFadeTheSquareIsHalfTransparent() throws {
        let (host, square) = launch()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.alpha = 0 })
        host.advanceTime(by: 0.5)
        let fade = pixel(try snapshot(host), 45, 125)
        #expect(fade[0] == 255 && abs(Int(fade[1]) - 128) <= 2 && abs(Int(fade[2]) - 128) <= 2)
    }

    @Test func aTransformIsDrawnAboutTheCentre() throws {
        let (host, square) = launch()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.transform = CGAffineTransform(scaleX: 3, y: 3) })
        host.advanceTime(by: 0.5)
        // Twice its size about its centre (45, 125): 100 points wide, from -5 to 95 across and 75 to 175 down.
        let image = try snapshot(host)
        #expect(pixel(image, 93, 125) == [255, 0, 0, 255] && pixel(image, 45, 77) == [255, 0, 0, 255])
        #expect(pixel(image, 97, 125) == [255, 255, 255, 255] && pixel(image, 45, 72) == [255, 255, 255, 255])
    }
}
