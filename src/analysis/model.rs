//! The value model, exactly: every 13-tile hand the play can reach is a node,
//! valued over 0..=K rounds left by one recursion,
//!
//! V(k) = W + reach · Σ_kept p(t) · best(V(k−1), V_next(k−1)) + (q − reach · Σ_kept p(t)) · V(k−1)
//!
//! where W is what one round's wins are worth when the hand does not change
//! (the three discards in seat order, then the draw), reach the chance that no
//! discard wins, q the chance that the round has no win at all, and the kept
//! draws those that lower the shanten (or, waiting with a hand change left,
//! allow one). A hand that is not waiting has W = 0 and reach = q = 1; a waiting
//! hand without a change left has no kept draw, so V(k) = W·(1 − q^k)/(1 − q).
//! Nodes are shared between discards and calls of one analysis, and each
//! complete hand is scored once. With the table, each round is reached only if
//! no other player wins first: V(k) ← (1 − e)·V(k) − c, with e and c the
//! round's hazard and its cost, and then V(k) ← max(V(k), F(k)), F what
//! folding is worth (the README's "The table model").

use super::{Analyst, Position, Value};
use crate::few::Few;
use crate::payment::Points;
use crate::rulebook::PatternId;
use crate::seat::Seat;
use crate::shanten::FxMap;
use crate::tile::{Tile, TileCounts};
use crate::win::WinContext;

/// A value in the model: expected gain and hand score, and the win chance by kind.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(super) struct Val {
    pub gain: f64,
    pub score: f64,
    pub self_draw: f64,
    pub discard: f64,
}

impl Val {
    pub fn add(&mut self, p: f64, v: &Val) {
        self.gain += p * v.gain;
        self.score += p * v.score;
        self.self_draw += p * v.self_draw;
        self.discard += p * v.discard;
    }

    /// The value when the hand reaches it only with chance `keep`, less `cost`.
    pub fn survived(&self, keep: f64, cost: f64) -> Val {
        Val {
            gain: keep * self.gain - cost,
            score: keep * self.score,
            self_draw: keep * self.self_draw,
            discard: keep * self.discard,
        }
    }

    pub fn chance(&self) -> f64 {
        self.self_draw + self.discard
    }

    /// Whether `other` is strictly better: more expected gain, then a higher win
    /// chance (differences below rounding are ties, which keep the hand).
    pub fn beaten_by(&self, other: &Val) -> bool {
        let eps = 1e-12 * self.gain.abs().max(1.0);
        other.gain > self.gain + eps
            || ((other.gain - self.gain).abs() <= eps && other.chance() > self.chance() + 1e-12)
    }

    pub fn value(&self) -> Value {
        Value {
            win_chance: self.chance(),
            expected_score: self.score,
            expected_gain: self.gain,
            self_draw_chance: self.self_draw,
            discard_chance: self.discard,
            outcomes: None,
        }
    }
}

/// A win in the model: what the player receives, the hand score, the counted
/// patterns (an index into [`Model::sets`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Prize {
    pub gain: f64,
    pub score: Points,
    pub set: u32,
}

/// A completed hand as the rules settle it: the hand score, whether it may win,
/// what the player receives, the counted patterns (an index into [`Model::sets`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Scored {
    pub score: Points,
    pub full_score: Points,
    pub can_win: bool,
    pub gain: f64,
    pub set: u32,
}

/// What winning `c` + `t` is worth: by self-draw, and on each other seat's discard.
#[derive(Debug, Clone, Copy, Default)]
struct Prizes {
    self_draw: Option<Prize>,
    discard: [Option<Prize>; 3],
}

/// One round of a waiting hand that does not change.
#[derive(Debug, Clone, Default)]
pub(super) struct Round {
    /// Winning discards of the three other seats in turn: (tile, odds, prize).
    pub discards: [Vec<(Tile, f64, Prize)>; 3],
    /// Winning draws.
    pub draws: Vec<(Tile, f64, Prize)>,
    /// What the round's wins are worth.
    pub wins: Val,
    /// The chance that no discard wins.
    pub reach: f64,
    /// The chance that nothing wins.
    pub q: f64,
}

