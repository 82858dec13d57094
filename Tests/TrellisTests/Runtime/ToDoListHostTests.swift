import Foundation
import Testing
import Trellis

private struct Item: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

/// A to-do list: add through a field and a button, toggle done, delete.
private struct ToDoList: View {
    @State private var items: [Item] = [Item(id: 1, title: "Milk")]
    @State private var draft = ""
    @State private var nextID = 2

    var body: some View {
        VStack {
            HStack {
                TextField("New item", text: $draft)
                Button("Add") {
                    items.append(Item(id: nextID, title: draft))
                    nextID += 1
                    draft = ""
                }
                .disabled(draft.isEmpty)
            }
            ForEach($items) { $item in
                HStack {
                    Toggle(item.title, isOn: $item.isDone)
                    Button("Delete") { items.removeAll { $0.id == item.id } }
                        .accessibilityIdentifier("delete-\(item.id)")
                }
            }
            Text("\(items.filter(\.isDone).count) of \(items.count) done").accessibilityIdentifier("summary")
        }
    }
}

@Suite("ViewHost: a to-do list")
struct ToDoListHostTests {
    @Test func addingToggleAndDeleting() throws {
        let host = ViewHost(ToDoList())
        #expect(host.text(of: "summary") == "0 of 1 done")

        try host.type("Bread", into: "New item")
        try host.tap("Add")
        #expect(host.text(of: "summary") == "0 of 2 done")
        #expect(host.texts.contains("Bread"))
        // The field was cleared: its placeholder shows again, and Add is disabled.
        #expect(host.texts.contains("New item"))
        #expect(throws: ViewHostError.disabled("Add")) { try host.tap("Add") }

        try host.tap("Bread")
        #expect(host.text(of: "summary") == "1 of 2 done")
        try host.tap("Milk")
        #expect(host.text(of: "summary") == "2 of 2 done")
        try host.tap("Bread")
        #expect(host.text(of: "summary") == "1 of 2 done")

        try host.tap("delete-1")
        #expect(host.text(of: "summary") == "0 of 1 done")
        #expect(!host.texts.contains("Milk"))
    }
}
