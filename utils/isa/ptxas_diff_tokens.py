"""Syntax-blind token and line mutation operators for ptxas-diff.py.

`--operators token` selects these.  They model a mutator that knows PTX only
as a stream of tokens and lines: delete, duplicate, replace (by a token of the
same class seen elsewhere in the file) or swap tokens; delete, duplicate or
move whole lines; change integer literals and register numbers; drop or add
`;`, `{`, `}` and `,`.

Sites are drawn across the whole file: a line class is chosen first (module
directives, declarations, function headers, instruction bodies, `.loc` /
`.file`, `.section` debug data), then a line of that class, so the long
`.section .debug_*` blocks of `-G` builds do not swamp the rest.

Each operator takes (rng, pf, pools) and returns (lineno, endline, new_text,
detail) or None, like the `decl` operators: lines lineno..endline (0-based,
inclusive) are replaced by new_text, which may hold several lines or none.
Python 3 standard library only; deterministic for a given rng state.
"""
import re

TOKEN_OPERATORS = [
    "tok-delete",       # delete one token
    "tok-duplicate",    # duplicate one token
    "tok-replace",      # a token -> another token of the same class in the file
    "tok-swap",         # swap two adjacent tokens
    "line-delete",      # delete a whole line
    "line-duplicate",   # duplicate a line (declarations, labels, directives)
    "line-move",        # move a line up or down by 1-4 lines
    "int-literal",      # an integer literal -> 0, negative, huge, hex/octal, ...
    "reg-number",       # %rN -> a number beyond the declared %r<N> range
    "punct",            # drop or add ; { } ,
]

# string | float hex | number | dot-word | register/identifier | punctuation
TOK_RE = re.compile(
    r'(?P<string>"(?:[^"\\]|\\.)*")'
    r'|(?P<number>0[fF][0-9a-fA-F]{8}\b|0[dD][0-9a-fA-F]{16}\b|0[xX][0-9a-fA-F]+U?\b'
    r'|0[bB][01]+U?\b|\d+\.\d*(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+|\d+U?\b)'
    r'|(?P<dotword>\.[A-Za-z_$][\w$:]*)'
    r'|(?P<ident>%?[A-Za-z_$][\w$]*)'
    r'|(?P<punct>[;,{}\[\]()<>+\-=@!:|*/&^~?])')

INT_RE = re.compile(r"^(?:0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)U?$")
REG_NUM_RE = re.compile(r"^(%[A-Za-z_$][\w$]*?)(\d+)$")

CATEGORY_WEIGHTS = [("body", 4), ("decl", 2), ("header", 2), ("directive", 1),
                    ("loc", 1), ("debug", 1)]
MODULE_DIRECTIVES = (".version", ".target", ".address_size", ".pragma", ".extern .func")
DECL_STARTS = (".reg", ".local", ".shared", ".param", ".global", ".const", ".extern",
               ".visible", ".weak", ".common", ".tex", ".surf", ".samp", ".align")


def code_part(line):
    """The line up to a `//` comment that is not inside a string."""
    in_str = False
    i = 0
    while i < len(line):
        c = line[i]
        if c == '"':
            in_str = not in_str
        elif c == "\\" and in_str:
            i += 1
        elif not in_str and line.startswith("//", i):
            return line[:i]
        i += 1
    return line


def tokens(line):
    """[(start, end, class, text)] of the code part of a line."""
    code = code_part(line)
    out = []
    for m in TOK_RE.finditer(code):
        out.append((m.start(), m.end(), m.lastgroup, m.group()))
    return out


