// Code that imports TrellisUI sees UIKit's names (and, through Trellis,
// Foundation's) as code that imports SwiftUI on iOS sees them, without a
// second import.
@_exported import Trellis
