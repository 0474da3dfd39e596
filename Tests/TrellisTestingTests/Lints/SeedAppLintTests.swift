import Foundation
import Testing
import Trellis
import TrellisDemos
import TrellisTesting

/// The lints stay quiet on the seed apps, written as careful iOS apps are,
/// but for two true findings: the chat draws its own messages in white on
/// `.systemBlue`, as Messages does, which contrasts 4.0:1 (3.65:1 dark),
/// under the 4.5:1 WCAG AA asks of body text; and the hosting seed's
/// "Tap me!" button is its label's size, about 64 × 21 points, under the
/// 44 × 44 Apple asks of tap targets (it is on iOS too).
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
        let findings = LayoutLinter().findings(in: snapshot).filter { !Self.isTheChatsOwnBubble($0) && !Self.isTheSeedsButton($0) }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func theChatsOwnBubblesAreTooFaintForWCAG() {
        let snapshot = Snapshot(of: Demo.chat.makeRootViewController(), on: Self.configurations[0])
        let findings = LayoutLinter().findings(in: snapshot)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy(Self.isTheChatsOwnBubble))
    }

    @Test(arguments: [Demo.hosting, .hostingConfiguration])
    func theHostingSeedsButtonIsASmallTapTarget(demo: Demo) {
        let snapshot = Snapshot(of: demo.makeRootViewController(), on: Self.configurations[0])
        let findings = LayoutLinter().findings(in: snapshot)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy(Self.isTheSeedsButton))
    }

    /// The hosting seed's button (a control of a hosting view), found too small to tap.
    static func isTheSeedsButton(_ finding: LintFinding) -> Bool {
        guard finding.kind == .smallTapTarget, let control = finding.view as? UIControl else { return false }
        return String(describing: type(of: control.superview!)).hasPrefix("_UIHostingView")
    }

    /// A label of one of the chat's own (right-hand, white on blue) bubbles, found too faint.
    static func isTheChatsOwnBubble(_ finding: LintFinding) -> Bool {
        guard finding.kind == .lowContrast, let label = finding.view as? UILabel else { return false }
        var ancestor = label.superview
        while let step = ancestor, !(step is UITableViewCell) { ancestor = step.superview }
        return ancestor.map { String(describing: type(of: $0)) } == "RightBubbleCell" && label.textColor == .white
    }
}
