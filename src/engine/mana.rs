//! Mana symbols and mana costs (CR 107.3, 107.4 and 202.3): parsing, canonical printing and
//! mana value.
//!
//! A [`ManaCost`] is the generic amount (`{3}{2}` is `{5}`) and a small fixed array of `u16`
//! counts, one per other kind of symbol (at most [`MAX_SYMBOLS`] each), so it is `Copy`, about
//! 100 bytes, never allocates and adds or compares in a few dozen instructions: the total-cost
//! engine copies it freely in its inner loop.
//!
//! ## Canonical order
//! A cost prints in the order real printed costs and the CR's own examples use (`{X}{R}{R}`,
//! `{1}{W/U}{W/U}`, `{4}{R/G}{R/G}`, `{1}{W/P}{W/P}` in 107.4 and 202.3): first the variable
//! symbols (107.3: `{X}`, then `{Y}` and `{Z}`, 107.3p), then the generic amount (107.4b), then the
//! snow symbol `{S}` (107.4h) and the colorless symbol `{C}` (107.4c), which, like generic mana, are
//! not colors; then the colored symbols in the order rule 107.4 lists them: `{W}{U}{B}{R}{G}`
//! (107.4a), the hybrid symbols in 107.4's order `{W/U}` … `{G/U}` (107.4e), the monocolored hybrid
//! symbols `{2/W}` … then `{C/W}` …, the Phyrexian symbols `{W/P}` … (107.4f) and the hybrid
//! Phyrexian symbols `{W/U/P}` …. A cost with nothing in it prints as `{0}` (107.4d, 118.7).
//!
//! Parsing is strict about symbols (only those 107.4 lists, with hybrid pairs in 107.4's order,
//! so `{U/W}` is unknown) and lenient about case and about ASCII whitespace between symbols. Any
//! malformed input is a [`ParseError`] carrying the offending text and its byte offset.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// The five colors, in WUBRG order (CR 105.1, 107.4a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    W,
    U,
    B,
    R,
    G,
}

impl Color {
    /// All colors in WUBRG order.
    pub const ALL: [Color; 5] = [Color::W, Color::U, Color::B, Color::R, Color::G];

    /// The letter of the color's mana symbol.
    pub const fn letter(self) -> char {
        match self {
            Color::W => 'W',
            Color::U => 'U',
            Color::B => 'B',
            Color::R => 'R',
            Color::G => 'G',
        }
    }

