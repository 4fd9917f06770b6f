import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension TransportFault {
    /// Classifies an error thrown by `URLSession` or by task cancellation.
    ///
    /// `CancellationError` and `URLError.cancelled` become ``cancelled``; other `URLError` codes are mapped
    /// by ``init(urlErrorCode:)``; anything else becomes ``other(code:)`` with its `NSError` code.
    public init(classifying error: any Error) {
        if let fault = error as? TransportFault {
            self = fault
        } else if error is CancellationError {
            self = .cancelled
        } else if let urlError = error as? URLError {
            self.init(urlErrorCode: urlError.errorCode)
        } else {
            let nsError = error as NSError
            self =
                nsError.domain == NSURLErrorDomain
                ? TransportFault(urlErrorCode: nsError.code) : .other(code: nsError.code)
        }
    }

    /// Maps an `NSURLErrorDomain` code to a fault.
    public init(urlErrorCode code: Int) {
        switch code {
        case NSURLErrorCancelled:
            self = .cancelled
        case NSURLErrorTimedOut:
            self = .timeout
        case NSURLErrorNotConnectedToInternet, NSURLErrorDataNotAllowed, NSURLErrorInternationalRoamingOff:
            self = .offline
        case NSURLErrorCannotConnectToHost, NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
            self = .cannotConnect
        // swift-corelibs-foundation (libcurl) reports truncated or broken transfers as NSURLErrorUnknown (-1).
        case NSURLErrorNetworkConnectionLost, NSURLErrorSecureConnectionFailed, NSURLErrorUnknown:
            self = .connectionLost
        default:
            self = .other(code: code)
        }
    }
}
