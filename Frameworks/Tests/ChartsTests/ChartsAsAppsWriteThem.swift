import Charts
import Foundation
import SwiftUI

// Chart code as public SwiftUI apps write it (the patterns of Apple's "Creating a chart using
// Swift Charts", WWDC22's "Hello Swift Charts" and common app code): it must compile unchanged.

struct SalesSummary: Identifiable {
    let weekday: Date
    let sales: Int
    var id: Date { weekday }
}

struct Series: Identifiable {
    let city: String
    let sales: [SalesSummary]
    var id: String { city }
}

enum Mood: String, Plottable, CaseIterable {
    case happy, calm, tired
}

struct Pancake: Identifiable {
    let name: String
    let count: Int
    var id: String { name }
}

let pancakes = [Pancake(name: "Cachapa", count: 5), Pancake(name: "Injera", count: 4), Pancake(name: "Crêpe", count: 3)]

let weekdays: [SalesSummary] = (0..<7).map {
    SalesSummary(weekday: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double($0) * 86400), sales: [54, 42, 88, 49, 42, 125, 67][$0])
}

/// Bars, a rule with an annotation, a line and points: the chart the issue asks to see.
struct CombinedChart: View {
    var body: some View {
        Chart {
            ForEach(pancakes) { pancake in
                BarMark(x: .value("Name", pancake.name), y: .value("Sold", pancake.count))
                    .cornerRadius(4)
            }
            RuleMark(y: .value("Average", 4))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Average").font(.caption).foregroundStyle(.red)
                }
            ForEach(pancakes) { pancake in
                LineMark(x: .value("Name", pancake.name), y: .value("Goal", pancake.count + 1))
                    .foregroundStyle(.orange)
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
            }
        }
        .chartYAxis {
            AxisMarks(position: .trailing, values: .automatic(desiredCount: 4))
        }
        .frame(height: 240)
        .padding()
    }
}

struct StackedBars: View {
    let series = [
        Series(city: "Cupertino", sales: weekdays),
        Series(city: "San Francisco", sales: weekdays.map { SalesSummary(weekday: $0.weekday, sales: $0.sales / 2) }),
    ]

    var body: some View {
        Chart(series) { series in
            ForEach(series.sales) { element in
                BarMark(x: .value("Day", element.weekday, unit: .day), y: .value("Sales", element.sales))
            }
            .foregroundStyle(by: .value("City", series.city))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        }
        .chartLegend(position: .bottom)
        .frame(height: 240)
        .padding()
    }
}

struct Donut: View {
    var body: some View {
        Chart(pancakes, id: \.name) { pancake in
            SectorMark(angle: .value("Count", pancake.count), innerRadius: .ratio(0.6), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Name", pancake.name))
        }
        .chartLegend(position: .bottom, alignment: .center)
        .frame(height: 240)
        .padding()
    }
}

struct MoodLines: View {
    var body: some View {
        Chart {
            ForEach(Array(Mood.allCases.enumerated()), id: \.offset) { index, mood in
                ForEach(0..<5) { day in
                    LineMark(x: .value("Day", day), y: .value("Score", Double((day * (index + 2)) % 7)))
                        .foregroundStyle(by: .value("Mood", mood))
                        .symbol(by: .value("Mood", mood))
                }
            }
            AreaMark(x: .value("Day", 0), yStart: .value("Low", 1), yEnd: .value("High", 2)).opacity(0.2)
            PointMark(x: .value("Day", 2), y: .value("Score", 6)).symbolSize(80)
        }
        .chartXScale(domain: 0...4)
        .chartYScale(domain: .automatic(includesZero: true))
        .chartForegroundStyleScale(["happy": Color.green, "calm": Color.blue, "tired": Color.gray])
        .chartXAxisLabel("Day")
        .chartYAxisLabel("Score")
        .chartPlotStyle { plotArea in
            plotArea.background(Color.gray.opacity(0.05))
        }
        .chartOverlay { proxy in
            Color.clear.frame(width: proxy.plotSize.width)
        }
        .chartYAxis {
            AxisMarks { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                AxisValueLabel {
                    if let score = value.as(Double.self) {
                        Text("\(Int(score)) pts")
                    }
                }
            }
        }
        .frame(height: 240)
        .padding()
    }
}

struct HorizontalBars: View {
    @ChartContentBuilder
    var marks: some ChartContent {
        ForEach(pancakes) { pancake in
            BarMark(x: .value("Sold", pancake.count), y: .value("Name", pancake.name))
                .annotation(position: .trailing) { Text("\(pancake.count)").font(.caption) }
        }
    }

    var body: some View {
        Chart { marks }
            .chartXAxis(.hidden)
            .frame(height: 160)
            .padding()
    }
}
