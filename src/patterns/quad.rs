//! D: kongs. Exactly one pattern, by the number of kongs, over the kong groups.

use super::{bit, Ctx, Instance};
use crate::decompose::GroupKind;
use crate::rulebook::PatternId as P;

pub fn detect(ctx: &Ctx, out: &mut Vec<Instance>) {
    let kongs = ctx.d.indexed(|g| g.kind == GroupKind::Kong);
    let mask = kongs.iter().fold(0, |m, (i, _)| m | bit(*i));
    let pid = match kongs.len() {
        1 => P::D1,
        2 => P::D2,
        3 => P::D3,
        4 => P::D4,
        _ => return,
    };
    ctx.push(out, pid, mask);
}
