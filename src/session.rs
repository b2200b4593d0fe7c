//! A score sheet: four players at a table, hand after hand, each settled by the
//! rules of play (R17–R20) and added up. Players sit at different seats from hand
//! to hand, so results are kept per player, not per seat.

use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::game::{settle, Game, Player};
use crate::names::{excerpt, named};
use crate::payment::{net, Points};
use crate::seat::{BySeat, Seat};
use crate::win::{broken_rule, TileFacts, Win, WinContext};

/// A hand won and scored elsewhere: who won, how, and the hand score H.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ManualWin {
    /// The winner's seat.
    pub winner: Seat,
    /// How the tile arrived.
    pub win: Win,
    /// Who discarded, for a discard-style win.
    pub discarder: Option<Seat>,
    /// The hand score H, as paid on.
    pub score: Points,
}

/// How one hand of the session ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Played {
    /// Won with these tiles; the game's players are the table's, seated.
    Won(Game),
    /// Won and scored elsewhere, paid by R17 with the winner's edition's threshold.
    Manual(ManualWin),
    /// Nobody won: nobody pays.
    Draw,
}

/// One hand: who sat where (player indexes) and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionHand {
    /// The player at each seat, as an index into the table.
    pub seats: BySeat<usize>,
    /// How the hand ended.
    pub played: Played,
}

/// One hand settled, per player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettledHand {
    /// The winner, as a player index.
    pub winner: Option<usize>,
    /// The hand score H.
    pub score: Option<Points>,
    /// Whether the win met the minimum (a manual win is taken as it was paid).
    pub can_win: bool,
    /// Net points per player this hand; they sum to zero.
    pub payments: [Points; 4],
    /// Running totals per player after this hand.
    pub totals: [Points; 4],
}

impl ManualWin {
    /// Checks the win against the rules that need no tiles (R18, R19, D1) in the
    /// winner's edition, and that H is not negative.
    pub fn check(&self, winner: Player) -> Result<()> {
        let ctx = WinContext {
            win: self.win,
            last_tile: false,
            blessing: None,
            seat: self.winner,
            discarder: self.discarder,
        };
        // The tiles are unknown: a kong replacement is taken to have its kong.
        let facts = TileFacts { melds: 0, kongs: 1, win_copies: None };
        if let Some(e) = broken_rule(&ctx, winner.edition, &facts, None) {
            return Err(e);
        }
        if self.score < Points::default() {
            let message = format!("the hand score {} is negative", self.score);
            let e = Error::new(ErrorCode::BadValue, ErrorReason::NegativeScore, message);
            return Err(e.arg("score", self.score.to_string()));
        }
        Ok(())
    }
}

/// The players at the table, in table order, with their names (unique, not blank).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    names: Vec<String>,
    players: [Player; 4],
}

impl Table {
    /// The table of four named players. Each player is checked in order: its
    /// name (given, not a name already taken), then its edition and level, which
    /// the caller read (`player`), so that the first fault in table order is the
    /// one reported.
    pub fn new<P>(players: &[P], mut player: impl FnMut(&P) -> (&str, Result<Player>)) -> Result<Table> {
        if players.len() != 4 {
            return Err(Error::new(
                ErrorCode::BadRequest,
                ErrorReason::FourPlayers,
                format!("a session has four players, not {}", players.len()),
            )
            .arg("n", players.len()));
        }
        let mut table =
            Table { names: Vec::with_capacity(4), players: [Player::new(crate::rulebook::Edition::Standard); 4] };
        for (i, p) in players.iter().enumerate() {
            let (name, read) = player(p);
            if name.trim().is_empty() || table.names.iter().any(|n| n == name) {
                return Err(Error::new(
                    ErrorCode::BadValue,
                    ErrorReason::PlayerNames,
                    format!("player names must be given and different: '{}'", excerpt(name)),
                )
                .arg("name", excerpt(name)));
            }
            table.names.push(name.to_string());
            table.players[i] = read?;
        }
        Ok(table)
    }

