//! Hand analysis before the win: shanten per shape, waits with what each is worth
//! by self-draw and on a discard, the tiles that improve the hand, and a discard
//! table ranked by the value model.
//!
//! **The value model.** The player draws `draws_left` more tiles; each draw is
//! tile t with probability remaining(t) / Σ remaining, remaining counting the
//! tiles of the hand as given, its melds and `seen` (so the odds do not change
//! as the model plays). The player wins by self-draw as soon as the drawn tile
//! completes a hand that may win by self-draw (R16), scoring its hand score H.
//! Otherwise the player keeps a drawn tile only when it lowers the shanten,
//! discarding then whichever tile gives the highest expected score (or the
//! drawn tile itself, when that is better); any other draw is discarded, and so
//! is a draw that would be a fifth copy. `expected_score` is the expected H (0
//! without a win), `win_chance` the chance of a win within the horizon; between
//! equal expected scores the policy takes the higher win chance. Exact within
//! the model from shanten 0, 1 and 2; no value beyond.

use crate::error::{Error, ErrorCode, Result};
use crate::few::sort_by;
use crate::game::{settle, Game, Outcome, Player};
use crate::group::Meld;
use crate::hand::{check_copies, check_melds, Hand};
use crate::payment::Points;
use crate::rulebook::{PatternId, Shape};
use crate::seat::{BySeat, Seat};
use crate::shanten::{FxMap, Shanten};
use crate::tile::{Tile, TileCounts};
use crate::win::WinContext;
use serde::Serialize;

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
    /// Who discards, for the discard-win figures: by default the next seat.
    pub discarder: Seat,
    /// Every seat's edition and level; the player's own decides.
    pub players: BySeat<Player>,
    /// Tiles visible outside the hand: discards, other players' melds.
    pub seen: TileCounts,
    /// Draws left, for the value model.
    pub draws_left: u32,
}

/// What one kind of win on a wait is worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct WaitValue {
    /// The hand score H.
    pub score: Points,
    /// H before Concealed Discard halving (equal here).
    pub full_score: Points,
    /// Whether the win meets the minimum.
    pub can_win: bool,
    /// The counted patterns.
    pub patterns: Vec<PatternId>,
}

/// A tile the hand waits on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Wait {
    /// The tile.
    pub tile: Tile,
    /// Copies not in the hand, its melds or `seen`.
    pub remaining: u8,
    /// Won by self-draw; `null` where the rules make it impossible.
    pub self_draw: Option<WaitValue>,
    /// Won on the discarder's discard; `null` where the rules make it impossible.
    pub discard: Option<WaitValue>,
}

/// The value model's figures for a hand.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Value {
    /// The chance of a win within the horizon.
    #[serde(serialize_with = "number")]
    pub win_chance: f64,
    /// The expected hand score.
    #[serde(serialize_with = "number")]
    pub expected_score: f64,
}

/// Whole numbers as integers, so that the CLI writes `0` where JavaScript does
/// (serde_json would write `0.0`); other numbers are written alike by both.
fn number<S: serde::Serializer>(x: &f64, s: S) -> std::result::Result<S::Ok, S::Error> {
    if x.fract() == 0.0 && x.abs() < 9.0e15 {
        s.serialize_i64(*x as i64)
    } else {
        s.serialize_f64(*x)
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
}

/// One discard of a 14-tile hand.
#[derive(Debug, Clone, PartialEq)]
pub struct Discard {
    /// The tile discarded.
    pub tile: Tile,
    /// What the hand is after it.
    pub after: Waiting,
    /// The value model's figures, for shanten 2 or less.
    pub value: Option<Value>,
}

/// A 14-tile hand: its shanten (−1 when it wins) and every discard, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct Discarding {
    /// −1 when the hand wins, else the best over one discard.
    pub shanten: i8,
    /// One entry per distinct concealed tile, best first.
    pub discards: Vec<Discard>,
}

/// The answer for either kind of hand.
#[derive(Debug, Clone, PartialEq)]
pub enum Analysis {
    /// 13 − 3×melds tiles.
    Waiting(Waiting),
    /// 14 − 3×melds tiles.
    Discarding(Discarding),
}

