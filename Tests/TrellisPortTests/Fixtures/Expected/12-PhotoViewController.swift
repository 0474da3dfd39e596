import Trellis

final class PhotoViewController: UIViewController {
    let photoView = UIImageView()
    var lastTapLocation: CGPoint?

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
        // Image views ignore touches unless told otherwise.
        photoView.isUserInteractionEnabled = true
        view.addSubview(photoView)

        let tap = UITapGestureRecognizer { [weak self] recognizer in if let recognizer = recognizer as? UITapGestureRecognizer { self?.photoTapped(recognizer) } }
        photoView.addGestureRecognizer(tap)
    }

    private func photoTapped(_ recognizer: UITapGestureRecognizer) {
        lastTapLocation = recognizer.location(in: photoView)
    }
}
