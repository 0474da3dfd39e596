import Trellis

final class GalleryViewController: UIViewController {
    private(set) var page = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let swipeLeft = UISwipeGestureRecognizer { [weak self] _ in self?.showNext() }
        swipeLeft.direction = .left
        let swipeRight = UISwipeGestureRecognizer { [weak self] _ in self?.showPrevious() }
        swipeRight.direction = .right
        view.addGestureRecognizer(swipeLeft)
        view.addGestureRecognizer(swipeRight)
    }

    func showNext() { page += 1 }
    func showPrevious() { page -= 1 }
}
