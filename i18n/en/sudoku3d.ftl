# Sudoku 3D: the window's texts in English.
#
# Every message here must exist in every language (the `i18n` test checks). Arguments are
# written { $name }; numbers choose plural forms with [one] / *[other] (Russian has one, few,
# many and other; Chinese only other).

## Shared

app-name = Sudoku 3D
back = ‹ Back
close = Close
cancel = Cancel
menu = Menu
new-puzzle = New puzzle
best-time = best { $time }
window-title-game = Sudoku 3D — { $game }

## Difficulty bands and ratings

difficulty-easy = Easy
difficulty-medium = Medium
difficulty-hard = Hard
difficulty-expert = Expert
rating-beyond = Beyond
difficulty-easy-about = Singles only: a relaxed game.
difficulty-medium-about = Needs locked candidates, pairs or an X-Wing.
difficulty-hard-about = Needs triples, Swordfish, XY/XYZ-Wings, quads or unique rectangles.
difficulty-expert-about = Needs Skyscrapers, W-Wings, finned fish, colouring or chains.
difficulty-killer-easy-about = Cage combinations and singles: a relaxed game.
difficulty-killer-medium-about = Needs the rule of 45 (one cell sticking out), pairs or locked candidates.
difficulty-killer-hard-about = Needs innie and outie sums, cage-locked digits, cage splits, triples or wings.
difficulty-killer-expert-about = Needs chains or forcing chains.

## Themes

theme-system = System
theme-light = Light
theme-dark = Dark
theme-button = Theme: { $theme }

## Menu

menu-tagline = Classic 9×9, diagonal, jigsaw, killer, mini 6×6, giant 16×16 and samurai sudoku, and a cube of three linked faces
menu-continue = Continue
menu-play = Play
menu-cube = 3D Cube
menu-diagonal = Diagonal
menu-jigsaw = Jigsaw
menu-killer = Killer
menu-statistics = Statistics
menu-settings = Settings
menu-help = How to play
menu-quit = Quit
notice-dismiss = Dismiss

## What a saved game is called

game-your-puzzle = Your puzzle
game-puzzle = { $difficulty } puzzle
game-cube = { $difficulty } cube
game-diagonal = { $difficulty } diagonal
game-jigsaw = { $difficulty } jigsaw
game-killer = { $difficulty } killer
game-level = level { $number }
game-paused-suffix = { $game } (paused)
game-solved-suffix = { $game } (solved)

## Difficulty screen

difficulty-title = New game
difficulty-title-diagonal = New diagonal game
difficulty-title-jigsaw = New jigsaw game
difficulty-title-killer = New killer game
difficulty-choose = Choose a difficulty
difficulty-custom = Enter your own puzzle…

## Loading

loading-puzzle = Making { $band ->
    [easy] an easy
    [medium] a medium
    [hard] a hard
   *[expert] an expert
} puzzle…
loading-cube = Making { $band ->
    [easy] an easy
    [medium] a medium
    [hard] a hard
   *[expert] an expert
} cube…
loading-diagonal = Making { $band ->
    [easy] an easy
    [medium] a medium
    [hard] a hard
   *[expert] an expert
} diagonal puzzle…
loading-jigsaw = Making { $band ->
    [easy] an easy
    [medium] a medium
    [hard] a hard
   *[expert] an expert
} jigsaw and its regions…
loading-killer = Making { $band ->
    [easy] an easy
    [medium] a medium
    [hard] a hard
   *[expert] an expert
} killer and its cages…
loading-about = Every puzzle has exactly one solution and needs no guessing.

## The new-game question

confirm-title = Start a new game?
confirm-unfinished = You have an unfinished game: { $game }.
confirm-board-game = the game on the board
confirm-warning = Starting a new one leaves it for good (and ends your streak).
confirm-keep = Keep playing
confirm-start = Start new
confirm-keys = Enter: start new · Esc: keep playing
quit-unsaved-title = Your game could not be saved: quit anyway?
quit-unsaved-reason = { $error }.
quit-unsaved-warning = Quitting now loses what was not saved. While the window stays open, the game tries to save it again every second.
quit-unsaved-keep = Keep playing
quit-unsaved-quit = Quit anyway

## Settings

settings-title = Settings
settings-theme = Theme
settings-language = Language
settings-language-system = System ({ $language })
settings-peers = Highlight the row, column and box of the selected cell
settings-same-digit = Highlight every cell with the selected digit
settings-mistakes = Show mistakes in red as you play

## Statistics

stats-title = Statistics
stats-classic = Classic 9×9
stats-cube = 3D Cube
stats-diagonal = Diagonal (X)
stats-jigsaw = Jigsaw
stats-killer = Killer
stats-your-puzzles = Your puzzles
stats-difficulty = Difficulty
stats-played = Played
stats-won = Won
stats-no-help = No help
stats-best = Best
stats-average = Average
stats-streak = Streak
stats-best-streak = Best streak
stats-note = Best and average times and streaks count the games won without hints or Solve.
stats-tab-summary = Summary
stats-tab-history = History
stats-game = Game
stats-date = Date
stats-mode = Board
stats-mode-classic = Classic
stats-mode-cube = Cube
stats-mode-diagonal = Diagonal
stats-mode-jigsaw = Jigsaw
stats-mode-killer = Killer
stats-time = Time
stats-hints = Hints
stats-result = Result
stats-result-solved = Solved
stats-result-helped = Solved with help
stats-result-abandoned = Abandoned
stats-history-count = { $count ->
    [one] The last game.
   *[other] The last { $count } games, latest first.
}
stats-history-empty = No games yet: every game you finish or leave is listed here.
stats-chart-title = Solve times
stats-chart-minutes = Minutes
stats-chart-games = Solved games, oldest to latest (the last { $count } at most)
stats-chart-helped = With help
stats-chart-empty = No solved games on this board yet.
stats-reset = Reset statistics…
reset-title = Reset statistics?
reset-warning = This cannot be undone. An unfinished game stays where it is.
reset-cancel = Cancel
reset-confirm = Reset

## Entering a puzzle

