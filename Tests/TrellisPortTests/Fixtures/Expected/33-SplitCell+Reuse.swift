import Trellis

extension SplitCell {
    func configure(with text: String) {
        title.text = text
    }
}
