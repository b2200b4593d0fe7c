//! The wall (R23, R24): 136 tiles shuffled from a seed, dealt from the front,
//! drawn from the front, kong replacements from the back, none kept back.

use crate::deal::Rng;
use crate::error::{Error, ErrorCode, Result};
use crate::tile::{Tile, TileCounts};

/// Every tile of a set: four of each of the 34 (R23).
pub const TILES: usize = 136;

/// The tiles dealt: 13 to each seat, then the dealer's 14th (R23).
pub const DEALT: usize = 53;

/// The random stream of walls, apart from the training deals' streams.
const WALL_STREAM: u64 = 0x7AB1E;

/// The 136 tiles in the order they leave the front of the wall, and how far
/// each end has been drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wall {
    tiles: Vec<Tile>,
    /// The next tile drawn from the front.
    front: usize,
    /// One past the next tile drawn from the back.
    back: usize,
}

impl Wall {
    /// The wall of `seed`: the 136 tiles in index order (1m ×4, 2m ×4, … 7z ×4)
    /// shuffled by Fisher–Yates with the deals' SplitMix64 generator (the README
    /// states it exactly), so that a seed gives the same wall everywhere.
    pub fn shuffled(seed: u64) -> Wall {
        let mut tiles: Vec<Tile> = Tile::all().flat_map(|t| [t; 4]).collect();
        Rng::new(seed, WALL_STREAM).shuffle(&mut tiles);
        Wall { tiles, front: 0, back: TILES }
    }

    /// A wall given tile by tile (a log's): exactly four of each tile.
    pub fn from_tiles(tiles: &[Tile]) -> Result<Wall> {
        let counts = TileCounts::from_tiles(tiles);
        if tiles.len() != TILES || Tile::all().any(|t| counts.get(t) != 4) {
            return Err(Error::new(
                ErrorCode::BadValue,
                crate::error::ErrorReason::BadWall,
                format!("a wall holds four of each tile, 136 in all, not these {} tiles", tiles.len()),
            )
            .arg("n", tiles.len()));
        }
        Ok(Wall { tiles: tiles.to_vec(), front: 0, back: TILES })
    }

    /// Every tile, front first.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// The tiles not yet dealt or drawn.
    pub fn remaining(&self) -> usize {
        self.back - self.front
    }

    /// The tiles still in the wall, counted by kind.
    pub(crate) fn counts(&self) -> TileCounts {
        TileCounts::from_tiles(&self.tiles[self.front..self.back])
    }

    /// Deals: each seat's 13 tiles in seat order, then the dealer's 14th.
    pub(crate) fn deal(&mut self) -> ([Vec<Tile>; 4], Tile) {
        let hands = std::array::from_fn(|s| self.tiles[13 * s..13 * s + 13].to_vec());
        self.front = DEALT;
        (hands, self.tiles[DEALT - 1])
    }

    /// The next tile from the front.
    pub(crate) fn draw_front(&mut self) -> Option<Tile> {
        (self.front < self.back).then(|| {
            self.front += 1;
            self.tiles[self.front - 1]
        })
    }

    /// The next tile from the back (a kong's replacement, R24).
    pub(crate) fn draw_back(&mut self) -> Option<Tile> {
        (self.front < self.back).then(|| {
            self.back -= 1;
            self.tiles[self.back]
        })
    }
}
