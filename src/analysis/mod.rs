//! Hand analysis before the win: shanten per shape, waits with what each is worth
//! by self-draw and on a discard, the tiles that improve the hand, a discard
//! table ranked by the value model, and call advice on an offered discard.
//!
//! The value model is stated on [`analyze`]; [`model`] computes it, [`outcomes`]
//! splits it by winning pattern set, [`calls`] values the answers to an offered
//! discard and [`advice`] plays it one choice at a time.

mod advice;
mod answer;
mod calls;
mod model;
mod others;
mod outcomes;

pub use advice::Advisor;
use answer::number;
pub use answer::{Share, Value, Wait, WaitValue};
pub use calls::{kong_on_turn, Call, CallOption, Offer};
pub use others::{
    danger_features, logistic, models, threat, Burial, Danger, Fitted, Models, Opponent, TableSight, AHEAD, DANGER,
    THREAT,
};

use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::few::{sort_by, Few};
use crate::game::{settle, Game, Outcome, Player};
use crate::group::Meld;
use crate::hand::{check_copies, check_melds, melds_phrase, Hand};
use crate::rulebook::Shape;
use crate::seat::{BySeat, Seat};
use crate::shanten::{FxMap, Shanten};
use crate::tile::{Tile, TileCounts};
use crate::win::WinContext;
use model::Model;

/// A hand to analyse: 13 − 3×melds concealed tiles (waiting for its next tile)
/// or 14 − 3×melds (about to discard).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// The concealed tiles.
    pub concealed: Vec<Tile>,
    /// Declared melds.
    pub melds: Vec<Meld>,
    /// The player's seat.
    pub seat: Seat,
    /// Who discards, for the waits' discard-win figures: by default the next seat.
    pub discarder: Seat,
    /// Every seat's edition and level; the player's own decides.
    pub players: BySeat<Player>,
    /// Tiles visible outside the hand: discards, other players' melds.
    pub seen: TileCounts,
    /// Rounds left, for the value model.
    pub draws_left: u32,
    /// The other players' discards after the last of those rounds, 0 to 3:
    /// the wall's last tiles drawn by the seats after the player, each
    /// discarded and each a chance to win on (D39). 0 by default.
    pub tail_discards: u8,
    /// Hand changes the player may make within the horizon: 0 or 1 (D23).
    pub hand_changes: u8,
    /// Whether the player may win on the others' discards (`false`: self-draws only).
    pub discard_wins: bool,
    /// A discard offered to a 13-tile hand, for call advice.
    pub offered: Option<Offer>,
    /// The other players as the table shows them: `None` for the model where
    /// only the player wins (the table model's README section).
    pub table: Option<TableSight>,
}

impl Position {
    /// A position with the model's defaults: the next seat discards, nothing
    /// seen, 8 rounds, one hand change, discard wins, nothing offered.
    ///
    /// ```
    /// use fourseas::{notation, BySeat, Edition, Player, Position, Seat};
    /// let pos = Position::new(notation::parse("123456789m1122z").unwrap(), Seat::East, BySeat::new(Player::new(Edition::Standard)));
    /// assert_eq!((pos.discarder, pos.draws_left, pos.hand_changes), (Seat::South, 8, 1));
    /// ```
    pub fn new(concealed: Vec<Tile>, seat: Seat, players: BySeat<Player>) -> Position {
        Position {
            concealed,
            melds: Vec::new(),
            seat,
            discarder: seat.next(),
            players,
            seen: TileCounts::new(),
            draws_left: 8,
            tail_discards: 0,
            hand_changes: 1,
            discard_wins: true,
            offered: None,
            table: None,
        }
    }
}

