//! One hand at the table as a state machine (R23–R29): who must act, the
//! actions the rules allow them, and the state and events after each.
//! Deterministic: the same seed and the same actions give the same hand.

use super::action::{chow_text, Action};
use super::event::{level_spec, Event, HandResult, KongKind, Start, WallEnd, WinEvent};
use super::setup::{RiverTile, Setup};
use super::wall::Wall;
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::group::{Meld, MeldKind};
use crate::notation;
use crate::payment::Points;
use crate::seat::{BySeat, Seat};
use crate::tile::{Tile, TileCounts};

/// What a seat holds and has shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct SeatState {
    pub(super) concealed: TileCounts,
    pub(super) melds: Vec<Meld>,
    /// Beside each meld, the discard claimed for it (`None`: a concealed kong).
    pub(super) called: Vec<Option<Tile>>,
    pub(super) river: Vec<RiverTile>,
    /// Has made its Concealed Discard.
    pub(super) buried: bool,
    /// Tiles drawn so far (front or back).
    pub(super) draws: u32,
}

/// Where a tile on offer came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Source {
    /// An ordinary discard; `last` after the wall's last tile (R24).
    Discard { last: bool },
    /// A tile added to a pung: only wins, by robbing (R26).
    Rob,
    /// The `i`-th concealed discard revealed at the exhaustive draw (R27).
    Reveal(usize),
}

/// A seat asked about the tile on offer, and what it may answer.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Asked {
    pub(super) seat: Seat,
    pub(super) options: Vec<Action>,
    pub(super) win: Option<Box<WinEvent>>,
}

/// Whose move it is and what kind.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Phase {
    /// `seat` holds a full hand and must discard, bury, kong or win.
    Turn {
        seat: Seat,
        /// The tile it drew this turn, and from which end; `None` after a claim.
        drawn: Option<(Tile, WallEnd)>,
        /// The dealer's first turn on its 14 dealt tiles (R28: Heaven).
        dealt: bool,
    },
    /// A tile is on offer; `asked[at]` answers next.
    Offer { tile: Tile, from: Seat, source: Source, asked: Vec<Asked>, at: usize, claim: Option<(Seat, Action)> },
    /// The hand is over.
    Over,
}

/// One hand at the table.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub(super) setup: Setup,
    pub(super) wall: Wall,
    pub(super) seats: BySeat<SeatState>,
    pub(super) phase: Phase,
    /// Whether any discard has been claimed for a meld (R28).
    pub(super) called: bool,
    /// Concealed discards in the order they were made (R27).
    pub(super) buried: Vec<(Seat, Tile)>,
    /// The current actor's win, when it has one (its own turn).
    pub(super) turn_win: Option<Box<WinEvent>>,
    /// The actions the current actor may take.
    pub(super) legal: Vec<Action>,
    pub(super) events: Vec<Event>,
    pub(super) payments: Option<BySeat<Points>>,
}

impl Table {
    /// Deals a hand from the wall of `setup.seed`.
    ///
    /// ```
    /// use fourseas::table::{Setup, Table};
    /// use fourseas::{Edition, Seat};
    /// let t = Table::deal(Setup::new(42, Edition::Standard));
    /// assert_eq!(t.to_act(), Some(Seat::East));
    /// assert_eq!(t.wall_left(), 83);
    /// ```
    pub fn deal(setup: Setup) -> Table {
        let wall = Wall::shuffled(setup.seed);
        Table::with_wall(setup, wall)
    }

    /// Deals a hand from a given wall (a log's).
    pub fn with_wall(setup: Setup, mut wall: Wall) -> Table {
        let tiles = notation::format(wall.tiles());
        let (hands, fourteenth) = wall.deal();
        let mut seats: BySeat<SeatState> = BySeat::from_fn(|s| SeatState {
            concealed: TileCounts::from_tiles(&hands[s as usize]),
            ..SeatState::default()
        });
        seats[Seat::East].concealed.add(fourteenth, 1);
        let start = Start {
            hand: setup.hand,
            seed: setup.seed,
            edition: setup.edition,
            levels: setup.players.map_values(|p| level_spec(p.level)),
            editions: setup.players.map_values(|p| p.edition),
            dealer: Seat::East,
            names: setup.names.clone(),
            wall: tiles,
            hands: BySeat::from_fn(|s| {
                let mut h = hands[s as usize].clone();
                if s == Seat::East {
                    h.push(fourteenth);
                }
                notation::format(&h)
            }),
            concealed_discard: setup.concealed_discard,
        };
        let mut t = Table {
            setup,
            wall,
            seats,
            phase: Phase::Turn { seat: Seat::East, drawn: Some((fourteenth, WallEnd::Front)), dealt: true },
            called: false,
            buried: Vec::new(),
            turn_win: None,
            legal: Vec::new(),
            events: vec![Event::Start(Box::new(start))],
            payments: None,
        };
        t.prepare();
        t
    }

