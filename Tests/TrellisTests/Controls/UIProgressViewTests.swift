import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIProgressViewTests {
    @Test func aBarIs4PointsTallAndAsWideAsItIsMade() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        let stack = UIStackView(arrangedSubviews: [bar])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 0)
        let fitted = stack.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 200, height: 4))
    }

    @Test func theFilledPartFollowsTheProgressFromTheLeadingEdge() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        bar.setProgress(0.25, animated: true)
        #expect(bar.progressRect == CGRect(x: 0, y: 0, width: 50, height: 4))
        bar.progress = 7
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = 0.5
        bar.semanticContentAttribute = .forceRightToLeft
        #expect(bar.progressRect == CGRect(x: 100, y: 0, width: 100, height: 4))
    }

    @Test func aNonFiniteProgressIsRefused() {
        let bar = UIProgressView()
        bar.progress = 0.4
        let (_, diagnostics) = LayoutDiagnostics.capture { bar.progress = .nan }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue] && diagnostics[0].involves(bar))
        #expect(bar.progress == 0.4)
    }
}
