//! "Next for you" (issue 40, Learn): from the player's [`Standings`], the frontier (the
//! techniques they already use, and the next one up in the technique table's order), and a
//! shipped level of their board whose hardest step is at that frontier, with the reason.
//!
//! The shipped level files store each level's hardest technique (the grader's, checked by the
//! levels test), so choosing reads the embedded files and grades nothing: well under a
//! millisecond per band on this machine.
//!
//! When no shipped level of the board has the next technique up as its hardest step (a naked
//! triple on classic boards, say), [`choose_or_make`] deals a puzzle of the practice pool
//! whose hardest step it is, else generates one within a budget, before falling back to a
//! technique the player already uses; the reason says which ([`Why::NextMade`]).

use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::engine::learn::Pool;
use crate::engine::logic::budget::{Budget, Cancel};
use crate::engine::{Difficulty, Grid, Technique, Variant};
use crate::levels::shipped_unchecked;

use super::standings::{Level, Standings};

/// Moves of a technique found in games that count it as one the player uses, short of mastery.
pub const FOUND_OFTEN: u32 = 3;

/// Where the player stands on one board: what they use, and what is next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frontier {
    /// Techniques asked on the board that the player has mastered or found often, in table order.
    pub known: Vec<Technique>,
    /// The first technique asked on the board, in table order, that the player does not use yet
    /// (None: they use them all).
    pub next: Option<Technique>,
}

/// Whether the player uses a technique: mastered, or found in games [`FOUND_OFTEN`] times.
pub fn uses(standings: &Standings, technique: Technique) -> bool {
    let s = standings.get(technique);
    s.level() == Level::Mastered || s.found >= FOUND_OFTEN
}

/// The player's frontier on boards of `variant`.
pub fn frontier(standings: &Standings, variant: Variant) -> Frontier {
    let asked: Vec<Technique> = Technique::all()
        .filter(|t| t.row().variants.contains(&variant))
        .collect();
    let known: Vec<Technique> = asked.iter().copied().filter(|&t| uses(standings, t)).collect();
    let next = asked.iter().copied().find(|&t| !uses(standings, t));
    Frontier { known, next }
}

/// Why a puzzle was chosen, for the window to put in words (`nextup-why-*` keys).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// A new player (nothing used yet): the first band.
    FirstBand,
    /// Its hardest step is the next technique up; the player found it `found` times so far.
    Next { technique: Technique, found: u32 },
    /// Its hardest step is one the player already uses (no level of the board needs the next
    /// one up, or they use everything): practice at their level; found `found` times.
    Known { technique: Technique, found: u32 },
    /// No shipped level needs the next technique up, so this puzzle, whose hardest step it is,
    /// comes from the practice pool or (`generated`) was generated for the player.
    NextMade {
        technique: Technique,
        found: u32,
        generated: bool,
    },
}

/// Where a chosen puzzle comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dealt {
    /// A shipped level (its id is the level's).
    Level,
    /// A puzzle of the practice pool (its id is where the pool took it from).
    Pool,
    /// Generated with this seed (the same seed, board and band give it again).
    Generated { seed: u64 },
}

/// How long [`choose_or_make`] may grade pool puzzles and generate, at most.
pub const MAKE_BUDGET: Duration = Duration::from_secs(8);

/// The puzzle chosen.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The level's id (`classic-hard-012`).
    pub id: String,
    /// Its band.
    pub difficulty: Difficulty,
    /// The puzzle.
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// Its hardest step (the grader's).
    pub hardest: Technique,
    /// Why it was chosen.
    pub why: Why,
    /// Where it comes from.
    pub dealt: Dealt,
}

/// A shipped level with its band: `(band, (id, puzzle, solution, hardest))`.
type Shipped = (Difficulty, (String, Grid, Grid, Technique));

