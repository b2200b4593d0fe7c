//! The three scoring principles (R12–R15): per category the best combination of
//! instances that reuses no group, then "already includes", then the highest
//! decomposition, then limits.

use crate::decompose::{decompositions, Decomposition};
use crate::error::{Error, ErrorCode, Result};
use crate::hand::{Hand, WinContext};
use crate::patterns::{detect, Ctx, Instance};
use crate::rulebook::{Category, Edition, PatternId, LIMIT};

/// A counted pattern and the groups it uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counted {
    pub pid: PatternId,
    pub groups: u16,
}

/// Why a pattern that holds was not counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// A counted pattern already includes it (R13 step 3).
    IncludedBy(PatternId),
    /// Its groups are used by a better pattern of the same category (R12, R13 steps 1–2).
    SameCategory(PatternId),
    /// The edition does not have it (R1).
    NotInEdition(Edition),
}

impl Reason {
    pub fn text(&self) -> String {
        match self {
            Reason::IncludedBy(p) => format!("included by {p}"),
            Reason::SameCategory(p) => format!("same category as {p}"),
            Reason::NotInEdition(e) => format!("not in this edition (from {e})"),
        }
    }
}

/// How the limit applied (R15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Limit {
    #[default]
    None,
    /// The total passed 200 and counts as 200.
    Counted,
    /// The highest limit pattern sets the score.
    Pattern(PatternId),
}

/// One decomposition, scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scored {
    pub decomposition: Decomposition,
    pub counted: Vec<Counted>,
    pub excluded: Vec<(PatternId, Reason)>,
    /// Sum of the counted patterns, before the limit.
    pub total: u32,
    /// After the limit.
    pub score: u32,
    pub limit: Limit,
}

/// The best decomposition and every other winning one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Evaluation {
    pub best: Scored,
    /// The other decompositions in their fixed order.
    pub alternatives: Vec<Scored>,
}

/// Scores a hand under one edition (R14): every decomposition, the best wins;
/// ties go to the higher total, then to the earlier decomposition.
///
/// ```
/// use fourseas::{notation, Hand, WinContext, Seat, Edition, score::evaluate};
/// let tiles = notation::parse("123456678m99p12s").unwrap();
/// let hand = Hand::new(&tiles, notation::parse_tile("3s").unwrap(), vec![]).unwrap();
/// let ev = evaluate(&hand, &WinContext::self_draw(Seat::East), Edition::Standard).unwrap();
/// // All Sequences + Half Straight (123m 456m) + Two Similar Sequences (123m 123s)
/// assert_eq!(ev.best.total, 5 + 5 + 5);
/// ```
pub fn evaluate(hand: &Hand, win: &WinContext, edition: Edition) -> Result<Evaluation> {
    hand.check_context(win)?;
    let tiles = hand.all_tiles();
    let mut scored: Vec<Scored> = decompositions(hand, edition)
        .into_iter()
        .map(|d| {
            let ctx = Ctx { d: &d, hand, win, edition, tiles };
            let instances = detect(&ctx);
            score_decomposition(d.clone(), &instances, edition)
        })
        .collect();
    if scored.is_empty() {
        return Err(Error::new(
            ErrorCode::NotWinning,
            format!("these tiles form no winning shape in the {edition} edition"),
        ));
    }
    let mut best = 0;
    for (i, s) in scored.iter().enumerate() {
        if (s.score, s.total) > (scored[best].score, scored[best].total) {
            best = i;
        }
    }
    let best = scored.remove(best);
    Ok(Evaluation { best, alternatives: scored })
}

