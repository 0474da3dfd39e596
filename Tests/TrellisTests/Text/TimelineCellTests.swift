import Foundation
import Testing
@testable import Trellis

/// The seed timeline cell: nested stack views of labels in text-style fonts,
/// an avatar, a "retweeted by" row whose icon is sized from its label's font,
/// and a photo at its natural width capped by the column, with its aspect ratio.
@MainActor
final class TimelineCell {
    let contentView = UIView()
    let retweetIcon = UIImageView(image: UIImage(rgbaPixels: [UInt8](repeating: 90, count: 16 * 16 * 4), width: 16, height: 16))
    let retweetLabel = UILabel()
    let avatar = UIImageView(image: UIImage(rgbaPixels: [UInt8](repeating: 200, count: 20 * 20 * 4), width: 20, height: 20))
    let displayName = UILabel(), userName = UILabel(), date = UILabel()
    let body = UILabel()
    let media = UIImageView(image: UIImage(rgbaPixels: [UInt8](repeating: 30, count: 600 * 400 * 4), width: 600, height: 400))
    let column: UIStackView

    init() {
        retweetLabel.font = .preferredFont(forTextStyle: .caption1)
        retweetLabel.text = "Grace Hopper retweeted"
        displayName.font = .preferredFont(forTextStyle: .headline)
        displayName.text = "Ada Lovelace"
        userName.font = .preferredFont(forTextStyle: .subheadline)
        userName.text = "@ada_lovelace_analytical_engine"
        date.font = .preferredFont(forTextStyle: .caption1)
        date.text = "3 h"
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        body.text = "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves 🌸🍃 — and it sizes its own cells."

        displayName.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        userName.setContentHuggingPriority(.defaultLow, for: .horizontal)
        userName.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        date.setContentHuggingPriority(.defaultHigh, for: .horizontal)

        let retweetRow = UIStackView(arrangedSubviews: [retweetIcon, retweetLabel])
        retweetRow.alignment = .center
        retweetRow.spacing = 4
        let header = UIStackView(arrangedSubviews: [displayName, userName, date])
        header.spacing = 4
        column = UIStackView(arrangedSubviews: [header, body, media])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 6
        let mainRow = UIStackView(arrangedSubviews: [avatar, column])
        mainRow.alignment = .top
        mainRow.spacing = 10
        let outer = UIStackView(arrangedSubviews: [retweetRow, mainRow])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.spacing = 8
        outer.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(outer)

        let iconSide = retweetLabel.font.pointSize * 1.5
        let naturalWidth = media.widthAnchor.constraint(equalToConstant: 600)
        naturalWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            outer.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            outer.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            outer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            mainRow.widthAnchor.constraint(equalTo: outer.widthAnchor),
            retweetIcon.widthAnchor.constraint(equalToConstant: iconSide),
            retweetIcon.heightAnchor.constraint(equalToConstant: iconSide),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalToConstant: 48),
            header.widthAnchor.constraint(equalTo: column.widthAnchor),
            body.widthAnchor.constraint(equalTo: column.widthAnchor),
            naturalWidth,
            media.widthAnchor.constraint(lessThanOrEqualTo: column.widthAnchor),
            media.heightAnchor.constraint(equalTo: media.widthAnchor, multiplier: 400.0 / 600.0),
        ])
    }

    func fit(width: CGFloat) -> CGSize {
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        contentView.frame = CGRect(origin: .zero, size: size)
        contentView.layoutIfNeeded()
        return size
    }
}

@MainActor
@Suite struct TimelineCellTests {
    @Test(arguments: [320, 375, 390, 428] as [CGFloat])
    func theCellSizesItsTextAndImagesAtPhoneWidths(width: CGFloat) throws {
        let cell = TimelineCell()
        let (size, diagnostics) = LayoutDiagnostics.capture { cell.fit(width: width) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let columnWidth = width - 32 - 48 - 10
        #expect(abs(cell.column.frame.width - columnWidth) < 1e-6)

        // The body wraps into the lines Pango gives its text at the column's width.
        let reference = try #require(PangoLayoutReference([TextSpan(cell.body.text!, font: cell.body.font)]))
        let pangoLines = reference.lineStarts(width: columnWidth)
        #expect(cell.body.textLayout(width: cell.body.frame.width).lines.count == pangoLines.count)
        #expect(cell.body.frame.height == UILabel.roundedUp(reference.size(width: columnWidth)).height)
        #expect(pangoLines.count >= 3)

        // The photo: its natural 600 points capped by the column, at 3 : 2.
        #expect(abs(cell.media.frame.width - min(600, columnWidth)) < 1e-6)
        #expect(abs(cell.media.frame.height - cell.media.frame.width * 2 / 3) < 1e-6)

        // The header: the date at the trailing edge; the user name gives way first.
        let header = try #require(cell.date.superview)
        #expect(abs(cell.date.frame.maxX - header.bounds.width) < 1e-6)
        #expect(abs(cell.date.frame.width - cell.date.intrinsicContentSize.width) < 1e-6)
        #expect(abs(cell.displayName.frame.width - cell.displayName.intrinsicContentSize.width) < 1e-6)
        #expect(cell.userName.frame.width < cell.userName.intrinsicContentSize.width)

        // The retweet icon is 1.5 × the label's point size, centred on the label.
        #expect(cell.retweetIcon.frame.width == 18)
        #expect(abs(cell.retweetIcon.frame.midY - cell.retweetLabel.frame.midY) < 1e-6)

        // The cell is as tall as its rows.
        let retweetRowHeight = max(18, cell.retweetLabel.frame.height)
        let headerHeight = max(cell.displayName.frame.height, cell.userName.frame.height, cell.date.frame.height)
        let columnHeight = headerHeight + 6 + cell.body.frame.height + 6 + cell.media.frame.height
        #expect(abs(size.height - (12 + retweetRowHeight + 8 + max(48, columnHeight) + 12)) < 1e-6)
    }
}
