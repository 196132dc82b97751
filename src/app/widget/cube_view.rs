//! The cube view: the whole cube in isometric projection as the playing surface, three faces at
//! once, sized to the window.
//!
//! The picture is drawn by the software renderer ([`crate::render::render_cube_marked`]: grid
//! lines, highlights, digits and notes in the plane of each face) into an RGBA buffer that is
//! kept with what it shows and drawn again only when that changes (a move, the selection, the
//! marks, the size, the theme). A frame at the default window takes a few milliseconds on one
//! core (`cargo bench --bench render`), so it is done inline in `update`.
//!
//! Clicking reads the cursor when the button goes down ([`Pressable`]): no message per mouse
//! move, and the hit test maps the point back onto a face, row and column.

use iced::widget::container;
use iced::widget::image::{self, Handle};
use iced::{mouse, Element, Event, Length, Point, Rectangle, Size};
use iced_core::widget::{tree, Operation, Tree};
use iced_core::{layout, renderer, Clipboard, Layout, Shell, Widget};

use crate::app::widget::touch::{Pick, Touch};
use crate::engine::{Candidates, Face, Grid};
use crate::play::HintOverlay;
use crate::render::{hit_test, render_cube_marked, CubeMarks, CubeView, Mark};

/// Everything a frame shows: when none of it changes, the picture is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shown {
    current: Grid,
    face: Option<Face>,
    selected: Option<usize>,
    marks: Vec<Mark>,
    notes: Vec<Candidates>,
    colours: Vec<u8>,
    hint: Option<HintOverlay>,
    pixels: u32,
    dark: bool,
}

/// The cube view of a game: the last frame and what it shows.
#[derive(Clone, Debug, Default)]
pub struct CubeBoard {
    frame: Option<(Handle, Shown)>,
    renders: u64,
}

impl CubeBoard {
    /// A view with nothing drawn yet.
    pub fn new() -> CubeBoard {
        CubeBoard::default()
    }

    /// Shows `view` with `marks`, drawing a new frame only when something differs from the
    /// last one. Returns whether it drew.
    pub fn show(&mut self, view: &CubeView<'_>, marks: &CubeMarks<'_>) -> bool {
        let pixels = view.size.max(1);
        let same = |s: &Shown| {
            s.face == view.active_face
                && s.selected == view.selected
                && s.pixels == pixels
                && s.dark == view.dark
                && s.current == *view.current
                && s.marks == marks.marks
                && s.notes == marks.notes
                && s.colours == marks.colours
                && s.hint.as_ref() == marks.hint
        };
        if self.frame.as_ref().is_some_and(|(_, s)| same(s)) {
            return false;
        }
        let view = CubeView { size: pixels, ..*view };
        // A fresh buffer: the handle takes it over, and the renderer keeps the old picture
        // until the new one replaces it.
        let mut picture = ::image::RgbaImage::new(0, 0);
        render_cube_marked(&view, marks, &mut picture);
        let handle = Handle::from_rgba(pixels, pixels, picture.into_raw());
        let shown = Shown {
            current: view.current.clone(),
            face: view.active_face,
            selected: view.selected,
            marks: marks.marks.to_vec(),
            notes: marks.notes.to_vec(),
            colours: marks.colours.to_vec(),
            hint: marks.hint.cloned(),
            pixels,
            dark: view.dark,
        };
        self.frame = Some((handle, shown));
        self.renders += 1;
        true
    }

    /// How many frames were drawn (to check that nothing is drawn needlessly).
    pub fn renders(&self) -> u64 {
        self.renders
    }

    /// The side of the last frame in pixels (0 before the first).
    pub fn pixels(&self) -> u32 {
        self.frame.as_ref().map_or(0, |(_, s)| s.pixels)
    }

    /// Which face, row and column is at `point` of the view shown `side` logical pixels wide
    /// (`point` relative to its top left corner).
    pub fn hit(&self, point: Point, side: f32) -> Option<(Face, usize, usize)> {
        let pixels = self.pixels();
        if pixels == 0 || side <= 0.0 {
            return None;
        }
        let k = pixels as f32 / side;
        hit_test(pixels, point.x * k, point.y * k)
    }

    /// The view, `side` logical pixels square, with the widget id `cube-view`. Pressing it
    /// sends `on_press(point, side)` with the point pressed; nothing is sent while the mouse
    /// only moves. Without `on_press` (a paused game) it is a picture.
    pub fn view<'a, M: Clone + 'a>(&'a self, side: f32, on_press: Option<fn(Point, f32) -> M>) -> Element<'a, M> {
        let content: Element<'a, M> = match &self.frame {
            Some((handle, _)) => {
                let picture = iced::widget::image(handle.clone())
                    .filter_method(image::FilterMethod::Linear)
                    .width(side)
                    .height(side);
                match on_press {
                    Some(press) => Pressable::new(picture, move |p| press(p, side)).into(),
                    None => picture.into(),
                }
            }
            None => iced::widget::space().width(side).height(side).into(),
        };
        container(content).id("cube-view").into()
    }
}