class TokenIndex:
    """Line classes and per-class token pools of one file."""

    def __init__(self, pf):
        self.cats = {c: [] for c, _ in CATEGORY_WEIGHTS}
        self.pools = {"string": set(), "number": set(), "dotword": set(),
                      "ident": set(), "punct": set()}
        self.reg_max = {}   # register prefix -> declared range count
        depth = 0
        in_section = False
        sec_depth = 0
        in_header = False
        for i, raw in enumerate(pf.lines):
            code = code_part(raw)
            s = code.strip()
            if not s:
                continue
            toks = tokens(raw)
            opens = sum(1 for t in toks if t[3] == "{")
            closes = sum(1 for t in toks if t[3] == "}")
            if in_section or (depth == 0 and s.startswith(".section")):
                self.cats["debug"].append(i)
                if not in_section:
                    in_section, sec_depth = True, 0
                sec_depth += opens - closes
                if sec_depth <= 0 and (opens or closes):
                    in_section = False
                continue
            for t in toks:
                self.pools[t[2]].add(t[3])
            if depth == 0:
                if s.startswith(".file"):
                    cat = "loc"
                elif s.startswith(MODULE_DIRECTIVES):
                    cat = "directive"
                elif re.search(r"\.(entry|func)\b", s) or in_header:
                    cat = "header"
                    in_header = True
                else:
                    cat = "decl"
            elif re.match(r"\.(loc|file)\b", s):
                cat = "loc"
            elif s.startswith(DECL_STARTS):
                cat = "decl"
                for m in re.finditer(r"(%[A-Za-z_$][\w$]*?)<(\d+)>", s):
                    self.reg_max[m.group(1)] = max(self.reg_max.get(m.group(1), 0),
                                                   int(m.group(2)))
            else:
                cat = "body"
            self.cats[cat].append(i)
            depth = max(0, depth + opens - closes)
            if in_header and (opens or ";" in s):
                in_header = False
        self.pools = {k: sorted(v) for k, v in self.pools.items()}


def token_index(pf):
    d = getattr(pf, "_tokidx", None)
    if d is None:
        d = TokenIndex(pf)
        pf._tokidx = d
    return d


def pick_line(rng, pf, want=None):
    """A line number chosen class-first, or None.  `want(i)` filters."""
    d = token_index(pf)
    cats = [(c, w) for c, w in CATEGORY_WEIGHTS if d.cats[c]]
    for _ in range(8):
        if not cats:
            return None
        total = sum(w for _, w in cats)
        x = rng.random() * total
        for c, w in cats:
            x -= w
            if x < 0:
                break
        lines = d.cats[c]
        if want is not None:
            lines = [i for i in lines if want(i)]
        if lines:
            return rng.choice(lines), c
        cats = [(cc, ww) for cc, ww in cats if cc != c]
    return None


def splice(line, start, end, new):
    return line[:start] + new + line[end:]


def pick_token(rng, pf):
    """A random line with tokens and one of its tokens: (index, category, line, token)."""
    p = pick_line(rng, pf, lambda i: tokens(pf.lines[i]))
    if p is None:
        return None
    i, cat = p
    line = pf.lines[i]
    return i, cat, line, rng.choice(tokens(line))


def op_tok_delete(rng, pf, pools):
    p = pick_token(rng, pf)
    if p is None:
        return None
    i, cat, line, t = p
    return i, i, splice(line, t[0], t[1], ""), "%s: delete '%s'" % (cat, t[3])


def op_tok_duplicate(rng, pf, pools):
    p = pick_token(rng, pf)
    if p is None:
        return None
    i, cat, line, t = p
    sep = " " if t[2] in ("ident", "number", "string") else ""
    return i, i, splice(line, t[0], t[1], t[3] + sep + t[3]), "%s: duplicate '%s'" % (cat, t[3])


def op_tok_replace(rng, pf, pools):
    d = token_index(pf)
    p = pick_token(rng, pf)
    if p is None:
        return None
    i, cat, line, t = p
    pool = [x for x in d.pools.get(t[2], []) if x != t[3]]
    if not pool:
        return None
    new = rng.choice(pool)
    return i, i, splice(line, t[0], t[1], new), "%s: '%s' -> '%s'" % (cat, t[3], new)


def op_tok_swap(rng, pf, pools):
    p = pick_line(rng, pf, lambda i: len(tokens(pf.lines[i])) >= 2)
    if p is None:
        return None
    i, cat = p
    line = pf.lines[i]
    toks = tokens(line)
    k = rng.randrange(len(toks) - 1)
    a, b = toks[k], toks[k + 1]
    if a[3] == b[3]:
        return None
    new = line[:a[0]] + b[3] + line[a[1]:b[0]] + a[3] + line[b[1]:]
    return i, i, new, "%s: swap '%s' '%s'" % (cat, a[3], b[3])


def op_line_delete(rng, pf, pools):
    p = pick_line(rng, pf)
    if p is None:
        return None
    i, cat = p
    return i, i, "", "%s: delete line" % cat


def op_line_duplicate(rng, pf, pools):
    p = pick_line(rng, pf)
    if p is None:
        return None
    i, cat = p
    return i, i, pf.lines[i] + "\n" + pf.lines[i], "%s: duplicate line" % cat


