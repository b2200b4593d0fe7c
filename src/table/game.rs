//! A game: a number of hands agreed at the start, the seats moving on one
//! after every hand, won or drawn (R30), settled hand by hand by the score
//! sheet's own [`Sheet`] so that the totals are exactly `fourseas session`'s.

use super::event::{Event, Standing};
use super::seats::{play, StrategyName};
use super::setup::Setup;
use super::state::Table;
use crate::deal::MAX_SEED;
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::game::Player;
use crate::rulebook::Edition;
use crate::seat::{BySeat, Seat};
use crate::session::{seated, Played, SessionHand, Sheet};

/// The hands of a game: 16 by default, each player dealing four times (R30).
pub const DEFAULT_HANDS: u32 = 16;

/// How a game is set up: the players in table order and what they play.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSetup {
    /// Hand `i` is played on the wall of `seed + i`.
    pub seed: u64,
    /// How many hands.
    pub hands: u32,
    /// The table's edition.
    pub edition: Edition,
    /// Each player's edition and level, in table order.
    pub players: [Player; 4],
    /// Each player's name, in table order (unique).
    pub names: [String; 4],
    /// Each player's strategy, in table order.
    pub strategies: [StrategyName; 4],
    /// Concealed Discard where the editions have it (R27).
    pub concealed_discard: bool,
}

/// Who sits where in hand `i`: the player at seat `s` is player `(s + i) mod 4`
/// in table order, so the South player of one hand is East in the next (R30).
pub fn seats_in_hand(i: u32) -> BySeat<usize> {
    BySeat::from_fn(|s| (s as usize + i as usize) % 4)
}

/// The setup of hand `i` of a game.
pub fn hand_setup(g: &GameSetup, i: u32) -> Setup {
    let seats = seats_in_hand(i);
    Setup {
        seed: g.seed + u64::from(i),
        hand: i,
        edition: g.edition,
        players: seated(&g.players, &seats),
        names: seats.map_values(|&p| g.names[p].clone()),
        concealed_discard: g.concealed_discard,
    }
}

/// Checks a game's setup: names given and different, seeds in range.
pub fn check(g: &GameSetup) -> Result<()> {
    if g.hands == 0 || g.hands > 64 {
        let message = format!("a game has 1 to 64 hands, not {}", g.hands);
        return Err(Error::out_of_range("hands", 1, 64, Some(g.hands.into()), message));
    }
    if g.seed.checked_add(u64::from(g.hands)).is_none_or(|end| end - 1 > MAX_SEED) {
        let message = format!("the seeds of a game's hands run to at most {MAX_SEED}");
        return Err(Error::out_of_range("seed", 0, MAX_SEED, None, message));
    }
    check_names(&g.names)
}

/// A game's player names: each given, all different.
pub(crate) fn check_names(names: &[String; 4]) -> Result<()> {
    for (i, n) in names.iter().enumerate() {
        if n.trim().is_empty() || names[..i].contains(n) {
            return Err(Error::new(
                ErrorCode::BadValue,
                ErrorReason::PlayerNames,
                "player names must be given and different",
            ));
        }
    }
    Ok(())
}

/// Plays the game with each player's strategy: every hand's events, then the
/// `game_end` totals. Each hand is settled again by the score sheet; a
/// difference from the table's payments is an error (it would be a defect).
pub fn play_game(g: &GameSetup) -> Result<Vec<Event>> {
    check(g)?;
    let mut events = Vec::new();
    let mut sheet = Sheet::new(&g.players);
    let mut totals = [crate::payment::Points::default(); 4];
    for i in 0..g.hands {
        let seats = seats_in_hand(i);
        let mut table = Table::deal(hand_setup(g, i));
        let mut strategies = seats.map_values(|&p| g.strategies[p].seat());
        play(&mut table, &mut strategies)?;
        let played = match table.winner() {
            Some(w) => Played::Won(w.request.game()?),
            None => Played::Draw,
        };
        let settled = sheet.play(&SessionHand { seats, played })?;
        let paid = table.payments().unwrap_or_default();
        if Seat::ALL.iter().any(|&s| settled.payments[seats[s]] != paid[s]) {
            let message = format!("hand {i}: the sheet settles other payments");
            return Err(Error::new(ErrorCode::LogMismatch, ErrorReason::LogDiffers, message));
        }
        totals = settled.totals;
        events.extend_from_slice(table.events());
    }
    events.push(Event::game_end(Standing::of(&g.names, totals)));
    Ok(events)
}
