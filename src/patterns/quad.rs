//! D: kongs. One Quad is a kong, Two Quads two kongs, and so on: every subset of the
//! kongs is an instance, and the category's best combination (R12, R13) takes Two
//! Quads (30) over One Quad twice (20) wherever the edition has it.

use super::{bit, Ctx, Instance};
use crate::group::{GroupKind, Groups};
use crate::rulebook::PatternId as P;

pub fn detect(ctx: &Ctx, out: &mut Vec<Instance>) {
    let kongs: Vec<Groups> = ctx.d.indexed(|g| g.kind == GroupKind::Kong).into_iter().map(|(i, _)| bit(i)).collect();
    let n = kongs.len();
    // Each non-empty subset of the kongs, by bit pattern over the kong list.
    for subset in 1u16..(1 << n) {
        let mask = (0..n).filter(|k| subset & (1 << k) != 0).fold(Groups::EMPTY, |m, k| m | kongs[k]);
        let pid = match subset.count_ones() {
            1 => P::D1,
            2 => P::D2,
            3 => P::D3,
            _ => P::D4,
        };
        ctx.push(out, pid, mask);
    }
}
