//! Pixel checks on the isometric cube preview (`sudoku3d::render`).

use std::path::PathBuf;

use image::{Rgba, RgbaImage};
use rand::SeedableRng;
use sudoku3d::engine::generator::generate_minimal;
use sudoku3d::engine::{Face, Grid, Shape};
use sudoku3d::render::{cell_center, hit_test, render_cube, render_cube_into, save_png, CubeView, RenderError};

const SIZE: u32 = 600;

/// The seed-1 minimal cube puzzle and its solution.
fn puzzle() -> (Grid, Grid) {
    generate_minimal(Shape::Cube, &mut rand::rngs::StdRng::seed_from_u64(1)).expect("a full grid")
}

fn view<'a>(puzzle: &'a Grid, current: &'a Grid) -> CubeView<'a> {
    CubeView {
        puzzle,
        current,
        active_face: None,
        selected: None,
        size: SIZE,
        dark: false,
    }
}

fn cell(face: Face, row: usize, col: usize) -> usize {
    Shape::Cube.geometry().cell_at(face, row, col)
}

fn pixel_at(image: &RgbaImage, (x, y): (f32, f32)) -> Rgba<u8> {
    *image.get_pixel(x as u32, y as u32)
}

fn center_pixel(image: &RgbaImage, face: Face, row: usize, col: usize) -> Rgba<u8> {
    pixel_at(image, cell_center(image.width(), face, row, col))
}

/// The pixels of a 13 x 13 box around the centre of a cell: well inside the cell on every face.
fn around_center(image: &RgbaImage, face: Face, row: usize, col: usize) -> Vec<Rgba<u8>> {
    let (x, y) = cell_center(image.width(), face, row, col);
    let (x, y) = (x as i32, y as i32);
    (-6..=6)
        .flat_map(|dy| (-6..=6).map(move |dx| (x + dx, y + dy)))
        .map(|(px, py)| *image.get_pixel(px as u32, py as u32))
        .collect()
}

fn luminance(p: Rgba<u8>) -> f32 {
    0.2126 * p[0] as f32 + 0.7152 * p[1] as f32 + 0.0722 * p[2] as f32
}

/// How much bluer than red a pixel is.
/// Lavender, the linked cells' tint, whatever the face's shading: blue well above red, and red
/// above green (the plain cells' greys lean blue-green, red below green).
fn lavender(p: Rgba<u8>) -> bool {
    let (r, g, b) = (p[0] as i32, p[1] as i32, p[2] as i32);
    b > r + 10 && r >= g + 4
}

fn blueness(p: Rgba<u8>) -> i32 {
    p[2] as i32 - p[0] as i32
}

#[test]
fn linked_cells_are_tinted_on_every_face() {
    let empty = Grid::empty(Shape::Cube);
    for dark in [false, true] {
        let image = render_cube(&CubeView {
            dark,
            ..view(&empty, &empty)
        });
        let linked = [
            (Face::Top, 8, 4),
            (Face::Top, 3, 8),
            (Face::Front, 0, 2),
            (Face::Front, 6, 8),
            (Face::Right, 6, 0),
            (Face::Right, 0, 5),
        ];
        let plain = [
            (Face::Top, 4, 4),
            (Face::Front, 4, 4),
            (Face::Right, 4, 4),
            (Face::Front, 8, 0),
        ];
        for (face, r, c) in linked {
            assert!(Shape::Cube.geometry().is_linked(cell(face, r, c)));
            let p = center_pixel(&image, face, r, c);
            assert!(
                lavender(p),
                "dark={dark}: linked {face:?}({r},{c}) is {p:?}, not the linked tint"
            );
        }
        for (face, r, c) in plain {
            let p = center_pixel(&image, face, r, c);
            assert!(
                !lavender(p),
                "dark={dark}: plain {face:?}({r},{c}) is {p:?}, tinted like a linked cell"
            );
        }
    }
}

#[test]
fn faces_are_shaded_top_lightest() {
    let empty = Grid::empty(Shape::Cube);
    let image = render_cube(&view(&empty, &empty));
    let top = luminance(center_pixel(&image, Face::Top, 4, 4));
    let front = luminance(center_pixel(&image, Face::Front, 4, 4));
    let right = luminance(center_pixel(&image, Face::Right, 4, 4));
    assert!(top > front && front > right, "U {top}, F {front}, R {right}");
}

