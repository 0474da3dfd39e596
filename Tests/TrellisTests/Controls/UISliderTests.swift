import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UISliderTests {
    /// A slider 200 points wide in a screen, with its value changes recorded.
    func launchSlider(_ slider: UISlider) -> HeadlessHost {
        let host = launchCentred(slider)
        slider.widthAnchor.constraint(equalToConstant: 200).isActive = true
        host.layout()
        return host
    }

    func thumbCenter(_ slider: UISlider) -> CGPoint {
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        return CGPoint(x: thumb.midX, y: thumb.midY)
    }

    @Test func aSliderIs31PointsTallAndAsWideAsItIsMade() {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let stack = UIStackView(arrangedSubviews: [slider])
        stack.axis = .vertical
        let fitted = stack.systemLayoutSizeFitting(CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 250, height: 31))
    }

    @Test func theThumbTravelsTheTrack() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX == 100)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 200)
        // Right to left, the minimum is on the right.
        slider.semanticContentAttribute = .forceRightToLeft
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).maxX == 200)
    }

    @Test func valueImagesTakeTheirPlaceFromTheTrack() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = UIImage(systemName: "star")
        slider.maximumValueImage = UIImage(systemName: "star.fill")
        let low = slider.minimumValueImageRect(forBounds: slider.bounds)
        let high = slider.maximumValueImageRect(forBounds: slider.bounds)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(low.width > 0 && low.minX == 0 && high.maxX == 200)
        #expect(track.minX == low.maxX + 8 && track.maxX == high.minX - 8)
    }

    @Test func theValueStaysInItsRangeAndBadNumbersAreRefused() {
        let slider = UISlider()
        slider.value = 4
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            slider.value = .nan
            slider.minimumValue = 6
            slider.maximumValue = -.infinity
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .invalidConfiguration, .nonFiniteValue])
        #expect(diagnostics.allSatisfy { $0.involves(slider) })
        #expect((slider.value, slider.minimumValue, slider.maximumValue) == (5, 0, 5))
    }

    @Test func theThumbFollowsAFingerAndSendsEachValue() {
        let slider = UISlider()
        var values: [Float] = []
        slider.addAction(UIAction { action in values.append((action.sender as! UISlider).value) }, for: .primaryActionTriggered)
        let host = launchSlider(slider)
        let start = slider.convert(thumbCenter(slider), to: host.window)
        #expect(host.drag(from: start, to: CGPoint(x: start.x + 86, y: start.y), steps: 4) === slider)
        #expect(abs(slider.value - 0.5) < 1e-6)
        #expect(values.count == 4 && values.last == slider.value && values == values.sorted())
        // Past the end, the value stops at the maximum.
        let middle = slider.convert(thumbCenter(slider), to: host.window)
        host.drag(from: middle, to: CGPoint(x: middle.x + 500, y: middle.y + 40))
        #expect(slider.value == 1)
    }

    @Test func aSliderThatIsNotContinuousSendsOnceWhenLetGo() {
        let slider = UISlider()
        slider.isContinuous = false
        let events = EventRecorder(slider)
        let host = launchSlider(slider)
        let start = slider.convert(thumbCenter(slider), to: host.window)
        host.drag(from: start, to: CGPoint(x: start.x + 43, y: start.y), steps: 5)
        #expect(events.events.filter { $0 == "valueChanged" }.count == 1)
        #expect(events.events.first == "touchDown" && events.events.last == "touchUpInside")
        #expect(abs(slider.value - 0.25) < 1e-6)
    }

    @Test func aTapOnTheTrackLeavesTheValue() {
        let slider = UISlider()
        let events = EventRecorder(slider)
        let host = launchSlider(slider)
        host.tap(slider, at: CGPoint(x: 150, y: 15))
        #expect(slider.value == 0 && !events.events.contains("valueChanged"))
        host.drag(from: slider.convert(CGPoint(x: 150, y: 15), to: host.window), to: slider.convert(CGPoint(x: 190, y: 15), to: host.window))
        #expect(slider.value == 0)
    }

    /// A slider with a thick track inset from its ends, as apps customize it.
    final class ThickSlider: UISlider {
        override func trackRect(forBounds bounds: CGRect) -> CGRect {
            CGRect(x: bounds.minX + 10, y: bounds.midY - 5, width: bounds.width - 20, height: 10)
        }
    }

    @Test func aSubclassTrackMovesTheThumb() {
        let slider = ThickSlider(frame: CGRect(x: 0, y: 0, width: 220, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 10)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 210)
        let host = launchSlider(slider)
        let start = slider.convert(thumbCenter(slider), to: host.window)
        host.drag(from: start, to: CGPoint(x: start.x + 90, y: start.y))
        #expect(abs(slider.value - 90 / 152) < 1e-6)  // 200 − 20 − 28 points of travel
    }
}