    /// The color whose symbol letter is `c` (case-insensitive).
    pub fn from_letter(c: char) -> Option<Color> {
        match c.to_ascii_uppercase() {
            'W' => Some(Color::W),
            'U' => Some(Color::U),
            'B' => Some(Color::B),
            'R' => Some(Color::R),
            'G' => Some(Color::G),
            _ => None,
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// The ten two-color pairs of hybrid symbols, in the order rule 107.4 lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HybridPair {
    WU,
    WB,
    UB,
    UR,
    BR,
    BG,
    RG,
    RW,
    GW,
    GU,
}

impl HybridPair {
    /// All pairs in 107.4's order.
    pub const ALL: [HybridPair; 10] = [
        HybridPair::WU,
        HybridPair::WB,
        HybridPair::UB,
        HybridPair::UR,
        HybridPair::BR,
        HybridPair::BG,
        HybridPair::RG,
        HybridPair::RW,
        HybridPair::GW,
        HybridPair::GU,
    ];

    /// The two colors, in the order they are printed.
    pub const fn colors(self) -> (Color, Color) {
        use Color::*;
        match self {
            HybridPair::WU => (W, U),
            HybridPair::WB => (W, B),
            HybridPair::UB => (U, B),
            HybridPair::UR => (U, R),
            HybridPair::BR => (B, R),
            HybridPair::BG => (B, G),
            HybridPair::RG => (R, G),
            HybridPair::RW => (R, W),
            HybridPair::GW => (G, W),
            HybridPair::GU => (G, U),
        }
    }

    /// The pair printed as `{a/b}`, if 107.4 lists it in that order.
    pub fn from_colors(a: Color, b: Color) -> Option<HybridPair> {
        HybridPair::ALL.into_iter().find(|p| p.colors() == (a, b))
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// A variable symbol (CR 107.3; Y and Z follow the rules of X, 107.3p).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Variable {
    X,
    Y,
    Z,
}

impl Variable {
    /// X, Y, Z.
    pub const ALL: [Variable; 3] = [Variable::X, Variable::Y, Variable::Z];

    /// The letter of the symbol.
    pub const fn letter(self) -> char {
        match self {
            Variable::X => 'X',
            Variable::Y => 'Y',
            Variable::Z => 'Z',
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// One mana symbol of CR 107.4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ManaSymbol {
    /// `{X}`, `{Y}`, `{Z}` (107.3).
    Variable(Variable),
    /// `{0}`, `{1}`, … (107.4b).
    Generic(u64),
    /// `{S}` (107.4h).
    Snow,
    /// `{C}` (107.4c).
    Colorless,
    /// `{W}` … `{G}` (107.4a).
    Colored(Color),
    /// `{W/U}` … (107.4e).
    Hybrid(HybridPair),
    /// `{2/W}` … (107.4e).
    TwoHybrid(Color),
    /// `{C/W}` … (107.4e).
    ColorlessHybrid(Color),
    /// `{W/P}` … (107.4f).
    Phyrexian(Color),
    /// `{W/U/P}` … (107.4f).
    HybridPhyrexian(HybridPair),
}

// Kind indices in canonical print order.
pub(crate) const VAR0: usize = 0;
pub(crate) const GENERIC: usize = 3;
pub(crate) const SNOW: usize = 4;
pub(crate) const COLORLESS: usize = 5;
pub(crate) const COLORED0: usize = 6;
pub(crate) const HYBRID0: usize = 11;
pub(crate) const TWO0: usize = 21;
pub(crate) const CHYB0: usize = 26;
pub(crate) const PHYR0: usize = 31;
pub(crate) const HPHYR0: usize = 36;
/// Number of symbol kinds a [`ManaCost`] counts.
pub(crate) const KINDS: usize = 46;

/// Each kind's contribution to mana value (202.3e–g), generic excepted (it is counted apart).
const UNITS: [u8; KINDS] = {
    let mut u = [0u8; KINDS];
    let mut k = 0;
    while k < KINDS {
        u[k] = match ManaSymbol::from_kind(k) {
            ManaSymbol::Generic(_) => 0,
            s => s.mana_value_unit() as u8,
        };
        k += 1;
    }
    u
};

/// The largest count of any one non-generic symbol a cost may hold. It keeps printing bounded
/// (a multikicker paid 10^18 times would otherwise print forever); exceeding it is an
/// [`Overflow`].
pub const MAX_SYMBOLS: u64 = 10_000;

impl ManaSymbol {
    pub(crate) const fn kind(self) -> usize {
        match self {
            ManaSymbol::Variable(v) => VAR0 + v.index(),
            ManaSymbol::Generic(_) => GENERIC,
            ManaSymbol::Snow => SNOW,
            ManaSymbol::Colorless => COLORLESS,
            ManaSymbol::Colored(c) => COLORED0 + c.index(),
            ManaSymbol::Hybrid(p) => HYBRID0 + p.index(),
            ManaSymbol::TwoHybrid(c) => TWO0 + c.index(),
            ManaSymbol::ColorlessHybrid(c) => CHYB0 + c.index(),
            ManaSymbol::Phyrexian(c) => PHYR0 + c.index(),
            ManaSymbol::HybridPhyrexian(p) => HPHYR0 + p.index(),
        }
    }

    /// The symbol of kind `k` (`Generic(1)` for the generic kind).
    pub(crate) const fn from_kind(k: usize) -> ManaSymbol {
        const C: [Color; 5] = Color::ALL;
        const P: [HybridPair; 10] = HybridPair::ALL;
        match k {
            0 => ManaSymbol::Variable(Variable::X),
            1 => ManaSymbol::Variable(Variable::Y),
            2 => ManaSymbol::Variable(Variable::Z),
            GENERIC => ManaSymbol::Generic(1),
            SNOW => ManaSymbol::Snow,
            COLORLESS => ManaSymbol::Colorless,
            k if k < HYBRID0 => ManaSymbol::Colored(C[k - COLORED0]),
            k if k < TWO0 => ManaSymbol::Hybrid(P[k - HYBRID0]),
            k if k < CHYB0 => ManaSymbol::TwoHybrid(C[k - TWO0]),
            k if k < PHYR0 => ManaSymbol::ColorlessHybrid(C[k - CHYB0]),
            k if k < HPHYR0 => ManaSymbol::Phyrexian(C[k - PHYR0]),
            k => ManaSymbol::HybridPhyrexian(P[(k - HPHYR0) % 10]),
        }
    }

    /// Whether the symbol is colored (107.4a, 107.4e: hybrid symbols are colored, 107.4f:
    /// Phyrexian symbols are colored).
    pub const fn is_colored(self) -> bool {
        matches!(
            self,
            ManaSymbol::Colored(_)
                | ManaSymbol::Hybrid(_)
                | ManaSymbol::TwoHybrid(_)
                | ManaSymbol::ColorlessHybrid(_)
                | ManaSymbol::Phyrexian(_)
                | ManaSymbol::HybridPhyrexian(_)
        )
    }

    /// Parse one symbol such as `{W/U}`; the braces are required.
    pub fn parse(s: &str) -> Result<ManaSymbol, ParseError> {
        let cost = ManaCost::parse(s)?;
        let mut it = cost.symbols();
        match (it.next(), it.next()) {
            (Some((sym, 1)), None) => Ok(sym),
            (Some((ManaSymbol::Generic(n), _)), None) => Ok(ManaSymbol::Generic(n)),
            (None, None) => Ok(ManaSymbol::Generic(0)),
            _ => Err(ParseError::UnknownSymbol {
                text: s.to_string(),
                offset: 0,
            }),
        }
    }

    /// Contribution of one such symbol to mana value (202.3), with every variable at 0.
    const fn mana_value_unit(self) -> u64 {
        match self {
            ManaSymbol::Variable(_) => 0,
            ManaSymbol::Generic(n) => n,
            ManaSymbol::TwoHybrid(_) => 2,
            _ => 1,
        }
    }
}

impl fmt::Display for ManaSymbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ManaSymbol::Variable(v) => write!(f, "{{{}}}", v.letter()),
            ManaSymbol::Generic(n) => write!(f, "{{{n}}}"),
            ManaSymbol::Snow => f.write_str("{S}"),
            ManaSymbol::Colorless => f.write_str("{C}"),
            ManaSymbol::Colored(c) => write!(f, "{{{}}}", c.letter()),
            ManaSymbol::Hybrid(p) => {
                let (a, b) = p.colors();
                write!(f, "{{{}/{}}}", a.letter(), b.letter())
            }
            ManaSymbol::TwoHybrid(c) => write!(f, "{{2/{}}}", c.letter()),
            ManaSymbol::ColorlessHybrid(c) => write!(f, "{{C/{}}}", c.letter()),
            ManaSymbol::Phyrexian(c) => write!(f, "{{{}/P}}", c.letter()),
            ManaSymbol::HybridPhyrexian(p) => {
                let (a, b) = p.colors();
                write!(f, "{{{}/{}/P}}", a.letter(), b.letter())
            }
        }
    }
}

impl Serialize for ManaSymbol {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// An arithmetic result too large to represent: a count past `u64`, or more than
/// [`MAX_SYMBOLS`] copies of one non-generic symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow;

/// Why a mana-cost string could not be parsed. Every variant except `Empty` carries the
/// offending text and its byte offset in the input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ParseError {
    /// The input holds no symbol at all.
    Empty,
    /// Text that is not inside braces, such as `2W` or `}`.
    TextOutsideBraces { text: String, offset: usize },
    /// A `{` with no matching `}`, such as `{X`.
    UnclosedBrace { text: String, offset: usize },
    /// `{}`.
    EmptySymbol { text: String, offset: usize },
    /// Braces around something 107.4 does not list, such as `{W/}` or `{Q/Z}`.
    UnknownSymbol { text: String, offset: usize },
    /// A number that does not fit in 64 bits.
    NumberTooLarge { text: String, offset: usize },
    /// A cost whose symbols add up past what a cost can hold ([`Overflow`]).
    CostTooLarge { text: String, offset: usize },
}

impl ParseError {
    /// The Fluent message id, `engine-error-parse-<kebab>`.
    pub fn message_id(&self) -> &'static str {
        match self {
            ParseError::Empty => "engine-error-parse-empty",
            ParseError::TextOutsideBraces { .. } => "engine-error-parse-text-outside-braces",
            ParseError::UnclosedBrace { .. } => "engine-error-parse-unclosed-brace",
            ParseError::EmptySymbol { .. } => "engine-error-parse-empty-symbol",
            ParseError::UnknownSymbol { .. } => "engine-error-parse-unknown-symbol",
            ParseError::NumberTooLarge { .. } => "engine-error-parse-number-too-large",
            ParseError::CostTooLarge { .. } => "engine-error-parse-cost-too-large",
        }
    }

    /// The Fluent arguments: `text` and `offset` (none for `Empty`).
    pub fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            ParseError::Empty => Vec::new(),
            ParseError::TextOutsideBraces { text, offset }
            | ParseError::UnclosedBrace { text, offset }
            | ParseError::EmptySymbol { text, offset }
            | ParseError::UnknownSymbol { text, offset }
            | ParseError::NumberTooLarge { text, offset }
            | ParseError::CostTooLarge { text, offset } => {
                vec![("text", text.clone()), ("offset", offset.to_string())]
            }
        }
    }

    /// The offending text and byte offset, if any.
    pub fn location(&self) -> Option<(&str, usize)> {
        match self {
            ParseError::Empty => None,
            ParseError::TextOutsideBraces { text, offset }
            | ParseError::UnclosedBrace { text, offset }
            | ParseError::EmptySymbol { text, offset }
            | ParseError::UnknownSymbol { text, offset }
            | ParseError::NumberTooLarge { text, offset }
            | ParseError::CostTooLarge { text, offset } => Some((text, *offset)),
        }
    }
}

