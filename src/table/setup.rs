//! What a hand is dealt with, and what its discards are.

use crate::game::Player;
use crate::rulebook::Edition;
use crate::seat::BySeat;
use crate::tile::Tile;

/// How a hand is set up: the wall's seed and who plays what.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    /// The wall's seed.
    pub seed: u64,
    /// The hand's index in its game (0 for a single hand).
    pub hand: u32,
    /// The table's edition.
    pub edition: Edition,
    /// Each seat's edition and level (R20).
    pub players: BySeat<Player>,
    /// Each seat's name.
    pub names: BySeat<String>,
    /// Concealed Discard is played where the seat's edition has it (R27);
    /// `false` turns it off for everyone.
    pub concealed_discard: bool,
}

impl Setup {
    /// A hand of `edition` at its default level for every seat, Concealed
    /// Discard as the edition has it, the seats named by their winds.
    pub fn new(seed: u64, edition: Edition) -> Setup {
        Setup {
            seed,
            hand: 0,
            edition,
            players: BySeat::new(Player::new(edition)),
            names: BySeat::from_fn(|s| s.as_str().to_string()),
            concealed_discard: true,
        }
    }
}

/// One tile of a seat's discards, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RiverTile {
    /// The tile.
    pub tile: Tile,
    /// Discarded face down (R27).
    pub concealed: bool,
    /// Turned face up at the exhaustive draw.
    pub revealed: bool,
    /// Taken by a call or a win: no longer in the discards.
    pub claimed: bool,
}
