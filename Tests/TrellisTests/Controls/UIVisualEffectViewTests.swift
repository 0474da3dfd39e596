import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIVisualEffectViewTests {
    @Test func contentGoesInTheContentViewWhichFillsTheEffectView() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let label = UILabel()
        label.text = "Now Playing"
        label.translatesAutoresizingMaskIntoConstraints = false
        blur.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: blur.contentView.layoutMarginsGuide.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: blur.contentView.centerYAnchor),
        ])
        blur.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == blur.bounds)
        #expect(label.frame.minX == 8 && abs(label.frame.midY - 30) < 0.5)
        blur.frame.size.height = 80
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame.height == 80)
    }

    @Test(arguments: [UIBlurEffect.Style.systemMaterial, .dark, .systemThinMaterialLight])
    func aBlurIsDrawnAsATranslucentTint(style: UIBlurEffect.Style) {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let fills = DisplayList(of: blur).operations.compactMap { operation -> [DrawingCommand]? in
            if case .drawing(let commands) = operation { return commands }
            return nil
        }.flatMap { $0 }.compactMap { command -> RGBA? in
            if case .setFillColor(let color) = command { return color }
            return nil
        }
        #expect(fills.count == 1 && fills[0].alpha > 0.2 && fills[0].alpha < 1)
        // Without an effect nothing is drawn.
        blur.effect = nil
        #expect(DisplayList(of: blur).operations.allSatisfy { if case .drawing = $0 { false } else { true } })
    }
}
