import Foundation
import Testing
import TrellisText

/// A layout's size: its widest line's width, and the height down to the last line's bottom.
struct TextLayoutSizeTests {
    @Test(arguments: [0, 1, 3, 7])
    func heightIsTheLastLinesBottom(lineCount: Int) {
        var lines: [TextLine] = []
        for index in 0..<lineCount {
            let width = CGFloat(10 + 7 * (index % 3))
            lines.append(TextLine(range: index * 4..<(index + 1) * 4, width: width, ascent: 12, descent: 4, y: CGFloat(index) * 18.5))
        }
        let layout = TextLayout(lines: lines, isTruncated: false)
        let bottom: CGFloat = lineCount == 0 ? 0 : CGFloat(lineCount - 1) * 18.5 + 16
        let widest: CGFloat = lineCount == 0 ? 0 : (lineCount == 1 ? 10 : (lineCount == 2 ? 17 : 24))
        #expect(layout.height == bottom)
        #expect(layout.size.height == layout.height)
        #expect(layout.size.width == widest)
    }
}
