//! The `review` contract: every decision one seat made in a hand, next to the
//! advice it had at that moment — `decide`'s answer for the `table` seat from
//! what it saw then — and the value its choice gave up, in the one unit of
//! `decide` (expected points of the hand). From the advice at the time, never
//! from hindsight.

use super::json::{contract, deserialize_by_from_json, FromJson};
use super::reply::ErrorBody;
use super::table::{played, TableRequest};
use crate::error::Error;
use crate::seat::Seat;
use crate::table::{decide, Action, Model};
use serde::Serialize;

contract! {
    /// A hand to review: the `table` request that plays it (its seed, settings
    /// and every action) and whose decisions.
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct ReviewRequest {
        /// The hand, as `table` takes it (`auto` and `view` are not read).
        #[serde(flatten)]
        pub hand: TableRequest [flatten],
        /// Whose decisions; default the first `person` seat from East.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Seat"))]
        pub seat: Option<String>,
        /// The expected gain a decision may give up and not be marked, 0 to
        /// 1000 points; default [`DEFAULT_TOLERANCE`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub tolerance: Option<f64>,
    }
}

/// The review's default tolerance: a decision within 1 point of expected gain
/// of the advice's first choice is as good as it (the model's figures are
/// estimates; a player is shown the choices that matter).
pub const DEFAULT_TOLERANCE: f64 = 1.0;

deserialize_by_from_json!(ReviewRequest);

/// One decision next to the advice.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Decision {
    /// Its index in the hand's actions.
    pub index: usize,
    /// Its number among the seat's own decisions: 1, 2, 3 …
    pub number: usize,
    /// What the seat did.
    pub taken: Action,
    /// What the advice ranked first: `decide`'s first action for the `table`
    /// seat, among every legal action (wins, kongs and burials included).
    pub advised: Action,
    /// The value of what the seat did, as `decide` valued it: expected points
    /// of the hand for the seat, a win's its payment (`null`: not valued,
    /// beyond three shanten).
    pub taken_gain: Option<f64>,
    /// The value of the advice's first choice, in the same unit.
    pub advised_gain: Option<f64>,
    /// `advised_gain − taken_gain`: the expected gain given up (0 when the
    /// choice is the advice's, or either has no value).
    pub loss: f64,
    /// Marked after the hand: the loss is above the tolerance.
    pub marked: bool,
}

/// Every decision of the seat, in order, and where it lost most.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ReviewResponse {
    /// The seat reviewed.
    pub seat: Seat,
    /// Every decision it made, in order: discards, burials, kongs, wins and
    /// answers to offers (a decision that cannot be valued has no figures and
    /// loses nothing).
    pub decisions: Vec<Decision>,
    /// Indexes into `decisions` of the (up to) three largest losses above
    /// the tolerance (the marked decisions), the largest first.
    pub largest: Vec<usize>,
    /// The expected gain given up over the hand: the sum of the losses.
    pub lost: f64,
    /// The tolerance the decisions were marked by.
    pub tolerance: f64,
}

/// Reviews the seat's decisions in the hand the request plays.
pub fn review(req: &ReviewRequest) -> std::result::Result<ReviewResponse, ErrorBody> {
    let me: Seat = match &req.seat {
        Some(s) => s.parse()?,
        None => {
            let who = req.hand.who()?;
            Seat::ALL.into_iter().find(|&s| who[s].is_none()).unwrap_or(Seat::East)
        }
    };
    let tolerance = req.tolerance.unwrap_or(DEFAULT_TOLERANCE);
    if !(0.0..=1000.0).contains(&tolerance) {
        let message = "a review's tolerance is 0 to 1000 points of expected gain";
        return Err(Error::out_of_range("tolerance", 0, 1000, None, message.into()).into());
    }
    let mut decisions = Vec::new();
    played(&req.hand, |t, index, step| {
        if step.seat != me || t.to_act() != Some(me) {
            return Ok(());
        }
        // Every decision, valued as `decide` values it for the `table` seat; one
        // that cannot be valued has no figures and loses nothing.
        let d = decide(&t.view(me), t.legal(), Model::Table).ok();
        let first = d.as_ref().and_then(|d| d.choices.first());
        let advised = first.map_or(step.action, |c| c.action);
        let advised_gain = first.and_then(|c| c.points());
        let taken_gain = d.as_ref().and_then(|d| d.choice(step.action)).and_then(|c| c.points());
        let loss = match (advised_gain, taken_gain) {
            (Some(a), Some(t)) if advised != step.action => (a - t).max(0.0),
            _ => 0.0,
        };
        decisions.push(Decision {
            index,
            number: decisions.len() + 1,
            taken: step.action,
            advised,
            taken_gain,
            advised_gain,
            loss,
            marked: loss > tolerance,
        });
        Ok(())
    })?;
    let mut largest: Vec<usize> = (0..decisions.len()).filter(|&i| decisions[i].marked).collect();
    // The largest first; on a tie the earlier decision.
    largest.sort_by(|&a, &b| decisions[b].loss.total_cmp(&decisions[a].loss).then(a.cmp(&b)));
    largest.truncate(3);
    let lost = decisions.iter().map(|d| d.loss).sum();
    Ok(ReviewResponse { seat: me, decisions, largest, lost, tolerance })
}
