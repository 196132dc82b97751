//! Lines of a text file read as bytes, so nothing in a file can stop a run: a line that is not
//! UTF-8, or longer than [`MAX_LINE`] bytes, is one bad line with its number, and reading goes
//! on. Memory stays bounded by [`MAX_LINE`] however long a line is (a 3 GB line, or
//! `/dev/zero`, is read through in 64 KiB of buffer), and an over-long line is reported as soon
//! as it passes [`MAX_LINE`], not when (if ever) it ends: the rest of it is skipped afterwards.
//! A comment line (`#` first) comes as text whatever its bytes, since it is skipped anyway.

use std::io::{BufRead, ErrorKind};

/// The longest line kept, in bytes: far above any puzzle (a cube's three faces are 245 bytes,
/// a pencil-mark position 729).
pub const MAX_LINE: usize = 64 * 1024;

/// Why a line could not be used as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// Bytes that are not UTF-8, the first at this byte (1-based).
    InvalidUtf8 {
        /// 1-based byte of the first bad byte.
        byte: usize,
    },
    /// More than [`MAX_LINE`] bytes before the end of the line.
    TooLong,
    /// The input failed; nothing after it is read.
    Io(String),
}

/// One line: its 1-based number and its text (without the line end, nor a UTF-8 byte-order
/// mark on the first line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextLine {
    /// 1-based line number.
    pub number: usize,
    /// The text, or why it is not usable text.
    pub text: Result<String, LineError>,
}

/// Reads [`TextLine`]s from bytes; ends after the input ends or fails.
pub struct LineReader<R> {
    input: R,
    number: usize,
    buffer: Vec<u8>,
    ended: bool,
    /// The last line was reported too long before its end: the rest of it is to be skipped.
    skipping: bool,
}

impl<R: BufRead> LineReader<R> {
    /// A reader over `input`.
    pub fn new(input: R) -> Self {
        LineReader {
            input,
            number: 0,
            buffer: Vec::new(),
            ended: false,
            skipping: false,
        }
    }

    /// Reads up to the end of the line into the buffer, keeping at most `MAX_LINE + 1` bytes:
    /// one more tells an over-long line, and ends the reading there (the rest of the line is
    /// skipped by the next call). `Ok(false)` at the end of the input.
    fn fill_line(&mut self) -> Result<bool, String> {
        let mut any = false;
        loop {
            let available = match self.input.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.to_string()),
            };
            if available.is_empty() {
                self.skipping = false;
                return Ok(any);
            }
            let newline = available.iter().position(|&b| b == b'\n');
            if self.skipping {
                // The tail of a line already reported too long: not a line of its own.
                let used = newline.map_or(available.len(), |i| i + 1);
                self.input.consume(used);
                self.skipping = newline.is_none();
                continue;
            }
            any = true;
            let (chunk, used, end) = match newline {
                Some(i) => (&available[..i], i + 1, true),
                None => (available, available.len(), false),
            };
            let room = (MAX_LINE + 1).saturating_sub(self.buffer.len());
            let kept = chunk.len().min(room);
            self.buffer.extend_from_slice(&chunk[..kept]);
            if self.buffer.len() > MAX_LINE && !end {
                // Too long already: say so now, and skip what is left of the line later.
                self.input.consume(kept);
                self.skipping = true;
                return Ok(true);
            }
            self.input.consume(used);
            if end {
                return Ok(true);
            }
        }
    }
}

impl<R: BufRead> Iterator for LineReader<R> {
    type Item = TextLine;

