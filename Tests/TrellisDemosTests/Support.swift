import Foundation
import Trellis
import TrellisRender

/// The host's snapshot, as `trellis demo` takes it.
@MainActor
enum TrellisRenderSnapshot {
    static func png(_ host: HeadlessHost) throws -> Data { try host.snapshot(format: .png, scale: 1) }
}
