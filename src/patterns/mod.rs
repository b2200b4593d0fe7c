//! Pattern detectors, one module per family. Each detector lists every
//! *instance* of its patterns in one decomposition: the pattern and the groups
//! it uses. Choosing among instances is the scoring principles' job (`score`).

mod chance;
mod form;
mod honor;
mod number;
mod one_suit;
mod quad;
mod suit;
mod three_suit;

use crate::decompose::Decomposition;
use crate::group::Groups;
use crate::hand::Hand;
use crate::rulebook::{Edition, PatternId, Shape};
use crate::tile::TileCounts;
use crate::win::WinContext;

/// One way a pattern holds: the pattern and the groups it uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Instance {
    /// The pattern.
    pub pid: PatternId,
    /// The groups of the decomposition it uses.
    pub groups: Groups,
}

/// What a detector may look at.
pub(crate) struct Ctx<'a> {
    pub d: &'a Decomposition,
    pub hand: &'a Hand,
    pub win: &'a WinContext,
    pub edition: Edition,
    /// Every tile of the hand.
    pub tiles: TileCounts,
    /// The kinds of `tiles`, as bits by tile index (see the masks below).
    pub kinds: u64,
}

/// Kinds masks, by tile index: the number suits take bits 0–26, nine each.
pub(crate) const NUMBERS: u64 = (1 << 27) - 1;
/// Winds and dragons.
pub(crate) const HONORS: u64 = 0x7f << 27;
/// East, South, West, North.
pub(crate) const WINDS: u64 = 0xf << 27;
/// White, Green, Red.
pub(crate) const DRAGONS: u64 = 0x7 << 31;
/// The 1s and 9s of the number suits.
pub(crate) const TERMINALS: u64 = 0x101 | 0x101 << 9 | 0x101 << 18;

/// The ranks of the number kinds in `kinds`, any suit, as bits 1–9.
pub(crate) const fn number_ranks(kinds: u64) -> u16 {
    (((kinds | kinds >> 9 | kinds >> 18) & 0x1ff) << 1) as u16
}

impl Ctx<'_> {
    fn push(&self, out: &mut Vec<Instance>, pid: PatternId, groups: Groups) {
        out.push(Instance { pid, groups });
    }

    /// A pattern of the whole hand.
    fn whole(&self, out: &mut Vec<Instance>, pid: PatternId) {
        self.push(out, pid, self.d.all());
    }
}

/// Every instance of every pattern in the decomposition, edition aside: the
/// scorer reports patterns outside the edition as left out. Which families
/// apply to which shape follows R5.
pub(crate) fn detect(ctx: &Ctx, out: &mut Vec<Instance>) {
    out.clear();
    match ctx.d.shape {
        Shape::Standard => {
            suit::detect(ctx, out);
            form::standard(ctx, out);
            number::detect(ctx, out);
            quad::detect(ctx, out);
            honor::sets(ctx, out);
            one_suit::detect(ctx, out);
            three_suit::detect(ctx, out);
        }
        Shape::SevenPairs => {
            suit::detect(ctx, out);
            form::seven_pairs(ctx, out);
            number::detect(ctx, out);
            honor::pairs(ctx, out);
        }
        Shape::Knitted | Shape::ThirteenOrphans | Shape::Plaid => form::special(ctx, out),
    }
    chance::detect(ctx, out);
}

/// The set of group `i` alone.
const fn bit(i: usize) -> Groups {
    Groups::one(i)
}

/// "Twice" patterns: two disjoint instances of a base pattern (R8).
fn twice(base: &[Groups], mut emit: impl FnMut(Groups)) {
    for (i, a) in base.iter().enumerate() {
        for b in &base[i + 1..] {
            if a.is_disjoint(*b) {
                emit(*a | *b);
            }
        }
    }
}
