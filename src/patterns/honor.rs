//! E: dragon (E1) and wind (E2) patterns. A kong counts as a triplet (R3);
//! Value Honor counts the seat wind and dragons, never the prevalent wind (R10).

use super::{bit, Ctx, Instance};
use crate::decompose::Group;
use crate::rulebook::PatternId as P;

/// Patterns of honor triplets and pairs in a four-sets hand.
pub fn sets(ctx: &Ctx, out: &mut Vec<Instance>) {
    let seat_wind = ctx.win.seat.wind();
    let trips = ctx.d.indexed(Group::is_triplet);
    let pair = ctx.d.indexed(|g| g.kind == crate::decompose::GroupKind::Pair);
    for (i, g) in &trips {
        if g.tile.is_dragon() || g.tile == seat_wind {
            ctx.push(out, P::E11, bit(*i));
        }
    }
    let dragons: Vec<(usize, Group)> = trips.iter().copied().filter(|(_, g)| g.tile.is_dragon()).collect();
    let winds: Vec<(usize, Group)> = trips.iter().copied().filter(|(_, g)| g.tile.is_wind()).collect();
    let mask = |v: &[(usize, Group)]| v.iter().fold(0u16, |m, (i, _)| m | bit(*i));
    let pair_of = |f: fn(&Group) -> bool| pair.iter().find(|(_, g)| f(g)).map(|(i, _)| bit(*i));
    let dragon_pair = pair_of(|g| g.tile.is_dragon());
    let wind_pair = pair_of(|g| g.tile.is_wind());
    // A pair of a dragon or wind is always a different tile from the triplets.
    match (dragons.len(), dragon_pair) {
        (3, _) => ctx.push(out, P::E13, mask(&dragons)),
        (2, Some(p)) => ctx.push(out, P::E12, mask(&dragons) | p),
        _ => {}
    }
    for sub in subsets(&winds, 2) {
        if let Some(p) = wind_pair {
            ctx.push(out, P::E21, mask(&sub) | p);
        }
    }
    for sub in subsets(&winds, 3) {
        ctx.push(out, P::E22, mask(&sub));
        if let Some(p) = wind_pair {
            ctx.push(out, P::E25, mask(&sub) | p);
        }
    }
    if winds.len() == 4 {
        ctx.push(out, P::E26, mask(&winds));
    }
}

/// Honor-pair patterns of Seven Pairs (R5): one pair of each distinct tile.
pub fn pairs(ctx: &Ctx, out: &mut Vec<Instance>) {
    let mut firsts: Vec<(usize, Group)> = Vec::new();
    for (i, g) in ctx.d.groups.iter().copied().enumerate() {
        if g.tile.is_honor() && !firsts.iter().any(|(_, f)| f.tile == g.tile) {
            firsts.push((i, g));
        }
    }
    let mask = |v: &[(usize, Group)]| v.iter().fold(0u16, |m, (i, _)| m | bit(*i));
    let dragons: Vec<_> = firsts.iter().copied().filter(|(_, g)| g.tile.is_dragon()).collect();
    let winds: Vec<_> = firsts.iter().copied().filter(|(_, g)| g.tile.is_wind()).collect();
    if dragons.len() == 3 {
        ctx.push(out, P::E14, mask(&dragons));
    }
    for sub in subsets(&winds, 3) {
        ctx.push(out, P::E23, mask(&sub));
    }
    if winds.len() == 4 {
        ctx.push(out, P::E24, mask(&winds));
    }
}

/// All `k`-element subsets, in order.
fn subsets<T: Copy>(items: &[T], k: usize) -> Vec<Vec<T>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut v = Vec::new();
    for (i, &x) in items.iter().enumerate() {
        for mut rest in subsets(&items[i + 1..], k - 1) {
            rest.insert(0, x);
            v.push(rest);
        }
    }
    v
}
