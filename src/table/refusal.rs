//! Why an action is refused: one coded reason for each way an action can be
//! outside the rules (the README lists the codes).

use super::action::Action;
use super::event::{Event, WallEnd};
use super::state::{Phase, Table};
use crate::error::{Error, ErrorCode};
use crate::seat::Seat;
use crate::win::{Blessing, Win};

impl Table {
    /// The coded reason an action is refused.
    pub(super) fn refusal(&self, seat: Seat, action: Action) -> Error {
        let err = |code, msg: String| Error::new(code, msg);
        let Some(actor) = self.to_act() else { return err(ErrorCode::HandOver, "the hand is over".into()) };
        let offered = matches!(self.phase, Phase::Offer { .. });
        if action.is_claim() && !offered {
            let buried = matches!(
                self.events.iter().rev().find(|e| matches!(e, Event::Discard { .. })),
                Some(Event::Discard { concealed: true, .. })
            );
            let why = if buried { "a concealed discard cannot be claimed (R27)" } else { "no tile is on offer" };
            return err(ErrorCode::IllegalAction, format!("{seat} cannot {}: {why}", action.name()));
        }
        if actor != seat {
            return err(ErrorCode::OutOfTurn, format!("{seat} cannot act now: it is {actor}'s move"));
        }
        match action {
            Action::Discard(t) | Action::Conceal(t) | Action::Kong(t) if !offered && self.seats[seat].concealed.get(t) == 0 => {
                err(ErrorCode::TileNotHeld, format!("{seat} does not hold {t}"))
            }
            Action::Conceal(_) if !offered => err(
                ErrorCode::ConcealedDiscardUsed,
                if self.seats[seat].buried {
                    format!("{seat} has made its Concealed Discard this hand (R27)")
                } else {
                    format!("{seat}'s edition has no Concealed Discard here (R27)")
                },
            ),
            Action::Win => self.why_no_win(seat),
            Action::Chow(_) if offered => err(
                ErrorCode::IllegalAction,
                format!("{seat} cannot chow this tile: only the next seat chows, with the other two tiles held, and not the last discard (R25, D28)"),
            ),
            _ => err(ErrorCode::IllegalAction, format!("{seat} cannot {} now", action.name())),
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
                    format!("{seat} drew no tile this turn: nothing to win on"),
                )
            }
            Phase::Offer { tile, from, .. } => self.try_win(seat, *tile, Win::Discard, Some(*from), false, None),
            Phase::Over => return Error::new(ErrorCode::HandOver, "the hand is over"),
        };
        match attempt {
            Err(e) => e,
            Ok(_) => Error::new(ErrorCode::IllegalAction, format!("{seat} cannot win on this tile now")),
        }
    }
}
