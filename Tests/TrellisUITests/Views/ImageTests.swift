import Testing
import Trellis
@testable import TrellisUI

/// An opaque image of `width` × `height` pixels at `scale`.
func solidImage(width: Int, height: Int, scale: CGFloat = 1) -> UIImage {
    UIImage(rgbaPixels: [UInt8](repeating: 255, count: width * height * 4), width: width, height: height, scale: scale)!
}

@MainActor
struct ImageTests {
    /// 40 × 20 pixels at 2×: 20 × 10 points.
    let picture = solidImage(width: 40, height: 20, scale: 2)

    @Test func aFixedImageIsItsPointSizeWhateverItIsOffered() {
        let image = Image(uiImage: picture)
        for proposal in [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 300, height: 5),
                         ProposedViewSize(width: .nan, height: -4)] {
            #expect(size(of: image, for: proposal) == CGSize(width: 20, height: 10), "\(proposal)")
        }
    }

    @Test func aResizableImageTakesTheProposalAndItsOwnLengthWhereNoneIsProposed() {
        let image = Image(uiImage: picture).resizable()
        #expect(size(of: image, for: ProposedViewSize(width: 300, height: 50)) == CGSize(width: 300, height: 50))
        #expect(size(of: image, for: ProposedViewSize(width: nil, height: 30)) == CGSize(width: 20, height: 30))
        #expect(size(of: image, for: ProposedViewSize(width: 7, height: nil)) == CGSize(width: 7, height: 10))
        #expect(size(of: image, for: .unspecified) == CGSize(width: 20, height: 10))
        #expect(size(of: image, for: .zero) == .zero)
        let huge = size(of: image, for: .infinity)
        #expect(huge.width.isFinite && huge.height.isFinite && huge.width > 1_000_000)
    }

    @Test func aSymbolIsSizedByTheEnvironmentsFont() throws {
        let body = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: Font.body.uiFont(at: .large))))
        let title = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: Font.largeTitle.uiFont(at: .large))))
        #expect(size(of: Image(systemName: "star"), for: .zero) == body.size)
        #expect(size(of: Image(systemName: "star").font(.largeTitle), for: .zero) == title.size)
        #expect(title.size.height > body.size.height)
    }

    @Test func aNamedImageIsLoadedAsUIImageNamedFindsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try #require(picture.pngData()).write(to: directory.appendingPathComponent("badge@2x.png"))
        let bundle = try #require(Bundle(path: directory.path))
        // 40 × 20 pixels in an @2x file: 20 × 10 points.
        #expect(size(of: Image("badge", bundle: bundle), for: .infinity) == CGSize(width: 20, height: 10))
        #expect(size(of: Image("badge", bundle: bundle).resizable().scaledToFit(), for: ProposedViewSize(width: 100, height: 100))
            == CGSize(width: 100, height: 50))
    }

    @Test func anImageThatCannotBeFoundIsNothing() {
        #expect(size(of: Image(systemName: "no.such.symbol"), for: ProposedViewSize(width: 50, height: 50)) == .zero)
        #expect(size(of: Image("no-such-image-file"), for: ProposedViewSize(width: 50, height: 50)) == .zero)
        #expect(size(of: Image("no-such-image-file").resizable(), for: ProposedViewSize(width: 50, height: 50)) == CGSize(width: 50, height: 50))
        let controller = hosted(HStack { Image(systemName: "no.such.symbol").resizable() }, in: CGSize(width: 100, height: 100))
        #expect(controller.view.descendants(ImageLeafView.self).isEmpty)
    }

    @Test func aFixedImageIsDrawnAtItsSizeCentredByAnImageView() throws {
        let controller = hosted(Image(uiImage: picture), in: CGSize(width: 100, height: 50))
        let drawn = controller.view.descendants(ImageLeafView.self)
        let leaf = try #require(drawn.first)
        #expect(drawn.count == 1)
        #expect(leaf.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(leaf.view.image === picture)
        #expect(leaf.view.contentMode == .center)
    }

    @Test func aResizableImageFillsItsFrameWithItsCapsKept() throws {
        let insets = EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        let controller = hosted(Image(uiImage: picture).resizable(capInsets: insets, resizingMode: .tile), in: CGSize(width: 100, height: 50))
        let leaf = try #require(controller.view.descendants(ImageLeafView.self).first)
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(leaf.view.contentMode == .scaleToFill)
        #expect(leaf.view.image?.capInsets == UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        #expect(leaf.view.image?.resizingMode == .tile)
    }

    @Test func templateImagesAreDrawnInTheForegroundStyle() throws {
        let controller = hosted(VStack {
            Image(systemName: "star")
            Image(systemName: "star").foregroundColor(.red)
            Image(uiImage: picture).renderingMode(.template).foregroundStyle(Color.green)
            Image(systemName: "star").renderingMode(.original)
        }, in: CGSize(width: 200, height: 200))
        let leaves = controller.view.descendants(ImageLeafView.self).map(\.view)
        try #require(leaves.count == 4)
        #expect(leaves[0].tintColor == UIColor.label)
        #expect(leaves[0].image?.renderingMode == .alwaysTemplate)
        #expect(leaves[1].tintColor == UIColor.systemRed)
        #expect(leaves[2].tintColor == UIColor.systemGreen)
        #expect(leaves[2].image?.renderingMode == .alwaysTemplate)
        #expect(leaves[3].image?.renderingMode == .alwaysOriginal)
        // An image drawn in its own colours keeps them: the picture is not made a template.
        #expect(picture.renderingMode == .automatic)
    }

    @Test func imagesCompareByWhatTheyShowAndHow() {
        #expect(Image(uiImage: picture) == Image(uiImage: picture))
        #expect(Image(uiImage: picture) != Image(uiImage: solidImage(width: 40, height: 20, scale: 2)))
        #expect(Image(systemName: "star") == Image(systemName: "star"))
        #expect(Image(systemName: "star") != Image(systemName: "star").resizable())
        #expect(Image(systemName: "star") != Image(systemName: "star").renderingMode(.original))
    }
}
