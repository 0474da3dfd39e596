import Testing
import Trellis
import TrellisDemos
@testable import TrellisUI

@MainActor
struct SmokeTests {
    @Test func objcIOStack() {
        let controller = UIHostingController(rootView: HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }.frame(width: 150))
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        controller.view.layoutIfNeeded()
        let frames = controller.view.subviews.map(\.frame)
        print(frames)
        #expect(frames.map(\.width) == [75, 100])
    }

    @Test func cell() {
        let controller = UIHostingController(rootView: CellView(content: "Title Title Title ", numberOfRepetitions: 7))
        let size = controller.sizeThatFits(in: CGSize(width: 320, height: 0))
        let ideal = controller.view.intrinsicContentSize(forWidth: 320)
        print(size, ideal)
        controller.view.frame = CGRect(origin: .zero, size: ideal)
        controller.view.layoutIfNeeded()
        print(controller.view.subviews.map { "\(type(of: $0)) \($0.frame)" })
        #expect(ideal.height > size.height)
    }
}
