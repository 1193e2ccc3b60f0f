//! Regression tests for every crash or wrong result found by fuzzing and by the robustness
//! work of issue 8 (fuzz/). Each names the fuzz target that found it and the input, minimised.

use comprules::decode::{DecodeError, decode};

fn utf16le(s: &str) -> Vec<u8> {
    [0xFF, 0xFE]
        .into_iter()
        .chain(s.encode_utf16().flat_map(u16::to_le_bytes))
        .collect()
}

/// Found by the hostile-input tests: a NUL in a UTF-16 file was reported at its offset in the
/// decoded UTF-8 text, and a broken UTF-16 file always at byte 2. Offsets are bytes of the file.
#[test]
fn utf16_errors_give_the_offset_in_the_file() {
    // "601.2é" is 6 units after the BOM: the NUL is at byte 2 + 12.
    assert_eq!(
        decode(&utf16le("601.2é\0x")).unwrap_err(),
        DecodeError::Binary { offset: 14 }
    );
    let mut b = utf16le("ab");
    b.extend_from_slice(&0xDC00u16.to_le_bytes());
    assert_eq!(
        decode(&b).unwrap_err(),
        DecodeError::InvalidUtf8 { offset: 6 }
    );
    let mut b = utf16le("ab");
    b.push(b'c');
    assert_eq!(
        decode(&b).unwrap_err(),
        DecodeError::InvalidUtf8 { offset: 6 }
    );
    // A character outside the BMP counts two units.
    assert_eq!(
        decode(&utf16le("𝄞\0")).unwrap_err(),
        DecodeError::Binary { offset: 6 }
    );
    assert_eq!(decode(&utf16le("𝄞 ok")).unwrap().text, "𝄞 ok");
}

/// Found by `an_endless_stream_is_cut_at_the_limit`: a file just over the limit read
/// "(32 MiB; the limit is 32 MiB)". The size is rounded up.
#[test]
fn a_file_just_over_the_limit_is_not_shown_at_the_limit() {
    use comprules::i18n::Message;
    let e = comprules::Error::TooLarge {
        path: "x".into(),
        size: 32 * 1024 * 1024 + 1,
        limit: 32 * 1024 * 1024,
    };
    assert!(
        e.args().contains(&("size", "33".to_owned())),
        "{:?}",
        e.args()
    );
}

/// Found by `robustness::a_query_of_100_kb`: a query of 100 kB of words took 54 s (debug
/// build), each word looked up and expanded in every language's field. A query keeps at most
/// `MAX_CLAUSES` clauses.
#[test]
fn a_query_keeps_at_most_max_clauses() {
    use comprules::search::query::{MAX_CLAUSES, parse};
    let q = "word ".repeat(10_000);
    assert_eq!(parse(&q).len(), MAX_CLAUSES);
    assert_eq!(parse("a b c").len(), 3);
}

/// Found by fuzz target `read_document` (Markdown): spans were the block's start plus the length
/// of its text after pulldown-cmark, which can run past the text or into a character; slicing
/// the text with them (as diagnostics do) panicked. Spans are clamped to the text. The second
/// input: a block whose text starts with a no-break space the source does not have there, so
/// a span's start fell inside a character.
#[test]
fn markdown_spans_are_slices_of_the_text() {
    let inputs: [&[u8]; 2] = [
        b"- 601.2 [[[[[?[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[x]]]]]]]]]]]]\xdd]]]]\
          ]]]]]]]]]]]]]In res]]]]]]]]]]]]]]]]]]]]\n  - 9\xec\x98\x88\xec\x8b\x9c> *601.2b*\
           `code`\n\n# 601.- 601.2 [[[[[?[[[[[[[[[[[[[ Cas\ni*ntg1\n 601.2c tex[[[[[[[[[[[\
          [[[[[[[[[[[t[[[[[[[[[[x]]]]\n]]]]]]]]]]]]]]]]]]]]]]]]]]In res]]]]]]]]]]]]]]]]]]]\
          ]\n  - 601.2]]]]]]]]]]]]]]]]]]]]]]In res]]]]]]]]]]]]]]]]]]]]\n  - 601.2a > *601.\
          2b* `c\xff\xff\xff\xff\xff\xff\xff\x03\n16. Cas\nia > *601.2b* `code`\n# 0\n16. \
          Cas\ni.ntg1\n 601.2c text\n",
        b"- V01.2 [[[[[[[[[[[[[[[[([[[[[x]]]]]]]]]]]]]]]]=]]]]]]]]]]]]]]In res]]]]]]]\n  \xfe\xff\xad \
          601.2a > *601.2b* `c`ode`\n\n```\xa0\xa0``````````ode`'\n`CCCC```````````*```d``\
          ````\xa0\xa0````````````````````````````````````g`````````````````````````\xa0\xa0`\
          ``````````````````[[[[[[[[[[[[[[[[[[[[[[[x]]]]]]t]]]]]]]]]]]]]\xdd\xe5601. Ca[[[\
          [[[[/[[[[^[[[[[[[[[[[[[[[[[[[[[au[[[[x]]]]]]]]]]]]]]]]\x01]]]]]]]]]]]]]]]]]]]]]]\
          ]]]]]]]]]]]\n  - 602.2a > *601.2b* `co[[[[[[[[[[[]]]]]`[/[[[[[[[[[[[[[[[[[[[[[[[\
          [[[1.2c text\n",
    ];
    for bytes in inputs {
        let doc = comprules::corpus::from_bytes(
            bytes,
            "en",
            "crash.md",
            "crash",
            comprules::parse::Format::Markdown,
        )
        .unwrap();
        let spans = doc
            .rules
            .iter()
            .flat_map(|r| std::iter::once(r.span).chain(r.examples.iter().map(|e| e.span)))
            .chain(doc.headings.iter().map(|h| h.span))
            .chain(doc.stray.iter().map(|s| s.span))
            .chain(doc.glossary.iter().map(|g| g.span))
            .chain(doc.credits);
        for s in spans {
            assert!(doc.text.get(s.start..s.end).is_some(), "{s:?}");
        }
    }
}