/// (expected hand score, win chance) of a hand under the value model.
type Ev = (f64, f64);

/// The deepest shanten the value model computes.
const VALUE_SHANTEN: i8 = 2;

/// Analyses a hand: see the module documentation for the value model.
///
/// ```
/// use fourseas::{analyze, notation, Analysis, BySeat, Edition, Player, Position, Seat, TileCounts};
/// let pos = Position {
///     concealed: notation::parse("123456789m1122z").unwrap(),
///     melds: vec![],
///     seat: Seat::East,
///     discarder: Seat::South,
///     players: BySeat::new(Player::new(Edition::Standard)),
///     seen: TileCounts::new(),
///     draws_left: 8,
/// };
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
            format!(
                "with {} meld{} the concealed hand holds {} tiles (waiting) or {full} (about to discard), not {n}",
                pos.melds.len(),
                if pos.melds.len() == 1 { "" } else { "s" },
                full - 1
            ),
        ));
    }
    if pos.discarder == pos.seat {
        return Err(Error::new(ErrorCode::BadDiscarder, "the player cannot be the discarder"));
    }
    let mut a = Analyst::new(pos)?;
    let concealed = TileCounts::from_tiles(&pos.concealed);
    if n + 1 == full {
        return Ok(Analysis::Waiting(a.waiting(&concealed)));
    }
    let d = a.distance(&concealed);
    let mut discards: Vec<Discard> = concealed
        .kinds()
        .map(|t| {
            let mut rest = concealed;
            rest.remove(t, 1);
            let after = a.waiting(&rest);
            let value = (after.shanten <= VALUE_SHANTEN).then(|| a.value(&rest, pos.draws_left));
            Discard { tile: t, after, value }
        })
        .collect();
    let key = |d: &Discard| {
        let v = d.value.map_or((-1.0, -1.0), |v| (v.expected_score, v.win_chance));
        (v, -d.after.shanten, useful_count(&d.after))
    };
    sort_by(&mut discards, |x, y| key(y).partial_cmp(&key(x)).unwrap_or(std::cmp::Ordering::Equal));
    Ok(Analysis::Discarding(Discarding { shanten: d as i8 - 1, discards }))
}

/// The sum of the useful tiles' remaining copies.
pub fn useful_count(w: &Waiting) -> u32 {
    w.useful.iter().map(|&(_, r)| r as u32).sum()
}

