// The tableau's undo journal: what a change that may fail has recorded.

extension Tableau {
    /// What a change that may fail has done so far. Symbols, variables and
    /// costs are recorded from the start; rows only once the change enters a
    /// step that can fail (`recordsRows`), since most adds cannot fail at all
    /// and copying every row they touch would cost more than the add itself.
    /// (One journal, kept from change to change with its storage: opening
    /// and closing it allocates nothing.)
    struct Journal {
        /// Whether a change that may fail is under way: only then is anything recorded.
        var isOpen = false
        var recordsRows = false
        var rows: [(symbol: Symbol, old: Row?)] = []
        var allocated: [Symbol] = []
        var newVariables: [Variable] = []

        /// Opens the journal, empty.
        mutating func open() {
            if isOpen { close() }
            isOpen = true
        }

        /// Closes the journal and forgets what it recorded, keeping its
        /// storage. (A closed journal is empty; emptying an empty array is
        /// not free, so only what holds something is emptied.)
        mutating func close() {
            (isOpen, recordsRows) = (false, false)
            if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
            if !allocated.isEmpty { allocated.removeAll(keepingCapacity: true) }
            if !newVariables.isEmpty { newVariables.removeAll(keepingCapacity: true) }
        }
    }
}
