//! Where an advice seat's time goes: its turns and its claims, timed apart.
use fourseas::table::seats::{Advice, Efficiency, Strategy};
use fourseas::table::{Action, Setup, Table};
use fourseas::{Edition, Seat};
use std::time::Instant;

fn main() {
    let (mut turn, mut claim, mut n_turn, mut n_claim) = (0.0, 0.0, 0, 0);
    let mut worst: f64 = 0.0;
    for seed in 0..40u64 {
        let mut t = Table::deal(Setup::new(seed, Edition::Standard));
        let mut adv = Advice::default();
        while let Some(seat) = t.to_act() {
            let legal: Vec<Action> = t.legal().to_vec();
            let a = if seat == Seat::East {
                let c = Instant::now();
                let a = adv.act(&t.view(seat), &legal);
                let dt = c.elapsed().as_secs_f64();
                worst = worst.max(dt);
                if t.view(seat).offered().is_some() {
                    claim += dt;
                    n_claim += 1
                } else {
                    turn += dt;
                    n_turn += 1
                }
                a
            } else {
                Efficiency.act(&t.view(seat), &legal)
            };
            t.apply(seat, a).unwrap();
        }
    }
    println!("turns {n_turn} {turn:.2}s, claims {n_claim} {claim:.2}s, worst {worst:.3}s");
}
