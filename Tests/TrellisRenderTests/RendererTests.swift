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

    /// A 5 × 5 image: black corners, green edges, and a middle of three
    /// columns: red, then yellow twice.
    func ninePatch() throws -> UIImage {
        var pixels: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<5 {
                let edgeX = x == 0 || x == 4, edgeY = y == 0 || y == 4
                if edgeX && edgeY {
                    pixels += [0, 0, 0, 255]
                } else if edgeX || edgeY {
                    pixels += [0, 255, 0, 255]
                } else {
                    pixels += x == 1 ? [255, 0, 0, 255] : [255, 255, 0, 255]
                }
            }
        }
        return try #require(UIImage(rgbaPixels: pixels, width: 5, height: 5))
    }

    @Test(arguments: [UIImage.ResizingMode.stretch, .tile])
    func resizableImagesKeepTheirCapsAndStretchOrTileTheMiddle(mode: UIImage.ResizingMode) throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 31, height: 21))
        view.image = try ninePatch().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: mode)
        let image = try #require(UIImage(data: try Renderer.render(view, format: .png, scale: 1)))
        #expect(pixel(image, 0, 0) == [0, 0, 0, 255] && pixel(image, 30, 20) == [0, 0, 0, 255])
        #expect(pixel(image, 15, 0) == [0, 255, 0, 255] && pixel(image, 0, 10) == [0, 255, 0, 255])
        let red: [UInt8] = [255, 0, 0, 255], yellow: [UInt8] = [255, 255, 0, 255]
        switch mode {
        case .stretch:
            // The three middle columns spread over 29 points, smoothly: red at
            // the start, yellow at the end, a blend where they meet.
            #expect(pixel(image, 2, 10) == red && pixel(image, 24, 10) == yellow)
            let blend = pixel(image, 13, 10)
            #expect(blend[1] > 30 && blend[1] < 225 && blend[0] == 255)
        case .tile:
            // Repeated every three points from the middle's start.
            #expect(pixel(image, 4, 10) == red && pixel(image, 13, 10) == red && pixel(image, 14, 10) == yellow)
        }
    }

    @Test func shadowsAreBlurredAndOffset() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        card.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        root.addSubview(card)
        let image = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 1)))
        // Below the card the shadow is dark, fading with distance; above it, the offset leaves less.
        let near = pixel(image, 40, 64)[3], far = pixel(image, 40, 74)[3], above = pixel(image, 40, 16)[3]
        #expect(near > far && far > 0)
        #expect(above < near)
        #expect(pixel(image, 40, 40) == [255, 255, 255, 255])
    }

    @Test func aViewWithoutABackgroundCastsTheShadowOfWhatItDraws() throws {
        // A clear view holding a round badge: the shadow follows the badge, not the view's square.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let holder = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        holder.layer.shadowOpacity = 1
        holder.layer.shadowRadius = 2
        holder.layer.shadowOffset = CGSize(width: 0, height: 10)
        let badge = UIView(frame: CGRect(x: 15, y: 15, width: 30, height: 30))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 15
        holder.addSubview(badge)
        root.addSubview(holder)
        let image = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 1)))
        // Under the badge (its bottom is at y 65, the shadow's at 75): dark; the holder's empty corners: none.
        #expect(pixel(image, 50, 71)[0] < 120)
        #expect(pixel(image, 24, 76) == [255, 255, 255, 255])
        // The badge itself is drawn over its shadow.
        let badgeColor = pixel(image, 50, 50)
        #expect(badgeColor[0] > 200 && badgeColor[1] < 100)
        let operations = DisplayList(of: holder).operations
        guard case .beginShadowedContent? = operations.first, case .endShadowedContent? = operations.last else {
            Issue.record("the content is not traced: \(operations)")
            return
        }
    }

    /// PNGs are written by the screen writer: a screen of text and fills
    /// reads back as drawn and takes a small fraction of its pixels' bytes.
    @Test func aScreenIsWrittenAsASmallExactPNG() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .systemBackground
        for row in 0..<8 {
            let label = UILabel(frame: CGRect(x: 16, y: 20 + CGFloat(row) * 56, width: 288, height: 48))
            label.numberOfLines = 2
            label.text = "Row \(row): a screen repeats its letters, and its rows repeat the row above."
            label.backgroundColor = row.isMultiple(of: 2) ? .secondarySystemBackground : .clear
            root.addSubview(label)
        }
        let png = try Renderer.render(root, format: .png, scale: 2)
        let drawn = Renderer.image(of: DisplayList(of: root), scale: 2)
        #expect(try #require(UIImage(data: png)).bitmap == drawn.bitmap)
        let pixelBytes = drawn.bitmap.width * drawn.bitmap.height * 3
        #expect(png.count * 12 < pixelBytes, "\(png.count) bytes of PNG for \(pixelBytes) bytes of pixels")
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