custom-title = Your own puzzle
custom-how = Type or paste 81 characters, row by row: 1-9 for a given, . or 0 for an empty cell.
custom-marks = Or a position with pencil marks: 729 characters, or 81 groups of candidates as HoDoKu prints them.
custom-checked = It is checked for exactly one solution before you play.
custom-placeholder = 81 characters, for example 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....
custom-count = { $cells } of 81 cells
custom-count-long = { $characters } of 729 characters
custom-count-groups = { $groups } of 81 groups of candidates
custom-checking = Checking that it has exactly one solution…
custom-play = Play this puzzle
custom-paste = Paste
custom-clipboard-empty = The clipboard holds no text.
custom-board = Board:
custom-jigsaw-how = A jigsaw puzzle is its 81 cells, row by row (1-9 for a given, . or 0 for an empty cell), then a space or a new line, then its region map.
custom-jigsaw-map = The region map is 81 symbols, row by row: the same letter (or digit) for all nine cells of a region, for example AAABBBCCC… Nine lines of grid then nine lines of map work too.
custom-diagonal-how = On the diagonal board both main diagonals must hold 1 to 9 once as well.
custom-placeholder-jigsaw = 81 cells, a space, then 81 region letters, for example 53..7…  AAABBBCCC…
custom-count-jigsaw = { $cells } of 81 cells, { $symbols } of 81 region symbols
custom-killer-how = A killer puzzle is its 81 cells, row by row (1-9 for a given, . or 0 for an empty cell; leave them out when there are no givens), then a space and its cage map, then a space and its sums.
custom-killer-map = The cage map is 81 symbols, row by row: a cage is a group of cells touching side by side with one symbol (cages that do not touch may share one). Then the sums, separated by commas, cage by cage in the order of each cage's first cell, row by row.
custom-placeholder-killer = 81 cells (may be left out), 81 cage symbols, the sums, for example aabbc… 3,17,12…
custom-count-killer = { $cells } of 81 cells, { $symbols } of 81 cage symbols, { $sums } sums adding up to { $total } of 405
custom-count-killer-no-givens = No givens, { $symbols } of 81 cage symbols, { $sums } sums adding up to { $total } of 405
load-error-no-cages = A killer puzzle needs its cages: the 81 cells (may be left out), a space, 81 cage symbols, a space, then the sums separated by commas.
load-error-cages-length = That cage map has { $found } symbols; it needs 81, one for each cell, row by row.
load-error-cages-cover = Cell { $cell } is in { $count } cages; every cell belongs to exactly one cage.
load-error-cages-connected = The cage at { $cell } is not one group of cells: its cells must touch side by side.
load-error-cages-too-big = The cage at { $cell } has { $cells } cells; a cage holds at most 9, as no digit repeats in it.
load-error-cages-sum = The cage at { $cell } has { $cells } cells and the sum { $sum }, but { $cells } different digits add up to { $low } to { $high }.
load-error-cages-sum-count = That cage map has { $cages } cages but { $sums } sums are given: one sum a cage, in the order of each cage's first cell.
load-error-cages-not-a-number = “{ $text }” is not a cage sum: the sums are numbers separated by commas.
load-error-cages-total = The cage sums add up to { $total }, but a full board adds up to 405 (nine rows of 45): check the sums.
load-error-no-regions = A jigsaw puzzle needs its region map: after the 81 cells, a space and 81 symbols, one a cell, the same for the cells of one region.
load-error-regions-length = That region map has { $found } symbols; it needs 81, one for each cell, row by row.
load-error-regions-count = That region map names { $found } regions; a jigsaw has 9 regions of 9 cells.
load-error-regions-size = Region { $region } of that map has { $cells } cells; every region needs exactly 9.
load-error-regions = That region map is wrong: { $detail }.
load-error-empty = Type or paste a puzzle first: 81 characters, 1-9 for givens and . or 0 for empty cells, or a position with pencil marks.
load-error-parse = That is not a puzzle: { $detail }.
load-error-no-solution = That puzzle cannot be solved: { $detail }.
load-error-multiple = That puzzle has more than one solution; a Sudoku needs exactly one. Add more givens.
load-error-length = That is not a puzzle: { $found } characters; a puzzle has 81, a position with pencil marks 729 (or 81 groups of candidates).
load-error-marks = The pencil marks of { $cell } leave out { $digit }, the digit the solution needs there: fix that cell's marks.
load-error-marks-multiple = That position has more than one solution within its pencil marks; a Sudoku needs exactly one. Strike out more marks or add givens.
load-error-marks-none = That position has no solution within its pencil marks: some cell's marks leave out the digit it needs. Check the marks.
load-error-solved = That puzzle is already complete: leave some cells empty (. or 0).
load-error-does-not-fit = Could not start the puzzle: its solution does not fit it.
load-error-no-thread = Could not load a puzzle: the system would not start a thread for it ({ $detail }).
load-error-thread-stopped = Could not load a puzzle: the puzzle thread stopped.

## The cube's start screen

cube-title = 3D Cube
cube-about = Three faces of a cube, Top, Front and Right, each a sudoku of its own. Where two faces meet, the cells on the edge belong to both: the lavender cells.
cube-legend-long = Lavender cells lie on an edge: one cell seen from two faces (three at the corner). Click a face of the cube to show it.
cube-legend = Lavender cells are shared with another face.
face-top = Top
face-front = Front
face-right = Right
face-top-left = Top left
face-top-right = Top right
face-centre = Centre
face-bottom-left = Bottom left
face-bottom-right = Bottom right
house-in-grid = { $house } of the { $grid } grid
house-shared-box = the box shared by the { $first } and { $second } grids
side-top = top row
side-right = right column
side-bottom = bottom row
side-left = left column
edge-link = { $face }, { $side }
edge-link-reversed = { $face }, { $side }, reversed
edge-right-joins = Right edge joins { $link }
edge-left-joins = Left edge joins { $link }

## Game screen

game-entered = entered puzzle
game-entered-graded = entered puzzle, graded { $rating }
game-entered-beyond = entered puzzle: beyond the techniques, needs guessing
game-subtitle-classic = classic 9×9 · { $tag }
game-subtitle-cube = cube · { $tag }
game-subtitle-diagonal = diagonal · { $tag }
game-subtitle-jigsaw = jigsaw · { $tag }
game-subtitle-killer = killer · { $tag }
cage-combinations = { $sum } in { $cells ->
    [one] 1 cell
   *[other] { $cells } cells
}:
pause = Pause
resume = Resume
paused = Paused
paused-about = The clock is stopped and the board hidden.
paused-status = Paused.
status-idle = Pick a cell, then a digit. Arrow keys, { $digits } and Backspace work too.
status-notes = Notes mode: the pad writes pencil marks. Press N or Notes to go back.
status-selected = { $count } cells selected: a digit, note, Clear or colour goes into all.
tools-filter = Filter
tools-colour = Colour
status-hint-open = Hint: press Hint (H) again for the next step, Esc to close.
action-undo = Undo
action-redo = Redo
action-hint = Hint
action-check = Check
action-fill-notes = Fill notes
action-solve = Solve
action-reset = Reset
action-export = Export PDF
notes-on = Notes: on
notes-off = Notes: off
show-mistakes = Show mistakes
view-flat = Flat face view (V)
view-3d = 3D cube view (V)
pad-clear = Clear
pad-left = { $count ->
    [0] all placed
   *[other] { $count } left
}
say-select-first = Select a cell first, then choose a digit.
say-select-cell = Select a cell first.
say-filled-notes = Every empty cell now shows its candidates as notes.
say-nothing-undo = Nothing to undo.
say-nothing-redo = Nothing to redo.
say-reset = Back to the start. Undo brings your entries back.
say-solution-filled = The solution is filled in. Start a new puzzle when you like.
say-solved-in = Solved in { $time }!
refusal-given = That cell is a given: it cannot be changed.
refusal-finished = The puzzle is finished.
refusal-out-of-range = No such cell.
refusal-stale = The board changed since the hint was found: ask for a hint again.
check-solved = Solved!
check-not-solved = Not solved yet: { $wrong ->
    [0] no mistakes so far
    [one] 1 cell is wrong
   *[other] { $wrong } cells are wrong
}{ $empty ->
    [0] .
    [one] , 1 cell to fill.
   *[other] , { $empty } cells to fill.
}

## Victory card

victory-helped = Solved with help
victory-solved = Solved!
victory-time = Your time: { $time }
victory-replay = Solved before: a replay does not count in the statistics.
victory-new-best-was = New best! (was { $time })
victory-first-win = New best! Your first win at this difficulty.
victory-best = Best: { $time }
victory-next = Next puzzle
victory-keys = Enter: next puzzle · Esc: look at the board
hints-used = { $count ->
    [one] 1 hint used
   *[other] { $count } hints used
}