/// Points just inside the outline of `face`, a quarter of the way along each of its four edges.
fn outline_points(face: Face) -> Vec<(f32, f32)> {
    let at = |r: usize, c: usize| cell_center(SIZE, face, r, c);
    let mut points = Vec::new();
    for i in [2, 4, 6] {
        // From the centre of an edge cell, 0.38 of a cell towards the edge: about 3 px inside
        // it, past the silhouette border and inside the accent band.
        for (edge, inner) in [((i, 0), (i, 1)), ((i, 8), (i, 7)), ((0, i), (1, i)), ((8, i), (7, i))] {
            let (e, n) = (at(edge.0, edge.1), at(inner.0, inner.1));
            points.push((e.0 + 0.38 * (e.0 - n.0), e.1 + 0.38 * (e.1 - n.1)));
        }
    }
    points
}

#[test]
fn active_face_is_outlined() {
    let empty = Grid::empty(Shape::Cube);
    let renders: Vec<RgbaImage> = Face::ALL
        .iter()
        .map(|&face| {
            render_cube(&CubeView {
                active_face: Some(face),
                ..view(&empty, &empty)
            })
        })
        .collect();
    let none = render_cube(&view(&empty, &empty));
    for face in Face::ALL {
        let active = &renders[face.index()];
        let other = &renders[(face.index() + 1) % 3];
        for point in outline_points(face) {
            let (a, b, n) = (pixel_at(active, point), pixel_at(other, point), pixel_at(&none, point));
            let diff = (0..3).map(|k| (a[k] as i32 - b[k] as i32).abs()).max().unwrap_or(0);
            assert!(
                diff > 60,
                "{face:?} at {point:?}: active {a:?} vs other face active {b:?}"
            );
            // The outline is the window's accent (blue), as the flat board's selected frame
            // and the face buttons: one colour for "where you are".
            assert!(
                a[2] as i32 - a[0] as i32 > 100,
                "{face:?} at {point:?}: outline {a:?} is not the blue accent"
            );
            assert_eq!(
                b, n,
                "{face:?} at {point:?}: another face's highlight leaks onto this one"
            );
        }
    }
}

#[test]
fn given_digits_are_drawn_and_empty_cells_are_plain() {
    let (puzzle, _) = puzzle();
    let image = render_cube(&view(&puzzle, &puzzle));
    for face in Face::ALL {
        let mut givens = 0;
        let mut empties = 0;
        for r in 0..9 {
            for c in 0..9 {
                let pixels = around_center(&image, face, r, c);
                if puzzle.at(face, r, c).is_some() {
                    let dark = pixels.iter().filter(|&&p| luminance(p) < 110.0).count();
                    assert!(
                        dark >= 8,
                        "given {face:?}({r},{c}): only {dark} dark pixels near its centre"
                    );
                    givens += 1;
                } else {
                    assert!(
                        pixels.iter().all(|&p| p == pixels[0]),
                        "empty {face:?}({r},{c}) is not a uniform fill"
                    );
                    empties += 1;
                }
            }
        }
        assert!(
            givens > 5 && empties > 5,
            "{face:?}: {givens} givens, {empties} empty cells"
        );
    }
}

#[test]
fn entries_are_drawn_in_another_colour_than_givens() {
    let (puzzle, solution) = puzzle();
    let mut current = puzzle.clone();
    let geometry = Shape::Cube.geometry();
    let (face, r, c) = (0..81)
        .map(|i| (Face::Front, i / 9, i % 9))
        .find(|&(f, r, c)| puzzle.at(f, r, c).is_none() && !geometry.is_linked(cell(f, r, c)))
        .expect("the front face has an empty, unlinked cell");
    current.set(cell(face, r, c), solution.at(face, r, c));
    let (gf, gr, gc) = (0..81)
        .map(|i| (Face::Front, i / 9, i % 9))
        .find(|&(f, r, c)| puzzle.at(f, r, c).is_some() && !geometry.is_linked(cell(f, r, c)))
        .expect("the front face has an unlinked given");
    let image = render_cube(&view(&puzzle, &current));
    let darkest = |pixels: Vec<Rgba<u8>>| {
        pixels
            .into_iter()
            .min_by(|a, b| luminance(*a).total_cmp(&luminance(*b)))
            .unwrap_or(Rgba([0; 4]))
    };
    let entry = darkest(around_center(&image, face, r, c));
    let given = darkest(around_center(&image, gf, gr, gc));
    assert!(blueness(entry) > 100, "entry ink {entry:?} is not blue");
    assert!(
        blueness(given).abs() < 40 && luminance(given) < 60.0,
        "given ink {given:?} is not near-black"
    );
}

