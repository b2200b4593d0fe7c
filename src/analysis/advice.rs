//! The value model's player, one choice at a time: what it keeps after a draw,
//! from the same values and the same [`choose`](Analyst::choose) as `analyze`.
//! For following the advice step by step — a simulation of the model's game
//! checks the values against it.

use super::{Analyst, Position};
use crate::error::{Error, ErrorCode, Result};
use crate::tile::{Tile, TileCounts};

/// The value model's player for one position; see [`Advisor::keep`].
pub struct Advisor<'a> {
    a: Analyst<'a>,
}

impl<'a> Advisor<'a> {
    /// The player of `pos`, with its odds (from the hand as given: a 14-tile
    /// position's whole hand), melds, rounds and hand changes.
    pub fn new(pos: &'a Position) -> Result<Advisor<'a>> {
        let full = 14 - 3 * pos.melds.len().min(4);
        if pos.concealed.len() != full && pos.concealed.len() + 1 != full {
            return Err(Error::new(
                ErrorCode::WrongTileCount,
                crate::error::ErrorReason::AdvisorCount,
                "the advisor plays a hand of 13 or 14 tiles, melds counted",
            ));
        }
        Ok(Advisor { a: Analyst::new(pos)? })
    }

    /// After `hand` (13 − 3×melds tiles) draws `drawn` and does not win, with
    /// `rounds` rounds left after this one and `changes` hand changes left: the
    /// hand the player keeps and the changes left then, or `None` when the drawn
    /// tile is discarded.
    pub fn keep(&mut self, hand: &TileCounts, drawn: Tile, rounds: u32, changes: u8) -> Option<(TileCounts, u8)> {
        let (h, j) = (changes.min(1) as usize, rounds as usize);
        if j >= self.a.pos.draws_left as usize || self.a.distance(hand) as i8 - 1 > super::VALUE_SHANTEN {
            return None;
        }
        let id = self.a.node(hand);
        self.a.ensure(id, h);
        if !self.a.keeps(id, h) {
            return None;
        }
        let node = &self.a.model.nodes[id as usize];
        let h_to = if node.d == 1 { 0 } else { h };
        let step = node.steps.as_deref()?.iter().find(|s| s.tile == drawn)?;
        let to = self.a.choose(&node.vals[h][j], &step.to, h_to, j)?;
        Some((self.a.model.nodes[to as usize].counts, h_to as u8))
    }
}
