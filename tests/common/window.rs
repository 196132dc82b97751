//! The real binary in a real window: an X server of its own (Xvfb), the game started on it as
//! a subprocess, keys typed with xdotool, signals sent with `kill`: the steps the window tests
//! that need the binary share.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use sudoku3d::engine::Difficulty;
use sudoku3d::play::source::{self, Request};

/// Whether `program` is on the PATH.
pub fn have(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// An X server on a display of its own, stopped when dropped. One at a time in a test
/// binary: with two servers and two windows starting at once, a window was now and then not
/// found within 20 s (seen in about half the runs of `tests/window/signals.rs`), so the window
/// tests of a file take turns.
pub struct Xvfb {
    child: Child,
    /// `:N`.
    pub display: String,
    /// Kept open: a server writing to a closed pipe would die of SIGPIPE.
    _stdout: std::process::ChildStdout,
    /// Held while the server lives (taken out only to start another in its place).
    turn: Option<MutexGuard<'static, ()>>,
}

/// Whose turn it is to run an X server.
static TURN: Mutex<()> = Mutex::new(());

impl Xvfb {
    /// Starts one; `None` (with the reason on stderr) when Xvfb or xdotool is missing or the
    /// server does not start: the caller then skips, saying so.
    pub fn start() -> Option<Xvfb> {
        Xvfb::start_sized(1024, 768)
    }

    /// [`Xvfb::start`] with a screen of `width` x `height` pixels (a window is made to fit
    /// its screen: a large one needs a larger screen).
    pub fn start_sized(width: u32, height: u32) -> Option<Xvfb> {
        if !have("Xvfb") || !have("xdotool") {
            eprintln!("SKIPPED: Xvfb or xdotool is not installed (.ci/run installs them)");
            return None;
        }
        // A test that failed while holding the turn leaves it poisoned: the turn is free all
        // the same.
        let mut turn = TURN.lock().unwrap_or_else(PoisonError::into_inner);
        // A server that said it was ready and then refused the game's connection was seen
        // (the game exited with "could not be opened on DISPLAY=:0"): a server is taken only
        // once xdotool has talked to it, and a refused one is replaced, up to three times.
        for _ in 0..3 {
            // The server picks a free display itself and says which once it accepts connections.
            let screen = format!("{width}x{height}x24");
            let mut child = Command::new("Xvfb")
                .args(["-displayfd", "1", "-screen", "0", &screen, "-nolisten", "tcp"])
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .ok()?;
            let mut number = String::new();
            let mut out = child.stdout.take()?;
            let mut byte = [0u8; 1];
            while out.read(&mut byte).is_ok_and(|n| n == 1) && byte[0] != b'\n' {
                number.push(char::from(byte[0]));
            }
            let mut x = Xvfb {
                child,
                display: format!(":{}", number.trim()),
                _stdout: out,
                turn: Some(turn),
            };
            let answers = Command::new("xdotool")
                .arg("getdisplaygeometry")
                .env("DISPLAY", &x.display)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            if answers {
                return Some(x);
            }
            eprintln!("the X server on {} did not answer; starting another", x.display);
            // Keep the turn for the next server; dropping `x` stops this one.
            turn = x.turn.take()?;
        }
        None
    }

    /// Ends the server with SIGTERM (it then removes its lock file and socket), or SIGKILL
    /// after two seconds.
    fn stop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(2) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Runs xdotool on this display; its output, trimmed.
    pub fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .output()
            .expect("xdotool runs");
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A screenshot test's set-up: an X server, a fresh data folder (`tag`) whose settings open
/// an English, light window of `size`, and the folder the pictures go to (`SUDOKU3D_SHOTS`,
/// or inside the data folder). `None` when ImageMagick's `import` or the X server is missing:
/// the test then says so (`what` did not run) and passes without running.
pub struct Screenshots {
    /// The X server.
    pub x: Xvfb,
    /// The data folder.
    pub dir: PathBuf,
    /// Where the pictures are saved.
    pub pictures: PathBuf,
    /// The window's size, which the pictures take from the screen's top-left corner.
    pub size: (u32, u32),
}

impl Screenshots {
    /// The set-up, or `None` (said on stderr) without `import` or an X server.
    pub fn start(tag: &str, size: (u32, u32), what: &str) -> Option<Screenshots> {
        if !have("import") {
            eprintln!("SKIPPED: ImageMagick's import is not installed");
            return None;
        }
        let Some(x) = Xvfb::start() else {
            eprintln!("SKIPPED: {what} did not run");
            return None;
        };
        let dir = super::fresh_dir(tag);
        let settings = format!(
            r#"{{"version":1,"language":"en","theme":"light","window":[{},{}]}}"#,
            size.0, size.1
        );
        std::fs::write(dir.join("settings.json"), settings).expect("settings written");
        let pictures = std::env::var_os("SUDOKU3D_SHOTS")
            .map(PathBuf::from)
            .unwrap_or_else(|| dir.join("pictures"));
        std::fs::create_dir_all(&pictures).expect("the pictures' folder");
        Some(Screenshots { x, dir, pictures, size })
    }

    /// The window as it is on screen (with no window manager it sits at 0,0), saved in the
    /// pictures' folder as `name`.
    pub fn shot(&self, name: &str) -> image::RgbaImage {
        let path = self.pictures.join(name);
        let took = Command::new("import")
            .args([
                "-window",
                "root",
                "-crop",
                &format!("{}x{}+0+0", self.size.0, self.size.1),
            ])
            .arg(&path)
            .env("DISPLAY", &self.x.display)
            .status()
            .is_ok_and(|s| s.success());
        assert!(took, "no screenshot {}", path.display());
        image::open(&path).expect("the screenshot").to_rgba8()
    }
}

/// The game window, started on `x` with the data folder `data`, straight into the generator's
/// easy classic puzzle of seed 1.
pub struct Game {
    /// The process.
    pub child: Child,
    /// The window's id, once it showed.
    pub window: Option<String>,
    /// When it did not show: what was seen instead.
    pub missing: String,
}

impl Game {
    /// Starts the binary; waits (up to `within`) for its window, then a moment for the game
    /// to show in it.
    pub fn start(x: &Xvfb, data: &Path, within: Duration) -> Game {
        Game::start_with(
            x,
            data,
            &["--mode", "classic", "--difficulty", "easy", "--seed", "1"],
            within,
        )
    }

    /// [`Game::start`] with the binary's arguments given (none: the menu).
    pub fn start_with(x: &Xvfb, data: &Path, args: &[&str], within: Duration) -> Game {
        Game::start_with_env(x, data, args, &[], within)
    }

    /// [`Game::start_with`] with variables set (`Some`) or removed (`None`) in the game's
    /// environment, which the programs it starts (a file dialog) inherit.
    pub fn start_with_env(
        x: &Xvfb,
        data: &Path,
        args: &[&str],
        env: &[(&str, Option<&str>)],
        within: Duration,
    ) -> Game {
        let runtime = data.with_extension("runtime");
        std::fs::create_dir_all(&runtime).expect("runtime folder");
        let mut perms = std::fs::metadata(&runtime).expect("runtime folder").permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o700);
        std::fs::set_permissions(&runtime, perms).expect("runtime folder");
        let spawn = || {
            let mut command = Command::new(env!("CARGO_BIN_EXE_sudoku3d"));
            command
                .args(args)
                .env("DISPLAY", &x.display)
                .env_remove("WAYLAND_DISPLAY")
                .env("XDG_RUNTIME_DIR", &runtime)
                .env("SUDOKU3D_DATA_DIR", data)
                .envs(env.iter().filter_map(|&(k, v)| Some((k, v?))))
                .stdout(Stdio::null())
                .stderr(Stdio::piped());
            for (name, _) in env.iter().filter(|(_, v)| v.is_none()) {
                command.env_remove(name);
            }
            command.spawn().expect("the game starts")
        };
        let mut game = Game {
            child: spawn(),
            window: None,
            missing: String::new(),
        };
        let mut retried = false;
        let start = Instant::now();
        while start.elapsed() < within {
            // By name alone: the server is this test's own, and a search by pid (the window's
            // _NET_WM_PID) now and then found nothing for the whole wait in runs of
            // tests/window/signals.rs while the game ran.
            let found = x.xdotool(&["search", "--name", "Sudoku 3D"]);
            if let Some(id) = found.lines().next() {
                game.window = Some(id.to_string());
                break;
            }
            // Now and then (a few runs in ten of the window tests, with the simulator tests
            // busy in the same process) the game could not open a display that xdotool had
            // just talked to, and exited; started again it opens. Once per game, said on
            // stderr; a second failure fails the test with what the game said.
            if !retried && matches!(game.child.try_wait(), Ok(Some(_))) {
                let said = game.why_no_window(x);
                eprintln!("the game exited before its window showed; starting it again ({said})");
                game.child = spawn();
                retried = true;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        // Give the window time to show the game before anything is typed into it.
        if game.window.is_some() {
            std::thread::sleep(Duration::from_millis(1500));
        } else {
            game.missing = game.why_no_window(x);
        }
        game
    }

    /// What was seen when the window did not show: whether the game still ran (and what it
    /// said if not), and the windows the server had.
    fn why_no_window(&mut self, x: &Xvfb) -> String {
        let state = match self.child.try_wait() {
            Ok(Some(status)) => {
                let mut err = String::new();
                if let Some(mut e) = self.child.stderr.take() {
                    let _ = e.read_to_string(&mut err);
                }
                format!("the game exited ({status}), saying: {err}")
            }
            _ => "the game was still running".to_string(),
        };
        let windows = x.xdotool(&["search", "--onlyvisible", "--name", ""]);
        let names: Vec<String> = windows
            .lines()
            .map(|id| format!("{id} {:?}", x.xdotool(&["getwindowname", id])))
            .collect();
        format!("{state}; the X server {} had these windows: {names:?}", x.display)
    }

    /// Types keys into the window (which must have shown), 30 ms apart.
    pub fn keys(&self, x: &Xvfb, keys: &[String]) {
        let Some(window) = self.window.as_deref() else {
            panic!("the window did not show: {}", self.missing);
        };
        x.xdotool(&["windowfocus", "--sync", window]);
        if keys.is_empty() {
            return;
        }
        let mut args = vec!["key", "--delay", "30"];
        args.extend(keys.iter().map(String::as_str));
        x.xdotool(&args);
    }

    /// Sends `signal` and waits (up to 15 s) for the exit; the status and stderr, or `None`
    /// when it did not exit (it is then killed).
    pub fn signal_and_wait(mut self, signal: &str) -> Option<(ExitStatus, String)> {
        let _ = Command::new("kill")
            .args([&format!("-{signal}"), &self.child.id().to_string()])
            .status();
        let start = Instant::now();
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                let mut err = String::new();
                if let Some(mut e) = self.child.stderr.take() {
                    let _ = e.read_to_string(&mut err);
                }
                return Some((status, err));
            }
            if start.elapsed() > Duration::from_secs(15) {
                let _ = self.child.kill();
                let _ = self.child.wait();
                return None;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// The keys that put the right digit into the first empty cell of the easy puzzle of seed 1
/// (the game the window opens with): an arrow selects the middle cell, arrows walk to the
/// cell, the digit goes in. Also the cell's index.
pub fn first_move_keys() -> (usize, Vec<String>) {
    let loaded = source::load_now(Request::Generate {
        variant: sudoku3d::engine::Variant::Classic,
        difficulty: Difficulty::Easy,
        seed: 1,
    })
    .expect("the puzzle");
    let cell = (0..81)
        .find(|&c| loaded.puzzle.get(c).is_none())
        .expect("an empty cell");
    let digit = loaded.solution.get(cell).expect("solved").to_string();
    let mut keys = vec!["Right".to_string()];
    let (r, c) = (cell / 9, cell % 9);
    keys.extend(std::iter::repeat_n("Up".to_string(), 4usize.saturating_sub(r)));
    keys.extend(std::iter::repeat_n("Down".to_string(), r.saturating_sub(4)));
    keys.extend(std::iter::repeat_n("Left".to_string(), 4usize.saturating_sub(c)));
    keys.extend(std::iter::repeat_n("Right".to_string(), c.saturating_sub(4)));
    keys.push(digit);
    (cell, keys)
}
