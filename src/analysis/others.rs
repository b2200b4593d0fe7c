//! The other three players, as far as the table shows them: the chance that
//! one of them wins in a coming round (the hazard), and the chance that a tile
//! the player discards completes one of their hands (the danger).
//!
//! Both are logistic models on a handful of features of what is visible: each
//! opponent's melds and discards, the wall, the tile's kind and the copies the
//! player can account for. Their coefficients are data (`others.json`), fitted
//! on arena hands by `scripts/fit-others.sh`; nothing here is learnt at run time.
//! The README's "The table model" states every feature and formula.

use crate::group::{Meld, MeldKind};
use crate::level::Level;
use crate::rulebook::Edition;
use crate::seat::{BySeat, Seat};
use crate::tile::{Tile, TileCounts};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// What the table shows of one other player.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Opponent {
    /// Its melds, as declared.
    pub melds: Vec<Meld>,
    /// Its face-up discards still on the table, in order (claimed ones are in
    /// the claimer's meld).
    pub discards: Vec<Tile>,
    /// Its face-down discards not yet revealed (R27: at most one).
    pub concealed: u8,
}

impl Opponent {
    /// Takes the tile it offers off the table, where it lies: its last copy
    /// among the discards, or else the exposed kong it was added to, a pung
    /// again (R26). The analysis counts an offered tile itself (D22, D37).
    pub fn take_offered(&mut self, tile: Tile) {
        if let Some(i) = self.discards.iter().rposition(|&t| t == tile) {
            self.discards.remove(i);
        } else if let Some(m) =
            self.melds.iter_mut().find(|m| m.kind == MeldKind::Kong && m.tile == tile && !m.concealed)
        {
            m.kind = MeldKind::Pung;
        }
    }
}

impl Opponent {
    /// Discards it has made that are still on the table, face up or down.
    fn discard_count(&self) -> usize {
        self.discards.len() + self.concealed as usize
    }
}

/// What the player sees of the table beyond its own hand: the wall and the
/// three others. The player's own entry in `others` is not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableSight {
    /// Tiles left in the wall.
    pub wall: u32,
    /// Each other seat's melds and discards.
    pub others: BySeat<Opponent>,
    /// Whether the player may still make its Concealed Discard (R27).
    pub may_bury: bool,
}

impl TableSight {
    /// An empty table with `wall` tiles left: nobody has melded or discarded.
    pub fn new(wall: u32) -> TableSight {
        TableSight { wall, others: BySeat::default(), may_bury: false }
    }

    /// The tiles the table shows: every listed discard and every meld but the
    /// player's own (which the position holds).
    pub fn tiles(&self, seat: Seat) -> TileCounts {
        let mut c = TileCounts::new();
        for (_, o) in self.others.iter().filter(|(s, _)| *s != seat) {
            o.discards.iter().for_each(|&t| c.add(t, 1));
            o.melds.iter().for_each(|m| m.tiles().into_iter().for_each(|t| c.add(t, 1)));
        }
        c
    }
}

/// The hazard's features: intercept, melds and their square, discards/10 and
/// its square, melds × discards/10, wall/83 and its square, whether the
/// round holds the wall's last tile (its wins are exempt from the minimum,
/// R16), for a seat without melds 1, discards/10 and wall/83 (a concealed
/// hand shows its progress by time alone), and melds × wall/83 (melds made
/// early mark a fast hand), and the melds of the two other opponents / 4 (a
/// hand has one winner: another's threat takes from this one's chance).
pub const THREAT: usize = 14;

/// Rounds ahead with a hazard model of their own; further rounds use the last.
pub const AHEAD: u32 = 6;

/// The danger's features: the hazard's, then whether the opponent discarded
/// this tile, whether it discarded a tile three ranks away in the suit, honor,
/// terminal, rank 2 or 8, copies the player accounts for / 4, all four
/// accounted for, honor × copies / 4, and whether every meld is in the tile's
/// suit (or honors, at least one in the suit).
pub const DANGER: usize = THREAT + 9;

/// The hazard's features of seat `o` `r` rounds from now, as the player at
/// `viewer` sees the table.
pub fn threat(sight: &TableSight, viewer: Seat, o: Seat, r: u32) -> [f64; THREAT] {
    let op = &sight.others[o];
    let m = op.melds.len() as f64;
    let u = (op.discard_count() as f64 + r as f64) / 10.0;
    let left = sight.wall.saturating_sub(4 * r);
    let w = left as f64 / 83.0;
    let last = if (1..=4).contains(&left) { 1.0 } else { 0.0 };
    let closed = if op.melds.is_empty() { 1.0 } else { 0.0 };
    let rivals: usize =
        Seat::ALL.into_iter().filter(|&s| s != viewer && s != o).map(|s| sight.others[s].melds.len()).sum();
    let rivals = rivals as f64 / 4.0;
    [1.0, m, m * m, u, u * u, m * u, w, w * w, last, closed, closed * u, closed * w, m * w, rivals]
}

