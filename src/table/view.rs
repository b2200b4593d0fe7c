//! What one seat can see of the table: its own hand, every meld, every face-up
//! discard in order, the count of face-down ones, the wall's count. Seats
//! (strategies) decide from this alone: no hidden information.

use super::event::WinEvent;
use super::setup::RiverTile;
use super::state::{Phase, Table};
use crate::analysis::{Opponent, TableSight};
use crate::game::Player;
use crate::group::Meld;
use crate::seat::{BySeat, Seat};
use crate::tile::{Tile, TileCounts};

/// One seat's view of the table.
#[derive(Debug, Clone, Copy)]
pub struct View<'a> {
    table: &'a Table,
    seat: Seat,
}

impl Table {
    /// What `seat` can see.
    pub fn view(&self, seat: Seat) -> View<'_> {
        View { table: self, seat }
    }
}

impl<'a> View<'a> {
    /// The seat looking.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Its concealed tiles.
    pub fn hand(&self) -> &'a TileCounts {
        &self.table.seats[self.seat].concealed
    }

    /// A seat's melds (concealed kongs show which tile they are).
    pub fn melds(&self, seat: Seat) -> &'a [Meld] {
        &self.table.seats[seat].melds
    }

    /// Beside each of a seat's melds, the discard it claimed for it (`None`
    /// for a concealed kong): the tile a picture turns on its side.
    pub fn called(&self, seat: Seat) -> &'a [Option<Tile>] {
        &self.table.seats[seat].called
    }

    /// A seat's discards in order: `None` for a concealed discard not yet
    /// revealed, unless it is the viewer's own.
    pub fn discards(&self, seat: Seat) -> impl Iterator<Item = Option<Tile>> + 'a {
        let own = seat == self.seat;
        self.table.seats[seat].river.iter().map(move |r| (!r.concealed || r.revealed || own).then_some(r.tile))
    }

    /// A seat's discards in order with how each lies (claimed, face down):
    /// the tile `None` for a concealed discard not yet revealed, unless it is
    /// the viewer's own.
    pub fn river(&self, seat: Seat) -> impl Iterator<Item = (Option<Tile>, RiverTile)> + 'a {
        let own = seat == self.seat;
        self.table.seats[seat].river.iter().map(move |&r| ((!r.concealed || r.revealed || own).then_some(r.tile), r))
    }

    /// Every seat's edition and level.
    pub fn players(&self) -> &'a BySeat<Player> {
        &self.table.setup.players
    }

    /// Tiles left in the wall.
    pub fn wall_left(&self) -> usize {
        self.table.wall.remaining()
    }

    /// How many draws from the wall come before this seat's next (0 to 3):
    /// the seat that draws next is the one after the seat to act or the
    /// discarder; `None` once the hand is over.
    fn offset(&self) -> Option<usize> {
        let next = match &self.table.phase {
            Phase::Turn { seat, .. } => seat.next(),
            Phase::Offer { from, .. } => from.next(),
            Phase::Over => return None,
        };
        Some((self.seat as usize + 4 - next as usize) % 4)
    }

    /// The draws this seat will still make if nobody claims or kongs: every
    /// fourth tile of the wall from the seat that draws next.
    pub fn draws_left(&self) -> u32 {
        let Some(offset) = self.offset() else { return 0 };
        let left = self.table.wall.remaining();
        if left > offset {
            ((left - offset - 1) / 4 + 1) as u32
        } else {
            0
        }
    }

    /// The others' draws after this seat's last one, 0 to 3: each a discard
    /// still to come from the seats after it, the wall's last tiles (the value
    /// model's `tail_discards`, D39). With no draws left, every tile left.
    pub fn tail_discards(&self) -> u8 {
        let Some(offset) = self.offset() else { return 0 };
        let left = self.table.wall.remaining();
        let after = match self.draws_left() as usize {
            0 => left,
            d => left.saturating_sub(offset + 4 * (d - 1) + 1),
        };
        after.min(3) as u8
    }

    /// The tile on offer to this seat (the seat asked now) and who offered it.
    pub fn offered(&self) -> Option<(Tile, Seat)> {
        match &self.table.phase {
            Phase::Offer { tile, from, asked, at, .. } if asked.get(*at).is_some_and(|a| a.seat == self.seat) => {
                Some((*tile, *from))
            }
            _ => None,
        }
    }

    /// The tile this seat drew this turn, if it is its turn after a draw.
    pub fn drawn(&self) -> Option<Tile> {
        match &self.table.phase {
            Phase::Turn { seat, drawn: Some((t, _)), .. } if *seat == self.seat => Some(*t),
            _ => None,
        }
    }

    /// The win this seat may declare now, scored: on its turn or on the tile offered to it.
    pub fn win(&self) -> Option<&'a WinEvent> {
        match &self.table.phase {
            Phase::Turn { seat, .. } if *seat == self.seat => self.table.turn_win.as_deref(),
            Phase::Offer { asked, at, .. } => {
                asked.get(*at).filter(|a| a.seat == self.seat).and_then(|a| a.win.as_deref())
            }
            _ => None,
        }
    }

    /// Whether this seat may still make its Concealed Discard (R27).
    pub fn may_bury(&self) -> bool {
        self.table.may_bury(self.seat)
    }

    /// The tiles this seat sees outside its hand and its own melds: face-up
    /// discards still on the table, its own buried tile, the others' melds.
    pub fn seen(&self) -> TileCounts {
        let mut seen = TileCounts::new();
        for s in Seat::ALL {
            // Claimed discards are counted in the claimer's meld instead.
            for r in self.table.seats[s].river.iter().filter(|r| !r.claimed) {
                if !r.concealed || r.revealed || s == self.seat {
                    seen.add(r.tile, 1);
                }
            }
            if s != self.seat {
                self.melds(s).iter().for_each(|m| m.tiles().into_iter().for_each(|t| seen.add(t, 1)));
            }
        }
        seen
    }

    /// Copies of `t` this seat cannot see anywhere: 4 less its hand, its
    /// melds and what it sees.
    pub fn unseen(&self, seen: &TileCounts, t: Tile) -> u8 {
        let own: u8 = self.melds(self.seat).iter().map(|m| m.tiles().iter().filter(|&&x| x == t).count() as u8).sum();
        4u8.saturating_sub(self.hand().get(t) + own + seen.get(t))
    }

    /// What this seat sees of the others, for the table model: each one's
    /// melds, face-up discards still on the table, unrevealed face-down ones.
    pub fn sight(&self) -> TableSight {
        let others = BySeat::from_fn(|s| {
            if s == self.seat {
                return Opponent::default();
            }
            let river = &self.table.seats[s].river;
            Opponent {
                melds: self.table.seats[s].melds.clone(),
                discards: river.iter().filter(|r| !r.claimed && (!r.concealed || r.revealed)).map(|r| r.tile).collect(),
                concealed: river.iter().filter(|r| r.concealed && !r.revealed).count() as u8,
            }
        });
        TableSight { wall: self.table.wall.remaining() as u32, others, may_bury: self.may_bury() }
    }

    /// What the analysis of this seat's decision takes as seen and as the
    /// table: [`seen`](Self::seen) and [`sight`](Self::sight) without the tile
    /// on offer to it, which the analysis counts itself (D22): out of its
    /// discarder's discards (an ordinary discard, or a concealed one
    /// revealed), or out of the kong it was added to, a pung again (a kong
    /// offered to be robbed, R26) (D37).
    pub fn analysis_sight(&self) -> (TileCounts, TableSight) {
        let (mut seen, mut sight) = (self.seen(), self.sight());
        if let Some((tile, from)) = self.offered() {
            // Seen once on the table (its discards or the kong): counted as offered instead.
            seen.remove(tile, 1);
            sight.others[from].take_offered(tile);
        }
        (seen, sight)
    }
}
