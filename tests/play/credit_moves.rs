//! Credit for moves that change several cells (issue 40, "A removal is explained by a step
//! that removes those candidates"): a note taken out of several selected cells at once is one
//! move, credited to the technique whose step removes those candidates (a pointing pair, an
//! X-Wing); a wrong one is unexplained; the same eliminations taken out one cell at a time
//! grow one series, which counts its technique once.

use std::time::Instant;

use sudoku3d::engine::learn::{Credit, PlayerMove, Pool, Position};
use sudoku3d::engine::{Digit, Technique};
use sudoku3d::play::{removed_notes, CountedSeries, GameState, Outcome, OwnMoves};

/// A shipped position of `technique` whose first step removes one digit from two cells or
/// more, as a game with the position's candidates as notes; the cells and the digit.
fn game_at(technique: Technique) -> (Position, GameState, Vec<usize>, Digit) {
    for p in Pool::shipped().positions(technique) {
        let removes = &p.steps[0].eliminations;
        let digit = removes[0].1;
        if removes.len() >= 2 && removes.iter().all(|&(_, d)| d == digit) {
            let game = GameState::with_marks(p.board.clone(), p.solution.clone(), p.candidates.clone())
                .expect("a game of the position");
            let cells = removes.iter().map(|&(c, _)| c).collect();
            return (p, game, cells, digit);
        }
    }
    panic!("no {} position removing one digit from two cells", technique.name());
}

#[test]
fn a_note_taken_out_of_several_cells_at_once_is_credited_to_its_technique() {
    for technique in [Technique::LockedCandidates, Technique::XWing] {
        let (_, mut game, cells, digit) = game_at(technique);
        let mut own = OwnMoves::default();
        let mv = removed_notes(&game, &cells, digit).expect("every cell has the note");
        assert_eq!(mv, PlayerMove::Remove(cells.iter().map(|&c| (c, digit)).collect()));
        let job = own.job(&game, mv, false).expect("no hint open");
        // The move itself, as the game makes it from the selection.
        assert_eq!(
            game.toggle_note_all(&cells, digit, Instant::now()),
            Ok(Outcome::Changed)
        );
        assert!(cells.iter().all(|&c| !game.notes(c).contains(digit)));
        assert_eq!(job.run(), Credit::Found(technique), "{}", technique.name());
    }
}

#[test]
fn a_wrong_multi_cell_removal_is_unexplained_and_adding_notes_is_no_move() {
    let (p, game, cells, _) = game_at(Technique::XWing);
    // The solution digit of an empty cell, taken out there and in another cell with it.
    let cell = cells[0];
    let truth = p.solution.get(cell).expect("solved");
    let other = (0..81)
        .find(|&c| c != cell && game.grid().get(c).is_none() && game.notes(c).contains(truth))
        .expect("another cell with the note");
    let mut own = OwnMoves::default();
    let mv = removed_notes(&game, &[cell, other], truth).expect("both have the note");
    let job = own.job(&game, mv, false).expect("a job");
    assert!(matches!(job.run(), Credit::Unexplained(_)), "{:?}", job.run());
    // A selection where one cell lacks the note: the tool writes it in, no removal.
    let lacking = (0..81)
        .find(|&c| game.grid().get(c).is_none() && !game.notes(c).contains(truth))
        .expect("a cell without the note");
    assert_eq!(removed_notes(&game, &[cell, lacking], truth), None);
    // With a hint open, the move is the hint's: no job.
    let mv = removed_notes(&game, &[cell, other], truth).expect("both have the note");
    assert!(own.job(&game, mv, true).is_none());
}

#[test]
fn the_same_eliminations_one_cell_at_a_time_count_the_technique_once() {
    let (_, mut game, cells, digit) = game_at(Technique::XWing);
    let mut own = OwnMoves::default();
    let mut counted = CountedSeries::default();
    let mut found = Vec::new();
    let mut series = Vec::new();
    for &cell in &cells {
        let job = own
            .job(&game, PlayerMove::Remove(vec![(cell, digit)]), false)
            .expect("a job");
        series.push(job.series);
        assert_eq!(game.toggle_note(cell, digit, Instant::now()), Ok(Outcome::Changed));
        let credited = job.run_in_series();
        assert!(matches!(credited.credit, Credit::Found(_)), "{:?}", credited.credit);
        found.extend(counted.count(credited));
    }
    // One series, whose last job asks for all its removals.
    assert!(series.windows(2).all(|w| w[0] == w[1]));
    assert_eq!(found, vec![Credit::Found(Technique::XWing)]);
    // A placement ends the series: the next removal starts another.
    let (cell, d) = (0..81)
        .filter(|&c| game.grid().get(c).is_none())
        .map(|c| (c, game.solution().get(c).expect("solved")))
        .next()
        .expect("an empty cell");
    let place = own.job(&game, PlayerMove::Place(cell, d), false).expect("a job");
    assert_ne!(place.series, series[0]);
}
