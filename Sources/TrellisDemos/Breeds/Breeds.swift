import Foundation
import Trellis

/// A cat breed: its name, a short and a full description, and a hue for its artwork.
struct Breed: Sendable {
    let name: String
    let summary: String
    let fullDescription: String
    let hue: Int

    static let samples: [Breed] = [
        ("Abyssinian", "Lean, ticked coat, endlessly curious."), ("Bengal", "Spotted like a leopard, loves water."),
        ("Birman", "Silky, white-gloved paws."), ("Chartreux", "Blue-grey, quiet, smiling face."),
        ("Maine Coon", "Large, tufted ears, gentle."), ("Norwegian Forest Cat", "Thick double coat for winters."),
        ("Persian", "Long coat, flat face, calm."), ("Ragdoll", "Goes limp when held."),
        ("Russian Blue", "Green eyes, shimmering coat."), ("Siamese", "Talkative, pointed colours."),
        ("Sphynx", "Hairless, warm to the touch."), ("Turkish Van", "Swims, coloured head and tail."),
    ].enumerated().map { index, breed in
        let paragraph = "The \(breed.0) is a breed with a long history. \(breed.1) Owners describe it as affectionate, playful and clever, and it gets along with children and other pets when introduced patiently. "
        return Breed(name: breed.0, summary: breed.1, fullDescription: String(repeating: paragraph, count: 20), hue: index)
    }
}

/// The demo's colours: light text on a near-black background.
enum BreedColors {
    static let blackish = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
    static let white = UIColor.white
    static let greenish = UIColor(red: 0.45, green: 0.85, blue: 0.55, alpha: 1)
}

/// Sets `translatesAutoresizingMaskIntoConstraints` to false on the view it
/// wraps, so that a property declares that its view is laid out with constraints.
@MainActor @propertyWrapper
struct UsesAutoLayout<T: UIView> {
    var wrappedValue: T {
        didSet { wrappedValue.translatesAutoresizingMaskIntoConstraints = false }
    }

    init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
        wrappedValue.translatesAutoresizingMaskIntoConstraints = false
    }
}

extension NSLayoutConstraint {
    /// Activates the constraint (reads better at the end of a chain).
    func activate() {
        isActive = true
    }
}

/// The demo's root: two tabs, the breeds (in a navigation controller, to
/// drill down) and the credits.
@MainActor
public final class BreedsTabBarController: UITabBarController {
    static let tabs = ["Browse", "Credits"]

    public init() {
        super.init(nibName: nil, bundle: nil)
        let browse = UINavigationController(rootViewController: BreedBrowseViewController())
        browse.tabBarItem = UITabBarItem(title: Self.tabs[0], image: UIImage(systemName: "magnifyingglass"), selectedImage: nil)
        let credits = CreditsViewController()
        credits.tabBarItem = UITabBarItem(title: Self.tabs[1], image: UIImage(systemName: "star"), selectedImage: nil)
        viewControllers = [browse, credits]
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// MARK: Browsing

/// A breed in the list: a square thumbnail and the name.
@MainActor
final class BreedCell: UITableViewCell {
    static let identifier = "breed"
    static let thumbnailHeightWidth: CGFloat = 70

    @UsesAutoLayout var photo = UIImageView()
    @UsesAutoLayout var name = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = BreedColors.blackish
        name.font = .preferredFont(forTextStyle: .headline)
        name.adjustsFontForContentSizeCategory = true
        name.textColor = BreedColors.white
        name.numberOfLines = 0
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 8
        contentView.addSubview(photo)
        contentView.addSubview(name)
        let margins = contentView.layoutMarginsGuide
        photo.leadingAnchor.constraint(equalTo: margins.leadingAnchor).activate()
        photo.topAnchor.constraint(equalTo: margins.topAnchor).activate()
        photo.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor).activate()
        photo.heightAnchor.constraint(equalToConstant: BreedCell.thumbnailHeightWidth).activate()
        photo.widthAnchor.constraint(equalToConstant: BreedCell.thumbnailHeightWidth).activate()
        name.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12).activate()
        name.trailingAnchor.constraint(equalTo: margins.trailingAnchor).activate()
        // Centred on the photo while it fits; a name on more lines than that grows the row.
        let centered = name.centerYAnchor.constraint(equalTo: photo.centerYAnchor)
        centered.priority = UILayoutPriority(700)
        centered.activate()
        name.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor).activate()
        name.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor).activate()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func configure(with breed: Breed) {
        name.text = breed.name
        photo.image = Artwork.photo(size: CGSize(width: 140, height: 140), hue: breed.hue)
    }
}

/// The list of breeds, filling the safe area.
@MainActor
final class BreedBrowseView: UIView {
    @UsesAutoLayout var table = UITableView(frame: .zero, style: .plain)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = BreedColors.blackish
        table.backgroundColor = BreedColors.blackish
        table.separatorColor = .systemGray
        addSubview(table)
        table.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor).activate()
        table.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor).activate()
        table.leadingAnchor.constraint(equalTo: leadingAnchor).activate()
        table.trailingAnchor.constraint(equalTo: trailingAnchor).activate()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The breeds; a tap shows one in detail.
