import Foundation
import Testing
import Trellis
import TrellisTesting

/// Each lint catches a defect planted in an otherwise sound screen, names the
/// view by object, path and identifier, and stays quiet on the sound screen.
@MainActor
@Suite struct PlantedDefectTests {
    let configuration = SnapshotConfiguration(device: .iPhone15, scale: 2)

    @Test(arguments: PlantedDefect.allCases)
    func eachLintCatchesItsDefect(defect: PlantedDefect) throws {
        let screen = DefectScreen(defect: defect)
        let snapshot = Snapshot(of: screen, on: configuration)
        let findings = LayoutLinter().findings(in: snapshot)
        let planted = try #require(screen.planted)
        let hit = findings.filter { $0.kind == defect.kind }
        #expect(!hit.isEmpty, "no \(defect.kind) among \(findings)")
        #expect(hit.contains { $0.view === planted || $0.otherView === planted })
        #expect(hit.contains { $0.accessibilityIdentifier == "planted" && $0.path.hasSuffix("#planted") })
        if defect == .conflictingConstraints {
            #expect(hit.contains { finding in finding.constraints.contains { $0 === screen.conflicting } })
        }
        // Only its own lint speaks.
        #expect(Set(findings.map(\.kind)) == [defect.kind], "\(findings)")
    }

    @Test func theLintsAreQuietOnASoundScreenAndRunAlone() {
        let screen = DefectScreen(defect: nil)
        let snapshot = Snapshot(of: screen, on: configuration)
        #expect(LayoutLinter().findings(in: snapshot).isEmpty)
        // The system button's blue title on white is 4.0:1: told only when system colours are checked too.
        let strict = LayoutLinter(checksSystemColors: true).findings(in: snapshot)
        #expect(strict.map(\.kind) == [.lowContrast])
        #expect(strict.first?.view.superview is UIButton)
        // Alone, on a view of one's own: a faint label on white, and nothing else.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        let faint = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        faint.text = "Faint"
        faint.textColor = UIColor(white: 0.8, alpha: 1)
        root.addSubview(faint)
        let findings = LayoutLinter().findings(in: root)
        #expect(findings.map(\.kind) == [.lowContrast])
        #expect(findings.first?.view === faint)
        #expect(LayoutLinter(kinds: [.smallTapTarget]).findings(in: root).isEmpty)
    }
}

/// The defects planted, one per lint.
enum PlantedDefect: String, CaseIterable, Sendable {
    case conflictingConstraints, ambiguousLayout, clippedText, overlappingSiblings, outsideSafeArea, smallTapTarget, lowContrast

    var kind: LintFinding.Kind {
        switch self {
        case .conflictingConstraints: .unsatisfiableConstraints
        case .ambiguousLayout: .ambiguousLayout
        case .clippedText: .clippedText
        case .overlappingSiblings: .overlappingSiblings
        case .outsideSafeArea: .outsideSafeArea
        case .smallTapTarget: .smallTapTarget
        case .lowContrast: .lowContrast
        }
    }
}

/// A sound screen (a title and a 44-point button in the safe area), with one defect planted.
@MainActor
final class DefectScreen: UIViewController {
    let defect: PlantedDefect?
    private(set) var planted: UIView?
    private(set) var conflicting: NSLayoutConstraint?

    init(defect: PlantedDefect?) {
        self.defect = defect
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let guide = view.safeAreaLayoutGuide
        let title = UILabel()
        title.text = "Settings"
        title.textColor = .black
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        for subview in [title, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            button.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 20),
            button.widthAnchor.constraint(equalToConstant: 120),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        guard let defect else { return }
        let planted = plant(defect, under: title)
        planted.accessibilityIdentifier = "planted"
        self.planted = planted
    }

    private func plant(_ defect: PlantedDefect, under title: UILabel) -> UIView {
        let guide = view.safeAreaLayoutGuide
        func add<V: UIView>(_ subview: V) -> V {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
            return subview
        }
        switch defect {
        case .conflictingConstraints:
            let box = add(UIView())
            box.backgroundColor = .systemGray5
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 200),
                box.heightAnchor.constraint(equalToConstant: 40),
                box.widthAnchor.constraint(equalToConstant: 100),
            ])
            conflicting = wide
            wide.isActive = true
            return box
        case .ambiguousLayout:
            let box = add(UIView())
            box.backgroundColor = .systemGray5
            // A position and a height, but nothing for its width.
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 200),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            return box
        case .clippedText:
            let label = add(UILabel())
            label.numberOfLines = 0
            label.text = "A long paragraph that wraps onto several lines, squeezed into a label only one line tall."
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
                label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 200),
                label.heightAnchor.constraint(equalToConstant: 20),
            ])
            return label
        case .overlappingSiblings:
            let label = add(UILabel())
            label.text = "On top of the title"
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: title.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: title.topAnchor, constant: 4),
            ])
            return label
        case .outsideSafeArea:
            let label = add(UILabel())
            label.text = "Under the Dynamic Island"
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                label.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            ])
            return label
        case .smallTapTarget:
            let button = add(UIButton(type: .system))
            button.setTitle("×", for: .normal)
            NSLayoutConstraint.activate([
                button.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
                button.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
                button.widthAnchor.constraint(equalToConstant: 24),
                button.heightAnchor.constraint(equalToConstant: 24),
            ])
            return button
        case .lowContrast:
            let label = add(UILabel())
            label.text = "Light grey on white"
            label.textColor = UIColor(white: 0.75, alpha: 1)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 200),
            ])
            return label
        }
    }
}
