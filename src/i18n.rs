//! Localisation through Fluent. Every user-facing string comes from `locales/<lang>/*.ftl`
//! (compiled into the binary by build.rs): en-US, fr and it, with the same message ids (a test
//! checks it). The UI language is `--ui-lang`, else LC_ALL, LC_MESSAGES or LANG, else en-US;
//! a message missing in the chosen language falls back to en-US.

use fluent::{FluentBundle, FluentResource};
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// A localised message with typed arguments: `fl!(i18n, "id")` or
/// `fl!(i18n, "id", name = value, …)`. Values are anything Fluent takes (strings, numbers:
/// counts go in as numbers, so plural selectors work). Every literal id and argument name is
/// checked against the en-US catalogue by a test (`tests/all/i18n.rs`).
#[macro_export]
macro_rules! fl {
    ($i18n:expr, $id:literal) => {
        $i18n.format($id, &$crate::i18n::FluentArgs::new())
    };
    ($i18n:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::FluentValue::from($value)); )+
        $i18n.format($id, &args)
    }};
}

pub use fluent::{FluentArgs, FluentValue};

/// The fallback UI language.
pub const FALLBACK: &str = "en-US";

/// Something that renders as a localised message: an id and its arguments.
pub trait Message {
    fn id(&self) -> &'static str;
    fn args(&self) -> Vec<(&'static str, String)>;
}

/// The UI languages there are catalogues for.
pub fn available() -> impl Iterator<Item = &'static str> {
    CATALOGUES.iter().map(|(l, _)| *l)
}

/// The Fluent sources of one UI language: (file name, text).
pub fn sources(lang: &str) -> &'static [(&'static str, &'static str)] {
    CATALOGUES
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(&[], |(_, s)| s)
}

/// Picks the UI language: the explicit choice, else the locale environment, else en-US.
/// `fr_FR.UTF-8` selects `fr`; an unknown language selects en-US.
pub fn negotiate(explicit: Option<&str>) -> &'static str {
    let env = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty());
    let wanted = explicit.map(str::to_owned).or(env).unwrap_or_default();
    let tag = wanted
        .split(['.', '@'])
        .next()
        .unwrap_or("")
        .replace('_', "-");
    available()
        .find(|l| l.eq_ignore_ascii_case(&tag))
        .or_else(|| available().find(|l| crate::lang::same_base(l, &tag)))
        .unwrap_or(FALLBACK)
}

/// True when there is a catalogue in this language (any region): `fr_CA` is offered, `de`
/// is not.
pub fn offers(wanted: &str) -> bool {
    available().any(|l| crate::lang::same_base(l, wanted))
}

/// The catalogues of a language, parsed once per process: every thread that makes an
/// [`I18n`] (the site renders on every core, each job with its own) shares them.
fn resources(lang: &'static str) -> &'static [FluentResource] {
    static PARSED: std::sync::LazyLock<Vec<std::sync::OnceLock<Vec<FluentResource>>>> =
        std::sync::LazyLock::new(|| {
            CATALOGUES
                .iter()
                .map(|_| std::sync::OnceLock::new())
                .collect()
        });
    let Some(k) = CATALOGUES.iter().position(|(l, _)| *l == lang) else {
        return &[];
    };
    PARSED[k].get_or_init(|| {
        sources(lang)
            .iter()
            .map(|(_, src)| {
                FluentResource::try_new((*src).to_owned()).unwrap_or_else(|(res, _)| res)
            })
            .collect()
    })
}

fn bundle(lang: &'static str) -> FluentBundle<&'static FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut b = FluentBundle::new(vec![id]);
    b.set_use_isolating(false);
    for res in resources(lang) {
        // Duplicate ids are a catalogue bug caught by tests; keep the first.
        let _ = b.add_resource(res);
    }
    b
}

pub struct I18n {
    lang: &'static str,
    bundles: Vec<FluentBundle<&'static FluentResource>>,
}

impl I18n {
    pub fn new(lang: &'static str) -> I18n {
        let mut bundles = vec![bundle(lang)];
        if lang != FALLBACK {
            bundles.push(bundle(FALLBACK));
        }
        I18n { lang, bundles }
    }

    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// The message `id` with its arguments. Arguments that are whole numbers are passed as
    /// numbers, so plural selectors work.
    pub fn tr(&self, id: &str, args: &[(&str, String)]) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v.parse::<i64>() {
                Ok(n) => fargs.set(*k, FluentValue::from(n)),
                Err(_) => fargs.set(*k, FluentValue::from(v.as_str())),
            }
        }
        self.format(id, &fargs)
    }

    /// The message `id` with typed arguments (what [`fl!`](crate::fl) builds).
    ///
    /// An unknown id, or an argument the message needs and did not get, is a bug that the
    /// tests catch: debug builds panic; a release build shows the id in brackets rather than
    /// pass it off as text.
    pub fn format(&self, id: &str, args: &FluentArgs<'_>) -> String {
        for b in &self.bundles {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let s = b.format_pattern(pattern, Some(args), &mut errors);
                debug_assert!(errors.is_empty(), "message {id}: {errors:?}");
                return s.into_owned();
            }
        }
        debug_assert!(false, "no message {id} in the catalogues");
        format!("[{id}]")
    }

    /// A message without arguments.
    pub fn t(&self, id: &str) -> String {
        self.tr(id, &[])
    }

    /// Renders anything that is a [`Message`].
    pub fn msg(&self, m: &dyn Message) -> String {
        let args = m.args();
        let args: Vec<(&str, String)> = args.into_iter().collect();
        self.tr(m.id(), &args)
    }
}
