//! Hints on a board in play: first any entry that contradicts the solution, otherwise the
//! easiest logical step that leads to a placement, explained in a sentence.

use super::grade::{LogicalSolver, Step, Technique};
use super::grid::Grid;
use super::solver::solve_unique;
use super::types::Digit;

/// What the hint engine suggests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// An entry contradicts the solution: fix it first.
    Mistake {
        /// The wrong cell.
        cell: usize,
        /// What the player entered.
        entered: Digit,
        /// What the solution holds there.
        correct: Digit,
        /// What to tell the player.
        message: String,
    },
    /// A logical step that places `digit` in `cell`.
    Place {
        /// The cell to fill.
        cell: usize,
        /// The digit.
        digit: Digit,
        /// The hardest technique on the way (eliminations may come before the placement).
        technique: Technique,
        /// The steps, eliminations first, the placing step last.
        steps: Vec<Step>,
        /// What to tell the player.
        message: String,
    },
    /// The techniques found nothing: the cell's value from the solution.
    Reveal {
        /// The cell.
        cell: usize,
        /// Its digit in the solution.
        digit: Digit,
        /// What to tell the player.
        message: String,
    },
    /// Nothing left to do.
    Solved,
    /// The puzzle itself has no unique solution, so no hint can be trusted.
    Unsolvable {
        /// Why.
        message: String,
    },
}

impl Hint {
    /// The sentence for the player.
    pub fn message(&self) -> String {
        match self {
            Hint::Mistake { message, .. } | Hint::Place { message, .. } | Hint::Reveal { message, .. } => message.clone(),
            Hint::Solved => "The puzzle is solved.".to_string(),
            Hint::Unsolvable { message } => message.clone(),
        }
    }

    /// The cell and digit the hint fills in, if any.
    pub fn placement(&self) -> Option<(usize, Digit)> {
        match *self {
            Hint::Place { cell, digit, .. } | Hint::Reveal { cell, digit, .. } => Some((cell, digit)),
            _ => None,
        }
    }
}

/// The next hint for `current`, a board in play of the puzzle `puzzle` (whose givens it keeps).
pub fn hint(puzzle: &Grid, current: &Grid) -> Hint {
    let solution = match solve_unique(puzzle) {
        Ok(s) => s,
        Err(e) => return Hint::Unsolvable { message: format!("No hint: {e}.") },
    };
    hint_with_solution(&solution, current)
}

/// As [`hint`], when the solution is already known.
pub fn hint_with_solution(solution: &Grid, current: &Grid) -> Hint {
    let geometry = current.geometry();
    for cell in 0..current.len() {
        if let (Some(entered), Some(correct)) = (current.get(cell), solution.get(cell)) {
            if entered != correct {
                return Hint::Mistake {
                    cell,
                    entered,
                    correct,
                    message: format!("{} should not be {entered}: it contradicts the solution.", geometry.cell_name(cell)),
                };
            }
        }
    }
    if current.is_complete() {
        return Hint::Solved;
    }
    let mut solver = LogicalSolver::new(current);
    let mut steps: Vec<Step> = Vec::new();
    while let Some(step) = solver.next_step() {
        if let Some(&(cell, digit)) = step.placements.first() {
            let technique = steps.iter().map(|s| s.technique).max().unwrap_or(step.technique).max(step.technique);
            let mut message = String::new();
            for s in &steps {
                message.push_str(&s.explanation);
                message.push(' ');
            }
            message.push_str(&step.explanation);
            steps.push(step);
            return Hint::Place { cell, digit, technique, steps, message };
        }
        solver.apply(&step);
        steps.push(step);
    }
    // Stuck: reveal the empty cell with the fewest candidates, from the solution.
    let candidates = solver.candidates();
    let cell = (0..current.len())
        .filter(|&c| current.get(c).is_none())
        .min_by_key(|&c| candidates[c].len())
        .unwrap_or(0);
    let digit = solution.get(cell).unwrap_or(Digit::ONE);
    Hint::Reveal {
        cell,
        digit,
        message: format!("No step with the techniques I know; from the solution, {} is {digit}.", geometry.cell_name(cell)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn hint_places_a_correct_digit() {
        let puzzle = Grid::from_line(EXAMPLE).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let h = hint(&puzzle, &puzzle);
        let (cell, digit) = h.placement().unwrap();
        assert_eq!(solution.get(cell), Some(digit));
        assert!(!h.message().is_empty());
    }

    #[test]
    fn hint_names_a_mistake_first() {
        let puzzle = Grid::from_line(EXAMPLE).unwrap();
        let solution = solve_unique(&puzzle).unwrap();
        let mut current = puzzle.clone();
        let cell = 2; // r1c3, empty in the puzzle
        let wrong = Digit::all().find(|&d| Some(d) != solution.get(cell)).unwrap();
        current.set(cell, Some(wrong));
        match hint(&puzzle, &current) {
            Hint::Mistake { cell: c, message, .. } => {
                assert_eq!(c, 2);
                assert!(message.contains("r1c3"));
            }
            other => panic!("expected a mistake, got {other:?}"),
        }
    }
}
