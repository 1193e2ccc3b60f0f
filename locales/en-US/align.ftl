# Alignment: cr align, cr diff, cr fingerprint.

cli-align-about = Pair every rule of LEFT with its counterpart in RIGHT, by content, across languages and versions
cli-arg-left = The left document (LANG:PATH, PATH, LANG@DATE or LANG)
cli-arg-right = The right document (LANG:PATH, PATH, LANG@DATE or LANG)
cli-arg-align-format = Output format: text, json, tsv (one pair per line, with both texts) or tmx (TMX 1.4 for CAT tools)
align-summary = { $left } ⇄ { $right }: { $pairs } pairs ({ $renumbered } renumbered), { $left_only } only on the left, { $right_only } only on the right
align-left-only = only in left: { $rule }
align-right-only = only in right: { $rule }