## Hints

hint-looking = Looking for a hint…
hint-why = Why?
hint-apply = Apply
hint-back-to-correct = Back to the last correct position
hint-step-of = Step { $number } of { $count }: { $text }
hint-last-cell = Hint: { $text } That was the last cell.
hint-undone = { $count ->
    [0] No move left a wrong digit: nothing to undo.
    [one] Back to the last correct position: 1 move undone (Redo brings it back).
   *[other] Back to the last correct position: { $count } moves undone (Redo brings them back).
}
stage-where = Where to look
stage-why = Why
stage-applied = Applied

## Export PDF

export-title = Export PDF
export-about = A printable page with this puzzle.
export-progress = With my progress (the digits I placed)
export-solution = With the solution on a second page
export-choose = Choose file…
export-dialog-title = Export the puzzle as PDF
export-written = Saved the PDF to { $path }.
export-failed = The PDF could not be saved: { $error }.
export-cancelled = Export cancelled: no file was chosen.
export-no-dialog = No file dialog is available on this system (neither the desktop portal nor zenity); the PDF was saved to { $path }.
export-pdf-title = Sudoku 3D
# The words of the exported PDF. The arguments are the number, page and title filled in later.
print-puzzle = Puzzle { $number }
print-solution = Solution { $number }
print-solutions-title = { $title }: solutions
print-page = Page { $page } of { $pages }
print-legend-shaded = Shaded cells are on two faces (the corner cell on three).
print-legend-edges = Edges with the same letter are the same cells; c runs from the corner where the faces meet.

## Notices about files

notice-resume-failed = The saved game could not be resumed ({ $error }).
notice-save-failed-retrying = Your progress could not be saved: { $error }. Trying again every second.
notice-open-elsewhere = Sudoku 3D is already open in another window on the same data folder. This window can be used, but it saves nothing (no progress, statistics or settings): keep playing in the other one to keep your progress.
notice-read-only = Open in another window: nothing you do here is saved.
notice-read-only-unlocked = The data folder could not be locked: nothing you do here is saved.
notice-read-only-lock-lost = The data folder's lock file was removed: nothing more you do here is saved.
notice-lock-failed = The data folder could not be locked ({ $error }), so another window could be saving there too. This window can be used, but it saves nothing (no progress, statistics or settings).
notice-lock-lost = The data folder's lock file was deleted or replaced while this window was open, so another window may be saving there now. From now on this window saves nothing (no progress, statistics or settings).
# A data file that could not be used at start-up: { $file } is one of notice-file-*,
# { $instead } the matching notice-instead-*, { $problem } one of problem-*.
notice-file-settings = settings file
notice-file-statistics = statistics file
notice-file-saved-game = saved game
notice-instead-settings = the default settings are used
notice-instead-statistics = the statistics start afresh
notice-instead-saved-game = there is no game to continue
notice-file-kept = Your { $file } could not be read ({ $problem }); it was kept as { $path }, and { $instead }.
notice-file-not-moved = Your { $file } could not be read ({ $problem }); it could not be moved aside, and { $instead }.
notice-file-left = Your { $file } could not be read ({ $problem }); it was left as it is, and { $instead }.
notice-file-unopened = Your { $file } could not be opened ({ $problem }); it was left as it is and will not be written over, and { $instead }.
problem-empty = the file is empty
problem-not-text = the file is not UTF-8 text
problem-too-big = the file is { $size } MB, more than the { $limit } MB the game reads
problem-not-a-file = it is not a regular file
problem-not-json = it is not valid JSON: line { $line }, column { $column }
problem-not-the-format = it is not in the game's format ({ $detail }): line { $line }, column { $column }
problem-newer = it is version { $found }, this game reads up to version { $known }
problem-other-version = it is version { $found }, this game reads version { $known }
problem-inconsistent = its values are out of range or do not fit together: { $detail }

## How to play

