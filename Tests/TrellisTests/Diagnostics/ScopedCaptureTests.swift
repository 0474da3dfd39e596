import Foundation
import Testing
@testable import Trellis

/// Captures are scoped to the work that runs inside them: however many
/// other tasks and threads report at the same time, a capture sees exactly
/// its own reports.
@Suite struct ScopedCaptureTests {
    @Test func concurrentCapturesSeeOnlyTheirOwnReports() async {
        let tasks = 24, reportsPerTask = 40
        let results = await withTaskGroup(of: (task: Int, seen: [String]).self) { group in
            for task in 0..<tasks {
                group.addTask {
                    let (_, diagnostics) = await LayoutDiagnostics.capture {
                        for index in 0..<reportsPerTask {
                            // Images decode on any thread: a real report from off the main actor.
                            if index % 10 == 0 { _ = UIImage(data: Data([0x89, 0x50, UInt8(task), UInt8(index)])) }
                            LayoutDiagnostics.report(.invalidDrawing, "report \(index) of task \(task)", identifiers: ["\(task)"])
                            await Task.yield()
                        }
                    }
                    return (task, diagnostics.flatMap(\.identifiers))
                }
            }
            // Reports outside any capture, at the same time, reach none of them.
            group.addTask {
                for index in 0..<reportsPerTask {
                    LayoutDiagnostics.withHandler({ _ in }) {
                        LayoutDiagnostics.report(.invalidDrawing, "uncaptured \(index)", identifiers: ["outside"])
                    }
                    await Task.yield()
                }
                return (-1, [])
            }
            var results: [(task: Int, seen: [String])] = []
            for await result in group where result.task >= 0 { results.append(result) }
            return results
        }
        #expect(results.count == tasks)
        for result in results {
            #expect(result.seen == Array(repeating: "\(result.task)", count: reportsPerTask), "task \(result.task) saw \(result.seen)")
        }
    }

    /// Lays out a tree whose content is wider than its root, yielding between
    /// steps; whether its capture saw exactly its own root's report.
    @MainActor
    private static func layOutTooWideContent(width: CGFloat) async -> Bool {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let (_, diagnostics) = await LayoutDiagnostics.capture {
            await Task.yield()
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                child.widthAnchor.constraint(equalToConstant: width + 1), child.topAnchor.constraint(equalTo: root.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            await Task.yield()
            root.layoutIfNeeded()
        }
        return diagnostics.flatMap(\.views).map(ObjectIdentifier.init) == [ObjectIdentifier(root)]
    }

    @Test func layoutOnTheMainActorInterleavedWithOtherCapturesReportsToItsOwn() async {
        var results: [Bool] = []
        await withTaskGroup(of: Bool.self) { group in
            for width in stride(from: 100.0, through: 400.0, by: 50.0) {
                group.addTask { await Self.layOutTooWideContent(width: width) }
            }
            for await result in group { results.append(result) }
        }
        #expect(results == Array(repeating: true, count: 7))
    }

    @Test func anInnerCaptureTakesWhatIsReportedInsideIt() {
        let (inner, outer) = LayoutDiagnostics.capture {
            LayoutDiagnostics.report(.invalidDrawing, "outer", identifiers: ["outer"])
            return LayoutDiagnostics.capture {
                LayoutDiagnostics.report(.invalidDrawing, "inner", identifiers: ["inner"])
            }.diagnostics
        }
        #expect(inner.flatMap(\.identifiers) == ["inner"])
        #expect(outer.flatMap(\.identifiers) == ["outer"])
    }

    @Test func aTaskStartedInsideACaptureReportsToIt() async {
        let (_, diagnostics) = await LayoutDiagnostics.capture {
            await Task {
                LayoutDiagnostics.report(.invalidDrawing, "from a child task", identifiers: ["child"])
            }.value
        }
        #expect(diagnostics.flatMap(\.identifiers) == ["child"])
    }
}
