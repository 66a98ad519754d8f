"""House rulesets: the YAML format, its validation, and the typed Ruleset the app runs on."""
