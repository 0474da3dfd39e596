import Foundation

/// A section's header or footer: put content in `contentView`, or use the
/// standard `textLabel`. Like a cell, it lays out its content with an engine
/// of its own and sizes itself from its constraints.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Where the content goes; the view's size.
    public let contentView: UIView
    /// The identifier the view was made for and is reused under.
    public private(set) var reuseIdentifier: String?

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        installContentView()
    }

    /// A header or footer view from an archive (Trellis has none): one with no reuse identifier.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(coder: coder)
        frame = contentView.frame
        installContentView()
    }

    private func installContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.layoutMargins = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        addSubview(contentView)
    }

    /// A header or footer view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered header or footer view, through the
    /// subclass's `init(reuseIdentifier:)`.
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    override var hasOwnLayoutEngine: Bool { true }

    /// A new size resizes the content view at once (fitting reads its frame).
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { contentView.frame = CGRect(origin: .zero, size: frame.size) } }
    }

    /// Called when the table takes the view from its reuse pool for another section.
    open func prepareForReuse() {}

    private var label: UILabel?

    /// The standard title label, inside the content view's margins (made on first use).
    open var textLabel: UILabel? {
        if let label { return label }
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .label
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        self.label = label
        return label
    }

    /// The standard content of a header, to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .groupedHeader()
    }

    /// What the view shows, as a configuration (its content view is made
    /// once and updated in place).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { configuredContent.update(with: contentConfiguration, in: contentView) }
    }

    private let configuredContent = ConfiguredContent()

    /// Sizes the content view to the view.
    open override func layoutSubviews() {
        if !bounds.isClose(to: contentView.frame) { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
        super.layoutSubviews()
    }

    /// Gives the view the identifier it was dequeued under.
    func setReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }
}