help-title = How to play
help-rules-heading = The rules
help-rules = Fill the grid so that every row, every column and every 3×3 box holds each digit from 1 to 9 exactly once. The shaded digits are given and cannot change. Every puzzle has exactly one solution, and can be solved by logic alone.
help-cube-heading = The 3D cube
help-cube = The 3D cube is three faces of a cube, Top, Front and Right, and each face is a sudoku of its own: every row, column and 3×3 box of a face holds 1 to 9 once. Where two faces meet, the row of cells along the edge belongs to both faces: these linked cells are lavender. A digit in a lavender cell is on both faces at once, and must fit both. The corner where the three edges meet is one cell seen from all three faces.
help-cube-picture = In the picture the 7, the 4 and the 2 sit on edges, so each is drawn on two faces; the marked corner cell is drawn on all three.
help-cube-play = You play on the whole cube in 3D: click any cell of any face and type; the face of the cell you click becomes the face played, and a selected edge cell shows its twin on the other face in pink. V (or the button under the board) switches to one flat face at a time, with its linked edges labelled; switch faces there with Top, Front and Right (or Alt+1, 2, 3, or Tab). The cube is solved when all three faces are.
help-variants-heading = Diagonal and Jigsaw
help-diagonal-heading = Diagonal sudoku (X)
help-diagonal-rules = The classic rules, plus one: each of the two main diagonals, corner to corner, also holds every digit from 1 to 9 exactly once. The centre cell lies on both.
help-diagonal-board = The board tints the cells of both diagonals, so you see which cells a diagonal holds; a digit repeated on a diagonal is marked as a conflict, as in a row.
help-diagonal-picture = In the picture each tinted diagonal holds 1 to 9 once.
help-jigsaw-heading = Jigsaw sudoku
help-jigsaw-rules = Every row and every column holds each digit from 1 to 9 exactly once, as in the classic game, but there are no 3×3 boxes: the grid is cut into nine irregular regions of nine cells, and each region holds 1 to 9 once.
help-jigsaw-board = Thick lines draw the borders of the regions; thin lines part the cells inside a region. Each jigsaw puzzle comes with its own layout of regions.
help-jigsaw-picture = In the picture the tinted region holds 1 to 9 once, like every other region.
help-killer-heading = Killer sudoku
help-killer-rules = The classic rules, plus cages: groups of cells, each with a sum. The digits of a cage add up to its sum, and no digit appears twice in a cage. A killer usually starts with no digits at all: the sums are the clues.
help-killer-board = Each cage is drawn as a dashed outline just inside its cells, with its sum small in the top-left corner of its first cell. A digit twice in a cage is marked as a conflict, and so is a cage whose digits go past its sum.
help-killer-picture = In the picture, 3 in two cells can only be 1 + 2, and 17 in two cells only 8 + 9. The top-left box holds three whole cages, 3 + 17 + 18 = 38, and one cell of a cage that sticks out: that cell, tinted, is 45 − 38 = 7.
help-killer-start-heading = How to start
help-killer-combinations = Cage combinations: some sums can be made only one way. In two cells, 3 is 1 + 2, 4 is 1 + 3, 16 is 7 + 9 and 17 is 8 + 9; in three cells, 6 is 1 + 2 + 3 and 24 is 7 + 8 + 9. Those digits are the cage's candidates, and the rows, columns and boxes the cage crosses narrow them further. Start from the smallest and largest sums.
help-killer-45 = The rule of 45: the digits 1 to 9 add up to 45, so every row, column and box adds up to 45. When whole cages fill a row, column or box but for one cell, that cell is 45 minus their sums; when whole cages cover it with one cell sticking out, that cell is their sums minus 45. It works for two or three rows, columns or boxes together as well (90, 135).
help-killer-helper = On the game screen, select a cell: the combinations helper lists the ways its cage's sum splits into different digits, so you need not learn them by heart.
help-variants-solving = Solving: the classic techniques work on both boards, with each diagonal or region as one more house. Techniques built on the 3×3 boxes are adapted to the regions, or left out where they do not hold; a hint names the diagonal or region it uses and draws it on the board.
help-controls-heading = Controls
help-keyboard-heading = Keyboard
help-play = Play
help-play-about = click a cell, then a digit on the pad; Clear empties the cell. The pad shows how many of each digit are left.
help-notes = Notes
help-notes-about = switch Notes on to write pencil marks instead; Fill notes writes every cell's candidates. A placed digit removes itself from the notes of its row, column and box.
help-hint = Hint
help-hint-about = shows the next logical step in three stages (see Hints below); a wrong digit on the board is pointed out first.
help-check = Check
help-check-about = says whether the board is solved, and marks the wrong cells. Show mistakes marks them as you play. A digit twice in a row, column or box is always marked in orange.
help-solve = Solve
help-solve-about = fills in the solution (the game then counts as solved with help). Reset empties your entries. Both are in red, and Undo takes either back; help once used stays counted.
help-new = New
help-new-about = New puzzle (and Play, or entering a puzzle) asks first when an unfinished game would be left.
help-clock = Clock
help-clock-about = Pause hides the board and the counts; the clock also stops when the window loses the focus.
help-export = PDF
help-export-about = Export PDF saves a printable page of the puzzle, with your progress and the solution if you like.
help-menu = ⋯
help-menu-about = the game menu in the header holds the rarer actions: Check, Fill notes, Show mistakes, Export PDF, Reset, Solve and New puzzle, each with its keys. Esc or a click outside closes it.
help-tools = Tools
help-tools-about = Ctrl+click or Shift+click adds cells to the selection, and a drag selects a run of cells: a digit, a note or Clear then goes into all of them. The Filter row (Ctrl+1-9) lights up every cell that can still hold that digit; the Colour row (Ctrl+Shift+1-6) paints the selected cells for your own chains and colouring.
help-hints-heading = Hints
help-hints-stages = A hint comes in three stages. First it says where to look: the technique and a row, column or box to study (for a forcing chain, the supposition to start from), never the answer. Why? draws the pattern on the board and explains it; for a single it marks the digits nearby that rule out the rest. Apply makes the step as one move, which Undo takes back. A hint counts as help once you ask why.
help-hints-chains = A hint of several steps lists them in order, with a chain's links indented under their step. You can walk through them one at a time with Next and Previous (or the . and , keys, Page Down and Page Up): the board draws only the links so far.
help-hints-legend = A small legend beside the hint says what the marks mean: blue candidates are the ones the pattern uses, struck red ones are removed, the green ring is the digit placed, a solid line is a strong link (one end is true) and a dashed line a weak one (not both ends are true); candidates drawn pale are not in your notes.
help-colours-heading = Colours
help-colours-board = Each colour on the board means one thing, on the flat board and on the 3D cube alike:
help-colour-selected = the selected cell
help-colour-peer = its row, column and box (on the cube, on every face they reach)
help-colour-same = the other cells holding its digit
help-colour-given = a given digit: part of the puzzle, it cannot change
help-colour-entry = a digit you placed
help-colour-notes = notes (pencil marks)
help-colour-wrong = a wrong digit (after Check, with Show mistakes, or pointed at by a hint)
help-colour-conflict = a digit repeated in its row, column or box
help-colour-remembered = a candidate an earlier hint removed, in a cell without notes
help-colour-linked = on the cube: a cell on an edge, shared by two faces; on a Samurai: a cell of a box two grids share
help-colour-twin = on the cube: the selected cell seen on another face
help-colour-filter = the cells that can still hold the filter's digit (the Filter row): where the digit can go, as the cells with its digit show where it is
help-colour-marks = your own colour marks (the Colour row, six colours): for your chains and colouring, with no other meaning
help-colour-veil = the board covered: the game is paused
help-colours-hints = A hint draws with colours of its own:
help-colour-hint-area = the rows, columns or boxes to look at
help-colour-hint-pattern = a candidate the pattern uses
help-colour-hint-unwritten = the same, not written in your notes
help-colour-hint-fin = a fin of a finned fish
help-colour-hint-removed = a candidate the step removes
help-colour-hint-placed = the digit the step places
help-colour-hint-rule-out = a digit that rules out another (for a single)
help-colour-hint-strong-link = a strong link: one end or the other is true
help-colour-hint-weak-link = a weak link: not both ends are true
help-colour-hint-mistake = a wrong digit the hint points at
help-colour-hint-conflict = the digit it repeats
key-arrows = Arrow keys
key-arrows-about = move the selection
key-digits-about = place a digit (a note in notes mode)
key-shift-digits-about = switch a note on or off
key-select = Ctrl + click, Shift + click, drag
key-select-about = select several cells: a digit, a note, Clear or a colour goes into all of them
key-filter-about = light up every cell that still has this candidate (its notes, or else what the placed digits leave); Ctrl + 0 turns it off
key-paint-about = paint a colour on the selected cells (again: take it off); Ctrl + Shift + 0 takes any colour off
key-clear = 0, Backspace, Delete
key-clear-about = clear the cell
key-notes-about = notes mode on or off
key-undo-about = undo
key-redo-about = redo
key-hint-about = hint
key-pause-about = pause or resume
key-check-about = check
key-fill-about = fill notes with every candidate
key-reset-about = reset to the puzzle
key-new-about = new puzzle
key-solve-about = show the solution
key-mistakes-about = show every mistake, or only those Check finds
key-export-about = export the puzzle as a PDF
key-esc-about = close a dialog or the victory card, deselect; then back (every screen)
key-enter-about = answer with the default: start the new game asked for, or the next puzzle on the victory card
key-quit-about = save the game and quit (every screen)
key-menu = Menu: 1 - 9, C
key-menu-about = Play, 3D Cube, Statistics, Settings, How to play, Diagonal, Jigsaw, Killer, Mini 6×6; Continue
key-difficulty = Difficulty (classic and cube): 1 - 4
key-difficulty-about = Easy, Medium, Hard, Expert
key-faces-about = cube: show the Top, Front or Right face
key-next-face-about = cube: the next or previous face; samurai: the whole board, then each grid
key-view-about = cube: the whole cube in 3D, or one flat face; samurai: the whole board, or one grid larger

## Techniques (hint titles)

technique-naked-single = Naked single
technique-hidden-single = Hidden single
technique-locked-candidates = Locked candidates
technique-naked-pair = Naked pair
technique-hidden-pair = Hidden pair
technique-naked-triple = Naked triple
technique-hidden-triple = Hidden triple
technique-x-wing = X-Wing
technique-swordfish = Swordfish
technique-xy-wing = XY-Wing
technique-naked-quad = Naked quad
technique-hidden-quad = Hidden quad
technique-jellyfish = Jellyfish
technique-finned-x-wing = Finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-skyscraper = Skyscraper
technique-two-string-kite = 2-String Kite
technique-empty-rectangle = Empty Rectangle
technique-turbot-fish = Turbot Fish
technique-simple-colouring = Simple colouring
technique-unique-rectangle-1 = Unique rectangle type 1
technique-unique-rectangle-2 = Unique rectangle type 2
technique-unique-rectangle-3 = Unique rectangle type 3
technique-unique-rectangle-4 = Unique rectangle type 4
technique-bug-plus-one = BUG+1
technique-remote-pairs = Remote pairs
technique-x-chain = X-Chain
technique-xy-chain = XY-Chain
technique-aic = Alternating inference chain
technique-grouped-aic = Grouped alternating inference chain
technique-sue-de-coq = Sue de Coq
technique-als-xz = ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-contradiction-forcing-chain = Contradiction forcing chain
technique-cell-forcing-chain = Cell forcing chain
technique-unit-forcing-chain = Unit forcing chain
technique-nested-forcing-chain = Nested forcing chain

