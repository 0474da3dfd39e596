import Foundation
import Trellis

/// The view controller a lone view is shown in, so that it lives in a
/// window of the configuration's device and takes its traits.
@MainActor
final class ViewHostingController: UIViewController {
    /// Puts `content` at the top left of the view: at its own size when it
    /// has one, else `width` wide and as tall as its constraints (or its `sizeThatFits`) want. Its
    /// frame is then set, as a table sets a cell's: its own constraints place
    /// its subviews, not it.
    func show(_ content: UIView, width: CGFloat) {
        view.backgroundColor = .systemBackground
        guard content.frame.width <= 0 || content.frame.height <= 0 else {
            content.translatesAutoresizingMaskIntoConstraints = true
            content.frame.origin = .zero
            view.addSubview(content)
            return
        }
        view.addSubview(content)
        let fitted = content.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // A view whose constraints say nothing of its own height (a label alone) measures 0: its `sizeThatFits` decides then.
        var height = fitted.height
        if !(height.isFinite && height > 0) { height = content.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        if !(height.isFinite && height > 0) { height = 44 }
        content.translatesAutoresizingMaskIntoConstraints = true
        content.frame = CGRect(x: 0, y: 0, width: width, height: height)
    }
}
