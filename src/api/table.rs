//! The table's contracts: `play` (a game of the built-in seats, as its log),
//! `replay` (a log checked against the engine) and `table` (a hand driven one
//! action at a time, for the page: the actions so far in, the log, who acts
//! and what they may do out).

use super::json::{contract, deserialize_by_from_json, FromJson};
use super::reply::ErrorBody;
use super::request::{player, LevelSpec};
use super::seat_view::{seat_view, SeatView};
use crate::deal::MAX_SEED;
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::payment::Points;
use crate::rulebook::Edition;
use crate::seat::{BySeat, Seat};
use crate::table::game::{check_names, play_game, seats_in_hand, GameSetup};
use crate::table::replay::{replay as replay_log, Replayed};
use crate::table::seats::StrategyName;
use crate::table::{Action, Event, Setup, Table};
use serde::Serialize;
use serde_json::Value;

contract! {
    /// A game of the built-in seats (`fourseas play`).
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct PlayRequest {
        /// The first hand's wall; hand i is played on the wall of seed + i.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "number"))]
        pub seed: Option<u64>,
        /// Hands in the game: 1 to 64, default 1.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub hands: Option<u32>,
        /// Every player's edition; default `standard`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Edition>"))]
        pub edition: Option<String>,
        /// Every player's level; default per edition.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub level: Option<LevelSpec>,
        /// The four players' strategies in table order; default `efficiency` ×4.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Vec<crate::table::seats::StrategyName>>"))]
        pub seats: Option<Vec<String>>,
        /// The four players' names in table order; default their strategies and places.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub names: Option<Vec<String>>,
        /// Concealed Discard where the edition has it; default `true`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub concealed_discard: Option<bool>,
    }
}

deserialize_by_from_json!(PlayRequest);

fn four<T>(list: Vec<T>, what: &str) -> Result<[T; 4]> {
    let n = list.len();
    list.try_into().map_err(|_| {
        let message = format!("{what} lists four players, not {n}");
        Error::new(ErrorCode::BadValue, ErrorReason::FourPlayers, message).arg("n", n).arg("within", what)
    })
}

fn seed(s: Option<u64>) -> Result<u64> {
    match s {
        Some(s) if s > MAX_SEED => {
            Err(Error::out_of_range("seed", 0, MAX_SEED, Some(s), format!("a seed is 0 to {MAX_SEED}")))
        }
        s => Ok(s.unwrap_or(0)),
    }
}

impl PlayRequest {
    /// The game it asks for.
    pub fn setup(&self) -> Result<GameSetup> {
        let p = player(self.edition.as_deref(), self.level.as_ref(), Edition::Standard)?;
        let strategies = match &self.seats {
            Some(list) => four(
                list.iter().map(|s| s.parse().map_err(Error::from)).collect::<Result<Vec<StrategyName>>>()?,
                "seats",
            )?,
            None => [StrategyName::Efficiency; 4],
        };
        let names = match &self.names {
            Some(list) => four(list.clone(), "names")?,
            None => std::array::from_fn(|i| format!("{} {}", strategies[i], i + 1)),
        };
        Ok(GameSetup {
            seed: seed(self.seed)?,
            hands: self.hands.unwrap_or(1),
            edition: p.edition,
            players: [p; 4],
            names,
            strategies,
            concealed_discard: self.concealed_discard.unwrap_or(true),
        })
    }
}

/// A game's log.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PlayResponse {
    /// Every event of every hand, then the game's end.
    pub log: Vec<Event>,
}

/// Plays the game: its log, event by event.
pub fn play(req: &PlayRequest) -> Result<PlayResponse> {
    Ok(PlayResponse { log: play_game(&req.setup()?)? })
}

/// A replay's error: the first event at fault, its index and why.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayFailure(pub crate::table::replay::ReplayError);

impl From<ReplayFailure> for ErrorBody {
    fn from(f: ReplayFailure) -> Self {
        ErrorBody { event: Some(f.0.event), ..ErrorBody::from(&f.0.error) }
    }
}

/// Replays a log given as JSON lines: every event legal in order, every win's
/// score and every payment the engine's.
pub fn replay(text: &str) -> std::result::Result<Replayed, ReplayFailure> {
    replay_log(&log_events(text)?).map_err(ReplayFailure)
}

/// A log's lines as JSON values (blank lines skipped); a line that is not
/// JSON is refused at the event it would have been.
pub(crate) fn log_events(text: &str) -> std::result::Result<Vec<Value>, ReplayFailure> {
    let mut events = Vec::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).map_err(|e| {
            let message = format!("line {} is not JSON: {e}", i + 1);
            let error = Error::new(ErrorCode::BadRequest, ErrorReason::LogLine, message).arg("line", i + 1);
            ReplayFailure(crate::table::replay::ReplayError { event: events.len(), error })
        })?;
        events.push(v);
    }
    Ok(events)
}

