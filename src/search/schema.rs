//! The index schema and its analyzers: one text field (and one name field) per analyzer,
//! so each language is stemmed with its own stemmer; zh, ja and ko get character unigrams
//! plus bigrams ([`super::cjk`]); other languages a plain lowercase + accent-folding analyzer.
//! Tokenizers are not stored in a tantivy index: [`register`] must run on every open.

use super::cjk::CjkTokenizer;
use tantivy::Index;
use tantivy::schema::{
    Field, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing, TextOptions,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer,
    TextAnalyzer, Token, TokenFilter, TokenStream, Tokenizer,
};

/// Bumped whenever the schema, an analyzer or what is indexed changes (including the
/// counterparts computed at index time): an index of another version is rebuilt.
pub const SCHEMA_VERSION: u32 = 6;

/// The analyzers, one per text field: `(field suffix, stemmer)`.
pub const ANALYZERS: &[(&str, Option<Language>)] = &[
    ("en", Some(Language::English)),
    ("fr", Some(Language::French)),
    ("it", Some(Language::Italian)),
    ("de", Some(Language::German)),
    ("es", Some(Language::Spanish)),
    ("pt", Some(Language::Portuguese)),
    ("cjk", None),
    ("plain", None),
];

/// Which analyzer a document language uses (index into [`ANALYZERS`]).
pub fn analyzer_of(lang: &str) -> usize {
    let primary = crate::lang::base(lang).to_ascii_lowercase();
    let key = match crate::vocab::language(lang).script {
        crate::vocab::Script::Cjk => "cjk",
        _ => primary.as_str(),
    };
    ANALYZERS
        .iter()
        .position(|(k, _)| *k == key)
        .unwrap_or(ANALYZERS.len() - 1)
}

/// Index of the CJK analyzer in [`ANALYZERS`].
pub const CJK: usize = 6;

/// The fields of the index.
#[derive(Clone, Debug)]
pub struct Fields {
    pub lang: Field,
    pub version: Field,
    pub document: Field,
    /// `rule`, `heading` or `glossary`.
    pub kind: Field,
    /// The rule id (`601.2f`, or `601` for a heading); empty for a glossary entry.
    pub rule: Field,
    /// The rule and its ancestors (`601`, `601.2`, `601.2f`): a rule number query.
    pub rule_path: Field,
    /// `document \u{1f} rule`: the lookup key of a rule's counterparts.
    pub key: Field,
    /// The glossary term.
    pub term: Field,
    /// Section and heading the rule stands under.
    pub place: Field,
    /// Counterparts in other documents, one per line: `lang \u{1f} document \u{1f} rule`.
    pub links: Field,
    /// `1` on a rule about a variant (see [`super::build::about_variant`]).
    pub variant: Field,
    /// Text fields, one per analyzer (stored: snippets and translations read them).
    pub text: Vec<Field>,
    /// Glossary terms and heading titles, one field per analyzer.
    pub name: Vec<Field>,
    /// A rule's examples, one field per analyzer (stored), weighted below the rule's text.
    pub example: Vec<Field>,
}

/// Separator inside keys and links.
pub const SEP: char = '\u{1f}';

fn text_options(tokenizer: &str, stored: bool) -> TextOptions {
    let o = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(tokenizer)
            .set_index_option(IndexRecordOption::WithFreqsAndPositions),
    );
    if stored { o.set_stored() } else { o }
}

/// The tokenizer name of analyzer `i`.
pub fn tokenizer_name(i: usize) -> String {
    format!("cr_{}", ANALYZERS[i].0)
}

pub fn build() -> (Schema, Fields) {
    let mut b = Schema::builder();
    let lang = b.add_text_field("lang", STRING | STORED);
    let version = b.add_text_field("version", STRING | STORED);
    let document = b.add_text_field("document", STRING | STORED);
    let kind = b.add_text_field("kind", STRING | STORED);
    let rule = b.add_text_field("rule", STRING | STORED);
    let rule_path = b.add_text_field("rule_path", STRING);
    let key = b.add_text_field("key", STRING);
    let term = b.add_text_field("term", STORED);
    let place = b.add_text_field("place", STORED);
    let links = b.add_text_field("links", STORED);
    let variant = b.add_text_field("variant", STRING | STORED);
    let text = (0..ANALYZERS.len())
        .map(|i| {
            b.add_text_field(
                &format!("text_{}", ANALYZERS[i].0),
                text_options(&tokenizer_name(i), true),
            )
        })
        .collect();
    let name = (0..ANALYZERS.len())
        .map(|i| {
            b.add_text_field(
                &format!("name_{}", ANALYZERS[i].0),
                text_options(&tokenizer_name(i), false),
            )
        })
        .collect();
    let example = (0..ANALYZERS.len())
        .map(|i| {
            b.add_text_field(
                &format!("example_{}", ANALYZERS[i].0),
                text_options(&tokenizer_name(i), true),
            )
        })
        .collect();
    let fields = Fields {
        lang,
        version,
        document,
        kind,
        rule,
        rule_path,
        key,
        term,
        place,
        links,
        variant,
        text,
        name,
        example,
    };
    (b.build(), fields)
}

