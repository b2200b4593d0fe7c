//! The request/response contract shared by the CLI and the WebAssembly module.
//! Requests use plain strings so that every bad value gets the engine's own
//! error code rather than a deserializer's.

use crate::error::{Error, ErrorCode, Result};
use crate::hand::{Blessing, Hand, Meld, Seat, Win, WinContext};
use crate::level::{Level, Minimum};
use crate::notation;
use crate::payment::{settle, Points};
use crate::rulebook::{Edition, PatternId};
use crate::score::{evaluate, Evaluation, Limit, Scored};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One scoring request (the CLI's JSON line, the JS `score` argument).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// Concealed tiles before the win.
    pub hand: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win_tile: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<MeldSpec>,
    /// Default `self_draw`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub last_tile: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blessing: Option<String>,
    /// Default `east`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<String>,
    /// Default `standard`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    /// Default per edition (R16).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<LevelSpec>,
    /// Other players' editions and levels for mixed-level play (R20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<BTreeMap<String, PlayerSpec>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeldSpec {
    pub tiles: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub concealed: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LevelSpec {
    Named(String),
    Custom(Minimum),
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<LevelSpec>,
}

/// A successful answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Response {
    pub ok: bool,
    /// The hand score H (after the limit; halved for Concealed Discard).
    pub score: Points,
    /// H before Concealed Discard halving (equal to `score` otherwise).
    pub full_score: Points,
    /// Sum of the counted patterns before the limit.
    pub total: u32,
    /// `null`, `"counted"`, or the id of the limit pattern that sets the score.
    pub limit: Option<String>,
    pub edition: Edition,
    pub level: String,
    pub shape: &'static str,
    pub groups: Vec<GroupOut>,
    pub patterns: Vec<PatternOut>,
    pub excluded: Vec<ExcludedOut>,
    pub alternatives: Vec<AlternativeOut>,
    pub minimum: Minimum,
    /// The winner's minimum is met for this win (or waived by a chance pattern).
    pub can_win: bool,
    /// Whether the hand's score would meet the minimum by self-draw and on a discard.
    pub may_win: MayWin,
    /// The hand score each opponent pays on (R20), by seat.
    pub payer_scores: BTreeMap<&'static str, Points>,
    pub payments: Payments,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GroupOut {
    pub kind: &'static str,
    pub tiles: String,
    pub exposed: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PatternOut {
    pub id: &'static str,
    pub name: &'static str,
    pub name_zh: &'static str,
    pub points: u32,
    pub groups: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExcludedOut {
    pub id: &'static str,
    pub name: &'static str,
    pub name_zh: &'static str,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AlternativeOut {
    pub shape: &'static str,
    pub groups: Vec<GroupOut>,
    pub score: u32,
    pub total: u32,
    pub patterns: Vec<&'static str>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct MayWin {
    pub self_draw: bool,
    pub discard: bool,
}

/// Net points per seat; they sum to zero.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Payments {
    pub east: Points,
    pub south: Points,
    pub west: Points,
    pub north: Points,
}

/// The error answer: `{"ok": false, "error": {"code", "message"}}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ErrorReply {
    pub ok: bool,
    pub error: ErrorBody,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ErrorBody {
    pub code: &'static str,
    pub message: String,
}

impl From<&Error> for ErrorReply {
    fn from(e: &Error) -> Self {
        ErrorReply { ok: false, error: ErrorBody { code: e.code().as_str(), message: e.message().to_string() } }
    }
}

/// Either answer, serialized as the contract says.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Reply {
    Ok(Box<Response>),
    Err(ErrorReply),
}

/// Scores a request; errors become the error answer.
pub fn reply(req: &Request) -> Reply {
    match score(req) {
        Ok(r) => Reply::Ok(Box::new(r)),
        Err(e) => Reply::Err(ErrorReply::from(&e)),
    }
}

/// A player's edition and level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Player {
    pub edition: Edition,
    pub level: Level,
}

/// A request read into engine types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub hand: Hand,
    pub win: WinContext,
    /// By seat; every seat filled (the winner's settings by default).
    pub players: [Player; 4],
}

impl Game {
    /// Reads and checks a request (R18, R19, R21).
    pub fn from_request(req: &Request) -> Result<Game> {
        let tiles = notation::parse(&req.hand)?;
        let win_tile = match &req.win_tile {
            Some(t) => notation::parse_tile(t)?,
            None => return Err(Error::new(ErrorCode::BadWinTile, "win_tile is required")),
        };
        let melds = req
            .melds
            .iter()
            .map(|m| Meld::from_tiles(&notation::parse(&m.tiles)?, m.concealed))
            .collect::<Result<Vec<_>>>()?;
        let hand = Hand::new(&tiles, win_tile, melds)?;
        let seat = req.seat.as_deref().map(Seat::parse).transpose()?.unwrap_or(Seat::East);
        let win = WinContext {
            win: req.win.as_deref().map(Win::parse).transpose()?.unwrap_or(Win::SelfDraw),
            last_tile: req.last_tile,
            blessing: req.blessing.as_deref().map(Blessing::parse).transpose()?,
            seat,
            discarder: req.discarder.as_deref().map(Seat::parse).transpose()?,
        };
        let edition = parse_edition(req.edition.as_deref())?.unwrap_or(Edition::Standard);
        let level = parse_level(req.level.as_ref())?.unwrap_or(Level::default_for(edition));
        let me = Player { edition, level };
        let mut players = [me; 4];
        for (name, spec) in req.players.iter().flatten() {
            let s = Seat::parse(name)?;
            let e = parse_edition(spec.edition.as_deref())?.unwrap_or(edition);
            let l = parse_level(spec.level.as_ref())?.unwrap_or(Level::default_for(e));
            if s == seat && (spec.edition.is_some() && e != edition || spec.level.is_some() && l != level) {
                return Err(Error::new(
                    ErrorCode::ContradictoryWin,
                    format!("players.{name} is the winner and disagrees with the top-level edition or level"),
                ));
            }
            if s != seat {
                players[s as usize] = Player { edition: e, level: l };
            }
        }
        // Project decision (docs/rules.md): Concealed Discard is a Standard Level mechanism.
        if win.win == Win::ConcealedDiscard && edition != Edition::Standard {
            return Err(Error::new(
                ErrorCode::ContradictoryWin,
                "Concealed Discard (Hidden Path Revealed) exists only in the Standard edition",
            ));
        }
        hand.check_context(&win)?;
        Ok(Game { hand, win, players })
    }
}

