//! The digit reader: a small two-layer perceptron on the cell's normalised bitmap
//! ([`super::cells::FEATURES`] inputs, one hidden layer, nine outputs). Its weights are
//! `resources/picture/digits.bin`, made by `cargo run --release --features tools --example
//! train_digits` from fonts the project may use (see docs/picture.md); retraining with the same
//! seed writes the same file.

use std::sync::OnceLock;

/// The weights file's first bytes.
const MAGIC: &[u8; 4] = b"SDR1";

/// The committed weights.
const WEIGHTS: &[u8] = include_bytes!("../../resources/picture/digits.bin");

/// A two-layer perceptron: `hidden = relu(w1 x + b1)`, `scores = w2 hidden + b2`.
#[derive(Clone, Debug, PartialEq)]
pub struct DigitReader {
    /// Inputs per sample.
    pub inputs: usize,
    /// Hidden units.
    pub hidden: usize,
    /// `hidden` rows of `inputs` weights.
    pub w1: Vec<f32>,
    /// One bias per hidden unit.
    pub b1: Vec<f32>,
    /// Nine rows of `hidden` weights (digits 1 to 9).
    pub w2: Vec<f32>,
    /// One bias per digit.
    pub b2: Vec<f32>,
}

impl DigitReader {
    /// The reader the project ships, or `None` when its weights file does not parse (only
    /// before the first training).
    pub fn shipped() -> Option<&'static DigitReader> {
        static READER: OnceLock<Option<DigitReader>> = OnceLock::new();
        READER.get_or_init(|| DigitReader::from_bytes(WEIGHTS)).as_ref()
    }

    /// The hidden layer's values for `x`.
    pub fn hidden_of(&self, x: &[f32]) -> Vec<f32> {
        (0..self.hidden)
            .map(|j| {
                let row = &self.w1[j * self.inputs..(j + 1) * self.inputs];
                let s: f32 = row.iter().zip(x).map(|(w, v)| w * v).sum::<f32>() + self.b1[j];
                s.max(0.0)
            })
            .collect()
    }

    /// The probability of each digit 1 to 9 (softmax of the scores).
    pub fn probabilities(&self, x: &[f32]) -> [f32; 9] {
        let h = self.hidden_of(x);
        let mut p = [0f32; 9];
        for (k, out) in p.iter_mut().enumerate() {
            let row = &self.w2[k * self.hidden..(k + 1) * self.hidden];
            *out = row.iter().zip(&h).map(|(w, v)| w * v).sum::<f32>() + self.b2[k];
        }
        let top = p.iter().copied().fold(f32::MIN, f32::max);
        let mut total = 0.0;
        for v in &mut p {
            *v = (*v - top).exp();
            total += *v;
        }
        for v in &mut p {
            *v /= total;
        }
        p
    }

    /// The most likely digit (1 to 9) and its probability.
    pub fn read(&self, x: &[f32]) -> (u8, f32) {
        let p = self.probabilities(x);
        let (k, &best) = p
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1))
            .unwrap_or((0, &0.0));
        (k as u8 + 1, best)
    }

    /// The weights file: magic, inputs and hidden as little-endian u32, then every weight as a
    /// little-endian f32 (w1, b1, w2, b2).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&(self.inputs as u32).to_le_bytes());
        out.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        for v in self.w1.iter().chain(&self.b1).chain(&self.w2).chain(&self.b2) {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    /// Reads a weights file written by [`DigitReader::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Option<DigitReader> {
        if bytes.get(..4)? != MAGIC {
            return None;
        }
        let word = |i: usize| -> Option<u32> { Some(u32::from_le_bytes(bytes.get(i..i + 4)?.try_into().ok()?)) };
        let inputs = word(4)? as usize;
        let hidden = word(8)? as usize;
        let count = hidden * inputs + hidden + 9 * hidden + 9;
        let body = bytes.get(12..)?;
        if body.len() != count * 4 {
            return None;
        }
        let values: Vec<f32> = body
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let (w1, rest) = values.split_at(hidden * inputs);
        let (b1, rest) = rest.split_at(hidden);
        let (w2, b2) = rest.split_at(9 * hidden);
        Some(DigitReader {
            inputs,
            hidden,
            w1: w1.to_vec(),
            b1: b1.to_vec(),
            w2: w2.to_vec(),
            b2: b2.to_vec(),
        })
    }
}
