//! The table's speed, as the README's figures print it: hands per second of
//! four `efficiency` seats on one and on two threads (the arena's own runner),
//! and the seconds per hand of one `advice` seat against three `efficiency`
//! seats (median and p95), its own decisions timed apart.
//!
//! `cargo run --release --example table_speed [HANDS] [ADVICE_HANDS]`

use fourseas::arena::{run, Lineup, Settings};
use fourseas::table::seats::{Advice, Efficiency, Strategy, StrategyName};
use fourseas::table::{Setup, Table};
use fourseas::{Edition, Level, Seat};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("a number"));
    let hands = args.next().unwrap_or(4000);
    let advice_hands = args.next().unwrap_or(40);
    let settings = Settings {
        edition: Edition::Standard,
        level: Level::IV,
        concealed_discard: true,
        lineup: Lineup::Seats([StrategyName::Efficiency; 4]),
    };
    for jobs in [1, 2] {
        let t = Instant::now();
        run(&settings, 0, hands, jobs, |_, _, _| {}).expect("the arena runs");
        let s = t.elapsed().as_secs_f64();
        println!("efficiency ×4, {jobs} job(s): {hands} hands in {s:.2} s, {:.0} hands/s", hands as f64 / s);
    }
    // One advice seat (rotating through the seats) and three efficiency seats.
    let (mut per_hand, mut decisions) = (Vec::new(), Vec::new());
    for k in 0..advice_hands {
        let me = Seat::ALL[(k % 4) as usize];
        let mut t = Table::deal(Setup::new(1_000_000 + k / 4, Edition::Standard));
        let mut advice = Advice::default();
        let mut spent = 0.0;
        while let Some(seat) = t.to_act() {
            let legal = t.legal().to_vec();
            let a = if seat == me {
                let c = Instant::now();
                let a = advice.act(&t.view(seat), &legal);
                let dt = c.elapsed().as_secs_f64();
                decisions.push(dt);
                spent += dt;
                a
            } else {
                Efficiency.act(&t.view(seat), &legal)
            };
            t.apply(seat, a).expect("a legal action");
        }
        per_hand.push(spent);
    }
    let q = |v: &mut Vec<f64>, p: f64| {
        v.sort_by(f64::total_cmp);
        v[((v.len() - 1) as f64 * p).round() as usize]
    };
    println!(
        "advice ×1 + efficiency ×3: {} hands; the advice seat's seconds per hand: median {:.3}, p95 {:.3}; per decision: median {:.4}, p95 {:.4}, {} decisions",
        per_hand.len(),
        q(&mut per_hand, 0.5),
        q(&mut per_hand, 0.95),
        q(&mut decisions, 0.5),
        q(&mut decisions, 0.95),
        decisions.len()
    );
}
