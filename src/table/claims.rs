//! Who may take a tile on offer, and which wins the rules allow: every win is
//! scored by the engine's own `settle`, and the log carries the score request
//! and the engine's answer (R16, R18, R25–R29).

use super::action::Action;
use super::event::WallEnd;
use super::event::{level_spec, WinEvent};
use super::state::{Asked, Source, Table};
use crate::api::{HandSpec, MeldSpec, PlayerSpec, Request, Response};
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::game::{settle, Game};
use crate::group::MeldKind;
use crate::hand::Hand;
use crate::notation;
use crate::seat::Seat;
use crate::shanten::Shanten;
use crate::tile::{Tile, TileCounts};
use crate::win::{Blessing, Win, WinContext};

impl Table {
    /// The seats that may answer `tile` offered by `from`, in turn order after
    /// `from`, each with its options: a win where the hand meets its minimum
    /// (R29); on an ordinary discard before the wall is empty also a kong (while
    /// the wall has a replacement), a pung, and for the next seat each chow
    /// (R25, D28). Robbed kongs and revealed concealed discards offer only wins.
    pub(super) fn asked_on_discard(&self, from: Seat, tile: Tile, source: Source) -> Vec<Asked> {
        let mut out = Vec::new();
        let mut seat = from.next();
        while seat != from {
            let s = &self.seats[seat];
            let (how, last) = match source {
                Source::Discard { last } => (Win::Discard, last),
                Source::Rob => (Win::RobbingKong, false),
                Source::Reveal(_) => (Win::ConcealedDiscard, false),
            };
            // Blessing of Man: before the seat's first draw, no claim yet (R28).
            let man = how == Win::Discard && seat != Seat::East && s.draws == 0 && !self.called;
            let win = self.try_win(seat, tile, how, Some(from), last, man.then_some(Blessing::Man)).ok();
            let mut options = Vec::new();
            if win.is_some() {
                options.push(Action::Win);
            }
            if source == (Source::Discard { last: false }) {
                let held = s.concealed.get(tile);
                if held == 3 && self.wall.remaining() > 0 {
                    options.push(Action::Kong(tile));
                }
                if held >= 2 {
                    options.push(Action::Pung(tile));
                }
                if seat == from.next() && tile.is_number() {
                    for d in [-2, -1, 0] {
                        let Some(low) = tile.shifted(d) else { continue };
                        let meld: Vec<Tile> = (0..3).filter_map(|k| low.shifted(k)).collect();
                        let others_held = meld.iter().filter(|&&t| t != tile).all(|&t| s.concealed.get(t) > 0);
                        if meld.len() == 3 && meld.iter().all(|t| t.suit() == tile.suit()) && others_held {
                            options.push(Action::Chow(low));
                        }
                    }
                }
            }
            if !options.is_empty() {
                options.push(Action::Pass);
                out.push(Asked { seat, options, win });
            }
            seat = seat.next();
        }
        out
    }

    /// The win of `seat` on the tile it drew this turn, if the rules allow one:
    /// a Kong Replacement after a back draw, Last Tile Draw on the wall's last
    /// tile, Heaven on the dealer's 14 dealt tiles, Earth on a non-dealer's
    /// first draw before any claim (R18, R24, R28).
    pub(super) fn self_draw_win(&self, seat: Seat, tile: Tile, end: WallEnd, dealt: bool) -> Option<Box<WinEvent>> {
        let how = if end == WallEnd::Back { Win::KongReplacement } else { Win::SelfDraw };
        let last = !dealt && self.wall.remaining() == 0;
        let s = &self.seats[seat];
        let blessing = if dealt {
            Some(Blessing::Heaven)
        } else if seat != Seat::East && end == WallEnd::Front && s.draws == 1 && !self.called && s.melds.is_empty() {
            Some(Blessing::Earth)
        } else {
            None
        };
        self.try_win(seat, tile, how, None, last, blessing).ok()
    }

    /// What `from` would pay if `seat` took `tile` discarded by it now as an
    /// ordinary discard win (R17, R20, R29), or `None` where it could not win
    /// on it. The arena's danger labels: the truth behind the table model.
    pub(crate) fn deal_in(&self, seat: Seat, tile: Tile, from: Seat) -> Option<crate::payment::Points> {
        let last = self.wall.remaining() == 0;
        let w = self.try_win(seat, tile, Win::Discard, Some(from), last, None).ok()?;
        Some(crate::payment::Points::whole(0) - w.score.payments[from])
    }

