import Trellis

extension Transaction {
    /// What a refund request ended in: StoreKit's `Transaction.RefundRequestStatus`.
    public enum RefundRequestStatus: Sendable {
        /// The request was sent.
        case success
        /// The user closed the sheet.
        case userCancelled
    }

    /// Why a refund request failed: StoreKit's `Transaction.RefundRequestError`.
    public enum RefundRequestError: Error, Sendable {
        /// A request for this transaction is already open.
        case duplicateRequest
        /// The request failed.
        case failed
    }
}

extension View {
    /// Presents the refund-request sheet for a transaction while `isPresented` is true (never, in
    /// a picture: `onDismiss` is not called).
    public func refundRequestSheet(
        for transactionID: Transaction.ID, isPresented: Binding<Bool>,
        onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil
    ) -> some View {
        self
    }
}
