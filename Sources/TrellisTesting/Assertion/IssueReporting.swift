import Foundation
import Testing
import XCTest

/// Reports a test failure to whichever framework runs the test: Swift
/// Testing's `Issue.record` inside a `@Test`, XCTest's `XCTFail` otherwise.
enum IssueReporting {
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
