use crate::lint::{Job, Sink};
use crate::text::words;

crate::declare_check! {
    /// ## What it does
    /// Finds a word that occurs once in the language's rules, in a word pair that occurs
    /// once, where changing one letter of that word (not its last: endings and plurals are
    /// grammar, not typos) gives a pair the same rules use at least three times: "je joueur" beside many "le joueur". Each word is spelt right, so a
    /// dictionary cannot see it; the corpus can. Checked for languages written with spaces;
    /// not for the English source. In Chinese and Japanese, a character written twice by
    /// slip ("法术力力费用" where the text writes 法术力费用 179 times).
    ///
    /// ## Why is this bad?
    /// "je joueur choisit" reads as a slip, and the reader stops to wonder whether it means
    /// something else.
    ///
    /// ## Example
    /// The French seed's 601.2f: "S'il y a plusieurs réductions de coût, je joueur choisit
    /// dans quel ordre les appliquer."
    ///
    /// ```text
    /// warning[CR403]: “je joueur” occurs once; “le joueur” occurs 7 times
    /// ```
    ///
    /// ## Precision
    /// 100% true (5 of 5: “je joueur” in the French seed, “释放” for “施放” in zh 2023 601.2b,
    /// and three characters doubled in zh 2023: 118.9 法术力力费用, 701.3a 物件或或牌手, the
    /// glossary's 一一个关键字动作; zh 2022 adds 712.1a 系列中中的). In Chinese only known slips
    /// from `rules/words/zh-confusables.txt` are reported, and a character doubled where the
    /// text writes the same neighbours with it once at least five times and the doubling
    /// with its neighbours nowhere else (执行行动 twice, 衍生生物 and 套牌牌库 often: words
    /// meeting): one character changed in a two-character window is most often two words,
    /// not a slip (374 findings, nearly all false, when tried).
    ///
    /// Korean, as info: a word that occurs once, one letter (jamo) from a frequent word in a
    /// syllable that is not the last, or missing an inner syllable ("있습다" for "있습니다"),
    /// seen beside the same neighbour as the frequent word. 3 of 3 true on ko 2017
    /// (“결발되는”, “주물을”, “엑티브”); tried without its filters (two-syllable words, a
    /// beginning other words share) it was right one time in two, so it stays info.
    pub static CHECK = {
        code: "CR403",
        name: "typo",
        severity: Warning,
        run: run,
    };
}

/// True when two words of the same length differ in one letter that is not the last: "je" and
/// "le", but not "pagati" and "pagato" (an ending) nor "règle" and "règles" (a plural).
fn substitution(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len() != b.len() {
        return false;
    }
    let diff: Vec<usize> = (0..a.len()).filter(|&k| a[k] != b[k]).collect();
    diff.len() == 1 && diff[0] + 1 < a.len()
}

/// A pair must be this frequent to be the model for a rare one.
const FREQUENT: u32 = 3;

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some(stats) = job.stats else {
        return;
    };
    if job.is_english() {
        return;
    }
    let hangul = job
        .doc
        .rules
        .iter()
        .take(50)
        .any(|r| r.text().chars().any(is_hangul));
    if hangul {
        korean(job, out);
        return;
    }
    if crate::align::features::script(&job.doc.lang) != crate::align::features::Script::Latin {
        confusables(job, out);
        doubled(job, out);
        return;
    }
    for r in &job.doc.rules {
        let ws = words(r.text());
        let low: Vec<String> = ws.iter().map(|(_, w)| w.to_lowercase()).collect();
        // A word is reported once, with the more frequent of its models.
        let mut best_of: std::collections::BTreeMap<usize, (u32, String, String)> =
            std::collections::BTreeMap::new();
        for k in 0..low.len().saturating_sub(1) {
            if stats.pair(&low[k], &low[k + 1]) != 1 {
                continue;
            }
            for side in 0..2 {
                let (rare, other) = (&low[k + side], &low[k + 1 - side]);
                let original = ws[k + side].1;
                if stats.word(rare) > 1
                    || rare.chars().count() < 2
                    || original.chars().next().is_some_and(char::is_uppercase)
                    || job.speller.is_some_and(|s| !s.check(original))
                {
                    continue;
                }
                let pool = if side == 0 {
                    stats.before.get(other)
                } else {
                    stats.after.get(other)
                };
                let best = pool
                    .into_iter()
                    .flatten()
                    .filter(|(v, n)| {
                        *n >= FREQUENT && stats.word(v) >= FREQUENT && substitution(rare, v)
                    })
                    .max_by_key(|(_, n)| *n);
                let Some((v, n)) = best else {
                    continue;
                };
                let phrase = format!("{} {}", ws[k].1, ws[k + 1].1);
                let fixed = if side == 0 {
                    format!("{v} {}", ws[k + 1].1)
                } else {
                    format!("{} {v}", ws[k].1)
                };
                let e = best_of
                    .entry(k + side)
                    .or_insert((0, String::new(), String::new()));
                if *n > e.0 {
                    *e = (*n, phrase, fixed);
                }
            }
        }
        for (w, (n, phrase, fixed)) in best_of {
            let f = out.in_joined(
                Some(r.id),
                &r.body,
                ws[w].0,
                vec![
                    ("phrase", phrase),
                    ("frequent", fixed.clone()),
                    ("count", n.to_string()),
                ],
            );
            f.suggestion = Some(fixed);
        }
    }
}