/// One analysis: the position, the shanten cache, and scored hands.
struct Analyst<'a> {
    pos: &'a Position,
    shanten: Shanten,
    meld_tiles: TileCounts,
    /// Copies of each tile not in the hand (as given), its melds or `seen`.
    remaining: TileCounts,
    /// The draw odds of the value model.
    odds: [f64; Tile::COUNT],
    /// Self-draw hand scores of complete hands that may win, by hand and winning tile.
    wins: FxMap<(TileCounts, Tile), Option<f64>>,
    /// Tenpai hands: (chance of a winning draw, expected H per draw).
    tenpai: FxMap<TileCounts, Ev>,
    /// One-shanten hands: value per number of draws left.
    one: FxMap<TileCounts, Vec<Ev>>,
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
        check_copies(&all).map_err(|e| Error::new(e.code(), format!("{}, counting the tiles seen", e.message())))?;
        let mut remaining = TileCounts::new();
        for t in Tile::all() {
            remaining.add(t, 4 - all.get(t));
        }
        let total = remaining.total() as f64;
        let odds = std::array::from_fn(|i| {
            Tile::from_index(i).map_or(0.0, |t| if total > 0.0 { remaining.get(t) as f64 / total } else { 0.0 })
        });
        Ok(Analyst {
            pos,
            shanten: Shanten::default(),
            meld_tiles,
            remaining,
            odds,
            wins: FxMap::default(),
            tenpai: FxMap::default(),
            one: FxMap::default(),
        })
    }

    fn edition(&self) -> crate::rulebook::Edition {
        self.pos.players[self.pos.seat].edition
    }

    /// `D`: the fewest tiles of a winning hand the concealed tiles lack.
    fn distance(&mut self, c: &TileCounts) -> u8 {
        self.shanten.best(self.edition(), c, self.pos.melds.len(), &self.meld_tiles)
    }

    /// Whether one more `t` would be a fifth copy.
    fn full(&self, c: &TileCounts, t: Tile) -> bool {
        c.get(t) + self.meld_tiles.get(t) >= 4
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
        for t in Tile::all() {
            if self.full(c, t) {
                continue;
            }
            let mut next = *c;
            next.add(t, 1);
            if self.distance(&next) < d {
                if d == 1 {
                    waits.push(self.wait(c, t));
                } else {
                    useful.push((t, self.remaining.get(t)));
                }
            }
        }
        Waiting { shanten: d as i8 - 1, shapes, waits, useful }
    }

    /// The rules of play for `c` + `t` won this way; `None` where the win cannot happen.
    fn settle(&self, c: &TileCounts, t: Tile, win: WinContext) -> Option<Outcome> {
        let hand = Hand::new(&c.tiles(), t, self.pos.melds.clone()).ok()?;
        settle(&Game::new(hand, win, self.pos.players).ok()?).ok()
    }

    /// What winning on `t` is worth, by self-draw and on a discard.
    fn wait(&self, c: &TileCounts, t: Tile) -> Wait {
        let seat = self.pos.seat;
        let value = |win: WinContext| -> Option<WaitValue> {
            let out = self.settle(c, t, win)?;
            Some(WaitValue {
                score: out.score,
                full_score: out.full_score,
                can_win: out.can_win,
                patterns: out.evaluation.best.counted.iter().map(|i| i.pid).collect(),
            })
        };
        Wait {
            tile: t,
            remaining: self.remaining.get(t),
            self_draw: value(WinContext::self_draw(seat)),
            discard: value(WinContext::discard(seat, self.pos.discarder)),
        }
    }

    /// The self-draw hand score of `c` + `t` when it is a winning hand that may win.
    fn win_score(&mut self, c: &TileCounts, t: Tile) -> Option<f64> {
        if let Some(v) = self.wins.get(&(*c, t)) {
            return *v;
        }
        let v = self.settle(c, t, WinContext::self_draw(self.pos.seat)).filter(|o| o.can_win).map(|o| o.score.as_f64());
        self.wins.insert((*c, t), v);
        v
    }

    /// The value of a 13-tile hand with `k` draws left, by its shanten.
    fn value(&mut self, c: &TileCounts, k: u32) -> Value {
        if k == 0 {
            return Value { win_chance: 0.0, expected_score: 0.0 };
        }
        let (e, p) = match self.distance(c) as i8 - 1 {
            0 => self.tenpai_value(c, k),
            1 => self.one_value(c, k as usize),
            2 => self.two_value(c, k as usize),
            _ => (0.0, 0.0),
        };
        Value { win_chance: p, expected_score: e }
    }

    /// A waiting hand: q, the chance that a draw wins, and e, the expected H of one
    /// draw. With k draws: win chance 1 − (1 − q)^k, expected H e·(1 − (1 − q)^k)/q.
    fn tenpai_value(&mut self, c: &TileCounts, k: u32) -> Ev {
        let (q, e) = self.tenpai(c);
        if q <= 0.0 {
            return (0.0, 0.0);
        }
        let p = 1.0 - (1.0 - q).powi(k as i32);
        (e * p / q, p)
    }

    fn tenpai(&mut self, c: &TileCounts) -> Ev {
        if let Some(v) = self.tenpai.get(c) {
            return *v;
        }
        let (mut q, mut e) = (0.0, 0.0);
        for t in Tile::all() {
            if self.odds[t.index()] == 0.0 || self.full(c, t) {
                continue;
            }
            let mut next = *c;
            next.add(t, 1);
            if self.distance(&next) == 0 {
                if let Some(h) = self.win_score(c, t) {
                    q += self.odds[t.index()];
                    e += self.odds[t.index()] * h;
                }
            }
        }
        self.tenpai.insert(*c, (q, e));
        (q, e)
    }

    /// The hands one shanten lower that `c` + `t` can become by one discard
    /// (the drawn tile kept), distinct.
    fn improvements(&mut self, c: &TileCounts, t: Tile, d: u8) -> Vec<TileCounts> {
        let mut next = *c;
        next.add(t, 1);
        let mut out = Vec::new();
        // A discard can lower the shanten only if the 14 tiles are closer.
        if self.distance(&next) >= d {
            return out;
        }
        for x in next.kinds().collect::<Vec<_>>() {
            let mut after = next;
            after.remove(x, 1);
            if after != *c && !out.contains(&after) && self.distance(&after) + 1 == d {
                out.push(after);
            }
        }
        out
    }

    /// The draws that can lower the shanten of `c` (distance `d`), with their odds
    /// and the hands they lead to.
    fn steps(&mut self, c: &TileCounts, d: u8) -> Vec<(f64, Vec<TileCounts>)> {
        let mut v = Vec::new();
        for t in Tile::all() {
            let p = self.odds[t.index()];
            if p == 0.0 || self.full(c, t) {
                continue;
            }
            let imp = self.improvements(c, t, d);
            if !imp.is_empty() {
                v.push((p, imp));
            }
        }
        v
    }

    /// One shanten: values for 0..=k draws left, each draw either an improvement
    /// to a waiting hand (the best one, or none when staying is better) or nothing.
    fn one_value(&mut self, c: &TileCounts, k: usize) -> Ev {
        self.one_values(c, k)[k]
    }

    fn one_values(&mut self, c: &TileCounts, k: usize) -> Vec<Ev> {
        if let Some(v) = self.one.get(c) {
            if v.len() > k {
                return v.clone();
            }
        }
        let steps = self.steps(c, 2);
        let tenpai: Vec<(f64, Vec<Ev>)> = steps
            .into_iter()
            .map(|(p, hands)| {
                let infos = hands.iter().map(|h| self.tenpai(h)).collect();
                (p, infos)
            })
            .collect();
        let vals = by_draws(&tenpai, k, |&(q, e), j| closed(q, e, j));
        self.one.insert(*c, vals.clone());
        vals
    }

    /// Two shanten: the same recursion over one-shanten hands.
    fn two_value(&mut self, c: &TileCounts, k: usize) -> Ev {
        let steps = self.steps(c, 3);
        let ones: Vec<(f64, Vec<Vec<Ev>>)> = steps
            .into_iter()
            .map(|(p, hands)| {
                let vals = hands.iter().map(|h| self.one_values(h, k)).collect();
                (p, vals)
            })
            .collect();
        by_draws(&ones, k, |v, j| v[j])[k]
    }
}