/// Applies R12–R15 to the instances found in one decomposition.
pub fn score_decomposition(d: Decomposition, instances: &[Instance], edition: Edition) -> Scored {
    let mut excluded = Vec::new();
    let mut by_cat: Vec<Vec<Instance>> = vec![Vec::new(); Category::COUNT];
    for inst in instances {
        let def = inst.pid.def();
        if def.edition <= edition {
            by_cat[def.category as usize].push(*inst);
        } else {
            push_unique(&mut excluded, (inst.pid, Reason::NotInEdition(def.edition)));
        }
    }
    // (1) best combinations per category, with ties.
    let options: Vec<Vec<Vec<Instance>>> =
        by_cat.iter().filter(|v| !v.is_empty()).map(|v| best_combinations(v)).collect();

    // (2)–(4) every choice among tied combinations; the highest total after inclusion wins.
    let mut best: Option<Choice> = None;
    let mut pick = vec![0usize; options.len()];
    loop {
        let chosen: Vec<Instance> = options.iter().zip(&pick).flat_map(|(o, &k)| o[k].iter().copied()).collect();
        let mut counted = Vec::new();
        let mut included = Vec::new();
        for inst in &chosen {
            match chosen.iter().find(|c| c.pid.def().includes.contains(&inst.pid)) {
                Some(by) => included.push((inst.pid, Reason::IncludedBy(by.pid))),
                None => counted.push(Counted { pid: inst.pid, groups: inst.groups }),
            }
        }
        let total: u32 = counted.iter().map(|c| c.pid.def().points).sum();
        let (score, limit) = apply_limit(&counted, total);
        if best.as_ref().is_none_or(|b| (score, total) > (b.score, b.total)) {
            best = Some(Choice { score, limit, total, chosen, counted, included });
        }
        if !advance(&mut pick, &options) {
            break;
        }
    }
    let Choice { score, limit, total, chosen, mut counted, included } = best.unwrap_or_default();
    for e in included {
        push_unique(&mut excluded, e);
    }
    for inst in instances {
        let def = inst.pid.def();
        if def.edition > edition || chosen.contains(inst) || counted.iter().any(|c| c.pid == inst.pid) {
            continue;
        }
        let rival = chosen
            .iter()
            .filter(|c| c.pid.def().category == def.category)
            .find(|c| c.groups & inst.groups != 0)
            .or_else(|| chosen.iter().find(|c| c.pid.def().category == def.category));
        if let Some(r) = rival {
            push_unique(&mut excluded, (inst.pid, Reason::SameCategory(r.pid)));
        }
    }
    excluded.sort_by_key(|(p, _)| *p);
    counted.sort_by_key(|c| (c.pid, c.groups));
    Scored { decomposition: d, counted, excluded, total, score, limit }
}

/// One choice of a best combination per category, after inclusion.
#[derive(Default)]
struct Choice {
    score: u32,
    limit: Limit,
    total: u32,
    chosen: Vec<Instance>,
    counted: Vec<Counted>,
    included: Vec<(PatternId, Reason)>,
}

/// R15: the highest limit pattern, else 200 for a total above the line.
fn apply_limit(counted: &[Counted], total: u32) -> (u32, Limit) {
    let top = counted
        .iter()
        .filter(|c| c.pid.def().is_limit())
        .max_by_key(|c| (c.pid.def().points, std::cmp::Reverse(c.pid)));
    match top {
        Some(c) => (c.pid.def().points, Limit::Pattern(c.pid)),
        None if total > LIMIT => (LIMIT, Limit::Counted),
        None => (total, Limit::None),
    }
}

fn push_unique<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

/// Next choice in the mixed-radix counter over tied combinations; false when done.
fn advance(pick: &mut [usize], options: &[Vec<Vec<Instance>>]) -> bool {
    for (k, o) in pick.iter_mut().zip(options) {
        *k += 1;
        if *k < o.len() {
            return true;
        }
        *k = 0;
    }
    false
}

/// The combinations of instances of one category that share no group and have the
/// highest sum of points (then the most patterns, so 0-point H3.1 is listed).
/// Combinations with the same patterns on other groups score the same, so only
/// the first of them is kept.
fn best_combinations(insts: &[Instance]) -> Vec<Vec<Instance>> {
    struct Search<'a> {
        insts: &'a [Instance],
        /// Points still available from index i on, for pruning.
        tail: Vec<u32>,
        best: (u32, usize),
        found: Vec<Vec<Instance>>,
        cur: Vec<Instance>,
    }
    impl Search<'_> {
        fn go(&mut self, i: usize, used: u16, sum: u32) {
            if sum + self.tail[i] < self.best.0 {
                return;
            }
            if i == self.insts.len() {
                let key = (sum, self.cur.len());
                if key > self.best {
                    self.best = key;
                    self.found.clear();
                }
                if key == self.best {
                    let ids = |v: &[Instance]| {
                        let mut p: Vec<PatternId> = v.iter().map(|x| x.pid).collect();
                        p.sort();
                        p
                    };
                    let mine = ids(&self.cur);
                    if !self.found.iter().any(|f| ids(f) == mine) {
                        self.found.push(self.cur.clone());
                    }
                }
                return;
            }
            let inst = self.insts[i];
            if inst.groups & used == 0 {
                self.cur.push(inst);
                self.go(i + 1, used | inst.groups, sum + inst.pid.def().points);
                self.cur.pop();
            }
            self.go(i + 1, used, sum);
        }
    }
    let mut tail = vec![0u32; insts.len() + 1];
    for i in (0..insts.len()).rev() {
        tail[i] = tail[i + 1] + insts[i].pid.def().points;
    }
    let mut s = Search { insts, tail, best: (0, 0), found: Vec::new(), cur: Vec::new() };
    s.go(0, 0, 0);
    s.found
}