    /// The players' names, in table order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The players' editions and levels, in table order.
    pub fn players(&self) -> &[Player; 4] {
        &self.players
    }

    /// Who sits where for one hand: each seat (as the caller read it) and the
    /// name of the player there; every player exactly once.
    pub fn seats<'a>(&self, seats: impl IntoIterator<Item = (Result<Seat>, &'a str)>) -> Result<BySeat<usize>> {
        let mut by_seat = BySeat::new(usize::MAX);
        let mut count = 0;
        for (seat, name) in seats {
            let s = seat?;
            let i = self.names.iter().position(|n| n == name).ok_or_else(|| {
                let message = format!("{s} names '{}', who is not at the table", excerpt(name));
                Error::new(ErrorCode::BadValue, ErrorReason::NotAtTable, message)
                    .arg("seat", s.as_str())
                    .arg("name", excerpt(name))
            })?;
            by_seat[s] = i;
            count += 1;
        }
        let mut used: Vec<usize> = by_seat.iter().map(|(_, &i)| i).collect();
        crate::few::sort_by_key(&mut used, |&i| i);
        if count != 4 || used != [0, 1, 2, 3] {
            return Err(Error::new(
                ErrorCode::BadRequest,
                ErrorReason::SeatsEachOnce,
                "seats name each of the four players once, at east, south, west and north",
            ));
        }
        Ok(by_seat)
    }
}

/// The largest hand score a sheet records by hand (D21): far above any hand
/// the rulebook scores, and small enough that every total stays exact.
pub const MAX_MANUAL_SCORE: u32 = 1_000_000;

/// A hand score entered by hand: a whole or half number of points, at most
/// [`MAX_MANUAL_SCORE`] either way (a negative one is refused by
/// [`ManualWin::check`]).
pub fn manual_score(score: f64) -> Result<Points> {
    if !score.is_finite() || score.abs() > f64::from(MAX_MANUAL_SCORE) {
        // Not the value itself: writing a float would bring a formatter of its own into the module.
        let message = format!("the hand score is out of range: a sheet records at most {MAX_MANUAL_SCORE} either way");
        let max = u64::from(MAX_MANUAL_SCORE);
        return Err(Error::out_of_range("score", -i64::from(MAX_MANUAL_SCORE), max, None, message));
    }
    let halves = score * 2.0;
    if halves.fract() != 0.0 {
        return Err(Error::new(
            ErrorCode::BadValue,
            ErrorReason::HalfPoints,
            "the hand score is not a whole or half number",
        ));
    }
    Ok(Points::halves_of(halves as i64))
}

/// A session being settled hand by hand, with running totals per player.
#[derive(Debug, Clone)]
pub struct Sheet<'t> {
    table: &'t [Player; 4],
    totals: [Points; 4],
}

impl<'t> Sheet<'t> {
    /// A sheet with no hands yet.
    pub fn new(table: &'t [Player; 4]) -> Self {
        Sheet { table, totals: [Points::default(); 4] }
    }

    /// Settles the next hand and adds it to the totals; an error leaves the
    /// totals as they were.
    pub fn play(&mut self, hand: &SessionHand) -> Result<SettledHand> {
        let winner = winner_seat(&hand.played);
        let (score, can_win, by_seat) = match &hand.played {
            Played::Won(game) => {
                let o = settle(game)?;
                (Some(o.score), o.can_win, o.payments)
            }
            Played::Manual(m) => {
                let player = self.table[hand.seats[m.winner]];
                m.check(player)?;
                let discarder = if m.win.is_discard_style() { m.discarder } else { None };
                let f = player.edition.rules().payment_threshold;
                (Some(m.score), true, net(m.winner, discarder, |_| (m.score, f)))
            }
            Played::Draw => (None, true, BySeat::new(Points::default())),
        };
        let mut payments = [Points::default(); 4];
        for (seat, &p) in by_seat.iter() {
            payments[hand.seats[seat]] = p;
        }
        for (t, p) in self.totals.iter_mut().zip(payments) {
            *t = *t + p;
        }
        Ok(SettledHand { winner: winner.map(|s| hand.seats[s]), score, can_win, payments, totals: self.totals })
    }
}

