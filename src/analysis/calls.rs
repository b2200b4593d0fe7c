//! Call advice: what each legal answer to an offered discard is worth in the
//! value model. The offered tile is seen (D22); a pung or chow leads to a
//! 14-tile position whose best discard is the option's (so its value is that
//! position's `analyze` value, bit for bit); a kong draws a replacement first,
//! a win on it being a Win by Kong Replacement (R16: exempt from the minimum),
//! and has no single discard (D24).

use super::model::{prize_val, Val};
use super::{analyze, Analysis, Analyst, Position, Value};
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::few::Few;
use crate::group::{Meld, MeldKind};
use crate::hand::check_melds;
use crate::names::named;
use crate::payment::Points;
use crate::seat::{BySeat, Seat};
use crate::tile::{Tile, TileCounts};
use crate::win::{Win, WinContext};
use serde::Serialize;

/// A discard offered to the player: the tile and who discarded it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Offer {
    /// The tile.
    pub tile: Tile,
    /// The discarder's seat.
    pub from: Seat,
}

named! {
    /// An answer to an offered discard.
    pub enum Call("call") {
        /// Win on it.
        Win = "win",
        /// Kong it, then draw a replacement.
        Kong = "kong",
        /// Pung it.
        Pung = "pung",
        /// Chow it: only from the previous seat.
        Chow = "chow",
        /// Let it go.
        Pass = "pass",
    }
}

/// One legal answer to an offered discard and what it is worth.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct CallOption {
    /// The answer.
    pub call: Call,
    /// Kong, pung and chow: the meld made.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "meld_notation")]
    #[cfg_attr(feature = "typescript", ts(optional, type = "Notation"))]
    pub meld: Option<Meld>,
    /// Pung and chow: the best discard after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub discard: Option<Tile>,
    /// Win: the hand score H.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub score: Option<Points>,
    /// Win: net points per seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional, type = "Record<Seat, number>"))]
    pub payments: Option<BySeat<Points>>,
    /// The value model's figures after the answer; `null` beyond three shanten.
    pub value: Option<Value>,
}

fn meld_notation<S: serde::Serializer>(m: &Option<Meld>, s: S) -> std::result::Result<S::Ok, S::Error> {
    match m {
        Some(m) => s.serialize_str(&crate::notation::format(&m.tiles())),
        None => s.serialize_none(),
    }
}