/// Chooses a shipped level of `variant` at the player's frontier, drawn with `seed`, leaving
/// out the ids in `played` when others fit. Prefers a level whose hardest step is the next
/// technique up; else the hardest technique the player uses that a level has as its hardest
/// step. None only when the board has no shipped levels.
pub fn choose(standings: &Standings, variant: Variant, played: &[String], seed: u64) -> Option<Choice> {
    let f = frontier(standings, variant);
    let levels: Vec<Shipped> = Difficulty::ALL
        .into_iter()
        .flat_map(|d| shipped_unchecked(variant, d).into_iter().map(move |l| (d, l)))
        .collect();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pick = |hardest: &dyn Fn(Technique) -> bool| {
        let fits: Vec<&Shipped> = levels.iter().filter(|(_, l)| hardest(l.3)).collect();
        let fresh: Vec<_> = fits.iter().copied().filter(|(_, l)| !played.contains(&l.0)).collect();
        let from = if fresh.is_empty() { fits } else { fresh };
        if from.is_empty() {
            return None;
        }
        let (d, (id, puzzle, solution, t)) = from[rng.random_range(0..from.len())].clone();
        Some((d, id, puzzle, solution, t))
    };
    let found = |t: Technique| standings.get(t).found;
    let made = |(difficulty, id, puzzle, solution, hardest): (Difficulty, String, Grid, Grid, Technique), why| Choice {
        id,
        difficulty,
        puzzle,
        solution,
        hardest,
        why,
        dealt: Dealt::Level,
    };
    if f.known.is_empty() {
        // A new player: the first band, whatever its hardest step.
        let first = pick(&|t: Technique| t.level() == crate::engine::logic::Level::Easy).or_else(|| pick(&|_| true))?;
        return Some(made(first, Why::FirstBand));
    }
    if let Some(next) = f.next {
        if let Some(c) = pick(&|t| t == next) {
            return Some(made(
                c,
                Why::Next {
                    technique: next,
                    found: found(next),
                },
            ));
        }
    }
    // No level needs the next one up: the hardest technique used that some level needs, below
    // the next one up (so nothing past the frontier is dealt).
    let limit = f.next.map_or(usize::MAX, Technique::rank);
    for &t in f.known.iter().rev().filter(|t| t.rank() < limit) {
        if let Some(c) = pick(&|h| h == t) {
            return Some(made(
                c,
                Why::Known {
                    technique: t,
                    found: found(t),
                },
            ));
        }
    }
    // Nothing at the frontier has a level: the easiest level there is.
    let easiest = levels.iter().map(|(_, l)| l.3.rank()).min()?;
    let c = pick(&|h| h.rank() == easiest)?;
    let t = c.4;
    Some(made(
        c,
        Why::Known {
            technique: t,
            found: found(t),
        },
    ))
}

/// As [`choose`], but when no shipped level of the board has the next technique up as its
/// hardest step, first a practice-pool puzzle whose hardest step it is, then one generated
/// for its band within `budget` (grading and generating stop there, and as soon as `cancel`
/// is set: the window sets it when the question is replaced or its screen left). Slow (up to
/// `budget`): run it off the UI thread.
pub fn choose_or_make(
    standings: &Standings,
    variant: Variant,
    played: &[String],
    seed: u64,
    budget: Duration,
    cancel: &Cancel,
) -> Option<Choice> {
    let f = frontier(standings, variant);
    let next = f.next.filter(|_| !f.known.is_empty());
    if let Some(next) = next {
        let shipped = Difficulty::ALL
            .into_iter()
            .any(|d| shipped_unchecked(variant, d).iter().any(|l| l.3 == next));
        if !shipped {
            let found = standings.get(next).found;
            let made = Budget::time(budget)
                .cancelled_by(cancel)
                .run(|| made_for(next, variant, played, seed))
                .value;
            if let Some((id, puzzle, solution, dealt)) = made {
                return Some(Choice {
                    id,
                    difficulty: band_of(next),
                    puzzle,
                    solution,
                    hardest: next,
                    why: Why::NextMade {
                        technique: next,
                        found,
                        generated: matches!(dealt, Dealt::Generated { .. }),
                    },
                    dealt,
                });
            }
        }
    }
    choose(standings, variant, played, seed)
}

/// The band a puzzle whose hardest step is `technique` belongs to.
fn band_of(technique: Technique) -> Difficulty {
    use crate::engine::logic::Level as L;
    match technique.level() {
        L::Easy => Difficulty::Easy,
        L::Medium => Difficulty::Medium,
        L::Hard => Difficulty::Hard,
        L::Expert => Difficulty::Expert,
    }
}

