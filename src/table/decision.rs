//! One decision at the table, every legal move valued in one unit (D39).
//!
//! [`decide`] takes what a seat sees and the actions the rules allow it, and
//! answers each of them, no more and no fewer, with its value: the expected
//! points of the hand from here for that seat (the value model's expected
//! gain; with the table model the others' wins and each discard's danger
//! counted), best first. A win is worth its payment; a discard, a burial, a
//! kong, a call or a pass what the model expects of the hand it leaves. The
//! `advice` and `table` seats play the first action; the coach, `frames` and
//! the review read the same list.

use super::action::Action;
use super::seats::{bury, Measure};
use super::view::View;
use crate::analysis::{analyze, kong_on_turn, useful_count, Analysis, Call, Danger, Offer, Position, Value};
use crate::error::Result;
use crate::group::{Meld, MeldKind};
use crate::payment::Points;
use crate::seat::{BySeat, Seat};
use crate::tile::Tile;

/// Which model values a decision: the `advice` seat's, or the `table` seat's
/// (the value model with the other three players).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Model {
    /// The value model where only the player wins (`advice`).
    Plain,
    /// The value model with the table: the others' wins, danger, fold, burial (`table`).
    Table,
}

/// How an action's value was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basis {
    /// The win's payment to the seat, as the engine scores it.
    Win,
    /// The value model's expected points of the hand after the action.
    Model,
    /// Not valued: beyond three shanten without the table; ranked by the
    /// shanten after the action, then its useful tiles.
    Shape,
}

impl Basis {
    /// The basis's name in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Basis::Win => "win",
            Basis::Model => "model",
            Basis::Shape => "shape",
        }
    }
}

/// One legal action and what it is worth.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// The action, exactly as the table takes it.
    pub action: Action,
    /// How it was valued.
    pub basis: Basis,
    /// The model's figures (the win's, for a win: its payment, chance 1);
    /// `None` when not valued ([`Basis::Shape`]).
    pub value: Option<Value>,
    /// With the table: the chance that another player wins on the tile let
    /// go (a face-up discard), and the loss.
    pub danger: Option<Danger>,
    /// The shanten after the action (its best discard, for a pung or chow;
    /// before the replacement, for a kong; −1 for a win).
    pub shanten: i8,
    /// After a discard or a pass: the unseen copies of the tiles that would
    /// then lower the shanten (0 when waiting or won).
    pub useful: u32,
    /// A kong's, pung's or chow's meld.
    pub meld: Option<Meld>,
    /// A pung or chow: the best discard after it.
    pub then: Option<Tile>,
    /// A win: the hand score and each seat's net payment.
    pub win: Option<(Points, BySeat<Points>)>,
}

impl Choice {
    /// The value in the decision's one unit: expected points for the seat.
    pub fn points(&self) -> Option<f64> {
        self.value.as_ref().map(|v| v.expected_gain)
    }
}

/// Every legal action of one seat at one moment, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    /// Whose decision.
    pub seat: Seat,
    /// Every legal action, best first.
    pub choices: Vec<Choice>,
}

impl Decision {
    /// The first action: what the seat of the decision's model plays.
    pub fn best(&self) -> Option<Action> {
        self.choices.first().map(|c| c.action)
    }

    /// The choice of `action`, if it is legal.
    pub fn choice(&self, action: Action) -> Option<&Choice> {
        self.choices.iter().find(|c| c.action == action)
    }
}

/// The analysis position of what `view` sees, with or without the table.
pub(crate) fn position(view: &View<'_>, model: Model) -> Position {
    let seat = view.seat();
    let mut pos = Position::new(view.hand().tiles(), seat, *view.players());
    pos.melds = view.melds(seat).to_vec();
    // The tile on offer counted once, as the analysis's `offered` (D37).
    let (seen, sight) = view.analysis_sight();
    pos.seen = seen;
    pos.draws_left = view.draws_left();
    pos.tail_discards = view.tail_discards();
    pos.table = (model == Model::Table).then_some(sight);
    pos
}

/// Values every action of `legal` (the seat of `view` must be the one to
/// act) and ranks them best first: by value, then win chance; an action not
/// valued after every valued one, by its shanten, then useful tiles. On a tie
/// a win goes first (it is taken unless playing on is worth more), then a
/// pass (the model keeps its hand), then the analysis's own order; a face-up
/// discard and a burial of one tile that the model values alike go by the
/// built-in seats' burial rule ([`bury`]).
pub fn decide(view: &View<'_>, legal: &[Action], model: Model) -> Result<Decision> {
    let pos = position(view, model);
    let mut choices = match view.offered() {
        Some((tile, from)) => offer(view, legal, &pos, Offer { tile, from })?,
        None => turn(view, legal, &pos)?,
    };
    // `choices` is in the order ties keep (the win, the pass, kongs, then the
    // analysis's own order): a stable sort on exact keys keeps it.
    crate::few::sort_by(&mut choices, |x, y| match (&x.value, &y.value) {
        (Some(a), Some(b)) => b.expected_gain.total_cmp(&a.expected_gain).then(b.win_chance.total_cmp(&a.win_chance)),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => x.shanten.cmp(&y.shanten),
    });
    Ok(Decision { seat: view.seat(), choices })
}