/// The analysis of a 13-tile hand offered a discard: the hand's own analysis
/// (the offered tile seen) with every call option, best first.
pub(super) fn advise(pos: &Position, offer: Offer) -> Result<Analysis> {
    if offer.from == pos.seat {
        return Err(Error::new(
            ErrorCode::BadDiscarder,
            ErrorReason::OwnDiscard,
            "the player cannot be offered its own discard",
        ));
    }
    let mut own = pos.clone();
    own.offered = None;
    own.seen.add(offer.tile, 1);
    let c = TileCounts::from_tiles(&pos.concealed);
    let mut a = Analyst::new(&own)?;
    let mut w = a.waiting(&c);
    w.value = a.value_of(&c, true);
    let mut calls = Vec::new();
    let (seat, t) = (pos.seat, offer.tile);
    if let Some(out) = a.settle(&c, t, WinContext::discard(seat, offer.from)).filter(|o| o.can_win) {
        let value = Value {
            win_chance: 1.0,
            expected_score: out.score.as_f64(),
            expected_gain: out.payments[seat].as_f64(),
            self_draw_chance: 0.0,
            discard_chance: 1.0,
            outcomes: None,
        };
        calls.push(CallOption {
            call: Call::Win,
            meld: None,
            discard: None,
            score: Some(out.score),
            payments: Some(out.payments),
            value: Some(value),
        });
    }
    let melds_free = check_melds(pos.melds.len() + 1).is_ok();
    let meld = |kind, tile| Meld { kind, tile, concealed: false };
    if melds_free && c.get(t) >= 3 {
        calls.push(kong(pos, &c, meld(MeldKind::Kong, t), t)?);
    }
    if melds_free && c.get(t) >= 2 {
        calls.push(claim(pos, &c, meld(MeldKind::Pung, t), t, Call::Pung)?);
    }
    if melds_free && t.is_number() && offer.from.next() == seat {
        for low in (0..3).filter_map(|back| t.shifted(-back)) {
            let tiles = [Some(low), low.shifted(1), low.shifted(2)];
            let [Some(a0), Some(a1), Some(a2)] = tiles else { continue };
            let others: Vec<Tile> = [a0, a1, a2].into_iter().filter(|&x| x != t).collect();
            if others.len() == 2 && others.iter().all(|&x| c.get(x) >= 1) {
                calls.push(claim(pos, &c, meld(MeldKind::Chow, low), t, Call::Chow)?);
            }
        }
    }
    calls.push(CallOption {
        call: Call::Pass,
        meld: None,
        discard: None,
        score: None,
        payments: None,
        value: w.value.clone(),
    });
    // Best first; an option without a value (beyond three shanten) last; on a
    // tie, letting the tile go first, as the model keeps a hand on a tie.
    crate::few::sort_by(&mut calls, |x, y| {
        let key = |o: &CallOption| {
            let none = (f64::NEG_INFINITY, f64::NEG_INFINITY);
            let (gain, chance) = o.value.as_ref().map_or(none, |v| (v.expected_gain, v.win_chance));
            (gain, chance, o.call == Call::Pass)
        };
        key(y).partial_cmp(&key(x)).unwrap_or(std::cmp::Ordering::Equal)
    });
    w.calls = calls;
    Ok(Analysis::Waiting(w))
}

/// The position after calling `m` with the offered tile: the meld's other
/// tiles leave the hand; the offered tile is in the meld, so `seen` is as given.
fn called(pos: &Position, c: &TileCounts, m: Meld, offered: Tile) -> Position {
    let mut rest = *c;
    let mut taken = false;
    for x in m.tiles() {
        if x == offered && !taken {
            taken = true;
        } else {
            rest.remove(x, 1);
        }
    }
    let mut p = pos.clone();
    p.offered = None;
    p.concealed = rest.tiles();
    p.melds.push(m);
    p
}

/// A pung or chow: the 14-tile position's best discard and its value.
fn claim(pos: &Position, c: &TileCounts, m: Meld, offered: Tile, call: Call) -> Result<CallOption> {
    let after = called(pos, c, m, offered);
    let Analysis::Discarding(d) = analyze(&after)? else {
        return Err(Error::new(
            ErrorCode::WrongTileCount,
            ErrorReason::CallLeaves,
            "a call leaves a hand about to discard",
        ));
    };
    let best = d.discards.into_iter().next();
    let value = best.as_ref().and_then(|b| b.value.clone());
    Ok(CallOption { call, meld: Some(m), discard: best.map(|b| b.tile), score: None, payments: None, value })
}

/// A kong: the expectation over the replacement draw of a Kong Replacement win
/// or the best discard of the 14-tile hand it makes; a draw that would be a
/// fifth copy is wasted, and the hand plays on as it is.
fn kong(pos: &Position, c: &TileCounts, m: Meld, offered: Tile) -> Result<CallOption> {
    let value = replaced(&called(pos, c, m, offered))?;
    Ok(CallOption { call: Call::Kong, meld: Some(m), discard: None, score: None, payments: None, value })
}