/// A 13-tile hand (with melds): how far from waiting, and on what.
#[derive(Debug, Clone, PartialEq)]
pub struct Waiting {
    /// 0 = waiting.
    pub shanten: i8,
    /// Shanten per shape the edition allows for this hand.
    pub shapes: Vec<(Shape, i8)>,
    /// The tiles that complete the hand.
    pub waits: Vec<Wait>,
    /// When not waiting: the tiles after which some discard lowers the shanten,
    /// with their remaining copies.
    pub useful: Vec<(Tile, u8)>,
    /// The analysed hand's own value (up to three shanten); `None` in a
    /// discard's `after`, whose value is the discard's.
    pub value: Option<Value>,
    /// Call advice on the offered tile, best first; empty when none is offered.
    pub calls: Vec<CallOption>,
}

/// One discard of a 14-tile hand.
#[derive(Debug, Clone, PartialEq)]
pub struct Discard {
    /// The tile discarded.
    pub tile: Tile,
    /// What the hand is after it.
    pub after: Waiting,
    /// The value model's figures, up to three shanten; with the table, after
    /// its danger: the chances times 1 − danger, the gain (1 − danger) × gain − loss.
    pub value: Option<Value>,
    /// With the table: the chance that another player wins on it, and the loss.
    pub danger: Option<Danger>,
    /// With the table, where the player may still bury (R27): the value of
    /// burying this tile instead (D39): its value before the danger, less its
    /// loss buried and the saving the one burial would have made later.
    pub buried: Option<Value>,
}

/// A 14-tile hand: its shanten (−1 when it wins) and every discard, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct Discarding {
    /// −1 when the hand wins, else the best over one discard.
    pub shanten: i8,
    /// One entry per distinct concealed tile, best first.
    pub discards: Vec<Discard>,
    /// With the table: whether the best discard gives up the attack for safety
    /// (D35, D38).
    pub fold: bool,
    /// With the table: the discard with the least danger.
    pub safest: Option<Tile>,
    /// With the table, where the player may still bury (R27): whether to bury
    /// the best discard.
    pub bury: Option<Burial>,
}

/// The answer for either kind of hand.
#[derive(Debug, Clone, PartialEq)]
pub enum Analysis {
    /// 13 − 3×melds tiles.
    Waiting(Waiting),
    /// 14 − 3×melds tiles.
    Discarding(Discarding),
}

/// The deepest shanten the value model computes.
const VALUE_SHANTEN: i8 = 3;

/// How many discards get the outcome split.
const WITH_OUTCOMES: usize = 3;

/// Analyses a hand: its shanten, waits, useful tiles, discard table, values and
/// call advice.
///
/// **The value model** (the README's "value model" section states it in full).
/// `remaining(t)` counts the copies of t not in the hand as given, its melds or
/// `seen` (an offered tile is seen, D22), and stays fixed; R = Σ remaining. The
/// player plays `draws_left` rounds: the three other players discard in seat
/// order from the next seat, each discard tile t with probability
/// remaining(t)/R, then the player draws with the same odds. The player wins
/// whenever the rules let it: on a discard that completes a hand meeting the
/// discard minimum (R16), paid by that discarder (R17, R20); on a draw that
/// completes a hand meeting the self-draw minimum, paid as a self-draw. A draw
/// that does not win is kept only when it lowers the shanten or, while
/// waiting and with a hand change left (`hand_changes`, 0 or 1), when another
/// discard keeps the hand waiting and is worth more (D23). Every choice
/// maximises the expected gain — the expected points received — then the win
/// chance. Exact within the model up to three shanten.
///
/// ```
/// use fourseas::{analyze, notation, Analysis, BySeat, Edition, Player, Position, Seat};
/// let players = BySeat::new(Player::new(Edition::Standard));
/// let pos = Position::new(notation::parse("123456789m1122z").unwrap(), Seat::East, players);
/// let Analysis::Waiting(w) = analyze(&pos).unwrap() else { panic!() };
/// assert_eq!(w.shanten, 0);
/// let tiles: Vec<String> = w.waits.iter().map(|w| w.tile.to_string()).collect();
/// assert_eq!(tiles, ["1z", "2z"]);
/// ```
pub fn analyze(pos: &Position) -> Result<Analysis> {
    check_melds(pos.melds.len())?;
    let full = 14 - 3 * pos.melds.len();
    let n = pos.concealed.len();
    if n != full && n + 1 != full {
        return Err(Error::new(
            ErrorCode::WrongTileCount,
            ErrorReason::AnalysisCount,
            format!(
                "with {} the concealed hand holds {} tiles (waiting) or {full} (about to discard), not {n}",
                melds_phrase(pos.melds.len()),
                full - 1
            ),
        )
        .arg("melds", pos.melds.len())
        .arg("waiting", full - 1)
        .arg("full", full)
        .arg("have", n));
    }
    if pos.discarder == pos.seat {
        return Err(Error::new(
            ErrorCode::BadDiscarder,
            ErrorReason::WinnerDiscards,
            "the player cannot be the discarder",
        ));
    }
    if pos.hand_changes > 1 {
        let message = format!("hand_changes is 0 or 1, not {}", pos.hand_changes);
        return Err(Error::out_of_range("hand_changes", 0, 1, Some(pos.hand_changes.into()), message));
    }
    let concealed = TileCounts::from_tiles(&pos.concealed);
    if let Some(offer) = pos.offered {
        if n != full - 1 {
            return Err(Error::new(
                ErrorCode::BadValue,
                ErrorReason::OfferedToFullHand,
                "a tile is offered to a hand waiting for its next tile (13 tiles with the melds), not one about to discard",
            ));
        }
        return calls::advise(pos, offer);
    }
    let mut a = Analyst::new(pos)?;
    if n + 1 == full {
        let mut w = a.waiting(&concealed);
        w.value = a.value_of(&concealed, true);
        return Ok(Analysis::Waiting(w));
    }
    Ok(Analysis::Discarding(a.discarding(&concealed)))
}

