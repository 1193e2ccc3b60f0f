//! The sentence-embedding model: all-MiniLM-L6-v2 (models/all-minilm-l6-v2, its source,
//! licence and hashes in models/README.md), run on the CPU with candle. A text becomes a
//! vector of [`DIM`] numbers of length 1 whose dot product with another text's says how close
//! their meanings are, whatever words each uses.
//!
//! The weights are compiled in (half precision, 45 MB) and read once per process, on the first
//! text encoded; nothing is fetched or read from disk.

use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;
use candle_transformers::models::bert::{BertModel, Config};
use std::sync::OnceLock;
use tokenizers::Tokenizer;

/// The length of a vector.
pub const DIM: usize = 384;

/// Tokens read of a text (the model was trained on 256 at most; a rule's first 256 tokens say
/// what it is about).
const MAX_TOKENS: usize = 256;

/// Texts encoded together (padded to the longest of them).
const BATCH: usize = 16;

static WEIGHTS: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/models/all-minilm-l6-v2/model.f16.safetensors"
));
static CONFIG: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/models/all-minilm-l6-v2/config.json"
));
static TOKENIZER: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/models/all-minilm-l6-v2/tokenizer.json"
));

/// The identity of the model, kept with every stored vector so that vectors of another model
/// are never compared with this one's: a hash of its configuration, its tokenizer, its size and
/// every 4096th byte of its weights (cheap enough for every search to compute, and no two
/// models share it).
pub fn model_id() -> u64 {
    static ID: OnceLock<u64> = OnceLock::new();
    *ID.get_or_init(|| {
        let mut h = blake3::Hasher::new();
        h.update(CONFIG);
        h.update(TOKENIZER);
        h.update(&(WEIGHTS.len() as u64).to_le_bytes());
        let sample: Vec<u8> = WEIGHTS.iter().step_by(4096).copied().collect();
        h.update(&sample);
        u64::from_le_bytes(h.finalize().as_bytes()[..8].try_into().expect("8 bytes"))
    })
}

/// The loaded model and its tokenizer.
pub struct Encoder {
    model: BertModel,
    tokenizer: Tokenizer,
}

/// The model of this process, loaded on first use. `None` only if the compiled-in model cannot
/// be read, which a test rules out.
pub fn shared() -> Option<&'static Encoder> {
    static ENCODER: OnceLock<Option<Encoder>> = OnceLock::new();
    ENCODER.get_or_init(|| Encoder::load().ok()).as_ref()
}

impl Encoder {
    fn load() -> Result<Encoder, String> {
        let config: Config = serde_json::from_slice(CONFIG).map_err(|e| e.to_string())?;
        let vb = VarBuilder::from_slice_safetensors(WEIGHTS, DType::F32, &Device::Cpu)
            .map_err(|e| e.to_string())?;
        let model = BertModel::load(vb, &config).map_err(|e| e.to_string())?;
        let mut tokenizer = Tokenizer::from_bytes(TOKENIZER).map_err(|e| e.to_string())?;
        tokenizer.with_padding(None);
        tokenizer
            .with_truncation(Some(tokenizers::TruncationParams {
                max_length: MAX_TOKENS,
                ..Default::default()
            }))
            .map_err(|e| e.to_string())?;
        Ok(Encoder { model, tokenizer })
    }