## Hints: the words around the steps

hint-title-hint = Hint
hint-title-mistake = A wrong entry
hint-title-reveal = From the solution
hint-title-solved = Solved
hint-where = Look for this: { $technique }, in { $area }.
hint-where-leads = It leads to: { $technique }.
hint-look-at = Look at { $area }.
hint-area-cells = the cells { $cells }
hint-mistake-repeat = { $cell } holds { $digit }, but { $other } in { $house } already holds { $digit }: a digit appears once in each row, column and box.
hint-mistake-wrong = { $cell } should not be { $digit }: nothing on the board repeats it yet, but it does not fit the puzzle's one solution.
hint-mistake-others = { $count ->
    [0] It is the only wrong entry.
    [one] 1 other entry is wrong too.
   *[other] { $count } other entries are wrong too.
}
hint-reveal = No technique I know finds a step here, so this comes from the solution: { $cell } is { $digit }.
hint-reveal-where = No technique I know finds a step on this board.
hint-solved = The puzzle is solved.
hint-steps = { $count } steps, in order; the last places the digit.
hint-naked-single-why = { $cell } can only be { $digit }: its row, column and box already hold every other digit ({ $reasons }).
hint-naked-single-earlier = { $cell } can only be { $digit }: the steps before removed every other digit.
hint-reason-house-holds = { $house } has { $digits }
hint-hidden-single-why = In { $house }, { $digit } fits only in { $cell }: every other empty cell there sees a { $digit } ({ $reasons }).
hint-hidden-single-full = In { $house }, { $digit } fits only in { $cell }: every other cell there is filled.
hint-hidden-single-earlier = In { $house }, { $digit } fits only in { $cell }: the steps before removed it from the other cells.
hint-reason-sees = { $cell } sees { $by }
hint-ruled-out-earlier = Removed by the steps before: { $removes }.
hint-where-suppose = Suppose { $cell } is { $digit } and follow what it forces.
hint-where-suppose-not = Suppose { $cell } is not { $digit } and follow what it forces.
hint-where-try-cell = Try each digit { $cell } can hold ({ $digits }) in turn and follow what it forces.
hint-where-try-house = Try each place for { $digit } in { $house } ({ $cells }) in turn and follow what it forces.
proof-suppose = Suppose { $cell } is { $digit }.
proof-suppose-not = Suppose { $cell } is not { $digit }.
proof-holds-other = { $cell } is not { $digit } (it is { $other }).
proof-sees = { $cell } is not { $digit } (it sees { $by }).
proof-last-candidate = { $cell } is { $digit } (its last candidate).
proof-last-place = { $cell } is { $digit } (the last place for { $digit } in { $house }).
proof-locked = { $cell } is not { $digit } (in { $confined }, { $digit } is confined to its cells in { $house }).
proof-nested = { $cell } is not { $digit }, because its supposition fails.
proof-no-candidate = { $cell } has no candidate left: a contradiction.
proof-no-place = { $digit } has no place left in { $house }: a contradiction.
proof-both = { $cell } would both be and not be { $digit }: a contradiction.
list-or = { $head } or { $last }
list-group-separator = {"; "}
hint-legend-area = where to look
hint-legend-pattern = candidates the pattern uses
hint-legend-fin = fins
hint-legend-removed = removed
hint-legend-placed = placed
hint-legend-strong-link = strong link: one end is true
hint-legend-weak-link = weak link: not both ends are true
hint-legend-rule-out = digits that rule it out
hint-legend-unwritten = pale: not in your notes
hint-legend-mistake = the wrong entry
hint-legend-conflict = the digit it repeats
hint-applied = Applied as one move: { $what }. Undo takes it back.
hint-applied-place = { $digit } placed in { $cell }
hint-applied-notes = the removed candidates taken out of your notes
list-and = { $head } and { $last }
list-separator = {", "}
house-row = row { $number }
house-column = column { $number }
house-box = box { $number }
house-region = region { $number }
house-diagonal-down = the diagonal r1c1–r9c9
house-diagonal-up = the diagonal r1c9–r9c1
house-on-face = { $house } of { $face }

## Hints: why a step works, by technique (English shows the engine's own sentence; these
## are the reference wording). Arguments: $technique, $digit, $digits, $cell, $cells,
## $houses, $removes, $result.

explain-result-place = { $digit } goes in { $cell }
explain-result-remove = { $removes } can be removed
explain-result-both = { $removes } can be removed and { $digit } goes in { $cell }
explain-family-naked-single = { $cell } can hold only { $digit }: every other digit is already in its row, column or box.
explain-family-hidden-single = In { $houses }, { $digit } fits only in { $cell }.
explain-family-locked = In { $houses }, { $digits } is confined to { $cells }, so { $result }.
explain-family-naked-subset = In { $houses }, the cells { $cells } hold only { $digits } between them, so { $result }.
explain-family-hidden-subset = In { $houses }, { $digits } fit only in { $cells }, so { $result }.
explain-family-fish = { $technique } on { $digits }: in { $houses } the digit is confined to { $cells }, so { $result }.
explain-family-wing = { $technique } on { $cells } (digits { $digits }): whichever way it falls, { $result }.
explain-family-single-digit = { $technique } on { $digits } through { $cells }: one end or the other holds the digit, so { $result }.
explain-family-unique = { $cells } with { $digits } would allow two solutions; since the puzzle has one, { $result }.
explain-family-bug = { $technique }: every unsolved cell but one has two candidates, and a board like that would have two solutions, so { $result }.
explain-family-chain = { $technique } through { $cells }: following its links from either end, { $result }.
explain-family-forcing = { $technique } from { $cells }: every case leads to the same conclusion, so { $result }.

