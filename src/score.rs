//! The three scoring principles, stated once (R12–R15):
//!
//! 1. **No reuse within a category (R12, R13).** In each category, take the
//!    combinations of pattern instances that use no group twice and have the most
//!    points; where a category has ties, try each.
//! 2. **"Already includes" (R13).** Drop every chosen pattern that another chosen
//!    pattern already includes; the rest is the decomposition's total.
//! 3. **Highest score, then the limit (R14, R15).** The hand scores its best
//!    decomposition after the limit: the highest limit pattern, or 200 for a total
//!    above the line.

use crate::decompose::{decompositions, Decomposition};
use crate::few::{sort_by_key, Few};
use crate::group::Groups;
use crate::hand::Hand;
use crate::names::named;
use crate::patterns::{detect, Ctx, Instance};
use crate::rulebook::{Category, Edition, PatternId, LIMIT};
use crate::win::WinContext;

named! {
    /// The kind of [`Reason`], as the JSON answer names it.
    pub enum ReasonKind("reason") {
        /// A counted pattern already includes it.
        IncludedBy = "included_by",
        /// A better pattern of its category uses its groups.
        SameCategory = "same_category",
        /// The edition does not have it.
        NotInEdition = "not_in_edition",
    }
}

/// Why a pattern that holds was not counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// A counted pattern already includes it (R13 step 3).
    IncludedBy(PatternId),
    /// Its groups are used by a better pattern of the same category (R12, R13 steps 1–2).
    SameCategory(PatternId),
    /// The edition does not have it (R1); the edition is the first that does.
    NotInEdition(Edition),
}

impl Reason {
    /// Its kind.
    pub const fn kind(self) -> ReasonKind {
        match self {
            Reason::IncludedBy(_) => ReasonKind::IncludedBy,
            Reason::SameCategory(_) => ReasonKind::SameCategory,
            Reason::NotInEdition(_) => ReasonKind::NotInEdition,
        }
    }

    /// The pattern that included it or took its groups.
    pub const fn by(self) -> Option<PatternId> {
        match self {
            Reason::IncludedBy(p) | Reason::SameCategory(p) => Some(p),
            Reason::NotInEdition(_) => None,
        }
    }

    /// The first edition that has it, when the edition lacks it.
    pub const fn edition(self) -> Option<Edition> {
        match self {
            Reason::NotInEdition(e) => Some(e),
            _ => None,
        }
    }
}

/// How the limit applied (R15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Limit {
    /// The total is the score.
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
    /// The reading of the hand.
    pub decomposition: Decomposition,
    /// The counted patterns with their groups, by pattern then groups.
    pub counted: Vec<Instance>,
    /// The patterns that hold but were not counted, with why, by pattern.
    pub excluded: Vec<(PatternId, Reason)>,
    /// Sum of the counted patterns, before the limit.
    pub total: u32,
    /// After the limit.
    pub score: u32,
    /// How the limit applied.
    pub limit: Limit,
}

/// The best decomposition and every other winning one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Evaluation {
    /// The decomposition that scores highest (R14).
    pub best: Scored,
    /// The other decompositions in their fixed order.
    pub alternatives: Vec<Scored>,
}

/// Scores a hand under one edition (R14): every decomposition, the best wins; ties
/// go to the higher total, then to the earlier decomposition. `None` when the
/// tiles form no winning shape in the edition (R2). The win conditions must
/// already have been checked (a [`Game`](crate::Game) does that).
pub(crate) fn evaluate(hand: &Hand, win: &WinContext, edition: Edition) -> Option<Evaluation> {
    let tiles = hand.all_tiles();
    let kinds = tiles.kinds_mask();
    let mut buf = Buffers::default();
    let mut scored: Vec<Scored> = decompositions(hand, edition)
        .into_iter()
        .map(|d| {
            detect(&Ctx { d: &d, hand, win, edition, tiles, kinds }, &mut buf.instances);
            score_decomposition(d, &mut buf, edition)
        })
        .collect();
    let mut best = 0;
    for (i, s) in scored.iter().enumerate() {
        if (s.score, s.total) > (scored[best].score, scored[best].total) {
            best = i;
        }
    }
    if scored.is_empty() {
        return None;
    }
    let best = scored.remove(best);
    Some(Evaluation { best, alternatives: scored })
}

/// One best combination of a category, with the pattern whose groups each other
/// instance of the category would reuse.
#[derive(Debug, Clone)]
struct Combination {
    chosen: Vec<Instance>,
    rivals: Vec<(PatternId, PatternId)>,
}

/// The best combinations of one category: its only instance (most categories), or
/// the search's ties.
enum Options {
    One(Instance),
    Ties(Vec<Combination>),
}

impl Options {
    fn len(&self) -> usize {
        match self {
            Options::One(_) => 1,
            Options::Ties(v) => v.len(),
        }
    }

    fn chosen(&self, k: usize) -> &[Instance] {
        match self {
            Options::One(i) => std::slice::from_ref(i),
            Options::Ties(v) => &v[k].chosen,
        }
    }

    fn rivals(&self, k: usize) -> &[(PatternId, PatternId)] {
        match self {
            Options::One(_) => &[],
            Options::Ties(v) => &v[k].rivals,
        }
    }
}