    /// The vectors of `texts`, in order: mean of the last layer over the text's tokens, scaled
    /// to length 1 (as sentence-transformers does for this model).
    pub fn encode(&self, texts: &[&str]) -> Result<Vec<[f32; DIM]>, String> {
        let encodings = self
            .tokenizer
            .encode_batch(texts.to_vec(), true)
            .map_err(|e| e.to_string())?;
        // Texts of like length together: less padding to compute.
        let mut order: Vec<usize> = (0..texts.len()).collect();
        order.sort_by_key(|&i| encodings[i].get_ids().len());
        let mut out = vec![[0f32; DIM]; texts.len()];
        for batch in order.chunks(BATCH) {
            let len = batch
                .iter()
                .map(|&i| encodings[i].get_ids().len())
                .max()
                .unwrap_or(0)
                .max(1);
            let mut ids = vec![0u32; batch.len() * len];
            let mut mask = vec![0u32; batch.len() * len];
            for (row, &i) in batch.iter().enumerate() {
                for (j, &id) in encodings[i].get_ids().iter().enumerate() {
                    ids[row * len + j] = id;
                    mask[row * len + j] = 1;
                }
            }
            let vectors = self
                .forward(&ids, &mask, batch.len(), len)
                .map_err(|e| e.to_string())?;
            for (row, &i) in batch.iter().enumerate() {
                out[i] = vectors[row];
            }
        }
        Ok(out)
    }

    fn forward(
        &self,
        ids: &[u32],
        mask: &[u32],
        rows: usize,
        len: usize,
    ) -> candle_core::Result<Vec<[f32; DIM]>> {
        let device = &Device::Cpu;
        let ids = Tensor::from_slice(ids, (rows, len), device)?;
        let mask = Tensor::from_slice(mask, (rows, len), device)?;
        let types = ids.zeros_like()?;
        let hidden = self.model.forward(&ids, &types, Some(&mask))?;
        // Mean over the text's own tokens (padding left out), then length 1.
        let m = mask.to_dtype(DType::F32)?.unsqueeze(2)?;
        let summed = hidden.broadcast_mul(&m)?.sum(1)?;
        let counts = m.sum(1)?;
        let mean = summed.broadcast_div(&counts)?;
        let norm = mean.sqr()?.sum_keepdim(1)?.sqrt()?;
        let unit = mean.broadcast_div(&norm)?;
        let flat: Vec<f32> = unit.flatten_all()?.to_vec1()?;
        Ok(flat
            .chunks_exact(DIM)
            .map(|c| c.try_into().expect("DIM numbers"))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The model gives the vectors sentence-transformers gives (all-MiniLM-L6-v2's published
    /// example, first five numbers, read with the Python reference on the same weights); half
    /// precision costs less than 0.002 on each.
    #[test]
    fn encodes_as_the_reference_implementation_does() {
        let e = shared().expect("the compiled-in model loads");
        let v = e
            .encode(&["This is an example sentence", "Each sentence is converted"])
            .unwrap();
        let want = [0.067_656_9, 0.063_495_9, 0.048_713, 0.079_305, 0.037_448];
        for (got, want) in v[0][..5].iter().zip(want) {
            assert!((got - want).abs() < 2e-3, "{:?}", &v[0][..5]);
        }
        let want = [
            0.086_438_6,
            0.102_762_6,
            0.005_394_6,
            0.002_044_4,
            -0.009_963_4,
        ];
        for (got, want) in v[1][..5].iter().zip(want) {
            assert!((got - want).abs() < 2e-3, "{:?}", &v[1][..5]);
        }
        let dot: f32 = v[0].iter().zip(&v[1]).map(|(a, b)| a * b).sum();
        assert!((dot - 0.4046).abs() < 3e-3, "{dot}");
        let len: f32 = v[0].iter().map(|a| a * a).sum();
        assert!((len - 1.0).abs() < 1e-4);
    }

    /// Texts of different lengths encoded together give what each gives alone (padding is
    /// left out of the mean).
    #[test]
    fn a_batch_gives_what_each_text_gives_alone() {
        let e = shared().unwrap();
        let texts = [
            "The player determines the total cost of the spell.",
            "A token is not a card.",
        ];
        let together = e.encode(&texts).unwrap();
        for (t, v) in texts.iter().zip(&together) {
            let alone = e.encode(&[t]).unwrap()[0];
            for (a, b) in alone.iter().zip(v) {
                assert!((a - b).abs() < 1e-4);
            }
        }
    }
}