impl CubeBoard {
    /// As [`CubeBoard::view`], picking cells with the mouse ([`Touch`]): a press sends
    /// `on_pick(point, side, pick)`, a drag `on_drag(point, side)` each time it reaches another
    /// cell, the release `on_release`.
    pub fn view_picking<'a, M: Clone + 'a>(
        &'a self,
        side: f32,
        on_pick: fn(Point, f32, Pick) -> M,
        on_drag: fn(Point, f32) -> M,
        on_release: M,
    ) -> Element<'a, M> {
        let content: Element<'a, M> = match &self.frame {
            Some((handle, _)) => {
                let picture = iced::widget::image(handle.clone())
                    .filter_method(image::FilterMethod::Linear)
                    .width(side)
                    .height(side);
                Touch::new(
                    picture,
                    move |p| self.hit(p, side),
                    move |p, _, pick| on_pick(p, side, pick),
                    move |p, _| on_drag(p, side),
                    on_release,
                )
                .into()
            }
            None => iced::widget::space().width(side).height(side).into(),
        };
        container(content).id("cube-view").into()
    }
}

/// A widget that sends a message with the cursor's position (relative to its top left corner)
/// when the left button goes down on it, and shows a pointer over it. Unlike iced's mouse
/// area it needs no message per mouse move to know where the press was.
pub struct Pressable<'a, M> {
    content: Element<'a, M>,
    on_press: Box<dyn Fn(Point) -> M + 'a>,
}

impl<'a, M> Pressable<'a, M> {
    /// `content`, sending `on_press(point)` when pressed.
    pub fn new(content: impl Into<Element<'a, M>>, on_press: impl Fn(Point) -> M + 'a) -> Pressable<'a, M> {
        Pressable {
            content: content.into(),
            on_press: Box::new(on_press),
        }
    }
}

impl<'a, M: 'a> From<Pressable<'a, M>> for Element<'a, M> {
    fn from(p: Pressable<'a, M>) -> Element<'a, M> {
        Element::new(p)
    }
}

impl<M> Widget<M, iced::Theme, iced::Renderer> for Pressable<'_, M> {
    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.content));
    }

    fn tag(&self) -> tree::Tag {
        tree::Tag::stateless()
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &iced::Renderer, limits: &layout::Limits) -> layout::Node {
        self.content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &iced::Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        self.content
            .as_widget()
            .draw(&tree.children[0], renderer, theme, style, layout, cursor, viewport);
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    fn update(
        &mut self,
        _tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        _renderer: &iced::Renderer,
        _clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        _viewport: &Rectangle,
    ) {
        if let Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) = event {
            if let Some(point) = cursor.position_in(layout.bounds()) {
                shell.publish((self.on_press)(point));
                shell.capture_event();
            }
        }
    }

    fn mouse_interaction(
        &self,
        _tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        _viewport: &Rectangle,
        _renderer: &iced::Renderer,
    ) -> mouse::Interaction {
        if cursor.is_over(layout.bounds()) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Digit, Shape};

    fn view<'a>(grid: &'a Grid, selected: Option<usize>) -> CubeView<'a> {
        CubeView {
            puzzle: grid,
            current: grid,
            active_face: Some(Face::Front),
            selected,
            size: 300,
            dark: false,
        }
    }

    #[test]
    fn draws_only_on_change() {
        let grid = Grid::empty(Shape::Cube);
        let mut marks = vec![Mark::None; grid.len()];
        let notes = vec![Candidates::NONE; grid.len()];
        let mut board = CubeBoard::new();
        assert!(board.show(
            &view(&grid, None),
            &CubeMarks {
                marks: &marks,
                notes: &notes,
                colours: &[],
                hint: None,
            }
        ));
        assert!(!board.show(
            &view(&grid, None),
            &CubeMarks {
                marks: &marks,
                notes: &notes,
                colours: &[],
                hint: None,
            }
        ));
        assert!(board.show(
            &view(&grid, Some(3)),
            &CubeMarks {
                marks: &marks,
                notes: &notes,
                colours: &[],
                hint: None,
            }
        ));
        marks[7] = Mark::Peer;
        assert!(board.show(
            &view(&grid, Some(3)),
            &CubeMarks {
                marks: &marks,
                notes: &notes,
                colours: &[],
                hint: None,
            }
        ));
        let mut moved = grid.clone();
        moved.set(9, Digit::new(4));
        assert!(board.show(
            &view(&moved, Some(3)),
            &CubeMarks {
                marks: &marks,
                notes: &notes,
                colours: &[],
                hint: None,
            }
        ));
        assert_eq!(board.renders(), 4);
        assert_eq!(board.pixels(), 300);
    }

    #[test]
    fn hits_every_face() {
        let grid = Grid::empty(Shape::Cube);
        let mut board = CubeBoard::new();
        board.show(&view(&grid, None), &CubeMarks::default());
        for face in Face::ALL {
            let (x, y) = crate::render::cell_center(300, face, 2, 7);
            // Shown at twice the size: the point on screen is twice as far.
            assert_eq!(board.hit(Point::new(2.0 * x, 2.0 * y), 600.0), Some((face, 2, 7)));
        }
    }
}
