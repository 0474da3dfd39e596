import Foundation

/// One thing to do.
struct Todo: Equatable {
    var title: String
    var isDone = false
}

extension Notification.Name {
    /// Posted when the todos change elsewhere (a sync, another window).
    static let todosDidChange = Notification.Name("TodosDidChange")
}
