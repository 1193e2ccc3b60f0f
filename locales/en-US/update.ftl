# cr update: a translation carried forward to a new English release.

cli-update-about = Carry a translation forward to a new English release: unchanged rules renumbered, changed rules marked [cr:review], new rules inserted in English marked [cr:translate]
update-arg-spec = The translation to update (LANG:PATH, PATH, LANG@DATE or LANG)
update-arg-to = The English release to update it to (en@DATE, en or en:PATH)
update-arg-out = Write the updated translation to FILE (whole or not at all; never the input)
update-arg-format = What to print: text (without --out or --in-place, the updated translation itself, the report on stderr), json (the report) or xliff (XLIFF 2.0 of the rules and entries to do)
update-arg-in-place = Replace the translation's file, keeping the old one as FILE.bak
update-summary = { $from } follows { $follows }; updated to { $to }: { $kept } kept, { $renumbered } renumbered, { $changed } changed (marked [cr:review]), { $added } added in English (marked [cr:translate]), { $removed } removed; { $references } references renumbered
update-date = effective date { $old } → { $new }
update-glossary = glossary: { $kept } kept, { $changed } changed, { $added } added, { $removed } removed
update-glossary-unpaired = glossary kept as it is: it does not pair entry for entry with the English glossary
update-rule-changed = ~ { $number } (was { $was }): { $diff }
update-rule-added = + { $number }
update-rule-removed = - { $was }
update-term-changed = ~ { $term }: { $diff }
update-term-added = + { $term }
update-term-removed = - { $term }
update-written = written to { $path }: { $todo } { $todo ->
        [one] rule or entry
       *[other] rules and entries
    } to do
update-backup = the old file is kept as { $path }
update-encoding = { $path }: written as { $encoding }, since { $was } cannot hold the English text inserted
update-error-not-translation = { $document } is not a translation (it is English, or follows no English release)
update-error-target-not-english = { $document } is not an English release: a translation is updated to an English release
update-error-nothing-paired = no rule of { $document } pairs with { $follows }, the English it follows: nothing to carry forward
update-error-in-place-bundled = { $spec } is a bundled document: --in-place needs a file (use --out FILE)
update-error-out-is-input = --out { $path } is the translation itself: use --in-place to replace it (with a backup)
