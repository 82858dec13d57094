// The flexible-frames seed's Checkout button: maxWidth: .infinity fills the width.
import SwiftUI

struct Checkout_Previews: PreviewProvider {
    static var previews: some View {
        Text("Checkout") .frame(maxWidth: .infinity) .padding(8) .background { Color.accentColor }
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
