//! The `decide` contract: one seat's decision in a hand, every legal action
//! valued in one unit and ranked best first — the list the `advice` and
//! `table` seats play the first of, and the coach and the review read.

use super::json::{contract, deserialize_by_from_json, FromJson};
use super::reply::ErrorBody;
use super::table::{played, TableRequest, Taken};
use crate::analysis::Danger;
use crate::error::{Error, ErrorCode, ErrorReason};
use crate::payment::Points;
use crate::seat::{BySeat, Seat};
use crate::table::seats::StrategyName;
use crate::table::{decide as decide_at, Basis, Choice, Model, Table};
use crate::tile::Tile;
use serde::Serialize;

contract! {
    /// A decision to value: the hand as `table` takes it (its seed, settings
    /// and every action so far), whose decision, and by which seat's model.
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct DecideRequest {
        /// The hand, as `table` takes it (`auto` and `view` are not read:
        /// the decision is the one after the actions given).
        #[serde(flatten)]
        pub hand: TableRequest [flatten],
        /// Whose decision: the seat to act; default that seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Seat"))]
        pub seat: Option<String>,
        /// Whose model values it: `table` (the default: the value model with
        /// the other three players) or `advice` (only the player wins).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "\"advice\" | \"table\""))]
        pub strategy: Option<String>,
    }
}

deserialize_by_from_json!(DecideRequest);

/// One legal action and what it is worth.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct DecideOption {
    /// The action, exactly as a `table` request's `actions` take it.
    pub action: Taken,
    /// Expected points of the hand from here for the seat, the others' wins
    /// counted as the model counts them; a win's is its payment. `null`: not
    /// valued (`basis` `shape`).
    pub value: Option<f64>,
    /// `win`: the win's payment; `model`: the value model's expectation of
    /// the hand the action leaves; `shape`: not valued (beyond three shanten
    /// without the table), ranked by the shanten after it.
    #[cfg_attr(feature = "typescript", ts(type = "\"win\" | \"model\" | \"shape\""))]
    pub basis: &'static str,
    /// The chance of a win within the horizon after the action (1 for a win).
    pub win_chance: Option<f64>,
    /// Its part by self-draw (a kong replacement included).
    pub self_draw_chance: Option<f64>,
    /// Its part on another player's discard.
    pub discard_chance: Option<f64>,
    /// The expected hand score of the win (0 without one).
    pub expected_score: Option<f64>,
    /// The shanten after the action: its best discard after a pung or chow,
    /// before the replacement after a kong, −1 for a win.
    pub shanten: i8,
    /// After a discard or a pass: the unseen copies of the tiles that would
    /// then lower the shanten (0 when waiting).
    pub useful: u32,
    /// With the table, a face-up discard: the chance another player wins on
    /// it, and the expected loss.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub danger: Option<Danger>,
    /// A kong, pung or chow: the meld it makes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional, type = "Notation"))]
    pub meld: Option<String>,
    /// A pung or chow: the best discard after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub then: Option<Tile>,
    /// A win: the hand score H.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub score: Option<Points>,
    /// A win: each seat's net payment.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional, type = "Record<Seat, number>"))]
    pub payments: Option<BySeat<Points>>,
}

/// Every legal action of the seat, best first.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct DecideResponse {
    /// Whose decision.
    pub seat: Seat,
    /// The model that valued it.
    pub strategy: StrategyName,
    /// Tiles left in the wall.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub wall: usize,
    /// Every action the rules allow the seat now, no more and no fewer, best
    /// first: by value, then win chance; those not valued last, by shanten.
    pub actions: Vec<DecideOption>,
    /// In words, what the values leave out, when something is not valued.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub note: Option<String>,
}

/// The words for actions not valued.
pub const NOT_VALUED: &str = "Actions marked shape are not valued: the hand after them is more than three tiles from \
                              ready, beyond the value model; they are ranked by the shanten they leave.";

impl DecideOption {
    fn of(seat: Seat, c: &Choice) -> DecideOption {
        let v = c.value.as_ref();
        DecideOption {
            action: Taken { seat, action: c.action },
            value: v.map(|v| v.expected_gain),
            basis: c.basis.as_str(),
            win_chance: v.map(|v| v.win_chance),
            self_draw_chance: v.map(|v| v.self_draw_chance),
            discard_chance: v.map(|v| v.discard_chance),
            expected_score: v.map(|v| v.expected_score),
            shanten: c.shanten,
            useful: c.useful,
            danger: c.danger.clone(),
            meld: c.meld.map(|m| crate::notation::format(&m.tiles())),
            then: c.then,
            score: c.win.map(|(s, _)| s),
            payments: c.win.map(|(_, p)| p),
        }
    }
}

/// The model of a seat that decides by value.
pub(crate) fn model_of(strategy: Option<&str>) -> Result<(StrategyName, Model), Error> {
    let name: StrategyName = strategy.unwrap_or("table").parse()?;
    match name {
        StrategyName::Advice => Ok((name, Model::Plain)),
        StrategyName::Table => Ok((name, Model::Table)),
        _ => Err(Error::from(crate::names::UnknownName {
            field: "strategy",
            got: name.as_str().to_string(),
            accepted: &["advice", "table"],
        })),
    }
}

/// The decision of `seat` (the seat to act) at `t`, as the contract writes it.
pub(crate) fn decision(t: &Table, seat: Seat, strategy: StrategyName, model: Model) -> Result<DecideResponse, Error> {
    let d = decide_at(&t.view(seat), t.legal(), model)?;
    let actions: Vec<DecideOption> = d.choices.iter().map(|c| DecideOption::of(seat, c)).collect();
    let note = d.choices.iter().any(|c| c.basis == Basis::Shape).then(|| NOT_VALUED.to_string());
    Ok(DecideResponse { seat, strategy, wall: t.wall_left(), actions, note })
}

/// Values every legal action of the seat to act after the request's actions.
pub fn decide(req: &DecideRequest) -> std::result::Result<DecideResponse, ErrorBody> {
    let (name, model) = model_of(req.strategy.as_deref())?;
    let (t, _, _) = played(&req.hand, |_, _, _| Ok(()))?;
    let Some(actor) = t.to_act() else {
        return Err(Error::new(ErrorCode::HandOver, ErrorReason::Over, "the hand is over: nothing to decide").into());
    };
    if let Some(s) = &req.seat {
        let seat: Seat = s.parse()?;
        if seat != actor {
            let message = format!("{seat} has no decision now: it is {actor}'s move");
            return Err(Error::new(ErrorCode::OutOfTurn, ErrorReason::NotYourMove, message)
                .arg("seat", seat.as_str())
                .arg("actor", actor.as_str())
                .into());
        }
    }
    Ok(decision(&t, actor, name, model)?)
}
