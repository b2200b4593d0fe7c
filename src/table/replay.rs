//! Replays a log: every hand is dealt again from the wall its start event
//! gives, each seat's move is read off the log and played through
//! [`Table::apply`], and every event the engine then writes must be the log's
//! (the log may carry more fields, never other values). A game's totals are
//! settled again by the score sheet.

use super::action::Action;
use super::event::{Event, Standing};
use super::setup::Setup;
use super::state::Table;
use super::wall::Wall;
use crate::api::LevelSpec;
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::game::Player;
use crate::group::MeldKind;
use crate::names::excerpt;
use crate::notation;
use crate::payment::Points;
use crate::rulebook::Edition;
use crate::seat::{BySeat, Seat};
use crate::session::{Played, SessionHand, Sheet};
use serde::Serialize;
use serde_json::Value;

/// What a clean replay found.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[cfg_attr(feature = "typescript", ts(rename = "ReplayResponse"))]
pub struct Replayed {
    /// Events checked.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub events: usize,
    /// Hands played through.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub hands: usize,
    /// Each hand's net payments, by seat.
    pub payments: Vec<BySeat<Points>>,
    /// The game's totals, when the log ends a game.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub standings: Option<Vec<Standing>>,
    /// The log's last game as a score sheet (the `session` request): the hands
    /// after its last `game_end` when any follow it, else the hands that
    /// `game_end` closed; absent when they do not seat the same four different names.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub session: Option<crate::api::SessionRequest>,
    /// The `game_end` event that would close the hands after the log's last
    /// `game_end` as a game (absent when the log ends a game, or when they do
    /// not seat the same four different names).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub game_end: Option<Event>,
}

/// The first event that is not what the engine gives: its index and why.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayError {
    /// The event's index in the log (0 = the first line).
    pub event: usize,
    /// The coded reason.
    pub error: Error,
}

/// One hand as the sheet settles it.
struct Settled {
    names: BySeat<String>,
    players: BySeat<Player>,
    played: Played,
    /// The win's score request; `None` for a draw.
    request: Option<crate::api::Request>,
}

/// Replays the log's events (one JSON value each).
pub fn replay(log: &[Value]) -> std::result::Result<Replayed, ReplayError> {
    replay_observed(log, |_, _, _, _| {})
}

/// [`replay`], calling `observe(table, hand, events, moved)` at each hand's
/// start (`moved` None) and after each move: the table then, the hand's
/// index in the log, the log's events up to there, and the move.
pub fn replay_observed(
    log: &[Value],
    mut observe: impl FnMut(&Table, usize, usize, Option<(Seat, Action)>),
) -> std::result::Result<Replayed, ReplayError> {
    let at = |event: usize| move |error: Error| ReplayError { event, error };
    let mut out =
        Replayed { events: 0, hands: 0, payments: Vec::new(), standings: None, session: None, game_end: None };
    let mut settled: Vec<Settled> = Vec::new();
    // The hands of the last game the log ended, for its score sheet.
    let mut ended: Vec<Settled> = Vec::new();
    let mut i = 0;
    while i < log.len() {
        match log[i].get("type").and_then(Value::as_str) {
            Some("start") => {
                let mut table = start(&log[i]).map_err(at(i))?;
                same(&table.events()[0], &log[i]).map_err(at(i))?;
                i += 1;
                observe(&table, out.hands, i, None);
                while let Some(seat) = table.to_act() {
                    let action = next_move(&table, seat, &log[i.min(log.len())..]).map_err(at(i))?;
                    let events = table.apply(seat, action).map_err(at(i))?.to_vec();
                    for e in &events {
                        let found = log.get(i).ok_or_else(|| ReplayError {
                            event: i,
                            error: mismatch("the log ends before the hand does".into()),
                        })?;
                        same(e, found).map_err(at(i))?;
                        i += 1;
                    }
                    observe(&table, out.hands, i, Some((seat, action)));
                }
                out.hands += 1;
                out.payments.push(table.payments().unwrap_or_default());
                let s = table.setup();
                let played = match table.winner() {
                    Some(w) => Played::Won(w.request.game().map_err(at(i - 1))?),
                    None => Played::Draw,
                };
                let request = table.winner().map(|w| w.request.clone());
                settled.push(Settled { names: s.names.clone(), players: s.players, played, request });
            }
            Some("game_end") => {
                let end = game_end(&settled).map_err(at(i))?;
                same(&end, &log[i]).map_err(at(i))?;
                if let Event::GameEnd { standings, .. } = end {
                    out.standings = Some(standings);
                }
                ended = std::mem::take(&mut settled);
                i += 1;
            }
            Some(other) => {
                return Err(ReplayError {
                    event: i,
                    error: mismatch(format!(
                        "a '{}' event outside a hand: each hand begins with 'start'",
                        excerpt(other)
                    )),
                })
            }
            None => {
                return Err(ReplayError {
                    event: i,
                    error: Error::new(
                        ErrorCode::BadRequest,
                        ErrorReason::NotAnEvent,
                        "an event is a JSON object with a \"type\"",
                    ),
                })
            }
        }
    }
    out.events = i;
    if !settled.is_empty() {
        out.game_end = distinct(&settled).then(|| game_end(&settled).ok()).flatten();
        ended = settled;
    }
    out.session = distinct(&ended).then(|| sheet_of(&ended));
    Ok(out)
}

