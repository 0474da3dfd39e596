import Foundation
import Trellis

/// The view controller a lone view is shown in, so that it lives in a
/// window of the configuration's device and takes its traits.
@MainActor
final class ViewHostingController: UIViewController {
    /// Puts `content` at the top left of the view: at its own size when it
    /// has one, else `width` wide and as tall as its constraints want.
    func show(_ content: UIView, width: CGFloat) {
        view.backgroundColor = .systemBackground
        view.addSubview(content)
        guard content.frame.width <= 0 || content.frame.height <= 0 else {
            content.frame.origin = .zero
            return
        }
        let fitted = content.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = fitted.height.isFinite && fitted.height > 0 ? fitted.height : 44
        content.frame = CGRect(x: 0, y: 0, width: width, height: height)
    }
}
