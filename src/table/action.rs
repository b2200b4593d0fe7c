//! What a seat may do at the table: on its own turn (discard, bury, kong, win)
//! and when a tile is offered to it (win, kong, pung, chow, pass).

use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::names::excerpt;
use crate::notation;
use crate::tile::Tile;
use serde::{Deserialize, Serialize};

/// One action of one seat. In JSON `{"action": "discard", "tile": "5p"}`,
/// `{"action": "chow", "tiles": "345m"}`, `{"action": "pass"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Discard a concealed tile face up.
    Discard(Tile),
    /// Discard a concealed tile face down: Concealed Discard (R27).
    Conceal(Tile),
    /// A kong of this tile: on the seat's own turn concealed (four held) or
    /// added to its exposed pung; on an offered discard, exposed (R25, R26).
    Kong(Tile),
    /// Declare the win: a self-draw on the seat's turn, or on the offered tile.
    Win,
    /// Chow the offered discard: the chow whose lowest tile is this (R25).
    Chow(Tile),
    /// Pung the offered discard.
    Pung(Tile),
    /// Let the offered tile go (a win included: R29's decline).
    Pass,
}

impl Action {
    /// The action's name in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Action::Discard(_) => "discard",
            Action::Conceal(_) => "conceal",
            Action::Kong(_) => "kong",
            Action::Win => "win",
            Action::Chow(_) => "chow",
            Action::Pung(_) => "pung",
            Action::Pass => "pass",
        }
    }

    /// Whether this answers an offered tile rather than acting on one's turn.
    pub fn is_claim(self) -> bool {
        matches!(self, Action::Chow(_) | Action::Pung(_) | Action::Pass)
    }
}

/// The JSON form of an action.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Json {
    action: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tile: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tiles: Option<String>,
}

impl Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let (tile, tiles) = match *self {
            Action::Discard(t) | Action::Conceal(t) | Action::Kong(t) | Action::Pung(t) => (Some(t.to_string()), None),
            Action::Chow(t) => (None, Some(chow_text(t))),
            Action::Win | Action::Pass => (None, None),
        };
        Json { action: self.name().to_string(), tile, tiles }.serialize(s)
    }
}

/// The three tiles of the chow from `low`.
pub(crate) fn chow_text(low: Tile) -> String {
    let ts: Vec<Tile> = (0..3).filter_map(|d| low.shifted(d)).collect();
    notation::format(&ts)
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let j = Json::deserialize(d)?;
        Action::read(&j.action, j.tile.as_deref(), j.tiles.as_deref()).map_err(serde::de::Error::custom)
    }
}

impl Action {
    /// Reads an action from its name and tile or tiles: a coded error names
    /// what is wrong.
    pub fn read(action: &str, tile: Option<&str>, tiles: Option<&str>) -> Result<Action> {
        let one = || match tile {
            Some(t) => notation::parse_tile(t).map_err(|e| e.recoded(ErrorCode::BadNotation)),
            None => {
                let message = format!("the action {action} needs its tile");
                Err(Error::new(ErrorCode::BadRequest, ErrorReason::ActionTile, message).arg("action", excerpt(action)))
            }
        };
        Ok(match action.to_ascii_lowercase().as_str() {
            "discard" => Action::Discard(one()?),
            "conceal" => Action::Conceal(one()?),
            "kong" => Action::Kong(one()?),
            "pung" => Action::Pung(one()?),
            "win" => Action::Win,
            "pass" | "decline" => Action::Pass,
            "chow" => {
                let text = tiles.ok_or_else(|| {
                    Error::new(ErrorCode::BadRequest, ErrorReason::ActionTile, "a chow needs its tiles")
                        .arg("action", "chow")
                })?;
                let mut ts = notation::parse(text)?;
                ts.sort();
                match ts[..] {
                    [a, b, c] if a.is_number() && a.shifted(1) == Some(b) && b.shifted(1) == Some(c) => Action::Chow(a),
                    _ => {
                        let message = format!("'{}' is not a chow", excerpt(text));
                        return Err(
                            Error::new(ErrorCode::BadMeld, ErrorReason::NotAChow, message).arg("text", excerpt(text))
                        );
                    }
                }
            }
            other => {
                return Err(Error::from(crate::names::UnknownName {
                    field: "action",
                    got: other.to_string(),
                    accepted: &["discard", "conceal", "kong", "win", "chow", "pung", "pass", "decline"],
                }))
            }
        })
    }
}
