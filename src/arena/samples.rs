//! The table model's data: arena hands played to the end, and at every discard
//! decision what the seat saw and what was true. The danger's label is exact
//! (the opponent's real hand with the tile is a win it may declare, R16, R29);
//! the hazard's is what happened (the opponent won before the seat's next
//! decision, not on the seat's discard). The fitting ([`super::fit`]) and the
//! calibration tests read the same samples.

use super::hands::{diverged, Recorded};
use super::Settings;
use crate::analysis::{danger_features, threat, TableSight, AHEAD, DANGER, THREAT};
use crate::error::Result;
use crate::seat::{BySeat, Seat};
use crate::shanten::Shanten;
use crate::table::seats::{play_with, Strategy};
use crate::table::{Action, Table};

/// How the hand ended, as one seat's decision sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Another seat won, not on this seat's discard.
    Others,
    /// This seat won: the others had the round (a win on their discard cuts
    /// it a little short) and did not win in it.
    Won,
    /// Another seat won on this seat's discard, at the start of the round:
    /// whether one would have won later in it is hidden (censored).
    DealtIn,
    /// Nobody won.
    Drawn,
}

/// One discard decision's view of the others, with what happened next.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    /// The seat deciding.
    pub seat: Seat,
    /// What it saw of the others.
    pub sight: TableSight,
    /// Its own shanten then (of its 14 tiles: the best after one discard).
    pub shanten: i8,
    /// The decisions the seat made after this one before the hand ended: the
    /// hand ended in round `after` from here (round 0 runs to its next one).
    pub after: u32,
    /// How it ended.
    pub ended: Ended,
}

/// Samples of the table model.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Samples {
    /// Hands played.
    pub hands: u64,
    /// (features, whether the tile completes that opponent's hand for a win):
    /// every tile kind in the deciding hand, for each other seat.
    pub danger: Vec<([f64; DANGER], bool)>,
    /// (r, features r rounds ahead, whether that opponent won in that round):
    /// each other seat at each decision, for each round the hand reached
    /// within `AHEAD`, unless the seat's own discard was won on in it.
    pub hazard: Vec<(u32, [f64; THREAT], bool)>,
    /// Every decision, for the chances over several rounds.
    pub decisions: Vec<Decision>,
    /// Sum and count of the discarder's payment over the danger's wins.
    pub deal_in: (f64, u64),
    /// Sum and count of the payment of a seat that neither won nor discarded
    /// the winning tile, over the hands won.
    pub other_win: (f64, u64),
}

/// Plays the walls `first .. first + walls` of `settings` one after another
/// and samples every discard decision.
pub fn collect(settings: &Settings, first: u64, walls: u64) -> Result<Samples> {
    let mut out = Samples::default();
    for seed in first..first + walls {
        for r in 0..settings.plays() {
            let table = Table::deal(settings.setup(seed, r));
            sample_hand(&mut out, table, settings.seats(r).map_values(|s| s.seat()))?;
        }
    }
    Ok(out)
}

/// Replays recorded hands and samples every discard decision, as [`collect`]
/// does when it plays them.
pub fn collect_recorded(recorded: &Recorded) -> Result<Samples> {
    let mut out = Samples::default();
    for ((table, seats, script), (seed, _)) in recorded.replays().zip(&recorded.hands) {
        sample_hand(&mut out, table, seats).map_err(|_| diverged(*seed))?;
        if !script.played_out() {
            return Err(diverged(*seed));
        }
    }
    Ok(out)
}

/// Plays one hand to its end and samples its discard decisions.
fn sample_hand(out: &mut Samples, mut table: Table, mut seats: BySeat<Box<dyn Strategy>>) -> Result<()> {
    let mut decisions: Vec<(Seat, TableSight, i8)> = Vec::new();
    let mut shanten = Shanten::default();
    // A decision is a discard, face up or down: a turn that wins or
    // declares a kong is not one (its round never starts).
    play_with(&mut table, &mut seats, |table, seat, action| {
        if matches!(action, Action::Discard(_) | Action::Conceal(_)) {
            let sight = sample_danger(out, &mut shanten, table, seat);
            let own = distance(&mut shanten, table, seat) as i8 - 1;
            decisions.push((seat, sight, own));
        }
    })?;
    out.hands += 1;
    label(out, &table, decisions);
    Ok(())
}

/// `D` of `seat`'s concealed tiles with its melds: the fewest tiles its hand lacks.
fn distance(shanten: &mut Shanten, table: &Table, seat: Seat) -> u8 {
    let melds = table.melds(seat);
    let mut meld_tiles = crate::tile::TileCounts::new();
    melds.iter().for_each(|m| m.tiles().into_iter().for_each(|t| meld_tiles.add(t, 1)));
    shanten.best(table.setup().players[seat].edition, table.concealed(seat), melds.len(), &meld_tiles)
}

/// The danger samples of `seat`'s discard decision: every tile kind it holds,
/// against each other seat's real hand.
fn sample_danger(out: &mut Samples, shanten: &mut Shanten, table: &Table, seat: Seat) -> TableSight {
    let view = table.view(seat);
    let sight = view.sight();
    let seen = view.seen();
    for o in Seat::ALL.into_iter().filter(|&o| o != seat) {
        // Only a waiting hand (one tile short) can win on a discard.
        let waiting = distance(shanten, table, o) == 1;
        for t in view.hand().kinds() {
            let known = 4 - view.unseen(&seen, t);
            let paid = if waiting { table.deal_in(o, t, seat) } else { None };
            if let Some(p) = paid {
                out.deal_in.0 += p.as_f64();
                out.deal_in.1 += 1;
            }
            out.danger.push((danger_features(&sight, seat, o, 0, t, known), paid.is_some()));
        }
    }
    sight
}

/// Labels a finished hand's decisions by its end: who won, and on whose discard.
fn label(out: &mut Samples, table: &Table, decisions: Vec<(Seat, TableSight, i8)>) {
    let win = table.winner().map(|w| (w.seat, w.from));
    if let (Some((winner, from)), Some(pay)) = (win, table.payments()) {
        for s in Seat::ALL.into_iter().filter(|&s| s != winner && Some(s) != from) {
            out.other_win.0 -= pay[s].as_f64();
            out.other_win.1 += 1;
        }
    }
    let ended = |seat: Seat| match win {
        Some((w, _)) if w == seat => Ended::Won,
        Some((_, from)) if from == Some(seat) => Ended::DealtIn,
        Some(_) => Ended::Others,
        None => Ended::Drawn,
    };
    // Each seat's decisions in order: the hand ends in the round of its last.
    let mut later: BySeat<u32> = BySeat::default();
    for (seat, _, _) in &decisions {
        later[*seat] += 1;
    }
    let mut seen: BySeat<u32> = BySeat::default();
    for (seat, sight, shanten) in decisions {
        seen[seat] += 1;
        let after = later[seat] - seen[seat];
        let end = ended(seat);
        // The hazard of round r: the hand reached it, and who won in it,
        // unless a win on the seat's discard ended it (censored).
        for r in 0..AHEAD.min(after + 1) {
            let last = after == r;
            if last && end == Ended::DealtIn {
                continue;
            }
            let won = win.filter(|_| last && end == Ended::Others).map(|(w, _)| w);
            for o in Seat::ALL.into_iter().filter(|&o| o != seat) {
                out.hazard.push((r, threat(&sight, seat, o, r), won == Some(o)));
            }
        }
        out.decisions.push(Decision { seat, sight, shanten, after, ended: end });
    }
}
