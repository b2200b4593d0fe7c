//! Deals for training: from a seed, a real Four Seas question of one kind —
//! a winning hand to count (`win`), a waiting hand (`wait`), or a 14-tile
//! position with one clearly best discard (`discard`) — in an edition, at a
//! winning level and a difficulty. The same seed deals the same question on
//! every platform: the generator uses integers only, and every check is the
//! engine's own (`settle`, `analyze`).
//!
//! Difficulty, by kind:
//! - `win`: the rarest counted pattern. Tier 1 is a pattern of at most 20
//!   points, tier 2 of 30 to 60, tier 3 of 80 or more, a chance pattern, or a
//!   win on a revealed concealed discard; a difficulty-1 hand also counts at
//!   most three patterns. Every hand meets the minimum for its win at the level
//!   and counts one to seven patterns.
//! - `wait`: 1–2 waits, 3–4, or 5–9; at least one wait wins by self-draw at
//!   the level.
//! - `discard`: the gap between the best and the second-best discard's
//!   expected gain (the value model, default options), relative to the best:
//!   at least 1/2, from 1/5 to 1/2, or from 1/20 to 1/5. An answer within half
//!   the gap of the best counts (`tolerance`).

mod hands;
mod rng;

use crate::analysis::{analyze, Analysis, Position};
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::game::{settle, Game, Player};
use crate::group::Meld;
use crate::hand::Hand;
use crate::names::named;
use crate::rulebook::{patterns, Category};
use crate::seat::BySeat;
use crate::tile::{Tile, TileCounts};
use crate::win::{Win, WinContext};
use hands::{example_hand, random_hand, theme, Built, Theme};
pub(crate) use rng::Rng;

named! {
    /// What a deal asks.
    pub enum DealKind("kind") {
        /// A winning hand: count it.
        Win = "win",
        /// A waiting hand: name its waits.
        Wait = "wait",
        /// A 14-tile hand: choose the discard.
        Discard = "discard",
    }
}

/// The largest seed: the largest integer JavaScript numbers hold exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// What to deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DealSpec {
    /// The kind of question.
    pub kind: DealKind,
    /// The player's edition and level.
    pub player: Player,
    /// The seed, at most [`MAX_SEED`].
    pub seed: u64,
    /// 1 (easy) to 3 (hard).
    pub difficulty: u8,
}

/// A dealt question.
#[derive(Debug, Clone, PartialEq)]
pub struct Deal {
    /// What was dealt: as asked, the difficulty lowered to what the edition
    /// reaches (Beginner's `win` hands are all easy).
    pub spec: DealSpec,
    /// The concealed tiles: before the win for `win`, 13 or 14 with the melds otherwise.
    pub concealed: Vec<Tile>,
    /// The winning tile of a `win` deal.
    pub win_tile: Option<Tile>,
    /// Declared melds.
    pub melds: Vec<Meld>,
    /// How a `win` deal's tile came; the seat of every deal.
    pub win: WinContext,
    /// For `discard`: how far below the best discard's expected gain an answer
    /// still counts (half the gap to the second best).
    pub tolerance: Option<f64>,
    /// The difficulty the hand has: `spec.difficulty` (already lowered to what
    /// the edition reaches), unless no try found such a hand.
    pub difficulty: u8,
}

/// How many hands a deal may try before it settles for the first valid one.
pub(crate) const TRIES: [usize; 3] = [3000, 3000, 80];