/// Every hand seats the first hand's four names, which differ.
fn distinct(hands: &[Settled]) -> bool {
    let Some(first) = hands.first() else { return false };
    let names: Vec<&String> = Seat::ALL.iter().map(|&s| &first.names[s]).collect();
    let differ = (0..4).all(|i| !names[..i].contains(&names[i]));
    differ && hands.iter().all(|h| Seat::ALL.iter().all(|&s| names.contains(&&h.names[s])))
}

/// The hands as the score sheet's `session` request: the players in the first
/// hand's table order with their editions and levels, each hand's seats and
/// its win's score request (its editions and levels the players') or a draw.
fn sheet_of(hands: &[Settled]) -> crate::api::SessionRequest {
    use crate::api::{SessionHandSpec, SessionPlayer};
    let first = &hands[0];
    let players = Seat::ALL
        .iter()
        .map(|&s| SessionPlayer {
            name: first.names[s].clone(),
            edition: Some(first.players[s].edition.as_str().to_string()),
            level: Some(super::level_spec(first.players[s].level)),
        })
        .collect();
    let hands = hands
        .iter()
        .map(|h| {
            let request = h.request.clone().map(|mut r| {
                (r.hand.edition, r.hand.level, r.hand.players) = (None, None, None);
                r
            });
            let seats = Seat::ALL.iter().map(|&s| (s.as_str().to_string(), h.names[s].clone())).collect();
            let spec = SessionHandSpec { seats, draw: request.is_none(), request, manual: None };
            serde_json::to_value(spec).unwrap_or_default()
        })
        .collect();
    crate::api::SessionRequest { players, hands, seating: None }
}

fn mismatch(msg: String) -> Error {
    Error::new(ErrorCode::LogMismatch, ErrorReason::LogDiffers, msg)
}

/// Every field the engine writes for `e` has the same value in `found`.
fn same(e: &Event, found: &Value) -> Result<()> {
    // Through the text the log is written as: one serializer for the log and
    // the answers (a value serializer of its own would double the module's code).
    let text = serde_json::to_string(e).map_err(|e| mismatch(e.to_string()))?;
    let want: Value = serde_json::from_str(&text).map_err(|e| mismatch(e.to_string()))?;
    let (Value::Object(w), Value::Object(f)) = (&want, found) else {
        return Err(mismatch("an event is a JSON object".into()));
    };
    for (k, v) in w {
        if f.get(k) != Some(v) {
            let shown = |v: Option<&Value>| excerpt(&v.map_or("nothing".into(), Value::to_string));
            return Err(mismatch(format!(
                "the engine gives a '{}' event with {k} {}, the log {}",
                w.get("type").and_then(Value::as_str).unwrap_or_default(),
                shown(Some(v)),
                shown(f.get(k))
            )));
        }
    }
    Ok(())
}

