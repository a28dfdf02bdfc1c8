import Foundation
import Testing
@testable import BridgeKBStore

/// The "last updated" day of a file: its UTC calendar day, as `YYYY-MM-DD`.
@Suite struct ContentDatesTests {
    @Test func aDayIsTheUTCCalendarDayOfTheDate() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        // A leap day, the last second of a year, the first of the next, a fraction before midnight, before 1970.
        for seconds in [951_782_400.0, 1_704_067_199, 1_704_067_200, 1_767_225_599.75, -86_401, 0] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(ContentDates.day(date) == formatter.string(from: date), "\(seconds)")
        }
        #expect(ContentDates.day(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29")
    }
}
