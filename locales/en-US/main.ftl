# comprules (cr): the command line, errors, and the reading commands.
# Terms not translated: cr, JSON, SPEC, LANG.

## Command line
cli-about = The multilingual reference and linter for the Magic: The Gathering Comprehensive Rules.
cli-usage-heading = Usage:
cli-commands-heading = Commands
cli-options-heading = Options
cli-arguments-heading = Arguments
cli-arg-help = Print help
cli-arg-version = Print version
cli-arg-ui-lang = Language of the interface (en-US, fr, it); default from LC_ALL, LC_MESSAGES or LANG
cli-arg-json = Print JSON: the same as --format json
cli-arg-format = Output format: text, or json (a stable shape, documented in docs/reference/commands.md)
cli-arg-rules-format = Output format: text (the rule numbers), json, or tsv (each number with its joined text, separated by a tab)
cli-arg-shell = The shell: bash, elvish, fish, powershell or zsh
cli-arg-man-command = A command to write the page of (such as show); default: the page of cr
cli-completions-about = Print a completion script for a shell (bash: cr completions bash > /etc/bash_completion.d/cr)
cli-man-about = Print the man page (roff) of cr or of one of its commands (cr man | man -l -)
cli-arg-show-in = A document to read (LANG:PATH, PATH, LANG@DATE or LANG); repeatable; default: today's English, then every translation (bundled or added); older English releases with --all-releases
cli-arg-search-in = A document to search (LANG:PATH, PATH, LANG@DATE or LANG); repeatable; default: today's English, every translation (bundled or added) and the English release each follows
cli-arg-spec = The document (LANG:PATH, PATH, LANG@DATE or LANG)
cli-arg-rule = A rule as people write it: 601.2f, 601.2F, rule 601.2f, CR 601.2f, 601.2 f, R6012f, 601.2 or 601 (with its subrules), or a section such as 6
cli-arg-all-releases = Show the rule in every bundled English release too, newest first, after today's English and the translations
cli-arg-rules-text = The same as --format tsv
cli-show-about = Show a rule, its subrules and its examples, in every document that has it
cli-rules-about = List the rule numbers of a document, in document order
cli-info-about = Describe a document: language, version, encoding, line endings and counts

cli-error-unknown-argument = unknown argument { $arg }
cli-error-unknown-command = unknown command { $command }
cli-error-missing-argument = missing argument { $arg }
cli-error-invalid-value = invalid value { $value } for { $arg }
cli-error-invalid-value-allowed = invalid value { $value } for { $arg } (allowed: { $allowed })
cli-error-conflict = { $arg } cannot be used with { $other }
cli-error-repeated = { $arg } cannot be given more than once
cli-error-unexpected-value = unexpected value { $value }
cli-error-did-you-mean = did you mean { $suggestion }?
cli-warning-ui-lang = no interface in { $lang }; using { $used } (available: en-US, fr, it)
cli-error-usage = invalid arguments
cli-error-try-help = For more information, try '--help'.

## Errors: one line each, naming the input
error-prefix = error:
warning-prefix = warning:
error-not-found = { $path }: no such file
error-is-directory = { $path }: is a directory, not a file
error-io = { $path }: cannot read: { $detail }
error-empty = { $path }: the file is empty
error-binary = { $path }: not a text file (NUL byte at byte { $offset })
error-invalid-utf8 = { $path }: invalid UTF-8 at byte { $offset }
error-too-large = { $path }: the file is too large ({ $size } MiB; the limit is { $limit } MiB)
error-no-rules = { $document }: no numbered rules found
error-need-language = { $path }: cannot tell the language; write it before the path, as in fr:{ $path }
error-bad-language = { $lang }: not a language tag (use a BCP 47 tag such as en, fr, it, zh)
error-unknown-language = no bundled document in language { $lang } (bundled: { $available })
error-unknown-version = no known { $lang } document of version { $version }; did you mean { $lang }@{ $nearest }? (cr corpus lists every known document)
error-unknown-version-between = no known { $lang } document of version { $version }: it falls between { $lang }@{ $before } and { $lang }@{ $after } (cr corpus lists every known document)
error-unknown-language-tag = { $lang }: unknown language (known: { $known })
error-bad-rule-number = { $input }: not a rule number (expected a number such as 601.2f)
error-write = { $path }: cannot write: { $detail }

## show
show-document-header = { $lang }@{ $version } ({ $document })
show-not-found = no document has rule { $rule }
show-counterpart = { $rule } of today's English ({ $today }) is { $here } here; its English then: { $then }
show-no-counterpart = no counterpart of { $rule } of today's English ({ $today }); its English then: { $then }

## info
info-document = Document
info-lang = Language
info-version = Version
info-title = Title
info-effective-date = Effective date
info-encoding = Encoding
info-line-endings = Line endings
info-bytes = Bytes
info-sections = Sections
info-headings = Rule headings
info-rules = Numbered rules
info-examples = Examples
info-glossary = Glossary entries
info-stray = Stray text segments
info-credits = Credits
info-yes = yes
info-no = no
info-none = (none)

## corpus
cli-stats = work done: { $parsed } documents parsed, { $aligned } pairs aligned by content, { $composed } aligned through the history, { $decided } decisions of what a document follows
