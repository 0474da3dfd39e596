import Trellis

final class ZoomingImageViewController: UIViewController {
    var isZoomed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let doubleTap = UITapGestureRecognizer { [weak self] _ in self?.toggleZoom() }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
    }

    func toggleZoom() {
        isZoomed.toggle()
    }
}
