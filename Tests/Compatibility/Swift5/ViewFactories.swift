import Trellis

// Views built in plain functions and static members, outside any type: most
// real UIKit code is Swift 5 code like this, with no concurrency annotations.

enum Theme {
    static let spacing: CGFloat = 8
    static let accent = UIColor.systemIndigo
    static let titleFont = UIFont.systemFont(ofSize: 22, weight: .bold)
}

func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = Theme.titleFont
    label.textColor = Theme.accent
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

func makeButtonRow(titles: [String], onTap: @escaping (String) -> Void) -> UIStackView {
    let buttons = titles.map { title -> UIButton in
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in onTap(title) }, for: .touchUpInside)
        return button
    }
    let stack = UIStackView(arrangedSubviews: buttons)
    stack.axis = .horizontal
    stack.spacing = Theme.spacing
    stack.distribution = .fillEqually
    return stack
}

/// Identity semantics iOS code relies on (views are NSObjects there).
func uniqueViews(_ views: [UIView]) -> Set<UIView> { Set(views) }
