import Foundation
import Trellis

extension HeadlessHost {
    /// The window as laid out now, drawn to PNG, SVG or PDF at the device's
    /// scale (or `scale`), in the host's scope (its screen, its text measurer).
    public func snapshot(format: ImageFormat = .png, scale: CGFloat? = nil) throws -> Data {
        try perform {
            layout()
            return try Renderer.render(window, format: format, scale: scale ?? device.scale)
        }
    }
}
