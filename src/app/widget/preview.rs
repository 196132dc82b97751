//! The cube preview: the whole cube drawn by [`crate::render`] into an RGBA image and shown
//! with iced's image widget, beside the board of the cube game.
//!
//! The picture is rendered in software, so it is kept as an image handle and rendered again
//! only when what it shows changes (the board, the selection, the face shown, the theme, the
//! size, the pause): [`Preview::show`] compares what it is asked to show with what it last
//! rendered. A render of 600 pixels takes about 2.5 ms, so it is done inline in `update`
//! rather than in a background task: the only renders are right after a move or a switch,
//! never on a clock tick or a mouse move.

use iced::widget::container;
use iced::widget::image::{self, Handle};
use iced::{Element, Point};

use crate::app::widget::cube_view::Pressable;

use crate::engine::{Digit, Face, Grid, Shape};
use crate::play::HintOverlay;
use crate::render::{hit_test, render_cube, render_cube_marked, CubeMarks, CubeView, Mark};

/// What a render showed: when nothing of it changes, the picture is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shown {
    current: Grid,
    face: Option<Face>,
    selected: Option<usize>,
    pixels: u32,
    dark: bool,
    hidden: bool,
    hint: Option<HintOverlay>,
}

/// The cube preview of a game: the last rendered picture, and what it shows.
#[derive(Clone, Debug, Default)]
pub struct Preview {
    picture: Option<(Handle, Shown)>,
    renders: u64,
}

impl Preview {
    /// A preview with nothing rendered yet.
    pub fn new() -> Preview {
        Preview::default()
    }

    /// Shows `view` (at `view.size` pixels) with the `hint` on show (its area highlighted and
    /// its pattern drawn, as on the board), rendering it only when it differs from the last
    /// render. With `hidden` (a paused game) the cube is drawn without any digit, selection or
    /// hint. Returns whether it rendered.
    pub fn show(&mut self, view: &CubeView<'_>, hidden: bool, hint: Option<&HintOverlay>) -> bool {
        let hint = hint.filter(|_| !hidden);
        let pixels = view.size.max(1);
        let same = |s: &Shown| {
            s.face == view.active_face
                && s.selected == view.selected
                && s.pixels == pixels
                && s.dark == view.dark
                && s.hidden == hidden
                && s.current == *view.current
                && s.hint.as_ref() == hint
        };
        if self.picture.as_ref().is_some_and(|(_, s)| same(s)) {
            return false;
        }
        let shown = Shown {
            current: view.current.clone(),
            face: view.active_face,
            selected: view.selected,
            pixels,
            dark: view.dark,
            hidden,
            hint: hint.cloned(),
        };
        let empty = Grid::empty(view.puzzle.shape().clone());
        let view = if hidden {
            CubeView {
                puzzle: &empty,
                current: &empty,
                selected: None,
                ..*view
            }
        } else {
            *view
        };
        // The hint's area as the board highlights it; the pattern is drawn by the renderer.
        let mut marks = vec![Mark::None; view.current.len()];
        if let Some(o) = hint {
            for &c in &o.area {
                if let Some(m) = marks.get_mut(c) {
                    *m = Mark::Hint;
                }
            }
            if let Some(m) = o.mistake.and_then(|c| marks.get_mut(c)) {
                *m = Mark::HintTarget;
            }
        }
        let mut picture = ::image::RgbaImage::new(0, 0);
        render_cube_marked(
            &CubeView {
                size: shown.pixels,
                ..view
            },
            &CubeMarks {
                marks: &marks,
                notes: &[],
                colours: &[],
                hint,
            },
            &mut picture,
        );
        let handle = Handle::from_rgba(shown.pixels, shown.pixels, picture.into_raw());
        self.picture = Some((handle, shown));
        self.renders += 1;
        true
    }

    /// How many times the picture was rendered (to check that it is not redrawn needlessly).
    pub fn renders(&self) -> u64 {
        self.renders
    }

    /// The side of the rendered picture in pixels (0 before the first render).
    pub fn pixels(&self) -> u32 {
        self.picture.as_ref().map_or(0, |(_, s)| s.pixels)
    }

    /// The picture, once rendered.
    pub fn handle(&self) -> Option<&Handle> {
        self.picture.as_ref().map(|(h, _)| h)
    }

    /// Which face, row and column of the cube is at `point` of a preview shown `side` logical
    /// pixels wide (`point` relative to its top left corner).
    pub fn hit(&self, point: Point, side: f32) -> Option<(Face, usize, usize)> {
        let pixels = self.pixels();
        if pixels == 0 || side <= 0.0 {
            return None;
        }
        let k = pixels as f32 / side;
        hit_test(pixels, point.x * k, point.y * k)
    }