/// UIKit's drawing calls, drawn through Cairo.
@MainActor
@Suite struct CustomDrawingRenderTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.bitmap.width + x) * 4
        return Array(image.bitmap.rgba[start..<start + 4])
    }

    /// Draws a red disc.
    final class Disc: UIView {
        override func draw(_ rect: CGRect) {
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIBezierPath(ovalIn: rect).fill()
        }
    }

    @Test func aViewsDrawIsDrawnWhereTheViewIs() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.addSubview(Disc(frame: CGRect(x: 20, y: 20, width: 40, height: 40)))
        let image = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 1)))
        #expect(pixel(image, 40, 40) == [255, 0, 0, 255])
        #expect(pixel(image, 21, 21)[3] == 0)  // outside the disc, in its corner
        #expect(pixel(image, 10, 10)[3] == 0)
    }

    @Test func anImageRendererDrawsWhatItsActionsDraw() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        let image = renderer.image { context in
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 15, height: 20))
            let path = UIBezierPath(rect: CGRect(x: 15, y: 0, width: 15, height: 20))
            UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
            context.cgContext.setAlpha(0.5)
            path.fill()
        }
        #expect(image.scale == 2 && image.size == CGSize(width: 30, height: 20))
        #expect(pixel(image, 10, 10) == [0, 0, 255, 255])
        let half = pixel(image, 50, 10)
        #expect(half[1] == 255 && abs(Int(half[3]) - 128) <= 1)
        let png = renderer.pngData { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        #expect(try #require(UIImage(data: png)).bitmap.width == 60)
    }

    @Test func textAndImagesDrawIntoARenderer() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40), format: format)
        let stamp = try #require(UIImage(rgbaPixels: [UInt8](repeating: 0, count: 2 * 2 * 3) + [UInt8](repeating: 255, count: 4), width: 2, height: 2))
        let image = renderer.image { _ in
            "Drawn".draw(in: CGRect(x: 4, y: 4, width: 100, height: 30), withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
            stamp.draw(in: CGRect(x: 100, y: 20, width: 20, height: 20))
        }
        #expect(pixel(image, 1, 1) == [255, 255, 255, 255])  // opaque: white
        var dark = 0
        for y in 0..<40 { for x in 0..<90 where pixel(image, x, y)[0] < 100 { dark += 1 } }
        #expect(dark > 50)
    }
}

/// Snapshots of view trees drawn into other drawings.
@MainActor
@Suite struct HierarchySnapshotTests {
    @Test func drawHierarchyScalesAViewIntoARenderersImage() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
            #expect(card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
            card.layer.render(in: context.cgContext)
        }
        let data = image.bitmap.rgba
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(data[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
        #expect(pixel(35, 15) == [0, 0, 255, 255])  // scaled to 40 × 20
        #expect(pixel(5, 5) == [0, 0, 255, 255])
        #expect(pixel(35, 30)[3] == 0)  // the unscaled copy ends at 20 × 10
        #expect(!UIView().drawHierarchy(in: .zero, afterScreenUpdates: false))
    }
}

/// Corners rounded one by one.
@MainActor
@Suite struct MaskedCornerTests {
    @Test func onlyTheMaskedCornersAreRounded() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let image = try #require(UIImage(data: try Renderer.render(view, format: .png, scale: 1)))
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.bitmap.rgba[(y * 40 + x) * 4 + 3] }
        #expect(alpha(0, 0) == 0 && alpha(39, 39) == 0)      // rounded
        #expect(alpha(39, 0) == 255 && alpha(0, 39) == 255)  // square
    }
}

/// System symbols drawn as shapes in their tint.
@MainActor
@Suite struct SymbolRenderTests {
    @Test func aFilledSymbolIsDrawnInTheTintColour() throws {
        let view = UIImageView(image: UIImage(systemName: "circle.fill", withConfiguration: .init(pointSize: 40)))
        view.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let image = try #require(UIImage(data: try Renderer.render(view, format: .png, scale: 1)))
        let w = image.bitmap.width, h = image.bitmap.height
        let center = Array(image.bitmap.rgba[((h / 2) * w + w / 2) * 4..<((h / 2) * w + w / 2) * 4 + 4])
        #expect(center == [0, 255, 0, 255])
        #expect(image.bitmap.rgba[3] == 0)  // the corner stays clear
    }
}

/// Images that flip for right-to-left layouts.
@MainActor
@Suite struct MirroredImageTests {
    @Test func aFlippingImageIsMirroredInARightToLeftView() throws {
        let arrow = try #require(UIImage(rgbaPixels: [255, 0, 0, 255, 0, 0, 255, 255], width: 2, height: 1))
        for rightToLeft in [false, true] {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            view.image = arrow.imageFlippedForRightToLeftLayoutDirection()
            view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
            let image = try #require(UIImage(data: try Renderer.render(view, format: .png, scale: 1)))
            let left = Array(image.bitmap.rgba[(5 * 20 + 2) * 4..<(5 * 20 + 2) * 4 + 4])
            #expect(left == (rightToLeft ? [0, 0, 255, 255] : [255, 0, 0, 255]))
        }
    }
}