/// The known slips of a language (its row of [`crate::vocab::LANGUAGES`]): wrong form,
/// right form, the English word that confirms it.
fn confusable_list(lang: &str) -> Vec<(&'static str, &'static str, &'static str)> {
    crate::vocab::language(lang)
        .confusables
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            Some((w.next()?, w.next()?, w.next()?))
        })
        .collect()
}

/// In scripts written without spaces (Chinese), where words cannot be told apart by
/// statistics alone (a window of two characters one character from "施放" is most often
/// two words): a known slip from the list, in a rule whose English counterpart uses the
/// word that the right form translates ("释放" for "施放" where the English says "cast").
fn confusables(job: &Job<'_>, out: &mut Sink<'_>) {
    let list = confusable_list(&job.doc.lang);
    let Some(cp) = job.english() else {
        return;
    };
    if list.is_empty() {
        return;
    }
    for p in &cp.align.pairs {
        let (r, en) = (
            &job.doc.rules[p.left],
            cp.doc.rules[p.right].text().to_lowercase(),
        );
        let text = r.text();
        for &(wrong, right, word) in &list {
            let confirmed = en
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| w.starts_with(word));
            if !confirmed {
                continue;
            }
            for (start, _) in text.match_indices(wrong) {
                let f = out.in_rule(
                    p.left,
                    crate::document::Span {
                        start,
                        end: start + wrong.len(),
                    },
                    vec![
                        ("phrase", wrong.to_owned()),
                        ("frequent", right.to_owned()),
                        ("count", text.matches(right).count().to_string()),
                    ],
                );
                f.suggestion = Some(right.to_owned());
            }
        }
    }
}

/// The single form must be this frequent for a doubled character beside it to be a slip.
const DOUBLED_FREQUENT: u32 = 5;
/// More doublings than this in one document: it writes them on purpose (or is no
/// translation), and none is read (the memory of a pathological text stays bounded).
const DOUBLED_MOST: usize = 10_000;

/// A Chinese (or Japanese) ideograph doubled by a slip: "法术力力费用", "物件或或牌手". In
/// text without spaces a doubling is most often two words meeting (执行行动: 执行 + 行动;
/// 衍生生物) or a word (刚刚, 等等), so it is reported only where the text writes the same
/// neighbours with the character once at least [`DOUBLED_FREQUENT`] times ("术力费" 179
/// times), the doubling with its neighbours once in the whole document, and the doubling
/// alone at most twice. Rules and glossary definitions are read.
fn doubled(job: &Job<'_>, out: &mut Sink<'_>) {
    use crate::document::Span;
    let ideograph =
        |c: char| matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF);
    let paragraphs = job
        .doc
        .rules
        .iter()
        .map(|r| (Some(r.id), &r.body))
        .chain(job.doc.glossary.iter().map(|g| (None, &g.definition)));
    // (rule, paragraph, span of the doubling with its neighbours, its text, the single form,
    // the doubling alone).
    let mut found = Vec::new();
    for (rule, body) in paragraphs {
        let t = body.text.as_str();
        let cs: Vec<(usize, char)> = t.char_indices().collect();
        for i in 0..cs.len().saturating_sub(1) {
            let x = cs[i].1;
            if cs[i + 1].1 != x
                || !ideograph(x)
                || (i > 0 && cs[i - 1].1 == x)
                || cs.get(i + 2).is_some_and(|c| c.1 == x)
            {
                continue;
            }
            let l = i.checked_sub(1).map(|j| cs[j]).filter(|c| ideograph(c.1));
            let r = cs.get(i + 2).copied().filter(|c| ideograph(c.1));
            if l.is_none() && r.is_none() {
                continue;
            }
            let start = l.map_or(cs[i].0, |c| c.0);
            let end = r.map_or(cs[i + 1].0 + x.len_utf8(), |c| c.0 + c.1.len_utf8());
            let single: String = l
                .map(|c| c.1)
                .into_iter()
                .chain([x])
                .chain(r.map(|c| c.1))
                .collect();
            let at = Span { start, end };
            found.push((rule, body, at, &t[start..end], single, format!("{x}{x}")));
            if found.len() > DOUBLED_MOST {
                return;
            }
        }
    }
    if found.is_empty() {
        return;
    }
    // The forms counted in one pass over the document, at the places where one of the
    // doubled characters stands.
    let mut counts: rustc_hash::FxHashMap<&str, u32> = Default::default();
    for (_, _, _, phrase, single, double) in &found {
        for s in [*phrase, single.as_str(), double.as_str()] {
            counts.insert(s, 0);
        }
    }
    let mut xs: Vec<char> = found.iter().filter_map(|f| f.5.chars().next()).collect();
    xs.sort_unstable();
    xs.dedup();
    let text = job.doc.text.as_str();
    // Windows of two to four characters starting at each doubled character and at the one
    // before it, each start read once.
    let (mut prev, mut counted) = (None, 0);
    for (i, c) in text.char_indices() {
        if xs.binary_search(&c).is_ok() {
            for s in prev.into_iter().chain([i]) {
                if s < counted {
                    continue;
                }
                counted = s + 1;
                let ends: Vec<usize> = text[s..]
                    .char_indices()
                    .map(|(j, _)| s + j)
                    .chain([text.len()])
                    .take(5)
                    .collect();
                for &e in ends.iter().skip(2) {
                    if let Some(n) = counts.get_mut(&text[s..e]) {
                        *n += 1;
                    }
                }
            }
        }
        prev = Some(i);
    }
    for (rule, body, at, phrase, single, double) in &found {
        let n = counts[single.as_str()];
        if n < DOUBLED_FREQUENT || counts[phrase] > 1 || counts[double.as_str()] > 2 {
            continue;
        }
        let f = out.in_joined(
            *rule,
            body,
            *at,
            vec![
                ("phrase", (*phrase).to_owned()),
                ("frequent", single.clone()),
                ("count", n.to_string()),
            ],
        );
        f.suggestion = Some(single.clone());
    }
}

