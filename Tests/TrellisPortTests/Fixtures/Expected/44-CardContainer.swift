import Trellis

enum CardContainer {
    /// A card nested in its namespace.
    final class CardView: UIView {
        private(set) var taps = 0
        let header = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(header)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func headerTapped() {
            taps += 1
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
            if header.gestureRecognizers == nil {
                header.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.headerTapped() })
            }
        }
    }
}
