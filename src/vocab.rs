//! Everything `cr` knows about each language, in one place, so that adding a language is
//! adding a row, not code: the [`LANGUAGES`] table (script, length against English, Hunspell
//! dictionary, game words, the patterns a lost symbol leaves, known slips), and the words
//! that give a rules text its structure: how an example begins, what the glossary and credits
//! are called, the month names of the effective date.

/// How a language is written, as the aligner and the search see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Script {
    /// Latin-script languages share cognates ("modal"/"modale", "total"/"totale").
    Latin,
    /// Chinese, Japanese, Korean: character bigrams.
    Cjk,
    Other,
}

/// One language: what every module needs to know about it.
#[derive(Debug)]
pub struct Language {
    /// The primary subtag (`fr`).
    pub code: &'static str,
    pub script: Script,
    /// Expected characters per English character: the prior for the length ratio.
    pub length_factor: f32,
    /// The Hunspell dictionary to try when the tag names no region.
    pub hunspell: Option<&'static str>,
    /// Game words a dictionary lacks (`rules/words/<lang>.txt`, a reason on each line).
    pub game_words: &'static str,
    /// An indefinite article followed directly by a preposition, where a symbol such as {X}
    /// stood between ("comme un dans son coût", "una nel costo"): a regex.
    pub article_hole: Option<&'static str>,
    /// The language sets a space before `;` and `:` (French): not a hole.
    pub space_before_colon: bool,
    /// Known slips, `wrong right english-word` a line (`rules/words/zh-confusables.txt`).
    pub confusables: &'static str,
    /// Phrases that bound a number from above ("at most", "or fewer") and from below ("at
    /// least", "or more"), lowercase; a phrase of `not_bounds` containing one is not one
    /// (Korean "더 이상", "any longer").
    pub at_most: &'static [&'static str],
    pub at_least: &'static [&'static str],
    pub not_bounds: &'static [&'static str],
    /// Phrases that bound a number strictly, from below ("more than") and from above ("less
    /// than"), lowercase. All bound phrases are read leftmost and longest first: a phrase
    /// holding another ("no more than", "greater than or equal to", 不超过, "보다 크거나 같")
    /// is listed whole.
    pub more_than: &'static [&'static str],
    pub less_than: &'static [&'static str],
    /// Numbers a bound may hold beyond `number_words`, with their values: words that are
    /// also something else elsewhere ("one", "once", Korean 한, Chinese 一), read only beside
    /// a bound ("more than one", "한 명 이상").
    pub bound_numbers: &'static [(&'static str, u32)],
    /// Counter words a number may carry, written as one word with it (Korean "한번" once,
    /// "2명" two people).
    pub counters: &'static [&'static str],
    /// Cardinal numbers the language writes as words, lowercase, with their values: only words
    /// that are never anything else in the rules (not "one", "un", "uno": also articles; not
    /// French "neuf", also "new"; not Italian "sei", also "you are").
    pub number_words: &'static [(&'static str, u32)],
    /// Words and affixes that negate or restrict ("not", "can't", "unless" / 不, 无法, 除非 /
    /// 않, 없, 못), lowercase, matched as substrings (as whole words in Latin scripts); the
    /// phrases of `not_negations` holding one are blanked first ("不同" different, "无色"
    /// colorless, "no longer"). Empty: the language is not checked for polarity.
    pub negations: &'static [&'static str],
    pub not_negations: &'static [&'static str],
    /// Words that say a negation of the English without negating: a restriction ("only"),
    /// an emptiness ("a library with no cards" as 空牌库, "an empty library"), a limit
    /// ("until"), an exception, a prevention. A translated sentence holding one may have
    /// rendered the English negation with it (`polarity` is then not sure of a loss).
    pub restrictions: &'static [&'static str],
}

const LATIN: Language = Language {
    code: "",
    script: Script::Latin,
    length_factor: 1.0,
    hunspell: None,
    game_words: "",
    article_hole: None,
    space_before_colon: false,
    confusables: "",
    at_most: &[],
    at_least: &[],
    not_bounds: &[],
    more_than: &[],
    less_than: &[],
    bound_numbers: &[],
    counters: &[],
    number_words: &[],
    negations: &[],
    not_negations: &[],
    restrictions: &[],
};

