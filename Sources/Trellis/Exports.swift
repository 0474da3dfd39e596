// `import UIKit` brings Foundation with it (`CGRect`, `CGFloat`, `NSCoder`,
// `IndexPath`, `UUID`, `Bundle`, `NSLocalizedString`, `OperationQueue`, `ceil`…);
// `import Trellis` does the same, so a UIKit file compiles with only its
// import changed.
@_exported import Foundation
// Fonts, Dynamic Type and text measurement come from TrellisText; code that
// imports Trellis sees them as UIKit code sees them, without a second import.
@_exported import TrellisText