/// Lists reused from one decomposition of a hand to the next.
#[derive(Default)]
struct Buffers {
    /// The instances found.
    instances: Vec<Instance>,
    /// Those in the edition, by category.
    held: Vec<Instance>,
    /// The best combinations of each category.
    options: Vec<Options>,
    /// One choice among them.
    chosen: Vec<Instance>,
}

/// Applies R12–R15 to the instances found in one decomposition (`buf.instances`).
fn score_decomposition(d: Decomposition, buf: &mut Buffers, edition: Edition) -> Scored {
    let Buffers { instances, held, options, chosen } = buf;
    let mut excluded = Vec::new();
    held.clear();
    for inst in instances.iter() {
        let def = inst.pid.def();
        if def.edition <= edition {
            held.push(*inst);
        } else {
            push_unique(&mut excluded, (inst.pid, Reason::NotInEdition(def.edition)));
        }
    }
    // By category, each in the order found (a stable sort).
    sort_by_key(held, |i| i.pid.def().category);
    // Principle 1: the best combinations per category, with ties.
    options.clear();
    for run in held.chunk_by(|a, b| a.pid.def().category == b.pid.def().category) {
        options.push(match run {
            [one] => Options::One(*one),
            _ => Options::Ties(best_combinations(run)),
        });
    }

    // Principles 2–3: every choice among tied combinations; the highest after inclusion wins.
    let mut best: Option<Choice> = None;
    let mut pick: Few<usize, { Category::COUNT }> = options.iter().map(|_| 0).collect();
    loop {
        chosen.clear();
        for (o, &k) in options.iter().zip(pick.iter()) {
            chosen.extend_from_slice(o.chosen(k));
        }
        let mut counted = Vec::with_capacity(chosen.len());
        let mut included = Vec::new();
        for inst in chosen.iter() {
            match chosen.iter().find(|c| c.pid.def().includes.contains(&inst.pid)) {
                Some(by) => included.push((inst.pid, Reason::IncludedBy(by.pid))),
                None => counted.push(*inst),
            }
        }
        let total: u32 = counted.iter().map(|c| c.pid.def().points).sum();
        let (score, limit) = apply_limit(&counted, total);
        if best.as_ref().is_none_or(|b| (score, total) > (b.score, b.total)) {
            let rivals = options.iter().zip(pick.iter()).flat_map(|(o, &k)| o.rivals(k).iter().copied()).collect();
            best = Some(Choice { score, limit, total, counted, included, rivals });
        }
        if !advance(&mut pick, options) {
            break;
        }
    }
    let Choice { score, limit, total, mut counted, included, rivals } = best.unwrap_or_default();
    for e in included {
        push_unique(&mut excluded, e);
    }
    for (pid, rival) in rivals {
        push_unique(&mut excluded, (pid, Reason::SameCategory(rival)));
    }
    sort_by_key(&mut excluded, |(p, _)| *p);
    sort_by_key(&mut counted, |c| (c.pid, c.groups));
    Scored { decomposition: d, counted, excluded, total, score, limit }
}

/// One choice of a best combination per category, after inclusion.
#[derive(Default)]
struct Choice {
    score: u32,
    limit: Limit,
    total: u32,
    counted: Vec<Instance>,
    included: Vec<(PatternId, Reason)>,
    rivals: Vec<(PatternId, PatternId)>,
}

/// R15: the highest limit pattern, else 200 for a total above the line.
fn apply_limit(counted: &[Instance], total: u32) -> (u32, Limit) {
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
fn advance(pick: &mut [usize], options: &[Options]) -> bool {
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
/// the first of them is kept. Each records, for the category's instances it
/// leaves out, the chosen pattern whose groups they would reuse.
fn best_combinations(insts: &[Instance]) -> Vec<Combination> {
    // Most categories hold one instance: it is the combination.
    if let [one] = insts {
        return vec![Combination { chosen: vec![*one], rivals: Vec::new() }];
    }
    struct Search<'a> {
        insts: &'a [Instance],
        /// Points still available from index i on, for pruning.
        tail: Vec<u32>,
        best: (u32, usize),
        /// The best combinations so far, each with its patterns sorted.
        found: Vec<(Vec<PatternId>, Vec<Instance>)>,
        cur: Vec<Instance>,
    }
    impl Search<'_> {
        fn go(&mut self, i: usize, used: Groups, sum: u32) {
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
                    let mut mine: Vec<PatternId> = self.cur.iter().map(|x| x.pid).collect();
                    sort_by_key(&mut mine, |&p| p);
                    if !self.found.iter().any(|(ids, _)| *ids == mine) {
                        self.found.push((mine, self.cur.clone()));
                    }
                }
                return;
            }
            let inst = self.insts[i];
            if inst.groups.is_disjoint(used) {
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
    s.go(0, Groups::EMPTY, 0);
    s.found
        .into_iter()
        .map(|(_, chosen)| {
            // Any instance left out overlaps a chosen one: otherwise adding it would
            // make a better combination.
            let rivals = insts
                .iter()
                .filter(|i| !chosen.iter().any(|c| c.pid == i.pid))
                .filter_map(|i| chosen.iter().find(|c| !c.groups.is_disjoint(i.groups)).map(|c| (i.pid, c.pid)))
                .collect();
            Combination { chosen, rivals }
        })
        .collect()
}