/// Core Graphics images in a UIKit context.
@MainActor
@Suite struct CGImageDrawingTests {
    @Test func drawingACGImageFlipsItAsCoreGraphicsDoesUnlessTheContextIsFlipped() throws {
        // Red on top, blue below.
        let image = try #require(UIImage(rgbaPixels: [255, 0, 0, 255, 0, 0, 255, 255], width: 1, height: 2))
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 1 && cgImage.height == 2 && UIImage(cgImage: cgImage, scale: 2).size == CGSize(width: 0.5, height: 1))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format)
        let raw = renderer.image { context in context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 10, height: 20)) }
        let flipped = renderer.image { context in
            context.cgContext.translateBy(x: 0, y: 20)
            context.cgContext.scaleBy(x: 1, y: -1)
            context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        func top(_ image: UIImage) -> [UInt8] { Array(image.bitmap.rgba[(2 * 10 + 5) * 4..<(2 * 10 + 5) * 4 + 4]) }
        #expect(top(raw) == [0, 0, 255, 255])
        #expect(top(flipped) == [255, 0, 0, 255])
    }
}

/// Bad input draws what it can and says what it could not.
@MainActor
@Suite struct RenderBadInputTests {
    @Test(arguments: [CGSize(width: 0, height: 0), CGSize(width: -10, height: 5), CGSize(width: 1e7, height: 3),
                      CGSize(width: CGFloat.nan, height: 10), CGSize(width: CGFloat.infinity, height: 10)])
    func impossibleSizesAreClampedWithADiagnostic(size: CGSize) throws {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .systemRed
        let (data, diagnostics) = try LayoutDiagnostics.capture { try Renderer.render(view, format: .png, scale: 2) }
        let image = try #require(UIImage(data: data))
        #expect(image.bitmap.width >= 1 && CGFloat(image.bitmap.width) <= Renderer.maximumSide)
        #expect(diagnostics.contains { $0.kind == .invalidDrawing })
    }

    @Test func aNaNFrameLeavesItsViewOutAndTheRestIsDrawn() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let broken = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        broken.backgroundColor = .systemRed
        root.addSubview(broken)
        let (data, diagnostics) = try LayoutDiagnostics.capture { try Renderer.render(root, format: .png, scale: 1) }
        let image = try #require(UIImage(data: data))
        #expect(Array(image.bitmap.rgba[0..<4]) == [0, 0, 255, 255])
        #expect(diagnostics.map(\.kind) == [.invalidDrawing])
        #expect(diagnostics.first?.involves(broken) == true)
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Vector output that other tools can read.
@MainActor
@Suite struct VectorOutputTests {
    func scene() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        root.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        label.text = "Vector & <text> 🎉"
        root.addSubview(label)
        return root
    }

    @Test func svgIsWellFormedXML() throws {
        let svg = try Renderer.render(scene(), format: .svg)
        let parser = XMLParser(data: svg)
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func pdfOpensInPoppler() throws {
        let pdf = try Renderer.render(scene(), format: .pdf)
        #expect(pdf.prefix(5) == Data("%PDF-".utf8))
        // pdftoppm (Debian's poppler-utils) renders it when installed.
        let tool = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let tool else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("scene.pdf")
        try pdf.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-png", "-r", "72", input.path, directory.appendingPathComponent("page").path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }
        #expect(pages.count == 1)
    }
}

/// Shadows shaped by a path.
@MainActor
@Suite struct ShadowPathTests {
    @Test func aShadowPathShapesTheShadowEvenWithoutABackground() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let caster = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
        caster.layer.shadowPath = path
        caster.layer.shadowOpacity = 1
        caster.layer.shadowRadius = 2
        caster.layer.shadowOffset = .zero
        root.addSubview(caster)
        let image = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 1)))
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.bitmap.rgba[(y * 100 + x) * 4 + 3] }
        #expect(alpha(50, 50) > 200)  // inside the circle
        #expect(alpha(23, 23) < 60)  // the square's corner, outside the circle
    }
}

/// The PNG encoder keeps every pixel, translucent ones included.
@MainActor
@Suite struct PNGEncodingTests {
    @Test func aPNGDecodesToThePixelsDrawn() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let glass = UIView(frame: CGRect(x: 10, y: 5, width: 40, height: 30))
        glass.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.37)
        glass.layer.cornerRadius = 9
        root.addSubview(glass)
        let label = UILabel(frame: root.bounds)
        label.text = "Aa 🎉"
        root.addSubview(label)
        let decoded = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 2)))
        let drawn = Renderer.image(of: DisplayList(of: root), scale: 2)
        #expect(decoded.bitmap == drawn.bitmap)
    }
}
