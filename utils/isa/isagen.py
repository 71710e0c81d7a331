#!/usr/bin/env python3
"""Reads the ISA table (sema/isa/*.isa, format in docs/isa-table.md), checks
it, and writes the C++ tables sema reads (IsaTables.inc).

  isagen.py --check FILE...              check only; print problems, exit 1 if any
  isagen.py --out IsaTables.inc FILE...  check and generate
  isagen.py --coverage SECTIONS FILE...  also require every section listed in
                                         SECTIONS (spec-sections.txt) to be cited
                                         (chapter 10 lines are covered by
                                         --sregs SpecialRegisters.def)
  isagen.py --stats FILE...              print counts
"""
import argparse
import re
import sys

KIND_LETTERS = set("rSipP!mvlst_-e")
TYPE_NAMES = {
    ".pred", ".b8", ".b16", ".b32", ".b64", ".b128", ".u8", ".u16", ".u32", ".u64",
    ".s8", ".s16", ".s32", ".s64", ".f16", ".f16x2", ".f32", ".f64", ".bf16",
    ".bf16x2", ".tf32", ".e4m3", ".e5m2", ".e4m3x2", ".e5m2x2", ".e2m1", ".e2m1x2",
    ".e2m3", ".e3m2", ".e2m3x2", ".e3m2x2", ".ue8m0", ".ue8m0x2", ".ue4m3",
    ".s4", ".u4", ".b1", ".u16x2", ".s16x2", ".f32x2", ".e4m3x4", ".e5m2x4",
    ".e2m1x4", ".e2m3x4", ".e3m2x4", ".s2f6x2", ".u8x4", ".s8x4",
}


class Problem(Exception):
    pass


class Req:
    def __init__(self, ptx=None, sm=0, specific=None):
        self.ptx = ptx            # (major, minor) or None
        self.sm = sm              # minimum sm number, 0 = none
        self.specific = specific  # list of "sm_90a" / "sm_100f" or None

    @staticmethod
    def parse(text):
        r = Req()
        toks = text.split()
        i = 0
        if not toks:
            raise Problem("empty requirement")
        while i < len(toks):
            t = toks[i]
            if t == "ptx":
                if i + 1 >= len(toks):
                    raise Problem("`ptx` needs a version")
                m = re.fullmatch(r"(\d+)\.(\d+)", toks[i + 1])
                if not m:
                    raise Problem(f"bad PTX ISA version '{toks[i+1]}'")
                r.ptx = (int(m.group(1)), int(m.group(2)))
                i += 2
                continue
            if t.startswith("sm_"):
                alts = t.split("|")
                if len(alts) == 1 and re.fullmatch(r"sm_\d+", t):
                    r.sm = int(t[3:])
                else:
                    for a in alts:
                        if not re.fullmatch(r"sm_\d+[af]", a):
                            raise Problem(
                                f"target '{a}': lists take arch- or family-specific "
                                "targets (sm_90a, sm_100f); a plain minimum is one sm_NN")
                    r.specific = alts
                i += 1
                continue
            raise Problem(f"unexpected '{t}' in requirement (want `ptx X.Y` and/or sm_NN)")
        return r

    def cpp(self):
        maj, mnr = self.ptx if self.ptx else (0, 0)
        spec = '"' + "|".join(self.specific) + '"' if self.specific else "nullptr"
        return f"{{{maj}, {mnr}, {self.sm}, {spec}}}"


class Item:
    """One modifier slot of a form pattern."""

    def __init__(self, alts, optional, placeholder, group=0):
        self.alts = alts                # list of tokens, e.g. ['.shared', '.shared::cta']
        self.optional = optional
        self.placeholder = placeholder  # '.type' or None
        self.group = group              # items of one {.a.b} group: all or none


class Operand:
    def __init__(self, name, kinds, veclen, typ, optional):
        self.name = name
        self.kinds = kinds      # set of letters
        self.veclen = veclen    # 0 none, -1 from .vec, -2 any, N fixed
        self.typ = typ          # '.type' (placeholder) / '.u32' / None
        self.optional = optional
        self.ranges = []        # [(lo, hi, hi_operand_name)] for immediates
        self.step = 0           # immediates must be multiples of this (0: any)