contract! {
    /// One seat's action in a `table` request.
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct ActionSpec {
        /// Who acts.
        #[cfg_attr(feature = "typescript", ts(as = "crate::seat::Seat"))]
        pub seat: String [required],
        /// `discard`, `conceal`, `kong`, `win`, `chow`, `pung` or `pass` (`decline` reads as `pass`).
        pub action: String [required],
        /// The tile of a discard, burial, kong or pung.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Notation"))]
        pub tile: Option<String>,
        /// A chow's three tiles.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Notation"))]
        pub tiles: Option<String>,
    }
}

contract! {
    /// A hand driven one action at a time (wasm `table`).
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct TableRequest {
        /// The wall's seed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "number"))]
        pub seed: Option<u64>,
        /// Every seat's edition; default `standard`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Edition>"))]
        pub edition: Option<String>,
        /// Every seat's level; default per edition.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub level: Option<LevelSpec>,
        /// Seat → `person` or a strategy; default `person` at East, `efficiency` elsewhere.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Partial<Record<Seat, \"person\" | StrategyName>>"))]
        pub seats: Option<std::collections::BTreeMap<String, String>>,
        /// With `players`: the hand's index in their game, 0 to 63 (default 0), played on
        /// the wall of `seed + hand`, and the `players` sit as R30 moves them.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub hand: Option<u32>,
        /// Instead of `seats`: the game's four players in table order, each
        /// `person` or a strategy; in hand `hand` seat s holds player (s + hand) mod 4.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Array<\"person\" | StrategyName>"))]
        pub players: Option<Vec<String>>,
        /// With `players`: their names in table order, all different; default
        /// as `play` names them (`person 1`, `efficiency 2` …).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub names: Option<Vec<String>>,
        /// Concealed Discard where the edition has it; default `true`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub concealed_discard: Option<bool>,
        /// Every action so far, in order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Vec<ActionSpec>>"))]
        pub actions: Vec<ActionSpec>,
        /// Let the built-in seats act until a person must (default `true`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub auto: Option<bool>,
        /// Whose view the answer includes: a seat, or `false` for none; default
        /// the first `person` seat from East (none when every seat is built in).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<ViewOption>"))]
        pub view: Option<ViewOption>,
    }
}

deserialize_by_from_json!(TableRequest);

/// `person` (`None`) or a strategy.
fn person_or(v: &str) -> Result<Option<StrategyName>> {
    Ok(if v.eq_ignore_ascii_case("person") { None } else { Some(v.parse()?) })
}

impl TableRequest {
    /// Who plays each seat: a strategy, or `None` for a person (by default a
    /// person at East, `efficiency` elsewhere).
    pub(crate) fn who(&self) -> Result<BySeat<Option<StrategyName>>> {
        if let Some(players) = self.game_players()? {
            return Ok(seats_in_hand(self.hand()?).map_values(|&p| players[p]));
        }
        let mut who: BySeat<Option<StrategyName>> = BySeat::new(Some(StrategyName::Efficiency));
        who[Seat::East] = None;
        for (k, v) in self.seats.iter().flatten() {
            who[k.parse::<Seat>()?] = person_or(v)?;
        }
        Ok(who)
    }

    /// The game's players in table order (`None` a person), when `players` is given.
    fn game_players(&self) -> Result<Option<[Option<StrategyName>; 4]>> {
        let Some(players) = &self.players else { return Ok(None) };
        if self.seats.is_some() {
            let message = "a table request gives seats or players, not both";
            return Err(Error::new(ErrorCode::BadRequest, ErrorReason::FieldConflict, message)
                .arg("field", "players")
                .arg("other", "seats"));
        }
        Ok(Some(four(players.iter().map(|p| person_or(p)).collect::<Result<Vec<_>>>()?, "players")?))
    }

    /// The hand's index in its game.
    fn hand(&self) -> Result<u32> {
        match self.hand {
            Some(h) if h > 63 => {
                Err(Error::out_of_range("hand", 0, 63, Some(h.into()), format!("a game's hands are 0 to 63, not {h}")))
            }
            h => Ok(h.unwrap_or(0)),
        }
    }

    /// Each seat's name: with `players`, the game's names seated for the hand
    /// (checked as `play` checks them); else who plays it.
    fn names(&self, who: &BySeat<Option<StrategyName>>) -> Result<BySeat<String>> {
        let Some(players) = self.game_players()? else {
            return Ok(who.map_values(|w| w.map_or("person", |s| s.as_str()).to_string()));
        };
        let names: [String; 4] = match &self.names {
            Some(list) => four(list.clone(), "names")?,
            None => std::array::from_fn(|i| format!("{} {}", players[i].map_or("person", |s| s.as_str()), i + 1)),
        };
        check_names(&names)?;
        Ok(seats_in_hand(self.hand()?).map_values(|&p| names[p].clone()))
    }
}

