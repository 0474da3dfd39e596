import Trellis

/// Five stars; tapping sets the rating and sends `.valueChanged`.
final class RatingControl: UIControl {
    private(set) var rating = 0

    func setRating(_ rating: Int) {
        self.rating = rating
        sendActions(for: .valueChanged)
    }
}

final class ReviewViewController: UIViewController {
    let ratingControl = RatingControl()
    var shownRating = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ratingControl)
        ratingControl.addAction(UIAction { [weak self] action in if let sender = action.sender as? RatingControl { self?.ratingChanged(sender) } }, for: .valueChanged)
    }

    private func ratingChanged(_ sender: RatingControl) {
        shownRating = sender.rating
    }
}