/// A choice with no meld, win or follow-up.
fn plain(action: Action, value: Option<Value>, shanten: i8, useful: u32) -> Choice {
    let basis = if value.is_some() { Basis::Model } else { Basis::Shape };
    Choice { action, basis, value, danger: None, shanten, useful, meld: None, then: None, win: None }
}

/// A win's choice: its payment to the seat, with chance 1.
fn win_choice(view: &View<'_>, action: Action) -> Option<Choice> {
    let w = view.win()?;
    let gain = w.score.payments[view.seat()].as_f64();
    let self_drawn = view.offered().is_none();
    let value = Value {
        win_chance: 1.0,
        expected_score: w.score.score.as_f64(),
        expected_gain: gain,
        self_draw_chance: if self_drawn { 1.0 } else { 0.0 },
        discard_chance: if self_drawn { 0.0 } else { 1.0 },
        outcomes: None,
    };
    Some(Choice {
        action,
        basis: Basis::Win,
        value: Some(value),
        danger: None,
        shanten: -1,
        useful: 0,
        meld: None,
        then: None,
        win: Some((w.score.score, w.score.payments)),
    })
}

/// The seat's own turn: every discard and burial, every kong, the win.
fn turn(view: &View<'_>, legal: &[Action], pos: &Position) -> Result<Vec<Choice>> {
    let Analysis::Discarding(d) = analyze(pos)? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::with_capacity(legal.len());
    if legal.contains(&Action::Win) {
        out.extend(win_choice(view, Action::Win));
    }
    let mut shape = Measure::new(view);
    for &a in legal {
        if let Action::Kong(t) = a {
            let value = kong_on_turn(pos, t)?;
            let mut c = plain(a, value, shape.after_kong(t) as i8 - 1, 0);
            // Added to an exposed pung, or four held: a concealed kong.
            let added = view.melds(view.seat()).iter().any(|m| m.kind == MeldKind::Pung && m.tile == t);
            c.meld = Some(Meld { kind: MeldKind::Kong, tile: t, concealed: !added });
            out.push(c);
        }
    }
    for x in &d.discards {
        let (shanten, useful) = (x.after.shanten, useful_count(&x.after));
        let face_up = Action::Discard(x.tile);
        let down = Action::Conceal(x.tile);
        let mut up = legal.contains(&face_up).then(|| plain(face_up, x.value.clone(), shanten, useful));
        if let Some(c) = up.as_mut() {
            c.danger = x.danger.clone();
        }
        // A burial: its own value with the table (D39); the face-up one's without.
        let buried = legal.contains(&down).then(|| plain(down, x.buried.clone().or(x.value.clone()), shanten, useful));
        // Valued alike (the plain model): the burial rule says which goes first.
        let first_down = x.buried.is_none() && bury(view, x.tile, legal) == down;
        let pair = if first_down { [buried, up] } else { [up, buried] };
        out.extend(pair.into_iter().flatten());
    }
    Ok(out)
}

/// A tile on offer: the win, a kong, a pung, each chow, the pass.
fn offer(view: &View<'_>, legal: &[Action], pos: &Position, offer: Offer) -> Result<Vec<Choice>> {
    let mut asked = pos.clone();
    asked.offered = Some(offer);
    let Analysis::Waiting(w) = analyze(&asked)? else {
        return Ok(Vec::new());
    };
    let mut shape = Measure::new(view);
    let mut out = Vec::with_capacity(legal.len());
    // The win first and the pass next: the order ties keep.
    if legal.contains(&Action::Win) {
        out.extend(win_choice(view, Action::Win));
    }
    if legal.contains(&Action::Pass) {
        out.push(plain(Action::Pass, w.value.clone(), w.shanten, if w.shanten > 0 { useful_count(&w) } else { 0 }));
    }
    for option in &w.calls {
        let action = match (option.call, option.meld) {
            (Call::Kong, _) => Action::Kong(offer.tile),
            (Call::Pung, _) => Action::Pung(offer.tile),
            (Call::Chow, Some(m)) => Action::Chow(m.tile),
            _ => continue,
        };
        if !legal.contains(&action) {
            continue;
        }
        let mut c = plain(action, option.value.clone(), shape.after_claim(action, offer.tile) as i8 - 1, 0);
        c.meld = option.meld;
        c.then = option.discard;
        out.push(c);
    }
    Ok(out)
}