/// The danger's features of discarding `t` to seat `o` `r` rounds from now;
/// `known` is the copies of `t` the player accounts for (its hand with `t`,
/// its melds, what it sees).
pub fn danger_features(sight: &TableSight, viewer: Seat, o: Seat, r: u32, t: Tile, known: u8) -> [f64; DANGER] {
    let th = threat(sight, viewer, o, r);
    let o = &sight.others[o];
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    let genbutsu = o.discards.contains(&t);
    let suji = [-3, 3].iter().any(|&d| t.shifted(d).is_some_and(|x| o.discards.contains(&x)));
    let rank = if t.is_number() { t.rank() } else { 0 };
    let k = known.min(4) as f64 / 4.0;
    let flush = t.is_number()
        && !o.melds.is_empty()
        && o.melds.iter().all(|m| m.tile.is_honor() || m.tile.suit() == t.suit())
        && o.melds.iter().any(|m| m.tile.suit() == t.suit());
    let mut x = [0.0; DANGER];
    x[..THREAT].copy_from_slice(&th);
    x[THREAT..].copy_from_slice(&[
        flag(genbutsu),
        flag(suji && !genbutsu),
        flag(t.is_honor()),
        flag(rank == 1 || rank == 9),
        flag(rank == 2 || rank == 8),
        k,
        flag(known >= 4),
        flag(t.is_honor()) * k,
        flag(flush),
    ]);
    x
}

/// The logistic function of `coef · x`. Its exp is `libm`'s, the one the
/// WebAssembly build's std uses, so the CLI and wasm agree to the last bit.
pub fn logistic(coef: &[f64], x: &[f64]) -> f64 {
    let z: f64 = coef.iter().zip(x).map(|(c, v)| c * v).sum();
    1.0 / (1.0 + libm::exp(-z))
}

/// One (edition, level)'s fitted model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Fitted {
    /// The edition of the seats that played the fitting hands.
    pub edition: Edition,
    /// Their level (I to V).
    pub level: String,
    /// The strategies that played the hands, in table order.
    pub seats: Vec<String>,
    /// The first wall's seed.
    pub seed: u64,
    /// Walls played (one hand each).
    pub walls: u64,
    /// The hazard's coefficients ([`THREAT`]), one set per round ahead
    /// (0 to [`AHEAD`] − 1).
    pub hazard: Vec<Vec<f64>>,
    /// The danger's coefficients ([`DANGER`]).
    pub danger: Vec<f64>,
    /// The mean payment of a discarder whose discard is won on.
    pub deal_in_payment: f64,
    /// The mean payment of a seat that neither wins nor discards the winning tile.
    pub other_win_payment: f64,
    /// Decisions, danger samples and hazard samples fitted on.
    pub samples: [u64; 3],
}

/// The shipped models, one per edition and level.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Models {
    /// One per edition and named level.
    pub models: Vec<Fitted>,
}

static MODELS: OnceLock<Models> = OnceLock::new();

/// The shipped models (`others.json`). The file is built in; a test reads
/// every edition and level from it, so an unreadable file fails the tests
/// rather than the engine (which would answer without the table's figures).
pub fn models() -> &'static Models {
    MODELS.get_or_init(|| serde_json::from_str(include_str!("others.json")).unwrap_or(Models { models: Vec::new() }))
}

impl Models {
    /// The model for a player: its edition, and its named level or the named
    /// level nearest a custom minimum.
    pub fn of(&self, edition: Edition, level: Level) -> Option<&Fitted> {
        let near = |l: &Level| {
            let (a, b) = (l.minimum(), level.minimum());
            a.self_draw.abs_diff(b.self_draw) + a.discard.abs_diff(b.discard)
        };
        let named = Level::NAMED.into_iter().min_by_key(near)?;
        self.models.iter().find(|m| m.edition == edition && m.level == named.name())
    }
}

impl Fitted {
    /// The chance that seat `o` wins in the round `r` rounds from now, not on
    /// the player's discard; none once the wall cannot reach that round.
    pub fn hazard(&self, sight: &TableSight, viewer: Seat, o: Seat, r: u32) -> f64 {
        if sight.wall <= 4 * r {
            return 0.0;
        }
        let coef = &self.hazard[(r as usize).min(self.hazard.len().saturating_sub(1))];
        logistic(coef, &threat(sight, viewer, o, r))
    }

    /// The chance that discarding `t` `r` rounds from now completes `o`'s hand
    /// for a win.
    pub fn danger(&self, sight: &TableSight, viewer: Seat, o: Seat, r: u32, t: Tile, known: u8) -> f64 {
        logistic(&self.danger, &danger_features(sight, viewer, o, r, t, known))
    }
}

