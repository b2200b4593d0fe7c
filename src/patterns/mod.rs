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

use crate::decompose::{Decomposition, Shape};
use crate::hand::{Hand, WinContext};
use crate::rulebook::{Edition, PatternId};
use crate::tile::TileCounts;

/// One way a pattern holds: the pattern and a bit set of the groups it uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Instance {
    pub pid: PatternId,
    pub groups: u16,
}

/// What a detector may look at.
pub struct Ctx<'a> {
    pub d: &'a Decomposition,
    pub hand: &'a Hand,
    pub win: &'a WinContext,
    pub edition: Edition,
    /// Every tile of the hand.
    pub tiles: TileCounts,
}

impl Ctx<'_> {
    fn push(&self, out: &mut Vec<Instance>, pid: PatternId, groups: u16) {
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
pub fn detect(ctx: &Ctx) -> Vec<Instance> {
    let mut out = Vec::new();
    match ctx.d.shape {
        Shape::Standard => {
            suit::detect(ctx, &mut out);
            form::standard(ctx, &mut out);
            number::detect(ctx, &mut out);
            quad::detect(ctx, &mut out);
            honor::sets(ctx, &mut out);
            one_suit::detect(ctx, &mut out);
            three_suit::detect(ctx, &mut out);
        }
        Shape::SevenPairs => {
            suit::detect(ctx, &mut out);
            form::seven_pairs(ctx, &mut out);
            number::detect(ctx, &mut out);
            honor::pairs(ctx, &mut out);
        }
        Shape::Knitted | Shape::ThirteenOrphans | Shape::Plaid => form::special(ctx, &mut out),
    }
    chance::detect(ctx, &mut out);
    out
}

/// Bit for group `i`.
const fn bit(i: usize) -> u16 {
    1 << i
}

/// "Twice" patterns: two disjoint instances of a base pattern (R8).
fn twice(base: &[u16], mut emit: impl FnMut(u16)) {
    for (i, a) in base.iter().enumerate() {
        for b in &base[i + 1..] {
            if a & b == 0 {
                emit(a | b);
            }
        }
    }
}