/// Deals the question `spec` asks for.
///
/// ```
/// use fourseas::{deal, DealKind, DealSpec, Edition, Player};
/// let spec = DealSpec { kind: DealKind::Win, player: Player::new(Edition::Basic), seed: 7, difficulty: 1 };
/// let a = deal(&spec).unwrap();
/// assert_eq!(a, deal(&spec).unwrap());
/// assert_eq!(a.concealed.len() + 3 * a.melds.len(), 13);
/// ```
pub fn deal(spec: &DealSpec) -> Result<Deal> {
    if spec.seed > MAX_SEED {
        let message = format!("seed is at most {MAX_SEED}, not {}", spec.seed);
        return Err(Error::out_of_range("seed", 0, MAX_SEED, Some(spec.seed), message));
    }
    if !(1..=3).contains(&spec.difficulty) {
        let message = format!("difficulty is 1, 2 or 3, not {}", spec.difficulty);
        return Err(Error::out_of_range("difficulty", 1, 3, Some(spec.difficulty.into()), message));
    }
    // Minimums no hand of the edition reaches (above its highest hand score)
    // are refused at once: no deal could ever meet them.
    let highest = crate::rulebook::patterns(spec.player.edition).map(|p| p.points).max().unwrap_or(0).max(crate::LIMIT);
    let m = spec.player.level.minimum();
    if m.self_draw.min(m.discard) > highest {
        return Err(Error::new(
            ErrorCode::BadValue,
            ErrorReason::UndealableMinimum,
            format!(
                "no {} hand scores more than {highest}: minimums of {}/{} cannot be dealt",
                spec.player.edition, m.self_draw, m.discard
            ),
        )
        .arg("edition", spec.player.edition.as_str())
        .arg("highest", highest)
        .arg("self_draw", m.self_draw)
        .arg("discard", m.discard));
    }
    // A difficulty the edition does not reach deals as the hardest it does, the
    // same hand: so the difficulty a deal answers deals it again.
    let wanted = spec.difficulty.min(reachable(spec));
    let spec = &DealSpec { difficulty: wanted, ..*spec };
    let stream = (spec.kind as u64) << 16 | (spec.player.edition as u64) << 8 | u64::from(spec.difficulty);
    let mut rng = Rng::new(spec.seed, stream);
    let mut first = None;
    for _ in 0..TRIES[spec.kind as usize] {
        let Some(deal) = candidate(&mut rng, spec, false) else { continue };
        if deal.difficulty == spec.difficulty {
            return Ok(deal);
        }
        first.get_or_insert(deal);
    }
    // None of the difficulty asked for: the next valid hand of any.
    for _ in 0..TRIES[spec.kind as usize] {
        if first.is_some() {
            break;
        }
        first = candidate(&mut rng, spec, true);
    }
    first.ok_or_else(|| Error::new(ErrorCode::NotWinning, ErrorReason::NoDeal, "no hand could be dealt for this seed"))
}

/// The hardest difficulty the edition deals of the kind.
fn reachable(spec: &DealSpec) -> u8 {
    match spec.kind {
        DealKind::Win => hardest_tier(spec.player.edition),
        _ => 3,
    }
}

/// One candidate: a valid deal, with the difficulty it has.
fn candidate(rng: &mut Rng, spec: &DealSpec, need_any: bool) -> Option<Deal> {
    match spec.kind {
        DealKind::Win => win_deal(rng, spec),
        DealKind::Wait | DealKind::Discard => waiting_deal(rng, spec, need_any),
    }
}

/// The difficulty tier of a counted pattern.
fn tier(pid: crate::rulebook::PatternId) -> u8 {
    let p = pid.def();
    match (p.category, p.points) {
        (Category::H1 | Category::H2 | Category::H3, _) => 3,
        (_, 0..=20) => 1,
        (_, 21..=60) => 2,
        _ => 3,
    }
}

/// The hardest tier an edition's hands reach: a difficulty above it deals at it.
fn hardest_tier(edition: crate::rulebook::Edition) -> u8 {
    patterns(edition).map(|p| tier(p.pid)).max().unwrap_or(1)
}

fn game(b: &Built, player: Player) -> Option<Game> {
    let hand = Hand::new(&b.concealed, b.win_tile, b.melds.clone()).ok()?;
    Game::new(hand, b.win, BySeat::new(player)).ok()
}

fn win_deal(rng: &mut Rng, spec: &DealSpec) -> Option<Deal> {
    let edition = spec.player.edition;
    // A quarter of the hands are the rulebook's examples, moved: the way every
    // pattern, rare ones included, comes up.
    let want = spec.difficulty;
    let from_example = rng.chance(1, 4);
    let (built, target) = if from_example {
        let rows: Vec<_> = patterns(edition).filter(|p| tier(p.pid) == want || want == 3).collect();
        if rows.is_empty() {
            return None;
        }
        let pid = rng.pick(&rows).pid;
        (example_hand(rng, pid, true)?, Some(pid))
    } else {
        let t = theme(rng);
        (random_hand(rng, edition, t, false, want == 3)?, None)
    };
    let mut outcome = game(&built, spec.player).and_then(|g| settle(&g).ok());
    let mut built = built;
    let counted = |o: &crate::game::Outcome, pid| o.evaluation.best.counted.iter().any(|i| i.pid == pid);
    if let Some(pid) = target {
        if !outcome.as_ref().is_some_and(|o| counted(o, pid)) {
            // Moved, the example lost its pattern (a seat wind, a turned shape): as written.
            built = example_hand(rng, pid, false)?;
            outcome = settle(&game(&built, spec.player)?).ok();
        }
    }
    let outcome = outcome?;
    let best = &outcome.evaluation.best;
    if !outcome.can_win || best.counted.is_empty() || best.counted.len() > 7 {
        return None;
    }
    let mut hardest = best.counted.iter().map(|i| tier(i.pid)).max().unwrap_or(1);
    if built.win.win == Win::ConcealedDiscard {
        hardest = 3;
    }
    // An easy hand counts at most three patterns; more make it medium.
    let difficulty = if hardest == 1 && best.counted.len() > 3 { 2 } else { hardest };
    let deal = Deal {
        spec: *spec,
        concealed: built.concealed,
        win_tile: Some(built.win_tile),
        melds: built.melds,
        win: built.win,
        tolerance: None,
        difficulty,
    };
    Some(deal)
}

