import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// Random flow layouts, sane and not (sizes of zero, negative, not finite,
/// wider than the view; insets larger than the view), checked against what
/// every flow layout must satisfy: nothing crashes, every frame is finite and
/// inside the content across, items of a line do not overlap and keep the
/// minimum spacing, lines follow one another, the cells on screen are where
/// the layout says, and anything the layout cannot honour is reported.
@MainActor
@Suite struct FlowLayoutFuzzTests {
    func randomSize(_ random: inout SeededGenerator, sane: Bool) -> CGSize {
        if !sane, Int.random(in: 0..<8, using: &random) == 0 {
            return [CGSize(width: -20, height: 30), CGSize(width: CGFloat.infinity, height: 10), CGSize(width: CGFloat.nan, height: 40),
                    CGSize(width: 0, height: 0), CGSize(width: 900, height: 50)].randomElement(using: &random)!
        }
        return CGSize(width: CGFloat(Int.random(in: 1...30, using: &random) * 10), height: CGFloat(Int.random(in: 1...12, using: &random) * 10))
    }

    @Test(arguments: 0..<200 as Range<UInt64>)
    func everyFlowLayoutHoldsItsRules(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let sane = seed % 2 == 0
        let sizes = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            (0..<Int.random(in: 0...40, using: &random)).map { _ in randomSize(&random, sane: sane) }
        }
        let source = SizedItemsSource(sizes)
        source.delegateSizes = true
        let vertical = Bool.random(using: &random)
        let bounds = CGSize(width: CGFloat(Int.random(in: 20...80, using: &random) * 5), height: CGFloat(Int.random(in: 20...120, using: &random) * 5))
        let inset = CGFloat(Int.random(in: 0...(sane ? 4 : 60), using: &random) * 5)
        let ((collection, layout), diagnostics) = LayoutDiagnostics.capture {
            makeCollection(bounds, source) { layout in
                layout.scrollDirection = vertical ? .vertical : .horizontal
                layout.minimumLineSpacing = CGFloat(Int.random(in: 0...4, using: &random) * 5)
                layout.minimumInteritemSpacing = CGFloat(Int.random(in: 0...4, using: &random) * 5)
                layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
                layout.headerReferenceSize = Bool.random(using: &random) ? CGSize(width: 30, height: 30) : .zero
            }
        }
        let across = vertical ? bounds.width : bounds.height
        let room = across - 2 * inset
        func along(_ r: CGRect) -> (CGFloat, CGFloat) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
        func side(_ r: CGRect) -> (CGFloat, CGFloat) { vertical ? (r.minX, r.maxX) : (r.minY, r.maxY) }
        var tooLarge = false
        for (section, items) in sizes.enumerated() {
            var previous: CGRect?
            for (item, size) in items.enumerated() {
                let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
                guard let frame else {
                    Issue.record("seed \(seed): no frame for item \(item) of section \(section)")
                    continue
                }
                #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite, "seed \(seed)")
                #expect(frame.width >= 0 && frame.height >= 0, "seed \(seed)")
                let sizeAcross = vertical ? size.width : size.height
                let usable = size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite
                if !usable || !(sizeAcross <= room + 0.001) {
                    tooLarge = true  // too large, negative, not finite: reported, and placed alone or as nothing
                } else {
                    #expect(side(frame).0 >= inset - 1e-6 && side(frame).1 <= across - inset + 1e-6,
                            "seed \(seed): item \(item) \(frame) across \(across) inset \(inset) size \(size)")
                }
                if let previous {
                    if along(frame).0 < along(previous).1 - 1e-6 {
                        // Not after the previous item's line, so in it: at least the minimum spacing after the previous item.
                        #expect(side(frame).0 >= side(previous).1 + layout.minimumInteritemSpacing - 1e-6, "seed \(seed)")
                    }
                }
                previous = frame
            }
        }
        #expect(collection.contentSize.width.isFinite && collection.contentSize.height.isFinite)
        if tooLarge { #expect(!diagnostics.isEmpty, "seed \(seed)") } else { #expect(diagnostics.isEmpty, "seed \(seed): \(diagnostics)") }
        // What shows is where the layout says, scrolled to the middle too.
        collection.contentOffset = vertical ? CGPoint(x: 0, y: collection.contentSize.height / 2) : CGPoint(x: collection.contentSize.width / 2, y: 0)
        collection.layoutIfNeeded()
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            #expect(cell.frame == collection.layoutAttributesForItem(at: path)?.frame)
            #expect(cell.frame.overlaps(collection.bounds) || cell.frame.isEmpty)
        }
    }
}
