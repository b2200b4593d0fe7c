//! An arena's summary: integer counts per role, from which every figure is
//! derived (README, "The arena"); summaries of disjoint seed ranges merge by
//! adding their counts.

use super::{Lineup, Settings};
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::level::Level;
use crate::rulebook::{Edition, RULEBOOK};
use crate::seat::Seat;
use crate::table::seats::StrategyName;
use crate::table::{Event, Table};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A seat's part in an arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    /// The one seat of a duplicate run.
    Challenger,
    /// The three other seats.
    Champion,
    /// A seat of a four-seat run.
    Seat(Seat),
}

impl Role {
    fn name(self) -> &'static str {
        match self {
            Role::Challenger => "challenger",
            Role::Champion => "champion",
            Role::Seat(s) => s.as_str(),
        }
    }
}

/// The counts of one role over the walls played.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    /// Hands played in this role (a seat in a hand).
    pub hands: u64,
    /// The sum of its net payments, in half points.
    pub points_halves: i64,
    /// Over walls: the sum of (its half points in the wall)².
    pub wall_squares: u64,
    /// Wins.
    pub wins: u64,
    /// Wins by self-draw (a kong replacement included).
    pub self_draws: u64,
    /// Wins paid by its discard (a robbed kong or a revealed concealed discard included).
    pub deal_ins: u64,
    /// Hands in which it claimed at least one discard.
    pub calling_hands: u64,
    /// The sum of its winning hand scores H, in half points.
    pub win_score_halves: i64,
    /// The sum of what its wins were paid (the winner's net gain), in half points.
    pub win_gain_halves: i64,
    /// Hands in which it made its Concealed Discard.
    pub buried: u64,
    /// Of those, the hands it won.
    pub buried_wins: u64,
    /// Wins that counted each pattern (once per win).
    pub patterns: BTreeMap<String, u64>,
}

/// The arena's answer: its settings, the seeds played and each role's tally.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    edition: Edition,
    level: Level,
    concealed_discard: bool,
    lineup: Lineup,
    /// Seed ranges played, `[first, end)`.
    seeds: Vec<[u64; 2]>,
    walls: u64,
    tables: u64,
    draws: u64,
    tallies: BTreeMap<Role, Tally>,
}

impl Summary {
    pub(super) fn new(s: &Settings, first: u64, walls: u64) -> Summary {
        Summary {
            edition: s.edition,
            level: s.level,
            concealed_discard: s.concealed_discard,
            lineup: s.lineup,
            seeds: vec![[first, first + walls]],
            walls: 0,
            tables: 0,
            draws: 0,
            tallies: BTreeMap::new(),
        }
    }

    /// Walls tallied so far.
    pub fn walls(&self) -> u64 {
        self.walls
    }

    /// A role's tally.
    pub fn tally(&self, role: Role) -> Option<&Tally> {
        self.tallies.get(&role)
    }

    /// Adds one wall's plays.
    pub(super) fn add_wall(&mut self, settings: &Settings, tables: &[Table]) {
        self.walls += 1;
        let mut wall_points: BTreeMap<Role, i64> = BTreeMap::new();
        for (r, t) in tables.iter().enumerate() {
            self.tables += 1;
            let winner = t.winner();
            if winner.is_none() {
                self.draws += 1;
            }
            let paid = t.payments().unwrap_or_default();
            for s in Seat::ALL {
                let role = settings.role(r, s);
                let k = self.tallies.entry(role).or_default();
                k.hands += 1;
                k.points_halves += paid[s].halves();
                *wall_points.entry(role).or_default() += paid[s].halves();
                if t.events().iter().any(|e| matches!(e, Event::Call { seat, .. } if *seat == s)) {
                    k.calling_hands += 1;
                }
                let buried = t.river(s).iter().any(|x| x.concealed);
                k.buried += u64::from(buried);
                match winner {
                    Some(w) if w.seat == s => {
                        k.wins += 1;
                        k.buried_wins += u64::from(buried);
                        k.self_draws += u64::from(!w.win.is_discard_style());
                        k.win_score_halves += w.score.score.halves();
                        k.win_gain_halves += paid[s].halves();
                        let mut ids: Vec<&str> = w.score.patterns.iter().map(|p| p.id).collect();
                        ids.dedup();
                        for id in ids {
                            *k.patterns.entry(id.to_string()).or_default() += 1;
                        }
                    }
                    Some(w) if w.from == Some(s) && w.win.is_discard_style() => k.deal_ins += 1,
                    _ => {}
                }
            }
        }
        for (role, p) in wall_points {
            if let Some(k) = self.tallies.get_mut(&role) {
                k.wall_squares += p.unsigned_abs() * p.unsigned_abs();
            }
        }
    }

