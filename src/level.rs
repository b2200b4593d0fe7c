//! Winning levels and minimums (R16).

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// The least hand score that may win, by self-draw and on a discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Minimum {
    /// The least score for a self-drawn win.
    pub self_draw: u32,
    /// The least score for a win on a discard.
    pub discard: u32,
}

/// A winning level: one of I–V (`standard-explained.txt`), or custom minimums.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// 0 / 0.
    I,
    /// 5 / 5.
    II,
    /// 10 / 10.
    III,
    /// 10 / 20.
    IV,
    /// 20 / 40 (R16: the Standard Level's figures, not the 20/50 of the explanations).
    V,
    /// Minimums agreed at the table.
    Custom(Minimum),
}

impl Level {
    /// The five named levels, in order.
    pub const NAMED: [Level; 5] = [Level::I, Level::II, Level::III, Level::IV, Level::V];

    /// The minimums of the level (R16).
    pub const fn minimum(self) -> Minimum {
        let (self_draw, discard) = match self {
            Level::I => (0, 0),
            Level::II => (5, 5),
            Level::III => (10, 10),
            Level::IV => (10, 20),
            Level::V => (20, 40),
            Level::Custom(m) => return m,
        };
        Minimum { self_draw, discard }
    }

    /// "I" … "V", or "custom".
    pub const fn name(self) -> &'static str {
        match self {
            Level::I => "I",
            Level::II => "II",
            Level::III => "III",
            Level::IV => "IV",
            Level::V => "V",
            Level::Custom(_) => "custom",
        }
    }
}

impl FromStr for Level {
    type Err = Error;
    /// Reads "I" … "V" in any case.
    fn from_str(s: &str) -> Result<Level> {
        Level::NAMED.into_iter().find(|l| l.name().eq_ignore_ascii_case(s)).ok_or_else(|| {
            Error::from(crate::names::UnknownName {
                field: "level",
                got: s.to_string(),
                accepted: &["I", "II", "III", "IV", "V"],
            })
        })
    }
}
