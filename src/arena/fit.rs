//! Fitting the table model: logistic regression by Newton's method on the
//! arena's samples, and the mean payments. `scripts/fit-others.sh` runs it for
//! every edition and level and writes the shipped `others.json`.

use super::hands::Recorded;
use super::samples::{collect, collect_recorded, Samples};
use super::{Lineup, Settings};
use crate::analysis::{Fitted, AHEAD, DANGER, THREAT};
use crate::error::Result;
use crate::level::Level;
use crate::rulebook::Edition;
use crate::table::seats::StrategyName;

/// The ridge on every coefficient but the intercept: enough to keep a feature
/// that never varies (no Concealed Discard outside Standard) at zero.
const RIDGE: f64 = 1e-3;

/// The coefficients maximising the logistic likelihood of `samples`, less
/// `RIDGE`/2 times the squared coefficients beyond the intercept; Newton's
/// method from zero until no coefficient moves by 1e-9.
// Index loops read as the matrix algebra they are.
#[allow(clippy::needless_range_loop)]
pub fn logistic_fit<const N: usize>(samples: &[([f64; N], bool)]) -> [f64; N] {
    let mut beta = [0.0; N];
    for _ in 0..50 {
        let mut grad = [0.0; N];
        let mut hess = [[0.0; N]; N];
        for (x, y) in samples {
            let p = crate::analysis::logistic(&beta, x);
            let (r, w) = (if *y { 1.0 } else { 0.0 } - p, p * (1.0 - p));
            for i in 0..N {
                grad[i] += r * x[i];
                for j in 0..=i {
                    hess[i][j] += w * x[i] * x[j];
                }
            }
        }
        for i in 0..N {
            for j in 0..i {
                hess[j][i] = hess[i][j];
            }
            if i > 0 {
                grad[i] -= RIDGE * beta[i];
                hess[i][i] += RIDGE;
            }
        }
        let step = solve(hess, grad);
        let mut moved = 0.0f64;
        for i in 0..N {
            beta[i] += step[i];
            moved = moved.max(step[i].abs());
        }
        if moved < 1e-9 {
            break;
        }
    }
    beta
}

/// Solves `a · x = b` for a symmetric positive definite `a` (Gaussian
/// elimination with partial pivoting).
#[allow(clippy::needless_range_loop)]
fn solve<const N: usize>(mut a: [[f64; N]; N], mut b: [f64; N]) -> [f64; N] {
    for c in 0..N {
        let p = (c..N).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap_or(c);
        a.swap(c, p);
        b.swap(c, p);
        if a[c][c].abs() < 1e-300 {
            continue;
        }
        for r in c + 1..N {
            let f = a[r][c] / a[c][c];
            for k in c..N {
                a[r][k] -= f * a[c][k];
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = [0.0; N];
    for c in (0..N).rev() {
        let s: f64 = (c + 1..N).map(|k| a[c][k] * x[k]).sum();
        x[c] = if a[c][c].abs() < 1e-300 { 0.0 } else { (b[c] - s) / a[c][c] };
    }
    x
}

/// The lineup the model is fitted on: four `efficiency` seats.
pub fn settings(edition: Edition, level: Level) -> Settings {
    Settings { edition, level, concealed_discard: true, lineup: Lineup::Seats([StrategyName::Efficiency; 4]) }
}

/// Fits one edition and level on the walls `first .. first + walls` of four
/// `efficiency` seats, played here.
pub fn fit(edition: Edition, level: Level, first: u64, walls: u64) -> Result<Fitted> {
    let settings = settings(edition, level);
    let s = collect(&settings, first, walls)?;
    Ok(fitted(&settings, first, walls, &s))
}

/// Fits the edition and level of recorded hands, replayed here (a lineup too
/// slow to play at every fit: `scripts/record-hands.sh`).
pub fn fit_recorded(recorded: &Recorded) -> Result<Fitted> {
    let s = collect_recorded(recorded)?;
    let first = recorded.hands.first().map_or(0, |h| h.0);
    Ok(fitted(&recorded.settings, first, recorded.hands.len() as u64, &s))
}

/// The model of `samples`, played with `settings` on `walls` walls from `first`.
pub fn fitted(settings: &Settings, first: u64, walls: u64, s: &Samples) -> Fitted {
    let mean = |(sum, n): (f64, u64)| if n == 0 { 0.0 } else { round6(sum / n as f64) };
    Fitted {
        edition: settings.edition,
        level: settings.level.name().to_string(),
        seats: crate::seat::Seat::ALL.iter().map(|&s| settings.seats(0)[s].as_str().to_string()).collect(),
        seed: first,
        walls,
        hazard: (0..AHEAD)
            .map(|r| {
                let at: Vec<([f64; THREAT], bool)> =
                    s.hazard.iter().filter(|h| h.0 == r).map(|&(_, x, y)| (x, y)).collect();
                logistic_fit::<THREAT>(&at).iter().map(|&c| round6(c)).collect()
            })
            .collect(),
        danger: logistic_fit::<DANGER>(&s.danger).iter().map(|&c| round6(c)).collect(),
        deal_in_payment: mean(s.deal_in),
        other_win_payment: mean(s.other_win),
        samples: [s.decisions.len() as u64, s.danger.len() as u64, s.hazard.len() as u64],
    }
}

/// Six decimals: the shipped file stays short and every platform reads the same numbers.
fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}