INT64_MIN, INT64_MAX = -(1 << 63), (1 << 63) - 1


def parse_value_set(text, name):
    """`in 0..15`, `in 4|8|16`, `in ..-1|1.. step 32`, `in 0..cp-size`,
    `step 16` -> (ranges, step)."""
    ranges, step = [], 0
    toks = text.split()
    i = 0
    while i < len(toks):
        if toks[i] == "in" and i + 1 < len(toks) and not ranges:
            for alt in toks[i + 1].split("|"):
                m = re.fullmatch(r"(-?\d+)?(\.\.)?(-?\d+|[A-Za-z_][A-Za-z0-9_\-]*)?", alt)
                if not alt or not m or (not m.group(2) and (m.group(1) is None) == (m.group(3) is None)):
                    raise Problem(f"operand '{name}': bad value range '{alt}' "
                                  "(want N, LO..HI, LO.., ..HI or LO..OPERAND)")
                lo, dots, hi = m.groups()
                if not dots:
                    v = int(lo if lo is not None else hi)
                    ranges.append((v, v, None))
                    continue
                lo = int(lo) if lo is not None else INT64_MIN
                if hi is None:
                    ranges.append((lo, INT64_MAX, None))
                elif re.fullmatch(r"-?\d+", hi):
                    if int(hi) < lo:
                        raise Problem(f"operand '{name}': empty range '{alt}'")
                    ranges.append((lo, int(hi), None))
                else:
                    ranges.append((lo, INT64_MAX, hi))
            i += 2
        elif toks[i] == "step" and i + 1 < len(toks) and re.fullmatch(r"[1-9]\d*", toks[i + 1]):
            step = int(toks[i + 1])
            i += 2
        else:
            raise Problem(f"operand '{name}': cannot read '{' '.join(toks[i:])}' "
                          "(want `in RANGES` and/or `step N`)")
    return ranges, step


class Form:
    def __init__(self, line, text, opcode, raw_items, operands, req):
        self.line = line
        self.text = text
        self.opcode = opcode
        self.raw_items = raw_items  # (kind, word, optional, suffixes)
        self.lead = 0               # items before '^': positional (ptxas's instruction name)
        self.items = None
        self.operands = operands
        self.req = req


class Section:
    def __init__(self, fname, line, name):
        self.fname = fname
        self.line = line
        self.name = name
        self.specs = []
        self.base = Req()
        self.removed = None  # Req: the forms no longer exist from this version and target on
        self.mandatory = None  # (token, Req): the modifier must be written from this version on
        self.whens = []   # (all: bool, tokens, Req)
        self.relaxed = False
        # `nofuncname [TYPES]`: None, or the operand types (empty: all) for
        # which a function name is no operand of the section's forms
        self.nofuncname = None
        # `scalarvec N[, N...] [: ITEMS]`: bit N set: a {...} of N elements
        # (`any`: bit 0, any number of elements)
        # passes for a one-element (v1) or scalar register operand (of the
        # ITEMS' types or names, when given), of which ptxas reads the first
        self.scalarvec = 0
        self.scalarvec_types = []
        # `packedvec N[, N...] : ITEMS [with NAME]`: bit N set: a {...} of N
        # registers or immediates of one width that together have the width
        # of the operand (of the ITEMS' types or names) passes as its pack;
        # with NAME, only when the optional operand NAME is given
        self.packedvec = 0
        self.packedvec_items = []
        self.packedvec_with = None
        self.forms = []
        self.notes = []


def tokenize(s, what, bare_words=False):
    """Splits a pattern or set body into '{', '}', ',' and words such as
    `.shared::cta` or `::cta`; with bare_words, `eq` (spec set style) too."""
    word = r"(\.|::)?" if bare_words else r"(\.|::)"
    toks = []
    i = 0
    while i < len(s):
        c = s[i]
        if c in "{},^":
            toks.append(c)
            i += 1
        elif c.isspace():
            i += 1
        else:
            m = re.match(word + r"[A-Za-z0-9_]+(::[A-Za-z0-9_]+)*", s[i:])
            if not m:
                raise Problem(f"cannot read {what} at '{s[i:]}'")
            toks.append(m.group(0))
            i += len(m.group(0))
    return toks


