import Foundation
import Testing
import Trellis

// The two controllers apps wrap most: the share sheet and the photo picker.
private struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        controller.excludedActivityTypes = [.airDrop, .print]
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

private struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.allowsEditing = true
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: PhotoPicker
        init(_ parent: PhotoPicker) { self.parent = parent }

        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
            parent.dismiss()
        }
    }
}

private struct ShareScreen: View {
    @State private var showingShare = true
    @State private var photo: UIImage?

    var body: some View {
        VStack {
            Text("Report")
            PhotoPicker(image: $photo).frame(height: 200).accessibilityIdentifier("picker")
        }
        .sheet(isPresented: $showingShare) { ShareSheet(items: ["Report", URL(fileURLWithPath: "/tmp/report.csv")]) }
    }
}

@Suite struct UIKitControllerTests {
    @Test func wrappedControllersArePlaceholders() {
        let layout = lay(ShareScreen(), 390, 844)
        #expect(layout.frame(of: "picker")?.size == CGSize(width: 390, height: 200))
        let texts = layout.placedViews.compactMap(\.text)
        #expect(texts.contains("UIImagePickerController"))
        #expect(texts.contains("UIActivityViewController"))  // the sheet, presented (S7)
    }

    @MainActor
    @Test func controllersKeepWhatIsSetOnThem() {
        let share = UIActivityViewController(activityItems: ["a", 1], applicationActivities: nil)
        #expect(share.activityItems.count == 2 && share.applicationActivities == nil)
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary && !UIImagePickerController.isSourceTypeAvailable(.camera))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.popViewController(animated: true) != nil && navigation.topViewController === root)
    }
}

// A blur behind a card and a spinner, as apps wrapped them before SwiftUI had materials and
// `ProgressView`.
private struct Blur: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) { uiView.effect = UIBlurEffect(style: style) }
}

private struct Spinner: UIViewRepresentable {
    let isAnimating: Bool
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

@Suite struct UIKitEffectViewTests {
    @Test func blursAndSpinnersArePlaceholders() {
        let layout = lay(ZStack { Blur().accessibilityIdentifier("blur"); Spinner(isAnimating: true).frame(width: 50, height: 50) }, 300, 200)
        #expect(layout.frame(of: "blur") == rect(0, 0, 300, 200))
        #expect(layout.placedViews.compactMap(\.text) == ["UIVisualEffectView", "UIActivityIndicatorView"])
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        #expect(spinner.isAnimating && spinner.style == .large)
    }
}
