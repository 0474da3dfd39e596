import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIActivityIndicatorViewTests {
    @Test(arguments: [(UIActivityIndicatorView.Style.medium, CGFloat(20)), (.large, 37), (.whiteLarge, 37), (.gray, 20)])
    func theStyleGivesTheSize(style: UIActivityIndicatorView.Style, side: CGFloat) {
        let spinner = UIActivityIndicatorView(style: style)
        #expect(spinner.intrinsicContentSize == CGSize(width: side, height: side))
        #expect(spinner.frame.size == CGSize(width: side, height: side))
    }

    @Test func itHidesWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func inARowItSitsAtItsSize() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        let label = UILabel()
        label.text = "Loading"
        let row = UIStackView(arrangedSubviews: [spinner, label])
        row.alignment = .center
        row.spacing = 8
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        row.layoutIfNeeded()
        #expect(spinner.frame == CGRect(x: 0, y: 11.5, width: 37, height: 37))
        #expect(label.frame.minX == 45)
    }

    @Test func itDrawsEightSpokesInItsColour() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .systemRed
        spinner.startAnimating()
        let list = DisplayList(of: spinner)
        let strokes = list.operations.flatMap { operation -> [DrawingCommand] in
            if case .drawing(let commands) = operation { return commands }
            return []
        }.filter { if case .strokePath = $0 { return true } else { return false } }
        #expect(strokes.count == 8)
    }
}