    /// Adds another summary of the same settings over other seeds.
    pub fn merge(&mut self, other: &Summary) -> Result<()> {
        let same = (self.edition, self.level, self.concealed_discard, self.lineup)
            == (other.edition, other.level, other.concealed_discard, other.lineup);
        if !same {
            return Err(Error::new(
                ErrorCode::BadValue,
                ErrorReason::SummariesDiffer,
                "only summaries of the same settings merge",
            ));
        }
        for a in &other.seeds {
            if self.seeds.iter().any(|b| a[0] < b[1] && b[0] < a[1]) {
                let message = format!("the seeds {}..{} were played twice", a[0], a[1]);
                return Err(Error::new(ErrorCode::BadValue, ErrorReason::SummariesDiffer, message));
            }
        }
        self.seeds.extend_from_slice(&other.seeds);
        self.seeds.sort_unstable();
        (self.walls, self.tables, self.draws) =
            (self.walls + other.walls, self.tables + other.tables, self.draws + other.draws);
        for (role, t) in &other.tallies {
            let k = self.tallies.entry(*role).or_default();
            k.hands += t.hands;
            k.points_halves += t.points_halves;
            k.wall_squares += t.wall_squares;
            k.wins += t.wins;
            k.self_draws += t.self_draws;
            k.deal_ins += t.deal_ins;
            k.calling_hands += t.calling_hands;
            k.win_score_halves += t.win_score_halves;
            k.win_gain_halves += t.win_gain_halves;
            k.buried += t.buried;
            k.buried_wins += t.buried_wins;
            for (id, n) in &t.patterns {
                *k.patterns.entry(id.clone()).or_default() += n;
            }
        }
        Ok(())
    }

    /// Points per hand of a role and the half-width of its 95% interval over
    /// walls (normal approximation: 1.96 standard errors of the per-wall means).
    pub fn points_per_hand(&self, role: Role) -> (f64, f64) {
        let Some(k) = self.tallies.get(&role) else { return (0.0, 0.0) };
        let w = self.walls as f64;
        let per_wall = k.hands as f64 / w;
        let mean = k.points_halves as f64 / 2.0 / k.hands as f64;
        if self.walls < 2 {
            return (mean, f64::INFINITY);
        }
        // Per-wall means x = (halves in the wall) / (2 · per_wall).
        let scale = 2.0 * per_wall;
        let sum_sq = k.wall_squares as f64 / (scale * scale);
        let var = ((sum_sq - w * mean * mean) / (w - 1.0)).max(0.0);
        (mean, 1.96 * (var / w).sqrt())
    }
}

/// Rounded to four decimals, for the printed summary.
fn r4(x: f64) -> f64 {
    (x * 1e4).round() / 1e4
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        r4(a as f64 / b as f64)
    }
}

#[derive(Serialize)]
struct RoleOut<'a> {
    role: &'static str,
    name: &'static str,
    hands: u64,
    points_per_hand: f64,
    ci95: [f64; 2],
    win_rate: f64,
    self_draw_share: f64,
    deal_in_rate: f64,
    call_rate: f64,
    mean_winning_score: f64,
    concealed_discard: BuriedOut,
    top_patterns: Vec<PatternCount>,
    counts: &'a Tally,
}

#[derive(Serialize)]
struct BuriedOut {
    use_rate: f64,
    win_rate: f64,
}

#[derive(Serialize)]
struct PatternCount {
    id: String,
    name: &'static str,
    name_zh: &'static str,
    wins: u64,
    share: f64,
}

