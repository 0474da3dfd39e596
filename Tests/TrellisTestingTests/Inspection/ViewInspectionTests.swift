import Foundation
import Testing
import Trellis
@testable import TrellisTesting

@MainActor
@Suite struct ViewInspectionTests {
    @Test func aConflictIsRecordedWithItsBrokenConstraintAndViewsByName() throws {
        let screen = DefectScreen(defect: .conflictingConstraints)
        let snapshot = Snapshot(of: screen, on: SnapshotConfiguration(device: .iPhone15, scale: 1))
        let inspection = ViewInspection(of: snapshot.root, scale: 1, diagnostics: snapshot.diagnostics)
        let planted = try #require(inspection.views.first { $0.accessibilityIdentifier == "planted" })
        #expect(planted.path == "UIWindow/UIView/#planted")
        let constraints = planted.constraints.map { inspection.constraints[$0] }
        #expect(constraints.contains { $0.isBroken && $0.description.contains("#planted.width == 200") })
        #expect(constraints.filter(\.isInConflict).count == 2)
        #expect(inspection.constraints.allSatisfy { !$0.description.contains("UIView:0x") }, "views are named, not addressed")
        // What a click picks: the frontmost view under the point.
        #expect(inspection.view(at: CGPoint(x: planted.frame.x + 1, y: planted.frame.y + 1))?.id == planted.id)
        #expect(inspection.view(at: CGPoint(x: 1, y: 800))?.className == "UIView")
    }
}

/// The inspection's JSON, written straight into bytes, reads back as the
/// same inspection, and is safe inside a `<script>` element.
@MainActor
@Suite struct InspectionJSONTests {
    @Test func readsBackAsTheSameInspectionAndEndsNoScript() throws {
        let screen = DefectScreen(defect: .conflictingConstraints)
        let snapshot = Snapshot(of: screen, on: SnapshotConfiguration(device: .iPhone15, scale: 1))
        let label = UILabel(frame: CGRect(x: 1.5, y: 2.25, width: 100, height: 20))
        label.text = "Quotes \" back\\slash\ttab\nline </script> é 🐈 \u{1}"
        label.accessibilityIdentifier = "odd </name>"
        snapshot.root.addSubview(label)
        let inspection = ViewInspection(of: snapshot.root, scale: 1, diagnostics: snapshot.diagnostics)
        let json = inspection.scriptSafeJSON()
        #expect(try JSONDecoder().decode(ViewInspection.self, from: json) == inspection)
        let text = String(decoding: json, as: UTF8.self)
        #expect(!text.contains("</"), "no </ that could end a script element")
        #expect(inspection.views.contains { $0.text?.hasPrefix("Quotes") == true })
    }
}
