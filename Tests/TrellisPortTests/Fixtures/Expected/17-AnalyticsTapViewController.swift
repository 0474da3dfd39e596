import Trellis

final class AnalyticsTapViewController: UIViewController {
    let banner = UIView()
    var opened = 0
    var logged = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 0, y: 100, width: 390, height: 80)
        view.addSubview(banner)
        let tap = UITapGestureRecognizer { [weak self] _ in self?.openBanner() }
        tap.addAction { [weak self] _ in self?.logBannerTap() }
        banner.addGestureRecognizer(tap)
    }

    func openBanner() { opened += 1 }
    func logBannerTap() { logged += 1 }
}