/// Every language `cr` knows something about. A language not listed is read as a Latin-script
/// language with nothing special.
pub static LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        hunspell: Some("en_US"),
        game_words: include_str!("../rules/words/en.txt"),
        article_hole: Some(r"\b(?:a|an) (?:in|on|of)\b"),
        at_most: &[
            "at most",
            "no more than",
            "not more than",
            "no greater than",
            "less than or equal to",
            "or fewer",
            "or less",
            "up to ",
            "maximum",
        ],
        at_least: &[
            "at least",
            "no fewer than",
            "no less than",
            "not less than",
            "greater than or equal to",
            "or more",
            "or greater",
            "minimum",
        ],
        more_than: &["more than", "greater than"],
        less_than: &["less than", "fewer than"],
        bound_numbers: &[("zero", 0), ("one", 1), ("once", 1), ("twice", 2)],
        number_words: &[
            ("two", 2),
            ("three", 3),
            ("four", 4),
            ("five", 5),
            ("six", 6),
            ("seven", 7),
            ("eight", 8),
            ("nine", 9),
            ("ten", 10),
        ],
        negations: &[
            "not", "n't", "no", "never", "none", "nothing", "cannot", "neither", "nor", "without",
            "unless", "except", "nobody",
        ],
        not_negations: &["no matter", "not only"],
        ..LATIN
    },
    Language {
        code: "fr",
        length_factor: 1.15,
        hunspell: Some("fr_FR"),
        game_words: include_str!("../rules/words/fr.txt"),
        article_hole: Some(r"\b(?:un|une) (?:dans|sur)\b"),
        space_before_colon: true,
        at_most: &[
            "au plus",
            "au maximum",
            "ou moins",
            "pas plus de",
            "jusqu'à",
            "maximale",
            "inférieur ou égal",
            "inférieure ou égale",
        ],
        at_least: &[
            "au moins",
            "ou plus",
            "au minimum",
            "minimale",
            "supérieur ou égal",
            "supérieure ou égale",
        ],
        more_than: &["supérieur à", "supérieure à"],
        less_than: &["inférieur à", "inférieure à", "moins de"],
        bound_numbers: &[("zéro", 0), ("un", 1), ("une", 1)],
        number_words: &[
            ("deux", 2),
            ("trois", 3),
            ("quatre", 4),
            ("cinq", 5),
            ("six", 6),
            ("sept", 7),
            ("huit", 8),
            ("dix", 10),
        ],
        ..LATIN
    },
    Language {
        code: "it",
        length_factor: 1.1,
        hunspell: Some("it_IT"),
        game_words: include_str!("../rules/words/it.txt"),
        article_hole: Some(r"\b(?:un|una|uno) (?:nel|nella|nello|sul|sulla|in)\b"),
        at_most: &[
            "al massimo",
            "o meno",
            "non più di",
            "fino a",
            "massima",
            "minore o uguale",
        ],
        at_least: &[
            "almeno",
            "o più",
            "come minimo",
            "al minimo",
            "minima",
            "maggiore o uguale",
        ],
        more_than: &["più di", "maggiore di", "superiore a"],
        less_than: &["meno di", "minore di", "inferiore a"],
        bound_numbers: &[("zero", 0), ("uno", 1), ("una", 1), ("un", 1)],
        number_words: &[
            ("due", 2),
            ("tre", 3),
            ("quattro", 4),
            ("cinque", 5),
            ("sette", 7),
            ("otto", 8),
            ("nove", 9),
            ("dieci", 10),
        ],
        ..LATIN
    },
    Language {
        code: "es",
        length_factor: 1.1,
        hunspell: Some("es_ES"),
        game_words: include_str!("../rules/words/es.txt"),
        article_hole: Some(r"\b(?:un|una) (?:en)\b"),
        number_words: &[
            ("dos", 2),
            ("tres", 3),
            ("cuatro", 4),
            ("cinco", 5),
            ("seis", 6),
            ("siete", 7),
            ("ocho", 8),
            ("nueve", 9),
            ("diez", 10),
        ],
        ..LATIN
    },
    Language {
        code: "pt",
        length_factor: 1.1,
        hunspell: Some("pt_PT"),
        game_words: include_str!("../rules/words/pt.txt"),
        article_hole: Some(r"\b(?:um|uma) (?:no|na|em)\b"),
        number_words: &[
            ("dois", 2),
            ("duas", 2),
            ("três", 3),
            ("quatro", 4),
            ("cinco", 5),
            ("seis", 6),
            ("sete", 7),
            ("oito", 8),
            ("nove", 9),
            ("dez", 10),
        ],
        ..LATIN
    },
    Language {
        code: "de",
        length_factor: 1.15,
        hunspell: Some("de_DE"),
        game_words: include_str!("../rules/words/de.txt"),
        article_hole: Some(r"\b(?:ein|eine|einen) (?:in|im)\b"),
        number_words: &[
            ("zwei", 2),
            ("drei", 3),
            ("vier", 4),
            ("fünf", 5),
            ("sechs", 6),
            ("sieben", 7),
            ("neun", 9),
            ("zehn", 10),
        ],
        ..LATIN
    },
    Language {
        code: "nl",
        hunspell: Some("nl_NL"),
        ..LATIN
    },
    Language {
        code: "pl",
        hunspell: Some("pl_PL"),
        ..LATIN
    },
    Language {
        code: "ru",
        script: Script::Other,
        hunspell: Some("ru_RU"),
        ..LATIN
    },
    Language {
        code: "uk",
        script: Script::Other,
        ..LATIN
    },
    Language {
        code: "el",
        script: Script::Other,
        ..LATIN
    },
    Language {
        code: "ar",
        script: Script::Other,
        ..LATIN
    },
    Language {
        code: "he",
        script: Script::Other,
        ..LATIN
    },
    Language {
        code: "zh",
        script: Script::Cjk,
        length_factor: 0.32,
        confusables: include_str!("../rules/words/zh-confusables.txt"),
        // 以上 and 以下 alone are read both ways ("两位以上" says "more than two" as often
        // as "two or more"): no bound of either strictness.
        at_most: &[
            "至多",
            "最多",
            "不超过",
            "不能超过",
            "不得超过",
            "不多于",
            "不大于",
            "不高于",
            "小于或等于",
            "或小于",
            "或少于",
            "或低于",
            "或更少",
            "或以下",
            "上限",
        ],
        at_least: &[
            "至少",
            "最少",
            "不少于",
            "不小于",
            "不低于",
            "大于或等于",
            "或大于",
            "或多于",
            "或超过",
            "或高于",
            "或更多",
            "或以上",
            "下限",
        ],
        more_than: &["超过", "大于", "多于", "高于"],
        less_than: &["小于", "少于", "低于"],
        bound_numbers: &[
            ("零", 0),
            ("一", 1),
            ("两", 2),
            ("二", 2),
            ("三", 3),
            ("四", 4),
            ("五", 5),
            ("六", 6),
            ("七", 7),
            ("八", 8),
            ("九", 9),
            ("十", 10),
        ],
        negations: &[
            "不", "无", "没", "未", "非", "并非", "而非", "除非", "否", "勿", "除",
        ],
        not_negations: &[
            "不同",
            "无色",
            "无限",
            "不灭",
            "不朽",
            "不死",
            "不论",
            "不管",
            "无论",
            "非基本",
            "非生物",
            "非衍生",
            "非地",
            "非神器",
            "非传奇",
            "非白",
            "非蓝",
            "非黑",
            "非红",
            "非绿",
            "非瞬间",
            "非战斗",
            "非持续",
            "非传统",
            "非主动",
            "非正式",
            // Phyrexian (非瑞克西亚, 非瑞人): a name, not a negation.
            "非瑞",
            // Illegal: the English says "illegal", not a negation (and 非法术 "nonsorcery").
            "非法",
            "不合法",
            "不定",
            "除外",
            "无效",
            "移除",
            "去除",
            "清除",
            "否则",
            "未来",
        ],
        restrictions: &["只", "仅", "才", "空", "直到", "例外", "防止", "禁止"],
        ..LATIN
    },
    Language {
        code: "ja",
        script: Script::Cjk,
        length_factor: 0.45,
        ..LATIN
    },
    Language {
        code: "ko",
        script: Script::Cjk,
        length_factor: 0.5,
        // "0 또는 그 미만" is "0 or below it": the bound included.
        at_most: &[
            "또는 그 미만",
            "보다 작거나 같",
            "보다 적거나 같",
            "작거나 같",
            "적거나 같",
            "이하",
            "최대",
            "넘지 않는",
        ],
        at_least: &[
            "또는 그 초과",
            "보다 크거나 같",
            "보다 많거나 같",
            "크거나 같",
            "많거나 같",
            "이상",
            "최소",
            "적어도",
        ],
        not_bounds: &["더 이상", "이상의 효과", "이상한"],
        more_than: &["초과", "보다 많", "보다 큰", "보다 크"],
        less_than: &["미만", "보다 적", "보다 작"],
        counters: &["번", "명", "장", "개", "가지", "종류", "쌍", "자리", "점"],
        // Native numerals, before a counter ("두 명", "한 번"): words of their own.
        bound_numbers: &[
            ("한", 1),
            ("하나", 1),
            ("두", 2),
            ("둘", 2),
            ("세", 3),
            ("셋", 3),
            ("네", 4),
            ("넷", 4),
            ("다섯", 5),
            ("여섯", 6),
            ("일곱", 7),
            ("여덟", 8),
            ("아홉", 9),
            ("열", 10),
        ],
        negations: &[
            "않", "없", "못", "아니", "아닌", "아닙", "아닐", "제외", "말아", "말고", "금지",
            "불가",
        ],
        not_negations: &["무색", "무한", "파괴되지 않는"],
        restrictions: &["예외", "방지", "뿐", "비어"],
        ..LATIN
    },
];