/// The sum of the useful tiles' remaining copies.
pub fn useful_count(w: &Waiting) -> u32 {
    w.useful.iter().map(|&(_, r)| r as u32).sum()
}

/// One analysis: the position, the shanten cache, and the value model.
struct Analyst<'a> {
    pos: &'a Position,
    shanten: Shanten,
    distances: FxMap<TileCounts, u8>,
    meld_tiles: TileCounts,
    /// The melds' tiles and `seen`: the copies the model's hand can never hold.
    outside: TileCounts,
    /// Copies of each tile not in the hand (as given), its melds or `seen`.
    remaining: TileCounts,
    model: Model,
    /// The other players, when the table is given.
    others: Option<others::Others<'a>>,
}

impl<'a> Analyst<'a> {
    fn new(pos: &'a Position) -> Result<Self> {
        let mut meld_tiles = TileCounts::new();
        for m in &pos.melds {
            meld_tiles.add_all(&TileCounts::from_tiles(&m.tiles()));
        }
        let mut all = TileCounts::from_tiles(&pos.concealed);
        all.add_all(&meld_tiles);
        check_copies(&all)?;
        all.add_all(&pos.seen);
        check_copies(&all).map_err(|e| e.within("seen", |m| format!("{m}, counting the tiles seen")))?;
        let mut remaining = TileCounts::new();
        for t in Tile::all() {
            remaining.add(t, 4 - all.get(t));
        }
        let mut model = Model::new(pos, &remaining);
        let others = pos.table.as_ref().map(|t| others::Others::new(t, pos.seat, &pos.players));
        if let Some(o) = &others {
            // A round is reached when the player's discard before it is not won
            // on and then nobody else wins in it.
            let k = pos.draws_left as usize;
            let wins = o.rounds(k);
            model.hazard = wins
                .iter()
                .zip(o.discards(k, &remaining))
                .map(|(&(e, c), (d, loss))| (1.0 - (1.0 - d) * (1.0 - e), loss + (1.0 - d) * c))
                .collect();
            // Folding: a safe discard every round, so only the others' wins.
            model.fold = vec![model::Val::default()];
            for j in 1..=k {
                let (e, c) = wins[k - j];
                model.fold.push(model.fold[j - 1].survived(1.0 - e, c));
            }
        }
        let mut outside = meld_tiles;
        outside.add_all(&pos.seen);
        Ok(Analyst {
            pos,
            shanten: Shanten::default(),
            distances: FxMap::default(),
            meld_tiles,
            outside,
            remaining,
            model,
            others,
        })
    }

