//! Payments (R17, R19, R20) in half points, so Concealed Discard halves stay exact.

use crate::seat::{BySeat, Seat};
use serde::{Serialize, Serializer};
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// An amount of points, exact to the half (R19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(i64);

impl Points {
    /// `n` whole points.
    pub const fn whole(n: i64) -> Points {
        Points(n * 2)
    }

    /// `n` half points.
    pub const fn halves_of(n: i64) -> Points {
        Points(n)
    }

    /// Half, exactly: Concealed Discard (R19).
    pub const fn half_of(self) -> Points {
        // Concealed Discard: half the full score, exactly (R19). Full scores are whole.
        Points(self.0 / 2)
    }

    /// `k` times as much.
    pub const fn times(self, k: i64) -> Points {
        Points(self.0 * k)
    }

    /// As a number, halves included.
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 2.0
    }

    /// In half points.
    pub const fn halves(self) -> i64 {
        self.0
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0 + o.0)
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        Points(self.0 - o.0)
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(-self.0)
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 % 2 == 0 {
            write!(f, "{}", self.0 / 2)
        } else {
            // A half: the whole part and ".5", without float formatting.
            let sign = if self.0 < 0 { "-" } else { "" };
            write!(f, "{sign}{}.5", self.0.unsigned_abs() / 2)
        }
    }
}

/// Whole amounts serialize as integers, halves as `x.5`.
impl Serialize for Points {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0 % 2 == 0 {
            s.serialize_i64(self.0 / 2)
        } else {
            s.serialize_f64(self.as_f64())
        }
    }
}

/// What one paying player owes the winner, by R17 with that player's own hand
/// score `h` and threshold `f` (R20). `discarder` is `None` for a win paid as a
/// self-draw.
pub fn owed(discarder: Option<Seat>, payer: Seat, h: Points, f: u32) -> Points {
    let f = Points::whole(f as i64);
    let Some(discarder) = discarder else { return h.times(2) };
    match (h <= f, discarder == payer) {
        (true, true) => h.times(2),
        (true, false) => h,
        (false, true) => h.times(4) - f.times(2),
        (false, false) => f,
    }
}

/// Net result per seat, summing to zero: every other seat pays the winner what it
/// owes with its own hand score and threshold.
///
/// ```
/// use fourseas::{payment::{net, Points}, BySeat, Seat};
/// // A 70-point discard win, threshold 50: discarder 4H − 2F = 180, others 50 each.
/// let n = net(Seat::South, Some(Seat::West), |_| (Points::whole(70), 50));
/// assert_eq!(n[Seat::West], -Points::whole(180));
/// assert_eq!(n[Seat::South], Points::whole(280));
/// assert_eq!(n[Seat::North], -Points::whole(50));
/// ```
pub fn net(winner: Seat, discarder: Option<Seat>, hand_for: impl Fn(Seat) -> (Points, u32)) -> BySeat<Points> {
    let mut net = BySeat::new(Points::default());
    for payer in Seat::ALL.into_iter().filter(|&s| s != winner) {
        let (h, f) = hand_for(payer);
        let amount = owed(discarder, payer, h, f);
        net[payer] = -amount;
        net[winner] = net[winner] + amount;
    }
    net
}