impl Language {
    /// The language separates its words with spaces: all but Chinese and Japanese (Korean
    /// words carry their particles, between spaces).
    pub fn spaces_words(&self) -> bool {
        self.script != Script::Cjk || self.code == "ko"
    }
}

/// What `cr` knows of a language tag (`fr-CA` is French), or the default row.
pub fn language(tag: &str) -> &'static Language {
    let base = crate::lang::base(tag);
    LANGUAGES
        .iter()
        .find(|l| l.code.eq_ignore_ascii_case(base))
        .unwrap_or(&LATIN)
}

/// English game terms that a translation may render one for another, in groups of terms
/// of one kind (keys as [`crate::lint::meaning::english_key`] makes them): the owner for
/// the controller, a spell for an object or a card, one kind of ability for another, one
/// zone for another.
pub const ENGLISH_TERM_GROUPS: &[&[&str]] = &[
    &["owner", "controller"],
    &["object", "card", "spell", "permanent", "token", "creature"],
    &["ability", "effect"],
    &["static", "triggered", "activated"],
    &["cast", "activate"],
    &[
        "graveyard",
        "library",
        "hand",
        "exile",
        "battlefield",
        "stack",
        "command",
    ],
    &["attacking", "blocking"],
    &["power", "toughness"],
    &["opponent", "teammate"],
    &[
        "land",
        "creature",
        "artifact",
        "enchantment",
        "planeswalker",
        "instant",
        "sorcery",
    ],
];