    fn edition(&self) -> crate::rulebook::Edition {
        self.pos.players[self.pos.seat].edition
    }

    /// `D`: the fewest tiles of a winning hand the concealed tiles lack.
    /// Memoized per hand: the model asks about the same hands many times over.
    fn distance(&mut self, c: &TileCounts) -> u8 {
        if let Some(&d) = self.distances.get(c) {
            return d;
        }
        let d = self.shanten.best(self.edition(), c, self.pos.melds.len(), &self.meld_tiles);
        self.distances.insert(*c, d);
        d
    }

    /// `D` of each hand one tile from `c`: one more (`add`) or one fewer of each of `tiles`.
    fn neighbours(&mut self, c: &TileCounts, add: bool, tiles: &[Tile]) -> Few<u8, 34> {
        self.shanten.neighbours(self.edition(), c, self.pos.melds.len(), &self.meld_tiles, add, tiles)
    }

    /// Whether one more `t` would be a fifth copy of the hand's shape (the
    /// hand and its melds: shanten and waits do not count `seen`, D15).
    fn full(&self, c: &TileCounts, t: Tile) -> bool {
        c.get(t) + self.meld_tiles.get(t) >= 4
    }

    /// Whether the model can no longer draw or win on `t`: the hand, its melds
    /// and `seen` (with an offered tile) hold all four copies. The odds stay
    /// fixed, so without this the model would draw a copy that is not there.
    fn gone(&self, c: &TileCounts, t: Tile) -> bool {
        c.get(t) + self.outside.get(t) >= 4
    }

    /// A 14-tile hand's discards, best first: by expected gain, then win
    /// chance, then the lower shanten, then the larger useful count. The three
    /// best get the outcome split. With the table, each value is taken after
    /// its danger (a discard beyond three shanten is worth what a hand that
    /// never wins is, after its danger), and fold, safest and bury are said.
    fn discarding(&mut self, concealed: &TileCounts) -> Discarding {
        let d = self.distance(concealed);
        let mut discards: Vec<Discard> = concealed
            .kinds()
            .map(|t| {
                let mut rest = *concealed;
                rest.remove(t, 1);
                let after = self.waiting(&rest);
                let value = self.value_of(&rest, false);
                Discard { tile: t, after, value, danger: None, buried: None }
            })
            .collect();
        let key = |d: &Discard| {
            // No value (beyond three shanten, without the table) ranks below every value.
            let v =
                d.value.as_ref().map_or((f64::NEG_INFINITY, f64::NEG_INFINITY), |v| (v.expected_gain, v.win_chance));
            (v, -d.after.shanten, useful_count(&d.after))
        };
        let order = |x: &Discard, y: &Discard| key(y).partial_cmp(&key(x)).unwrap_or(std::cmp::Ordering::Equal);
        let mut table = None;
        if self.others.is_some() {
            // Before the danger: the attack the table may turn into a fold.
            let best = (0..discards.len()).reduce(|b, i| if order(&discards[i], &discards[b]).is_lt() { i } else { b });
            let attack = best.map(|b| discards[b].tile);
            // Before the danger too: what a burial of each tile is worth starts there (D39).
            for x in &mut discards {
                x.buried = x.value.clone();
            }
            for x in &mut discards {
                let danger = self.danger_now(x.tile);
                let keep = 1.0 - danger.chance;
                let Some(v) = x.value.as_mut() else { continue };
                v.expected_gain = keep * v.expected_gain - danger.loss;
                for c in [&mut v.win_chance, &mut v.expected_score, &mut v.self_draw_chance, &mut v.discard_chance] {
                    *c *= keep;
                }
                x.danger = Some(danger);
            }
            table = Some(attack);
        }
        sort_by(&mut discards, order);
        let mut out = Discarding { shanten: d as i8 - 1, discards, fold: false, safest: None, bury: None };
        if let Some(attack) = table {
            self.table_advice(&mut out, attack);
        }
        for x in out.discards.iter_mut().take(WITH_OUTCOMES) {
            // Beyond three shanten a value is the table's never-win one: no wins to split.
            if let Some(v) = x.value.as_mut().filter(|_| x.after.shanten <= VALUE_SHANTEN) {
                let mut rest = *concealed;
                rest.remove(x.tile, 1);
                let mut shares = self.outcomes(&rest);
                // With the table the wins happen only if nobody wins on the discard.
                if let Some(d) = &x.danger {
                    for share in &mut shares {
                        share.chance *= 1.0 - d.chance;
                        share.gain *= 1.0 - d.chance;
                    }
                }
                v.outcomes = Some(shares);
            }
        }
        out
    }