explain-naked-single = { explain-family-naked-single }
explain-hidden-single = { explain-family-hidden-single }
explain-locked-candidates = { explain-family-locked }
explain-naked-pair = { explain-family-naked-subset }
explain-naked-triple = { explain-family-naked-subset }
explain-naked-quad = { explain-family-naked-subset }
explain-hidden-pair = { explain-family-hidden-subset }
explain-hidden-triple = { explain-family-hidden-subset }
explain-hidden-quad = { explain-family-hidden-subset }
explain-x-wing = { explain-family-fish }
explain-swordfish = { explain-family-fish }
explain-jellyfish = { explain-family-fish }
explain-finned-x-wing = { explain-family-fish }
explain-sashimi-x-wing = { explain-family-fish }
explain-finned-swordfish = { explain-family-fish }
explain-sashimi-swordfish = { explain-family-fish }
explain-finned-jellyfish = { explain-family-fish }
explain-sashimi-jellyfish = { explain-family-fish }
explain-xy-wing = { explain-family-wing }
explain-xyz-wing = { explain-family-wing }
explain-w-wing = { explain-family-wing }
explain-sue-de-coq = { explain-family-naked-subset }
explain-als-xz = { explain-family-wing }
explain-als-xy-wing = { explain-family-wing }
explain-skyscraper = { explain-family-single-digit }
explain-two-string-kite = { explain-family-single-digit }
explain-empty-rectangle = { explain-family-single-digit }
explain-turbot-fish = { explain-family-single-digit }
explain-simple-colouring = { explain-family-single-digit }
explain-x-chain = { explain-family-single-digit }
explain-unique-rectangle-1 = { explain-family-unique }
explain-unique-rectangle-2 = { explain-family-unique }
explain-unique-rectangle-3 = { explain-family-unique }
explain-unique-rectangle-4 = { explain-family-unique }
explain-bug-plus-one = { explain-family-bug }
explain-remote-pairs = { explain-family-chain }
explain-xy-chain = { explain-family-chain }
explain-aic = { explain-family-chain }
explain-grouped-aic = { explain-family-chain }
explain-contradiction-forcing-chain = { explain-family-forcing }
explain-cell-forcing-chain = { explain-family-forcing }
explain-unit-forcing-chain = { explain-family-forcing }
explain-nested-forcing-chain = { explain-family-forcing }

# layout
view-flat-short = Flat (V)
view-3d-short = 3D (V)
# remember
hint-write-notes = Write these into my notes
hint-notes-written = Written into your notes (Undo takes it back).
# stepper
hint-walk-next = Next
hint-walk-previous = Previous
hint-walk-position = { $number } of { $count }
key-walk-about = a hint's explanation: the next (previous) step or link

## Killer techniques
technique-cage-combination = Cage combination
technique-rule-of-45 = Rule of 45
technique-rule-of-45-combination = Rule of 45 combination
technique-cage-locked-candidates = Cage locked candidates
technique-cage-split = Cage split
# a cage named in a hint: "the 15 cage at r1c1"
explain-cage-name = the { $sum } cage at { $cell }
explain-cage-combination = Only the combinations of its sum that still fit its cells are left for { $cages }, so { $result }.
explain-rule-of-45 = Rule of 45 on { $houses }: every house adds up to 45, the cages wholly inside are known, and the one cell left over holds the rest, so { $result }.
explain-rule-of-45-combination = Rule of 45 on { $houses }: { $cells } add up to what the cages wholly inside leave of 45 per house, so { $result }.
explain-cage-locked-candidates = Every combination left for { $cages } holds { $digit }, and in { $houses } it lies only in { $cells }, so { $result }.
explain-cage-split = Cage split on { $houses }: only { $cages } crosses its border, so the rule of 45 gives the sum of the part inside and of the part outside, so { $result }.

## The victory card and status line say how a helped game ended

victory-solve-about = Solve filled in the solution: no best time for this game. Undo takes Solve back.
victory-hints-about = { $count ->
    [one] You placed the last digit yourself, after 1 hint: no best time for this game.
   *[other] You placed the last digit yourself, after { $count } hints: no best time for this game.
}
victory-help-earlier-about = You placed the last digit yourself, after help earlier in this game: no best time for this game.
say-solved-helped = Solved in { $time }, with help.

## Statistics: only the boards played, and a reset that names what it empties

reset-sentence-every-board = The tables of every board, the history and the chart are emptied.
stats-none-played = No games yet: the table of each board you play appears here.
load-error-cages-too-large = The cage sum { $sum } is too large: the largest a cage can have is 45 (nine cells, 1 to 9).
load-error-cages-sum-one-cell = The cage at { $cell } has one cell and the sum { $sum }, but one digit is { $low } to { $high }.
hint-budget = No step a person could follow was found in the time allowed, so this comes from the solution: { $cell } is { $digit }.
hint-budget-where = No step a person could follow was found in the time allowed.
hint-where-chain-settles = Look for this: { $technique }, which settles a cell of { $house }.
hint-where-chain-removes = Look for this: { $technique }, which removes a candidate from a cell of { $house }.

## Learn: the technique map, Show me and Practise

