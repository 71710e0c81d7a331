# Summarises a SARIF log for sarif.test (one line per fact).
import json
import sys

log = json.load(sys.stdin if sys.argv[1] == "-" else open(sys.argv[1]))
run = log["runs"][0]
drv = run["tool"]["driver"]
print("version", log["version"], "tool", drv["name"], "runs", len(log["runs"]))
if "rules" in drv:
    ids = [r["id"] for r in drv["rules"]]
    ok = all(r["defaultConfiguration"]["level"] in ("error", "warning", "note")
             for r in drv["rules"]) and len(set(ids)) == len(ids)
    print("rules-complete", ok and "undeclared-symbol" in ids and "barrier-divergence" in ids)
for res in run["results"]:
    assert drv["rules"][res["ruleIndex"]]["id"] == res["ruleId"]
    line = ["result", res["ruleId"], res["level"]]
    for loc in res.get("locations", []):
        p = loc["physicalLocation"]
        r = p["region"]
        line.append("%d:%d-%d:%d" % (r["startLine"], r["startColumn"], r["endLine"], r["endColumn"]))
        uri = p["artifactLocation"]["uri"]
        assert run["artifacts"][p["artifactLocation"]["index"]]["location"]["uri"] == uri
        line.append(uri.rsplit("/", 1)[-1])
    for rel in res.get("relatedLocations", []):
        r = rel["physicalLocation"]["region"]
        line += ["note", "%d:%d" % (r["startLine"], r["startColumn"]), rel["message"]["text"]]
    print(" ".join(line))
print("success", run["invocations"][0]["executionSuccessful"])