impl Serialize for Summary {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Out<'a> {
            edition: Edition,
            level: crate::api::LevelSpec,
            concealed_discard: bool,
            #[serde(skip_serializing_if = "Option::is_none")]
            challenger: Option<StrategyName>,
            #[serde(skip_serializing_if = "Option::is_none")]
            champion: Option<StrategyName>,
            #[serde(skip_serializing_if = "Option::is_none")]
            seats: Option<[StrategyName; 4]>,
            seeds: &'a [[u64; 2]],
            walls: u64,
            hands: u64,
            draws: u64,
            draw_rate: f64,
            /// What a hand pays on average: the winner's gain, 0 after a draw.
            paid_per_hand: f64,
            roles: Vec<RoleOut<'a>>,
        }
        let (challenger, champion, seats) = match self.lineup {
            Lineup::Duplicate { challenger, champion } => (Some(challenger), Some(champion), None),
            Lineup::Seats(s) => (None, None, Some(s)),
        };
        let name = |role: Role| match (role, self.lineup) {
            (Role::Challenger, Lineup::Duplicate { challenger, .. }) => challenger.as_str(),
            (Role::Champion, Lineup::Duplicate { champion, .. }) => champion.as_str(),
            (Role::Seat(seat), Lineup::Seats(s)) => s[seat as usize].as_str(),
            _ => "",
        };
        let roles = self
            .tallies
            .iter()
            .map(|(&role, k)| {
                let (mean, half) = self.points_per_hand(role);
                let mut top: Vec<(&String, &u64)> = k.patterns.iter().collect();
                top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
                let top_patterns = top
                    .into_iter()
                    .take(10)
                    .map(|(id, &n)| {
                        let p = RULEBOOK.iter().find(|p| p.id == id.as_str());
                        PatternCount {
                            id: id.clone(),
                            name: p.map_or("", |p| p.name),
                            name_zh: p.map_or("", |p| p.name_zh),
                            wins: n,
                            share: ratio(n, k.wins),
                        }
                    })
                    .collect();
                RoleOut {
                    role: role.name(),
                    name: name(role),
                    hands: k.hands,
                    points_per_hand: r4(mean),
                    ci95: [r4(mean - half), r4(mean + half)],
                    win_rate: ratio(k.wins, k.hands),
                    self_draw_share: ratio(k.self_draws, k.wins),
                    deal_in_rate: ratio(k.deal_ins, k.hands),
                    call_rate: ratio(k.calling_hands, k.hands),
                    mean_winning_score: if k.wins == 0 {
                        0.0
                    } else {
                        r4(k.win_score_halves as f64 / 2.0 / k.wins as f64)
                    },
                    concealed_discard: BuriedOut {
                        use_rate: ratio(k.buried, k.hands),
                        win_rate: ratio(k.buried_wins, k.buried),
                    },
                    top_patterns,
                    counts: k,
                }
            })
            .collect();
        Out {
            edition: self.edition,
            level: crate::table::level_spec(self.level),
            concealed_discard: self.concealed_discard,
            challenger,
            champion,
            seats,
            seeds: &self.seeds,
            walls: self.walls,
            hands: self.tables,
            draws: self.draws,
            draw_rate: ratio(self.draws, self.tables),
            paid_per_hand: if self.tables == 0 {
                0.0
            } else {
                r4(self.tallies.values().map(|k| k.win_gain_halves).sum::<i64>() as f64 / 2.0 / self.tables as f64)
            },
            roles,
        }
        .serialize(s)
    }
}

/// A summary as written, read back for merging.
#[derive(Deserialize)]
struct In {
    edition: Edition,
    level: crate::api::LevelSpec,
    concealed_discard: bool,
    #[serde(default)]
    challenger: Option<StrategyName>,
    #[serde(default)]
    champion: Option<StrategyName>,
    #[serde(default)]
    seats: Option<[StrategyName; 4]>,
    seeds: Vec<[u64; 2]>,
    walls: u64,
    hands: u64,
    draws: u64,
    roles: Vec<RoleIn>,
}

#[derive(Deserialize)]
struct RoleIn {
    role: String,
    counts: Tally,
}

impl Summary {
    /// Reads a summary as [`Serialize`] writes it (the derived figures are
    /// recomputed from the counts).
    pub fn read(text: &str) -> Result<Summary> {
        let bad =
            |m: String| Error::new(ErrorCode::BadRequest, ErrorReason::Json, format!("not an arena summary: {m}"));
        let v: In = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        let lineup = match (v.challenger, v.champion, v.seats) {
            (Some(challenger), Some(champion), None) => Lineup::Duplicate { challenger, champion },
            (None, None, Some(s)) => Lineup::Seats(s),
            _ => return Err(bad("it names neither a challenger and champion nor four seats".into())),
        };
        let mut tallies = BTreeMap::new();
        for r in v.roles {
            let role = match r.role.as_str() {
                "challenger" => Role::Challenger,
                "champion" => Role::Champion,
                seat => Role::Seat(seat.parse()?),
            };
            tallies.insert(role, r.counts);
        }
        Ok(Summary {
            edition: v.edition,
            level: crate::api::level_of(&v.level)?,
            concealed_discard: v.concealed_discard,
            lineup,
            seeds: v.seeds,
            walls: v.walls,
            tables: v.hands,
            draws: v.draws,
            tallies,
        })
    }
}