fn parse_edition(s: Option<&str>) -> Result<Option<Edition>> {
    s.map(|s| {
        Edition::parse(s).ok_or_else(|| {
            Error::new(
                ErrorCode::BadValue,
                format!("edition '{s}' is not one of beginner, basic, intermediate, standard"),
            )
        })
    })
    .transpose()
}

fn parse_level(l: Option<&LevelSpec>) -> Result<Option<Level>> {
    l.map(|l| match l {
        LevelSpec::Named(n) => Level::parse(n),
        LevelSpec::Custom(m) => Ok(Level::Custom(*m)),
    })
    .transpose()
}

/// Scores a request: the best decomposition under the winner's edition, the
/// minimum (R16), and payments with each opponent's own score (R17–R20).
pub fn score(req: &Request) -> Result<Response> {
    let game = Game::from_request(req)?;
    let me = game.players[game.win.seat as usize];
    let ev = evaluate(&game.hand, &game.win, me.edition)?;
    let full = Points::whole(ev.best.score as i64);
    let concealed = game.win.win == Win::ConcealedDiscard;
    let halve = |p: Points| if concealed { p.half_of() } else { p };
    let minimum = me.level.minimum();
    // R16: the four chance patterns waive the minimum.
    let exempt = ev
        .best
        .counted
        .iter()
        .any(|c| matches!(c.pid, PatternId::H11 | PatternId::H12 | PatternId::H21 | PatternId::H22));
    let may_win = MayWin {
        self_draw: exempt || ev.best.score >= minimum.self_draw,
        discard: exempt || ev.best.score >= minimum.discard,
    };
    // R18, D11: Blessing of Man counts as a self-draw where the edition has the pattern.
    // R19: a Concealed Discard win must reach the discard minimum at its full score.
    let settled = match game.win.blessing {
        Some(Blessing::Man) if !me.edition.has(PatternId::H13) => WinContext { blessing: None, ..game.win },
        _ => game.win,
    };
    let can_win = if settled.paid_as_self_draw() { may_win.self_draw } else { may_win.discard };

    // R20: each payer's own edition scores the hand (once per edition); D5: a hand with
    // no winning shape in that edition scores 0 for them.
    let mut by_edition = [None; 4];
    by_edition[me.edition as usize] = Some(ev.best.score);
    let mut payer_scores = BTreeMap::new();
    let mut by_seat = [(Points::default(), 0u32); 4];
    for s in Seat::ALL.into_iter().filter(|&s| s != game.win.seat) {
        let p = game.players[s as usize];
        let theirs = *by_edition[p.edition as usize]
            .get_or_insert_with(|| evaluate(&game.hand, &game.win, p.edition).map_or(0, |e| e.best.score));
        let h = halve(Points::whole(ev.best.score.min(theirs) as i64));
        payer_scores.insert(s.as_str(), h);
        by_seat[s as usize] = (h, p.edition.payment_threshold());
    }
    let net = if can_win { settle(&settled, |s| by_seat[s as usize]) } else { [Points::default(); 4] };
    let b = &ev.best;
    Ok(Response {
        ok: true,
        score: halve(full),
        full_score: full,
        total: b.total,
        limit: limit_out(b.limit),
        edition: me.edition,
        level: me.level.name().to_string(),
        shape: b.decomposition.shape.as_str(),
        groups: groups_out(b),
        patterns: patterns_out(b),
        excluded: excluded_out(b),
        alternatives: alternatives_out(&ev),
        minimum,
        can_win,
        may_win,
        payer_scores,
        payments: Payments { east: net[0], south: net[1], west: net[2], north: net[3] },
    })
}

fn limit_out(limit: Limit) -> Option<String> {
    match limit {
        Limit::None => None,
        Limit::Counted => Some("counted".into()),
        Limit::Pattern(p) => Some(p.def().id.into()),
    }
}

fn patterns_out(b: &Scored) -> Vec<PatternOut> {
    b.counted
        .iter()
        .map(|c| {
            let d = c.pid.def();
            PatternOut {
                id: d.id,
                name: d.name,
                name_zh: d.name_zh,
                points: d.points,
                groups: (0..16).filter(|i| c.groups & (1 << i) != 0).collect(),
            }
        })
        .collect()
}

fn excluded_out(b: &Scored) -> Vec<ExcludedOut> {
    b.excluded
        .iter()
        .map(|(p, r)| ExcludedOut { id: p.def().id, name: p.def().name, name_zh: p.def().name_zh, reason: r.text() })
        .collect()
}

fn alternatives_out(ev: &Evaluation) -> Vec<AlternativeOut> {
    ev.alternatives
        .iter()
        .map(|s| AlternativeOut {
            shape: s.decomposition.shape.as_str(),
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
        .map(|g| GroupOut { kind: g.kind.as_str(), tiles: notation::format(&g.tiles()), exposed: g.exposed })
        .collect()
}
