//! The arena: strategies measured against each other on the same walls.
//!
//! Duplicate 1 versus 3, as in riichi's duplicate arenas: each wall is dealt
//! four times with the challenger in each seat in turn and the champion in the
//! other three, so the luck of the wall cancels. Or four given seats (the rule
//! lab). Results are integer counts ([`Tally`]), so summaries of different
//! seed ranges merge exactly and any number of jobs gives the same answer.

pub mod fit;
pub mod hands;
pub mod samples;
mod summary;

pub use summary::{Role, Summary, Tally};

use crate::error::{Error, Result};
use crate::game::Player;
use crate::level::Level;
use crate::rulebook::Edition;
use crate::seat::{BySeat, Seat};
use crate::table::seats::{play, StrategyName};
use crate::table::{Event, Setup, Table};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;

/// Who plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lineup {
    /// One challenger against three champions, each wall four times.
    Duplicate {
        /// The one seat's strategy.
        challenger: StrategyName,
        /// The other three seats' strategy.
        champion: StrategyName,
    },
    /// Four seats as given, each wall once (the rule lab).
    Seats([StrategyName; 4]),
}

/// What the arena plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// Every seat's edition.
    pub edition: Edition,
    /// Every seat's level.
    pub level: Level,
    /// Concealed Discard where the edition has it (R27).
    pub concealed_discard: bool,
    /// Who plays.
    pub lineup: Lineup,
}

impl Settings {
    /// The strategy at each seat in play `r` of a wall (the challenger's seat
    /// is `Seat::ALL[r]`), and how many plays a wall has.
    pub fn seats(&self, r: usize) -> BySeat<StrategyName> {
        match self.lineup {
            Lineup::Duplicate { challenger, champion } => {
                BySeat::from_fn(|s| if s as usize == r { challenger } else { champion })
            }
            Lineup::Seats(s) => BySeat::from_fn(|seat| s[seat as usize]),
        }
    }

    /// Plays per wall: 4 in duplicate, 1 with four given seats.
    pub fn plays(&self) -> usize {
        match self.lineup {
            Lineup::Duplicate { .. } => 4,
            Lineup::Seats(_) => 1,
        }
    }

    /// The role of the seat `s` in play `r`.
    pub fn role(&self, r: usize, s: Seat) -> Role {
        match self.lineup {
            Lineup::Duplicate { .. } if s as usize == r => Role::Challenger,
            Lineup::Duplicate { .. } => Role::Champion,
            Lineup::Seats(_) => Role::Seat(s),
        }
    }

    /// The setup of play `r` of the wall `seed`.
    pub fn setup(&self, seed: u64, r: usize) -> Setup {
        let seats = self.seats(r);
        Setup {
            seed,
            hand: 0,
            edition: self.edition,
            players: BySeat::new(Player { edition: self.edition, level: self.level }),
            names: seats.map_values(|s| s.as_str().to_string()),
            concealed_discard: self.concealed_discard,
        }
    }
}

/// Plays one wall: each of its plays to the end.
pub fn play_wall(settings: &Settings, seed: u64) -> Result<Vec<Table>> {
    (0..settings.plays())
        .map(|r| {
            let mut table = Table::deal(settings.setup(seed, r));
            let mut seats = settings.seats(r).map_values(|s| s.seat());
            play(&mut table, &mut seats)?;
            Ok(table)
        })
        .collect()
}

/// Plays the walls `first .. first + walls` on `jobs` threads and tallies
/// them. `each` sees every played wall (its seed and tables) on the calling
/// thread as it finishes, in any order, with the tally so far (for logs and
/// progress).
pub fn run(
    settings: &Settings,
    first: u64,
    walls: u64,
    jobs: usize,
    mut each: impl FnMut(u64, &[Table], &Summary),
) -> Result<Summary> {
    if first.checked_add(walls).is_none_or(|end| end - 1 > crate::MAX_SEED) || walls == 0 {
        let message = format!("walls are seeds 0 to {}, and at least one", crate::MAX_SEED);
        return Err(Error::out_of_range("walls", 1, crate::MAX_SEED, None, message));
    }
    let mut summary = Summary::new(settings, first, walls);
    let next = AtomicU64::new(0);
    let (tx, rx) = mpsc::channel::<(u64, Result<Vec<Table>>)>();
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, 64) {
            let (tx, next) = (tx.clone(), &next);
            scope.spawn(move || loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= walls || tx.send((first + k, play_wall(settings, first + k))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (seed, tables) in rx {
            let tables = tables?;
            summary.add_wall(settings, &tables);
            each(seed, &tables, &summary);
        }
        Ok::<(), Error>(())
    })?;
    Ok(summary)
}

/// The log of one played table, as JSON lines.
pub fn log_lines(table: &Table) -> String {
    table.events().iter().map(|e: &Event| serde_json::to_string(e).unwrap_or_default() + "\n").collect()
}