#[test]
fn selected_cell_is_marked_on_every_face_it_appears_on() {
    let empty = Grid::empty(Shape::Cube);
    let plain = render_cube(&view(&empty, &empty));
    let corner = cell(Face::Top, 8, 8);
    let marked = render_cube(&CubeView {
        selected: Some(corner),
        ..view(&empty, &empty)
    });
    for &pos in Shape::Cube.geometry().positions(corner) {
        let (face, r, c) = (pos.face, pos.row as usize, pos.col as usize);
        assert_ne!(
            center_pixel(&plain, face, r, c),
            center_pixel(&marked, face, r, c),
            "{face:?}({r},{c})"
        );
    }
    assert_eq!(Shape::Cube.geometry().positions(corner).len(), 3);
    // Elsewhere nothing changes.
    assert_eq!(
        center_pixel(&plain, Face::Front, 4, 4),
        center_pixel(&marked, Face::Front, 4, 4)
    );
}

#[test]
fn hit_test_round_trips_with_cell_centres() {
    for size in [SIZE, 257, 1024] {
        for face in Face::ALL {
            for (r, c) in [(0, 0), (0, 8), (8, 0), (8, 8), (4, 4), (2, 7), (7, 1), (0, 4), (5, 8)] {
                let (x, y) = cell_center(size, face, r, c);
                assert_eq!(
                    hit_test(size, x, y),
                    Some((face, r, c)),
                    "size {size}, {face:?}({r},{c}) at ({x}, {y})"
                );
            }
        }
        let s = size as f32;
        for (x, y) in [
            (1.0, 1.0),
            (s - 1.0, 1.0),
            (1.0, s - 1.0),
            (s - 1.0, s - 1.0),
            (s / 2.0, 1.0),
            (-5.0, s / 2.0),
        ] {
            assert_eq!(
                hit_test(size, x, y),
                None,
                "size {size}: ({x}, {y}) is outside the cube"
            );
        }
    }
}

#[test]
fn layout_is_isometric_with_linked_cells_side_by_side() {
    let at = |face, r, c| cell_center(SIZE, face, r, c);
    let dist = |a: (f32, f32), b: (f32, f32)| (a.0 - b.0).hypot(a.1 - b.1);
    let (top, front, right) = (at(Face::Top, 4, 4), at(Face::Front, 4, 4), at(Face::Right, 4, 4));
    assert!(top.1 < front.1 && top.1 < right.1, "U on top");
    assert!(front.0 < top.0 && top.0 < right.0, "F lower left, R lower right");
    assert!((front.1 - right.1).abs() < 0.5 && (top.0 - SIZE as f32 / 2.0).abs() < 0.5);
    let step = dist(at(Face::Front, 0, 4), at(Face::Front, 1, 4));
    for i in 0..9 {
        // Each link joins two cells facing each other across the shared edge.
        for (a, b) in [
            (at(Face::Top, 8, i), at(Face::Front, 0, i)),
            (at(Face::Front, i, 8), at(Face::Right, i, 0)),
            (at(Face::Top, i, 8), at(Face::Right, 0, 8 - i)),
        ] {
            assert!(
                dist(a, b) < 1.05 * step,
                "linked cells {a:?} and {b:?} are not side by side"
            );
        }
    }
}

#[test]
fn background_is_transparent_and_faces_opaque() {
    let empty = Grid::empty(Shape::Cube);
    let image = render_cube(&view(&empty, &empty));
    assert_eq!(image.dimensions(), (SIZE, SIZE));
    assert_eq!(image.get_pixel(0, 0)[3], 0);
    assert_eq!(image.get_pixel(SIZE - 1, 0)[3], 0);
    for face in Face::ALL {
        assert_eq!(center_pixel(&image, face, 3, 5)[3], 255);
    }
}

