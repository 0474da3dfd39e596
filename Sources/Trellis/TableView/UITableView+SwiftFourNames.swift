import Foundation

// UIKit's Swift 4 spellings of names that Swift 4.2 moved into their types.
// As against UIKit, code in the Swift 5 or 6 language mode that uses one gets
// the compiler's "has been renamed" error with a fix-it to the current name,
// rather than a name that cannot be found.

/// The Swift 4 name of ``UITableViewCell/CellStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// The Swift 4 name of ``UITableView/automaticDimension``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = -1
