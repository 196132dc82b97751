//! Orthogonal neighbours on the 9x9 board: what a jigsaw's regions and a killer's cages must
//! be (connected pieces). A leaf both `geometry` and `killer` read, so neither reads the other.

/// The orthogonal neighbours of a cell of the 9x9 board.
pub fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (cell / 9, cell % 9);
    [
        (row > 0).then(|| cell - 9),
        (row < 8).then(|| cell + 9),
        (col > 0).then(|| cell - 1),
        (col < 8).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// The cells of `within` joined to `start` through orthogonal neighbours in `within`, nearest
/// first (`start` itself first).
pub fn reach(start: usize, within: &[usize]) -> Vec<usize> {
    let mut reached = vec![start];
    let mut i = 0;
    while i < reached.len() {
        let c = reached[i];
        i += 1;
        for n in neighbours(c) {
            if within.contains(&n) && !reached.contains(&n) {
                reached.push(n);
            }
        }
    }
    reached
}

/// Whether `cells` form one orthogonally connected group (jigsaw regions and cages alike).
pub fn is_connected(cells: &[usize]) -> bool {
    cells
        .first()
        .is_some_and(|&start| reach(start, cells).len() == cells.len())
}
