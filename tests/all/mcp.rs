//! `cr mcp` driven as an assistant drives it: the MCP SDK's own client spawns `cr mcp`,
//! initializes, lists the tools, calls each, sends bad arguments, and shuts down. Each answer
//! is checked against the command it stands for (`cr show`, `cr search`, `cr history`,
//! `cr diff`, `cr cost`), text and JSON.

use crate::common::{cr, cr_command, stdout};
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::service::{RoleClient, RunningService};
use rmcp::transport::TokioChildProcess;
use serde_json::{Value, json};

fn args(v: Value) -> serde_json::Map<String, Value> {
    v.as_object().expect("an object").clone()
}

async fn call(client: &RunningService<RoleClient, ()>, tool: &str, a: Value) -> CallToolResult {
    client
        .call_tool(CallToolRequestParams::new(tool.to_owned()).with_arguments(args(a)))
        .await
        .expect("the call is answered")
}

fn text(r: &CallToolResult) -> &str {
    r.content
        .first()
        .and_then(|c| c.as_text())
        .map(|t| t.text.as_str())
        .expect("a text answer")
}

#[test]
fn an_assistant_gets_what_the_commands_print() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let child = TokioChildProcess::new(tokio::process::Command::from(cr_command(&["mcp"])))
            .expect("cr mcp starts");
        let client = ().serve(child).await.expect("initialized");
        let info = client.peer_info().expect("the server says who it is");
        assert_eq!(
            info.server_info.as_ref().map(|s| s.name.as_str()),
            Some("cr")
        );
        assert!(
            info.instructions
                .as_deref()
                .unwrap_or_default()
                .contains("601.2f")
        );

        let mut names: Vec<String> = client
            .list_all_tools()
            .await
            .unwrap()
            .into_iter()
            .map(|t| {
                assert!(t.description.is_some(), "{} is described", t.name);
                assert!(
                    t.input_schema.contains_key("properties"),
                    "{} has a schema",
                    t.name
                );
                t.name.to_string()
            })
            .collect();
        names.sort();
        assert_eq!(names, ["changes", "cost", "history", "rule", "search"]);

        // rule: the text of `cr show`, the JSON of `cr show --json`, counterparts by content.
        let r = call(&client, "rule", json!({"rule": "CR 704.5k"})).await;
        assert_eq!(r.is_error, Some(false));
        assert_eq!(text(&r), stdout(&cr(&["show", "CR 704.5k"])));
        let shown: Value =
            serde_json::from_slice(&cr(&["show", "704.5k", "--json"]).stdout).unwrap();
        let structured = r.structured_content.as_ref().expect("structured");
        assert_eq!(structured["result"], shown);
        assert!(
            shown.as_array().unwrap().iter().any(|e| e["lang"] == "ko"
                && e["rule"] == "704.5m"
                && e["counterpart_of"] == "704.5k"),
            "{shown}"
        );
        let r = call(
            &client,
            "rule",
            json!({"rule": "601.2e", "documents": ["it", "en@2015-07-17"]}),
        )
        .await;
        assert_eq!(
            text(&r),
            stdout(&cr(&[
                "show",
                "601.2e",
                "--in",
                "it",
                "--in",
                "en@2015-07-17"
            ]))
        );

        // search, history, changes, cost: as the commands print them.
        let r = call(
            &client,
            "search",
            json!({"query": "total cost", "limit": 3}),
        )
        .await;
        assert_eq!(
            text(&r),
            stdout(&cr(&["search", "total cost", "--limit", "3"]))
        );
        assert!(text(&r).contains("601.2f"));
        let r = call(&client, "history", json!({"rule": "117.3"})).await;
        assert_eq!(text(&r), stdout(&cr(&["history", "117.3"])));
        let structured = r.structured_content.as_ref().expect("structured");
        assert_eq!(structured["rule"], "117.3");
        let r = call(
            &client,
            "changes",
            json!({"old": "en@2026-01-16", "new": "en@2026-02-27"}),
        )
        .await;
        assert_eq!(
            text(&r),
            stdout(&cr(&["diff", "en@2026-01-16", "en@2026-02-27"]))
        );
        let r = call(
            &client,
            "cost",
            json!({"mana_cost": "{3}{R}", "reduce": ["{1}"]}),
        )
        .await;
        assert_eq!(
            text(&r),
            stdout(&cr(&["cost", "{3}{R}", "--reduce", "{1}"]))
        );
        assert!(text(&r).contains("118.7"));
        // Every choice the command takes, the tool takes: the hybrid reduction's half, the
        // Phyrexian payment, no mana cost with an alternative.
        let r = call(
            &client,
            "cost",
            json!({"mana_cost": "{2}{W}{B/P}", "phyrexian": ["life"], "reduce": ["{2/W}", "{2}"],
                   "reduce_half": ["W"]}),
        )
        .await;
        assert_eq!(
            text(&r),
            stdout(&cr(&[
                "cost",
                "{2}{W}{B/P}",
                "--phyrexian",
                "life",
                "--reduce",
                "{2/W}",
                "--reduce",
                "{2}",
                "--reduce-half",
                "W"
            ]))
        );
        assert!(text(&r).starts_with("total cost {0}"), "{}", text(&r));
        let r = call(
            &client,
            "cost",
            json!({"mana_cost": "{2}{W}", "reduce": ["{2/W}"], "best": true}),
        )
        .await;
        assert!(text(&r).starts_with("total cost {W}"), "{}", text(&r));
        assert!(text(&r).contains("{2} (the halves matter)"), "{}", text(&r));
        let r = call(
            &client,
            "cost",
            json!({"mana_cost": "none", "alternative": ["{0}"]}),
        )
        .await;
        assert!(text(&r).starts_with("total cost {0}"), "{}", text(&r));
        let r = call(&client, "cost", json!({"mana_cost": "{X}{R}"})).await;
        assert_eq!(r.is_error, Some(true));
        assert!(text(&r).contains("601.2b"), "{}", text(&r));

        // What goes wrong is an answer the assistant can read, and the server goes on.
        let r = call(&client, "rule", json!({"rule": "999.9"})).await;
        assert_eq!(r.is_error, Some(true));
        assert!(text(&r).contains("999.9"), "{}", text(&r));
        let r = call(
            &client,
            "rule",
            json!({"rule": "601.2f", "documents": ["en@1999-01-01"]}),
        )
        .await;
        assert_eq!(r.is_error, Some(true));
        assert!(text(&r).contains("1999-01-01"), "{}", text(&r));
        // A value that looks like an option is a value.
        let r = call(&client, "search", json!({"query": "--help"})).await;
        assert!(!text(&r).contains("Usage:"), "{}", text(&r));
        let r = call(&client, "search", json!({"query": "xyzzyqq"})).await;
        assert_eq!(r.is_error, Some(false));
        assert!(text(&r).contains("No results"), "{}", text(&r));
        let r = call(&client, "cost", json!({"mana_cost": "{"})).await;
        assert_eq!(r.is_error, Some(true));
        let long = "7".repeat(10_000);
        let r = call(&client, "rule", json!({"rule": long})).await;
        assert_eq!(r.is_error, Some(true));
        // Arguments that do not fit the schema are refused, and the server goes on.
        let bad = client
            .call_tool(CallToolRequestParams::new("rule").with_arguments(args(json!({"rule": 5}))))
            .await;
        assert!(
            bad.is_err() || bad.as_ref().is_ok_and(|r| r.is_error == Some(true)),
            "{bad:?}"
        );
        let r = call(&client, "rule", json!({"rule": "601.2f"})).await;
        assert_eq!(r.is_error, Some(false));

        client.cancel().await.expect("shut down");
    });
}
