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
        [one] rule, example or entry
       *[other] rules, examples and entries
    } to do
update-backup = the old file is kept as { $path }
update-encoding = { $path }: written as { $encoding }, since { $was } cannot hold the English text inserted
update-error-not-translation = { $document } is not a translation (it is English, or follows no English release)
update-error-target-not-english = { $document } is not an English release: a translation is updated to an English release
update-error-nothing-paired = no rule of { $document } pairs with { $follows }, the English it follows: nothing to carry forward
update-error-in-place-bundled = { $spec } is a bundled document: --in-place needs a file (use --out FILE)
update-error-out-is-input = --out { $path } is the translation itself: use --in-place to replace it (with a backup)
update-arg-xliff = Also write the rules, examples and entries to do as XLIFF 2.0 to FILE (notes: English before, after, diff), for a CAT tool; `cr apply` writes the filled XLIFF back
update-error-xliff-is-out = --xliff { $path } is also the --out file: give them two names
update-xliff-written = the units to do, as XLIFF 2.0: { $path }
update-example-changed = ~ { $id }: { $diff }
update-example-added = + { $id }
update-example-removed = - an example of { $number }: { $before }
update-omitted = { $count } { $count ->
        [one] rule
       *[other] rules
    } left out as the translation omits them (English unchanged): { $rules }

# cr remap: rule citations rewritten from one English release's numbering to another's.
cli-remap-about = Rewrite the rule citations of any text (Markdown, plain text, code comments) from one English release's numbering to another's, through the rules' lineage
remap-arg-file = The text whose citations to rewrite
remap-arg-from = The English release the citations follow (en@DATE)
remap-arg-to = The English release to rewrite them for (en@DATE, or en for the newest)
remap-arg-out = Write the rewritten text to FILE (whole or not at all; never the input)
remap-arg-in-place = Replace FILE, keeping the old one as FILE.bak
remap-arg-format = What to print: text (without --out or --in-place, the rewritten text itself, the report on stderr) or json (every citation, old and new, with its status)
remap-error-not-english = { $document } is not an English release: citations follow the numbering of an English release
remap-renumbered = { $file }:{ $line }: { $old } → { $new }
remap-gone = { $file }:{ $line }: { $old } left as it is: { $to } has no such rule
remap-left = { $file }:{ $line }: { $old } left as it is: the rules it names moved apart
remap-summary = { $citations } { $citations ->
        [one] citation
       *[other] citations
    } from { $from } to { $to }: { $renumbered } renumbered, { $same } unchanged, { $gone } left as written
remap-written = written to { $path }

# cr apply: a filled XLIFF written back into the updated translation.
cli-apply-about = Write the targets of a filled XLIFF (from cr update --xliff) back into the updated translation, resolving the marks of every unit that has one
apply-arg-xliff = The XLIFF 2.0 file, filled in a CAT tool
apply-arg-updated = The updated translation the XLIFF was written with
apply-arg-out = Write the result to FILE (whole or not at all; never an input)
apply-arg-in-place = Replace UPDATED, keeping the old one as UPDATED.bak
apply-arg-format = What to print: text (without --out or --in-place, the translation itself, the report on stderr) or json (the units applied and left)
apply-error-xliff = { $xliff }: not a readable XLIFF file: { $detail }
apply-error-no-target = { $xliff }: no target language or no target release (a note of category cr-target): was it written by cr update --xliff?
apply-error-unknown-unit = { $xliff }: unit { $unit } names no rule, example or entry of the updated translation or of its English release: nothing written
apply-error-english = { $xliff }: the English of unit { $unit } is not the English release's any more: nothing written
apply-error-not-marked = { $xliff }: unit { $unit } is not marked in the updated translation (already applied, or another file): nothing written
apply-error-overlap = { $xliff }: two units write over the same text: nothing written
apply-summary = { $xliff }: { $applied } { $applied ->
        [one] unit
       *[other] units
    } written back, { $left } left marked; { $marks } { $marks ->
        [one] mark
       *[other] marks
    } left in the file
apply-arg-accept-initial = Also take targets still in the "initial" state when they differ from what cr update prefilled (edited by hand or in a tool that keeps the state)
apply-left-initial = { $count } { $count ->
        [one] unit left: its target is
       *[other] units left: their targets are
    } still "initial" (a CAT tool confirms a segment it translated): { $units }; confirm them, or take targets edited by hand with --accept-initial
apply-left-empty = { $count } { $count ->
        [one] unit left without a target
       *[other] units left without a target
    }: { $units }

# cr stale: what changed in the English since the release a translation follows.
cli-stale-about = List what is stale in a translation: the rules and examples whose English changed since the release it follows, with diffs (what cr update would mark; nothing is written)
stale-arg-spec = The translation (LANG:PATH, PATH, LANG@DATE or LANG)
stale-arg-against = The English release to compare with (default: the newest, en)
stale-arg-format = What to print: text (the list, with word diffs) or json (the report of cr update --format json)
apply-error-target-changed = { $xliff }: its target release { $target } is the file { $path }, whose text has changed since cr update wrote the XLIFF
