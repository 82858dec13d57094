// The `Examine` playground's three scenario groups, each drawn as one picture (a column per
// group, as in the seed's screenshots). Red: the flexible frame and its width; blue: the content.
import SwiftUI

struct ExamineScenario: View {
    let parentWidth: CGFloat
    let contentWidth: CGFloat
    var minWidth: CGFloat?
    var maxWidth: CGFloat?

    var body: some View {
        Rectangle()
            .fill(Color.gray)
            .border(Color.black, width: 3)
            .frame(width: contentWidth)
            .overlay(
                GeometryReader { geo in
                    Text("\(geo.size.width)")
                        .foregroundColor(Color.blue)
                        .offset(x: 0, y: -20)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            )
            .border(Color.blue, width: 2)
            .frame(minWidth: minWidth, maxWidth: maxWidth)
            .overlay(
                GeometryReader { geo in
                    Text("\(geo.size.width)")
                        .foregroundColor(Color.red)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            )
            .border(Color.red, width: 1)
            .frame(width: parentWidth, height: 100)
    }
}

struct BothMinAndMax_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 24) {
            Text("Both minWidth and maxWidth").font(.headline)
            ExamineScenario(parentWidth: 75, contentWidth: 150, minWidth: 100, maxWidth: 200)
            ExamineScenario(parentWidth: 125, contentWidth: 150, minWidth: 100, maxWidth: 200)
            ExamineScenario(parentWidth: 175, contentWidth: 150, minWidth: 100, maxWidth: 200)
            ExamineScenario(parentWidth: 300, contentWidth: 150, minWidth: 100, maxWidth: 200)
        }
        .padding(32)
        .previewLayout(.sizeThatFits)
    }
}

struct JustMinWidth_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 24) {
            Text("Just minWidth").font(.headline)
            ExamineScenario(parentWidth: 75, contentWidth: 150, minWidth: 100)
            ExamineScenario(parentWidth: 125, contentWidth: 150, minWidth: 100)
            ExamineScenario(parentWidth: 175, contentWidth: 150, minWidth: 100)
            ExamineScenario(parentWidth: 175, contentWidth: 75, minWidth: 100)
        }
        .padding(32)
        .previewLayout(.sizeThatFits)
    }
}

struct JustMaxWidth_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 24) {
            Text("Just maxWidth").font(.headline)
            ExamineScenario(parentWidth: 75, contentWidth: 150, maxWidth: 200)
            ExamineScenario(parentWidth: 125, contentWidth: 150, maxWidth: 200)
            ExamineScenario(parentWidth: 175, contentWidth: 150, maxWidth: 200)
            ExamineScenario(parentWidth: 300, contentWidth: 225, maxWidth: 200)
        }
        .padding(32)
        .previewLayout(.sizeThatFits)
    }
}