impl fmt::Display for ParseError {
    /// The message id and its arguments; user-facing text comes from the Fluent files.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message_id())?;
        for (k, v) in self.args() {
            write!(f, " {k}={v}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseError {}

/// A mana cost: how many of each kind of mana symbol it holds (CR 107.4, 202.1).
///
/// `Copy`, allocation-free, totally ordered (by generic amount then counts, for deterministic
/// tie-breaks).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ManaCost {
    generic: u64,
    counts: [u16; KINDS],
}

impl Default for ManaCost {
    fn default() -> Self {
        ManaCost::ZERO
    }
}

impl ManaCost {
    /// `{0}`: no mana at all (107.4d).
    pub const ZERO: ManaCost = ManaCost {
        generic: 0,
        counts: [0; KINDS],
    };

    /// Parse a cost such as `{X}{2}{W/U}{B/P}`.
    ///
    /// CR 107.4, 107.3
    pub fn parse(s: &str) -> Result<ManaCost, ParseError> {
        let bytes = s.as_bytes();
        let mut cost = ManaCost::ZERO;
        let mut i = 0;
        let mut any = false;
        while i < bytes.len() {
            let b = bytes[i];
            if b.is_ascii_whitespace() {
                i += 1;
                continue;
            }
            if b != b'{' {
                // Run of text up to the next brace (both are ASCII, so char boundaries).
                let end = bytes[i..]
                    .iter()
                    .position(|&c| c == b'{')
                    .map_or(bytes.len(), |p| i + p);
                return Err(ParseError::TextOutsideBraces {
                    text: s[i..end].to_string(),
                    offset: i,
                });
            }
            let close = bytes[i + 1..].iter().position(|&c| c == b'}' || c == b'{');
            let end = match close {
                Some(p) if bytes[i + 1 + p] == b'}' => i + 1 + p,
                Some(p) => {
                    return Err(ParseError::UnclosedBrace {
                        text: s[i..i + 1 + p].to_string(),
                        offset: i,
                    });
                }
                None => {
                    return Err(ParseError::UnclosedBrace {
                        text: s[i..].to_string(),
                        offset: i,
                    });
                }
            };
            let text = &s[i..=end];
            let inner = &s[i + 1..end];
            let (sym, n) = parse_inner(inner, text, i)?;
            cost.add_symbol(sym, n)
                .map_err(|Overflow| ParseError::CostTooLarge {
                    text: text.to_string(),
                    offset: i,
                })?;
            if cost.checked_mana_value().is_none() {
                return Err(ParseError::CostTooLarge {
                    text: text.to_string(),
                    offset: i,
                });
            }
            any = true;
            i = end + 1;
        }
        if any {
            Ok(cost)
        } else {
            Err(ParseError::Empty)
        }
    }

    /// A printed mana cost where the card may have none (118.6): `none` (any case) or nothing
    /// at all is `None`; anything else is parsed as [`ManaCost::parse`] does.
    ///
    /// CR 118.6
    pub fn parse_optional(s: &str) -> Result<Option<ManaCost>, ParseError> {
        let t = s.trim();
        if t.is_empty() || t.eq_ignore_ascii_case("none") {
            Ok(None)
        } else {
            ManaCost::parse(t).map(Some)
        }
    }

    /// Whether the cost holds only generic, snow, colorless and colored symbols: nothing left
    /// to announce (variables, hybrid and Phyrexian symbols).
    pub(crate) fn is_plain(&self) -> bool {
        !self.has_any(VAR0, GENERIC) && !self.has_any(HYBRID0, KINDS)
    }

    /// A cost of one symbol.
    pub fn from_symbol(sym: ManaSymbol) -> ManaCost {
        let mut c = ManaCost::ZERO;
        // One symbol never overflows.
        let _ = c.add_symbol(sym, 1);
        c
    }

    /// Build a cost from symbols, checking for [`Overflow`].
    pub fn from_symbols<I: IntoIterator<Item = ManaSymbol>>(syms: I) -> Result<ManaCost, Overflow> {
        let mut c = ManaCost::ZERO;
        for s in syms {
            c.add_symbol(s, 1)?;
        }
        Ok(c)
    }

    /// Add `n` copies of `sym` (for `Generic(k)`, `k * n` generic mana).
    pub fn add_symbol(&mut self, sym: ManaSymbol, n: u64) -> Result<(), Overflow> {
        let k = sym.kind();
        let amount = match sym {
            ManaSymbol::Generic(g) => g.checked_mul(n).ok_or(Overflow)?,
            _ => n,
        };
        self.add_kind(k, amount)
    }

    #[inline]
    pub(crate) fn add_kind(&mut self, k: usize, n: u64) -> Result<(), Overflow> {
        if k == GENERIC {
            self.generic = self.generic.checked_add(n).ok_or(Overflow)?;
            return Ok(());
        }
        let v = u64::from(self.counts[k]).checked_add(n).ok_or(Overflow)?;
        if v > MAX_SYMBOLS {
            return Err(Overflow);
        }
        self.counts[k] = v as u16;
        Ok(())
    }

    #[inline]
    pub(crate) fn get(&self, k: usize) -> u64 {
        if k == GENERIC {
            self.generic
        } else {
            u64::from(self.counts[k])
        }
    }

    #[inline]
    /// Set a count; a non-generic count saturates at [`MAX_SYMBOLS`].
    pub(crate) fn set(&mut self, k: usize, v: u64) {
        if k == GENERIC {
            self.generic = v;
        } else {
            self.counts[k] = v.min(MAX_SYMBOLS) as u16;
        }
    }

    /// Whether any kind in `from..to` is present (non-generic kinds only).
    #[inline]
    pub(crate) fn has_any(&self, from: usize, to: usize) -> bool {
        self.counts[from..to].iter().fold(0, |a, &c| a | c) != 0
    }

    /// How many of `sym` the cost holds; for `Generic(_)`, the generic amount.
    pub fn count(&self, sym: ManaSymbol) -> u64 {
        self.get(sym.kind())
    }

    /// The generic amount (107.4b).
    pub fn generic(&self) -> u64 {
        self.generic
    }

    /// Whether the cost holds no mana at all (it prints `{0}`).
    pub fn is_zero(&self) -> bool {
        self.generic == 0 && self.counts.iter().fold(0, |a, &c| a | c) == 0
    }

    /// `self + other`, or [`Overflow`].
    pub fn checked_add(&self, other: &ManaCost) -> Result<ManaCost, Overflow> {
        let mut out = *self;
        out.generic = self.generic.checked_add(other.generic).ok_or(Overflow)?;
        let mut over = false;
        for k in 0..KINDS {
            let v = u32::from(self.counts[k]) + u32::from(other.counts[k]);
            over |= v > MAX_SYMBOLS as u32;
            out.counts[k] = v as u16;
        }
        if over { Err(Overflow) } else { Ok(out) }
    }

    /// `self` repeated `n` times (multikicker), or [`Overflow`].
    pub fn checked_mul(&self, n: u64) -> Result<ManaCost, Overflow> {
        if n == 1 {
            return Ok(*self);
        }
        let mut out = ManaCost::ZERO;
        out.generic = self.generic.checked_mul(n).ok_or(Overflow)?;
        for k in 0..KINDS {
            let v = u64::from(self.counts[k]).checked_mul(n).ok_or(Overflow)?;
            if v > MAX_SYMBOLS {
                return Err(Overflow);
            }
            out.counts[k] = v as u16;
        }
        Ok(out)
    }

    /// Each symbol with its count, in canonical order (generic once, as `Generic(amount)`).
    pub fn symbols(&self) -> impl Iterator<Item = (ManaSymbol, u64)> + '_ {
        (0..KINDS).filter_map(move |k| {
            let n = self.get(k);
            match (k, n) {
                (_, 0) => None,
                (GENERIC, g) => Some((ManaSymbol::Generic(g), 1)),
                (k, n) => Some((ManaSymbol::from_kind(k), n)),
            }
        })
    }

    /// Whether any `{X}`, `{Y}` or `{Z}` is in the cost.
    pub fn has_variable(&self, v: Variable) -> bool {
        self.counts[VAR0 + v.index()] != 0
    }

    /// Hybrid symbols (two-color, `{2/c}` and `{C/c}`) not yet announced as a half.
    pub fn hybrid_count(&self) -> u64 {
        self.counts[HYBRID0..PHYR0]
            .iter()
            .map(|&c| u64::from(c))
            .sum()
    }

    /// Phyrexian and hybrid Phyrexian symbols not yet announced as life or mana.
    pub fn phyrexian_count(&self) -> u64 {
        self.counts[PHYR0..KINDS]
            .iter()
            .map(|&c| u64::from(c))
            .sum()
    }

    /// Number of colored symbols (107.4a, e, f): the part of a cost that only some mana pays.
    pub fn colored_count(&self) -> u64 {
        self.counts[COLORED0..KINDS]
            .iter()
            .map(|&c| u64::from(c))
            .sum()
    }

    fn checked_mana_value(&self) -> Option<u64> {
        // At most KINDS * MAX_SYMBOLS * 2: the non-generic part can't overflow.
        let rest: u64 = self
            .counts
            .iter()
            .zip(UNITS)
            .map(|(&c, u)| u64::from(c) * u64::from(u))
            .sum();
        self.generic.checked_add(rest)
    }

    /// Mana value off the stack (202.3): X, Y and Z count as 0 (202.3e, 107.3g), a hybrid symbol
    /// counts its largest component (202.3f), a Phyrexian symbol counts 1 (202.3g). Saturates
    /// at `u64::MAX` (which a parsed cost never reaches).
    ///
    /// CR 202.3e, 202.3f, 202.3g
    pub fn mana_value(&self) -> u64 {
        self.checked_mana_value().unwrap_or(u64::MAX)
    }

    /// Mana value while the spell is on the stack: each variable counts its announced value
    /// (202.3e, 107.3a).
    ///
    /// CR 202.3e, 107.3a
    pub fn mana_value_on_stack(&self, x: u64, y: u64, z: u64) -> Result<u64, Overflow> {
        let mut total = self.checked_mana_value().ok_or(Overflow)?;
        for (v, value) in [(0, x), (1, y), (2, z)] {
            let add = self.get(VAR0 + v).checked_mul(value).ok_or(Overflow)?;
            total = total.checked_add(add).ok_or(Overflow)?;
        }
        Ok(total)
    }
}

/// Parse the inside of one pair of braces.
fn parse_inner(inner: &str, text: &str, offset: usize) -> Result<(ManaSymbol, u64), ParseError> {
    let unknown = || ParseError::UnknownSymbol {
        text: text.to_string(),
        offset,
    };
    if inner.is_empty() {
        return Err(ParseError::EmptySymbol {
            text: text.to_string(),
            offset,
        });
    }
    if inner.bytes().all(|b| b.is_ascii_digit()) {
        return match inner.parse::<u64>() {
            Ok(n) => Ok((ManaSymbol::Generic(n), 1)),
            Err(_) => Err(ParseError::NumberTooLarge {
                text: text.to_string(),
                offset,
            }),
        };
    }
    let single = |p: &str| -> Option<char> {
        let mut cs = p.chars();
        match (cs.next(), cs.next()) {
            (Some(c), None) => Some(c.to_ascii_uppercase()),
            _ => None,
        }
    };
    let mut parts = inner.split('/');
    let a = parts.next().and_then(single);
    let b = parts.next().map(single);
    let c = parts.next().map(single);
    if parts.next().is_some() {
        return Err(unknown());
    }
    let sym = match (a, b, c) {
        (Some(a), None, None) => match a {
            'X' => ManaSymbol::Variable(Variable::X),
            'Y' => ManaSymbol::Variable(Variable::Y),
            'Z' => ManaSymbol::Variable(Variable::Z),
            'S' => ManaSymbol::Snow,
            'C' => ManaSymbol::Colorless,
            a => ManaSymbol::Colored(Color::from_letter(a).ok_or_else(unknown)?),
        },
        (Some(a), Some(Some(b)), None) => {
            let second = Color::from_letter(b);
            match (a, b, second) {
                ('2', _, Some(c)) => ManaSymbol::TwoHybrid(c),
                ('C', _, Some(c)) => ManaSymbol::ColorlessHybrid(c),
                (a, 'P', _) => ManaSymbol::Phyrexian(Color::from_letter(a).ok_or_else(unknown)?),
                (a, _, Some(b)) => {
                    let a = Color::from_letter(a).ok_or_else(unknown)?;
                    ManaSymbol::Hybrid(HybridPair::from_colors(a, b).ok_or_else(unknown)?)
                }
                _ => return Err(unknown()),
            }
        }
        (Some(a), Some(Some(b)), Some(Some('P'))) => {
            let a = Color::from_letter(a).ok_or_else(unknown)?;
            let b = Color::from_letter(b).ok_or_else(unknown)?;
            ManaSymbol::HybridPhyrexian(HybridPair::from_colors(a, b).ok_or_else(unknown)?)
        }
        _ => return Err(unknown()),
    };
    Ok((sym, 1))
}

impl FromStr for ManaCost {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ManaCost::parse(s)
    }
}