/// The values over 0..=k draws left of a hand whose improving draws (with their
/// odds) each offer hands valued by `value(hand, draws left)`: each draw takes the
/// best of them or stays as it is; any other draw leaves the hand unchanged.
fn by_draws<O>(steps: &[(f64, Vec<O>)], k: usize, value: impl Fn(&O, usize) -> Ev) -> Vec<Ev> {
    let mut vals = vec![(0.0, 0.0)];
    for j in 1..=k {
        let stay = vals[j - 1];
        let (mut acc, mut p_used) = ((0.0, 0.0), 0.0);
        for (p, options) in steps {
            let best = options.iter().map(|o| value(o, j - 1)).fold(stay, better);
            acc = (acc.0 + p * best.0, acc.1 + p * best.1);
            p_used += p;
        }
        vals.push((acc.0 + (1.0 - p_used) * stay.0, acc.1 + (1.0 - p_used) * stay.1));
    }
    vals
}

/// A waiting hand's (expected H, win chance) over `k` draws.
fn closed(q: f64, e: f64, k: usize) -> Ev {
    if q <= 0.0 {
        return (0.0, 0.0);
    }
    let p = 1.0 - (1.0 - q).powi(k as i32);
    (e * p / q, p)
}

/// The better of two (expected H, win chance): expected H first, then win chance.
fn better(a: Ev, b: Ev) -> Ev {
    if b.0 > a.0 + 1e-12 || ((b.0 - a.0).abs() <= 1e-12 && b.1 > a.1) {
        b
    } else {
        a
    }
}