@MainActor
final class BreedBrowseViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let breeds = Breed.samples
    var browseView: BreedBrowseView { view as! BreedBrowseView }

    override func loadView() {
        title = "Browse"
        let browseView = BreedBrowseView(frame: UIScreen.main.bounds)
        browseView.table.register(BreedCell.self, forCellReuseIdentifier: BreedCell.identifier)
        browseView.table.dataSource = self
        browseView.table.delegate = self
        view = browseView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { breeds.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BreedCell.identifier, for: indexPath) as! BreedCell
        cell.configure(with: breeds[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(BreedDetailViewController(breed: breeds[indexPath.row]), animated: true)
    }
}

// MARK: The detail

/// A breed's photo above its full description; the photo shrinks as the
/// description scrolls up, down to nothing.
@MainActor
final class BreedDetailView: UIView {
    static let initialPhotoHeightWidth: CGFloat = 180

    @UsesAutoLayout var photo = UIImageView()
    @UsesAutoLayout var fullDescription = UITextView()
    private var photoHeight: NSLayoutConstraint!
    private var photoWidth: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = BreedColors.blackish
        photo.contentMode = .scaleAspectFit
        fullDescription.textColor = BreedColors.white
        fullDescription.backgroundColor = BreedColors.blackish
        fullDescription.font = .preferredFont(forTextStyle: .body)
        fullDescription.isEditable = false
        fullDescription.bounces = false
        addSubview(photo)
        addSubview(fullDescription)
        photo.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor).activate()
        photo.centerXAnchor.constraint(equalTo: centerXAnchor).activate()
        photoHeight = photo.heightAnchor.constraint(equalToConstant: Self.initialPhotoHeightWidth)
        photoHeight.activate()
        photoWidth = photo.widthAnchor.constraint(equalToConstant: Self.initialPhotoHeightWidth)
        photoWidth.activate()
        fullDescription.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8).activate()
        fullDescription.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor).activate()
        fullDescription.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).activate()
        fullDescription.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor).activate()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The photo's side (it stays square).
    func updatePhotoSize(heightWidth: CGFloat) {
        photoWidth.constant = heightWidth
        photoHeight.constant = heightWidth
    }
}

/// A breed in detail: as its description scrolls, the photo gives up the room.
@MainActor
final class BreedDetailViewController: UIViewController, UITextViewDelegate {
    let breed: Breed
    var detailView: BreedDetailView { view as! BreedDetailView }

    init(breed: Breed) {
        self.breed = breed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        title = breed.name
        let detailView = BreedDetailView(frame: UIScreen.main.bounds)
        detailView.fullDescription.text = breed.fullDescription
        detailView.fullDescription.delegate = self
        detailView.photo.image = Artwork.photo(size: CGSize(width: 360, height: 360), hue: breed.hue)
        view = detailView
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let y = detailView.fullDescription.contentOffset.y
        detailView.updatePhotoSize(heightWidth: max(0, BreedDetailView.initialPhotoHeightWidth - y))
    }
}

// MARK: Credits

/// Where the artwork and text come from, above two buttons.
@MainActor
final class CreditsView: UIView {
    @UsesAutoLayout var credits = UITextView()
    @UsesAutoLayout var meow1 = UIButton(type: .system)
    @UsesAutoLayout var meow2 = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = BreedColors.blackish
        credits.textColor = BreedColors.white
        credits.backgroundColor = BreedColors.blackish
        credits.font = .preferredFont(forTextStyle: .body)
        credits.isEditable = false
        for (button, title) in [(meow1, "Meow 1"), (meow2, "Meow 2")] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
            button.setTitleColor(BreedColors.greenish, for: .normal)
        }
        [credits, meow1, meow2].forEach { addSubview($0) }
        credits.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 8).activate()
        credits.bottomAnchor.constraint(equalTo: meow1.topAnchor, constant: -8).activate()
        credits.bottomAnchor.constraint(equalTo: meow2.topAnchor, constant: -8).activate()
        credits.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).activate()
        credits.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor).activate()
        meow1.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8).activate()
        meow1.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).activate()
        meow2.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8).activate()
        meow2.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor).activate()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The credits screen; the buttons count their meows (headless, there is no sound).
@MainActor
final class CreditsViewController: UIViewController, UITextViewDelegate {
    private(set) var meows: [String] = []
    var creditsView: CreditsView { view as! CreditsView }

    override func loadView() {
        title = "Credits"
        let creditsView = CreditsView(frame: UIScreen.main.bounds)
        creditsView.credits.attributedText = Self.creditsText
        creditsView.credits.delegate = self
        creditsView.meow1.addAction(UIAction { [unowned self] _ in meows.append("meow 1") }, for: .touchUpInside)
        creditsView.meow2.addAction(UIAction { [unowned self] _ in meows.append("meow 2") }, for: .touchUpInside)
        view = creditsView
    }

    /// Links open only if they are on the web.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        URL.absoluteString.hasPrefix("http")
    }

    static var creditsText: NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        let body: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: BreedColors.white]
        let heading: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: BreedColors.greenish]
        text.append(NSAttributedString(string: "Artwork\n", attributes: heading))
        text.append(NSAttributedString(string: "The photos are landscapes drawn with Trellis itself, one hue per breed.\n\n", attributes: body))
        text.append(NSAttributedString(string: "Text\n", attributes: heading))
        text.append(NSAttributedString(string: "The descriptions were written for this demo. The layout is built in code: no storyboards, anchors to the safe area and the layout margins, a property wrapper for Auto Layout.\n", attributes: body))
        return text
    }
}