impl fmt::Display for ManaCost {
    /// Canonical order (see the module docs); an empty cost prints `{0}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_zero() {
            return f.write_str("{0}");
        }
        for (sym, n) in self.symbols() {
            for _ in 0..n {
                write!(f, "{sym}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for ManaCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ManaCost({self})")
    }
}

impl Serialize for ManaCost {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for ManaCost {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        ManaCost::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// What a reduction may lower, as the card words it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    /// 118.7a–g as written: a colored or colorless amount the cost does not require lowers
    /// generic mana instead (118.7b–d).
    #[default]
    Any,
    /// "This effect reduces only the amount of colored mana you pay" (Edgewalker, Morophon):
    /// only the colored symbols of the cost are lowered; the rest of the amount does nothing.
    Colored,
    /// "…reduces only the amount of generic mana you pay": the whole amount lowers generic mana.
    Generic,
}

impl Scope {
    /// The prefix that names the scope in a reduction's text (`colored:`), empty for `Any`.
    pub const fn prefix(self) -> &'static str {
        match self {
            Scope::Any => "",
            Scope::Colored => "colored:",
            Scope::Generic => "generic:",
        }
    }
}

/// A cost reduction as an effect states it: an amount of mana and what it may lower.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reduction {
    pub cost: ManaCost,
    pub scope: Scope,
}

