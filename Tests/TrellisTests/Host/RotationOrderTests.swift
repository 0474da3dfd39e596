import Foundation
import Testing
import Trellis

/// A view controller noting what it sees while the device turns.
@MainActor
private final class TurningController: UIViewController {
    var log: [String] = []
    var orientationWhenTold: UIDeviceOrientation?
    var sizeWhenTold: CGSize?
    var sizeAlongside: CGSize?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("will transition")
        orientationWhenTold = UIDevice.current.orientation
        sizeWhenTold = view.bounds.size
        coordinator.animate(alongsideTransition: { _ in
            self.log.append("alongside")
            self.sizeAlongside = self.view.bounds.size
        }, completion: { _ in self.log.append("completion") })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if !log.isEmpty { log.append("traits") }
    }
}

@MainActor
@Suite struct RotationOrderTests {
    @Test(arguments: [(UIInterfaceOrientation.landscapeLeft, UIDeviceOrientation.landscapeRight), (.landscapeRight, .landscapeLeft)])
    func aTurnIsToldWithTheDeviceTurnedAndTheViewStillAtItsOldSize(interface: UIInterfaceOrientation, device: UIDeviceOrientation) {
        let host = HeadlessHost(device: .iPhone15)
        let controller = TurningController()
        host.launch(controller)
        host.rotate(to: interface)
        #expect(controller.orientationWhenTold == device)
        #expect(controller.sizeWhenTold == CGSize(width: 393, height: 852))
        #expect(controller.sizeAlongside == CGSize(width: 852, height: 393))
        #expect(controller.log == ["will transition", "traits", "alongside", "completion"])
        #expect(host.currentDevice.orientation == device)
    }

    @Test func onTheVirtualClockTheTurnAnimatesAndItsCompletionWaitsForTheEnd() {
        let host = HeadlessHost(device: .iPhone15)
        host.clock = .virtual
        let controller = TurningController()
        host.launch(controller)
        host.rotate(to: .landscapeLeft)
        #expect(controller.log == ["will transition", "traits", "alongside"])
        #expect(host.hasAnimationsInFlight)
        host.advanceTime(by: 0.3)
        #expect(controller.log.last == "completion" && !host.hasAnimationsInFlight)
    }
}
