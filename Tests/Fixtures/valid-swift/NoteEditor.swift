import SwiftUI
import UIKit

enum EditorField: Hashable {
    case title
    case body
}

/// A UITextView that grows with its text and takes part in SwiftUI's focus.
struct GrowingTextView: UIViewRepresentable {
    @Binding var text: String
    @FocusState<EditorField?>.Binding var focus: EditorField?
    let field: EditorField
    var font: UIFont = .preferredFont(forTextStyle: .body)

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        view.isScrollEnabled = false
        view.backgroundColor = .clear
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.adjustsFontForContentSizeCategory = true
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        context.coordinator.parent = self
        if view.text != text { view.text = text }
        if view.font != font { view.font = font }
        let wantsFocus = focus == field
        if wantsFocus, !view.isFirstResponder {
            DispatchQueue.main.async { view.becomeFirstResponder() }
        } else if !wantsFocus, view.isFirstResponder {
            DispatchQueue.main.async { view.resignFirstResponder() }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
        guard let width = proposal.width, width.isFinite else { return nil }
        let fitting = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: ceil(fitting.height))
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: GrowingTextView

        init(_ parent: GrowingTextView) { self.parent = parent }

        func textViewDidChange(_ textView: UITextView) {
            parent.text = textView.text
        }

        func textViewDidBeginEditing(_ textView: UITextView) {
            if parent.focus != parent.field { parent.focus = parent.field }
        }

        func textViewDidEndEditing(_ textView: UITextView) {
            if parent.focus == parent.field { parent.focus = nil }
        }
    }
}

struct NoteEditorScreen: View {
    @State private var title = ""
    @State private var body_ = ""
    @FocusState private var focus: EditorField?

    var body: some View {
        Form {
            TextField("Title", text: $title)
                .focused($focus, equals: .title)
                .submitLabel(.next)
                .onSubmit { focus = .body }
            GrowingTextView(text: $body_, focus: $focus, field: .body)
                .frame(minHeight: 120, alignment: .topLeading)
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { focus = nil }
            }
        }
        .onAppear { focus = .title }
    }
}

/// A field row that receives the focus binding of its parent form.
struct LabeledFocusRow<Value: Hashable>: View {
    var label: String
    @Binding var text: String
    var value: Value
    @FocusState<Value?>.Binding var focused: Value?

    var body: some View {
        LabeledContent(label) {
            TextField(label, text: $text)
                .focused($focused, equals: value)
        }
    }
}