#[test]
fn dark_theme_has_dark_faces_and_light_digits() {
    let (puzzle, _) = puzzle();
    let light = render_cube(&view(&puzzle, &puzzle));
    let dark = render_cube(&CubeView {
        dark: true,
        ..view(&puzzle, &puzzle)
    });
    let (face, r, c) = (0..81)
        .map(|i| (Face::Front, i / 9, i % 9))
        .find(|&(f, r, c)| puzzle.at(f, r, c).is_none())
        .unwrap();
    assert!(luminance(center_pixel(&dark, face, r, c)) < 100.0);
    assert!(luminance(center_pixel(&light, face, r, c)) > 200.0);
    let (gf, gr, gc) = (0..81)
        .map(|i| (Face::Front, i / 9, i % 9))
        .find(|&(f, r, c)| puzzle.at(f, r, c).is_some())
        .unwrap();
    let bright = around_center(&dark, gf, gr, gc)
        .into_iter()
        .filter(|&p| luminance(p) > 180.0)
        .count();
    assert!(bright >= 8, "dark theme given has {bright} bright pixels");
}

#[test]
fn render_into_reuses_the_buffer_and_matches() {
    let (puzzle, _) = puzzle();
    let v = CubeView {
        active_face: Some(Face::Right),
        selected: Some(5),
        ..view(&puzzle, &puzzle)
    };
    let expected = render_cube(&v);
    let mut image = render_cube(&CubeView { dark: true, ..v });
    let before = image.as_raw().as_ptr();
    render_cube_into(&v, &mut image);
    assert_eq!(image.as_raw().as_ptr(), before, "the buffer was reallocated");
    assert!(image == expected);
    let mut small = RgbaImage::new(3, 3);
    render_cube_into(&v, &mut small);
    assert!(small == expected);
}

#[test]
fn tiny_and_zero_sizes_do_not_panic() {
    let (puzzle, _) = puzzle();
    for size in [0, 1, 2, 7, 40] {
        let image = render_cube(&CubeView {
            size,
            selected: Some(0),
            active_face: Some(Face::Top),
            ..view(&puzzle, &puzzle)
        });
        assert_eq!(image.dimensions(), (size, size));
        let _ = hit_test(size, 0.5, 0.5);
    }
}

fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("sudoku3d-render-{}-{name}", std::process::id()))
}

#[test]
fn save_png_writes_a_decodable_png_of_the_right_size() {
    let (puzzle, _) = puzzle();
    let path = temp_path("cube.png");
    save_png(
        &CubeView {
            size: 240,
            ..view(&puzzle, &puzzle)
        },
        &path,
    )
    .expect("the PNG is written");
    let decoded = image::open(&path).expect("the PNG decodes").to_rgba8();
    std::fs::remove_file(&path).ok();
    assert_eq!(decoded.dimensions(), (240, 240));
    assert!(
        decoded
            == render_cube(&CubeView {
                size: 240,
                ..view(&puzzle, &puzzle)
            })
    );
}

#[test]
fn save_png_fails_clearly_on_an_unwritable_path() {
    let empty = Grid::empty(Shape::Cube);
    let path = temp_path("no-such-directory").join("cube.png");
    let error = save_png(&view(&empty, &empty), &path).expect_err("the directory does not exist");
    assert!(matches!(error, RenderError::Create { .. }), "{error:?}");
    let message = error.to_string();
    assert!(
        message.contains("cube.png") && message.contains("no-such-directory"),
        "{message}"
    );
    let zero = save_png(
        &CubeView {
            size: 0,
            ..view(&empty, &empty)
        },
        &temp_path("zero.png"),
    );
    assert!(matches!(zero, Err(RenderError::ZeroSize)), "{zero:?}");
}

/// Writes `resources/cube-preview.png` (for the README) and light/dark samples in the temp
/// directory: `cargo test --no-default-features --test engine render:: -- --ignored`.
#[test]
#[ignore = "writes files: run by hand to refresh the README picture"]
fn write_previews() {
    let (puzzle, solution) = puzzle();
    let mut current = puzzle.clone();
    for cell in (0..current.len()).step_by(3) {
        if current.get(cell).is_none() {
            current.set(cell, solution.get(cell));
        }
    }
    let selected = Some(cell(Face::Top, 8, 8));
    let base = CubeView {
        active_face: Some(Face::Front),
        selected,
        ..view(&puzzle, &current)
    };
    let readme = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("resources/cube-preview.png");
    save_png(&base, &readme).expect("README preview written");
    for (name, dark, size) in [("light", false, 600), ("dark", true, 600), ("small", false, 300)] {
        let path = std::env::temp_dir().join(format!("cube-{name}.png"));
        save_png(&CubeView { dark, size, ..base }, &path).expect("sample written");
    }
}
