import Trellis

/// Records which overrides UIKit's machinery called, in order.
final class CallLog {
    private(set) var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
    func count(_ call: String) -> Int { calls.filter { $0 == call }.count }
}

/// A view overriding every layout method UIKit lets apps override.
final class OverridingView: UIView {
    let log = CallLog()
    var contentHeight: CGFloat = 30 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        log.record("intrinsicContentSize")
        return CGSize(width: 100, height: contentHeight)
    }
    override func invalidateIntrinsicContentSize() {
        log.record("invalidateIntrinsicContentSize")
        super.invalidateIntrinsicContentSize()
    }
    override func setNeedsLayout() {
        log.record("setNeedsLayout")
        super.setNeedsLayout()
    }
    override func layoutIfNeeded() {
        log.record("layoutIfNeeded")
        super.layoutIfNeeded()
    }
    override func layoutSubviews() {
        log.record("layoutSubviews")
        super.layoutSubviews()
    }
    override func setNeedsUpdateConstraints() {
        log.record("setNeedsUpdateConstraints")
        super.setNeedsUpdateConstraints()
    }
    override func updateConstraintsIfNeeded() {
        log.record("updateConstraintsIfNeeded")
        super.updateConstraintsIfNeeded()
    }
    override func updateConstraints() {
        log.record("updateConstraints")
        super.updateConstraints()
    }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        log.record("systemLayoutSizeFitting(_:)")
        return super.systemLayoutSizeFitting(targetSize)
    }
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        log.record("systemLayoutSizeFitting(_:priorities)")
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        log.record("sizeThatFits")
        return CGSize(width: min(size.width, 120), height: contentHeight)
    }
    override func sizeToFit() {
        log.record("sizeToFit")
        super.sizeToFit()
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record("traitCollectionDidChange")
    }
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        log.record("layoutMarginsDidChange")
    }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        log.record("safeAreaInsetsDidChange")
    }
}

/// A test harness's window whose safe area is its own, as such harnesses
/// write it: a get-only override.
final class FixedSafeAreaWindow: UIWindow {
    override var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
    }
}

/// A cell laid out by hand: no constraints, sized by `sizeThatFits`.
final class ManualCell: UITableViewCell {
    let badge = UIView()
    var rowHeight: CGFloat = 72

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(badge)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: 16, y: (contentView.bounds.height - 24) / 2, width: 24, height: 24)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: rowHeight)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        rowHeight = 72
    }
}

/// A view controller overriding the layout callbacks UIKit calls.
final class OverridingViewController: UIViewController {
    let log = CallLog()
    var statusBarHidden = true

    override var prefersStatusBarHidden: Bool { statusBarHidden }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("viewWillAppear")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.record("viewIsAppearing")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.record("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.record("viewDidLayoutSubviews")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("viewDidAppear")
    }
    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        log.record("viewLayoutMarginsDidChange")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.record("viewSafeAreaInsetsDidChange")
    }
    override func updateViewConstraints() {
        log.record("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record("traitCollectionDidChange")
    }
}

/// A cell that sizes itself by measuring its content view in
/// `preferredLayoutAttributesFitting`, as many apps' cells do.
final class MeasuringCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let target = CGSize(width: layoutAttributes.size.width, height: UIView.layoutFittingCompressedSize.height)
        let size = contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        attributes.frame.size = CGSize(width: layoutAttributes.size.width, height: ceil(size.height))
        return attributes
    }
}