/// Finds the fields in an opened index's schema.
pub fn fields_of(schema: &Schema) -> tantivy::Result<Fields> {
    let f = |n: &str| schema.get_field(n);
    Ok(Fields {
        lang: f("lang")?,
        version: f("version")?,
        document: f("document")?,
        kind: f("kind")?,
        rule: f("rule")?,
        rule_path: f("rule_path")?,
        key: f("key")?,
        term: f("term")?,
        place: f("place")?,
        links: f("links")?,
        variant: f("variant")?,
        text: ANALYZERS
            .iter()
            .map(|(k, _)| f(&format!("text_{k}")))
            .collect::<Result<_, _>>()?,
        name: ANALYZERS
            .iter()
            .map(|(k, _)| f(&format!("name_{k}")))
            .collect::<Result<_, _>>()?,
        example: ANALYZERS
            .iter()
            .map(|(k, _)| f(&format!("example_{k}")))
            .collect::<Result<_, _>>()?,
    })
}

/// The analyzer of index `i` of [`ANALYZERS`]. Stemming runs before accent folding, so the
/// stemmers see the accents they were written for, and "cout" still meets "coût".
pub fn analyzer(i: usize) -> TextAnalyzer {
    if i == CJK {
        return TextAnalyzer::builder(CjkTokenizer)
            .filter(RemoveLongFilter::limit(40))
            .filter(LowerCaser)
            .filter(AsciiFoldingFilter)
            .build();
    }
    let b = TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser);
    match ANALYZERS[i].1 {
        Some(Language::English) => b
            .filter(EnglishBase)
            .filter(Stemmer::new(Language::English))
            .filter(AsciiFoldingFilter)
            .build(),
        Some(lang) => b
            .filter(Stemmer::new(lang))
            .filter(AsciiFoldingFilter)
            .build(),
        None => b.filter(AsciiFoldingFilter).build(),
    }
}

/// Reads an irregular English form as its base before stemming ("left" as "leave", "dealt"
/// as "deal": [`crate::vocab::ENGLISH_IRREGULAR_FORMS`]), which the stemmer does not.
#[derive(Clone)]
struct EnglishBase;

impl TokenFilter for EnglishBase {
    type Tokenizer<T: Tokenizer> = EnglishBaseFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> Self::Tokenizer<T> {
        EnglishBaseFilter(tokenizer)
    }
}

#[derive(Clone)]
struct EnglishBaseFilter<T>(T);

impl<T: Tokenizer> Tokenizer for EnglishBaseFilter<T> {
    type TokenStream<'a> = EnglishBaseStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        EnglishBaseStream(self.0.token_stream(text))
    }
}

struct EnglishBaseStream<T>(T);

impl<T: TokenStream> TokenStream for EnglishBaseStream<T> {
    fn advance(&mut self) -> bool {
        if !self.0.advance() {
            return false;
        }
        if let Some(base) = crate::vocab::english_base(&self.0.token().text) {
            base.clone_into(&mut self.0.token_mut().text);
        }
        true
    }

    fn token(&self) -> &Token {
        self.0.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.0.token_mut()
    }
}

/// Registers every analyzer on an index (created or opened).
pub fn register(index: &Index) {
    for i in 0..ANALYZERS.len() {
        index.tokenizers().register(&tokenizer_name(i), analyzer(i));
    }
}

/// The tokens of `text` under analyzer `i`: (position, text).
pub fn tokens(i: usize, text: &str) -> Vec<(usize, String)> {
    let mut a = analyzer(i);
    let mut stream = a.token_stream(text);
    let mut v = Vec::new();
    while let Some(t) = stream.next() {
        v.push((t.position, t.text.clone()));
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(i: usize, s: &str) -> Vec<String> {
        tokens(i, s).into_iter().map(|(_, t)| t).collect()
    }

    #[test]
    fn stems_then_folds_accents() {
        let fr = analyzer_of("fr");
        assert_eq!(texts(fr, "coûts"), texts(fr, "cout"));
        assert_eq!(texts(fr, "Coût total"), ["cout", "total"]);
        let en = analyzer_of("en");
        assert_eq!(texts(en, "locked costs"), ["lock", "cost"]);
        assert_eq!(texts(en, "has left"), texts(en, "has leaves"));
        assert_eq!(texts(en, "Dealt"), texts(en, "deals"));
        assert_eq!(analyzer_of("zh-Hans"), CJK);
        assert_eq!(analyzer_of("pt-BR"), analyzer_of("pt"));
        assert_eq!(ANALYZERS[analyzer_of("nl")].0, "plain");
    }
}
