import TrellisUI
import Trellis

struct HostedBadge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .padding(4)
    }
}

final class HostedBadgeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: HostedBadge(count: 3))
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
