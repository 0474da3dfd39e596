import Trellis

/// Keeps the count the screen shows.
final class TallyViewModel {
    private(set) var tally = 0

    func increment() {
        tally += 1
    }
}

final class ViewModelTargetViewController: UIViewController {
    let viewModel = TallyViewModel()
    let plusButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        plusButton.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        view.addSubview(plusButton)
        // UIKit does not retain the target: the view controller does.
        plusButton.addAction(UIAction { [weak viewModel] _ in viewModel?.increment() }, for: .touchUpInside)
    }
}
