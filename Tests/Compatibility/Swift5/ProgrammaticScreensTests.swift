import Testing
import Trellis

/// Programmatic screens (see `ProgrammaticScreens.swift`) lay out as on iOS.
@MainActor
struct ProgrammaticScreensTests {
    @Test func thePropertyWrapperTurnsAutoresizingOff() {
        let article = ArticleViewController()
        article.loadViewIfNeeded()
        #expect(!article.photo.translatesAutoresizingMaskIntoConstraints && !article.textView.translatesAutoresizingMaskIntoConstraints)
        article.photo = UIImageView()
        #expect(!article.photo.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func cellsGrowWithTheirNoteAndLoseItOnReuse() throws {
        let journal = JournalViewController()
        let host = HeadlessHost(device: .iPhone15)
        host.launch(UINavigationController(rootViewController: journal))
        journal.show([
            Journal.Entry(id: 1, title: "Monday", note: nil),
            Journal.Entry(id: 2, title: "Tuesday", note: String(repeating: "Rain all day, and the cat would not go out. ", count: 4)),
        ])
        host.window.layoutIfNeeded()
        let plain = try #require(journal.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? EntryCell)
        let noted = try #require(journal.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? EntryCell)
        #expect(plain.noteLabel == nil && noted.noteLabel != nil)
        #expect(noted.frame.height > plain.frame.height + 40, "the wrapped note adds lines")
        // The same entries without notes: the reused cells drop their labels and are one height.
        journal.show([Journal.Entry(id: 1, title: "Monday", note: nil), Journal.Entry(id: 3, title: "Wednesday", note: nil)])
        host.window.layoutIfNeeded()
        let heights = (0..<2).compactMap { journal.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.height }
        #expect(heights.count == 2 && abs(heights[0] - heights[1]) < 1e-9)
    }

    @Test func storiesAreAsTallAsTheStripAndStayCentredOnRotation() throws {
        let stories = StoriesViewController()
        let host = HeadlessHost(device: .iPhone15)
        host.launch(stories)
        let first = try #require(stories.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 16, y: 0, width: 72, height: 120))
        host.rotate(to: .landscapeLeft)
        #expect(stories.collectionView.bounds.width == host.window.bounds.width)
        #expect(stories.centredAfterRotation == IndexPath(item: 0, section: 0))
    }

    @Test func thePhotoShrinksAsTheTextScrolls() {
        let article = ArticleViewController()
        let host = HeadlessHost(device: .iPhone15)
        host.launch(article)
        #expect(article.photo.frame.height == ArticleViewController.photoHeight)
        article.textView.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        host.window.layoutIfNeeded()
        #expect(article.photo.frame.height == 50)
        #expect(article.textView.frame.minY == article.photo.frame.maxY + 8)
    }
}