    /// The model's value of a 13-tile hand over the whole horizon, with the
    /// position's hand changes; `None` beyond three shanten.
    fn horizon(&mut self, c: &TileCounts) -> Option<model::Val> {
        if self.distance(c) as i8 - 1 > VALUE_SHANTEN {
            return None;
        }
        let (k, h) = (self.pos.draws_left as usize, self.pos.hand_changes as usize);
        let id = self.node(c);
        self.ensure(id, h);
        Some(self.val(id, h, k))
    }

    /// The value of a 13-tile hand over the whole horizon, up to three shanten;
    /// with its outcome split when asked.
    fn value_of(&mut self, c: &TileCounts, split: bool) -> Option<Value> {
        let Some(val) = self.horizon(c) else {
            // With the table a far hand still pays for the others' wins: it never wins.
            return self.others.is_some().then(|| self.never_wins().value());
        };
        let mut v = val.value();
        if split {
            v.outcomes = Some(self.outcomes(c));
        }
        Some(v)
    }

    /// A 13-tile hand's shanten, shapes, waits and useful tiles.
    fn waiting(&mut self, c: &TileCounts) -> Waiting {
        let (edition, melds) = (self.edition(), self.pos.melds.len());
        let shapes: Vec<(Shape, i8)> = self
            .shanten
            .shapes(edition, c, melds, &self.meld_tiles)
            .into_iter()
            .map(|(s, d)| (s, d as i8 - 1))
            .collect();
        let d = shapes.iter().map(|&(_, s)| s + 1).min().unwrap_or(i8::MAX) as u8;
        let mut waits = Vec::new();
        let mut useful = Vec::new();
        let draws: Few<Tile, 34> = Tile::all().filter(|&t| !self.full(c, t)).collect();
        let near = self.neighbours(c, true, &draws);
        for (&t, _) in draws.iter().zip(&near).filter(|(_, &n)| n < d) {
            if d == 1 {
                waits.push(self.wait(c, t));
            } else {
                useful.push((t, self.remaining.get(t)));
            }
        }
        Waiting { shanten: d as i8 - 1, shapes, waits, useful, value: None, calls: Vec::new() }
    }

    /// The rules of play for `c` + `t` won this way; `None` where the win cannot happen.
    fn settle(&self, c: &TileCounts, t: Tile, win: WinContext) -> Option<Outcome> {
        let hand = Hand::new(&c.tiles(), t, self.pos.melds.clone()).ok()?;
        settle(&Game::new(hand, win, self.pos.players).ok()?).ok()
    }

    /// What winning on `t` is worth, by self-draw and on a discard.
    fn wait(&mut self, c: &TileCounts, t: Tile) -> Wait {
        let (seat, discarder, remaining) = (self.pos.seat, self.pos.discarder, self.remaining.get(t));
        let mut value = |win: WinContext| -> Option<WaitValue> {
            let s = self.scored(c, t, win)?;
            Some(WaitValue {
                score: s.score,
                full_score: s.full_score,
                can_win: s.can_win,
                patterns: self.model.sets[s.set as usize].clone(),
            })
        };
        Wait {
            tile: t,
            remaining,
            self_draw: value(WinContext::self_draw(seat)),
            discard: value(WinContext::discard(seat, discarder)),
        }
    }
}