impl Reduction {
    /// Parse `{2}`, `colored:{W}{B}` or `generic:{2}` (the prefix in any case).
    pub fn parse(s: &str) -> Result<Reduction, ParseError> {
        let t = s.trim();
        for scope in [Scope::Colored, Scope::Generic] {
            let p = scope.prefix();
            if t.len() >= p.len()
                && t.is_char_boundary(p.len())
                && t[..p.len()].eq_ignore_ascii_case(p)
            {
                return Ok(Reduction {
                    cost: ManaCost::parse(&t[p.len()..])?,
                    scope,
                });
            }
        }
        Ok(Reduction::from(ManaCost::parse(t)?))
    }
}

impl Reduction {
    /// The hybrid symbols of the reduction a player chooses a half for as it is applied
    /// (118.7e), one entry per symbol in canonical order (a hybrid Phyrexian symbol as its
    /// hybrid pair), each with its two halves.
    #[inline]
    pub fn choices(&self) -> impl Iterator<Item = (ManaSymbol, Half, Half)> + '_ {
        let c = &self.cost;
        let kinds = (HYBRID0..PHYR0).chain(HPHYR0..KINDS);
        kinds.filter(move |&k| c.get(k) > 0).flat_map(move |k| {
            let (a, b) = reduction_halves(k);
            std::iter::repeat_n((ManaSymbol::from_kind(k), a, b), c.get(k) as usize)
        })
    }
}