def parse_pattern(s):
    """Returns (opcode, raw items). Raw item: (word, optional, suffixes)."""
    m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)", s)
    if not m:
        raise Problem(f"form must start with an opcode: '{s}'")
    opcode = m.group(1)
    toks = tokenize(s[m.end():], "modifier")
    lead = [0]
    if toks.count("^") > 1:
        raise Problem("more than one '^' in pattern")
    items = []
    pos = 0
    groups = [0]

    def seq(optional, depth):
        nonlocal pos
        start = len(items)
        while pos < len(toks):
            t = toks[pos]
            if t == "}":
                if depth == 0:
                    raise Problem("unbalanced '}' in pattern")
                pos += 1
                # Several items in one pair of braces: all or none.
                direct = [k for k in range(start, len(items)) if items[k][3] == depth]
                if len(direct) > 1:
                    groups[0] += 1
                    for k in direct:
                        w_, o_, s_, d_, g_ = items[k]
                        items[k] = (w_, o_, s_, d_, groups[0])
                return
            if t == "{":
                pos += 1
                seq(True, depth + 1)
                continue
            if t == "^":
                if depth != 0:
                    raise Problem("'^' inside braces")
                lead[0] = len(items)
                pos += 1
                continue
            if t == ",":
                raise Problem("',' outside a suffix list in pattern")
            if t.startswith("::"):
                raise Problem(f"'{t}' must follow a modifier")
            pos += 1
            suffixes = []
            # .word{::a, ::b}  (optional sub-qualifiers)
            if pos + 1 < len(toks) and toks[pos] == "{" and toks[pos + 1].startswith("::"):
                pos += 1
                while pos < len(toks) and toks[pos] != "}":
                    if toks[pos] != ",":
                        if not toks[pos].startswith("::"):
                            raise Problem(f"expected ::suffix, got '{toks[pos]}'")
                        suffixes.append(toks[pos])
                    pos += 1
                if pos >= len(toks):
                    raise Problem("unterminated '{' in pattern")
                pos += 1
            items.append((t, optional, suffixes, depth, 0))
        if depth != 0:
            raise Problem("unterminated '{' in pattern")

    seq(False, 0)
    return opcode, [(w, o, sfx, g) for w, o, sfx, _, g in items], lead[0]


def parse_set_values(body):
    """`.a, .b{::x, ::y}, c` -> ['.a', '.b', '.b::x', '.b::y', '.c']"""
    out = []
    toks = tokenize(body, "set value", bare_words=True)
    pos = 0
    while pos < len(toks):
        t = toks[pos]
        if t == ",":
            pos += 1
            continue
        if t in "{}":
            raise Problem(f"unexpected '{t}' in set")
        word = t if t.startswith(".") else "." + t
        pos += 1
        out.append(word)
        if pos < len(toks) and toks[pos] == "{":
            pos += 1
            while pos < len(toks) and toks[pos] != "}":
                if toks[pos] != ",":
                    if not toks[pos].startswith("::"):
                        raise Problem(f"expected ::suffix in set, got '{toks[pos]}'")
                    out.append(word + toks[pos])
                pos += 1
            pos += 1
    return out


