import Testing
import Trellis

/// UIKit code in the Swift 6 language mode compiles with only the import
/// changed and lays out as on iOS.
@MainActor
struct FeedScreenTests {
    let posts = [
        Post(id: UUID(), author: "Ada", text: "Short."),
        Post(id: UUID(), author: "Grace", text: String(repeating: "A longer post that wraps over several lines. ", count: 4)),
    ]

    @Test func postsSizeThemselvesInACompositionalList() throws {
        let feed = FeedViewController(posts: posts)
        let host = HeadlessHost(device: .iPhone15)
        host.launch(feed)
        let frames = (0..<2).compactMap { feed.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        try #require(frames.count == 2)
        #expect(frames[0].width == host.window.bounds.width)
        #expect(frames[1].height > frames[0].height)
        #expect(frames[1].minY == frames[0].maxY + 8)
        let first = try #require(feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PostCell)
        #expect(first.authorLabel.text == "Ada")
    }

    @Test func offMainActorHelpersAndMainActorFactoriesMix() async {
        let text = await Task.detached { likesText(3) }.value
        let label = makeAuthorLabel()
        label.text = text
        #expect(label.intrinsicContentSize.width > 0)
        #expect(text == "3 likes")
    }
}