menu-learn = Learn
key-learn = Menu: L
key-learn-about = Learn: the techniques, Show me and Practise
learn-title = Learn the techniques
learn-intro = Every technique the game's solver knows, in groups from the simplest to the hardest. Show me walks through a real position; Practise deals positions where it is the simplest step. A technique is mastered after 5 right moves in a row without a hint.
learn-back = Back
learn-back-to-map = Back to the map
learn-show-me = Show me
learn-practise = Practise
learn-no-positions = No practice positions for it yet.
learn-band = { $band } · rating { $rating }
learn-only-killer = Killer boards only
learn-not-killer = Not on killer boards
learn-standing-not-met = Not met yet
learn-standing-seen = Seen in a hint
learn-standing-practised = Practised: { $right } of { $total } right
learn-standing-found = { $count ->
    [one] Found yourself once
   *[other] Found yourself { $count } times
}
learn-standing-mastered = Mastered
learn-group-singles = Singles
learn-group-subsets = Intersections and subsets
learn-group-fish-wings = Fish and wings
learn-group-uniqueness = Uniqueness
learn-group-chains = Chains and colouring
learn-group-als = Almost locked sets
learn-group-forcing = Forcing chains
learn-group-killer = Killer cage techniques
learn-loading = Finding a position…
learn-none-found = No position where this technique is the simplest step could be read from the practice pool.
learn-show-title = Show me: { $technique }
learn-show-previous = Previous
learn-show-next = Next
learn-show-from = A position from { $source }.
learn-practise-title = Practise: { $technique }
learn-practise-count = Position { $number } of { $count }
learn-practise-task = Make the { $technique } step: place the digit it gives, or switch Notes on and take out the candidates it removes, then press Check.
learn-notes = Notes
learn-check = Check
learn-where = Where to look
learn-next-position = Next
learn-again = Practise again
learn-verdict-right = Right: that is the { $technique } step.
learn-verdict-partly = Partly right: those candidates go, but the step removes more. Keep going and Check again.
learn-verdict-wrong = Not this one: that is not what the { $technique } step does here. Try again, or ask where to look (the position then counts as hinted).
learn-nothing-removed = Nothing to check yet: place a digit, or switch Notes on and take out candidates.
learn-exhausted = That was every position of { $technique } ready to practise: those the game ships and those made for you.
learn-mastered-now = { $technique } is mastered: 5 right in a row without a hint.
help-learn-heading = Learn
help-learn = Learn (L on the menu) lists every technique with what it is and where you stand: not met yet, seen in a hint, found yourself (the game credits the moves you make on your own), practised, or mastered. Show me walks through a real position stage by stage, as a hint does. Practise deals positions where the technique is the simplest step: place the digit or take out the candidates it removes, then Check; the answer is right, partly right or not this one. A technique is mastered after 5 right moves in a row without a hint, in practice or in your own games; a wrong or partial answer, or a move made by a hint, starts the count again.
learn-about-naked-single = A cell where every digit but one is already in its row, column or box: that one digit goes there.
learn-about-hidden-single = A digit that fits only one cell of a row, column or box: it goes there, whatever else that cell could hold.
learn-about-locked-candidates = A digit that, inside a box, lies only in one row or column (pointing), or inside a row or column only in one box (claiming): it leaves the rest of that line or box.
learn-about-naked-pair = Two cells of a house holding only the same two candidates: those two digits are theirs, so they leave every other cell of the house.
learn-about-hidden-pair = Two digits that fit only the same two cells of a house: those cells hold them, so every other candidate leaves those two cells.
learn-about-naked-triple = Three cells of a house whose candidates are only three digits between them: those digits leave the rest of the house.
learn-about-hidden-triple = Three digits that fit only the same three cells of a house: the other candidates leave those cells.
learn-about-x-wing = A digit confined to the same two columns in two rows (or the reverse): it sits at two opposite corners, so it leaves the rest of those two columns.
learn-about-swordfish = An X-Wing of three: a digit in three rows confined to the same three columns leaves the rest of those columns (or the reverse).
learn-about-xy-wing = A pivot cell {"{"}a,b{"}"} seeing two pincers {"{"}a,c{"}"} and {"{"}b,c{"}"}: one pincer is c either way, so c leaves every cell both pincers see.
learn-about-naked-quad = Four cells of a house whose candidates are only four digits between them: those digits leave the rest of the house.
learn-about-hidden-quad = Four digits that fit only the same four cells of a house: the other candidates leave those cells.
learn-about-jellyfish = A fish of four: a digit in four rows confined to the same four columns leaves the rest of those columns (or the reverse).
learn-about-finned-x-wing = An X-Wing with extra candidates (the fin) in one box: either the X-Wing holds or the fin is true, so cells seeing both lose the digit.
learn-about-sashimi-x-wing = A finned X-Wing with one corner missing: the fin stands in for it, and cells seeing the fin and the pattern lose the digit.
learn-about-finned-swordfish = A Swordfish with a fin in one box: the cells that see the fin and lie in the fish's columns lose the digit.
learn-about-sashimi-swordfish = A finned Swordfish with a corner missing, the fin standing in for it.
learn-about-finned-jellyfish = A Jellyfish with a fin in one box: the cells that see the fin and lie in the fish's lines lose the digit.
learn-about-sashimi-jellyfish = A finned Jellyfish with a corner missing, the fin standing in for it.
learn-about-xyz-wing = A pivot {"{"}a,b,c{"}"} seeing pincers {"{"}a,c{"}"} and {"{"}b,c{"}"}: one of the three is c, so c leaves the cells that see all three.
learn-about-w-wing = Two cells with the same pair {"{"}a,b{"}"} joined by a strong link on a: one of them is b, so b leaves the cells that see both.
learn-about-skyscraper = Two rows (or columns) where a digit has two places each, one end of each in a shared line: one of the two other ends holds it, so cells seeing both lose it.
learn-about-two-string-kite = A digit's pair in a row and pair in a column, joined in one box: one of the free ends holds it, so a cell seeing both loses it.
learn-about-empty-rectangle = A box whose places for a digit form a cross, with a pair of the digit in a line: together they remove the digit where the cross and the pair meet.
learn-about-turbot-fish = A chain of one digit, strong, weak, strong: one of its two ends holds the digit, so cells seeing both ends lose it.
learn-about-simple-colouring = Colour a digit's conjugate pairs in two colours: one colour is true. A colour twice in a house is false; a cell seeing both colours loses the digit.
learn-about-unique-rectangle-1 = Four cells in two boxes with the same pair would give two solutions; when three are only that pair, the fourth cannot be either digit.
learn-about-unique-rectangle-2 = A unique rectangle whose two extra corners share one extra digit: one of them holds it, so cells seeing both lose it.
learn-about-unique-rectangle-3 = A unique rectangle whose extra digits, with other cells of a house, form a naked subset: the subset's digits leave the rest of that house.
learn-about-unique-rectangle-4 = A unique rectangle with a strong link on one of its digits between two corners: the other digit leaves those corners.
learn-about-bug-plus-one = Every empty cell has two candidates but one with three: that cell must take the digit that appears three times in its houses, or the puzzle would have two solutions.
learn-about-remote-pairs = A chain of cells with the same pair, each seeing the next: cells seeing two ends an odd number of links apart lose both digits.
learn-about-x-chain = A chain of one digit alternating strong and weak links: one end holds the digit, so cells seeing both ends lose it.
learn-about-xy-chain = A chain of two-candidate cells, each sharing a digit with the next: if the start is not x, the end is x, so cells seeing both lose x.
learn-about-aic = An alternating inference chain: strong and weak links, over cells and digits, from one candidate to another; one of its ends is true.
learn-about-grouped-aic = An alternating inference chain whose links may join groups of cells (a digit's places in a box and line) as well as single cells.
learn-about-sue-de-coq = Cells where a box meets a line, completed by cells of the line and of the box into sets that lock their digits: those digits leave the rest of the line and box.
learn-about-als-xz = Two almost locked sets (n cells with n+1 digits) sharing a restricted digit x: the other shared digit z leaves cells seeing every z of both.
learn-about-als-xy-wing = Two almost locked sets each joined to a third by a different restricted digit: a digit the first two share leaves cells seeing all of it.
learn-about-contradiction-forcing-chain = Suppose a candidate is true and follow what it forces: when that reaches a contradiction, the candidate is false.
learn-about-cell-forcing-chain = Try every candidate of one cell in turn: a conclusion they all force is true.
learn-about-unit-forcing-chain = Try every place of a digit in a house in turn: a conclusion they all force is true.
learn-about-nested-forcing-chain = A forcing chain that needs suppositions inside the supposition: the last resort of the solver.
learn-about-cage-combination = A cage's sum splits into only some sets of different digits; the digits none of the sets still fitting its cells allows leave them.
learn-about-rule-of-45 = Every row, column and box adds up to 45: when whole cages fill a region but for one cell, or cover it with one cell sticking out, the sums give that cell.
learn-about-rule-of-45-combination = The rule of 45 with two or three cells left over: their sum is known, so they are restricted like a cage.
learn-about-cage-locked-candidates = A digit every remaining combination of a cage holds, with its places in the cage inside one house: it leaves the rest of that house (or a house's digit only in one cage).
learn-about-cage-split = A cage crossing a region's border alone: the rule of 45 splits its sum into the part inside and the part outside.
learn-show-other = Here the { $technique } is the simplest step, but the hint's shortest way to a digit is named after the { $other }. Practise checks the { $technique } step itself.
custom-board-how = Click a cell and type its digit (Delete or Backspace clears it), or paste a puzzle here: the board and this text follow each other.
custom-entry-empty = Type the givens on the board, or paste a puzzle.
custom-unique = Exactly one solution: ready to play.
custom-unsettled = Not settled within a second whether it has exactly one solution: Play checks it to the end.
custom-layout-first-jigsaw = Paste a jigsaw puzzle with its region map below: the board then shows its regions and takes the givens you type.
custom-layout-first-killer = Paste a killer puzzle with its cage map and sums below: the board then shows its cages and takes the givens you type.
custom-region-size = Region { $region } has { $cells } cells; a region needs 9.
custom-region-apart = Region { $region } is in pieces; a region's cells must touch side by side.
custom-type-givens = Type givens
custom-paint-regions = Paint regions
custom-paint-how = Press on a cell and drag: the cells you cross join its region. Or select a cell and type the region's number.
custom-cages-loose = { $cells } of 81 cells are in no cage yet.
custom-draw-cages = Draw cages
custom-cage-how = Press on a cell and drag over the cells of a cage, then type its sum (Backspace takes a digit off). A new cage drawn over cells takes them out of their old one.
custom-cage-sum = Sum of the selected cage:
load-error-unsettled = Could not check within the time allowed that this puzzle has exactly one solution, so it was not opened. Check the puzzle, or add givens.

# The entry screen: a puzzle read from a picture.
custom-from-picture = From a picture…
custom-picture-dialog-title = Open a picture of a puzzle
custom-picture-reading = Reading the picture…
custom-picture-read = Read { $givens } givens from the picture. Check them against it before you play.
custom-picture-doubtful = Read { $givens } givens from the picture; check { $cells }: the reading is unsure there.
custom-picture-no-dialog = No file dialog can open here (no desktop portal and no zenity).
custom-picture-no-grid = No sudoku grid found in the picture (a whole 9×9 board, turned no more than about 15 degrees).
custom-picture-unreadable = Cannot read the picture: { $why }

# Next for you (Learn): a puzzle at the player's frontier, on the victory card and the menu.
nextup-button = Next for you
nextup-menu = Next for you: { $board }
nextup-why-first = A puzzle from the Easy band to start with: every step in it is one of the simplest.
nextup-why-next = { $found ->
    [0] Needs { $technique }, the next technique up: Learn shows you how.
    [one] Needs { $technique }, the next technique up: you have found it yourself once.
   *[other] Needs { $technique }, the next technique up: you have found it yourself { $found } times.
}
nextup-why-known = { $found ->
    [0] Needs { $technique }, which you have mastered in practice.
    [one] Needs { $technique }, one you use: you have found it yourself once.
   *[other] Needs { $technique }, one you use: you have found it yourself { $found } times.
}

# Statistics: the Techniques tab (Learn).
stats-tab-techniques = Techniques
stats-technique = Technique
stats-found = Found yourself
stats-via-hint = Via a hint
stats-practice = Practice
stats-mastered = Mastered
stats-first-found = First found
stats-first-found-on = First found { $date }
stats-mastered-on = Mastered { $date }
stats-techniques-count = { $count ->
    [one] 1 technique met
   *[other] { $count } techniques met
}
stats-techniques-empty = No techniques met yet: the moves you make yourself in games, the hints you open and your practice in Learn are counted here.
stats-techniques-note = Found yourself: moves of your own the technique explains. Practice: right of tries. A technique is mastered after { $run } right in a row without a hint.
custom-picture-caption = The picture as read: the grid found in blue, unsure cells ringed in orange (lit on the board too: type over them to correct them).
custom-picture-how = Or drop a picture on the window, or paste one (Ctrl+V).
edge-hint-more = +{ $count } more
proof-cage-removes = { $cell } is not { $digit } ({ $cage } needs { $left } in { $cells ->
    [one] its last open cell)
   *[other] its { $cells } open cells: only { $combos } fit)
}.
proof-cage-places = { $cell } is { $digit } ({ $cage } needs { $left } in { $cells ->
    [one] its last open cell)
   *[other] its { $cells } open cells: only { $combos } fit)
}.
proof-cage-or = {" or "}
proof-cage-over = { $cage } already holds more than its sum: a contradiction.
proof-cage-full = { $cage } is full and misses its sum: a contradiction.
proof-cage-no-fit = { $cage } needs { $left } in its { $cells } open cells, and no combination fits them: a contradiction.
learn-more = A new position
learn-making = Making a new position of { $technique } for you. It takes a few seconds; it comes up here when ready.
learn-none-made = No new position of { $technique } could be made in time. Try again later: the game looks in other puzzles each time.
learn-made-position = Made for you: the shipped positions are done.
nextup-why-pool = { $found ->
    [0] Needs { $technique }, the next technique up. No level of this board needs it, so this puzzle comes from the practice collection: Learn shows you how.
   *[other] Needs { $technique }, the next technique up (found yourself { $found } times). No level of this board needs it, so this puzzle comes from the practice collection.
}
nextup-why-generated = { $found ->
    [0] Needs { $technique }, the next technique up. No level of this board needs it, so this puzzle was generated for you: Learn shows you how.
   *[other] Needs { $technique }, the next technique up (found yourself { $found } times). No level of this board needs it, so this puzzle was generated for you.
}
learn-beside-easier = An easier technique also works here: { $technique } is never the simplest step, so this run asks for it where it applies.
learn-score-answered = Run over. Of the { $answered ->
    [one] 1 position you answered
   *[other] { $answered } positions you answered
}, { $right } right first time, { $partly } partly right, { $wrong } not this one.
learn-score-none = Run over: you answered none of the positions.
learn-score-skipped = { $score } { $skipped } skipped.
menu-mini = Mini 6×6
game-mini = { $difficulty } mini
game-subtitle-mini = mini · { $tag }
difficulty-title-mini = New mini game
loading-mini = Making { $band ->
    [easy] an easy
    [medium] a medium
   *[hard] a hard
} mini puzzle…
stats-mini = Mini 6×6
stats-mode-mini = Mini
help-mini-heading = Mini 6×6
help-mini-rules = A small board to start with: six rows, six columns and six boxes of two rows by three cells. Each row, column and box holds the digits 1 to 6 exactly once, so only the keys 1 to 6 place a digit.
help-mini-board = Mini has three bands, Easy, Medium and Hard; every technique of the classic board works on it, and hints name its cells as on the classic board (r1c1 to r6c6).
menu-giant = Giant 16×16
game-giant = { $difficulty } giant
game-subtitle-giant = giant · { $tag }
difficulty-title-giant = New giant game
loading-giant = Making { $band ->
    [easy] an easy
    [medium] a medium
    [hard] a hard
   *[expert] an expert
} giant puzzle…
stats-giant = Giant 16×16
stats-mode-giant = Giant
help-giant-heading = Giant 16×16
help-giant-rules = The big board: sixteen rows, sixteen columns and sixteen boxes of four by four cells. Each row, column and box holds the sixteen symbols 1 to 9 and A to G exactly once (A is 10, G is 16), as most 16×16 puzzles print them.
help-giant-board = The letter keys A to G type those symbols (with Shift: a note), so on this board C and F type digits; Check and Fill notes stay in the game menu. Giant has four bands, Easy to Expert; every technique of the classic board but the almost locked sets (ALS) works on it, and hints name its cells r1c1 to r16c16.
menu-samurai = Samurai
game-samurai = { $difficulty } samurai
game-subtitle-samurai = samurai · { $tag }
difficulty-title-samurai = New samurai game
loading-samurai = Making { $band ->
    [easy] an easy
    [medium] a medium
    [hard] a hard
   *[expert] an expert
} samurai puzzle…
stats-samurai = Samurai
stats-mode-samurai = Samurai
help-samurai-heading = Samurai
help-samurai-rules = Five classic grids on one board: the centre grid shares each of its corner boxes with one of the four corner grids. Each row, column and box of every grid holds 1 to 9 exactly once, so a digit in a shared box counts in both its grids.
help-samurai-board = The whole board shows at once. The small map of the five grids beside it (a square names its grid when the pointer rests on it) shows one grid larger (the shared boxes tinted), Whole board goes back; Tab steps through the whole board and the five grids, V goes between the whole board and the grid last shown. Samurai has four bands, Easy to Expert; hints name a cell by its grid ("Centre r1c1"; a shared cell by the first grid holding it, top left first) and a shared box by both its grids, following a deduction from one grid into the next.
samurai-whole = Whole board
samurai-showing-whole = All five grids
samurai-showing-grid = { $grid } grid
