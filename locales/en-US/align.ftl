# Alignment: cr align, cr diff, cr fingerprint.

cli-align-about = Pair every rule of LEFT with its counterpart in RIGHT, by content, across languages and versions
cli-arg-left = The left document (LANG:PATH, PATH, LANG@DATE or LANG)
cli-arg-right = The right document (LANG:PATH, PATH, LANG@DATE or LANG)
cli-arg-align-format = Output format: text, json, tsv (one pair per line, with both texts) or tmx (TMX 1.4 for CAT tools)
align-summary = { $left } ⇄ { $right }: { $pairs } pairs ({ $renumbered } renumbered), { $left_only } only on the left, { $right_only } only on the right
align-left-only = only in left: { $rule }
align-right-only = only in right: { $rule }
cli-diff-about = What changed between two documents: rules added, removed, renumbered and changed, with a word diff
cli-fingerprint-about = Which bundled English version a translation follows, and what changed in English since then
cli-arg-old = The old document (LANG:PATH, PATH, LANG@DATE or LANG)
cli-arg-new = The new document (LANG:PATH, PATH, LANG@DATE or LANG)
diff-summary = { $old } → { $new }: { $added } added, { $removed } removed, { $renumbered } renumbered, { $changed } changed, { $unchanged } unchanged
diff-sentences = { $lost } sentence(s) without counterpart in the old text, { $gained } in the new
fingerprint-follows = { $document } follows { $follows }
fingerprint-candidate = { $version }: content { $score }, numbering { $numbering } ({ $same } same number, { $renumbered } renumbered, { $unpaired } unpaired)
fingerprint-range = it cannot be told apart from { $count } releases, { $from } to { $to }: their rules it covers are the same
fingerprint-newer = it has { $count ->
    [one] a rule
   *[other] { $count } rules
} that no release up to { $newest } has ({ $rules }): it follows a newer release than the bundled history
fingerprint-todo = changed in English since then, up to { $newest }: { $count } rule(s)
fingerprint-change-changed = text changed
fingerprint-change-renumbered = renumbered
fingerprint-change-removed = removed
