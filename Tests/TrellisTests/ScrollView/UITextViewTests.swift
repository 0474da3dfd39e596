import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UITextViewTests {
    let text = String(repeating: "Cats sleep for most of the day and hunt at dusk. ", count: 30)

    /// The height of `text` in `font` wrapped at `width`, measured by a label of its own.
    func textHeight(_ font: UIFont, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = text
        return label.intrinsicContentSize(forWidth: width).height
    }

    @Test func longTextScrollsInsideTheView() {
        final class Recorder: UITextViewDelegate {
            var offsets: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let recorder = Recorder()
        view.delegate = recorder
        view.font = .systemFont(ofSize: 17)
        view.text = text
        view.layoutIfNeeded()
        // Lines run 5 points in from each side (the container's padding); 8 points above and below.
        let height = textHeight(.systemFont(ofSize: 17), width: 290)
        #expect(view.contentSize == CGSize(width: 300, height: height + 16))
        #expect(view.contentSize.height > 200)
        view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(recorder.offsets == [120])
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test(arguments: [CGFloat(200), 320])
    func withoutScrollingItSizesItselfToItsText(width: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        let view = UITextView()
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 15)
        view.textContainerInset = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        view.text = text
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // 6 + 5 of inset and padding a side; 4 above and below.
        #expect(abs(view.frame.height - (textHeight(.systemFont(ofSize: 15), width: width - 22) + 8)) < 1e-9)
        #expect(view.contentSize.height == view.frame.height)
    }
}