impl Round {
    /// What the first `n` discards of a round are worth, the draw not
    /// reached: the wall's last tiles, drawn and discarded by the seats after
    /// the player after its last draw.
    pub fn tail(&self, n: usize) -> Val {
        let (mut v, mut reach) = (Val::default(), 1.0);
        for d in self.discards.iter().take(n) {
            let mut hit = 0.0;
            for (_, p, w) in d {
                v.add(reach * p, &prize_val(w, false));
                hit += p;
            }
            reach *= 1.0 - hit;
        }
        v
    }
}

/// A draw the player may keep, and the hands it can lead to (one discard after).
#[derive(Debug, Clone)]
pub(super) struct Step {
    pub tile: Tile,
    pub p: f64,
    /// The hands it may lead to: one discard of the 14 tiles each.
    pub to: Few<u32, 14>,
}

/// A 13-tile hand of the play.
#[derive(Debug)]
pub(super) struct Node {
    pub counts: TileCounts,
    /// The distance `D` (shanten + 1).
    pub d: u8,
    /// Waiting hands: one round's wins.
    pub round: Option<Round>,
    /// The kept draws: improvements, or hand changes of a waiting hand.
    pub steps: Option<Vec<Step>>,
    /// Values over 0..=K rounds, by hand changes left; empty until needed.
    pub vals: [Vec<Val>; 2],
}

/// The model's data for one analysis.
pub(super) struct Model {
    /// remaining(t)/R.
    pub odds: [f64; Tile::COUNT],
    /// The three other seats in turn order.
    pub discarders: [Seat; 3],
    /// Whether all three pay alike, so one discard settles for all.
    symmetric: bool,
    pub nodes: Vec<Node>,
    index: FxMap<TileCounts, u32>,
    prizes: FxMap<(TileCounts, Tile), Prizes>,
    /// Every completed hand settled, by its tiles, winning tile and win.
    scored: FxMap<(TileCounts, Tile, WinContext), Option<Scored>>,
    /// Counted pattern sets, interned.
    pub sets: Vec<Vec<PatternId>>,
    set_ids: FxMap<Vec<PatternId>, u32>,
    /// With the table, per round from now: the chance that the hand ends in
    /// it by another's win (on the player's discard before it, or not), and
    /// what the player then pays. Empty without.
    pub hazard: Vec<(f64, f64)>,
    /// With the table, by rounds left (0..=K): what folding is worth, never
    /// winning and only paying for the others' wins. Empty without.
    pub fold: Vec<Val>,
}

impl Model {
    pub fn new(pos: &Position, remaining: &TileCounts) -> Model {
        let total = remaining.total() as f64;
        let odds = std::array::from_fn(|i| {
            Tile::from_index(i).map_or(0.0, |t| if total > 0.0 { remaining.get(t) as f64 / total } else { 0.0 })
        });
        let s1 = pos.seat.next();
        let discarders = [s1, s1.next(), s1.next().next()];
        let symmetric = discarders.iter().all(|&s| pos.players[s] == pos.players[s1]);
        Model {
            odds,
            discarders,
            symmetric,
            nodes: Vec::new(),
            index: FxMap::default(),
            prizes: FxMap::default(),
            scored: FxMap::default(),
            sets: Vec::new(),
            set_ids: FxMap::default(),
            hazard: Vec::new(),
            fold: Vec::new(),
        }
    }
}

