import Foundation

extension ViewInspection {
    /// The inspection as JSON, written straight into bytes: keys in sorted
    /// order, absent values left out (what `JSONEncoder` with `.sortedKeys`
    /// writes, and what `JSONDecoder` reads back), and `</` written `<\/` so
    /// that the JSON can sit in a `<script>` element. `JSONEncoder` took as
    /// long as drawing a snapshot's text; every snapshot in a report writes one.
    func scriptSafeJSON() -> Data {
        var json = JSONBytes()
        json.beginObject()
        json.key("constraints")
        json.beginArray()
        for constraint in constraints {
            json.beginObject()
            json.key("description"); json.string(constraint.description)
            json.key("id"); json.integer(constraint.id)
            json.key("isActive"); json.bool(constraint.isActive)
            json.key("isBroken"); json.bool(constraint.isBroken)
            json.key("isInConflict"); json.bool(constraint.isInConflict)
            json.key("priority"); json.number(Double(constraint.priority))
            json.key("views"); json.integers(constraint.views)
            json.endObject()
        }
        json.endArray()
        json.key("height"); json.number(height)
        json.key("scale"); json.number(scale)
        json.key("views")
        json.beginArray()
        for view in views {
            json.beginObject()
            if let identifier = view.accessibilityIdentifier { json.key("accessibilityIdentifier"); json.string(identifier) }
            json.key("className"); json.string(view.className)
            json.key("constraints"); json.integers(view.constraints)
            json.key("frame")
            json.beginObject()
            json.key("height"); json.number(view.frame.height)
            json.key("width"); json.number(view.frame.width)
            json.key("x"); json.number(view.frame.x)
            json.key("y"); json.number(view.frame.y)
            json.endObject()
            json.key("hasAmbiguousLayout"); json.bool(view.hasAmbiguousLayout)
            json.key("id"); json.integer(view.id)
            json.key("isHidden"); json.bool(view.isHidden)
            if let parent = view.parent { json.key("parent"); json.integer(parent) }
            json.key("path"); json.string(view.path)
            if let text = view.text { json.key("text"); json.string(text) }
            json.endObject()
        }
        json.endArray()
        json.key("width"); json.number(width)
        json.endObject()
        return Data(json.bytes)
    }
}

/// JSON written into bytes, commas placed as values follow one another.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []
    /// Whether the container being written has a value yet (a comma goes before the next).
    private var hasValue: [Bool] = []

    init() { bytes.reserveCapacity(1 << 16) }

    private mutating func beforeValue() {
        guard let last = hasValue.last else { return }
        if last { bytes.append(UInt8(ascii: ",")) }
        hasValue[hasValue.count - 1] = true
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        beforeValue()
        bytes.append(bracket)
        hasValue.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        hasValue.removeLast()
        bytes.append(bracket)
    }

    /// An array of integers.
    mutating func integers(_ values: [Int]) {
        beginArray()
        for value in values { integer(value) }
        endArray()
    }

    /// A member's name; its value comes next (and takes no comma of its own).
    mutating func key(_ name: StaticString) {
        beforeValue()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        hasValue[hasValue.count - 1] = false
    }

    mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
    }

    mutating func integer(_ value: Int) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number as Swift writes it (finite numbers only: the inspection keeps no others).
    mutating func number(_ value: Double) {
        beforeValue()
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    /// A string, escaped for JSON, with `</` as `<\/`.
    mutating func string(_ value: String) {
        beforeValue()
        bytes.append(UInt8(ascii: "\""))
        var previous: UInt8 = 0
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "/") where previous == UInt8(ascii: "<"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "/")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
            previous = byte
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
