//! Square boards of any size (Mini 6x6, Giant 16x16) by their rules alone, for checking what
//! the engine says with nothing of the engine: their houses, whether a board obeys the rules,
//! and a search counting solutions.

/// The values of a line of `size * size` cells: 0 for an empty cell ('.' or '0'), 1-9, then
/// A-G (either case) for 10-16; past the board's digits it panics, naming the line.
pub fn cells(line: &str, size: usize) -> Vec<u8> {
    assert_eq!(line.chars().count(), size * size, "{} cells: {line:?}", size * size);
    line.chars()
        .map(|c| {
            let value = match c.to_ascii_uppercase() {
                '.' | '0' => 0,
                d @ '1'..='9' => d as u8 - b'0',
                l @ 'A'..='G' => l as u8 - b'A' + 10,
                _ => panic!("not a cell: {c:?} in {line:?}"),
            };
            assert!(
                usize::from(value) <= size,
                "{c:?} is past the board's digits in {line:?}"
            );
            value
        })
        .collect()
}

/// The houses of a `size` x `size` board whose boxes are `rows` x `cols` cells: its rows, its
/// columns and its boxes.
pub fn houses(size: usize, (rows, cols): (usize, usize)) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for i in 0..size {
        out.push((0..size).map(|c| i * size + c).collect());
        out.push((0..size).map(|r| r * size + i).collect());
        let per_band = size / cols;
        let (top, left) = (i / per_band * rows, i % per_band * cols);
        out.push((0..size).map(|k| (top + k / cols) * size + left + k % cols).collect());
    }
    out
}

/// Whether a finished board holds 1 to `size` once in every house.
pub fn obeys_the_rules(board: &[u8], houses: &[Vec<usize>], size: usize) -> bool {
    let all: Vec<u8> = (1..=size as u8).collect();
    houses.iter().all(|h| {
        let mut seen: Vec<u8> = h.iter().map(|&c| board[c]).collect();
        seen.sort_unstable();
        seen == all
    })
}

/// Solutions of a board counted up to `limit`: backtracking on the empty cell with the fewest
/// digits left (the first empty cell would take far too long on 16x16).
pub fn count(board: &mut [u8], houses: &[Vec<usize>], size: usize, limit: usize) -> usize {
    let mut best: Option<(usize, Vec<u8>)> = None;
    for cell in (0..board.len()).filter(|&c| board[c] == 0) {
        let used: Vec<u8> = houses
            .iter()
            .filter(|h| h.contains(&cell))
            .flat_map(|h| h.iter().map(|&c| board[c]))
            .collect();
        let left: Vec<u8> = (1..=size as u8).filter(|d| !used.contains(d)).collect();
        if best.as_ref().is_none_or(|(_, b)| left.len() < b.len()) {
            best = Some((cell, left));
        }
    }
    let Some((cell, left)) = best else {
        return 1;
    };
    let mut found = 0;
    for digit in left {
        board[cell] = digit;
        found += count(board, houses, size, limit - found);
        board[cell] = 0;
        if found >= limit {
            break;
        }
    }
    found
}