/// Prefixes that start an example paragraph ("Example:", "Exemple :", "例如：" …).
pub const EXAMPLE_PREFIXES: &[&str] = &[
    "Example",
    "Exemple",
    "Esempio",
    "Ejemplo",
    "Exemplo",
    "Beispiel",
    "Voorbeeld",
    "Пример",
    "例如",
    "例",
    "예시",
    "예:",
];

/// Lines that open the glossary.
pub const GLOSSARY_HEADINGS: &[&str] = &[
    "Glossary",
    "Glossaire",
    "Glossario",
    "Glosario",
    "Glossário",
    "Glossar",
    "Глоссарий",
    "词汇表",
    "詞彙表",
    "用語集",
    "용어집",
];

/// Lines that open the credits.
pub const CREDITS_HEADINGS: &[&str] = &[
    "Credits",
    "Crédits",
    "Crediti",
    "Riconoscimenti",
    "Créditos",
    "Impressum",
    "Титры",
    "版权信息",
    "制作人员",
    "版權資訊",
    "クレジット",
    "제작진",
];

/// Month names by language, January first, lowercase.
const MONTHS: &[[&str; 12]] = &[
    [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ],
    [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ],
    [
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ],
    [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ],
    [
        "janeiro",
        "fevereiro",
        "março",
        "abril",
        "maio",
        "junho",
        "julho",
        "agosto",
        "setembro",
        "outubro",
        "novembro",
        "dezembro",
    ],
    [
        "januar",
        "februar",
        "märz",
        "april",
        "mai",
        "juni",
        "juli",
        "august",
        "september",
        "oktober",
        "november",
        "dezember",
    ],
];

/// The month number (1–12) of a month name in any known language.
pub fn month_number(word: &str) -> Option<u32> {
    let w = word.to_lowercase();
    MONTHS
        .iter()
        .find_map(|m| m.iter().position(|&x| x == w))
        .map(|i| i as u32 + 1)
}

