//! Dates without a date crate: today as `YYYY-MM-DD` (UTC). A leaf: the statistics (`store`),
//! the level files (`levels`) and the standings all date things, and none of them should need
//! another for it.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970 by the system clock (0 if the clock is before 1970).
fn seconds_since_1970() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// Today's date (UTC) as `YYYY-MM-DD`, without a date crate: days since 1970 to a civil date.
pub fn today() -> String {
    civil_date((seconds_since_1970() / 86_400) as i64)
}

/// The date `days` days after 1970-01-01, as `YYYY-MM-DD`.
fn civil_date(days: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_looks_like_a_date() {
        // Known days, leap days included.
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(59), "1970-03-01");
        assert_eq!(civil_date(10_956), "1999-12-31");
        assert_eq!(civil_date(11_016), "2000-02-29");
        assert_eq!(civil_date(11_017), "2000-03-01");
        assert_eq!(civil_date(47_540), "2100-02-28");
        assert_eq!(civil_date(47_541), "2100-03-01");
        // Every day of four centuries, against a calendar counted day by day.
        let (mut y, mut m, mut d) = (1970, 1, 1);
        for days in 0..146_097 {
            assert_eq!(civil_date(days), format!("{y:04}-{m:02}-{d:02}"), "day {days}");
            let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
            let length = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
            d += 1;
            if d > length {
                (d, m) = (1, m + 1);
                if m > 12 {
                    (m, y) = (1, y + 1);
                }
            }
        }
        // And today is such a date, the day of the clock (UTC).
        let t = today();
        let days = (seconds_since_1970() / 86_400) as i64;
        assert!(t == civil_date(days) || t == civil_date(days + 1), "{t}");
        assert!(t.as_str() >= "2025-01-01", "{t}");
    }
}
