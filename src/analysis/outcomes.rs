//! The outcome split of a value: the play followed forward, round by round,
//! with the choices the values made (the same [`choose`](Analyst::choose)), the
//! chance of each hand carried along, and every win credited to its counted
//! pattern set. A second path to the value: the shares sum to it.

use super::model::Prize;
use super::{Analyst, Share};
use crate::few::sort_by;
use crate::payment::Points;
use crate::shanten::FxMap;
use crate::tile::TileCounts;

/// How many pattern sets are named; the rest is one entry.
const NAMED: usize = 3;

impl Analyst<'_> {
    /// The outcome split of a 13-tile hand's value over the whole horizon.
    pub(super) fn outcomes(&mut self, c: &TileCounts) -> Vec<Share> {
        let (k, h) = (self.pos.draws_left as usize, self.pos.hand_changes as usize);
        let root = self.node(c);
        self.ensure(root, h);
        // (node, hand changes left) → chance of holding it; kept in first-reached
        // order so that sums do not depend on a hash order.
        let mut hands: Vec<((u32, usize), f64)> = vec![((root, h), 1.0)];
        let mut won: FxMap<(u32, Points), (f64, f64)> = FxMap::default();
        let mut credit = |w: &Prize, p: f64| {
            let e = won.entry((w.set, w.score)).or_default();
            e.0 += p;
            e.1 += p * w.gain;
        };
        for j in (1..=k).rev() {
            let mut next: Vec<((u32, usize), f64)> = Vec::new();
            let mut at: FxMap<(u32, usize), usize> = FxMap::default();
            let mut hold = |key: (u32, usize), m: f64| match at.get(&key) {
                Some(&i) => next[i].1 += m,
                None => {
                    at.insert(key, next.len());
                    next.push((key, m));
                }
            };
            // With the table, the hand reaches this round only if nobody else has won.
            let survive = self.model.hazard.get(k - j).map_or(1.0, |&(e, _)| 1.0 - e);
            for &((id, h), m) in &hands {
                let node = &self.model.nodes[id as usize];
                // A hand the values fold here wins nothing more (its value is
                // the fold's own, the same number).
                if self.model.fold.get(j).is_some_and(|f| node.vals[h][j] == *f) {
                    continue;
                }
                let m = if survive < 1.0 { m * survive } else { m };
                let (reach, q) = match &node.round {
                    Some(r) => {
                        let mut reach = m;
                        for d in &r.discards {
                            let mut hit = 0.0;
                            for (_, p, w) in d {
                                credit(w, reach * p);
                                hit += p;
                            }
                            reach *= 1.0 - hit;
                        }
                        for (_, p, w) in &r.draws {
                            credit(w, reach * p);
                        }
                        (r.reach, r.q)
                    }
                    None => (1.0, 1.0),
                };
                let mut stays = m * q;
                if self.keeps(id, h) {
                    let h_to = if node.d == 1 { 0 } else { h };
                    let stay = node.vals[h][j - 1];
                    for s in node.steps.as_deref().unwrap_or_default() {
                        if let Some(to) = self.choose(&stay, &s.to, h_to, j - 1) {
                            hold((to, h_to), m * reach * s.p);
                            stays -= m * reach * s.p;
                        }
                    }
                }
                hold((id, h), stays);
            }
            hands = next;
        }
        // The others' discards after the last round (D39), as the values count them.
        let tail = usize::from(self.pos.tail_discards.min(3));
        for &((id, _), m) in &hands {
            if let Some(r) = &self.model.nodes[id as usize].round {
                let mut reach = m;
                for d in r.discards.iter().take(tail) {
                    let mut hit = 0.0;
                    for (_, p, w) in d {
                        credit(w, reach * p);
                        hit += p;
                    }
                    reach *= 1.0 - hit;
                }
            }
        }
        let mut shares: Vec<Share> = won
            .into_iter()
            .map(|((set, score), (chance, gain))| Share {
                patterns: Some(self.model.sets[set as usize].clone()),
                score: Some(score),
                chance,
                gain,
            })
            .collect();
        // Most gain first; equal gains by score, then by patterns, for one order everywhere.
        sort_by(&mut shares, |a, b| {
            b.gain
                .partial_cmp(&a.gain)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(b.score.cmp(&a.score))
                .then(a.patterns.cmp(&b.patterns))
        });
        let rest: Vec<Share> = shares.split_off(NAMED.min(shares.len()));
        shares.push(Share {
            patterns: None,
            score: None,
            chance: rest.iter().map(|s| s.chance).sum(),
            gain: rest.iter().map(|s| s.gain).sum(),
        });
        shares
    }
}