/// The value of `after`, a hand just after a kong (13 − 3×melds concealed
/// tiles, the kong among its melds), over its replacement draw: a Kong
/// Replacement win (R16: exempt from the minimum) or the best discard of the
/// hand it makes; `None` beyond three shanten without the table.
fn replaced(after: &Position) -> Result<Option<Value>> {
    let rest = TileCounts::from_tiles(&after.concealed);
    let mut a = Analyst::new(after)?;
    // The hand as it is after the kong: what a wasted replacement leaves.
    let Some(stays) = a.horizon(&rest) else {
        return Ok(None);
    };
    let mut v = Val::default();
    for r in Tile::all() {
        let p = a.model.odds[r.index()];
        if p == 0.0 {
            continue;
        }
        let win = WinContext { win: Win::KongReplacement, ..WinContext::self_draw(after.seat) };
        let mut next = rest;
        next.add(r, 1);
        let best = if a.gone(&rest, r) {
            stays
        } else if let Some(w) = (a.distance(&next) == 0).then(|| a.prize(&rest, r, win)).flatten() {
            prize_val(&w, true)
        } else {
            a.best_discard(&next, r)
        };
        v.add(p, &best);
    }
    Ok(Some(v.value()))
}

/// A kong declared on the player's own turn (R26) from a 14-tile position:
/// concealed when the hand holds four `tile`, else added to its exposed pung
/// of `tile`. Its value over the replacement draw, as a kong call's (the
/// chance that the added tile is robbed is not counted, D39); `None` beyond
/// three shanten without the table. A kong the hand cannot make is a coded error.
pub fn kong_on_turn(pos: &Position, tile: Tile) -> Result<Option<Value>> {
    let mut c = TileCounts::from_tiles(&pos.concealed);
    let mut after = pos.clone();
    after.offered = None;
    let pung = after.melds.iter().position(|m| m.kind == MeldKind::Pung && m.tile == tile);
    match (c.get(tile), pung) {
        (4, _) if check_melds(pos.melds.len() + 1).is_ok() => {
            c.remove(tile, 4);
            after.melds.push(Meld { kind: MeldKind::Kong, tile, concealed: true });
        }
        (n, Some(i)) if n >= 1 => {
            c.remove(tile, 1);
            after.melds[i].kind = MeldKind::Kong;
        }
        _ => {
            let tiles = crate::notation::format(&[tile; 4]);
            let message = format!("the hand cannot make the kong {tiles}");
            return Err(Error::new(ErrorCode::BadMeld, ErrorReason::NotAMeld, message).arg("tiles", tiles));
        }
    }
    if c.total() + 1 != 14 - 3 * after.melds.len() {
        return Err(Error::new(
            ErrorCode::WrongTileCount,
            ErrorReason::CallLeaves,
            "a kong on the player's turn is made from a hand about to discard",
        ));
    }
    after.concealed = c.tiles();
    replaced(&after)
}

impl Analyst<'_> {
    /// The value of a 14-tile hand's best discard by expected gain, then win
    /// chance, as [`discarding`](Self::discarding) ranks and values them, for
    /// a kong's replacement `drawn`. Where two discards tie on both, the first
    /// in tile order is taken; the ranking would order them by shanten and
    /// useful tiles, which can change only the expected hand score. Without the
    /// table a hand beyond three shanten is worth nothing; with it, the fold
    /// (D38), and each discard is worth its value after its danger.
    pub(super) fn best_discard(&mut self, c: &TileCounts, drawn: Tile) -> Val {
        let mut best: Option<Val> = None;
        for t in c.kinds().collect::<Few<Tile, 14>>().iter() {
            let mut rest = *c;
            rest.remove(*t, 1);
            let v = match (self.horizon(&rest), &self.others) {
                (None, None) => continue,
                (Some(v), None) => v,
                (v, Some(o)) => {
                    // The drawn copy is the player's too.
                    let known = 4 - self.remaining.get(*t) + u8::from(*t == drawn);
                    let danger = o.danger(*t, known, 0);
                    v.unwrap_or_else(|| self.never_wins()).survived(1.0 - danger.chance, danger.loss)
                }
            };
            if best.is_none_or(|b| b.beaten_by(&v)) {
                best = Some(v);
            }
        }
        best.unwrap_or_default()
    }
}
