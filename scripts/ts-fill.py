#!/usr/bin/env python3
"""Fills unfinished messages of a Qt .ts file from a JSON dictionary {source: translation}.

    scripts/ts-fill.py translations/llmcap_de.ts new-strings.json
    scripts/ts-fill.py --list translations/llmcap_de.ts    # print unfinished sources as JSON
    scripts/ts-fill.py translations/llmcap_de.ts --from-ts other.ts   # reuse another .ts file's
                                                                      # translations (merges)

Keys may be "Context|source" to translate one context only. Prints what is still missing.
"""
import json
import sys
import xml.etree.ElementTree as ET


def unfinished(root):
    for ctx in root.iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None:
                continue
            forms = tr.findall("numerusform")
            text = all((f.text or "").strip() for f in forms) if forms else (tr.text or "").strip()
            if tr.get("type") == "unfinished" or not text:
                yield name, msg, tr


def main(argv):
    if len(argv) == 3 and argv[1] == "--list":
        root = ET.parse(argv[2]).getroot()
        print(json.dumps({m.findtext("source"): "" for _, m, _ in unfinished(root)},
                         ensure_ascii=False, indent=1))
        return 0
    if len(argv) == 4 and argv[2] == "--from-ts":
        path, dictionary = argv[1], {}
        for ctx in ET.parse(argv[3]).getroot().iter("context"):
            for msg in ctx.iter("message"):
                tr = msg.find("translation")
                if tr is not None and tr.get("type") is None and (tr.text or "").strip():
                    dictionary[f"{ctx.findtext('name')}|{msg.findtext('source')}"] = tr.text
                    dictionary.setdefault(msg.findtext("source"), tr.text)
    elif len(argv) == 3:
        path, dictionary = argv[1], json.load(open(argv[2], encoding="utf-8"))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    tree = ET.parse(path)
    missing = []
    for ctx, msg, tr in unfinished(tree.getroot()):
        src = msg.findtext("source")
        text = dictionary.get(f"{ctx}|{src}", dictionary.get(src))
        if text:
            tr.text = text
            tr.attrib.pop("type", None)
        else:
            missing.append(f"{ctx}: {src}")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
    for m in missing:
        print("missing:", m)
    return 1 if missing else 0


sys.exit(main(sys.argv))