/// The `view` of a `table` request: a seat, or `false` for none.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum ViewOption {
    /// `false`: no view.
    Off(#[cfg_attr(feature = "typescript", ts(type = "false"))] bool),
    /// The seat whose view the answer includes.
    Seat(#[cfg_attr(feature = "typescript", ts(type = "Seat"))] String),
}

impl FromJson for ViewOption {
    fn from_json(v: Value) -> std::result::Result<Self, String> {
        match v {
            Value::Bool(false) => Ok(ViewOption::Off(false)),
            Value::String(s) => Ok(ViewOption::Seat(s)),
            _ => Err("view is a seat (\"east\" …) or false".into()),
        }
    }
}

deserialize_by_from_json!(ViewOption);

/// One action taken, by whom.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Taken {
    /// The seat.
    pub seat: Seat,
    /// The action.
    #[serde(flatten)]
    pub action: Action,
}

/// The hand after the request's actions (and the built-in seats' moves).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct TableResponse {
    /// Every action taken, the built-in seats' included: send it back to go on.
    pub actions: Vec<Taken>,
    /// The log so far.
    pub log: Vec<Event>,
    /// Who must act; `null` once the hand is over.
    pub to_act: Option<Seat>,
    /// What they may do.
    pub legal: Vec<Action>,
    /// Tiles left in the wall.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub wall: usize,
    /// Net payments once the hand is over.
    pub payments: Option<BySeat<Points>>,
    /// What one seat sees (`view` in the request), with its analysis request.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub view: Option<SeatView>,
}

/// Deals the hand, plays the request's actions in order, then (with `auto`)
/// the built-in seats until a person must act. An action the rules do not
/// allow is answered with its code and its index (`action`).
pub fn table(req: &TableRequest) -> std::result::Result<TableResponse, ErrorBody> {
    let (mut t, who, mut taken) = played(req, |_, _, _| Ok(()))?;
    if req.auto.unwrap_or(true) {
        while let Some(seat) = t.to_act() {
            let Some(s) = who[seat] else { break };
            let action = s.seat().act(&t.view(seat), t.legal());
            t.apply(seat, action)?;
            taken.push(Taken { seat, action });
        }
    }
    let viewer = match &req.view {
        None => Seat::ALL.into_iter().find(|&s| who[s].is_none()),
        Some(ViewOption::Off(_)) => None,
        Some(ViewOption::Seat(s)) => Some(s.parse::<Seat>()?),
    };
    Ok(TableResponse {
        actions: taken,
        log: t.events().to_vec(),
        to_act: t.to_act(),
        legal: t.legal().to_vec(),
        wall: t.wall_left(),
        payments: t.payments(),
        view: viewer.map(|s| seat_view(&t.view(s))),
    })
}

/// A hand after its actions: the table, who plays each seat (`None` a person),
/// the actions taken.
pub(crate) type Played = (Table, BySeat<Option<StrategyName>>, Vec<Taken>);

/// The hand of a `table` request after its actions: the table, who plays each
/// seat (`None` a person) and the actions taken. `before(table, i, taken)` is
/// called before each action is played (the review reads the table there).
pub(crate) fn played(
    req: &TableRequest,
    mut before: impl FnMut(&Table, usize, &Taken) -> std::result::Result<(), ErrorBody>,
) -> std::result::Result<Played, ErrorBody> {
    let p = player(req.edition.as_deref(), req.level.as_ref(), Edition::Standard)?;
    let who = req.who()?;
    // A hand of a game and the game's names belong to the game's players.
    if (req.names.is_some() || req.hand.is_some()) && req.players.is_none() {
        let message = "hand and names are given with players, the game's players in table order";
        return Err(Error::new(ErrorCode::BadRequest, ErrorReason::Missing, message).arg("field", "players").into());
    }
    let hand = req.hand()?;
    let first = seed(req.seed)?;
    let wall = first.checked_add(hand.into()).filter(|&w| w <= MAX_SEED).ok_or_else(|| {
        Error::out_of_range("seed", 0, MAX_SEED, None, format!("a hand's wall (seed + hand) is at most {MAX_SEED}"))
    })?;
    let mut setup = Setup::new(wall, p.edition);
    setup.hand = hand;
    setup.players = BySeat::new(p);
    setup.names = req.names(&who)?;
    setup.concealed_discard = req.concealed_discard.unwrap_or(true);
    let mut t = Table::deal(setup);
    let mut taken = Vec::new();
    for (i, a) in req.actions.iter().enumerate() {
        let at = |e: Error| ErrorBody { action: Some(i), ..ErrorBody::from(&e) };
        let seat: Seat = a.seat.parse().map_err(|e| at(Error::from(e)))?;
        let action = Action::read(&a.action, a.tile.as_deref(), a.tiles.as_deref()).map_err(at)?;
        let step = Taken { seat, action };
        before(&t, i, &step)?;
        t.apply(seat, action).map_err(at)?;
        taken.push(step);
    }
    Ok((t, who, taken))
}
