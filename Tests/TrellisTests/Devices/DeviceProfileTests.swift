import Foundation
import Testing
@testable import Trellis

@Suite struct DeviceProfileTests {
    @Test(arguments: DeviceProfile.all)
    func sizeClassesFollowTheDeviceAndOrientation(device: DeviceProfile) {
        let portrait = device.sizeClasses(in: .portrait), landscape = device.sizeClasses(in: .landscapeLeft)
        switch device.idiom {
        case .pad:
            #expect(portrait == (.regular, .regular) && landscape == (.regular, .regular))
        default:
            #expect(portrait == (.compact, .regular))
            // Only the largest phones are regular across when turned.
            #expect(landscape == (device == .iPhone15ProMax ? .regular : .compact, .compact))
        }
        #expect(device.size(in: .landscapeRight) == CGSize(width: device.portraitSize.height, height: device.portraitSize.width))
        #expect(DeviceProfile.named(device.identifier) == device)
    }

    @Test func safeAreasAreTheDevicesOwn() {
        #expect(DeviceProfile.iPhone15.safeAreaInsets(in: .portrait) == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(DeviceProfile.iPhone15.safeAreaInsets(in: .landscapeLeft) == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(DeviceProfile.iPhoneSE3.safeAreaInsets(in: .portrait).top == 20)
        #expect(DeviceProfile.iPhoneSE3.safeAreaInsets(in: .landscapeLeft) == .zero)
        #expect(DeviceProfile.iPadPro12_9.safeAreaInsets(in: .landscapeLeft) == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
}
