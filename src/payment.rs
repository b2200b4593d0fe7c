//! Payments (R17, R19, R20) in half points, so Concealed Discard halves stay exact.

use crate::hand::{Seat, WinContext};
use serde::{Serialize, Serializer};
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// An amount of points, exact to the half (R19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(i64);

impl Points {
    pub const fn whole(n: i64) -> Points {
        Points(n * 2)
    }

    pub const fn half_of(self) -> Points {
        // Concealed Discard: half the full score, exactly (R19). Full scores are whole.
        Points(self.0 / 2)
    }

    pub const fn times(self, k: i64) -> Points {
        Points(self.0 * k)
    }

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
            write!(f, "{}", self.as_f64())
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
/// score `h` and threshold `f` (R20).
pub fn owed(win: &WinContext, payer: Seat, h: Points, f: u32) -> Points {
    let f = Points::whole(f as i64);
    if win.paid_as_self_draw() {
        return h.times(2);
    }
    let discarder = win.discarder == Some(payer);
    match (h <= f, discarder) {
        (true, true) => h.times(2),
        (true, false) => h,
        (false, true) => h.times(4) - f.times(2),
        (false, false) => f,
    }
}

/// Net result per seat (east, south, west, north), summing to zero.
///
/// ```
/// use fourseas::{payment::{settle, Points}, Seat, WinContext};
/// // A 70-point discard win, threshold 50: discarder 4H − 2F = 180, others 50 each.
/// let win = WinContext::discard(Seat::South, Seat::West);
/// let net = settle(&win, |_| (Points::whole(70), 50));
/// assert_eq!(net, [-Points::whole(50), Points::whole(280), -Points::whole(180), -Points::whole(50)]);
/// ```
pub fn settle(win: &WinContext, hand_for: impl Fn(Seat) -> (Points, u32)) -> [Points; 4] {
    let mut net = [Points::default(); 4];
    for payer in Seat::ALL.into_iter().filter(|&s| s != win.seat) {
        let (h, f) = hand_for(payer);
        let amount = owed(win, payer, h, f);
        net[payer as usize] = -amount;
        net[win.seat as usize] = net[win.seat as usize] + amount;
    }
    net
}
