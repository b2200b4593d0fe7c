//! The `review` contract: every decision one seat made in a hand, next to the
//! advice it had at that moment — the analysis of what it saw then, the
//! `table` seat's own (its view's `analyze` request) — and the expected gain
//! its choice gave up. From the advice at the time, never from hindsight.

use super::json::{contract, deserialize_by_from_json, FromJson};
use super::reply::ErrorBody;
use super::seat_view::seat_view;
use super::table::{played, TableRequest};
use crate::analysis::{analyze, Analysis, Call, CallOption, Discard};
use crate::error::Error;
use crate::seat::Seat;
use crate::table::Action;
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
    /// What the seat did.
    pub taken: Action,
    /// What the advice ranked first: the analysis's first discard or call,
    /// or the self-drawn win when it pays at least the best discard's gain.
    pub advised: Action,
    /// The expected gain of what the seat did, as the advice valued it
    /// (`null`: the advice gave it no value, beyond three shanten).
    pub taken_gain: Option<f64>,
    /// The expected gain of the advice's first choice.
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
    /// Its discards, burials, self-drawn wins and answers to offers, in order
    /// (a kong on its own turn has no advice to set beside it and is left out;
    /// a decision whose analysis fails has no figures and loses nothing).
    pub decisions: Vec<Decision>,
    /// Indexes into `decisions` of the (up to) three largest losses above
    /// zero, the largest first.
    pub largest: Vec<usize>,
    /// The expected gain given up over the hand: the sum of the losses.
    pub lost: f64,
    /// The tolerance the decisions were marked by.
    pub tolerance: f64,
}

/// A discard's expected gain, `None` without a value.
fn gain_of_discard(d: &Discard) -> Option<f64> {
    d.value.as_ref().map(|v| v.expected_gain)
}

/// The action a call option is.
fn call_action(c: &CallOption, offered: crate::tile::Tile) -> Option<Action> {
    Some(match c.call {
        Call::Win => Action::Win,
        Call::Pass => Action::Pass,
        Call::Pung => Action::Pung(offered),
        Call::Kong => Action::Kong(offered),
        Call::Chow => Action::Chow(c.meld.as_ref()?.tile),
    })
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
        let view = t.view(me);
        let offered = view.offered().map(|(tile, _)| tile);
        // Only a discard, a burial or an answer to an offer has advice beside
        // it, and a win on the seat's own turn (against the best discard).
        let own_win = offered.is_none() && step.action == Action::Win;
        if offered.is_none() && !matches!(step.action, Action::Discard(_) | Action::Conceal(_)) && !own_win {
            return Ok(());
        }
        let win = view.win().filter(|_| offered.is_none() && t.legal().contains(&Action::Win));
        let win_gain = win.map(|w| w.score.payments[me].as_f64());
        // An analysis that fails leaves the decision without figures, not the review.
        let analysis = seat_view(&view).analyze.position().ok().and_then(|p| analyze(&p).ok());
        let (advised, advised_gain, taken_gain) = match (analysis, offered) {
            (Some(Analysis::Discarding(d)), None) => {
                let taken = match step.action {
                    Action::Discard(t) | Action::Conceal(t) => {
                        d.discards.iter().find(|x| x.tile == t).and_then(gain_of_discard)
                    }
                    _ => win_gain,
                };
                let best = d.discards.first();
                let best_gain = best.and_then(gain_of_discard);
                // A self-drawn win is advised unless the best discard is worth more (the `advice` seat's rule).
                match (win_gain, best) {
                    (Some(w), _) if best_gain.is_none_or(|b| w >= b) => (Action::Win, Some(w), taken),
                    (_, Some(b)) => (Action::Discard(b.tile), best_gain, taken),
                    _ => return Ok(()),
                }
            }
            (Some(Analysis::Waiting(w)), Some(tile)) => {
                let taken = w.calls.iter().find(|c| call_action(c, tile) == Some(step.action));
                let taken = taken.and_then(|c| c.value.as_ref()).map(|v| v.expected_gain);
                let Some(best) = w.calls.first() else { return Ok(()) };
                let Some(action) = call_action(best, tile) else { return Ok(()) };
                (action, best.value.as_ref().map(|v| v.expected_gain), taken)
            }
            _ => (step.action, None, None),
        };
        let loss = match (advised_gain, taken_gain) {
            (Some(a), Some(t)) if advised != step.action => (a - t).max(0.0),
            _ => 0.0,
        };
        decisions.push(Decision {
            index,
            taken: step.action,
            advised,
            taken_gain,
            advised_gain,
            loss,
            marked: loss > tolerance,
        });
        Ok(())
    })?;
    let mut largest: Vec<usize> = (0..decisions.len()).filter(|&i| decisions[i].loss > 0.0).collect();
    // The largest first; on a tie the earlier decision.
    largest.sort_by(|&a, &b| decisions[b].loss.total_cmp(&decisions[a].loss).then(a.cmp(&b)));
    largest.truncate(3);
    let lost = decisions.iter().map(|d| d.loss).sum();
    Ok(ReviewResponse { seat: me, decisions, largest, lost, tolerance })
}