def parse_operand(text):
    t = text.strip()
    constraint = ""
    m = re.search(r"\s+(in|step)\s", t)
    if m:
        t, constraint = t[:m.start()], t[m.start():]
    m = re.fullmatch(r"\[?([A-Za-z_][A-Za-z0-9_\-]*)\]?\s*:\s*([A-Za-z!_\-]+?)(\d+|\*)?"
                     r"(\.[A-Za-z0-9_:]+)?\s*(\?)?", t)
    if not m:
        raise Problem(f"bad operand '{t}' (want NAME:KINDS[.TYPE][?])")
    name, kinds, vl, typ, opt = m.groups()
    letters = set(kinds)
    bad = letters - KIND_LETTERS
    if bad:
        raise Problem(f"operand '{name}': unknown kind letter(s) {''.join(sorted(bad))}")
    if "!" in letters and "p" not in letters:
        raise Problem(f"operand '{name}': '!' needs 'p'")
    veclen = 0
    if "v" in letters:
        veclen = -1 if vl is None else (-2 if vl == "*" else int(vl))
        if veclen == 0 or veclen > 128:
            raise Problem(f"operand '{name}': bad vector length")
    elif vl is not None:
        raise Problem(f"operand '{name}': a length needs kind 'v'")
    op = Operand(name, letters, veclen, typ, opt == "?")
    if constraint:
        if "i" not in letters:
            raise Problem(f"operand '{name}': a value range needs kind 'i'")
        op.ranges, op.step = parse_value_set(constraint, name)
    return op


def split_operands(s):
    s = s.strip()
    if not s:
        return []
    return [p for p in (x.strip() for x in s.split(",")) if p]


def resolve_items(form, defs):
    items = []
    for word, optional, suffixes, group in form.raw_items:
        if word in defs:
            if suffixes:
                raise Problem(f"placeholder {word} cannot take ::suffixes")
            items.append(Item(list(defs[word]), optional, word, group))
        else:
            items.append(Item([word] + [word + s for s in suffixes], optional, None, group))
    names = [i.placeholder for i in items if i.placeholder]
    for op in form.operands:
        if op.typ and op.typ not in names and op.typ not in TYPE_NAMES:
            if op.typ in defs:
                raise Problem(f"operand '{op.name}' refers to {op.typ}, "
                              "which the pattern does not use")
            raise Problem(f"operand '{op.name}': unknown type or placeholder {op.typ}")
    opnames = [op.name for op in form.operands]
    for k, op in enumerate(form.operands):
        for lo, hi, ref in op.ranges:
            if ref is not None and ref not in opnames[:k]:
                raise Problem(f"operand '{op.name}': range bound '{ref}' "
                              "is not an earlier operand")
    seen_opt = False
    for op in form.operands:
        if op.optional:
            seen_opt = True
        elif seen_opt:
            raise Problem(f"operand '{op.name}' follows an optional operand")
    form.items = items


