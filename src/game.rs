//! The game model: a validated hand with its win conditions and the four
//! players' editions and levels, and [`settle`], which applies every rule of play
//! to it: the evaluation, the minimum and its waivers (R16), each payer's hand
//! score (R20), payments (R17) and Concealed Discard halving (R19).

use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::hand::Hand;
use crate::level::{Level, Minimum};
use crate::payment::{net, Points};
use crate::rulebook::Edition;
use crate::score::{evaluate, Evaluation};
use crate::seat::BySeat;
use crate::win::{broken_rule, TileFacts, Win, WinContext};

/// A player's edition and winning level (R20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Player {
    /// The edition the player plays.
    pub edition: Edition,
    /// The player's winning level.
    pub level: Level,
}

impl Player {
    /// A player of `edition` at its default level (R16).
    pub fn new(edition: Edition) -> Player {
        Player { edition, level: edition.rules().default_level }
    }
}

/// A hand, how it was won, and who plays what: checked once, on construction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    hand: Hand,
    win: WinContext,
    players: BySeat<Player>,
}

impl Game {
    /// Checks that the win conditions can happen with this hand in the winner's
    /// edition (R18, R19, D1). The hand itself was checked when it was made (R21).
    ///
    /// ```
    /// use fourseas::{notation, BySeat, ErrorCode, Game, Hand, Player, Edition, Seat, WinContext};
    /// let tiles = notation::parse("123456456789m5p").unwrap();
    /// let hand = Hand::new(&tiles, notation::parse_tile("5p").unwrap(), vec![]).unwrap();
    /// let players = BySeat::new(Player::new(Edition::Standard));
    /// let bad = Game::new(hand, WinContext::discard(Seat::East, Seat::East), players);
    /// assert_eq!(bad.unwrap_err().code(), ErrorCode::BadDiscarder);
    /// ```
    pub fn new(hand: Hand, win: WinContext, players: BySeat<Player>) -> Result<Game> {
        let facts = TileFacts {
            melds: hand.melds().len(),
            kongs: hand.kong_count(),
            win_copies: Some(hand.all_tiles().get(hand.win_tile())),
        };
        if let Some(e) = broken_rule(&win, players[win.seat].edition, &facts, None) {
            return Err(e);
        }
        Ok(Game { hand, win, players })
    }

    /// The hand.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// The win conditions.
    pub fn win(&self) -> &WinContext {
        &self.win
    }

    /// Every seat's edition and level.
    pub fn players(&self) -> &BySeat<Player> {
        &self.players
    }

    /// The winner's edition and level.
    pub fn winner(&self) -> Player {
        self.players[self.win.seat]
    }

    /// The hand scored under `edition` (R12–R15), or `None` when its tiles form no
    /// winning shape there (R2).
    pub fn evaluate(&self, edition: Edition) -> Option<Evaluation> {
        evaluate(&self.hand, &self.win, edition)
    }
}

/// Whether the hand's score meets the winner's minimum, by either kind of win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct MayWin {
    /// By self-draw.
    pub self_draw: bool,
    /// On a discard.
    pub discard: bool,
}

/// Everything the rules say about a won hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The hand under the winner's edition.
    pub evaluation: Evaluation,
    /// The winner's edition and level.
    pub winner: Player,
    /// The winner's minimum (R16).
    pub minimum: Minimum,
    /// A counted chance pattern waives the minimum (R16).
    pub waived: bool,
    /// Whether the score would meet the minimum by self-draw and on a discard.
    pub may_win: MayWin,
    /// Whether this win meets the minimum that applies to it (R16, R19).
    pub can_win: bool,
    /// Paid as a self-draw: self-draws, Kong Replacement, Blessing of Man where the
    /// edition has it (R18, D11).
    pub paid_as_self_draw: bool,
    /// The hand score before Concealed Discard halving.
    pub full_score: Points,
    /// The hand score H: after the limit, halved for Concealed Discard (R19).
    pub score: Points,
    /// The hand score each paying seat pays on (R20); `None` for the winner.
    pub payer_scores: BySeat<Option<Points>>,
    /// Net points per seat, summing to zero; all zero when the hand may not win (D4).
    pub payments: BySeat<Points>,
}

/// The `not_winning` error: no winning shape in the edition (R2).
pub(crate) fn no_shape(edition: Edition) -> Error {
    let message = format!("these tiles form no winning shape in the {edition} edition");
    Error::new(ErrorCode::NotWinning, ErrorReason::NoShape, message).arg("edition", edition.as_str())
}

/// Applies the rules of play to a game: the best decomposition under the winner's
/// edition, the minimum (R16), and payments with each opponent's own score
/// (R17–R20). An error only when the tiles form no winning shape in the
/// winner's edition.
///
/// ```
/// use fourseas::{notation, settle, BySeat, Game, Hand, Player, Edition, Seat, WinContext};
/// let tiles = notation::parse("123456456789m5p").unwrap();
/// let hand = Hand::new(&tiles, notation::parse_tile("5p").unwrap(), vec![]).unwrap();
/// let game = Game::new(hand, WinContext::self_draw(Seat::East), BySeat::new(Player::new(Edition::Standard))).unwrap();
/// let out = settle(&game).unwrap();
/// // Pure Straight + Two Identical Sequences + All Sequences (R13): 55, each opponent pays 110.
/// assert_eq!(out.evaluation.best.total, 55);
/// assert_eq!(out.payments[Seat::South].to_string(), "-110");
/// ```
pub fn settle(game: &Game) -> Result<Outcome> {
    let winner = game.winner();
    let seat = game.win.seat;
    let evaluation = game.evaluate(winner.edition).ok_or_else(|| no_shape(winner.edition))?;
    let best = &evaluation.best;
    let minimum = winner.level.minimum();
    let waived = best.counted.iter().any(|c| c.pid.def().waives_minimum);
    let may_win = MayWin {
        self_draw: waived || best.score >= minimum.self_draw,
        discard: waived || best.score >= minimum.discard,
    };
    let paid_as_self_draw =
        !game.win.win.is_discard_style() || best.counted.iter().any(|c| c.pid.def().paid_as_self_draw);
    // R19: a Concealed Discard win must reach the discard minimum at its full score.
    let can_win = if paid_as_self_draw { may_win.self_draw } else { may_win.discard };
    let concealed = game.win.win == Win::ConcealedDiscard;
    let halve = |p: Points| if concealed { p.half_of() } else { p };

    // R20: each payer's own edition scores the hand (once per edition); D5: a hand
    // with no winning shape in that edition scores 0 for them.
    let mut by_edition = [None; 4];
    by_edition[winner.edition as usize] = Some(best.score);
    let payer_scores = BySeat::from_fn(|s| {
        (s != seat).then(|| {
            let theirs = *by_edition[game.players[s].edition as usize]
                .get_or_insert_with(|| game.evaluate(game.players[s].edition).map_or(0, |e| e.best.score));
            halve(Points::whole(best.score.min(theirs) as i64))
        })
    });
    let discarder = if paid_as_self_draw { None } else { game.win.discarder };
    let payments = if can_win {
        net(seat, discarder, |s| {
            (payer_scores[s].unwrap_or_default(), game.players[s].edition.rules().payment_threshold)
        })
    } else {
        BySeat::new(Points::default())
    };
    let full_score = Points::whole(best.score as i64);
    Ok(Outcome {
        winner,
        minimum,
        waived,
        may_win,
        can_win,
        paid_as_self_draw,
        full_score,
        score: halve(full_score),
        payer_scores,
        payments,
        evaluation,
    })
}
