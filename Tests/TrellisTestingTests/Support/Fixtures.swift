import Foundation
import Trellis
import TrellisTesting

/// A temporary folder for references and reports, and the settings that use it.
struct TemporarySnapshotFolder {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-testing-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var references: URL { url.appendingPathComponent("references") }
    var report: URL { url.appendingPathComponent("report") }

    /// Settings that record into and report to this folder.
    func settings(record: SnapshotRecordMode? = nil, shard: SnapshotShard? = nil, report: URL? = nil) -> SnapshotSettings {
        SnapshotSettings(record: record, snapshotDirectory: references, reportDirectory: report ?? self.report, shard: shard)
    }

    /// The names of the files in the references folder, sorted.
    func referenceNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []).sorted()
    }
}

/// A card: a blue box whose leading edge is `boxLeading` points from the
/// margin, and a title under it; every frame decided by constraints.
@MainActor
final class CardViewController: UIViewController {
    let boxLeading: CGFloat
    let box = UIView()
    let caption = UILabel()

    init(boxLeading: CGFloat = 20) {
        self.boxLeading = boxLeading
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 12
        box.accessibilityIdentifier = "box"
        caption.text = "Trellis draws what it lays out"
        caption.numberOfLines = 0
        caption.font = .preferredFont(forTextStyle: .body)
        caption.adjustsFontForContentSizeCategory = true
        caption.accessibilityIdentifier = "caption"
        for subview in [box, caption] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: boxLeading),
            box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 120),
            box.heightAnchor.constraint(equalToConstant: 80),
            caption.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            caption.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            caption.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 12),
        ])
    }
}

/// A box of `size` points with a coloured square at `origin`, laid out by frames.
@MainActor
func squareView(at origin: CGPoint, side: CGFloat = 40, size: CGSize = CGSize(width: 120, height: 80)) -> UIView {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    let square = UIView(frame: CGRect(origin: origin, size: CGSize(width: side, height: side)))
    square.backgroundColor = .systemBlue
    root.addSubview(square)
    return root
}
