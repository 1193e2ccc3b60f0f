# History: cr history.
cli-history-about = The lineage of a rule across every English release since 2003: where it appeared, each renumbering and change of text, and its removal
cli-arg-history-rule = The rule number, in the newest English release that has it unless a document is given
cli-arg-history-in = The document the rule number is read in (a translation is placed on the English release it follows)
history-in = { $rule } of { $document } is { $english } of the English release of { $version }
history-change-added = appeared
history-change-unchanged = unchanged
history-change-renumbered = renumbered
history-change-changed = text changed
history-change-renumbered-changed = renumbered, text changed
history-until = { " " }(unchanged until { $version }, { $count } releases)
history-removed = removed in the release of { $version }
history-error-not-found = no rule { $rule } in { $document }
history-error-no-counterpart = { $rule } of { $document } has no counterpart in the English release it follows (en@{ $version })