/// A waiting hand (a winning hand less one concealed tile) and, for `discard`,
/// one tile more that does not win.
/// `need_any`: no valid deal yet, so one of any difficulty is worth finding.
fn waiting_deal(rng: &mut Rng, spec: &DealSpec, need_any: bool) -> Option<Deal> {
    let edition = spec.player.edition;
    let t = if spec.kind == DealKind::Wait && spec.difficulty == 3 && rng.chance(9, 10) {
        Theme::OneSuit
    } else {
        theme(rng)
    };
    let concealed_only = rng.chance(2, 3);
    let built = random_hand(rng, edition, t, concealed_only, false)?;
    let mut concealed = built.concealed;
    concealed.push(built.win_tile);
    concealed.swap_remove(rng.below(concealed.len()));
    concealed.sort();
    let seat = built.win.seat;
    let position = |concealed: Vec<Tile>| Position {
        melds: built.melds.clone(),
        ..Position::new(concealed, seat, BySeat::new(spec.player))
    };
    let Analysis::Waiting(w) = analyze(&position(concealed.clone())).ok()? else { return None };
    if w.shanten != 0 || !w.waits.iter().any(|x| x.self_draw.as_ref().is_some_and(|v| v.can_win)) {
        return None;
    }
    let win = WinContext::self_draw(seat);
    if spec.kind == DealKind::Wait {
        let n = w.waits.len();
        let difficulty = match n {
            0..=2 => 1,
            3..=4 => 2,
            _ => 3,
        };
        let deal =
            Deal { spec: *spec, concealed, win_tile: None, melds: built.melds, win, tolerance: None, difficulty };
        return (1..=9).contains(&n).then_some(deal);
    }
    // One tile more, never a winning one.
    let mut held = TileCounts::from_tiles(&concealed);
    for m in &built.melds {
        for x in m.tiles().iter() {
            held.add(*x, 1);
        }
    }
    let near = concealed[rng.below(concealed.len())];
    // An easy question draws a stray tile more often, a hard one a tile beside the hand.
    let drawn = if rng.chance(usize::from(spec.difficulty), 4) && near.is_number() {
        near.shifted(rng.below(5) as i8 - 2).unwrap_or(near)
    } else {
        Tile::from_index(rng.below(Tile::COUNT))?
    };
    if held.get(drawn) >= 4 || w.waits.iter().any(|x| x.tile == drawn) {
        return None;
    }
    concealed.push(drawn);
    concealed.sort();
    let full = position(concealed.clone());
    if !need_any {
        // Screened first without the hand change, about ten times quicker and
        // seldom of another difficulty; only a likely hand is valued in full.
        let (best, second) = lead(&Position { hand_changes: 0, ..full.clone() })?;
        if discard_difficulty(best, second)? != spec.difficulty {
            return None;
        }
    }
    let (best, second) = lead(&full)?;
    let difficulty = discard_difficulty(best, second)?;
    let deal = Deal {
        spec: *spec,
        concealed,
        win_tile: None,
        melds: built.melds,
        win,
        tolerance: Some((best - second) / 2.0),
        difficulty,
    };
    Some(deal)
}

/// The expected gains of the best and the second-best discard.
fn lead(pos: &Position) -> Option<(f64, f64)> {
    let Analysis::Discarding(d) = analyze(pos).ok()? else { return None };
    let gain = |i: usize| d.discards.get(i).and_then(|x| x.value.as_ref()).map(|v| v.expected_gain);
    Some((gain(0)?, gain(1)?))
}

/// A discard question's difficulty by the best discard's lead, relative to its
/// gain; none when the best gains nothing or leads by less than a twentieth.
fn discard_difficulty(best: f64, second: f64) -> Option<u8> {
    if best <= 0.0 {
        return None;
    }
    match (best - second) / best {
        g if g >= 0.5 => Some(1),
        g if g >= 0.2 => Some(2),
        g if g >= 0.05 => Some(3),
        _ => None,
    }
}
