//! Winning levels and minimums (R16).

use crate::error::{Error, ErrorCode, Result};
use crate::rulebook::Edition;
use serde::{Deserialize, Serialize};

/// The least hand score that may win, by self-draw and on a discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Minimum {
    pub self_draw: u32,
    pub discard: u32,
}

/// A winning level: one of I–V, or custom minimums.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    Named(u8),
    Custom(Minimum),
}

impl Level {
    const TABLE: [(&'static str, Minimum); 5] = [
        ("I", Minimum { self_draw: 0, discard: 0 }),
        ("II", Minimum { self_draw: 5, discard: 5 }),
        ("III", Minimum { self_draw: 10, discard: 10 }),
        ("IV", Minimum { self_draw: 10, discard: 20 }),
        // R16: the Standard Level's 20/40, not the 20/50 of the explanations.
        ("V", Minimum { self_draw: 20, discard: 40 }),
    ];

    /// R16 defaults: Beginner II, Basic III, Intermediate IV, Standard IV.
    pub fn default_for(e: Edition) -> Level {
        match e {
            Edition::Beginner => Level::Named(2),
            Edition::Basic => Level::Named(3),
            Edition::Intermediate | Edition::Standard => Level::Named(4),
        }
    }

    /// Reads "I" … "V" (case-insensitive).
    pub fn parse(s: &str) -> Result<Level> {
        Level::TABLE
            .iter()
            .position(|(n, _)| n.eq_ignore_ascii_case(s))
            .map(|i| Level::Named(i as u8 + 1))
            .ok_or_else(|| Error::new(ErrorCode::BadValue, format!("level '{s}' is not one of I, II, III, IV, V")))
    }

    pub fn minimum(self) -> Minimum {
        match self {
            Level::Named(n) => Level::TABLE[(n.clamp(1, 5) - 1) as usize].1,
            Level::Custom(m) => m,
        }
    }

    /// "IV", or "custom".
    pub fn name(self) -> &'static str {
        match self {
            Level::Named(n) => Level::TABLE[(n.clamp(1, 5) - 1) as usize].0,
            Level::Custom(_) => "custom",
        }
    }
}
