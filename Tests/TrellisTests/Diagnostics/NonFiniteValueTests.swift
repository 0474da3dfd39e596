import Foundation
import Testing
@testable import Trellis

/// A property that takes numbers, set to a bad one on a fresh view: the
/// view it belongs to, and whether it kept its value.
struct NumericProperty: CustomStringConvertible, Sendable {
    let description: String
    let set: @MainActor @Sendable (CGFloat) -> (view: UIView, keptValue: Bool)

    static let all: [NumericProperty] = [
        NumericProperty(description: "frame") { value in
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            view.frame = CGRect(x: value, y: 0, width: 10, height: 10)
            return (view, view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        },
        NumericProperty(description: "bounds") { value in
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            view.bounds = CGRect(x: 0, y: 0, width: value, height: 10)
            return (view, view.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        },
        NumericProperty(description: "center") { value in
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            view.center = CGPoint(x: 5, y: value)
            return (view, view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        },
        NumericProperty(description: "layer.cornerRadius") { value in
            let view = UIView()
            view.layer.cornerRadius = 4
            view.layer.cornerRadius = value
            return (view, view.layer.cornerRadius == 4)
        },
        NumericProperty(description: "layer.borderWidth") { value in
            let view = UIView()
            view.layer.borderWidth = value
            return (view, view.layer.borderWidth == 0)
        },
        NumericProperty(description: "layer.shadowOffset") { value in
            let view = UIView()
            view.layer.shadowOffset = CGSize(width: 0, height: value)
            return (view, view.layer.shadowOffset == CGSize(width: 0, height: -3))
        },
        NumericProperty(description: "layer.shadowRadius") { value in
            let view = UIView()
            view.layer.shadowRadius = value
            return (view, view.layer.shadowRadius == 3)
        },
        NumericProperty(description: "contentOffset") { value in
            let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.contentOffset = CGPoint(x: value, y: 0)
            return (view, view.contentOffset == .zero)
        },
        NumericProperty(description: "contentSize") { value in
            let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.contentSize = CGSize(width: 100, height: value)
            return (view, view.contentSize == .zero)
        },
        NumericProperty(description: "contentInset") { value in
            let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.contentInset = UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
            return (view, view.contentInset == .zero)
        },
        NumericProperty(description: "stack spacing") { value in
            let view = UIStackView()
            view.spacing = 8
            view.spacing = value
            return (view, view.spacing == 8)
        },
        NumericProperty(description: "rowHeight") { value in
            let view = UITableView(frame: .zero, style: .plain)
            view.rowHeight = 44
            view.rowHeight = value
            return (view, view.rowHeight == 44)
        },
        NumericProperty(description: "estimatedRowHeight") { value in
            let view = UITableView(frame: .zero, style: .plain)
            view.estimatedRowHeight = value
            return (view, view.estimatedRowHeight == UITableView.automaticDimension)
        },
        NumericProperty(description: "layoutMargins") { value in
            let view = UIView()
            view.layoutMargins = UIEdgeInsets(top: 1, left: value, bottom: 1, right: 1)
            return (view, view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        },
        NumericProperty(description: "textContainerInset") { value in
            let view = UITextView()
            view.textContainerInset = UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
            return (view, view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        },
        NumericProperty(description: "sectionHeaderHeight") { value in
            let view = UITableView(frame: .zero, style: .plain)
            view.sectionHeaderHeight = value
            return (view, view.sectionHeaderHeight == UITableView.automaticDimension)
        },
    ]
}

/// A NaN or infinite number is refused where it is set: reported, naming
/// the view, and the value it had kept.
@MainActor
@Suite struct NonFiniteValueTests {
    @Test(arguments: NumericProperty.all, [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteNumberIsRefusedWhereItIsSet(property: NumericProperty, value: CGFloat) {
        let (outcome, diagnostics) = LayoutDiagnostics.capture { property.set(value) }
        #expect(outcome.keptValue, "\(property) took \(value)")
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue], "\(property)")
        #expect(diagnostics.first?.involves(outcome.view) == true, "\(property)")
    }

    @Test func aControllersNonFiniteSafeAreaAdditionIsRefused() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let (_, diagnostics) = LayoutDiagnostics.capture { controller.additionalSafeAreaInsets.bottom = .infinity }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(diagnostics.first?.involves(controller) == true)
        #expect(controller.additionalSafeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    @Test func constraintsWithHugeConstantsNeverGiveANonFiniteFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let views = (0..<3).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        _ = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([
                views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .greatestFiniteMagnitude),
                views[0].widthAnchor.constraint(equalToConstant: .greatestFiniteMagnitude),
                views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 1e300),
                views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor, multiplier: 1e10),
                views[2].topAnchor.constraint(equalTo: views[1].bottomAnchor, constant: -.greatestFiniteMagnitude),
                views[2].heightAnchor.constraint(equalToConstant: 1e300),
            ])
            root.layoutIfNeeded()
        }
        for view in [root] + views {
            let f = view.frame
            let finite = f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
            #expect(finite, "\(f)")
        }
    }
}