    fn next(&mut self) -> Option<TextLine> {
        if self.ended {
            return None;
        }
        self.buffer.clear();
        let filled = self.fill_line();
        self.number += 1;
        let number = self.number;
        match filled {
            Ok(false) => {
                self.ended = true;
                return None;
            }
            Ok(true) => {}
            Err(e) => {
                self.ended = true;
                return Some(TextLine {
                    number,
                    text: Err(LineError::Io(e)),
                });
            }
        }
        if self.buffer.len() > MAX_LINE {
            return Some(TextLine {
                number,
                text: Err(LineError::TooLong),
            });
        }
        let mut bytes = self.buffer.as_slice();
        if bytes.last() == Some(&b'\r') {
            bytes = &bytes[..bytes.len() - 1];
        }
        if number == 1 {
            bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        }
        let text = match std::str::from_utf8(bytes) {
            Ok(s) => Ok(s.to_string()),
            // A comment is skipped whatever its bytes (a Latin-1 note, say).
            Err(_) if bytes.trim_ascii_start().starts_with(b"#") => Ok(String::from_utf8_lossy(bytes).into_owned()),
            Err(e) => Err(LineError::InvalidUtf8 {
                byte: e.valid_up_to() + 1,
            }),
        };
        Some(TextLine { number, text })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(bytes: &[u8]) -> Vec<TextLine> {
        LineReader::new(bytes).collect()
    }

    #[test]
    fn lines_end_with_or_without_a_newline_and_lose_their_line_ends() {
        let lines = read(b"one\r\ntwo\n\nthree");
        let texts: Vec<_> = lines.iter().map(|l| l.text.clone().unwrap()).collect();
        assert_eq!(texts, ["one", "two", "", "three"]);
        assert_eq!(lines[3].number, 4);
        assert!(read(b"").is_empty());
    }

    #[test]
    fn a_bad_line_is_one_line_and_reading_goes_on() {
        let mut bytes = b"\xEF\xBB\xBFfirst\nbad \xFF here\n".to_vec();
        bytes.extend(std::iter::repeat_n(b'7', MAX_LINE + 10));
        bytes.extend_from_slice(b"\nlast\n");
        let lines = read(&bytes);
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0].text, Ok("first".to_string()));
        assert_eq!(lines[1].text, Err(LineError::InvalidUtf8 { byte: 5 }));
        assert_eq!(lines[2].text, Err(LineError::TooLong));
        assert_eq!((lines[3].number, lines[3].text.clone()), (4, Ok("last".to_string())));
        // A line of exactly the limit is kept.
        let exact = vec![b'1'; MAX_LINE];
        assert_eq!(read(&exact)[0].text.as_ref().map(String::len), Ok(MAX_LINE));
    }

    /// An endless line (a stream of one byte, never a line end) is reported once it passes the
    /// limit, without waiting for an end that never comes.
    #[test]
    fn an_over_long_line_is_reported_when_it_passes_the_limit() {
        let endless = std::io::BufReader::new(std::io::repeat(b'7'));
        let first = LineReader::new(endless).next().unwrap();
        assert_eq!((first.number, first.text), (1, Err(LineError::TooLong)));
        // What is left of the line is skipped, not taken for lines of its own.
        let mut bytes = vec![b'7'; 3 * MAX_LINE];
        bytes.extend_from_slice(b"\nnext\n");
        let lines = read(&bytes);
        assert_eq!(lines.len(), 2);
        assert_eq!((lines[1].number, lines[1].text.clone()), (2, Ok("next".to_string())));
    }

    #[test]
    fn a_comment_is_text_whatever_its_bytes() {
        let lines = read(b"# caf\xE9 au lait\n  #\xFF\nbad \xFF\n");
        assert!(lines[0].text.as_ref().is_ok_and(|t| t.starts_with("# caf")));
        assert!(lines[1].text.is_ok());
        assert_eq!(lines[2].text, Err(LineError::InvalidUtf8 { byte: 5 }));
    }

    #[test]
    fn a_byte_order_mark_is_dropped_only_at_the_start() {
        let lines = read(b"\xEF\xBB\xBFa\n\xEF\xBB\xBFb\n");
        assert_eq!(lines[0].text, Ok("a".to_string()));
        assert_eq!(lines[1].text, Ok("\u{feff}b".to_string()));
    }
}