/// A puzzle of `variant` whose hardest step is `technique`: from the practice pool (not one in
/// `played`), else generated for its band with seeds drawn from `seed`, until the budget
/// running on this thread is out.
fn made_for(
    technique: Technique,
    variant: Variant,
    played: &[String],
    seed: u64,
) -> Option<(String, Grid, Grid, Dealt)> {
    use crate::engine::logic::budget::exhausted;
    let pool = Pool::shipped();
    for p in pool.positions(technique) {
        if exhausted() {
            return None;
        }
        if p.puzzle.shape().variant() != variant || played.contains(&p.source) {
            continue;
        }
        let grade = crate::engine::grade(&p.puzzle);
        if !exhausted() && grade.solved && grade.hardest == Some(technique) {
            return Some((p.source, p.puzzle, p.solution, Dealt::Pool));
        }
    }
    let mut rng = StdRng::seed_from_u64(seed);
    while !exhausted() {
        // Below a million, as the game's own seeds: short enough to note down.
        let seed = rng.random_range(0..1_000_000);
        let Some(p) = crate::engine::generator::generate_variant_within(variant, band_of(technique), seed) else {
            break;
        };
        if !exhausted() && p.grade.hardest == Some(technique) {
            return Some((String::new(), p.puzzle, p.solution, Dealt::Generated { seed }));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::standings::Standing;

    /// A player who found each of `used` often (and nothing else).
    fn player(used: &[Technique]) -> Standings {
        let mut s = Standings::default();
        for &t in used {
            s.0.insert(
                t,
                Standing {
                    found: 7,
                    first_found: Some("2026-11-01".into()),
                    ..Standing::default()
                },
            );
        }
        s
    }

    const PAIRS: [Technique; 5] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
    ];

    #[test]
    fn frontier_is_the_first_technique_not_used() {
        let f = frontier(&player(&PAIRS), Variant::Classic);
        assert_eq!(f.known, PAIRS.to_vec());
        // The table's order (not the enum's), among the techniques asked on the board: every
        // row before the next one up is one the player uses.
        let next = f.next.expect("classic asks more than pairs");
        assert!(!PAIRS.contains(&next) && next.row().variants.contains(&Variant::Classic));
        for t in Technique::all().take_while(|&t| t != next) {
            assert!(
                PAIRS.contains(&t) || !t.row().variants.contains(&Variant::Classic),
                "{t:?} skipped"
            );
        }
        // Found once or twice is not yet "used"; mastered is.
        let mut s = player(&[Technique::NakedSingle]);
        s.0.insert(
            Technique::HiddenSingle,
            Standing {
                found: 2,
                ..Standing::default()
            },
        );
        assert_eq!(frontier(&s, Variant::Classic).next, Some(Technique::HiddenSingle));
        s.0.insert(
            Technique::HiddenSingle,
            Standing {
                mastered: Some("2026-11-02".into()),
                ..Standing::default()
            },
        );
        assert_eq!(frontier(&s, Variant::Classic).next, Some(Technique::LockedCandidates));
    }

    #[test]
    fn a_new_player_gets_the_first_band() {
        for seed in 0..5 {
            let c = choose(&Standings::default(), Variant::Classic, &[], seed).expect("classic levels ship");
            assert_eq!(c.why, Why::FirstBand);
            assert_eq!(c.hardest.level(), crate::engine::logic::Level::Easy, "{}", c.id);
        }
    }

    #[test]
    fn singles_and_pairs_get_at_most_one_row_past_pairs() {
        // One row past: the hardest step is one they use or the next one up on the board.
        for variant in [Variant::Classic, Variant::Cube, Variant::Killer] {
            let next = frontier(&player(&PAIRS), variant)
                .next
                .expect("every board asks more than pairs");
            for seed in 0..10 {
                let c = choose(&player(&PAIRS), variant, &[], seed).expect("levels ship");
                let fits = PAIRS.contains(&c.hardest) || c.hardest == next;
                assert!(fits, "{variant}: {} needs {:?}, next up {next:?}", c.id, c.hardest);
            }
        }
    }

    #[test]
    fn the_stated_technique_is_the_levels_hardest_step() {
        let everything: Vec<Technique> = Technique::all().take(12).collect();
        // Twelve rows in: the next one up, or the hardest used that a level needs.
        for seed in 0..10 {
            let c = choose(&player(&everything), Variant::Classic, &[], seed).expect("classic levels ship");
            match c.why {
                Why::Next { technique, .. } | Why::Known { technique, .. } | Why::NextMade { technique, .. } => {
                    assert_eq!(technique, c.hardest)
                }
                Why::FirstBand => panic!("a player of twelve techniques is not new"),
            }
            let graded = crate::engine::grade(&c.puzzle);
            assert_eq!(graded.hardest, Some(c.hardest), "{}", c.id);
        }
    }

    #[test]
    fn levels_played_are_left_out_when_others_fit() {
        let s = player(&[Technique::NakedSingle]);
        let first = choose(&s, Variant::Classic, &[], 1).expect("classic levels ship");
        for seed in 0..10 {
            let c = choose(&s, Variant::Classic, std::slice::from_ref(&first.id), seed).expect("classic levels ship");
            assert_ne!(c.id, first.id);
        }
    }

    /// What a simulated player of singles, pairs and the X-Wing has used.
    const SINGLES_PAIRS_AND_X_WING: [Technique; 6] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
    ];

    /// A simulated player of singles, pairs and the X-Wing: on classic boards the next one up
    /// is the naked triple, which no shipped level has as its hardest step. `choose` falls back
    /// to a known technique; `choose_or_make` deals a puzzle whose hardest step is the naked
    /// triple and says it was made for them (pool or generated).
    #[test]
    fn a_next_technique_no_level_needs_is_dealt_from_the_pool_or_generated() {
        let s = player(&SINGLES_PAIRS_AND_X_WING);
        let next = frontier(&s, Variant::Classic).next;
        assert_eq!(next, Some(Technique::NakedTriple));
        let plain = choose(&s, Variant::Classic, &[], 1).expect("classic levels ship");
        assert!(matches!(plain.why, Why::Known { .. }), "{:?}", plain.why);
        let mut generated = 0;
        for seed in 0..3 {
            let c = choose_or_make(&s, Variant::Classic, &[], seed, Duration::from_secs(60), &Cancel::new())
                .expect("a puzzle");
            let Why::NextMade { technique, .. } = c.why else {
                panic!("{:?}", c.why);
            };
            assert_eq!(technique, Technique::NakedTriple);
            let graded = crate::engine::grade(&c.puzzle);
            assert_eq!(graded.hardest, Some(Technique::NakedTriple));
            assert_eq!(crate::engine::solve_unique(&c.puzzle).ok(), Some(c.solution.clone()));
            if let Dealt::Generated { seed } = c.dealt {
                generated += 1;
                // The seed shown with the game gives the same puzzle again.
                let again = crate::engine::generator::generate_variant_within(Variant::Classic, c.difficulty, seed)
                    .expect("a puzzle");
                assert_eq!(again.puzzle, c.puzzle);
            }
        }
        // A player who already played every pool puzzle of it gets a generated one.
        let pool_ids: Vec<String> = Pool::shipped()
            .positions(Technique::NakedTriple)
            .into_iter()
            .map(|p| p.source)
            .collect();
        let c = choose_or_make(
            &s,
            Variant::Classic,
            &pool_ids,
            4,
            Duration::from_secs(60),
            &Cancel::new(),
        )
        .expect("a puzzle");
        assert!(matches!(c.dealt, Dealt::Generated { .. }), "{:?}", c.dealt);
        println!("naked triple: {generated} of 3 generated, the rest from the pool");
    }

    /// A replaced question stops: with its flag set from another thread 50 ms in, the search
    /// for a naked-triple puzzle (which takes seconds when the pool is played out) gives up
    /// well within its 60 s budget and falls back to a shipped level of a known technique.
    #[test]
    fn a_cancelled_question_stops_making_a_puzzle() {
        let s = player(&SINGLES_PAIRS_AND_X_WING);
        let pool_ids: Vec<String> = Pool::shipped()
            .positions(Technique::NakedTriple)
            .into_iter()
            .map(|p| p.source)
            .collect();
        let cancel = Cancel::new();
        let setter = cancel.clone();
        let started = std::time::Instant::now();
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            setter.cancel();
        });
        let c = choose_or_make(&s, Variant::Classic, &pool_ids, 4, Duration::from_secs(60), &cancel)
            .expect("classic levels ship");
        let took = started.elapsed();
        stopper.join().expect("the stopper ran");
        assert!(matches!(c.why, Why::Known { .. }), "{:?}", c.why);
        assert!(!matches!(c.dealt, Dealt::Generated { .. }), "{:?}", c.dealt);
        assert!(
            took < Duration::from_secs(3),
            "took {took:?} after the flag was set at 50 ms"
        );
    }
}
