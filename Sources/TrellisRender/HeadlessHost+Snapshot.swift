import Foundation
import Trellis

extension HeadlessHost {
    /// The window as laid out now, drawn to PNG, SVG or PDF at the device's
    /// scale (or `scale`).
    public func snapshot(format: ImageFormat = .png, scale: CGFloat? = nil) throws -> Data {
        layout()
        return try Renderer.render(window, format: format, scale: scale ?? device.scale)
    }
}