def op_line_move(rng, pf, pools):
    p = pick_line(rng, pf)
    if p is None:
        return None
    i, cat = p
    k = rng.choice([-4, -3, -2, -1, 1, 2, 3, 4])
    j = i + k
    if j < 0 or j >= len(pf.lines):
        return None
    lo, hi = min(i, j), max(i, j)
    block = list(pf.lines[lo:hi + 1])
    moved = block.pop(0 if k > 0 else len(block) - 1)
    if k > 0:
        block.append(moved)
    else:
        block.insert(0, moved)
    return lo, hi, "\n".join(block), "%s: move line %+d" % (cat, k)


def int_value(text):
    t = text.rstrip("U")
    if t[:2] in ("0x", "0X"):
        return int(t[2:], 16)
    if t[:2] in ("0b", "0B"):
        return int(t[2:], 2)
    return int(t, 10)


def op_int_literal(rng, pf, pools):
    def ints(i):
        return [t for t in tokens(pf.lines[i]) if t[2] == "number" and INT_RE.match(t[3])]
    p = pick_line(rng, pf, lambda i: ints(i))
    if p is None:
        return None
    i, cat = p
    line = pf.lines[i]
    t = rng.choice(ints(i))
    n = int_value(t[3])
    choices = ["0", "1", "-1", "-%d" % n, "0x%X" % n, "0%o" % n if n else "00", str(n + 1),
               str(max(n - 1, 0)), str(2 * n), "08", "255", "256", "65535", "65536",
               "2147483647", "2147483648", "4294967295", "4294967296",
               "9223372036854775807", "18446744073709551615", "18446744073709551616",
               "99999999999999999999999", "0xFFFFFFFFFFFFFFFF", "0x100000000", "%dU" % n,
               "0b101", "1.5"]
    if line[:t[0]].rstrip().endswith("<"):
        # A register count: ptxas allocates every register of %r<N>, taking
        # seconds and gigabytes from about 10^6 up to 2^32 - 1; keep to the
        # values it answers at once (2^32 and up: "Constant overflow").
        choices = [c for c in choices if not re.match(r"^\d+$", c)
                   or not 100000 <= int(c) < 2 ** 32]
    new = rng.choice([c for c in choices if c != t[3]])
    return i, i, splice(line, t[0], t[1], new), "%s: %s -> %s" % (cat, t[3], new)


def op_reg_number(rng, pf, pools):
    d = token_index(pf)

    def regs(i):
        return [t for t in tokens(pf.lines[i])
                if t[2] == "ident" and REG_NUM_RE.match(t[3])
                and REG_NUM_RE.match(t[3]).group(1) in d.reg_max]
    lines = [i for i in d.cats["body"] if regs(i)]
    if not lines:
        return None
    i = rng.choice(lines)
    line = pf.lines[i]
    t = rng.choice(regs(i))
    prefix = REG_NUM_RE.match(t[3]).group(1)
    n = d.reg_max[prefix] + rng.choice([0, 0, 1, 2, 100, 100000])
    new = "%s%d" % (prefix, n)
    return i, i, splice(line, t[0], t[1], new), "body: %s -> %s (declared <%d>)" % (
        t[3], new, d.reg_max[prefix])


def op_punct(rng, pf, pools):
    drop = rng.random() < 0.5
    if drop:
        p = pick_line(rng, pf, lambda i: any(t[3] in ";{},"
                                             for t in tokens(pf.lines[i])))
        if p is None:
            return None
        i, cat = p
        line = pf.lines[i]
        t = rng.choice([t for t in tokens(line) if t[3] in ";{},"])
        return i, i, splice(line, t[0], t[1], ""), "%s: drop '%s'" % (cat, t[3])
    p = pick_line(rng, pf, lambda i: tokens(pf.lines[i]))
    if p is None:
        return None
    i, cat = p
    line = pf.lines[i]
    toks = tokens(line)
    ch = rng.choice([";", "{", "}", ","])
    where = rng.choice(["end", "token"])
    if where == "end":
        pos = toks[-1][1]
    else:
        pos = rng.choice(toks)[0]
    return i, i, splice(line, pos, pos, ch), "%s: add '%s'" % (cat, ch)


TOKEN_OPS = {
    "tok-delete": op_tok_delete,
    "tok-duplicate": op_tok_duplicate,
    "tok-replace": op_tok_replace,
    "tok-swap": op_tok_swap,
    "line-delete": op_line_delete,
    "line-duplicate": op_line_duplicate,
    "line-move": op_line_move,
    "int-literal": op_int_literal,
    "reg-number": op_reg_number,
    "punct": op_punct,
}