/// The name of month `month` (1–12) in the language and case of the month name `like`:
/// `month_like("Ottobre", 1)` is `Gennaio`. None when `like` is no known month name.
pub fn month_like(like: &str, month: u32) -> Option<String> {
    let w = like.to_lowercase();
    let row = MONTHS.iter().find(|m| m.contains(&w.as_str()))?;
    let name = *row.get((month as usize).checked_sub(1)?)?;
    let mut chars = like.chars();
    let first_upper = chars.next().is_some_and(char::is_uppercase);
    let all_upper = first_upper && like.chars().count() > 1 && chars.all(char::is_uppercase);
    Some(if all_upper {
        name.to_uppercase()
    } else if first_upper {
        let mut c = name.chars();
        c.next()
            .map(|f| f.to_uppercase().chain(c).collect())
            .unwrap_or_default()
    } else {
        name.to_owned()
    })
}

/// True when a line is exactly one of `headings` (ignoring surrounding white space).
pub fn is_heading(line: &str, headings: &[&str]) -> bool {
    let t = line.trim();
    headings.contains(&t)
}

/// The length of the example prefix that starts `line`, if it starts an example.
/// The prefix must be followed by a colon (ASCII or full-width), possibly after a space.
pub fn example_prefix(line: &str) -> Option<usize> {
    for p in EXAMPLE_PREFIXES {
        if let Some(rest) = line.strip_prefix(p) {
            if p.ends_with(':') {
                return Some(p.len());
            }
            let trimmed = rest.trim_start_matches([' ', '\u{a0}', '\u{202f}']);
            for colon in [':', '：'] {
                if trimmed.starts_with(colon) {
                    return Some(line.len() - trimmed.len() + colon.len_utf8());
                }
            }
        }
    }
    None
}

/// English function words that are not words of the other languages' rules texts: a run of
/// words with several of these is English prose, not a card name or a loanword.
pub const ENGLISH_FUNCTION_WORDS: &[&str] = &[
    "the", "of", "to", "is", "and", "that", "this", "with", "for", "you", "your", "be", "are",
    "it", "its", "if", "or", "may", "can", "which", "from", "by", "has", "have", "each", "any",
    "an", "as", "at", "would", "was", "been", "they", "their", "those", "these",
];

/// Words of a question that say nothing about the rule asked for ("what does lifelink do",
/// "how can a creature with flying be blocked"), in every language with spaces between
/// words, lower case. A search drops them when other words remain.
pub const QUERY_FILLER_WORDS: &[&str] = &[
    // English
    "what",
    "whats",
    "what's",
    "how",
    "does",
    "do",
    "did",
    "can",
    "could",
    "is",
    "are",
    "was",
    "the",
    "a",
    "an",
    "if",
    "when",
    "who",
    "whom",
    "which",
    "why",
    "where",
    "i",
    "my",
    "me",
    "you",
    "your",
    "of",
    "to",
    "in",
    "on",
    "for",
    "with",
    "and",
    "or",
    "happens",
    "happen",
    "work",
    "works",
    "get",
    "gets",
    "be",
    "it",
    "its",
    "it's",
    "that",
    "this",
    "there",
    "after",
    "mean",
    "means",
    "rule",
    "rules",
    "mtg",
    "magic",
    "about",
    "any",
    "by",
    "from",
    // French
    "que",
    "quoi",
    "qu'est-ce",
    "comment",
    "est-ce",
    "le",
    "la",
    "les",
    "un",
    "une",
    "des",
    "du",
    "de",
    "et",
    "ou",
    "si",
    "je",
    "mon",
    "ma",
    // Italian
    "cosa",
    "come",
    "il",
    "lo",
    "gli",
    "uno",
    "una",
    "di",
    "del",
    "della",
    "e",
    "se",
    // Korean question words
    "어떻게",
    "무엇",
    "무엇인가요",
    "뭐",
    "왜",
    "언제",
    "어떤",
    // Korean stems of a question's verbs that say nothing, as English "work", "can", "get"
    // (작동하나요, 할 수 있나요, 되나요: see KOREAN_QUESTION_ENDINGS)
    "작동",
    "수",
    "있",
    "되",
];

/// Words and characters of a Chinese question that say nothing about the rule, at which a
/// question typed without spaces (连体牌的法术力值, 什么是践踏) is cut into its terms.
pub const QUERY_FILLER_CJK: &[&str] = &[
    // A-not-A questions (是不是, 能不能), before their parts
    "是不是",
    "能不能",
    "会不会",
    "有没有",
    "算不算",
    "可不可以",
    "要不要",
    "什么是",
    "什么",
    "如何",
    "怎么",
    "怎样",
    "为什么",
    "是否",
    "可以",
    "能否",
    "不用",
    "的",
    "吗",
    "呢",
    "和",
    "与",
    "及",
    "是",
    "了",
    "在",
];

