import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct ColorTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 255).rounded() }
    }

    @Test func semanticColoursResolveForLightAndDark() {
        #expect(components(UIColor.label.resolvedColor(with: light)) == [0, 0, 0, 255])
        #expect(components(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 255])
        #expect(components(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 255])
        #expect(components(UIColor.systemGroupedBackground.resolvedColor(with: light)) == [242, 242, 247, 255])
        #expect(components(UIColor.secondaryLabel.resolvedColor(with: light)) == [60, 60, 67, 153])
        #expect(components(UIColor.opaqueSeparator.resolvedColor(with: dark)) == [56, 56, 58, 255])
        #expect(components(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
    }

    @Test func laterSystemColoursHaveTheirOwnLightAndDarkShades() {
        #expect(components(UIColor.systemBrown.resolvedColor(with: light)) == [162, 132, 94, 255])
        #expect(components(UIColor.systemBrown.resolvedColor(with: dark)) == [172, 142, 104, 255])
        #expect(components(UIColor.systemMint.resolvedColor(with: light)) == [0, 199, 190, 255])
        #expect(components(UIColor.systemMint.resolvedColor(with: dark)) == [99, 230, 226, 255])
        #expect(components(UIColor.systemCyan.resolvedColor(with: light)) == [50, 173, 230, 255])
        #expect(components(UIColor.systemCyan.resolvedColor(with: dark)) == [100, 210, 255, 255])
        // The system's brown is not the fixed brown, nor cyan teal.
        #expect(UIColor.systemBrown != .brown)
        #expect(UIColor.systemCyan.resolvedColor(with: light) != UIColor.systemTeal.resolvedColor(with: light))
    }

    @Test func fixedColoursAndAlpha() {
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
        #expect(UIColor(red: 2, green: -1, blue: .nan, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(components(UIColor.red.withAlphaComponent(0.5)) == [255, 0, 0, 128])
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(components(faded.resolvedColor(with: dark)) == [255, 255, 255, 128])
        #expect(UIColor.red.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func tintIsInheritedAndLayerClipsWithTheView() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
        child.clipsToBounds = true
        #expect(child.layer.masksToBounds)
        child.layer.cornerRadius = 12
        child.layer.borderColor = UIColor.separator.cgColor
        #expect(child.layer.borderColor?.alpha ?? 0 > 0)
    }
}
