//! E: dragon (E1) and wind (E2) patterns. A kong counts as a triplet (R3);
//! Value Honor counts the seat wind and dragons, never the prevalent wind (R10).

use super::{bit, Ctx, Instance};
use crate::few::Few;
use crate::group::{Group, Groups};
use crate::rulebook::PatternId as P;
use crate::tile::Tile;

/// Patterns of honor triplets and pairs in a four-sets hand.
pub fn sets(ctx: &Ctx, out: &mut Vec<Instance>) {
    let seat_wind = ctx.win.seat.wind();
    let honor = |f: fn(&Group) -> bool| -> Few<(usize, Group), 4> {
        ctx.d.groups.iter().copied().enumerate().filter(|(_, g)| g.is_honor() && f(g)).collect()
    };
    let trips = honor(Group::is_triplet);
    let pair = honor(Group::is_pair);
    for (i, g) in &trips {
        if g.tile.is_dragon() || g.tile == seat_wind {
            ctx.push(out, P::E11, bit(*i));
        }
    }
    let dragons: Few<(usize, Group), 4> = trips.iter().copied().filter(|(_, g)| g.tile.is_dragon()).collect();
    let winds: Few<(usize, Group), 4> = trips.iter().copied().filter(|(_, g)| g.tile.is_wind()).collect();
    let mask = |v: &[(usize, Group)]| v.iter().fold(Groups::EMPTY, |m, (i, _)| m | bit(*i));
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

/// Honor-pair patterns of Seven Pairs (R5). Four alike are two pairs (R3), so a
/// pattern holds once for every choice of one pair per tile it needs; the
/// category's best combination then counts it once per disjoint set of pairs (R22).
pub fn pairs(ctx: &Ctx, out: &mut Vec<Instance>) {
    let mut by_tile: Vec<(Tile, Vec<usize>)> = Vec::new();
    for (i, g) in ctx.d.groups.iter().enumerate().filter(|(_, g)| g.tile.is_honor()) {
        match by_tile.iter_mut().find(|(t, _)| *t == g.tile) {
            Some((_, v)) => v.push(i),
            None => by_tile.push((g.tile, vec![i])),
        }
    }
    let dragons: Vec<_> = by_tile.iter().filter(|(t, _)| t.is_dragon()).cloned().collect();
    let winds: Vec<_> = by_tile.iter().filter(|(t, _)| t.is_wind()).cloned().collect();
    if dragons.len() == 3 {
        for m in one_pair_each(&dragons) {
            ctx.push(out, P::E14, m);
        }
    }
    for sub in subsets(&winds, 3) {
        for m in one_pair_each(&sub) {
            ctx.push(out, P::E23, m);
        }
    }
    if winds.len() == 4 {
        for m in one_pair_each(&winds) {
            ctx.push(out, P::E24, m);
        }
    }
}

/// Every way to take one pair of each tile, the first pairs first.
fn one_pair_each(tiles: &[(Tile, Vec<usize>)]) -> Vec<Groups> {
    tiles.iter().fold(vec![Groups::EMPTY], |acc, (_, pairs)| {
        acc.iter().flat_map(|m| pairs.iter().map(move |&i| *m | bit(i))).collect()
    })
}

/// All `k`-element subsets, in order.
fn subsets<T: Clone>(items: &[T], k: usize) -> Vec<Vec<T>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut v = Vec::new();
    for (i, x) in items.iter().enumerate() {
        for mut rest in subsets(&items[i + 1..], k - 1) {
            rest.insert(0, x.clone());
            v.push(rest);
        }
    }
    v
}