def parse_files(paths):
    sections = []
    problems = []
    for path in paths:
        try:
            lines = open(path, encoding="utf-8").read().split("\n")
        except OSError as e:
            problems.append(f"{path}: {e}")
            continue
        sec = None
        defs = {}
        pending = []
        last_was_def = False
        i = 0

        def flush():
            for f in pending:
                try:
                    resolve_items(f, defs)
                    sec.forms.append(f)
                except Problem as e:
                    problems.append(f"{path}:{f.line}: {e}")
            pending.clear()

        while i < len(lines):
            lineno = i + 1
            raw = lines[i].split("#", 1)[0].rstrip()
            i += 1
            s = raw.strip()
            if not s:
                continue
            try:
                if s.startswith("instr ") or s == "instr":
                    if sec:
                        flush()
                    name = s[5:].strip()
                    if not name:
                        raise Problem("`instr` needs a name")
                    sec = Section(path, lineno, name)
                    sections.append(sec)
                    defs = {}
                    last_was_def = False
                    continue
                if sec is None:
                    raise Problem("line outside an `instr` section")
                if s.startswith("spec "):
                    parts = s.split()
                    if len(parts) != 3 or parts[1] not in ("8.5", "9.0") or \
                            not re.fullmatch(r"\d+(\.\d+)+", parts[2]):
                        raise Problem("want `spec 8.5|9.0 SECTION`")
                    sec.specs.append((parts[1], parts[2]))
                elif s.startswith("req "):
                    sec.base = Req.parse(s[4:])
                elif s.startswith("removed "):
                    sec.removed = Req.parse(s[8:])
                    if not sec.removed.ptx or sec.removed.specific:
                        raise Problem("want `removed ptx X.Y [sm_NN]`")
                elif s.startswith("mandatory "):
                    m = re.match(r"mandatory\s+(\.[A-Za-z0-9_]+(?:::[A-Za-z0-9_]+)*)\s+:\s+(.*)$", s)
                    if not m:
                        raise Problem("want `mandatory .MODIFIER : ptx X.Y`")
                    req = Req.parse(m.group(2))
                    if not req.ptx or req.specific or req.sm:
                        raise Problem("want `mandatory .MODIFIER : ptx X.Y` (a version only)")
                    sec.mandatory = (m.group(1), req)
                elif s.startswith("when "):
                    if ":" not in s[5:]:
                        raise Problem("want `when TOKENS : REQUIREMENT`")
                    # tokens may contain '::'; split on the ' : ' separator
                    m = re.match(r"when\s+(.*?)\s+:\s+(.*)$", s)
                    if not m:
                        raise Problem("want `when TOKENS : REQUIREMENT` (spaces around ':')")
                    toks, req = m.group(1), m.group(2)
                    for alt in toks.split(","):
                        alt = alt.strip()
                        if not alt:
                            raise Problem("empty token in `when`")
                        parts = alt.split("+")
                        for p in parts:
                            if not re.fullmatch(r"\.[A-Za-z0-9_]+(::[A-Za-z0-9_]+)*", p):
                                raise Problem(f"`when` token '{p}' must be a modifier like .relaxed")
                        sec.whens.append((parts, Req.parse(req), lineno))
                elif s == "relaxed":
                    sec.relaxed = True
                elif s == "nofuncname" or s.startswith("nofuncname "):
                    types = [t.strip() for t in s[len("nofuncname"):].split(",") if t.strip()]
                    for t in types:
                        if not re.fullmatch(r"\.[a-z0-9]+", t):
                            raise Problem(f"`nofuncname` type '{t}' must be a type like .bf16")
                    if sec.nofuncname is not None:
                        raise Problem("one `nofuncname` line per section")
                    sec.nofuncname = types
                elif s.startswith("scalarvec "):
                    if sec.scalarvec:
                        raise Problem("one `scalarvec` line per section")
                    lens, _, types = s[len("scalarvec"):].partition(":")
                    for t in lens.split(","):
                        t = t.strip()
                        if t == "any":
                            # bit 0: a {...} of any number of elements
                            sec.scalarvec |= 1
                            continue
                        if not re.fullmatch(r"[1-7]", t):
                            raise Problem(f"`scalarvec` length '{t}' must be 1 to 7 or `any`")
                        sec.scalarvec |= 1 << int(t)
                    sec.scalarvec_types = [t.strip() for t in types.split(",") if t.strip()]
                    for t in sec.scalarvec_types:
                        if not re.fullmatch(r"\.[a-z0-9]+|[A-Za-z][\w-]*(/\.[a-z0-9]+)?", t):
                            raise Problem(f"`scalarvec` item '{t}' must be a type like .bf16, "
                                          "an operand name, or NAME/.MOD (the operand of the "
                                          "forms whose last modifier is .MOD)")
                elif s.startswith("packedvec "):
                    if sec.packedvec:
                        raise Problem("one `packedvec` line per section")
                    lens, _, rest = s[len("packedvec"):].partition(":")
                    items, _, with_ = rest.partition(" with ")
                    for t in lens.split(","):
                        t = t.strip()
                        if not re.fullmatch(r"[2-7]", t):
                            raise Problem(f"`packedvec` length '{t}' must be 2 to 7")
                        sec.packedvec |= 1 << int(t)
                    sec.packedvec_items = [t.strip() for t in items.split(",") if t.strip()]
                    if not sec.packedvec_items:
                        raise Problem("`packedvec` needs its items (types or operand names)")
                    for t in sec.packedvec_items:
                        if not re.fullmatch(r"\.[a-z0-9]+|[A-Za-z][\w-]*", t):
                            raise Problem(f"`packedvec` item '{t}' must be a type like .b64 "
                                          "or an operand name")
                    if with_.strip():
                        if not re.fullmatch(r"[A-Za-z][\w-]*", with_.strip()):
                            raise Problem(f"`packedvec ... with` takes an operand name, not '{with_.strip()}'")
                        sec.packedvec_with = with_.strip()
                elif s.startswith("note"):
                    sec.notes.append(s[4:].strip())
                elif s.startswith("form "):
                    if last_was_def:
                        flush()
                        last_was_def = False
                    body = s[5:]
                    req = None
                    if " @ " in body or body.rstrip().endswith("@"):
                        body, reqtext = body.split(" @ ", 1)
                        req = Req.parse(reqtext)
                    m = re.match(r"\s*(\S+)\s*(.*)$", body)
                    pat, ops = m.group(1), m.group(2)
                    # A pattern may contain spaces only inside {...}: re-join.
                    depth = pat.count("{") - pat.count("}")
                    while depth > 0 and ops:
                        m2 = re.match(r"(\S*\s*)(.*)$", ops)
                        pat += " " + m2.group(1).strip()
                        ops = m2.group(2)
                        depth = pat.count("{") - pat.count("}")
                    opcode, raw_items, lead = parse_pattern(pat)
                    operands = [parse_operand(o) for o in split_operands(ops)]
                    f = Form(lineno, s[5:].strip(), opcode, raw_items, operands, req)
                    f.lead = lead
                    pending.append(f)
                elif s.startswith("."):
                    m = re.match(r"(\.[A-Za-z0-9_]+(?:::[A-Za-z0-9_]+)*)\s*=\s*(.*)$", s)
                    if not m:
                        raise Problem(f"cannot read '{s}'")
                    name, rest = m.group(1), m.group(2)
                    body = rest
                    while body.count("{") > body.count("}") and i < len(lines):
                        body += " " + lines[i].split("#", 1)[0].strip()
                        i += 1
                    body = body.strip().rstrip(";").strip()
                    if not (body.startswith("{") and body.endswith("}")):
                        raise Problem(f"set {name} must be written {{ .a, .b }}")
                    defs[name] = parse_set_values(body[1:-1])
                    if not defs[name]:
                        raise Problem(f"set {name} is empty")
                    last_was_def = True
                else:
                    raise Problem(f"cannot read '{s}'")
            except Problem as e:
                problems.append(f"{path}:{lineno}: {e}")
        if sec:
            flush()
    for sec in sections:
        if not sec.specs:
            problems.append(f"{sec.fname}:{sec.line}: section '{sec.name}' has no `spec` line")
        if not sec.forms and not sec.notes and not sec.name.startswith("."):
            problems.append(f"{sec.fname}:{sec.line}: section '{sec.name}' has no forms "
                            "(add a `note` if that is intended)")
        for toks, _, lineno in sec.whens:
            known = {a for f in sec.forms for it in f.items for a in it.alts}
            for t in toks:
                if t not in known:
                    problems.append(f"{sec.fname}:{lineno}: `when` token {t} "
                                    "appears in no form of this section")
    return sections, problems


