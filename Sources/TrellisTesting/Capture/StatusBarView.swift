import Foundation
import Trellis

/// A status bar as iOS draws one over the top safe area: the time on the
/// leading side, signal bars and a battery on the trailing side, black in
/// light appearance and white in dark. Drawn for snapshots only; it is not
/// part of the app's view tree.
@MainActor
final class StatusBarView: UIView {
    /// A status bar added over `window`, or nil where iOS shows none (a phone turned sideways).
    static func shown(over window: UIWindow, device: DeviceProfile, orientation: UIInterfaceOrientation, appearance: UIUserInterfaceStyle) -> StatusBarView? {
        let height = device.safeAreaInsets(in: orientation).top
        guard height > 0, !(device.idiom == .phone && orientation.isLandscape) else { return nil }
        let bar = StatusBarView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: height))
        bar.build(color: appearance == .dark ? .white : .black)
        window.addSubview(bar)
        return bar
    }

    private func build(color: UIColor) {
        let middle = min(bounds.height / 2, 30)
        let time = UILabel(frame: CGRect(x: 24, y: middle - 11, width: 80, height: 22))
        time.text = "9:41"
        time.font = .systemFont(ofSize: 17, weight: .semibold)
        time.textColor = color
        time.textAlignment = .center
        addSubview(time)

        let right = bounds.width - 24
        for bar in 0..<4 {
            let height = CGFloat(4 + bar * 2)
            let signal = UIView(frame: CGRect(x: right - 70 + CGFloat(bar) * 5, y: middle + 5 - height, width: 3, height: height))
            signal.backgroundColor = color
            signal.layer.cornerRadius = 1
            addSubview(signal)
        }
        let battery = UIView(frame: CGRect(x: right - 27, y: middle - 6, width: 25, height: 12))
        battery.layer.borderWidth = 1
        battery.layer.borderColor = color.withAlphaComponent(0.4).cgColor
        battery.layer.cornerRadius = 3.5
        let charge = UIView(frame: CGRect(x: 2, y: 2, width: 21, height: 8))
        charge.backgroundColor = color
        charge.layer.cornerRadius = 1.5
        battery.addSubview(charge)
        addSubview(battery)
        let cap = UIView(frame: CGRect(x: right - 1, y: middle - 2, width: 1.5, height: 4))
        cap.backgroundColor = color.withAlphaComponent(0.4)
        addSubview(cap)
    }
}
