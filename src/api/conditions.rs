//! The `conditions` contract: for a hand that may still be incomplete, which
//! win types, blessings, seats, editions, tiles and melds may be chosen, and
//! the error each impossible choice would give (D13).

use super::reply::ErrorBody;
use super::score::Request;
use crate::conditions::{conditions as possible, Conditions, Draft};
use crate::error::{Error, Result};
use crate::notation;
use crate::rulebook::Edition;
use crate::seat::Seat;
use crate::win::{Blessing, Win};
use serde::Serialize;

/// Whether a choice can be made, and if not, the error making it would give.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Allowed {
    /// Whether it can be chosen.
    pub possible: bool,
    /// Why not.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub error: Option<ErrorBody>,
}

impl From<&Option<Error>> for Allowed {
    fn from(err: &Option<Error>) -> Self {
        Allowed { possible: err.is_none(), error: err.as_ref().map(ErrorBody::from) }
    }
}

/// One value of a choice, and whether it can be chosen.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Possible<T> {
    /// The value.
    pub value: T,
    /// Whether it can be chosen.
    pub possible: bool,
    /// Why not.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub error: Option<ErrorBody>,
}

fn list<T: Copy>(v: &[(T, Option<Error>)]) -> Vec<Possible<T>> {
    v.iter()
        .map(|(value, e)| {
            let Allowed { possible, error } = e.into();
            Possible { value: *value, possible, error }
        })
        .collect()
}

/// What may be added at one tile.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct TileChoices {
    /// The tile in mpsz.
    #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
    pub tile: String,
    /// Adding it to the hand.
    pub add: Allowed,
    /// A chow starting at it.
    pub chow: Allowed,
    /// A pung.
    pub pung: Allowed,
    /// An exposed kong.
    pub kong: Allowed,
    /// A concealed kong.
    pub concealed_kong: Allowed,
    /// The copies not in the hand or its melds.
    pub left: u8,
}

/// The answer of [`conditions`].
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ConditionsResponse {
    /// The tiles make a full hand.
    pub complete: bool,
    /// The tiles are one short of a full hand: waiting for the next.
    pub waiting: bool,
    /// The hand's size: the concealed tiles and three per meld (14 is full).
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub count: usize,
    /// Each win type.
    pub win: Vec<Possible<Win>>,
    /// Each blessing.
    pub blessing: Vec<Possible<Blessing>>,
    /// Last tile of the wall, or last discard.
    pub last_tile: Allowed,
    /// Each discarder.
    pub discarder: Vec<Possible<Seat>>,
    /// Each seat for the winner.
    pub seat: Vec<Possible<Seat>>,
    /// Each edition for the winner.
    pub edition: Vec<Possible<Edition>>,
    /// Each of the 34 tiles.
    pub tiles: Vec<TileChoices>,
}

impl From<&Conditions> for ConditionsResponse {
    fn from(c: &Conditions) -> Self {
        ConditionsResponse {
            complete: c.complete,
            waiting: c.waiting,
            count: c.count,
            win: list(&c.win),
            blessing: list(&c.blessing),
            last_tile: (&c.last_tile).into(),
            discarder: list(&c.discarder),
            seat: list(&c.seat),
            edition: list(&c.edition),
            tiles: c
                .tiles
                .iter()
                .map(|t| TileChoices {
                    tile: t.tile.to_string(),
                    add: (&t.add).into(),
                    chow: (&t.chow).into(),
                    pung: (&t.pung).into(),
                    kong: (&t.kong).into(),
                    concealed_kong: (&t.concealed_kong).into(),
                    left: t.left,
                })
                .collect(),
        }
    }
}

/// Which choices are possible for the request's tiles, which may be a hand still
/// being entered (`win_tile` optional).
pub fn conditions(req: &Request) -> Result<ConditionsResponse> {
    Ok(ConditionsResponse::from(&possible(&req.draft()?)?))
}

impl Request {
    /// The request as a hand being entered: `win_tile` optional, any number of
    /// concealed tiles up to a full hand.
    pub fn draft(&self) -> Result<Draft> {
        let mut tiles = self.hand.concealed()?;
        if let Some(t) = &self.win_tile {
            tiles.push(notation::parse_tile(t)?);
        }
        let melds = self.hand.melds()?;
        let (win, players) = self.choices()?;
        Ok(Draft { tiles, melds, edition: players[win.seat].edition, win })
    }
}