def check_coverage(sections, listing, sregs):
    cited = {(m, s) for sec in sections for m, s in sec.specs}
    sreg_secs = set()
    if sregs:
        for line in open(sregs, encoding="utf-8"):
            m = re.search(r'"(10\.\d+)"\)\s*$', line.strip())
            if m:
                sreg_secs.add(m.group(1))
    missing = []
    for line in open(listing, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        manual, sec, title = line.split(" ", 2)
        if sec.startswith("10."):
            if sec in sreg_secs:
                continue
        if (manual, sec) not in cited:
            missing.append(f"{manual} {sec} {title.strip()}")
    return missing


def cstr(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def kinds_mask(letters):
    order = "rSipP!mvlst_-e"
    m = 0
    for idx, c in enumerate(order):
        if c in letters:
            m |= 1 << idx
    return m


def generate(sections, out):
    w = out.write
    w("// Generated by utils/isa/isagen.py from sema/isa/*.isa. Do not edit.\n")
    alts = []
    items = []
    operands = []
    ranges = []
    forms = []
    whens = []
    when_toks = []
    secs = []
    for si, sec in enumerate(sections):
        first_when = len(whens)
        for toks, req, _ in sec.whens:
            whens.append((len(when_toks), len(toks), req))
            when_toks.extend(toks)
        secs.append((sec, first_when, len(sec.whens)))
        # A `packedvec ... with NAME` names an optional operand of a form,
        # and its items a type or an operand of the section (not a typo).
        if sec.packedvec:
            opnames = {o.name for f in sec.forms for o in f.operands}
            if sec.packedvec_with and not any(o.name == sec.packedvec_with and o.optional
                                              for f in sec.forms for o in f.operands):
                if sec.packedvec_with not in opnames:
                    raise Problem(f"`packedvec ... with {sec.packedvec_with}`: no form of "
                                  f"{sec.name} has that operand")
            for t in sec.packedvec_items:
                if not t.startswith(".") and t not in opnames:
                    raise Problem(f"`packedvec` item '{t}': no form of {sec.name} has that operand")
        for f in sec.forms:
            first_item = len(items)
            names = []
            for it in f.items:
                items.append((len(alts), len(it.alts), it.optional, it.placeholder, it.group))
                alts.extend(it.alts)
                names.append(it.placeholder)
            first_op = len(operands)
            for op in f.operands:
                tref = -1
                fixed = None
                if op.typ:
                    if op.typ in names:
                        tref = names.index(op.typ)
                    else:
                        fixed = op.typ
                first_range = len(ranges)
                for lo, hi, ref in op.ranges:
                    ranges.append((lo, hi, [o.name for o in f.operands].index(ref)
                                   if ref is not None else -1))
                operands.append((op, tref, fixed, first_range))
            forms.append((f, si, first_item, len(f.items), first_op, len(f.operands)))
    # With their lengths, so that start-up makes no StringRef (strlen) of
    # each of them.
    w("static const llvm::StringRef IsaAlts[] = {\n")
    for a in alts:
        w(f"  {{{cstr(a)}, {len(a.encode('utf-8'))}}},\n")
    w("};\n")
    w("static const IsaItem IsaItems[] = {\n")
    for first, n, opt, ph, grp in items:
        w(f"  {{{first}, {n}, {'true' if opt else 'false'}, "
          f"{cstr(ph) if ph else 'nullptr'}, {grp}}},\n")
    w("};\n")
    w("static const IsaRange IsaRanges[] = {\n")
    for lo, hi, ref in ranges or [(0, 0, -1)]:
        w(f"  {{{lo if lo != INT64_MIN else 'INT64_MIN'}, "
          f"{hi if hi != INT64_MAX else 'INT64_MAX'}, {ref}}},\n")
    w("};\n")
    w("static const IsaOperand IsaOperands[] = {\n")
    for op, tref, fixed, first_range in operands:
        w(f"  {{{cstr(op.name)}, {kinds_mask(op.kinds)}u, {op.veclen}, {tref}, "
          f"{cstr(fixed) if fixed else 'nullptr'}, {'true' if op.optional else 'false'}, "
          f"{first_range}, {len(op.ranges)}, {op.step}}},\n")
    w("};\n")
    w("static const char *const IsaWhenTokens[] = {\n")
    for t in when_toks or ['""']:
        w(f"  {cstr(t) if t != chr(34)*2 else t},\n")
    w("};\n")
    w("static const IsaWhen IsaWhens[] = {\n")
    for first, n, req in whens or []:
        w(f"  {{{first}, {n}, {req.cpp()}}},\n")
    if not whens:
        w("  {0, 0, {0, 0, 0, nullptr}},\n")
    w("};\n")
    w("static const IsaSection IsaSections[] = {\n")
    for sec, fw, nw in secs:
        specs = " ".join(f"{m}:{s}" for m, s in sec.specs)
        removed = sec.removed.cpp() if sec.removed else "{0, 0, 0, nullptr}"
        mtok = cstr(sec.mandatory[0]) if sec.mandatory else "nullptr"
        mreq = sec.mandatory[1].cpp() if sec.mandatory else "{0, 0, 0, nullptr}"
        if sec.nofuncname is None:
            nofn = "nullptr"
        else:
            nofn = cstr(" ".join(sec.nofuncname) if sec.nofuncname else "*")
        w(f"  {{{cstr(sec.name)}, {cstr(specs)}, {sec.base.cpp()}, "
          f"{'true' if sec.relaxed else 'false'}, {fw}, {nw}, {removed}, {mtok}, {mreq}, "
          f"{nofn}, {sec.scalarvec}u, "
          f"{cstr(' '.join(sec.scalarvec_types)) if sec.scalarvec_types else 'nullptr'}, "
          f"{sec.packedvec}u, "
          f"{cstr(' '.join(sec.packedvec_items)) if sec.packedvec_items else 'nullptr'}, "
          f"{cstr(sec.packedvec_with) if sec.packedvec_with else 'nullptr'}}},\n")
    w("};\n")
    w("static const IsaForm IsaForms[] = {\n")
    for f, si, fi, ni, fo, no in forms:
        req = f.req.cpp() if f.req else "{0, 0, 0, nullptr}"
        w(f"  {{{cstr(f.opcode)}, {si}, {fi}, {ni}, {fo}, {no}, {req}, {cstr(f.text)}, "
          f"{f.lead}}},\n")
    w("};\n")
    generate_opcode_index([f.opcode for f, *_ in forms], w)


def fnv1a32(data):
    """The hash IsaTable::formsFor computes (sema/isa/IsaTable.cpp)."""
    h = 2166136261
    for b in data:
        h = ((h ^ b) * 16777619) & 0xFFFFFFFF
    return h


def generate_opcode_index(opcodes, w):
    """The forms of each opcode (in table order) and an open-addressing hash
    table of the opcodes, so that no index is built at start-up."""
    by_op = {}
    for i, op in enumerate(opcodes):
        by_op.setdefault(op, []).append(i)
    names = list(by_op)  # first-appearance order
    w("static const IsaForm *const IsaFormsByOpcode[] = {\n")
    first = []
    n = 0
    for op in names:
        first.append(n)
        for i in by_op[op]:
            w(f"  &IsaForms[{i}],\n")
            n += 1
    w("};\n")
    w("static const IsaOpcode IsaOpcodes[] = {\n")
    for k, op in enumerate(names):
        w(f"  {{{{{cstr(op)}, {len(op.encode('utf-8'))}}}, {first[k]}, {len(by_op[op])}}},\n")
    w("};\n")
    size = 1
    while size < 2 * len(names):
        size *= 2
    slots = [-1] * size
    for k, op in enumerate(names):
        h = fnv1a32(op.encode("utf-8")) & (size - 1)
        while slots[h] != -1:
            h = (h + 1) & (size - 1)
        slots[h] = k
    w(f"static constexpr uint32_t IsaOpcodeSlotMask = {size - 1};\n")
    w("static const int16_t IsaOpcodeSlots[] = {\n")
    for i in range(0, size, 16):
        w("  " + " ".join(f"{v}," for v in slots[i:i + 16]) + "\n")
    w("};\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--out")
    ap.add_argument("--coverage")
    ap.add_argument("--sregs")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    sections, problems = parse_files(a.files)
    for p in problems:
        print(p, file=sys.stderr)
    missing = []
    if a.coverage:
        missing = check_coverage(sections, a.coverage, a.sregs)
        for m in missing:
            print(f"not covered by the ISA table: {m}", file=sys.stderr)
    if a.stats:
        nforms = sum(len(s.forms) for s in sections)
        print(f"{len(sections)} sections, {nforms} forms, "
              f"{len({f.opcode for s in sections for f in s.forms})} opcodes")
    if problems or missing:
        print(f"isagen: {len(problems)} problem(s), {len(missing)} uncovered section(s)",
              file=sys.stderr)
        return 1
    if a.out:
        import io
        buf = io.StringIO()
        generate(sections, buf)
        text = buf.getvalue()
        try:
            old = open(a.out, encoding="utf-8").read()
        except OSError:
            old = None
        if old != text:
            open(a.out, "w", encoding="utf-8").write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
