// The flexible-frame seed's fixedSize and ideal-size examples, verbatim.
import SwiftUI

struct Text_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 16) {
            Text("A single line of text, too long to fit in a box.")
                .fixedSize()
                .border(Color.red)
                .frame(width: 200, height: 200)
                .border(Color.gray)
        }
        .padding()
        .frame(width: 500, height: 500)

    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 16) {
            Rectangle()
                .fill(Color.red)
                .fixedSize()

            Rectangle()
                .fill(Color.green)
                .frame(width: 100, height: 100)

            Rectangle()
                .fill(Color.blue)
                .frame(idealWidth: 200, idealHeight: 200)
                .fixedSize(horizontal: true, vertical: true)
                .frame(height: 50)
                .border(Color.gray)
        }
        .padding()
        .frame(width: 500, height: 500)

    }
}

struct FramedText_Previews: PreviewProvider {
    static var previews: some View {
        Text("A single line of text, too long to fit in a box.")
            .frame(width: 200, height: 200)
            .border(Color.gray)
        Text("A single line of text, too long to fit in a box.")
            .fixedSize()
            .frame(width: 200, height: 200)
            .border(Color.gray)
    }
}

struct Ellipses_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Ellipse()
                .fill(Color.purple)
                .frame(width: 200, height: 100)
            Ellipse()
                .fill(Color.blue)
                .frame(height: 100)
        }
    }
}
