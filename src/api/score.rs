//! The `score` contract: a winning hand and its conditions in, the hand score,
//! patterns, minimum and payments out.

use super::json::{contract, deserialize_by_from_json, FromJson};
use super::reply::Reply;
use super::request::{named, HandSpec};
use crate::error::{Error, ErrorCode, Result};
use crate::game::{settle, Game, MayWin, Outcome, Player};
use crate::hand::Hand;
use crate::level::Minimum;
use crate::notation;
use crate::payment::Points;
use crate::rulebook::{Edition, Shape};
use crate::score::{Evaluation, Limit, ReasonKind, Scored};
use crate::seat::BySeat;
use crate::win::{Blessing, Win, WinContext};
use serde::Serialize;

contract! {
    /// One scoring request (the CLI's JSON line, the JS `score` argument).
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS), ts(rename = "ScoreRequest"))]
    pub struct Request {
        /// The concealed tiles before the win, the melds and the table.
        #[serde(flatten)]
        pub hand: HandSpec [flatten],
        /// The winning tile.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
        pub win_tile: Option<String>,
        /// How the tile arrived; default `self_draw`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Win>"))]
        pub win: Option<String>,
        /// Last tile of the wall, or last discard.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<bool>"))]
        pub last_tile: bool,
        /// `heaven`, `earth` or `man`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Blessing>"))]
        pub blessing: Option<String>,
    }
}

deserialize_by_from_json!(Request);

impl Request {
    /// The win conditions and the players, read and checked for consistency with
    /// each other (D9: the winner's own `players` entry must agree).
    pub(super) fn choices(&self) -> Result<(WinContext, BySeat<Player>)> {
        let seat = self.hand.seat()?;
        let win = WinContext {
            win: named(self.win.as_deref())?.unwrap_or(Win::SelfDraw),
            last_tile: self.last_tile,
            blessing: named::<Blessing>(self.blessing.as_deref())?,
            seat,
            discarder: named(self.hand.discarder.as_deref())?,
        };
        Ok((win, self.hand.players(seat)?))
    }

    /// The request as a game: the hand (R21), then the choices, then the win rules.
    pub fn game(&self) -> Result<Game> {
        let hand = self.winning_hand()?;
        let (win, players) = self.choices()?;
        Game::new(hand, win, players)
    }

    /// The tiles as a winning hand (R21): concealed tiles, winning tile, melds.
    pub(super) fn winning_hand(&self) -> Result<Hand> {
        let tiles = self.hand.concealed()?;
        let win_tile = match &self.win_tile {
            Some(t) => notation::parse_tile(t)?,
            None => {
                return Err(Error::new(
                    ErrorCode::BadWinTile,
                    crate::error::ErrorReason::NoWinTile,
                    "win_tile is required",
                ))
            }
        };
        Hand::new(&tiles, win_tile, self.hand.melds()?)
    }
}

/// A successful answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Response {
    /// The hand score H (after the limit; halved for Concealed Discard).
    pub score: Points,
    /// H before Concealed Discard halving (equal to `score` otherwise).
    pub full_score: Points,
    /// Sum of the counted patterns before the limit.
    pub total: u32,
    /// `null`, `"counted"`, or the id of the limit pattern that sets the score.
    pub limit: Option<&'static str>,
    /// The limit pattern's name, or "Limit" for a counted limit; `null` without a limit.
    pub limit_name: Option<&'static str>,
    /// The same in Chinese.
    pub limit_name_zh: Option<&'static str>,
    /// The winner's edition.
    pub edition: Edition,
    /// The winner's level: "I" … "V" or "custom".
    #[cfg_attr(feature = "typescript", ts(type = "LevelName | \"custom\""))]
    pub level: &'static str,
    /// The shape of the best decomposition.
    pub shape: Shape,
    /// The groups of the best decomposition.
    pub groups: Vec<GroupOut>,
    /// The counted patterns; a pattern counted twice appears twice.
    pub patterns: Vec<PatternOut>,
    /// Patterns that hold but are not counted, with why.
    pub excluded: Vec<ExcludedOut>,
    /// The other decompositions, scored.
    pub alternatives: Vec<AlternativeOut>,
    /// The winner's minimum (R16).
    pub minimum: Minimum,
    /// The winner's minimum is met for this win (or waived by a chance pattern).
    pub can_win: bool,
    /// Whether the hand's score would meet the minimum by self-draw and on a discard.
    pub may_win: MayWin,
    /// The hand score each opponent pays on (R20), by seat.
    #[serde(serialize_with = "BySeat::serialize_present")]
    #[cfg_attr(feature = "typescript", ts(type = "Partial<Record<Seat, number>>"))]
    pub payer_scores: BySeat<Option<Points>>,
    /// Net points per seat; they sum to zero.
    pub payments: BySeat<Points>,
}

/// A group of a decomposition.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct GroupOut {
    /// chow, pung, kong, pair or single.
    pub kind: crate::group::GroupKind,
    /// Its tiles in mpsz.
    #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
    pub tiles: GroupText,
    /// Declared and shown.
    pub exposed: bool,
}

