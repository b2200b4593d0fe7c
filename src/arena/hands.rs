//! Hands as played, kept as text, so that a slow lineup's hands are played
//! once: the fit and the calibration test read them back and replay them
//! through the engine, which costs no seat any thought.
//!
//! The first line names the settings, `# standard IV concealed_discard
//! advice,advice,advice,advice` (edition, level, Concealed Discard on or
//! `no_concealed_discard`, the four seats); then one line a hand: its wall's
//! seed (played as [`Settings::setup`] deals it) and every action in the order
//! the table asked for them, whose seat the table says (`Table::to_act`). An
//! action is a tile discarded face up (`5m`) or face down (`*5m`), a kong
//! `k5m`, a pung `p5m`, a chow by its lowest tile `c3m`, a win `w`, a pass `-`.

use super::{Lineup, Settings};
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::level::Level;
use crate::names::excerpt;
use crate::notation::parse_tile;
use crate::seat::BySeat;
use crate::table::seats::{play_with, Strategy, StrategyName};
use crate::table::{Action, Table, View};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// Hands of one lineup, as played.
#[derive(Debug, Clone, PartialEq)]
pub struct Recorded {
    /// What was played (four given seats).
    pub settings: Settings,
    /// Each hand: its wall's seed and every action in order.
    pub hands: Vec<(u64, Vec<Action>)>,
}

/// An action's token.
pub fn token(a: Action) -> String {
    match a {
        Action::Discard(t) => t.to_string(),
        Action::Conceal(t) => format!("*{t}"),
        Action::Kong(t) => format!("k{t}"),
        Action::Pung(t) => format!("p{t}"),
        Action::Chow(t) => format!("c{t}"),
        Action::Win => "w".to_string(),
        Action::Pass => "-".to_string(),
    }
}

fn bad(message: String) -> Error {
    Error::new(ErrorCode::BadRequest, ErrorReason::LogLine, message)
}

/// The action of a token.
pub fn parse_token(s: &str) -> Result<Action> {
    let tile = |rest: &str| parse_tile(rest).map_err(|e| e.recoded(ErrorCode::BadNotation));
    Ok(match s.as_bytes().first() {
        Some(b'-') if s.len() == 1 => Action::Pass,
        Some(b'w') if s.len() == 1 => Action::Win,
        Some(b'*') => Action::Conceal(tile(&s[1..])?),
        Some(b'k') => Action::Kong(tile(&s[1..])?),
        Some(b'p') => Action::Pung(tile(&s[1..])?),
        Some(b'c') => Action::Chow(tile(&s[1..])?),
        _ => Action::Discard(tile(s)?),
    })
}

/// Plays the wall `seed` with the four seats of `settings` and keeps its actions.
pub fn record(settings: &Settings, seed: u64) -> Result<(u64, Vec<Action>)> {
    let mut table = Table::deal(settings.setup(seed, 0));
    let mut seats = settings.seats(0).map_values(|s| s.seat());
    let mut actions = Vec::new();
    play_with(&mut table, &mut seats, |_, _, a| actions.push(a))?;
    Ok((seed, actions))
}

impl Recorded {
    /// The text form: the settings line, then a line a hand.
    pub fn write(&self) -> String {
        let s = &self.settings;
        let Lineup::Seats(seats) = s.lineup else { return String::new() };
        let seats: Vec<&str> = seats.iter().map(|n| n.as_str()).collect();
        let cd = if s.concealed_discard { "concealed_discard" } else { "no_concealed_discard" };
        let mut out = format!("# {} {} {cd} {}\n", s.edition.as_str(), s.level.name(), seats.join(","));
        for (seed, actions) in &self.hands {
            let tokens: Vec<String> = actions.iter().map(|&a| token(a)).collect();
            out += &format!("{seed} {}\n", tokens.join(" "));
        }
        out
    }

    /// Reads the text form; a coded error names the first line at fault.
    pub fn read(text: &str) -> Result<Recorded> {
        let mut lines = text.lines();
        let head: Vec<&str> = lines.next().unwrap_or("").split_whitespace().collect();
        let ["#", edition, level, cd, seats] = head[..] else {
            return Err(bad("the first line is '# EDITION LEVEL concealed_discard SEATS'".into()));
        };
        let names: Vec<StrategyName> =
            seats.split(',').map(|s| s.parse().map_err(Error::from)).collect::<Result<_>>()?;
        let seats: [StrategyName; 4] = names.try_into().map_err(|_| bad("four seats".into()))?;
        let concealed_discard = match cd {
            "concealed_discard" => true,
            "no_concealed_discard" => false,
            _ => return Err(bad(format!("'{}' is not concealed_discard or no_concealed_discard", excerpt(cd)))),
        };
        let settings = Settings {
            edition: edition.parse().map_err(Error::from)?,
            level: level.parse::<Level>()?,
            concealed_discard,
            lineup: Lineup::Seats(seats),
        };
        let mut hands = Vec::new();
        for (i, line) in lines.enumerate() {
            let mut words = line.split_whitespace();
            let seed = words.next().and_then(|w| w.parse().ok());
            let seed = seed.ok_or_else(|| bad(format!("line {}: a hand begins with its seed", i + 2)))?;
            hands.push((seed, words.map(parse_token).collect::<Result<Vec<_>>>()?));
        }
        Ok(Recorded { settings, hands })
    }

    /// Each hand's table and seats that play its actions again, in order.
    pub fn replays(&self) -> impl Iterator<Item = (Table, BySeat<Box<dyn Strategy>>, Script)> + '_ {
        self.hands.iter().map(|(seed, actions)| {
            let script = Script(Arc::new(Mutex::new((actions.iter().copied().collect(), false))));
            let seats = BySeat::from_fn(|_| Box::new(script.clone()) as Box<dyn Strategy>);
            (Table::deal(self.settings.setup(*seed, 0)), seats, script)
        })
    }
}

/// A hand's actions, shared by its four seats: each takes the next in turn.
#[derive(Debug, Clone)]
pub struct Script(Arc<Mutex<(VecDeque<Action>, bool)>>);

impl Script {
    /// Whether the hand played every action and no more: a replay that ran
    /// out (its last choice was made up) or left some over is not the hand.
    pub fn played_out(&self) -> bool {
        self.0.lock().is_ok_and(|s| s.0.is_empty() && !s.1)
    }
}

impl Strategy for Script {
    fn name(&self) -> &'static str {
        "recorded"
    }

    fn act(&mut self, _: &View<'_>, legal: &[Action]) -> Action {
        let Ok(mut s) = self.0.lock() else { return legal[0] };
        match s.0.pop_front() {
            Some(a) => a,
            None => {
                s.1 = true;
                legal[0]
            }
        }
    }
}

/// The error of a replay that was not the recorded hand.
pub fn diverged(seed: u64) -> Error {
    let message = format!("the recorded hand of wall {seed} does not replay: the engine's rules or seats have changed");
    Error::new(ErrorCode::LogMismatch, ErrorReason::LogDiffers, message)
}
