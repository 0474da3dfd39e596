/// An event that hit-testing may look at. Headless, there are no hardware
/// events yet: the type exists so that UIKit signatures carry over.
@preconcurrency @MainActor
open class UIEvent {
    /// Creates an event.
    public init() {}
}
