//! Localisation through Fluent. Every user-facing string comes from `locales/<lang>/*.ftl`
//! (compiled into the binary by build.rs): en-US, fr and it, with the same message ids (a test
//! checks it). The UI language is `--ui-lang`, else LC_ALL, LC_MESSAGES or LANG, else en-US;
//! a message missing in the chosen language falls back to en-US.

use fluent::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

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
    let primary = tag.split('-').next().unwrap_or("").to_ascii_lowercase();
    available()
        .find(|l| l.eq_ignore_ascii_case(&tag))
        .or_else(|| available().find(|l| l.split('-').next().is_some_and(|p| p == primary)))
        .unwrap_or(FALLBACK)
}

fn bundle(lang: &'static str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut b = FluentBundle::new(vec![id]);
    b.set_use_isolating(false);
    for (_, src) in sources(lang) {
        let res = FluentResource::try_new((*src).to_owned()).unwrap_or_else(|(res, _)| res);
        // Duplicate ids are a catalogue bug caught by tests; keep the first.
        let _ = b.add_resource(res);
    }
    b
}

/// The loaded catalogues for one UI language, with en-US behind it.
pub struct I18n {
    lang: &'static str,
    bundles: Vec<FluentBundle<FluentResource>>,
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
    /// numbers, so plural selectors work. An unknown id renders as the id itself.
    pub fn tr(&self, id: &str, args: &[(&str, String)]) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v.parse::<i64>() {
                Ok(n) => fargs.set(*k, FluentValue::from(n)),
                Err(_) => fargs.set(*k, FluentValue::from(v.as_str())),
            }
        }
        for b in &self.bundles {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return b
                    .format_pattern(pattern, Some(&fargs), &mut errors)
                    .into_owned();
            }
        }
        id.to_owned()
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