/// A discard's danger: the chance that some other player wins on it, and what
/// the player then pays.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Danger {
    /// The chance that one of the others wins on it: 1 − Π(1 − each one's).
    #[serde(serialize_with = "super::number")]
    pub chance: f64,
    /// The expected payment: each one's chance of being the first in turn
    /// order to win on it (R25) times its model's mean deal-in payment.
    #[serde(serialize_with = "super::number")]
    pub loss: f64,
    /// Each other seat's chance.
    #[serde(serialize_with = "BySeat::serialize_present")]
    #[cfg_attr(feature = "typescript", ts(type = "Partial<Record<Seat, number>>"))]
    pub seats: BySeat<Option<f64>>,
}

/// The Concealed Discard advice for the chosen discard (R27).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Burial {
    /// The tile: the best discard.
    pub tile: Tile,
    /// Whether to bury it now.
    pub advised: bool,
    /// Its expected loss face up now (its danger's loss).
    #[serde(serialize_with = "super::number")]
    pub face_up_loss: f64,
    /// Its expected loss buried: the chance the hand reaches the exhaustive
    /// draw, times the chance that another wins on it then, times half its
    /// deal-in payment (R19).
    #[serde(serialize_with = "super::number")]
    pub buried_loss: f64,
    /// What burying now saves: `face_up_loss − buried_loss`.
    #[serde(serialize_with = "super::number")]
    pub saving: f64,
    /// What keeping the burial saves later, as estimated: the largest saving,
    /// one round from now, of another tile the hand can let go keeping its
    /// best shanten, times the chance that the hand lasts that round.
    #[serde(serialize_with = "super::number")]
    pub later: f64,
}

/// The table as one analysis uses it: the sight, the player's seat, and each
/// other seat's model.
pub(super) struct Others<'a> {
    pub sight: &'a TableSight,
    seat: Seat,
    fitted: BySeat<Option<&'static Fitted>>,
}

