import Foundation
import ZingAPI

extension CosCredentials {
    /// Whether these credentials must no longer be used at `date`: true from `margin` seconds before
    /// `expiredTime` on, so an upload never starts with keys about to lapse. Request new ones instead (upload §7).
    public func isExpired(at date: Date, margin: TimeInterval = 60) -> Bool {
        date.addingTimeInterval(max(margin, 0)) >= expiredTime
    }
}
