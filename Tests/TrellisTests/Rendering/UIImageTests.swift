import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// Images decoded from PNG and JPEG, found by name, and shown by image views.
@MainActor
@Suite struct UIImageTests {
    func data(_ file: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: file, withExtension: nil))
        return try Data(contentsOf: url)
    }

    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.bitmap.width + x) * 4
        return Array(image.bitmap.rgba[start..<start + 4])
    }

    @Test func aPNGDecodesToItsPixelsAndItsScaleComesFromItsName() throws {
        let path = try #require(Bundle.module.path(forResource: "checker@2x", ofType: "png"))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 4, height: 3))
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(image, 7, 0) == [0, 255, 0, 255])
        #expect(pixel(image, 0, 5) == [0, 0, 255, 255])
        #expect(pixel(image, 7, 5)[3] == 0)
    }

    @Test func aJPEGDecodes() throws {
        let image = try #require(UIImage(data: try data("photo.jpg")))
        #expect(image.size == CGSize(width: 16, height: 10))
        let center = pixel(image, 8, 5)
        #expect(abs(Int(center[0]) - 200) <= 3 && abs(Int(center[1]) - 120) <= 3 && abs(Int(center[2]) - 40) <= 3)
        #expect(center[3] == 255)
    }

    @Test func namedImagesPreferTheScreensScale() throws {
        let avatar = try #require(UIImage(named: "avatar", in: .module, compatibleWith: nil))
        #expect(avatar.scale == 3)
        #expect(avatar.size == CGSize(width: 20, height: 20))
        #expect(UIImage(named: "bubble.png", in: .module, compatibleWith: nil)?.size == CGSize(width: 30, height: 12))
        #expect(UIImage(named: "no-such-image", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "", in: .module, compatibleWith: nil) == nil)
    }

    @Test func corruptAndTruncatedDataIsRefusedWithADiagnostic() throws {
        let png = try data("checker@2x.png"), jpeg = try data("photo.jpg")
        let cases: [(String, Data)] = [
            ("empty", Data()), ("text", Data("hello, world".utf8)), ("truncated PNG", png.prefix(png.count / 2)),
            ("truncated JPEG", jpeg.prefix(jpeg.count / 2)), ("PNG header only", png.prefix(16)),
            ("JPEG header only", jpeg.prefix(3)),
        ]
        for (name, bytes) in cases {
            let (image, diagnostics) = LayoutDiagnostics.capture { UIImage(data: bytes) }
            #expect(image == nil, "\(name)")
            #expect(diagnostics.map(\.kind) == [.invalidImage], "\(name)")
        }
    }

    @Test func randomBytesNeverCrashTheDecoders() throws {
        var generator = SeededGenerator(seed: 0x1A6E)
        let seeds = [try data("checker@2x.png"), try data("photo.jpg")]
        _ = LayoutDiagnostics.capture {
            for _ in 0..<400 {
                var bytes = [UInt8](seeds.randomElement(using: &generator)!)
                for _ in 0..<Int.random(in: 1...12, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                if Bool.random(using: &generator) { bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator))) }
                if let image = UIImage(data: Data(bytes)) {
                    #expect(image.bitmap.rgba.count == image.bitmap.width * image.bitmap.height * 4)
                }
            }
        }
    }

    @Test func variantsShareThePixels() throws {
        let image = try #require(UIImage(named: "bubble", in: .module, compatibleWith: nil))
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10), resizingMode: .stretch)
        #expect(resizable.capInsets.left == 10 && resizable.resizingMode == .stretch && resizable.size == image.size)
        #expect(image.resizableImage(withCapInsets: .zero).resizingMode == .tile)
        #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let tinted = image.withTintColor(.systemRed)
        #expect(tinted.tintColor == .systemRed && tinted.renderingMode == .alwaysTemplate)
        #expect(image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        #expect(!image.flipsForRightToLeftLayoutDirection)
        #expect(UIImage(rgbaPixels: [1, 2, 3, 4], width: 1, height: 1, scale: 2)?.size == CGSize(width: 0.5, height: 0.5))
        let (wrongBytes, diagnostics) = LayoutDiagnostics.capture { UIImage(rgbaPixels: [1, 2, 3], width: 1, height: 1) }
        #expect(wrongBytes == nil)
        #expect(diagnostics.map(\.kind) == [.invalidImage])
    }

    @Test func imagesEncodeToPNGAndJPEG() throws {
        let checker = try #require(UIImage(data: try data("checker@2x.png")))
        let png = try #require(checker.pngData())
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.bitmap == checker.bitmap)

        let photo = try #require(UIImage(data: try data("photo.jpg")))
        let best = try #require(photo.jpegData(compressionQuality: 1))
        let worst = try #require(photo.jpegData(compressionQuality: 0))
        #expect(best.prefix(2) == Data([0xFF, 0xD8]))
        #expect(worst.count < best.count)
        let again = try #require(UIImage(data: best))
        let center = pixel(again, 8, 5)
        #expect(abs(Int(center[0]) - 200) <= 4 && abs(Int(center[1]) - 120) <= 4 && abs(Int(center[2]) - 40) <= 4)
    }

    @Test func anEmptyImageHasNoSizeNoPixelsAndNoEncoding() throws {
        let placeholder = UIImage()
        #expect(placeholder.size == .zero)
        #expect(placeholder.cgImage == nil)
        #expect(placeholder.pngData() == nil)
        #expect(placeholder.jpegData(compressionQuality: 0.8) == nil)
        // An image view showing it is zero by zero, not without a size as with no image.
        let view = UIImageView(image: placeholder)
        #expect(view.intrinsicContentSize == .zero)
        #expect(view.frame.size == .zero)
        // Swapping it for a real image resizes the view in a layout.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame.size == .zero)
        view.image = try #require(UIImage(named: "avatar", in: .module, compatibleWith: nil))
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 20, height: 20))
    }

    @Test func systemSymbolsAreTemplatesSizedByTheirConfiguration() throws {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        let body = try #require(UIImage(systemName: "heart"))
        #expect(body.isSymbolImage && body.renderingMode == .alwaysTemplate)
        let large = try #require(UIImage(systemName: "heart", withConfiguration: .init(pointSize: 34)))
        #expect(abs(large.size.height / body.size.height - 2) < 0.05)  // body text is 17 pt
        let scaled = try #require(UIImage(systemName: "heart", withConfiguration: .init(pointSize: 17, weight: .regular, scale: .large)))
        #expect(scaled.size.height > body.size.height * 1.2)
        let caption = try #require(UIImage(systemName: "heart", withConfiguration: .init(textStyle: .caption1)))
        #expect(caption.size.height < body.size.height)
        // The seed apps' symbols are all there; each keeps its proportions.
        for name in ["arrow.2.squarepath", "heart", "bubble.left", "square.and.arrow.up", "chevron.right", "checkmark", "person.crop.circle", "photo"] {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.size.height == body.size.height)
        }
        #expect(try #require(UIImage(systemName: "chevron.right")).size.width < body.size.width)
        // A weight thickens the strokes; configurations combine.
        let combined = UIImage.SymbolConfiguration(pointSize: 20).applying(.init(weight: .bold))
        #expect(try #require(UIImage(systemName: "checkmark", withConfiguration: combined)).size.height == (20 * 0.95 * 3).rounded() / 3)
        #expect(UIImageView(image: body).intrinsicContentSize == body.size)
    }

    @Test func anImageViewIsAsLargeAsItsImage() throws {
        let avatar = try #require(UIImage(named: "avatar", in: .module, compatibleWith: nil))
        let empty = UIImageView(frame: .zero)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let view = UIImageView(image: avatar)
        #expect(view.frame.size == CGSize(width: 20, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))

        // In a layout, the image's size holds it; a new image resizes it.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 20, height: 20))
        view.image = try #require(UIImage(named: "bubble", in: .module, compatibleWith: nil))
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 30, height: 12))
        view.highlightedImage = avatar
        view.isHighlighted = true
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 20, height: 20))
    }

    @Test(arguments: [
        (UIView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 50)),
        (.scaleAspectFit, CGRect(x: 25, y: 0, width: 50, height: 50)),
        (.scaleAspectFill, CGRect(x: 0, y: -25, width: 100, height: 100)),
        (.center, CGRect(x: 40, y: 15, width: 20, height: 20)),
        (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 20)),
        (.bottomRight, CGRect(x: 80, y: 30, width: 20, height: 20)),
        (.top, CGRect(x: 40, y: 0, width: 20, height: 20)),
        (.right, CGRect(x: 80, y: 15, width: 20, height: 20)),
    ])
    func contentModesPlaceTheImage(mode: UIView.ContentMode, expected: CGRect) throws {
        let avatar = try #require(UIImage(named: "avatar", in: .module, compatibleWith: nil))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.contentMode = mode
        #expect(view.imageRect(for: avatar) == expected)
    }
}
