import TrellisUI

// The two SwiftUI views of the hosting demo, written as an iOS app writes
// them (they compile unchanged against SwiftUI).

/// A row: a thin grey bar on the leading side, a title and a caption that
/// repeats the title, both wrapping, pushed to the leading side.
public struct CellView: View {
    let content: String
    let numberOfRepetitions: Int

    public init(content: String, numberOfRepetitions: Int) {
        self.content = content
        self.numberOfRepetitions = numberOfRepetitions
    }

    public var body: some View {
        HStack(alignment: .center, spacing: 10) {
            Rectangle()
                .fill(Color(.opaqueSeparator))
                .frame(width: 2)
            VStack(alignment: .leading, spacing: 4) {
                Text(self.content)
                    .lineLimit(nil)
                Text(String(repeating: content + " ", count: numberOfRepetitions))
                    .font(.caption)
                    .foregroundColor(Color(.secondaryLabel))
                    .lineLimit(nil)
            }
            .padding([.top, .bottom], 10)
            Spacer()
        }
        .padding([.leading, .trailing], 10)
    }
}

/// A busier row: a column of a green and a red square, a blue rectangle
/// that takes the room left, a column of wrapping text over a red square,
/// a "Tap me!" button under them; a yellow border, padding, and a purple
/// border around a frame that is as tall as it is offered.
public struct ComplicatedCellView: View {
    let value: Int

    public init(value: Int) { self.value = value }

    public var body: some View {
        VStack {
            HStack {
                VStack {
                    Rectangle().fill(Color.green)
                        .frame(width: 50, height: 50)
                    Rectangle().fill(Color.red)
                        .frame(width: 50, height: 50)
                    Spacer()
                }
                .frame(minHeight: 100)
                Rectangle()
                    .fill(Color.blue)
                    .frame(minWidth: 100)
                VStack {
                    Text(String(repeating: "Value ", count: value % 40) + "\(value % 40)")
                        .lineLimit(nil)
                    Rectangle().fill(Color.red).frame(width: 50, height: 50)
                    Spacer()
                }
            }
            Button(action: {}, label: {
                Text("Tap me!")
            })
            .padding(.bottom, 5)
        }
        .border(Color.yellow)
        .padding()
        .frame(minHeight: 0, maxHeight: .infinity)
        .border(Color.purple)
    }
}