    /// The setup the hand was dealt with.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Who must act now; `None` once the hand is over.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Turn { seat, .. } => Some(*seat),
            Phase::Offer { asked, at, .. } => asked.get(*at).map(|a| a.seat),
            Phase::Over => None,
        }
    }

    /// The actions the seat to act may take, in a fixed order.
    pub fn legal(&self) -> &[Action] {
        &self.legal
    }

    /// Every event so far, the start first.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Tiles left in the wall.
    pub fn wall_left(&self) -> usize {
        self.wall.remaining()
    }

    /// The net payments once the hand is over (all zero after a draw).
    pub fn payments(&self) -> Option<BySeat<Points>> {
        self.payments
    }

    /// The hand's win, once someone has won.
    pub fn winner(&self) -> Option<&WinEvent> {
        self.events.iter().find_map(|e| if let Event::Win(w) = e { Some(&**w) } else { None })
    }

    /// Whether the hand is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// A seat's concealed tiles.
    pub fn concealed(&self, seat: Seat) -> &TileCounts {
        &self.seats[seat].concealed
    }

    /// A seat's declared melds, in order.
    pub fn melds(&self, seat: Seat) -> &[Meld] {
        &self.seats[seat].melds
    }

    /// A seat's discards, in order (concealed ones included: this is the
    /// whole truth; a seat's [`View`](super::View) hides the others').
    pub fn river(&self, seat: Seat) -> &[RiverTile] {
        &self.seats[seat].river
    }

    /// Every tile counted where it is: the wall, hands, melds and discards not
    /// claimed (the concealed ones included). Four of each at every step.
    pub fn tile_count(&self) -> TileCounts {
        let mut all = self.wall.counts();
        for (_, s) in self.seats.iter() {
            all.add_all(&s.concealed);
            for m in &s.melds {
                m.tiles().into_iter().for_each(|t| all.add(t, 1));
            }
            s.river.iter().filter(|r| !r.claimed).for_each(|r| all.add(r.tile, 1));
        }
        all
    }

    /// Applies `action` by `seat`, returning the events it caused. An action
    /// the rules do not allow now is a coded error, and nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<&[Event]> {
        let before = self.events.len();
        if !self.legal.contains(&action) || self.to_act() != Some(seat) {
            return Err(self.refusal(seat, action));
        }
        match self.phase.clone() {
            Phase::Turn { seat, drawn, .. } => self.turn(seat, action, drawn),
            Phase::Offer { tile, from, source, mut asked, at, mut claim } => {
                let me = asked[at].clone();
                match action {
                    Action::Win => {
                        let win = me.win.ok_or_else(|| {
                            Error::new(ErrorCode::IllegalAction, ErrorReason::NotNow, "no win here")
                                .arg("seat", me.seat.as_str())
                                .arg("action", "win")
                        })?;
                        self.take_offered(from, source, tile, me.seat);
                        self.win(win);
                    }
                    Action::Pass => {
                        if me.win.is_some() {
                            self.events.push(Event::Decline { seat: me.seat, tile });
                        }
                        self.next_answer(tile, from, source, asked, at + 1, claim);
                    }
                    call => {
                        // A call passes the win too: the log says so either way,
                        // or a replay could not tell an outranked call from a pass.
                        if me.win.is_some() {
                            self.events.push(Event::Decline { seat: me.seat, tile });
                        }
                        claim = Some((me.seat, call));
                        // Only an answer that goes first can still take the tile (R25):
                        // a win before a pung or kong, which goes before a chow.
                        let rank = priority(call);
                        for a in asked.iter_mut().skip(at + 1) {
                            a.options.retain(|&o| o == Action::Pass || priority(o) > rank);
                        }
                        asked.retain(|a| a.options.len() > 1 || a.seat == me.seat);
                        let at = asked.iter().position(|a| a.seat == me.seat).map_or(at, |i| i + 1);
                        self.next_answer(tile, from, source, asked, at, claim);
                    }
                }
            }
            Phase::Over => return Err(Error::new(ErrorCode::HandOver, ErrorReason::Over, "the hand is over")),
        }
        self.prepare();
        Ok(&self.events[before..])
    }

    /// The seat's own turn.
    fn turn(&mut self, seat: Seat, action: Action, drawn: Option<(Tile, WallEnd)>) {
        let declined = |t: &mut Table| {
            if let (Some(_), Some((tile, _))) = (&t.turn_win, drawn) {
                t.events.push(Event::Decline { seat, tile });
            }
        };
        match action {
            Action::Win => {
                if let Some(w) = self.turn_win.take() {
                    self.win(w);
                }
            }
            Action::Discard(tile) | Action::Conceal(tile) => {
                declined(self);
                let concealed = matches!(action, Action::Conceal(_));
                let s = &mut self.seats[seat];
                s.concealed.remove(tile, 1);
                s.river.push(RiverTile { tile, concealed, revealed: false, claimed: false });
                self.events.push(Event::Discard { seat, tile, concealed });
                if concealed {
                    s.buried = true;
                    self.buried.push((seat, tile));
                    // Nobody may claim it: the next seat draws (R27).
                    self.after_discard(seat);
                } else {
                    let source = Source::Discard { last: self.wall.remaining() == 0 };
                    let asked = self.asked_on_discard(seat, tile, source);
                    self.next_answer(tile, seat, source, asked, 0, None);
                }
            }
            Action::Kong(tile) => {
                declined(self);
                let s = &mut self.seats[seat];
                if s.concealed.get(tile) == 4 {
                    s.concealed.remove(tile, 4);
                    s.melds.push(Meld { kind: MeldKind::Kong, tile, concealed: true });
                    s.called.push(None);
                    let tiles = notation::format(&[tile; 4]);
                    self.events.push(Event::Kong { seat, kind: KongKind::Concealed, tiles });
                    self.replacement(seat);
                } else {
                    s.concealed.remove(tile, 1);
                    if let Some(m) = s.melds.iter_mut().find(|m| m.kind == MeldKind::Pung && m.tile == tile) {
                        m.kind = MeldKind::Kong;
                    }
                    let tiles = notation::format(&[tile; 4]);
                    self.events.push(Event::Kong { seat, kind: KongKind::Added, tiles });
                    let asked = self.asked_on_discard(seat, tile, Source::Rob);
                    self.next_answer(tile, seat, Source::Rob, asked, 0, None);
                }
            }
            _ => {}
        }
    }

    /// Asks the next seat about the tile on offer, or settles the offer once
    /// everyone has answered.
    fn next_answer(
        &mut self,
        tile: Tile,
        from: Seat,
        source: Source,
        asked: Vec<Asked>,
        at: usize,
        claim: Option<(Seat, Action)>,
    ) {
        if at < asked.len() {
            self.phase = Phase::Offer { tile, from, source, asked, at, claim };
            return;
        }
        match (source, claim) {
            (Source::Discard { .. }, Some((seat, call))) => self.call(seat, call, tile, from),
            (Source::Discard { .. }, None) => self.after_discard(from),
            // Nobody robbed: the kong stands and its replacement is drawn (R26).
            (Source::Rob, _) => self.replacement(from),
            (Source::Reveal(i), _) => self.reveal(i + 1),
        }
    }

    /// The offered tile leaves where it was for the winner's hand.
    fn take_offered(&mut self, from: Seat, source: Source, tile: Tile, winner: Seat) {
        match source {
            Source::Rob => {
                // The robbed kong is a pung again (R26).
                if let Some(m) = self.seats[from].melds.iter_mut().find(|m| m.kind == MeldKind::Kong && m.tile == tile)
                {
                    m.kind = MeldKind::Pung;
                }
            }
            Source::Discard { .. } | Source::Reveal(_) => {
                if let Some(r) = self.seats[from].river.iter_mut().rev().find(|r| r.tile == tile && !r.claimed) {
                    r.claimed = true;
                }
            }
        }
        self.seats[winner].concealed.add(tile, 1);
    }

    /// A claimed meld: the tile leaves the discards (R25).
    fn call(&mut self, seat: Seat, call: Action, tile: Tile, from: Seat) {
        if let Some(r) = self.seats[from].river.last_mut() {
            r.claimed = true;
        }
        self.called = true;
        let (kind, low, take): (MeldKind, Tile, Vec<Tile>) = match call {
            Action::Chow(low) => {
                let meld: Vec<Tile> = (0..3).filter_map(|d| low.shifted(d)).collect();
                let take = meld.iter().copied().filter(|&t| t != tile).collect();
                (MeldKind::Chow, low, take)
            }
            Action::Kong(_) => (MeldKind::Kong, tile, vec![tile; 3]),
            _ => (MeldKind::Pung, tile, vec![tile; 2]),
        };
        let s = &mut self.seats[seat];
        take.iter().for_each(|&t| {
            s.concealed.remove(t, 1);
        });
        let meld = Meld { kind, tile: low, concealed: false };
        s.melds.push(meld);
        s.called.push(Some(tile));
        let tiles = if kind == MeldKind::Chow { chow_text(low) } else { notation::format(&meld.tiles()) };
        self.events.push(Event::Call { seat, call: kind, tiles, tile, from });
        if kind == MeldKind::Kong {
            self.replacement(seat);
        } else {
            // After a pung or chow the claimer discards without drawing (R25).
            self.phase = Phase::Turn { seat, drawn: None, dealt: false };
        }
    }

    /// A kong's replacement from the back of the wall (R24, R26).
    fn replacement(&mut self, seat: Seat) {
        match self.wall.draw_back() {
            Some(tile) => self.drawn(seat, tile, WallEnd::Back),
            // Kongs are only allowed while the wall has a tile (D28).
            None => self.exhaustive(),
        }
    }

    /// After a discard nobody claimed: the next seat draws, or the wall is
    /// empty and the hand ends in an exhaustive draw (R24).
    fn after_discard(&mut self, from: Seat) {
        match self.wall.draw_front() {
            Some(tile) => self.drawn(from.next(), tile, WallEnd::Front),
            None => self.exhaustive(),
        }
    }

    fn drawn(&mut self, seat: Seat, tile: Tile, from: WallEnd) {
        let s = &mut self.seats[seat];
        s.concealed.add(tile, 1);
        s.draws += 1;
        self.events.push(Event::Draw { seat, tile, from });
        self.phase = Phase::Turn { seat, drawn: Some((tile, from)), dealt: false };
    }

    /// The exhaustive draw: concealed discards revealed in burying order (R27).
    fn exhaustive(&mut self) {
        self.reveal(0);
    }

    /// Reveals the `i`-th concealed discard and offers it for a win at half
    /// score; after the last, the hand is drawn.
    fn reveal(&mut self, i: usize) {
        let Some(&(seat, tile)) = self.buried.get(i) else {
            self.end(HandResult::Draw, BySeat::new(Points::default()));
            return;
        };
        if let Some(r) = self.seats[seat].river.iter_mut().find(|r| r.concealed && !r.revealed) {
            r.revealed = true;
        }
        self.events.push(Event::Reveal { seat, tile });
        let asked = self.asked_on_discard(seat, tile, Source::Reveal(i));
        self.next_answer(tile, seat, Source::Reveal(i), asked, 0, None);
    }

    fn win(&mut self, w: Box<WinEvent>) {
        let payments = w.score.payments;
        self.events.push(Event::Win(w));
        self.end(HandResult::Win, payments);
    }

    fn end(&mut self, result: HandResult, payments: BySeat<Points>) {
        self.events.push(Event::End { result, payments });
        self.payments = Some(payments);
        self.phase = Phase::Over;
    }

    /// Works out the current actor's legal actions (and its win, on its turn).
    fn prepare(&mut self) {
        self.turn_win = None;
        self.legal = match &self.phase {
            Phase::Over => Vec::new(),
            Phase::Offer { asked, at, .. } => asked[*at].options.clone(),
            &Phase::Turn { seat, drawn, dealt } => {
                self.turn_win = drawn.and_then(|(tile, end)| self.self_draw_win(seat, tile, end, dealt));
                self.turn_actions(seat)
            }
        };
    }
}

/// Which answer to an offered tile goes first (R25): a win, then a pung or
/// kong, then a chow.
fn priority(a: Action) -> u8 {
    match a {
        Action::Win => 3,
        Action::Pung(_) | Action::Kong(_) => 2,
        Action::Chow(_) => 1,
        _ => 0,
    }
}