impl From<ManaCost> for Reduction {
    fn from(cost: ManaCost) -> Self {
        Reduction {
            cost,
            scope: Scope::Any,
        }
    }
}

impl fmt::Display for Reduction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.scope.prefix(), self.cost)
    }
}

impl FromStr for Reduction {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Reduction::parse(s)
    }
}

impl Serialize for Reduction {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Reduction {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Reduction::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// A mana cost that may be absent (118.6) as it is written in a scenario: `"none"` or a cost.
pub(crate) mod optional_cost {
    use super::ManaCost;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Option<ManaCost>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.collect_str(c),
            None => s.serialize_str("none"),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<ManaCost>, D::Error> {
        let s = String::deserialize(d)?;
        ManaCost::parse_optional(&s).map_err(serde::de::Error::custom)
    }
}

/// One half of a hybrid symbol, as announced at 601.2b or chosen for a hybrid reduction at
/// 118.7e: a color, colorless `{C}`, or generic `{2}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Half {
    Color(Color),
    Colorless,
    Generic(u64),
}

impl Half {
    /// Parse `W`, `{W}`, `C`, `2` or `{2}`.
    pub fn parse(s: &str) -> Result<Half, ParseError> {
        let t = s.trim();
        let inner = t
            .strip_prefix('{')
            .and_then(|r| r.strip_suffix('}'))
            .unwrap_or(t);
        let cost =
            ManaCost::parse(&format!("{{{inner}}}")).map_err(|_| ParseError::UnknownSymbol {
                text: s.to_string(),
                offset: 0,
            })?;
        let mut it = cost.symbols();
        match (it.next(), it.next()) {
            (Some((ManaSymbol::Colored(c), 1)), None) => Ok(Half::Color(c)),
            (Some((ManaSymbol::Colorless, 1)), None) => Ok(Half::Colorless),
            (Some((ManaSymbol::Generic(n), _)), None) => Ok(Half::Generic(n)),
            _ => Err(ParseError::UnknownSymbol {
                text: s.to_string(),
                offset: 0,
            }),
        }
    }

