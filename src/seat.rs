//! The four seats and per-seat data.

use crate::names::named;
use crate::tile::Tile;
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::ops::{Index, IndexMut};

named! {
    /// The four seats; the dealer sits East (R10).
    pub enum Seat("seat") {
        /// The dealer.
        East = "east",
        /// South.
        South = "south",
        /// West.
        West = "west",
        /// North.
        North = "north",
    }
}

impl Seat {
    /// The seat's own wind tile, which Value Honor counts (R10).
    pub const fn wind(self) -> Tile {
        match self {
            Seat::East => Tile::EAST,
            Seat::South => Tile::SOUTH,
            Seat::West => Tile::WEST,
            Seat::North => Tile::NORTH,
        }
    }

    /// The next seat in turn: east → south → west → north → east.
    pub const fn next(self) -> Seat {
        Seat::ALL[(self as usize + 1) % 4]
    }
}

/// One value per seat, indexed by [`Seat`]; serialized as an object keyed by seat
/// name in seat order.
///
/// ```
/// use fourseas::{BySeat, Seat};
/// let mut s = BySeat::new(0);
/// s[Seat::West] = 3;
/// assert_eq!(s.iter().map(|(seat, &v)| (seat.as_str(), v)).last(), Some(("north", 0)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BySeat<T>([T; 4]);

impl<T: Copy> BySeat<T> {
    /// The same value at every seat.
    pub const fn new(v: T) -> Self {
        BySeat([v; 4])
    }
}

impl<T> BySeat<T> {
    /// A value per seat from a function of the seat.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> Self {
        BySeat([f(Seat::East), f(Seat::South), f(Seat::West), f(Seat::North)])
    }

    /// A value per seat from each value.
    pub fn map_values<U>(&self, mut f: impl FnMut(&T) -> U) -> BySeat<U> {
        BySeat::from_fn(|s| f(&self[s]))
    }

    /// Seats and values, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        Seat::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, s: Seat) -> &T {
        &self.0[s as usize]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, s: Seat) -> &mut T {
        &mut self.0[s as usize]
    }
}

impl<T: Serialize> Serialize for BySeat<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(4))?;
        for (seat, v) in self.iter() {
            m.serialize_entry(seat.as_str(), v)?;
        }
        m.end()
    }
}

impl<T: Serialize> BySeat<Option<T>> {
    /// Serializes only the seats that have a value (serde's `serialize_with`).
    pub fn serialize_present<S: Serializer>(this: &Self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        for (seat, v) in this.iter() {
            if let Some(v) = v {
                m.serialize_entry(seat.as_str(), v)?;
            }
        }
        m.end()
    }
}