named! {
    /// Who sits where after a hand. R30 moves everyone on one seat after every
    /// hand (the South player becomes East); a club may keep the dealer (East)
    /// after a hand the dealer won, after a drawn hand, or after both, or keep
    /// everyone where they sit (D33).
    pub enum Seating("seating") {
        /// Everyone moves on one seat after every hand (R30).
        MoveOn = "move_on",
        /// As `move_on`, but the seats stay after a hand the dealer won.
        DealerStaysOnWin = "dealer_stays_on_win",
        /// As `move_on`, but the seats stay after a drawn hand.
        DealerStaysOnDraw = "dealer_stays_on_draw",
        /// The seats stay after a dealer's win and after a drawn hand.
        DealerStays = "dealer_stays",
        /// Nobody moves.
        Fixed = "fixed",
    }
}

impl Seating {
    /// Whether the seats stay after a hand that ended so: `winner` the
    /// winner's seat, `None` for a drawn hand. A win short of its minimum
    /// (D17), which pays nothing, still counts as that seat's win.
    pub fn stays(self, winner: Option<Seat>) -> bool {
        let (dealer_won, drawn) = (winner == Some(Seat::East), winner.is_none());
        match self {
            Seating::MoveOn => false,
            Seating::DealerStaysOnWin => dealer_won,
            Seating::DealerStaysOnDraw => drawn,
            Seating::DealerStays => dealer_won || drawn,
            Seating::Fixed => true,
        }
    }

    /// The seats of the next hand after one played at `seats` that ended so.
    ///
    /// ```
    /// use fourseas::{BySeat, Seat, Seating};
    /// let seats = BySeat::from_fn(|s| s as usize);
    /// // South's player (1) becomes East.
    /// assert_eq!(Seating::MoveOn.next(&seats, Some(Seat::East))[Seat::East], 1);
    /// assert_eq!(Seating::DealerStaysOnWin.next(&seats, Some(Seat::East))[Seat::East], 0);
    /// assert_eq!(Seating::DealerStaysOnWin.next(&seats, None)[Seat::East], 1);
    /// ```
    pub fn next(self, seats: &BySeat<usize>, winner: Option<Seat>) -> BySeat<usize> {
        if self.stays(winner) {
            *seats
        } else {
            BySeat::from_fn(|s| seats[s.next()])
        }
    }
}

/// The winner's seat of a hand as played: `None` for a drawn hand.
pub fn winner_seat(played: &Played) -> Option<Seat> {
    match played {
        Played::Won(game) => Some(game.win().seat),
        Played::Manual(m) => Some(m.winner),
        Played::Draw => None,
    }
}

/// The players of a hand, seated: each seat's edition and level.
pub fn seated(table: &[Player; 4], seats: &BySeat<usize>) -> BySeat<Player> {
    seats.map_values(|&i| table[i])
}

/// Settles every hand and keeps running totals. An error names the hand (its
/// index) whose tiles form no winning shape or whose manual win cannot happen.
///
/// ```
/// use fourseas::{payment::Points, settle_session, BySeat, Edition, ManualWin, Played, Player, Seat, SessionHand, Win};
/// let table = [Player::new(Edition::Standard); 4];
/// let seats = BySeat::from_fn(|s| s as usize);
/// let win = ManualWin { winner: Seat::South, win: Win::SelfDraw, discarder: None, score: Points::whole(30) };
/// let hands = [SessionHand { seats, played: Played::Manual(win) }, SessionHand { seats, played: Played::Draw }];
/// let settled = settle_session(&table, &hands).unwrap();
/// assert_eq!(settled[1].totals[1], Points::whole(180));
/// ```
pub fn settle_session(
    table: &[Player; 4],
    hands: &[SessionHand],
) -> std::result::Result<Vec<SettledHand>, (usize, Error)> {
    let mut sheet = Sheet::new(table);
    hands.iter().enumerate().map(|(i, hand)| sheet.play(hand).map_err(|e| (i, e))).collect()
}