    /// The nonhybrid symbol this half stands for.
    pub fn symbol(self) -> ManaSymbol {
        match self {
            Half::Color(c) => ManaSymbol::Colored(c),
            Half::Colorless => ManaSymbol::Colorless,
            Half::Generic(n) => ManaSymbol::Generic(n),
        }
    }
}

impl fmt::Display for Half {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

impl FromStr for Half {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Half::parse(s)
    }
}

impl Serialize for Half {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Half {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Half::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// The halves a player chooses between for a hybrid kind of a reduction (118.7e): those of
/// the hybrid symbol, or of its pair for a hybrid Phyrexian one.
#[inline]
pub(crate) fn reduction_halves(k: usize) -> (Half, Half) {
    let pair = if k >= HPHYR0 {
        HYBRID0 + (k - HPHYR0)
    } else {
        k
    };
    halves(pair).unwrap_or((Half::Generic(0), Half::Generic(0)))
}

/// The halves of the hybrid kind `k` (two-color, `{2/c}` or `{C/c}`), if it is one.
pub(crate) fn halves(k: usize) -> Option<(Half, Half)> {
    match ManaSymbol::from_kind(k) {
        ManaSymbol::Hybrid(p) => {
            let (a, b) = p.colors();
            Some((Half::Color(a), Half::Color(b)))
        }
        ManaSymbol::TwoHybrid(c) => Some((Half::Generic(2), Half::Color(c))),
        ManaSymbol::ColorlessHybrid(c) => Some((Half::Colorless, Half::Color(c))),
        _ => None,
    }
}