    /// The picture, `side` logical pixels square, with the widget id `preview`. Pressing it
    /// sends `on_press(point, side)` with the point pressed ([`Pressable`]: no message while
    /// the mouse only moves). Without `on_press` (a paused game) it is a picture.
    pub fn view<'a, M: Clone + 'a>(&'a self, side: f32, on_press: Option<fn(Point, f32) -> M>) -> Element<'a, M> {
        let content: Element<'a, M> = match self.handle() {
            Some(handle) => {
                let picture = image(handle.clone()).width(side).height(side);
                match on_press {
                    Some(press) => Pressable::new(picture, move |p| press(p, side)).into(),
                    None => picture.into(),
                }
            }
            None => iced::widget::space().width(side).height(side).into(),
        };
        container(content).id("preview").into()
    }
}

fn image(handle: Handle) -> iced::widget::Image<Handle> {
    iced::widget::image(handle).filter_method(image::FilterMethod::Linear)
}

/// A small picture of the cube for the help and the cube's start screen: no puzzle, a few
/// digits on the shared edges (each drawn on both faces that show it) and the corner cell
/// marked on all three faces. `pixels` square.
pub fn sample(pixels: u32, dark: bool) -> Handle {
    let mut grid = Grid::empty(Shape::Cube);
    let shape = grid.shape().clone();
    let geometry = shape.geometry();
    for (face, row, col, digit) in [
        (Face::Top, 8, 2, 7),
        (Face::Front, 4, 8, 4),
        (Face::Top, 5, 8, 2),
        (Face::Front, 5, 3, 9),
        (Face::Right, 6, 5, 1),
        (Face::Top, 2, 3, 5),
    ] {
        grid.set(geometry.cell_at(face, row, col), Digit::new(digit));
    }
    let corner = geometry.cell_at(Face::Top, 8, 8);
    let picture = render_cube(&CubeView {
        puzzle: &grid,
        current: &grid,
        active_face: None,
        selected: Some(corner),
        size: pixels.max(1),
        dark,
    });
    Handle::from_rgba(pixels.max(1), pixels.max(1), picture.into_raw())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_only_on_change() {
        let puzzle = Grid::empty(Shape::Cube);
        let current = puzzle.clone();
        let moved = {
            let mut g = current.clone();
            g.set(5, Digit::new(3));
            g
        };
        let mut preview = Preview::new();
        let mut view = CubeView {
            puzzle: &puzzle,
            current: &current,
            active_face: Some(Face::Top),
            selected: None,
            size: 120,
            dark: false,
        };
        assert!(preview.show(&view, false, None));
        assert!(!preview.show(&view, false, None));
        view.active_face = Some(Face::Right);
        assert!(preview.show(&view, false, None));
        assert!(preview.show(&view, true, None), "pausing hides the digits");
        assert!(!preview.show(&view, true, None));
        let view = CubeView {
            current: &moved,
            ..view
        };
        assert!(preview.show(&view, true, None));
        assert_eq!(preview.renders(), 4);
        // A hint on show is drawn; hidden (paused), it is not there to draw.
        let hint = HintOverlay {
            area: vec![3, 4, 5],
            ..HintOverlay::default()
        };
        assert!(!preview.show(&view, true, Some(&hint)));
        assert!(preview.show(&view, false, Some(&hint)));
        assert!(!preview.show(&view, false, Some(&hint)));
        assert!(preview.show(&view, false, None));
        assert_eq!(preview.renders(), 6);
        assert_eq!(preview.pixels(), 120);
    }

    #[test]
    fn hits_scale_to_the_shown_side() {
        let puzzle = Grid::empty(Shape::Cube);
        let mut preview = Preview::new();
        assert_eq!(preview.hit(Point::new(10.0, 10.0), 100.0), None);
        preview.show(
            &CubeView {
                puzzle: &puzzle,
                current: &puzzle,
                active_face: None,
                selected: None,
                size: 400,
                dark: true,
            },
            false,
            None,
        );
        for face in Face::ALL {
            let (x, y) = crate::render::cell_center(400, face, 3, 6);
            // Shown at half size: the point on screen is half as far.
            assert_eq!(preview.hit(Point::new(x / 2.0, y / 2.0), 200.0), Some((face, 3, 6)));
        }
        assert_eq!(preview.hit(Point::new(1.0, 1.0), 200.0), None);
    }
}
