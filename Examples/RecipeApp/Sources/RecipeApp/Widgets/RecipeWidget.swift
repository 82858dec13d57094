import WidgetKit
import SwiftUI

// Only Apple has WidgetKit: `trellis preview` leaves this file out, with a note.
struct RecipeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "recipe", provider: RecipeTimeline()) { _ in Text("Recipe") }
    }
}
