//! Shape measures the built-in seats share: distances to a winning hand
//! (`D`, shanten + 1) after a discard, a kong or a claim, and the useful
//! tiles of each discard, from one seat's view.

use super::super::action::Action;
use super::super::view::View;
use crate::few::sort_by;
use crate::rulebook::Edition;
use crate::shanten::Shanten;
use crate::tile::{Tile, TileCounts};

/// Every tile kind, for the useful-tile count.
fn all_tiles() -> Vec<Tile> {
    Tile::all().collect()
}

/// One discard ranked by shape: the distance after it and its useful tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ranked {
    /// The tile discarded.
    pub tile: Tile,
    /// `D` of the hand after it (shanten + 1).
    pub distance: u8,
    /// Unseen copies of the tiles that would then lower `D`.
    pub useful: u32,
}

/// Distances of one seat's hand and the hands one step from it.
pub(crate) struct Measure<'v> {
    view: &'v View<'v>,
    shanten: Shanten,
    edition: Edition,
    hand: TileCounts,
    melds: usize,
    meld_tiles: TileCounts,
    seen: TileCounts,
}

impl<'v> Measure<'v> {
    pub(crate) fn new(view: &'v View<'v>) -> Measure<'v> {
        let mut meld_tiles = TileCounts::new();
        let own = view.melds(view.seat());
        own.iter().for_each(|m| m.tiles().into_iter().for_each(|t| meld_tiles.add(t, 1)));
        Measure {
            view,
            shanten: Shanten::default(),
            edition: view.players()[view.seat()].edition,
            hand: *view.hand(),
            melds: own.len(),
            meld_tiles,
            seen: view.seen(),
        }
    }

    fn distance(&mut self, hand: &TileCounts, melds: usize, meld_tiles: &TileCounts) -> u8 {
        self.shanten.best(self.edition, hand, melds, meld_tiles)
    }

    /// `D` of the hand as it is (13 tiles with the melds).
    pub(crate) fn now(&mut self) -> u8 {
        let (h, t) = (self.hand, self.meld_tiles);
        self.distance(&h, self.melds, &t)
    }

    /// The least `D` over one discard from a full hand.
    pub(crate) fn best_discard_distance(&mut self) -> u8 {
        let (hand, mt) = (self.hand, self.meld_tiles);
        hand.kinds()
            .map(|t| {
                let mut h = hand;
                h.remove(t, 1);
                self.distance(&h, self.melds, &mt)
            })
            .min()
            .unwrap_or(u8::MAX)
    }

    /// `D` after a kong of `t` declared on the seat's turn, before its replacement.
    pub(crate) fn after_kong(&mut self, t: Tile) -> u8 {
        let mut h = self.hand;
        let mut mt = self.meld_tiles;
        if h.get(t) == 4 {
            h.remove(t, 4);
            mt.add(t, 4);
            self.distance(&h, self.melds + 1, &mt)
        } else {
            h.remove(t, 1);
            mt.add(t, 1);
            self.distance(&h, self.melds, &mt)
        }
    }

    /// `D` after claiming `tile` with `call` (and, for a pung or chow, the
    /// best discard after it).
    pub(crate) fn after_claim(&mut self, call: Action, tile: Tile) -> u8 {
        let meld: Vec<Tile> = match call {
            Action::Kong(t) => vec![t; 4],
            Action::Pung(t) => vec![t; 3],
            Action::Chow(low) => (0..3).filter_map(|d| low.shifted(d)).collect(),
            _ => return u8::MAX,
        };
        let (mut h, mut mt) = (self.hand, self.meld_tiles);
        h.add(tile, 1);
        for &t in &meld {
            h.remove(t, 1);
            mt.add(t, 1);
        }
        if matches!(call, Action::Kong(_)) {
            return self.distance(&h, self.melds + 1, &mt);
        }
        h.kinds()
            .map(|t| {
                let mut after = h;
                after.remove(t, 1);
                self.distance(&after, self.melds + 1, &mt)
            })
            .min()
            .unwrap_or(u8::MAX)
    }

    /// Every discard of a full hand, best first: the least `D` after it, then
    /// the most useful tiles, then the higher tile (honors before numbers).
    pub(crate) fn ranked_discards(&mut self) -> Vec<Ranked> {
        let tiles = all_tiles();
        let hand = self.hand;
        let mut out: Vec<Ranked> = hand
            .kinds()
            .map(|t| {
                let mut after = hand;
                after.remove(t, 1);
                let mt = self.meld_tiles;
                let distance = self.distance(&after, self.melds, &mt);
                let near = self.shanten.neighbours(self.edition, &after, self.melds, &mt, true, &tiles);
                let useful = tiles
                    .iter()
                    .zip(near.iter())
                    .filter(|&(_, &d)| d < distance)
                    .map(|(&u, _)| u32::from(self.view.unseen(&self.seen, u)))
                    .sum();
                Ranked { tile: t, distance, useful }
            })
            .collect();
        sort_by(&mut out, |a, b| a.distance.cmp(&b.distance).then(b.useful.cmp(&a.useful)).then(b.tile.cmp(&a.tile)));
        out
    }
}