fn is_hangul(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

/// A Hangul syllable as its initial, vowel and final (0 for none).
fn jamo(c: char) -> (u32, u32, u32) {
    let s = c as u32 - 0xAC00;
    (s / (21 * 28), s / 28 % 21, s % 28)
}

/// How a rare Korean word differs from a frequent one, when it looks like a slip: one letter
/// (jamo) of a syllable that is not the last ("결발되는" for "격발되는", "엑티브" for
/// "액티브"), or a syllable left out inside the word ("있습다" for "있습니다"). The last
/// syllable is where Korean puts its particles and endings (을/를, 한/할): a change there
/// is grammar far more often than a slip. Returns the index of the changed syllable.
fn korean_slip(rare: &[char], frequent: &[char]) -> Option<usize> {
    if rare.len() == frequent.len() {
        let diff: Vec<usize> = (0..rare.len())
            .filter(|&k| rare[k] != frequent[k])
            .collect();
        let &[k] = diff.as_slice() else { return None };
        if k + 1 == rare.len() || !is_hangul(rare[k]) || !is_hangul(frequent[k]) {
            return None;
        }
        let (a, b) = (jamo(rare[k]), jamo(frequent[k]));
        let parts = usize::from(a.0 != b.0) + usize::from(a.1 != b.1) + usize::from(a.2 != b.2);
        return (parts == 1).then_some(k);
    }
    if frequent.len() == rare.len() + 1 && rare.len() >= 3 {
        let k = (0..rare.len()).find(|&k| rare[k] != frequent[k])?;
        let interior = k >= 1 && k + 1 < frequent.len();
        return (interior && rare[k..] == frequent[k + 1..]).then_some(k);
    }
    None
}

/// Korean: a word that occurs once, one slip ([`korean_slip`]) away from a word that occurs
/// at least [`KOREAN_FREQUENT`] times and that the same neighbour precedes or follows at least
/// [`FREQUENT`] times. A changed letter must also make a beginning no other word has (a valid
/// but rare word, such as "많을" beside "않을", begins like other words of its stem). Info:
/// Korean morphology makes this weaker than the check in spaced Latin scripts.
fn korean(job: &Job<'_>, out: &mut Sink<'_>) {
    let stats = korean_stats(job.doc);
    // Words by their first syllables (up to three), to tell a new beginning from a known one.
    let mut starts: std::collections::HashMap<String, u32> = std::collections::HashMap::new();
    for (w, n) in &stats.words {
        for (k, _) in w.char_indices().skip(1).take(3) {
            *starts.entry(w[..k].to_owned()).or_default() += n;
        }
        *starts.entry(w.clone()).or_default() += n;
    }
    // How many words hold each pair of adjacent syllables.
    let mut bigrams: std::collections::HashMap<(char, char), u32> =
        std::collections::HashMap::new();
    for (w, n) in &stats.words {
        let c: Vec<char> = w.chars().collect();
        let mut seen = std::collections::HashSet::new();
        for p in c.windows(2) {
            if seen.insert((p[0], p[1])) {
                *bigrams.entry((p[0], p[1])).or_default() += n;
            }
        }
    }
    // Frequent words under the keys a slip would share with them: a syllable (not the last)
    // replaced by a wildcard, or an inner syllable left out. One lookup per key: linear.
    let mut index: std::collections::HashMap<String, Vec<(Vec<char>, &str)>> =
        std::collections::HashMap::new();
    for (w, &n) in &stats.words {
        if n < KOREAN_FREQUENT || !w.chars().all(is_hangul) {
            continue;
        }
        let c: Vec<char> = w.chars().collect();
        for key in slip_keys(&c, true) {
            index.entry(key).or_default().push((c.clone(), w.as_str()));
        }
    }
    for r in &job.doc.rules {
        let ws = hangul_words(r.text());
        for (k, (span, w)) in ws.iter().enumerate() {
            if stats.word(w) != 1 || !w.chars().all(is_hangul) {
                continue;
            }
            let rare: Vec<char> = w.chars().collect();
            // Two syllables are too short to tell: a valid verb form ("많을", "입을") is one
            // letter from another just as often as a slip is.
            if rare.len() < 3 {
                continue;
            }
            let prev = k.checked_sub(1).map(|j| ws[j].1);
            let next = ws.get(k + 1).map(|x| x.1);
            let best = slip_keys(&rare, false)
                .iter()
                .filter_map(|key| index.get(key))
                .flatten()
                .filter_map(|(v, name)| {
                    let at = korean_slip(&rare, v)?;
                    let new = if v.len() == rare.len() {
                        // The word up to the changed syllable (two at least) begins no other.
                        let begin: String = rare[..=at.max(1)].iter().collect();
                        starts.get(&begin).copied().unwrap_or(0) <= 1
                    } else {
                        // The two syllables joined where one was left out meet in no other
                        // word ("습다" of "있습다").
                        bigrams.get(&(rare[at - 1], rare[at])).copied().unwrap_or(0) <= 1
                    };
                    if !new {
                        return None;
                    }
                    let around = prev
                        .map_or(0, |p| stats.pair(p, name))
                        .max(next.map_or(0, |x| stats.pair(name, x)));
                    (around >= FREQUENT).then_some((around, *name))
                })
                .max();
            let Some((_, v)) = best else { continue };
            let f = out.in_joined(
                Some(r.id),
                &r.body,
                *span,
                vec![
                    ("phrase", (*w).to_owned()),
                    ("frequent", v.to_owned()),
                    ("count", stats.word(v).to_string()),
                ],
            );
            f.severity = crate::lint::Severity::Info;
            f.suggestion = Some(v.to_owned());
        }
    }
}

/// The runs of Hangul syllables of a text (Korean words without the punctuation and the
/// Latin glosses around them).
fn hangul_words(text: &str) -> Vec<(crate::document::Span, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        match (is_hangul(c), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((crate::document::Span { start: s, end: i }, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// Word and neighbour counts of a Korean document's rules.
fn korean_stats(doc: &crate::document::Document) -> crate::lint::text::WordStats {
    let mut s = crate::lint::text::WordStats::default();
    for r in &doc.rules {
        let ws: Vec<&str> = hangul_words(r.text()).into_iter().map(|(_, w)| w).collect();
        for w in &ws {
            *s.words.entry((*w).to_owned()).or_default() += 1;
        }
        for p in ws.windows(2) {
            *s.pairs
                .entry((p[0].to_owned(), p[1].to_owned()))
                .or_default() += 1;
        }
    }
    s
}

/// The index keys of a word: each syllable but the last as a wildcard; for a frequent word
/// (`model`) also the word without each inner syllable, and for a rare one the word itself
/// under that mark.
fn slip_keys(w: &[char], model: bool) -> Vec<String> {
    let mut keys = Vec::new();
    for k in 0..w.len().saturating_sub(1) {
        let mut c = w.to_vec();
        c[k] = '*';
        keys.push(c.into_iter().collect());
    }
    if model {
        for k in 1..w.len().saturating_sub(1) {
            let mut c = w.to_vec();
            c.remove(k);
            keys.push(std::iter::once('-').chain(c).collect());
        }
    } else {
        keys.push(std::iter::once('-').chain(w.iter().copied()).collect());
    }
    keys
}

/// A Korean word must occur this often to be the model for a rare one.
const KOREAN_FREQUENT: u32 = 10;
