#!/usr/bin/env python3
"""Prints the rule table of docs/diagnostics.md from lib/support/Diagnostics.def."""
import re
import sys

src = sys.argv[1] if len(sys.argv) > 1 else "lib/support/Diagnostics.def"
print("| rule id | severity | stage | message |")
print("| --- | --- | --- | --- |")
for line in open(src, encoding="utf-8"):
    m = re.match(r'DIAG\(\s*\w+,\s*"([^"]+)",\s*(\w+),\s*(\w+),\s*"(.*)"\)\s*$', line.strip())
    if not m or m.group(2) == "Note":
        continue
    rule, sev, group, fmt = m.groups()
    fmt = fmt.replace('\\"', '"').replace("|", "\\|")
    print(f"| `{rule}` | {sev.lower()} | {group.lower()} | {fmt} |")