impl<'a> Others<'a> {
    pub fn new(sight: &'a TableSight, seat: Seat, players: &BySeat<crate::game::Player>) -> Others<'a> {
        let fitted =
            BySeat::from_fn(|s| (s != seat).then(|| models().of(players[s].edition, players[s].level)).flatten());
        Others { sight, seat, fitted }
    }

    /// The other seats in turn order after the player, with their models.
    fn each(&self) -> impl Iterator<Item = (Seat, &'static Fitted)> + '_ {
        let first = self.seat.next();
        [first, first.next(), first.next().next()].into_iter().filter_map(|s| self.fitted[s].map(|f| (s, f)))
    }

    /// For each of the rounds `0..k` from now: the chance that another player
    /// wins in it (1 − Π(1 − hazard)), and that chance times what the player
    /// then pays (each one's hazard times its model's payment by a seat that
    /// neither wins nor discards).
    pub fn rounds(&self, k: usize) -> Vec<(f64, f64)> {
        (0..k as u32)
            .map(|r| {
                let (mut none, mut cost) = (1.0, 0.0);
                for (o, f) in self.each() {
                    let h = f.hazard(self.sight, self.seat, o, r);
                    none *= 1.0 - h;
                    cost += h * f.other_win_payment;
                }
                (1.0 - none, cost)
            })
            .collect()
    }

    /// For each of the rounds `0..k` from now: the chance that the player's own
    /// discard just before it is won on, and that chance times the payment
    /// (the expected loss). Round 0's discard is the one being chosen, whose
    /// danger is its own; a later one is a tile from the wall, so its danger is
    /// averaged over the tiles `remaining` holds, each with the copy drawn
    /// counted as the player's. None once the wall cannot reach the round.
    pub fn discards(&self, k: usize, remaining: &TileCounts) -> Vec<(f64, f64)> {
        let total = remaining.total() as f64;
        (0..k as u32)
            .map(|r| {
                if r == 0 || total == 0.0 || self.sight.wall <= 4 * r {
                    return (0.0, 0.0);
                }
                let (mut chance, mut loss) = (0.0, 0.0);
                for t in Tile::all() {
                    let n = remaining.get(t);
                    if n == 0 {
                        continue;
                    }
                    let w = n as f64 / total;
                    let d = self.danger(t, 5 - n, r);
                    chance += w * d.chance;
                    loss += w * d.loss;
                }
                (chance, loss)
            })
            .collect()
    }

    /// The danger of discarding `t` `r` rounds from now; `known` copies of it
    /// accounted for by the player.
    pub fn danger(&self, t: Tile, known: u8, r: u32) -> Danger {
        let (mut none, mut loss) = (1.0, 0.0);
        let mut seats = BySeat::default();
        for (s, f) in self.each() {
            let d = f.danger(self.sight, self.seat, s, r, t, known);
            loss += none * d * f.deal_in_payment;
            none *= 1.0 - d;
            seats[s] = Some(d);
        }
        Danger { chance: 1.0 - none, loss, seats }
    }
}

impl super::Analyst<'_> {
    /// What a hand that never wins is worth with the table: it folds, paying
    /// only for the others' wins, round after round.
    pub(super) fn never_wins(&self) -> super::model::Val {
        self.model.fold.last().copied().unwrap_or_default()
    }

    /// The danger of discarding `t` from the hand now.
    pub(super) fn danger_now(&self, t: Tile) -> Danger {
        let others = self.others.as_ref().expect("the table is given");
        others.danger(t, 4 - self.remaining.get(t), 0)
    }

    /// Fold, safest and bury for a 14-tile hand's discards, ranked after their
    /// danger; `attack` is the best discard before the danger.
    pub(super) fn table_advice(&self, out: &mut super::Discarding, attack: Option<Tile>) {
        let Some(others) = self.others.as_ref() else { return };
        let chance = |t: Tile| {
            out.discards.iter().find(|d| d.tile == t).and_then(|d| d.danger.as_ref()).map_or(0.0, |d| d.chance)
        };
        out.safest = out.discards.iter().map(|d| d.tile).reduce(|a, b| if chance(b) < chance(a) { b } else { a });
        // A fold: danger turned the best discard from one that keeps the
        // hand's best shanten into one that does not (D35).
        let best_shanten = out.discards.iter().map(|d| d.after.shanten).min();
        let keeps = |t: Option<Tile>| {
            t.and_then(|t| out.discards.iter().find(|d| d.tile == t)).map(|d| Some(d.after.shanten) == best_shanten)
        };
        let top = out.discards.first().map(|d| d.tile);
        // Or the best discard's value is the fold's (D38): it gives up winning,
        // with no win chance left (a hand that cannot win is worth no more).
        let gives_up = out.discards.first().and_then(|d| d.value.as_ref()).is_some_and(|v| v.win_chance == 0.0);
        out.fold = keeps(attack) == Some(true) && keeps(top) == Some(false) || gives_up;
        let edition = self.pos.players[self.pos.seat].edition;
        if !others.sight.may_bury || !edition.rules().concealed_discard {
            out.discards.iter_mut().for_each(|d| d.buried = None);
            return;
        }
        // The exhaustive draw: the rounds the wall has left, none of them won.
        let end = others.sight.wall.div_ceil(4);
        let rounds = others.rounds(end as usize);
        let lasts: f64 = rounds.iter().map(|&(e, _)| 1.0 - e).product();
        // `own`: the hand's own win chance, which also ends the hand before the draw.
        let saving = |t: Tile, r: u32, own: f64| {
            let known = 4 - self.remaining.get(t);
            let face_up = others.danger(t, known, r).loss;
            let buried = lasts * (1.0 - own).max(0.0) * others.danger(t, known, end).loss / 2.0;
            (face_up, buried)
        };
        // A later discard needs another draw: three tiles for the others, then one.
        let stay = if others.sight.wall >= 4 { rounds.first().map_or(1.0, |&(e, _)| 1.0 - e) } else { 0.0 };
        // The hand's next discards: the tiles it can let go keeping its best shanten.
        let next: Vec<Tile> =
            out.discards.iter().filter(|d| Some(d.after.shanten) == best_shanten).map(|d| d.tile).collect();
        // What keeping the burial saves later, when `t` goes now: the largest
        // saving one round on among the other such tiles.
        let later = |t: Tile, own: f64| {
            next.iter()
                .filter(|&&u| u != t)
                .map(|&u| {
                    let (up, down) = saving(u, 1, own);
                    stay * (up - down)
                })
                .fold(0.0, f64::max)
        };
        // Every discard's burial in the unit of its value (D39): its value
        // before the danger, less its loss buried and what the burial would save later.
        for d in &mut out.discards {
            let Some(v) = d.buried.as_mut() else { continue };
            let own = v.win_chance;
            let (_, down) = saving(d.tile, 0, own);
            v.expected_gain -= down + later(d.tile, own);
        }
        let Some(first) = out.discards.first() else { return };
        let own = first.value.as_ref().map_or(0.0, |v| v.win_chance);
        let (face_up_loss, buried_loss) = saving(first.tile, 0, own);
        let later = later(first.tile, own);
        let now = face_up_loss - buried_loss;
        out.bury = Some(Burial {
            tile: first.tile,
            advised: now > 0.0 && now >= later,
            face_up_loss,
            buried_loss,
            saving: now,
            later,
        });
    }
}
