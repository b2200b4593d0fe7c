//! A hand at the moment of winning: concealed tiles, the winning tile, melds (R21).

use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::group::{Meld, MeldKind};
use crate::tile::{Tile, TileCounts};

/// A winning hand: concealed tiles before the win, the winning tile, and melds.
/// Its tile count and copies are checked on construction (R21).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    concealed: TileCounts,
    win_tile: Tile,
    melds: Vec<Meld>,
    /// Every tile, counted once here: scoring asks for it often.
    all: TileCounts,
}

impl Hand {
    /// Checks R21: 14 tiles plus one per kong, at most four melds, no fifth copy.
    ///
    /// ```
    /// use fourseas::{notation, Hand, ErrorCode};
    /// let tiles = notation::parse("123456456789m5p").unwrap();
    /// let hand = Hand::new(&tiles, notation::parse_tile("5p").unwrap(), vec![]).unwrap();
    /// assert_eq!(hand.all_tiles().total(), 14);
    /// let short = Hand::new(&tiles[1..], notation::parse_tile("5p").unwrap(), vec![]);
    /// assert_eq!(short.unwrap_err().code(), ErrorCode::WrongTileCount);
    /// ```
    pub fn new(concealed: &[Tile], win_tile: Tile, melds: Vec<Meld>) -> Result<Hand> {
        check_melds(melds.len())?;
        let need = 13 - 3 * melds.len();
        if concealed.len() != need {
            return Err(Error::new(
                ErrorCode::WrongTileCount,
                ErrorReason::WinHandCount,
                format!(
                    "with {} the concealed hand before the win must hold {need} tiles, not {}",
                    melds_phrase(melds.len()),
                    concealed.len()
                ),
            )
            .arg("melds", melds.len())
            .arg("need", need)
            .arg("have", concealed.len()));
        }
        let concealed = TileCounts::from_tiles(concealed);
        let mut all = concealed;
        all.add(win_tile, 1);
        for m in &melds {
            for t in m.tiles() {
                all.add(t, 1);
            }
        }
        check_copies(&all)?;
        Ok(Hand { concealed, win_tile, melds, all })
    }

    /// Concealed tiles before the win.
    pub fn concealed(&self) -> &TileCounts {
        &self.concealed
    }

    /// Concealed tiles with the winning tile: what the decomposer splits.
    pub fn closed_part(&self) -> TileCounts {
        let mut c = self.concealed;
        c.add(self.win_tile, 1);
        c
    }

    /// The winning tile.
    pub fn win_tile(&self) -> Tile {
        self.win_tile
    }

    /// The declared melds.
    pub fn melds(&self) -> &[Meld] {
        &self.melds
    }

    /// No melds at all (concealed kongs count as melds here).
    pub fn has_no_melds(&self) -> bool {
        self.melds.is_empty()
    }

    /// How many kongs, exposed or concealed.
    pub fn kong_count(&self) -> usize {
        kongs(&self.melds)
    }

    /// Every tile of the hand, melds and winning tile included.
    pub fn all_tiles(&self) -> TileCounts {
        self.all
    }
}

pub(crate) fn kongs(melds: &[Meld]) -> usize {
    melds.iter().filter(|m| m.kind == MeldKind::Kong).count()
}

/// "no melds", "1 meld", "2 melds": a count of melds in a message.
pub(crate) fn melds_phrase(n: usize) -> String {
    match n {
        0 => "no melds".to_owned(),
        1 => "1 meld".to_owned(),
        n => format!("{n} melds"),
    }
}

/// At most four melds (R21).
pub(crate) fn check_melds(n: usize) -> Result<()> {
    if n > 4 {
        let message = format!("{n} melds; a hand has at most four");
        return Err(Error::new(ErrorCode::TooManyMelds, ErrorReason::MeldCount, message).arg("n", n));
    }
    Ok(())
}

/// No tile more than four times (R21).
pub(crate) fn check_copies(all: &TileCounts) -> Result<()> {
    match all.kinds().find(|&t| all.get(t) > 4) {
        Some(t) => Err(Error::new(
            ErrorCode::TooManyCopies,
            ErrorReason::Copies,
            // The count saturates at 255: past that, say so rather than a wrong number.
            match all.get(t) {
                u8::MAX => format!("{t} appears 255 times or more; there are only four of each tile"),
                n => format!("{t} appears {n} times; there are only four of each tile"),
            },
        )
        .arg("tile", t.to_string())
        .arg(
            "n",
            match all.get(t) {
                u8::MAX => crate::error::Arg::from("255+"),
                n => n.into(),
            },
        )),
        None => Ok(()),
    }
}
