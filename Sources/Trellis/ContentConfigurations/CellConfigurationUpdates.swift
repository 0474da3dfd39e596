import Foundation

/// A cell whose content and background follow its configuration state:
/// table and collection view cells. Each declares UIKit's overridable
/// members in its class; the sequence they share is here.
@preconcurrency @MainActor
protocol ConfigurationStateCell: UIView {
    var configurationUpdates: CellConfigurationUpdates { get }
    var configurationState: UICellConfigurationState { get }
    var contentConfiguration: (any UIContentConfiguration)? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    func setNeedsUpdateConfiguration()
    func updateConfiguration(using state: UICellConfigurationState)
    /// Runs the cell's `configurationUpdateHandler` with itself and `state`.
    func runConfigurationUpdateHandler(with state: UICellConfigurationState)
    /// Puts the shown background where it goes (and shows or hides what it replaces).
    func placeConfiguredBackground()
}

/// Where a cell is in UIKit's configuration cycle: an update is asked for
/// (by `setNeedsUpdateConfiguration()`, a change of selection, highlight,
/// traits or outline state, a new update handler), then run once before the
/// cell is next laid out or measured, as UIKit coalesces requests into the
/// next layout pass. An update applies the state to the background and
/// content configurations (when they update automatically), then calls
/// `updateConfiguration(using:)`, then the `configurationUpdateHandler`.
@preconcurrency @MainActor
final class CellConfigurationUpdates {
    /// Whether an update is waiting (a new cell needs its first).
    private(set) var isNeeded = true
    /// Whether an update is running (its own changes ask for no other).
    private(set) var isRunning = false
    /// Whether the content configuration is being updated for the state (not a change of content: no new size).
    private(set) var isApplyingState = false
    /// The background configuration the cell was given.
    var background: UIBackgroundConfiguration?
    /// The view showing the background configuration, made when one is first shown.
    private(set) var backgroundView: ConfiguredBackgroundView?

    /// Asks for an update before `cell` is next laid out or measured.
    func setNeeded(_ cell: UIView) {
        guard !isRunning else { return }
        isNeeded = true
        cell.setNeedsLayout()
    }

    /// Runs the update `cell` waits for, if any.
    func runIfNeeded(_ cell: some ConfigurationStateCell) {
        guard isNeeded, !isRunning else { return }
        isNeeded = false
        isRunning = true
        defer { isRunning = false }
        let state = cell.configurationState
        if cell.automaticallyUpdatesContentConfiguration, let content = cell.contentConfiguration {
            isApplyingState = true
            cell.contentConfiguration = content.updated(for: state)
            isApplyingState = false
        }
        cell.updateConfiguration(using: state)
        cell.runConfigurationUpdateHandler(with: state)
        showBackground(in: cell, for: state)
    }

    /// Shows the background configuration (updated for `state` when the cell
    /// updates it automatically) behind the cell's content, or takes it away.
    func showBackground(in cell: some ConfigurationStateCell, for state: UICellConfigurationState? = nil) {
        guard var shown = background else {
            backgroundView?.isHidden = true
            cell.placeConfiguredBackground()
            return
        }
        if cell.automaticallyUpdatesBackgroundConfiguration { shown = shown.updated(for: state ?? cell.configurationState) }
        let view = backgroundView ?? {
            let made = ConfiguredBackgroundView()
            cell.insertSubview(made, at: 0)
            backgroundView = made
            return made
        }()
        view.isHidden = false
        view.show(shown, tintColor: cell.tintColor)
        shownBackground = shown
        cell.placeConfiguredBackground()
    }

    /// The background configuration as last shown.
    private(set) var shownBackground: UIBackgroundConfiguration?

    /// Puts the background view where its configuration's insets say in
    /// `cell`'s bounds (below every other view of the cell).
    func placeBackgroundView(in cell: UIView) {
        guard let view = backgroundView, !view.isHidden, let shown = shownBackground else { return }
        let margins = cell.directionalLayoutMargins
        view.frame = ConfiguredBackgroundView.frame(
            of: shown, in: cell.bounds, margins: margins, rightToLeft: cell.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if cell.subviews.first !== view { cell.insertSubview(view, at: 0) }
    }
}

extension ConfigurationStateCell {
    /// Runs the configuration update the cell waits for, if any.
    func updateConfigurationIfNeeded() { configurationUpdates.runIfNeeded(self) }
}