/// A group's tiles in mpsz (`123m`, `1111z`), kept inline: at most four digits
/// and a suit letter, so an answer's groups need no allocation each.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct GroupText {
    len: u8,
    buf: [u8; 5],
}

impl GroupText {
    /// The text of a group.
    pub fn of(g: &crate::group::Group) -> GroupText {
        let (n, step) = g.kind.layout();
        let mut buf = [g.tile.suit().letter() as u8; 5];
        let first = b'0' + g.tile.rank();
        for (k, b) in buf.iter_mut().take(n).enumerate() {
            *b = first + step * k as u8;
        }
        GroupText { len: n as u8 + 1, buf }
    }
}

impl std::ops::Deref for GroupText {
    type Target = str;
    fn deref(&self) -> &str {
        // Digits and a suit letter: always ASCII.
        std::str::from_utf8(&self.buf[..self.len as usize]).unwrap_or_default()
    }
}

impl std::fmt::Debug for GroupText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl Serialize for GroupText {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self)
    }
}

/// A counted pattern.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PatternOut {
    /// The Standard Level's id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Chinese name.
    pub name_zh: &'static str,
    /// Points.
    pub points: u32,
    /// The groups it uses, by index.
    pub groups: crate::group::Groups,
}

/// A pattern that holds but is not counted.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ExcludedOut {
    /// The Standard Level's id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Chinese name.
    pub name_zh: &'static str,
    /// Why it is not counted.
    pub reason: ReasonKind,
    /// The pattern that includes it or uses its groups.
    pub by: Option<&'static str>,
    /// The first edition that has it, when this one does not.
    pub edition: Option<Edition>,
}

/// Another decomposition, scored.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct AlternativeOut {
    /// Its shape.
    pub shape: Shape,
    /// Its groups.
    pub groups: Vec<GroupOut>,
    /// Its score after the limit.
    pub score: u32,
    /// Its total before the limit.
    pub total: u32,
    /// The ids of its counted patterns.
    pub patterns: Vec<&'static str>,
}

/// Scores a request: [`Request::game`], then [`settle`], written out.
///
/// ```
/// use fourseas::api::{read, score, Request};
/// let req: Request = read(r#"{"hand": "123456456789m5p", "win_tile": "5p"}"#, None).unwrap();
/// let r = score(&req).unwrap();
/// assert_eq!((r.total, r.score.to_string()), (55, "55".to_string()));
/// let bad: Request = read(r#"{"hand": "123m456m456m789m5"}"#, None).unwrap();
/// assert_eq!(score(&bad).unwrap_err().code().as_str(), "bad_notation");
/// ```
pub fn score(req: &Request) -> Result<Response> {
    let game = req.game()?;
    Ok(Response::from(&settle(&game)?))
}

/// Scores a request; errors become the error answer.
pub fn reply(req: &Request) -> Reply<Response> {
    score(req).into()
}

impl From<&Outcome> for Response {
    fn from(o: &Outcome) -> Self {
        let b = &o.evaluation.best;
        let (limit, limit_name, limit_name_zh) = match b.limit {
            Limit::None => (None, None, None),
            Limit::Counted => (Some("counted"), Some("Limit"), Some("满贯")),
            Limit::Pattern(p) => (Some(p.def().id), Some(p.def().name), Some(p.def().name_zh)),
        };
        Response {
            score: o.score,
            full_score: o.full_score,
            total: b.total,
            limit,
            limit_name,
            limit_name_zh,
            edition: o.winner.edition,
            level: o.winner.level.name(),
            shape: b.decomposition.shape,
            groups: groups_out(b),
            patterns: b
                .counted
                .iter()
                .map(|c| {
                    let d = c.pid.def();
                    PatternOut { id: d.id, name: d.name, name_zh: d.name_zh, points: d.points, groups: c.groups }
                })
                .collect(),
            excluded: b
                .excluded
                .iter()
                .map(|(p, r)| ExcludedOut {
                    id: p.def().id,
                    name: p.def().name,
                    name_zh: p.def().name_zh,
                    reason: r.kind(),
                    by: r.by().map(|b| b.def().id),
                    edition: r.edition(),
                })
                .collect(),
            alternatives: alternatives_out(&o.evaluation),
            minimum: o.minimum,
            can_win: o.can_win,
            may_win: o.may_win,
            payer_scores: o.payer_scores,
            payments: o.payments,
        }
    }
}

fn alternatives_out(ev: &Evaluation) -> Vec<AlternativeOut> {
    ev.alternatives
        .iter()
        .map(|s| AlternativeOut {
            shape: s.decomposition.shape,
            groups: groups_out(s),
            score: s.score,
            total: s.total,
            patterns: s.counted.iter().map(|c| c.pid.def().id).collect(),
        })
        .collect()
}

fn groups_out(s: &Scored) -> Vec<GroupOut> {
    s.decomposition
        .groups
        .iter()
        .map(|g| GroupOut { kind: g.kind, tiles: GroupText::of(g), exposed: g.exposed })
        .collect()
}
