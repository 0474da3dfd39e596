import Foundation
import Trellis

final class AvailabilityViewController: UIViewController {
    let label = UILabel()
    var usedModernPath = false

    override func viewDidLoad() {
        super.viewDidLoad()
        if #available(iOS 15.0, *) {
            usedModernPath = true
            label.text = "Modern"
        } else {
            label.text = "Legacy"
        }
        view.addSubview(label)
    }
}
