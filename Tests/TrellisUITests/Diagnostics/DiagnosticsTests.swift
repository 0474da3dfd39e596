import Testing
import TrellisDemos
@testable import TrellisUI

/// Numbers layout cannot use are reported through the diagnostics channel,
/// naming the hosting view and the argument, and layout goes on with finite frames.
@MainActor
struct DiagnosticsTests {
    /// Hosts `view` in 320 × 200 points, lays it out, and returns what was reported and every drawn frame.
    func host<V: View>(_ view: V) -> (host: UIView, diagnostics: [LayoutDiagnostic], frames: [CGRect]) {
        let controller = UIHostingController(rootView: view)
        let hostingView = controller.view!
        let (_, diagnostics) = LayoutDiagnostics.capture {
            hostingView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            hostingView.layoutIfNeeded()
        }
        var frames: [CGRect] = []
        var pending = hostingView.subviews
        while let view = pending.popLast() {
            frames.append(view.frame)
            pending += view.subviews
        }
        return (hostingView, diagnostics, frames)
    }

    @MainActor static let cases: [(name: String, kind: LayoutDiagnostic.Kind, view: AnyView)] = [
        ("frame(width:)", .nonFiniteValue, AnyView(Color.red.frame(width: .nan))),
        ("frame(height:)", .nonFiniteValue, AnyView(Color.red.frame(height: .infinity))),
        ("frame(width:)", .invalidConfiguration, AnyView(Color.red.frame(width: -5))),
        ("frame(minWidth:)", .nonFiniteValue, AnyView(Color.red.frame(minWidth: .nan))),
        ("frame(minWidth:maxWidth:)", .invalidConfiguration, AnyView(Color.red.frame(minWidth: 100, maxWidth: 50))),
        ("frame(idealHeight:)", .invalidConfiguration, AnyView(Color.red.frame(idealHeight: -4))),
        ("frame(maxHeight:)", .nonFiniteValue, AnyView(Color.red.frame(maxHeight: .nan))),
        ("frame(minHeight:maxHeight:)", .invalidConfiguration, AnyView(Color.red.frame(minHeight: 80, maxHeight: 10))),
        ("padding (top)", .nonFiniteValue, AnyView(Color.red.padding(.top, .nan))),
        ("offset(x:)", .nonFiniteValue, AnyView(Color.red.offset(x: .infinity))),
        ("opacity(_:)", .nonFiniteValue, AnyView(Text("Faded").opacity(.nan))),
        ("layoutPriority(_:)", .nonFiniteValue, AnyView(Color.red.layoutPriority(.nan))),
        ("HStack(spacing:)", .nonFiniteValue, AnyView(HStack(spacing: .nan) { Color.red; Color.blue })),
        ("VStack(spacing:)", .nonFiniteValue, AnyView(VStack(spacing: -.infinity) { Color.red; Color.blue })),
        ("Spacer(minLength:)", .invalidConfiguration, AnyView(HStack { Spacer(minLength: -3); Color.blue })),
        ("stroke(lineWidth:)", .nonFiniteValue, AnyView(Circle().stroke(Color.red, lineWidth: .nan))),
    ]

    @Test(arguments: 0..<16)
    func anUnusableNumberIsReportedNamingTheHostAndTheArgument(index: Int) {
        #expect(Self.cases.count == 16)
        let (name, kind, view) = Self.cases[index]
        let (host, diagnostics, frames) = host(view)
        #expect(diagnostics.map(\.kind).contains(kind), "\(name)")
        #expect(diagnostics.contains { $0.involves(host) && $0.identifiers.contains(name) }, "\(name)")
        #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
    }

    @Test func anInfiniteMaximumIsNoMistake() {
        let (_, diagnostics, _) = host(VStack {
            Color.red.frame(maxWidth: .infinity, maxHeight: .infinity)
            Text("Title").padding().offset(x: -4).opacity(0.5)
        })
        #expect(diagnostics.isEmpty)
    }

    @Test func theSeedsCellsReportNothing() throws {
        for view in [AnyView(CellView(content: "Title Title Title ", numberOfRepetitions: 12)), AnyView(ComplicatedCellView(value: 7))] {
            let controller = UIHostingController(rootView: view)
            try LayoutDiagnostics.strict {
                let size = controller.view.intrinsicContentSize(forWidth: 375)
                controller.view.frame = CGRect(origin: .zero, size: size)
                controller.view.layoutIfNeeded()
            }
        }
    }
}

