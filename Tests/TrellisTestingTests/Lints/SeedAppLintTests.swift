import Foundation
import Testing
import Trellis
import TrellisDemos
import TrellisTesting

/// The lints stay quiet on the seed apps, written as careful iOS apps are,
/// but for one true finding: the chat draws its own messages in white on
/// `.systemBlue`, as Messages does, which contrasts 4.0:1 (3.65:1 dark),
/// under the 4.5:1 WCAG AA asks of body text.
@MainActor
@Suite struct SeedAppLintTests {
    nonisolated static let configurations = [
        SnapshotConfiguration(device: .iPhone15, scale: 1),
        SnapshotConfiguration(device: .iPhoneSE3, orientation: .landscapeLeft, appearance: .dark, scale: 1),
        SnapshotConfiguration(device: .iPad10, orientation: .landscapeLeft, contentSizeCategory: .extraExtraLarge, scale: 1),
    ]

    @Test(arguments: Demo.allCases, configurations)
    func theSeedAppsHaveNoFindings(demo: Demo, configuration: SnapshotConfiguration) {
        let snapshot = Snapshot(of: demo.makeRootViewController(), on: configuration)
        let findings = LayoutLinter().findings(in: snapshot).filter { !Self.isTheChatsOwnBubble($0) }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func theChatsOwnBubblesAreTooFaintForWCAG() {
        let snapshot = Snapshot(of: Demo.chat.makeRootViewController(), on: Self.configurations[0])
        let findings = LayoutLinter().findings(in: snapshot)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy(Self.isTheChatsOwnBubble))
    }

    /// A label of one of the chat's own (right-hand, white on blue) bubbles, found too faint.
    static func isTheChatsOwnBubble(_ finding: LintFinding) -> Bool {
        guard finding.kind == .lowContrast, let label = finding.view as? UILabel else { return false }
        var ancestor = label.superview
        while let step = ancestor, !(step is UITableViewCell) { ancestor = step.superview }
        return ancestor.map { String(describing: type(of: $0)) } == "RightBubbleCell" && label.textColor == .white
    }
}
