import Testing
import Trellis
@testable import TrellisUI

/// Where a body finds the hosting view it is shown in (set once it exists).
@MainActor private final class HostReference {
    weak var view: UIView?
    /// The sizes the body was told, in order.
    var sizesSeen: [CGSize] = []
}

/// A view whose body asks its own hosting view for its size, or lays it
/// out, while it is being evaluated: a re-entrant call.
private struct AsksItsHost: View {
    let host: HostReference
    let text: String
    let laysOut: Bool

    var body: some View {
        let _ = host.view.map { view in
            if laysOut { view.layoutIfNeeded() }
            host.sizesSeen.append(view.intrinsicContentSize)
        }
        VStack {
            Text(text)
            Text("fixed")
        }
    }
}

@MainActor
struct ReentrancyTests {
    @Test(arguments: [false, true])
    func aBodyThatAsksItsHostDuringItsBuildGetsTheLastBuildsAnswer(laysOut: Bool) {
        let host = HostReference()
        let controller = UIHostingController(rootView: AsksItsHost(host: host, text: "one", laysOut: laysOut))
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        host.view = controller.view
        #expect(shownTexts(controller) == ["one", "fixed"])
        // Asked during the first build, the host had nothing to measure yet.
        #expect(!host.sizesSeen.isEmpty && host.sizesSeen.allSatisfy { $0 == .zero })
        let first = controller.view.intrinsicContentSize
        host.sizesSeen = []
        controller.rootView = AsksItsHost(host: host, text: "a longer first line", laysOut: laysOut)
        #expect(shownTexts(controller) == ["a longer first line", "fixed"])
        // Asked during the second build, it answered with the first build's size.
        #expect(!host.sizesSeen.isEmpty && host.sizesSeen.allSatisfy { $0 == first })
        #expect(controller.view.intrinsicContentSize.width > first.width)
    }
}
