import Foundation
import Testing
import Trellis

/// A screen with a red box pinned by constraints whose constants it animates.
@MainActor
final class BoxController: UIViewController {
    let box = UIView()
    var leading: NSLayoutConstraint!
    var top: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        leading = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        top = box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            leading, top, box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    /// Moves the box to `x` by its constraint, animated as apps do.
    func slide(to x: CGFloat, duration: TimeInterval = 1, options: UIView.AnimationOptions = .curveLinear, completion: ((Bool) -> Void)? = nil) {
        leading.constant = x
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { self.view.layoutIfNeeded() }, completion: completion)
    }
}

/// How a view is drawn now, read from the window's display list: where
/// its background is filled, in what colour, and under which opacity and transform.
struct DrawnBox {
    var frame: CGRect
    var color: RGBA
    var opacity: CGFloat
    var transform: CGAffineTransform?

    /// The box drawn in `host`'s window: the fill the size of `view` (nil if it is not drawn).
    @MainActor
    static func of(_ view: UIView, in host: HeadlessHost, size: CGSize? = nil) -> DrawnBox? {
        let list = DisplayList(of: host.window)
        var opacities: [CGFloat] = []
        var transforms: [CGAffineTransform] = []
        for operation in list.operations {
            switch operation {
            case let .beginGroup(opacity): opacities.append(opacity)
            case .endGroup: opacities.removeLast()
            case let .pushTransform(t): transforms.append(t)
            case .popTransform: transforms.removeLast()
            case let .fill(rect, color, _) where rect.size == (size ?? view.bounds.size):
                return DrawnBox(frame: rect, color: color, opacity: opacities.reduce(1, *), transform: transforms.last)
            default: break
            }
        }
        return nil
    }
}

/// A host showing a `BoxController` on an iPhone, laid out.
@MainActor
func launchedBox(clock: HeadlessHost.Clock = .virtual) -> (HeadlessHost, BoxController) {
    let host = HeadlessHost(device: .iPhone15)
    host.clock = clock
    let controller = BoxController()
    host.launch(controller)
    return (host, controller)
}