impl Analyst<'_> {
    /// The node of a 13-tile hand.
    pub(super) fn node(&mut self, c: &TileCounts) -> u32 {
        if let Some(&id) = self.model.index.get(c) {
            return id;
        }
        let d = self.distance(c);
        self.node_at(c, d)
    }

    /// The node of a 13-tile hand whose distance `d` is known.
    fn node_at(&mut self, c: &TileCounts, d: u8) -> u32 {
        if let Some(&id) = self.model.index.get(c) {
            return id;
        }
        let id = self.model.nodes.len() as u32;
        self.model.nodes.push(Node { counts: *c, d, round: None, steps: None, vals: [Vec::new(), Vec::new()] });
        self.model.index.insert(*c, id);
        id
    }

    /// Whether a node's draws may be kept with `h` hand changes left.
    pub(super) fn keeps(&self, id: u32, h: usize) -> bool {
        let d = self.model.nodes[id as usize].d;
        d >= 2 || (d == 1 && h == 1)
    }

    /// Computes a node's values over 0..=K rounds with `h` hand changes left,
    /// and those of every node it can lead to.
    pub(super) fn ensure(&mut self, id: u32, h: usize) {
        let k = self.pos.draws_left as usize;
        if !self.model.nodes[id as usize].vals[h].is_empty() {
            return;
        }
        let node = &self.model.nodes[id as usize];
        let waiting = node.d == 1;
        let tail = usize::from(self.pos.tail_discards.min(3));
        if waiting && node.round.is_none() && (k > 0 || tail > 0) {
            let counts = node.counts;
            let round = self.round(&counts);
            self.model.nodes[id as usize].round = Some(round);
        }
        // After the last round: the others' discards still to come (D39).
        let end = self.model.nodes[id as usize].round.as_ref().map_or(Val::default(), |r| r.tail(tail));
        if k == 0 {
            // No rounds: only those discards to win on, and no play to explore.
            self.model.nodes[id as usize].vals[h] = vec![end];
            return;
        }
        let keeps = self.keeps(id, h);
        // A hand change spends the one change; an improvement keeps what is left.
        let h_to = if waiting { 0 } else { h };
        let steps = if keeps { self.steps(id) } else { Vec::new() };
        for s in &steps {
            for &to in s.to.iter() {
                self.ensure(to, h_to);
            }
        }
        let node = &self.model.nodes[id as usize];
        let (wins, reach, q) = node.round.as_ref().map_or((Val::default(), 1.0, 1.0), |r| (r.wins, r.reach, r.q));
        let kept: f64 = steps.iter().map(|s| s.p).sum();
        let mut vals = Vec::with_capacity(k + 1);
        vals.push(end);
        for j in 1..=k {
            let stay = vals[j - 1];
            let mut v = wins;
            for s in &steps {
                let best = self.choose(&stay, &s.to, h_to, j - 1).map_or(stay, |to| self.val(to, h_to, j - 1));
                v.add(reach * s.p, &best);
            }
            v.add(q - reach * kept, &stay);
            // The table: the round is played only if nobody else wins first,
            // and the hand may fold instead when that is worth more.
            if let Some(&(e, cost)) = self.model.hazard.get(k - j) {
                v = v.survived(1.0 - e, cost);
                if v.beaten_by(&self.model.fold[j]) {
                    v = self.model.fold[j];
                }
            }
            vals.push(v);
        }
        let node = &mut self.model.nodes[id as usize];
        node.vals[h] = vals;
        if keeps {
            node.steps = Some(steps);
        }
    }

    pub(super) fn val(&self, id: u32, h: usize, j: usize) -> Val {
        self.model.nodes[id as usize].vals[h][j]
    }

    /// The best hand a kept draw leads to with `j` rounds left, or `None` when
    /// keeping the hand as it is is as good (ties keep the hand). One choice for
    /// the values and the outcome split alike.
    pub(super) fn choose(&self, stay: &Val, to: &[u32], h: usize, j: usize) -> Option<u32> {
        let mut best = (*stay, None);
        for &t in to {
            let v = self.val(t, h, j);
            if best.0.beaten_by(&v) {
                best = (v, Some(t));
            }
        }
        best.1
    }

    /// A node's kept draws (computed once).
    fn steps(&mut self, id: u32) -> Vec<Step> {
        if let Some(s) = &self.model.nodes[id as usize].steps {
            return s.clone();
        }
        let (c, d) = (self.model.nodes[id as usize].counts, self.model.nodes[id as usize].d);
        let winning: Few<Tile, 34> = match &self.model.nodes[id as usize].round {
            Some(r) => r.draws.iter().map(|w| w.0).collect(),
            None => Few::new(),
        };
        let draws: Few<Tile, 34> = Tile::all()
            .filter(|&t| self.model.odds[t.index()] != 0.0 && !self.gone(&c, t) && !winning.contains(&t))
            .collect();
        // Improvements need a 14-tile hand closer than `d`; a waiting hand's
        // 14 tiles are always within one, and a change keeps the distance.
        let target = if d == 1 { 1 } else { d - 1 };
        let closer = if d >= 2 { self.neighbours(&c, true, &draws) } else { draws.iter().map(|_| 0).collect() };
        let mut steps = Vec::new();
        for (&t, &near) in draws.iter().zip(&closer) {
            if near >= d {
                continue;
            }
            let mut next = c;
            next.add(t, 1);
            // Discarding the drawn tile itself gives the hand back: no step.
            let discards: Few<Tile, 14> = next.kinds().filter(|&x| x != t).collect();
            let after = self.neighbours(&next, false, &discards);
            let mut to = Few::new();
            for (&x, &dx) in discards.iter().zip(&after) {
                let mut hand = next;
                hand.remove(x, 1);
                if hand != c && dx == target {
                    let n = self.node_at(&hand, dx);
                    if !to.contains(&n) {
                        to.push(n);
                    }
                }
            }
            if !to.is_empty() {
                steps.push(Step { tile: t, p: self.model.odds[t.index()], to });
            }
        }
        steps
    }

    /// One round of a waiting hand: its winning discards and draws.
    fn round(&mut self, c: &TileCounts) -> Round {
        let mut r = Round::default();
        let draws: Few<Tile, 34> =
            Tile::all().filter(|&t| self.model.odds[t.index()] != 0.0 && !self.gone(c, t)).collect();
        let near = self.neighbours(c, true, &draws);
        for (&t, _) in draws.iter().zip(&near).filter(|(_, &d)| d == 0) {
            let p = self.model.odds[t.index()];
            let prizes = self.prizes(c, t);
            if let Some(w) = prizes.self_draw {
                r.draws.push((t, p, w));
            }
            if self.pos.discard_wins {
                for (j, w) in prizes.discard.iter().enumerate() {
                    if let Some(w) = w {
                        r.discards[j].push((t, p, *w));
                    }
                }
            }
        }
        let mut reach = 1.0;
        for d in &r.discards {
            let mut hit = 0.0;
            for (_, p, w) in d {
                r.wins.add(reach * p, &prize_val(w, false));
                hit += p;
            }
            reach *= 1.0 - hit;
        }
        let mut hit = 0.0;
        for (_, p, w) in &r.draws {
            r.wins.add(reach * p, &prize_val(w, true));
            hit += p;
        }
        r.reach = reach;
        r.q = reach * (1.0 - hit);
        r
    }

    /// What winning `c` + `t` is worth (scored once per analysis).
    fn prizes(&mut self, c: &TileCounts, t: Tile) -> Prizes {
        if let Some(p) = self.model.prizes.get(&(*c, t)) {
            return *p;
        }
        let seat = self.pos.seat;
        let mut out = Prizes { self_draw: self.prize(c, t, WinContext::self_draw(seat)), ..Prizes::default() };
        for j in 0..3 {
            out.discard[j] = if j > 0 && self.model.symmetric {
                out.discard[0]
            } else {
                self.prize(c, t, WinContext::discard(seat, self.model.discarders[j]))
            };
        }
        self.model.prizes.insert((*c, t), out);
        out
    }

    /// A win that the rules allow, as a prize.
    pub(super) fn prize(&mut self, c: &TileCounts, t: Tile, win: WinContext) -> Option<Prize> {
        let s = self.scored(c, t, win).filter(|s| s.can_win)?;
        Some(Prize { gain: s.gain, score: s.score, set: s.set })
    }

    /// `c` + `t` won this way as the rules settle it, scored once per analysis;
    /// `None` where the win cannot happen.
    pub(super) fn scored(&mut self, c: &TileCounts, t: Tile, win: WinContext) -> Option<Scored> {
        if let Some(s) = self.model.scored.get(&(*c, t, win)) {
            return *s;
        }
        let scored = self.settle(c, t, win).map(|out| {
            let patterns: Vec<PatternId> = out.evaluation.best.counted.iter().map(|i| i.pid).collect();
            let set = match self.model.set_ids.get(&patterns) {
                Some(&s) => s,
                None => {
                    let s = self.model.sets.len() as u32;
                    self.model.sets.push(patterns.clone());
                    self.model.set_ids.insert(patterns, s);
                    s
                }
            };
            Scored {
                score: out.score,
                full_score: out.full_score,
                can_win: out.can_win,
                gain: out.payments[self.pos.seat].as_f64(),
                set,
            }
        });
        self.model.scored.insert((*c, t, win), scored);
        scored
    }
}

/// A prize as a value: a certain win of this kind.
pub(super) fn prize_val(w: &Prize, self_draw: bool) -> Val {
    Val {
        gain: w.gain,
        score: w.score.as_f64(),
        self_draw: if self_draw { 1.0 } else { 0.0 },
        discard: if self_draw { 0.0 } else { 1.0 },
    }
}
