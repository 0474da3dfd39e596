// Fonts, Dynamic Type and text measurement come from TrellisText; code that
// imports Trellis sees them as UIKit code sees them, without a second import.
@_exported import TrellisText
