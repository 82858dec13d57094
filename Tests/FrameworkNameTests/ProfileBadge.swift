import SwiftUI
import UIKit

// A view written for Apple's frameworks, importing them by name: on Linux these are Trellis's
// stand-in products, and the view must compile and lay out unchanged.
struct ProfileBadge: View {
    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "person.crop.circle.fill").font(.title)
            VStack(alignment: .leading) {
                Text("Ada Lovelace").font(.headline)
                Text("Analyst").foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(Color(uiColor: .secondarySystemBackground), in: .rect(cornerRadius: 12))
    }
}

