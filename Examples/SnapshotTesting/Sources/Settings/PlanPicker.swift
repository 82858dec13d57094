import SwiftUI

/// The plans a customer can choose between, side by side.
public struct PlanPicker: View {
    public struct Plan: Identifiable, Sendable {
        public var id: String { name }
        public var name: String
        public var price: String
        public var features: [String]

        public init(name: String, price: String, features: [String]) {
            self.name = name
            self.price = price
            self.features = features
        }
    }

    public var plans: [Plan]
    public var selected: String

    public init(plans: [Plan], selected: String) {
        self.plans = plans
        self.selected = selected
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ForEach(plans) { plan in
                VStack(alignment: .leading, spacing: 6) {
                    Text(plan.name).font(.headline)
                    Text(plan.price).font(.title2.bold())
                    ForEach(plan.features, id: \.self) { feature in
                        Label(feature, systemImage: "checkmark").font(.footnote)
                    }
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(
                    RoundedRectangle(cornerRadius: 12)
                        .stroke(plan.name == selected ? Color.accentColor : Color.gray.opacity(0.3), lineWidth: plan.name == selected ? 2 : 1))
            }
        }
    }

    public static let samples = [
        Plan(name: "Free", price: "$0", features: ["1 project", "Community help"]),
        Plan(name: "Team", price: "$12", features: ["10 projects", "Priority help", "Shared previews"]),
    ]
}

#Preview("Free chosen", traits: .sizeThatFitsLayout) { PlanPicker(plans: PlanPicker.samples, selected: "Free").padding() }
#Preview("Team chosen", traits: .sizeThatFitsLayout) { PlanPicker(plans: PlanPicker.samples, selected: "Team").padding() }
#Preview("One plan", traits: .sizeThatFitsLayout) { PlanPicker(plans: [PlanPicker.samples[1]], selected: "Team").padding() }
#Preview("On a screen") {
    VStack(alignment: .leading, spacing: 16) {
        Text("Choose a plan").font(.largeTitle.bold())
        PlanPicker(plans: PlanPicker.samples, selected: "Team")
        Spacer()
    }
    .padding()
}