    /// Scores `seat`'s win on `tile` as the engine does; an error says why it
    /// is no win: no winning shape, or below the seat's minimum (R16, R29).
    pub(super) fn try_win(
        &self,
        seat: Seat,
        tile: Tile,
        how: Win,
        from: Option<Seat>,
        last_tile: bool,
        blessing: Option<Blessing>,
    ) -> Result<Box<WinEvent>> {
        let s = &self.seats[seat];
        let player = self.setup.players[seat];
        let mut closed = s.concealed;
        if how.is_discard_style() {
            closed.add(tile, 1);
        }
        let mut meld_tiles = TileCounts::new();
        s.melds.iter().for_each(|m| m.tiles().into_iter().for_each(|t| meld_tiles.add(t, 1)));
        // A quick look before scoring: most offered tiles complete nothing.
        if Shanten::default().best(player.edition, &closed, s.melds.len(), &meld_tiles) != 0 {
            let message = format!("{tile} completes no winning hand for {seat}");
            let e = Error::new(ErrorCode::NotWinning, ErrorReason::NoWinOnTile, message);
            return Err(e.arg("seat", seat.as_str()).arg("tile", tile.to_string()));
        }
        let mut before = closed;
        before.remove(tile, 1);
        let hand = Hand::new(&before.tiles(), tile, s.melds.clone())?;
        let ctx = WinContext { win: how, last_tile, blessing, seat, discarder: from };
        let outcome = settle(&Game::new(hand, ctx, self.setup.players)?)?;
        if !outcome.can_win {
            let (kind, need) = if outcome.paid_as_self_draw || !how.is_discard_style() {
                ("self-draw", outcome.minimum.self_draw)
            } else {
                ("discard", outcome.minimum.discard)
            };
            return Err(Error::new(
                ErrorCode::BelowMinimum,
                ErrorReason::UnderMinimum,
                format!("{seat}'s hand scores {}, below its {kind} minimum of {need} (R16, R29)", outcome.full_score),
            )
            .arg("seat", seat.as_str())
            .arg("score", outcome.full_score.to_string())
            .arg("win", if kind == "discard" { Win::Discard.as_str() } else { Win::SelfDraw.as_str() })
            .arg("need", need));
        }
        let request = self.request(seat, &before, tile, &ctx);
        Ok(Box::new(WinEvent { seat, win: how, from, request, score: Response::from(&outcome) }))
    }

    /// The score request of a win, as `fourseas score` reads it.
    fn request(&self, seat: Seat, before: &TileCounts, tile: Tile, ctx: &WinContext) -> Request {
        let players = &self.setup.players;
        let me = players[seat];
        let mixed = players.iter().any(|(_, p)| *p != me);
        Request {
            hand: HandSpec {
                tiles: notation::format(&before.tiles()),
                melds: self.seats[seat].melds.iter().map(MeldSpec::from).collect(),
                seat: Some(seat.as_str().to_string()),
                discarder: ctx.discarder.map(|d| d.as_str().to_string()),
                edition: Some(me.edition.as_str().to_string()),
                level: Some(level_spec(me.level)),
                players: mixed.then(|| {
                    players
                        .iter()
                        .map(|(s, p)| {
                            let spec = PlayerSpec {
                                edition: Some(p.edition.as_str().to_string()),
                                level: Some(level_spec(p.level)),
                            };
                            (s.as_str().to_string(), spec)
                        })
                        .collect()
                }),
            },
            win_tile: Some(tile.to_string()),
            win: Some(ctx.win.as_str().to_string()),
            last_tile: ctx.last_tile,
            blessing: ctx.blessing.map(|b| b.as_str().to_string()),
        }
    }

    /// Discards (each distinct tile), Concealed Discards, kongs and the win.
    pub(super) fn turn_actions(&self, seat: Seat) -> Vec<Action> {
        let s = &self.seats[seat];
        let mut out: Vec<Action> = s.concealed.kinds().map(Action::Discard).collect();
        if self.may_bury(seat) {
            out.extend(s.concealed.kinds().map(Action::Conceal));
        }
        if self.wall.remaining() > 0 && s.melds.len() < 4 {
            for t in s.concealed.kinds() {
                let added = s.melds.iter().any(|m| m.kind == MeldKind::Pung && m.tile == t);
                if s.concealed.get(t) == 4 || added {
                    out.push(Action::Kong(t));
                }
            }
        }
        if self.turn_win.is_some() {
            out.push(Action::Win);
        }
        out
    }

    /// Whether the seat may still make its Concealed Discard (R27).
    pub(super) fn may_bury(&self, seat: Seat) -> bool {
        self.setup.concealed_discard
            && self.setup.players[seat].edition.rules().concealed_discard
            && !self.seats[seat].buried
    }
}