/// Particles a Korean word ends with (비행을, 생물은): dropped from query words of three
/// syllables or more, whose stem is then searched.
pub const KOREAN_PARTICLES: &[&str] = &[
    "을", "를", "은", "는", "이", "가", "의", "에", "와", "과", "로", "도",
];

/// Endings of a Korean question's verb (막나요, 카드인가요, 합니까), longest first: dropped
/// from a query word, whose stem is then searched (and dropped if it is a filler word).
pub const KOREAN_QUESTION_ENDINGS: &[&str] = &["인가요", "습니까", "나요", "까요", "니까", "가요"];

/// English words whose inflected form the stemmer does not bring to its base ("left" is not
/// "leav", "dealt" not "deal"), sorted by form: the search index reads each as its base, so
/// a question in one tense ("a token that leaves the battlefield") meets a rule in another
/// ("a token that's left the battlefield").
pub const ENGLISH_IRREGULAR_FORMS: &[(&str, &str)] = &[
    ("became", "become"),
    ("began", "begin"),
    ("begun", "begin"),
    ("bought", "buy"),
    ("broke", "break"),
    ("broken", "break"),
    ("brought", "bring"),
    ("came", "come"),
    ("chose", "choose"),
    ("chosen", "choose"),
    ("dealt", "deal"),
    ("drawn", "draw"),
    ("drew", "draw"),
    ("dying", "die"),
    ("fallen", "fall"),
    ("fell", "fall"),
    ("fought", "fight"),
    ("found", "find"),
    ("gave", "give"),
    ("given", "give"),
    ("gone", "go"),
    ("got", "get"),
    ("gotten", "get"),
    ("held", "hold"),
    ("hid", "hide"),
    ("hidden", "hide"),
    ("kept", "keep"),
    ("knew", "know"),
    ("known", "know"),
    ("laid", "lay"),
    ("led", "lead"),
    ("left", "leave"),
    ("lives", "life"),
    ("lost", "lose"),
    ("made", "make"),
    ("meant", "mean"),
    ("met", "meet"),
    ("paid", "pay"),
    ("ran", "run"),
    ("said", "say"),
    ("seen", "see"),
    ("sent", "send"),
    ("shown", "show"),
    ("sought", "seek"),
    ("spent", "spend"),
    ("stood", "stand"),
    ("struck", "strike"),
    ("taken", "take"),
    ("thought", "think"),
    ("threw", "throw"),
    ("thrown", "throw"),
    ("told", "tell"),
    ("took", "take"),
    ("undid", "undo"),
    ("undone", "undo"),
    ("went", "go"),
    ("won", "win"),
    ("written", "write"),
    ("wrote", "write"),
];

/// The base of an irregular English form ([`ENGLISH_IRREGULAR_FORMS`]), lower case.
pub fn english_base(word: &str) -> Option<&'static str> {
    ENGLISH_IRREGULAR_FORMS
        .binary_search_by(|(f, _)| (*f).cmp(word))
        .ok()
        .map(|i| ENGLISH_IRREGULAR_FORMS[i].1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_examples_in_several_languages() {
        assert!(example_prefix("Example: A player").is_some());
        assert!(example_prefix("Exemple : Un joueur").is_some());
        assert!(example_prefix("例如：如果").is_some());
        assert!(example_prefix("Examples are given").is_none());
    }

    #[test]
    fn knows_months() {
        assert_eq!(month_number("January"), Some(1));
        assert_eq!(month_number("décembre"), Some(12));
        assert_eq!(month_number("settembre"), Some(9));
        assert_eq!(month_number("Caturday"), None);
        assert_eq!(month_like("ottobre", 1).as_deref(), Some("gennaio"));
        assert_eq!(month_like("October", 1).as_deref(), Some("January"));
        assert_eq!(month_like("JUILLET", 8).as_deref(), Some("AOÛT"));
        assert_eq!(month_like("Caturday", 1), None);
    }

    #[test]
    fn irregular_english_forms_are_sorted_and_read_as_their_base() {
        assert!(ENGLISH_IRREGULAR_FORMS.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(english_base("left"), Some("leave"));
        assert_eq!(english_base("dealt"), Some("deal"));
        assert_eq!(english_base("leaves"), None);
    }
}
