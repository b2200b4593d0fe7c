//! The rulebook as content, for players and rule-explanation sites: each
//! pattern's definition in both languages, an example hand that counts it, and
//! its place in the documents' classification. The rows are in `data.rs`, in
//! the rulebook's order; tests score every example in every edition that has
//! its pattern.

mod data;
mod document;
mod family;

use crate::error::{Error, ErrorCode, Result};
use crate::game::{Game, Player};
use crate::group::Meld;
use crate::hand::Hand;
use crate::notation::{self, hand_text};
use crate::rulebook::Edition;
use crate::rulebook::{PatternId, RULEBOOK};
use crate::seat::BySeat;
use crate::seat::Seat;
use crate::tile::Tile;
use crate::win::WinContext;
use crate::win::{Blessing, Win};

pub use document::{document, Format};
pub use family::{FamilyNode, FAMILIES};

/// A worked example: a winning hand with everything a score request needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Example {
    /// The hand as the calculator writes it: the concealed tiles with the
    /// winning tile last, then the melds, exposed in `[brackets]` and concealed
    /// kongs in `(parentheses)`.
    pub hand: &'static str,
    /// How the winning tile arrived.
    pub win: Win,
    /// The last tile of the wall, or the last discard.
    pub last_tile: bool,
    /// A blessing (H1.3–H1.5).
    pub blessing: Option<Blessing>,
    /// The winner's seat.
    pub seat: Seat,
    /// Who discarded, for wins on a discard.
    pub discarder: Option<Seat>,
}

/// The parts of an example's hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExampleTiles {
    /// The concealed tiles before the win.
    pub concealed: Vec<Tile>,
    /// The winning tile.
    pub win_tile: Tile,
    /// The melds: tiles, and whether it is a concealed kong.
    pub melds: Vec<(Vec<Tile>, bool)>,
}

impl Example {
    /// A self-drawn win at East, the examples' default.
    const fn at_east(hand: &'static str) -> Example {
        Example { hand, win: Win::SelfDraw, last_tile: false, blessing: None, seat: Seat::East, discarder: None }
    }

    /// The hand's tiles, read from [`Example::hand`].
    pub fn tiles(&self) -> Result<ExampleTiles> {
        let parts = hand_text(self.hand)?;
        let mut concealed = notation::parse(&parts.concealed)?;
        let win_tile = concealed.pop().ok_or_else(|| {
            Error::new(
                ErrorCode::BadNotation,
                crate::error::ErrorReason::ExampleWinTile,
                "an example needs its winning tile",
            )
        })?;
        let melds = parts.melds.iter().map(|(t, c)| Ok((notation::parse(t)?, *c))).collect::<Result<_>>()?;
        Ok(ExampleTiles { concealed, win_tile, melds })
    }

    /// The example as a game in `edition`, every player of that edition.
    pub fn game(&self, edition: Edition) -> Result<Game> {
        let t = self.tiles()?;
        let melds = t.melds.iter().map(|(tiles, c)| Meld::from_tiles(tiles, *c)).collect::<Result<_>>()?;
        let hand = Hand::new(&t.concealed, t.win_tile, melds)?;
        let win = WinContext {
            win: self.win,
            last_tile: self.last_tile,
            blessing: self.blessing,
            seat: self.seat,
            discarder: self.discarder,
        };
        Game::new(hand, win, BySeat::new(Player::new(edition)))
    }
}

/// One pattern's content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Card {
    /// The pattern.
    pub pid: PatternId,
    /// What it means, in English: one to three sentences.
    pub definition: &'static str,
    /// The same in Chinese.
    pub definition_zh: &'static str,
    /// A hand that counts it.
    pub example: Example,
}

impl Card {
    /// The pattern's place in the classification, widest first.
    pub fn family(&self) -> Vec<&'static FamilyNode> {
        family::path_ids(self.pid.def().id).iter().filter_map(|id| family::node_of(id)).collect()
    }
}

/// The card of a pattern.
pub fn card(pid: PatternId) -> &'static Card {
    &data::CARDS[pid as usize]
}

/// Every card, in rulebook order.
pub fn cards() -> &'static [Card] {
    debug_assert_eq!(data::CARDS.len(), RULEBOOK.len());
    data::CARDS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_card_per_row_in_order_and_every_node_named() {
        assert_eq!(data::CARDS.len(), RULEBOOK.len());
        for (c, p) in data::CARDS.iter().zip(RULEBOOK) {
            assert_eq!(c.pid, p.pid);
            let ids = family::path_ids(p.id);
            assert_eq!(c.family().len(), ids.len(), "{} has an unnamed node in {ids:?}", p.id);
            assert_eq!(c.family()[0].id, &p.id[..1]);
        }
    }

    #[test]
    fn paths_follow_ids() {
        assert_eq!(family::path_ids("F3.b1"), ["F", "F3", "F3.b"]);
        assert_eq!(family::path_ids("B.a1"), ["B", "B.a"]);
        assert_eq!(family::path_ids("D.1"), ["D"]);
        assert_eq!(family::path_ids("H3.1"), ["H", "H3"]);
    }
}
