//! Why an action is refused: one coded reason for each way an action can be
//! outside the rules (the README lists the codes).

use super::action::Action;
use super::event::{Event, WallEnd};
use super::state::{Phase, Table};
use crate::error::{Error, ErrorCode, ErrorReason as R};
use crate::seat::Seat;
use crate::win::{Blessing, Win};

impl Table {
    /// The coded reason an action is refused.
    pub(super) fn refusal(&self, seat: Seat, action: Action) -> Error {
        let err = |code, reason, msg: String| Error::new(code, reason, msg).arg("seat", seat.as_str());
        let Some(actor) = self.to_act() else { return Error::new(ErrorCode::HandOver, R::Over, "the hand is over") };
        let offered = matches!(self.phase, Phase::Offer { .. });
        if action.is_claim() && !offered {
            let buried = matches!(
                self.events.iter().rev().find(|e| matches!(e, Event::Discard { .. })),
                Some(Event::Discard { concealed: true, .. })
            );
            let why = if buried { "a concealed discard cannot be claimed (R27)" } else { "no tile is on offer" };
            let reason = if buried { R::ClaimBuried } else { R::NothingOffered };
            let e = err(ErrorCode::IllegalAction, reason, format!("{seat} cannot {}: {why}", action.name()));
            return e.arg("action", action.name());
        }
        if actor != seat {
            let e = err(ErrorCode::OutOfTurn, R::NotYourMove, format!("{seat} cannot act now: it is {actor}'s move"));
            return e.arg("actor", actor.as_str());
        }
        match action {
            Action::Discard(t) | Action::Conceal(t) | Action::Kong(t) if !offered && self.seats[seat].concealed.get(t) == 0 => {
                err(ErrorCode::TileNotHeld, R::NotHeld, format!("{seat} does not hold {t}")).arg("tile", t.to_string())
            }
            Action::Conceal(_) if !offered => {
                if self.seats[seat].buried {
                    let message = format!("{seat} has made its Concealed Discard this hand (R27)");
                    err(ErrorCode::ConcealedDiscardUsed, R::AlreadyBuried, message)
                } else {
                    let message = format!("{seat}'s edition has no Concealed Discard here (R27)");
                    err(ErrorCode::ConcealedDiscardUsed, R::NoConcealedDiscard, message)
                }
            }
            Action::Win => self.why_no_win(seat),
            Action::Chow(_) if offered => err(
                ErrorCode::IllegalAction,
                R::ChowNotAllowed,
                format!("{seat} cannot chow this tile: only the next seat chows, with the other two tiles held, and not the last discard (R25, D28)"),
            ),
            _ => err(ErrorCode::IllegalAction, R::NotNow, format!("{seat} cannot {} now", action.name()))
                .arg("action", action.name()),
        }
    }

    /// Why the seat to act may not declare a win now.
    pub(super) fn why_no_win(&self, seat: Seat) -> Error {
        let attempt = match &self.phase {
            &Phase::Turn { drawn: Some((tile, end)), dealt, .. } => {
                let how = if end == WallEnd::Back { Win::KongReplacement } else { Win::SelfDraw };
                self.try_win(seat, tile, how, None, false, dealt.then_some(Blessing::Heaven))
            }
            Phase::Turn { .. } => {
                return Error::new(
                    ErrorCode::IllegalAction,
                    R::NothingDrawn,
                    format!("{seat} drew no tile this turn: nothing to win on"),
                )
                .arg("seat", seat.as_str())
            }
            Phase::Offer { tile, from, .. } => self.try_win(seat, *tile, Win::Discard, Some(*from), false, None),
            Phase::Over => return Error::new(ErrorCode::HandOver, R::Over, "the hand is over"),
        };
        match attempt {
            Err(e) => e,
            Ok(_) => Error::new(ErrorCode::IllegalAction, R::NotNow, format!("{seat} cannot win on this tile now"))
                .arg("seat", seat.as_str())
                .arg("action", "win"),
        }
    }
}