/// The table a start event deals.
fn start(v: &Value) -> Result<Table> {
    let str_of = |k: &str| v.get(k).and_then(Value::as_str).ok_or_else(|| field(k));
    let by_seat = |k: &str| -> Result<BySeat<&Value>> {
        let m = v.get(k).and_then(Value::as_object).ok_or_else(|| field(k))?;
        let mut out = BySeat::new(&Value::Null);
        for s in Seat::ALL {
            out[s] = m.get(s.as_str()).ok_or_else(|| field(&format!("{k}.{s}")))?;
        }
        Ok(out)
    };
    let seed = v.get("seed").and_then(Value::as_u64).ok_or_else(|| field("seed"))?;
    let edition: Edition = str_of("edition")?.parse()?;
    let (editions, levels, names) = (by_seat("editions")?, by_seat("levels")?, by_seat("names")?);
    let mut players = BySeat::new(Player::new(edition));
    for s in Seat::ALL {
        let e: Edition = editions[s].as_str().ok_or_else(|| field("editions"))?.parse()?;
        let spec = <LevelSpec as crate::api::FromJson>::from_json(levels[s].clone()).map_err(|_| field("levels"))?;
        let level = crate::api::level_of(&spec)?;
        players[s] = Player { edition: e, level };
    }
    let setup = Setup {
        seed,
        hand: v.get("hand").and_then(Value::as_u64).unwrap_or(0) as u32,
        edition,
        players,
        names: BySeat::from_fn(|s| names[s].as_str().unwrap_or_default().to_string()),
        concealed_discard: v.get("concealed_discard").and_then(Value::as_bool).unwrap_or(true),
    };
    let wall = Wall::from_tiles(&notation::parse(str_of("wall")?)?)?;
    Ok(Table::with_wall(setup, wall))
}

fn field(k: &str) -> Error {
    let message = format!("the start event's {k} is missing or not what a log holds");
    Error::new(ErrorCode::BadRequest, ErrorReason::LogStart, message).arg("field", excerpt(k))
}

/// The move of `seat` that the log's next events record.
fn next_move(table: &Table, seat: Seat, rest: &[Value]) -> Result<Action> {
    let get = |e: &Value, k: &str| e.get(k).and_then(Value::as_str).map(str::to_string);
    let tile = |e: &Value, k: &str| notation::parse_tile(&get(e, k).unwrap_or_default());
    let offered = table.view(seat).offered().is_some();
    let call = |e: &Value| -> Result<Action> {
        let t = tile(e, "tile")?;
        let call: MeldKind = get(e, "call").unwrap_or_default().parse()?;
        Ok(match call {
            MeldKind::Pung => Action::Pung(t),
            MeldKind::Kong => Action::Kong(t),
            MeldKind::Chow => {
                let tiles = notation::parse(&get(e, "tiles").unwrap_or_default())?;
                Action::Chow(tiles.into_iter().min().unwrap_or(t))
            }
        })
    };
    for (i, e) in rest.iter().enumerate() {
        let kind = get(e, "type").unwrap_or_default();
        let mine = get(e, "seat").as_deref() == Some(seat.as_str());
        match (kind.as_str(), mine) {
            ("decline", true) if offered => {
                // A win passed with a call: the call follows the other answers' declines.
                let next = rest[i + 1..].iter().find(|e| get(e, "type").as_deref() != Some("decline"));
                return match next {
                    Some(e)
                        if get(e, "type").as_deref() == Some("call")
                            && get(e, "seat").as_deref() == Some(seat.as_str()) =>
                    {
                        call(e)
                    }
                    _ => Ok(Action::Pass),
                };
            }
            ("decline", _) => continue,
            ("win", true) => return Ok(Action::Win),
            ("discard", true) if !offered => {
                let t = tile(e, "tile")?;
                let buried = e.get("concealed").and_then(Value::as_bool).unwrap_or(false);
                return Ok(if buried { Action::Conceal(t) } else { Action::Discard(t) });
            }
            ("kong", true) if !offered => {
                return Ok(Action::Kong(notation::parse(&get(e, "tiles").unwrap_or_default())?[0]))
            }
            ("call", true) if offered => return call(e),
            ("win" | "call", false) if offered => return Ok(Action::Pass),
            _ if offered => return Ok(Action::Pass),
            _ => break,
        }
    }
    Err(mismatch(format!("the log does not say what {seat} did: it must act here")))
}

/// The game's end as the score sheet settles its hands.
fn game_end(hands: &[Settled]) -> Result<Event> {
    let first = hands.first().ok_or_else(|| mismatch("a game_end with no hand before it".into()))?;
    let names: Vec<String> = Seat::ALL.iter().map(|&s| first.names[s].clone()).collect();
    let table: [Player; 4] = std::array::from_fn(|p| first.players[Seat::ALL[p]]);
    let mut sheet = Sheet::new(&table);
    let mut totals = [Points::default(); 4];
    for (k, h) in hands.iter().enumerate() {
        let mut seats = BySeat::new(0usize);
        for s in Seat::ALL {
            seats[s] = names.iter().position(|n| *n == h.names[s]).ok_or_else(|| {
                mismatch(format!("hand {k} seats '{}', who is not at the game's table", excerpt(&h.names[s])))
            })?;
        }
        totals = sheet.play(&SessionHand { seats, played: h.played.clone() })?.totals;
    }
    Ok(Event::game_end(Standing::of(&names, totals)))
}
