//! The request fields every hand contract shares (`score`, `conditions` and
//! `analyze`): the tiles, the melds, and the table (seats, editions, levels),
//! and their reading into the engine's types.

use super::json::{contract, FromJson};
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::game::Player;
use crate::group::Meld;
use crate::level::{Level, Minimum};
use crate::notation;
use crate::rulebook::Edition;
use crate::seat::{BySeat, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::str::FromStr;

contract! {
    /// The fields a score request and an analysis request share: the concealed
    /// tiles, the melds, and who sits where with which edition and level.
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct HandSpec {
        /// The concealed tiles (`hand` in JSON).
        #[serde(rename = "hand")]
        #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
        pub tiles: String [required rename "hand"],
        /// Declared melds.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Vec<MeldSpec>>"))]
        pub melds: Vec<MeldSpec>,
        /// The player's (the winner's) seat; default `east`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Seat>"))]
        pub seat: Option<String>,
        /// Who discarded (for `analyze`: who discards, for the discard-win figures;
        /// default the next seat).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Seat>"))]
        pub discarder: Option<String>,
        /// The player's edition; default `standard`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Edition>"))]
        pub edition: Option<String>,
        /// The player's level; default per edition (R16).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub level: Option<LevelSpec>,
        /// Other players' editions and levels for mixed-level play (R20), by seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Partial<Record<Seat, PlayerSpec>>"))]
        pub players: Option<BTreeMap<String, PlayerSpec>>,
    }
}

contract! {
    /// A meld in a request.
    #[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct MeldSpec {
        /// Its tiles.
        #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
        pub tiles: String [required],
        /// A concealed kong.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<bool>"))]
        pub concealed: bool,
    }
}

impl From<&Meld> for MeldSpec {
    /// A meld as a request writes it.
    fn from(m: &Meld) -> Self {
        MeldSpec { tiles: notation::format(&m.tiles()), concealed: m.concealed }
    }
}

/// A level in a request: `"I"` … `"V"`, or custom minimums.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum LevelSpec {
    /// A named level.
    Named(#[cfg_attr(feature = "typescript", ts(type = "LevelName"))] String),
    /// Custom minimums.
    Custom(Minimum),
}

contract! {
    /// A player's edition and level in a request.
    #[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct PlayerSpec {
        /// The player's edition; default the winner's.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Edition>"))]
        pub edition: Option<String>,
        /// The player's level; default per edition.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub level: Option<LevelSpec>,
    }
}

/// Melds as a request writes them, read.
pub(super) fn melds_of(specs: &[MeldSpec]) -> Result<Vec<Meld>> {
    specs.iter().map(|m| Meld::from_tiles(&notation::parse(&m.tiles)?, m.concealed)).collect()
}

/// Reads an optional named value.
pub(super) fn named<T: FromStr>(s: Option<&str>) -> Result<Option<T>>
where
    Error: From<T::Err>,
{
    Ok(s.map(str::parse).transpose()?)
}

/// Reads a level as a request gives it: a name (`"IV"`) or custom minimums.
pub fn level_of(l: &LevelSpec) -> Result<Level> {
    match l {
        LevelSpec::Named(n) => n.parse(),
        LevelSpec::Custom(m) => Ok(Level::Custom(*m)),
    }
}

/// Reads an optional level.
pub(super) fn level(l: Option<&LevelSpec>) -> Result<Option<Level>> {
    l.map(|l| match l {
        LevelSpec::Named(n) => n.parse(),
        LevelSpec::Custom(m) => Ok(Level::Custom(*m)),
    })
    .transpose()
}

/// A player of `edition` at `level`, or at the edition's default level.
pub(super) fn player(edition: Option<&str>, l: Option<&LevelSpec>, default: Edition) -> Result<Player> {
    let edition = named(edition)?.unwrap_or(default);
    Ok(Player { edition, level: level(l)?.unwrap_or(Player::new(edition).level) })
}

impl HandSpec {
    /// The concealed tiles.
    pub(super) fn concealed(&self) -> Result<Vec<crate::tile::Tile>> {
        notation::parse(&self.tiles)
    }

    /// The declared melds.
    pub(super) fn melds(&self) -> Result<Vec<Meld>> {
        melds_of(&self.melds)
    }

    /// The player's seat.
    pub(super) fn seat(&self) -> Result<Seat> {
        Ok(named(self.seat.as_deref())?.unwrap_or(Seat::East))
    }

    /// Every seat's player: the player at `seat` from `edition` and `level`, the
    /// others from `players` or else alike (R20). The player's own `players`
    /// entry must agree with the top-level fields (D9).
    pub(super) fn players(&self, seat: Seat) -> Result<BySeat<Player>> {
        let me = player(self.edition.as_deref(), self.level.as_ref(), Edition::Standard)?;
        let mut players = BySeat::new(me);
        let mut named_seats = Vec::new();
        for (name, spec) in self.players.iter().flatten() {
            let s: Seat = name.parse()?;
            if named_seats.contains(&s) {
                let message = format!("players names the {s} seat twice");
                return Err(Error::new(ErrorCode::BadRequest, ErrorReason::SeatTwice, message).arg("seat", s.as_str()));
            }
            named_seats.push(s);
            let p = player(spec.edition.as_deref(), spec.level.as_ref(), me.edition)?;
            if s == seat
                && (spec.edition.is_some() && p.edition != me.edition || spec.level.is_some() && p.level != me.level)
            {
                return Err(Error::new(
                    ErrorCode::ContradictoryWin,
                    ErrorReason::WinnerDisagrees,
                    format!(
                        "players.{} is the winner and disagrees with the top-level edition or level",
                        crate::names::excerpt(name)
                    ),
                )
                .arg("seat", s.as_str()));
            }
            if s != seat {
                players[s] = p;
            }
        }
        Ok(players)
    }
}

impl FromJson for LevelSpec {
    /// serde's untagged enum: a name, else minimums (an object of both or an
    /// array of two), else one message whatever went wrong.
    fn from_json(v: Value) -> std::result::Result<Self, String> {
        let count = |x: &Value| x.as_u64().and_then(|u| u32::try_from(u).ok());
        let custom = match &v {
            Value::String(s) => return Ok(LevelSpec::Named(s.clone())),
            Value::Object(m) if m.len() == 2 => {
                (count(m.get("self_draw").unwrap_or(&Value::Null)), count(m.get("discard").unwrap_or(&Value::Null)))
            }
            Value::Array(a) if a.len() == 2 => (count(&a[0]), count(&a[1])),
            _ => (None, None),
        };
        match custom {
            (Some(self_draw), Some(discard)) => Ok(LevelSpec::Custom(Minimum { self_draw, discard })),
            _ => Err("data did not match any variant of untagged enum LevelSpec".into()),
        }
    }
}
