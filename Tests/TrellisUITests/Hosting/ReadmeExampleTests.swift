import Testing
import TrellisUI

/// The README's example row, as written there.
private struct Row: View {
    let title: String
    @State private var count = 0

    var body: some View {
        HStack {
            Text(title).font(.headline)
            Spacer()
            Button("\(count)") { count += 1 }
        }
        .padding()
    }
}

@MainActor
struct ReadmeExampleTests {
    @Test func theReadmesRowSizesItsCellAndCountsTaps() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = UIHostingConfiguration { Row(title: "Inbox") }
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // A headline (at least 20 points) with 16 points of padding above and below.
        #expect(size.height >= 52)

        let host = HeadlessHost(device: .iPhone15)
        let controller = UIHostingController(rootView: Row(title: "Inbox"))
        host.launch(controller)
        var labels: [UILabel] = []
        var pending = [controller.view!]
        while let view = pending.popLast() {
            if let label = view as? UILabel { labels.append(label) }
            pending += view.subviews
        }
        let count = try #require(labels.first { $0.text == "0" })
        let centre = count.convert(CGPoint(x: count.bounds.midX, y: count.bounds.midY), to: host.window)
        host.tap(at: centre)
        host.tap(at: centre)
        var shown: [String] = []
        pending = [controller.view!]
        while let view = pending.popLast() {
            if let label = view as? UILabel, let text = label.text { shown.append(text) }
            pending += view.subviews
        }
        #expect(shown.contains("2"))
    }
}
