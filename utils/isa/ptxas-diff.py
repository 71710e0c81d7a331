#!/usr/bin/env python3
"""Differential testing of ptxlint against ptxas.

Mutates valid PTX (one change per mutant: an instruction's type, operands,
modifiers, state space, vector size, opcode or registers, or the module's
.target / .version; with --operators decl, a variable declaration, an
initializer, a function prototype or directive, or a call site; with
--operators token, a syntax-blind token or line edit: ptxas_diff_tokens.py), runs
    ptxas -arch=ARCH [-c] MUTANT -o /dev/null
    ptxlint --no-analyses --gpu-name ARCH MUTANT   (without --no-analyses: --analyses)
on every mutant and compares the accept/reject verdicts.  ARCH is the
mutant's own .target (with --operators old, a target below sm_75: ptxas
gets -arch=sm_75 and ptxlint no --gpu-name).  ptxas verdicts are cached by content hash, so reruns
only pay for ptxlint.  Over-rejections that docs/ptxas-differences.md
documents as ptxas depending on something ptxlint cannot know (DOCUMENTED
below) are listed apart as documented differences and left out of the
agreement figures.  See docs/testing.md, "Differential testing against
ptxas", for how to read the report.

Usage:
    ptxas-diff.py [options] PTX_FILE_OR_DIR...
    ptxas-diff.py --originals [options] PTX_FILE_OR_DIR...
    ptxas-diff.py --pass OPS:COUNT:MIN_AGREEMENT:MIN_ACCEPTED [--pass ...] [options] PTX_FILE_OR_DIR...
        (several samples in one run, each as a run of its own, the files parsed once)

Exit status: 0 = thresholds met; 1 = below a threshold (or, with
--originals, any disagreement); 2 = usage error or nothing to test;
77 = ptxas not found.

Python 3 standard library only.  Deterministic for a given --seed and input
set (mutant generation never depends on timing or --jobs).
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ptxas_diff_tokens import TOKEN_OPERATORS, TOKEN_OPS  # noqa: E402

# ---------------------------------------------------------------------------
# PTX vocabulary used by the mutation operators
# ---------------------------------------------------------------------------

# Fundamental and alternate-format types (PTX ISA 5.2) that appear as
# instruction type modifiers.
TYPES = [
    ".pred", ".b8", ".b16", ".b32", ".b64", ".b128", ".u8", ".u16", ".u32",
    ".u64", ".s8", ".s16", ".s32", ".s64", ".f16", ".f16x2", ".bf16",
    ".bf16x2", ".f32", ".f64", ".tf32", ".e4m3", ".e5m2", ".e4m3x2",
    ".e5m2x2", ".s4", ".u4", ".b1", ".f32x2",
]
TYPE_SET = set(TYPES)
TYPE_SIZE = {
    ".pred": 1, ".b1": 1, ".s4": 4, ".u4": 4, ".b8": 8, ".u8": 8, ".s8": 8,
    ".e4m3": 8, ".e5m2": 8, ".b16": 16, ".u16": 16, ".s16": 16, ".f16": 16,
    ".bf16": 16, ".e4m3x2": 16, ".e5m2x2": 16, ".b32": 32, ".u32": 32,
    ".s32": 32, ".f32": 32, ".f16x2": 32, ".bf16x2": 32, ".tf32": 32,
    ".b64": 64, ".u64": 64, ".s64": 64, ".f64": 64, ".f32x2": 64,
    ".b128": 128,
}

STATE_SPACES = [".global", ".shared", ".local", ".const", ".param",
                ".shared::cta", ".shared::cluster"]
STATE_SPACE_SET = set(STATE_SPACES)

VECTORS = [".v2", ".v4", ".v8"]
VECTOR_LEN = {".v2": 2, ".v4": 4, ".v8": 8}

# Modifiers always in the insertion pool, on top of those harvested from the
# inputs.
BASE_MODIFIERS = [
    ".sat", ".ftz", ".rn", ".rz", ".rm", ".rp", ".rni", ".rzi", ".approx",
    ".full", ".sync", ".aligned", ".uni", ".wide", ".hi", ".lo", ".cc",
    ".relaxed", ".acquire", ".release", ".acq_rel", ".volatile", ".weak",
    ".nc", ".cta", ".gpu", ".sys", ".cluster", ".to", ".x4", ".trans",
    ".noftz", ".relu", ".satfinite", ".L1::no_allocate", ".L2::128B",
]

# Targets the lowering operator moves to, oldest first (ptxas 13 supports
# nothing older than sm_75).
LOWER_TARGETS = ["sm_75", "sm_80", "sm_86", "sm_89", "sm_90"]
FAMILY_BASES = {"100", "103", "110", "120", "121"}

PTX_VERSIONS = [
    (6, 0), (6, 1), (6, 2), (6, 3), (6, 4), (6, 5), (7, 0), (7, 1), (7, 2),
    (7, 3), (7, 4), (7, 5), (7, 6), (7, 7), (7, 8), (8, 0), (8, 1), (8, 2),
    (8, 3), (8, 4), (8, 5), (8, 6), (8, 7), (8, 8), (9, 0),
]

OPERATORS = [
    "type",                 # an instruction type modifier -> another type
    "operand-drop",         # remove one operand
    "operand-add",          # insert an extra operand
    "modifier-delete",      # remove one modifier (.sync, .aligned, .rn, ...)
    "modifier-insert",      # insert a modifier from the pool
    "modifier-replace",     # replace a non-type modifier by one from the pool
    "state-space",          # .global -> .shared / .local / .const / .param
    "vector-size",          # .v2 <-> .v4 <-> .v8 (operand list resized or not)
    "opcode",               # opcode -> another opcode seen in the inputs
    "undeclared-register",  # a register -> an undeclared one
    "register-type-swap",   # a register -> one of another declared type
    "reg-to-imm",           # a register -> an immediate
    "imm-to-reg",           # an immediate -> a register
    "lower-target",         # .target -> an older target
    "lower-version",        # .version -> an older PTX ISA version
]

# Not in the default selection (that would change what the default seeds
# produce): `--operators gating` = lower-target, lower-version, other-target;
# `--operators order` = modifier-swap.
EXTRA_OPERATORS = [
    "other-target",         # .target -> any other target (a sibling family, an
                            # a/f/plain variant, a later one), .version raised
                            # to what that target needs
    "modifier-swap",        # two adjacent, different modifiers swapped
                            # (`--operators order`: which words are positional,
                            # which pairs keep their order)
    "old-target",           # .target -> sm_50 ... sm_72 (`--operators old`),
                            # assembled with ptxas -arch=sm_75
    "vector-element",       # one element of a {...} -> a register of another
                            # type, a predicate, a special register, an
                            # immediate or '_' (`--operators elements`)
    "special-register",     # a special register -> another one (their PTX ISA
                            # and target gates), or a register source -> one
                            # (`--operators elements`)
]

# Special registers of PTX ISA 9.0 section 10 (scalar ones and components),
# old and new, for the `elements` operators.
SPECIAL_REGISTERS = [
    "%tid.x", "%tid.y", "%ntid.x", "%ntid.z", "%laneid", "%warpid", "%nwarpid",
    "%ctaid.x", "%ctaid.z", "%nctaid.y", "%smid", "%nsmid", "%gridid",
    "%is_explicit_cluster", "%clusterid.x", "%nclusterid.y", "%cluster_ctaid.x",
    "%cluster_nctaid.z", "%cluster_ctarank", "%cluster_nctarank", "%lanemask_eq",
    "%lanemask_le", "%lanemask_lt", "%lanemask_ge", "%lanemask_gt", "%clock",
    "%clock_hi", "%clock64", "%pm0", "%pm7", "%pm0_64", "%envreg0", "%envreg31",
    "%globaltimer", "%globaltimer_lo", "%globaltimer_hi", "%reserved_smem_offset_begin",
    "%reserved_smem_offset_end", "%reserved_smem_offset_cap", "%reserved_smem_offset_2",
    "%total_smem_size", "%aggr_smem_size", "%dynamic_smem_size", "%current_graph_exec",
]
SREG_RE = re.compile(r"%(?:" + "|".join(sorted({re.escape(r[1:].split(".")[0])
                                               for r in SPECIAL_REGISTERS}, key=len,
                                              reverse=True)) + r")(?:\.[xyz])?(?![\w$])")

# ---------------------------------------------------------------------------
# A light-weight PTX line model (enough to mutate nvcc / llc output)
# ---------------------------------------------------------------------------

INSN_RE = re.compile(
    r"^(?P<indent>\s*)(?P<guard>@!?[%\w$]+\s+)?"
    r"(?P<opcode>[A-Za-z_][A-Za-z0-9_]*)(?P<mods>(?:\.[A-Za-z0-9_:]+)*)"
    r"(?:(?P<sep>\s+)(?P<ops>[^;]*?))?\s*;\s*$")
REG_DECL_RE = re.compile(r"^\s*\.reg\s+(?P<quals>(?:\.[\w:]+\s+)+)(?P<names>[^;]+);")
NAME_RANGE_RE = re.compile(r"^([%A-Za-z_$][\w$]*?)<(\d+)>$")
SPLIT_NUM_RE = re.compile(r"^([%A-Za-z_$][\w$]*?)(\d+)$")
TOKEN_RE = re.compile(r"[%A-Za-z_$][\w$]*")
IMM_RE = re.compile(
    r"(?<![\w$%.])-?(?:0[fF][0-9a-fA-F]{8}|0[dD][0-9a-fA-F]{16}|"
    r"0[xX][0-9a-fA-F]+|\d+)U?(?![\w.])")
TARGET_RE = re.compile(r"^(\s*\.target\s+)(sm_\d+[af]?)(.*)$")
VERSION_RE = re.compile(r"^(\s*\.version\s+)(\d+)\.(\d+)(.*)$")
LABEL_RE = re.compile(r"^\s*[$\w]+:\s*$")
LABEL_PREFIX_RE = re.compile(r"^\s*[$\w]+\s*:")


def strip_comment(line):
    i = line.find("//")
    return line if i < 0 else line[:i]


def split_operands(text):
    """Split an operand list at top-level commas (outside (), [], {})."""
    ops, depth, cur = [], 0, []
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            ops.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    last = "".join(cur).strip()
    if last or ops:
        ops.append(last)
    return ops


class Insn:
    """One single-statement instruction line."""
    __slots__ = ("lineno", "endline", "indent", "guard", "opcode", "mods", "sep",
                 "ops", "trailer", "func")

    def __init__(self, lineno, endline, m, trailer, func):
        self.lineno = lineno
        self.endline = endline
        self.indent = m.group("indent")
        self.guard = (m.group("guard") or "").strip()
        self.opcode = m.group("opcode")
        self.mods = re.findall(r"\.[A-Za-z0-9_:]+", m.group("mods") or "")
        self.sep = m.group("sep") or " "
        self.ops = split_operands(m.group("ops") or "")
        self.trailer = trailer
        self.func = func

    def render(self, guard=None, opcode=None, mods=None, ops=None):
        guard = self.guard if guard is None else guard
        opcode = self.opcode if opcode is None else opcode
        mods = self.mods if mods is None else mods
        ops = self.ops if ops is None else ops
        s = self.indent + (guard + " " if guard else "") + opcode + "".join(mods)
        if ops:
            s += self.sep + ", ".join(ops)
        return s + ";" + self.trailer


class Func:
    """Register declarations of one { } body at module scope."""
    __slots__ = ("ranges", "singles")

    def __init__(self):
        self.ranges = {}   # prefix -> (type, count)   from %r<58>
        self.singles = {}  # name -> type               from %x or r0


class PtxFile:
    def __init__(self, path, data):
        self.path = path
        self.text = data
        self.lines = data.split("\n")
        self.size = len(data)
        self.target_line = None
        self.version_line = None
        self.insns = []
        self.funcs = []
        self.max_index = {}  # register prefix -> largest count seen in the file
        self._parse()

    def _parse(self):
        depth = 0
        func = None
        pending = None  # [first line, code so far] of a statement spanning lines
        for i, raw in enumerate(self.lines):
            code = strip_comment(raw)
            stripped = code.strip()
            if pending is not None:
                pending[1] += " " + stripped
                depth = max(0, depth + code.count("{") - code.count("}"))
                if ";" in code:
                    first, joined = pending
                    pending = None
                    if "{" not in joined and "}" not in joined:
                        self._scan_stmt(first, i, joined, "", depth, func)
                continue
            if depth == 0:
                if self.target_line is None and TARGET_RE.match(code):
                    self.target_line = i
                if self.version_line is None and VERSION_RE.match(code):
                    self.version_line = i
            opens, closes = code.count("{"), code.count("}")
            if depth == 0 and opens > closes:
                func = Func()
                self.funcs.append(func)
            if depth >= 1 and stripped:
                if (";" not in code and opens == 0 and closes == 0
                        and not stripped.startswith(".") and not LABEL_RE.match(code)):
                    pending = [i, code.rstrip()]
                    continue
                trailer = raw[len(code):].strip()
                self._scan_stmt(i, i, code, " " + trailer if trailer else "", depth, func)
            depth += opens - closes
            if depth <= 0:
                depth = 0

    def _scan_stmt(self, first, last, code, trailer, depth, func):
        stripped = code.strip()
        if func is None:
            return
        m = REG_DECL_RE.match(code)
        if m:
            quals = m.group("quals").split()
            rtype = quals[-1]
            for name in m.group("names").split(","):
                name = name.strip()
                r = NAME_RANGE_RE.match(name)
                if r:
                    prefix, count = r.group(1), int(r.group(2))
                    if depth == 1:
                        func.ranges[prefix] = (rtype, count)
                    self.max_index[prefix] = max(self.max_index.get(prefix, 0), count)
                elif re.match(r"^[%A-Za-z_$][\w$]*$", name):
                    if depth == 1:
                        func.singles[name] = rtype
                    s = SPLIT_NUM_RE.match(name)
                    if s:
                        self.max_index[s.group(1)] = max(
                            self.max_index.get(s.group(1), 0), int(s.group(2)) + 1)
            return
        if stripped.startswith((".", "{", "}")) or LABEL_PREFIX_RE.match(code):
            return
        if code.count(";") != 1:
            return
        m = INSN_RE.match(code)
        if not m:
            return
        self.insns.append(Insn(first, last, m, trailer, func))

    def original(self, insn):
        return "\n".join(self.lines[insn.lineno:insn.endline + 1])

    def target(self):
        if self.target_line is None:
            return None
        return TARGET_RE.match(strip_comment(self.lines[self.target_line])).group(2)

    def reg_type(self, func, tok):
        """The declared type of register token `tok` in `func`, or None."""
        if tok in func.singles:
            return func.singles[tok]
        m = SPLIT_NUM_RE.match(tok)
        if m and m.group(1) in func.ranges:
            rtype, count = func.ranges[m.group(1)]
            if int(m.group(2)) < count:
                return rtype
        return None


def target_of(text):
    for line in text.split("\n"):
        m = TARGET_RE.match(strip_comment(line))
        if m:
            return m.group(2)
    return None


# ---------------------------------------------------------------------------
# Mutation operators.  Each takes (rng, ptxfile, pools) and returns
# (lineno, new_line, detail) or None when it does not apply to the chosen
# instruction; instruction operators get the instruction as well.
# ---------------------------------------------------------------------------

def reg_tokens(pf, insn, include_guard=True):
    """(where, op_index, start, end, token, type) for every declared register
    token; where is 'guard' or 'op'."""
    out = []
    if include_guard and insn.guard:
        for m in TOKEN_RE.finditer(insn.guard):
            t = pf.reg_type(insn.func, m.group(0))
            if t:
                out.append(("guard", -1, m.start(), m.end(), m.group(0), t))
    for k, op in enumerate(insn.ops):
        for m in TOKEN_RE.finditer(op):
            # Skip special registers' suffixes (%tid.x) and symbol+offset.
            t = pf.reg_type(insn.func, m.group(0))
            if t:
                out.append(("op", k, m.start(), m.end(), m.group(0), t))
    return out


def replace_token(insn, where, k, start, end, new):
    if where == "guard":
        g = insn.guard[:start] + new + insn.guard[end:]
        return insn.render(guard=g)
    ops = list(insn.ops)
    ops[k] = ops[k][:start] + new + ops[k][end:]
    return insn.render(ops=ops)


def declared_regs(func):
    """[(name_generator_prefix, type, count)] for ranges; singles as count 0."""
    regs = [(p, t, c) for p, (t, c) in sorted(func.ranges.items()) if c > 0]
    regs += [(n, t, 0) for n, t in sorted(func.singles.items())]
    return regs


def pick_reg(rng, func, exclude_type=None):
    regs = [r for r in declared_regs(func) if r[1] != exclude_type]
    if not regs:
        return None
    p, t, c = rng.choice(regs)
    return (p + str(rng.randrange(c)) if c else p), t


def imm_for(rng, rtype):
    if rtype in (".f32",):
        return rng.choice(["0f3F800000", "0f00000000", "0f40490FDB"])
    if rtype in (".f64",):
        return rng.choice(["0d3FF0000000000000", "0d0000000000000000"])
    return str(rng.choice([0, 1, 2, 7, 16, 255, 4096, -1]))


def op_type(rng, pf, insn, pools):
    idx = [k for k, m in enumerate(insn.mods) if m in TYPE_SET]
    if not idx:
        return None
    k = rng.choice(idx)
    old = insn.mods[k]
    if rng.random() < 0.5:
        same = [t for t in TYPES if TYPE_SIZE[t] == TYPE_SIZE[old] and t != old]
        new = rng.choice(same) if same else rng.choice(TYPES)
    else:
        new = rng.choice(TYPES)
    mods = list(insn.mods)
    mods[k] = new
    return insn.render(mods=mods), "%s -> %s" % (old, new)


def op_operand_drop(rng, pf, insn, pools):
    if not insn.ops:
        return None
    k = rng.randrange(len(insn.ops))
    ops = insn.ops[:k] + insn.ops[k + 1:]
    return insn.render(ops=ops), "drop operand %d '%s'" % (k + 1, insn.ops[k])


def op_operand_add(rng, pf, insn, pools):
    if insn.ops and rng.random() < 0.5:
        extra = rng.choice(insn.ops)
    else:
        r = pick_reg(rng, insn.func)
        extra = r[0] if r else imm_for(rng, None)
    k = rng.randrange(len(insn.ops) + 1)
    ops = insn.ops[:k] + [extra] + insn.ops[k:]
    return insn.render(ops=ops), "insert operand '%s' at %d" % (extra, k + 1)


def op_modifier_delete(rng, pf, insn, pools):
    if not insn.mods:
        return None
    # Prefer non-type modifiers (.sync, .aligned, .rn ...); types are the
    # "type" operator's business, but dropping one now and then is useful.
    non_type = [k for k, m in enumerate(insn.mods) if m not in TYPE_SET]
    k = rng.choice(non_type) if non_type and rng.random() < 0.8 else rng.randrange(len(insn.mods))
    mods = insn.mods[:k] + insn.mods[k + 1:]
    return insn.render(mods=mods), "delete %s" % insn.mods[k]


def op_modifier_insert(rng, pf, insn, pools):
    new = rng.choice(pools["modifiers"])
    k = rng.randrange(len(insn.mods) + 1)
    mods = insn.mods[:k] + [new] + insn.mods[k:]
    return insn.render(mods=mods), "insert %s at %d" % (new, k + 1)


def op_modifier_swap(rng, pf, insn, pools):
    pairs = [k for k in range(len(insn.mods) - 1) if insn.mods[k] != insn.mods[k + 1]]
    if not pairs:
        return None
    k = rng.choice(pairs)
    mods = list(insn.mods)
    mods[k], mods[k + 1] = mods[k + 1], mods[k]
    return insn.render(mods=mods), "swap %s %s" % (insn.mods[k], insn.mods[k + 1])


def op_modifier_replace(rng, pf, insn, pools):
    idx = [k for k, m in enumerate(insn.mods) if m not in TYPE_SET]
    if not idx:
        return None
    k = rng.choice(idx)
    new = rng.choice(pools["modifiers"])
    if new == insn.mods[k]:
        return None
    mods = list(insn.mods)
    mods[k] = new
    return insn.render(mods=mods), "%s -> %s" % (insn.mods[k], new)


def op_state_space(rng, pf, insn, pools):
    idx = [k for k, m in enumerate(insn.mods) if m in STATE_SPACE_SET]
    if not idx:
        return None
    k = rng.choice(idx)
    new = rng.choice([s for s in STATE_SPACES if s != insn.mods[k]])
    mods = list(insn.mods)
    mods[k] = new
    return insn.render(mods=mods), "%s -> %s" % (insn.mods[k], new)


def op_vector_size(rng, pf, insn, pools):
    idx = [k for k, m in enumerate(insn.mods) if m in VECTOR_LEN]
    if not idx:
        return None
    k = rng.choice(idx)
    old = insn.mods[k]
    new = rng.choice([v for v in VECTORS if v != old])
    mods = list(insn.mods)
    mods[k] = new
    ops = list(insn.ops)
    detail = "%s -> %s" % (old, new)
    # Half the time also resize the {...} operand so only the vector size
    # (not the element count) is in question.
    if rng.random() < 0.5:
        for j, op in enumerate(ops):
            if op.startswith("{") and op.endswith("}"):
                elems = [e.strip() for e in op[1:-1].split(",")]
                if len(elems) != VECTOR_LEN[old]:
                    continue
                want = VECTOR_LEN[new]
                if want < len(elems):
                    elems = elems[:want]
                else:
                    first = elems[0]
                    t = pf.reg_type(insn.func, first)
                    m = SPLIT_NUM_RE.match(first)
                    free = []
                    if t and m and m.group(1) in insn.func.ranges:
                        free = [m.group(1) + str(n)
                                for n in range(insn.func.ranges[m.group(1)][1])]
                        free = [f for f in free if f not in elems]
                    while len(elems) < want:
                        if free:
                            elems.append(free.pop(rng.randrange(len(free))))
                        else:
                            elems.append(first)
                ops[j] = "{" + ", ".join(elems) + "}"
                detail += " (operand resized)"
                break
    return insn.render(mods=mods, ops=ops), detail


def op_opcode(rng, pf, insn, pools):
    new = rng.choice(pools["opcodes"])
    if new == insn.opcode:
        return None
    return insn.render(opcode=new), "%s -> %s" % (insn.opcode, new)


def op_undeclared_register(rng, pf, insn, pools):
    toks = reg_tokens(pf, insn)
    if not toks:
        return None
    where, k, s, e, tok, t = rng.choice(toks)
    m = SPLIT_NUM_RE.match(tok)
    if m:
        new = m.group(1) + str(pf.max_index.get(m.group(1), 0) + rng.randrange(1, 100))
    else:
        new = tok + "_undeclared"
    return replace_token(insn, where, k, s, e, new), "%s -> %s" % (tok, new)


def op_register_type_swap(rng, pf, insn, pools):
    toks = reg_tokens(pf, insn)
    if not toks:
        return None
    where, k, s, e, tok, t = rng.choice(toks)
    r = pick_reg(rng, insn.func, exclude_type=t)
    if not r:
        return None
    return replace_token(insn, where, k, s, e, r[0]), "%s (%s) -> %s (%s)" % (tok, t, r[0], r[1])


def op_reg_to_imm(rng, pf, insn, pools):
    toks = [t for t in reg_tokens(pf, insn, include_guard=False)]
    if not toks:
        return None
    where, k, s, e, tok, t = rng.choice(toks)
    new = imm_for(rng, t)
    return replace_token(insn, where, k, s, e, new), "%s -> %s" % (tok, new)


def op_imm_to_reg(rng, pf, insn, pools):
    cands = []
    for k, op in enumerate(insn.ops):
        for m in IMM_RE.finditer(op):
            cands.append((k, m.start(), m.end(), m.group(0)))
    if not cands:
        return None
    k, s, e, old = rng.choice(cands)
    r = pick_reg(rng, insn.func)
    if not r:
        return None
    ops = list(insn.ops)
    ops[k] = ops[k][:s] + r[0] + ops[k][e:]
    return insn.render(ops=ops), "%s -> %s (%s)" % (old, r[0], r[1])


def op_lower_target(rng, pf, pools):
    if pf.target_line is None:
        return None
    line = pf.lines[pf.target_line]
    m = TARGET_RE.match(line)
    if not m:
        return None
    cur = m.group(2)
    base = re.match(r"sm_(\d+)", cur).group(1)
    cands = [t for t in LOWER_TARGETS if int(t[3:]) < int(base)]
    if cur[-1] in "af":
        cands.append("sm_" + base)
    if cur[-1] == "a" and base in FAMILY_BASES:
        cands.append("sm_" + base + "f")
    if not cands:
        return None
    new = rng.choice(cands)
    return pf.target_line, m.group(1) + new + m.group(3), "%s -> %s" % (cur, new)


def op_lower_version(rng, pf, pools):
    if pf.version_line is None:
        return None
    line = pf.lines[pf.version_line]
    m = VERSION_RE.match(line)
    if not m:
        return None
    cur = (int(m.group(2)), int(m.group(3)))
    lower = [v for v in PTX_VERSIONS if v < cur]
    if not lower:
        return None
    # Half the time one of the three nearest versions (instruction version
    # requirements), otherwise any (mostly target requirements).
    new = rng.choice(lower[-3:]) if rng.random() < 0.5 else rng.choice(lower)
    return (pf.version_line, m.group(1) + "%d.%d" % new + m.group(4),
            "%d.%d -> %d.%d" % (cur + new))


# The first PTX ISA version that knows each target (PTX ISA 9.0, 11.1.2;
# sm_101 became sm_110 in 9.0 and is left out).
TARGET_MIN_VERSION = {
    "sm_75": (6, 3), "sm_80": (7, 0), "sm_86": (7, 1), "sm_87": (7, 4),
    "sm_88": (9, 0), "sm_89": (7, 8), "sm_90": (7, 8), "sm_90a": (8, 0),
    "sm_100": (8, 6), "sm_100a": (8, 6), "sm_100f": (8, 8),
    "sm_103": (8, 8), "sm_103a": (8, 8), "sm_103f": (8, 8),
    "sm_110": (9, 0), "sm_110a": (9, 0), "sm_110f": (9, 0),
    "sm_120": (8, 7), "sm_120a": (8, 7), "sm_120f": (8, 8),
    "sm_121": (8, 8), "sm_121a": (8, 8), "sm_121f": (8, 8),
}


# Targets ptxas 13.0 cannot assemble for, with the first PTX ISA version
# that knows each (PTX ISA 9.0, 11.1.2). Under -arch=sm_75 ptxas still
# assembles a module whose .target is one of them and applies its PTX
# version and target rules ("Feature 'WMMA with integer types' requires
# .target sm_72 or higher"), so the gating below sm_75 can be compared.
OLD_TARGET_MIN_VERSION = {
    "sm_50": (4, 0), "sm_52": (4, 1), "sm_53": (4, 2), "sm_60": (5, 0),
    "sm_61": (5, 0), "sm_62": (5, 0), "sm_70": (6, 0), "sm_72": (6, 1),
}


def ptxas_arch(arch):
    """The -arch for a module of target `arch`: sm_75 for the old targets."""
    return "sm_75" if arch in OLD_TARGET_MIN_VERSION else arch


def ptxlint_arch(arch):
    """The --gpu-name for a module of target `arch`: none for the old
    targets (ptxlint takes only targets ptxas 13 knows; without the
    option the module's .target decides)."""
    return None if arch in OLD_TARGET_MIN_VERSION else arch


def op_old_target(rng, pf, pools):
    """Move the module to a target older than sm_75 (see
    OLD_TARGET_MIN_VERSION), keeping .version when it knows the target."""
    if pf.target_line is None or pf.version_line is None:
        return None
    tm = TARGET_RE.match(pf.lines[pf.target_line])
    vm = VERSION_RE.match(pf.lines[pf.version_line])
    if not tm or not vm:
        return None
    ver = (int(vm.group(2)), int(vm.group(3)))
    cands = [t for t, v in OLD_TARGET_MIN_VERSION.items() if v <= ver]
    if not cands:
        return None
    cur = tm.group(2)
    new = rng.choice(cands)
    return pf.target_line, tm.group(1) + new + tm.group(3), "%s -> %s" % (cur, new)


def op_other_target(rng, pf, pools):
    """Move the module to another target, raising .version when that target
    needs a newer one: checks the target gating of every instruction and
    modifier across families (sm_90a -> sm_100a, sm_100a -> sm_120a,
    sm_100a -> sm_100f), not only towards older targets."""
    if pf.target_line is None or pf.version_line is None:
        return None
    if pf.target_line != pf.version_line + 1:
        return None
    tm = TARGET_RE.match(pf.lines[pf.target_line])
    vm = VERSION_RE.match(pf.lines[pf.version_line])
    if not tm or not vm:
        return None
    cur = tm.group(2)
    base = re.match(r"sm_(\d+)", cur).group(1)
    # Half the time a variant of the same or a neighbouring family (the
    # a/f/plain gating), otherwise any target.
    cands = [t for t in TARGET_MIN_VERSION if t != cur]
    near = [t for t in cands if abs(int(re.match(r"sm_(\d+)", t).group(1)) - int(base)) <= 20
            and int(re.match(r"sm_(\d+)", t).group(1)) >= 90]
    new = rng.choice(near) if near and rng.random() < 0.5 else rng.choice(cands)
    ver = (int(vm.group(2)), int(vm.group(3)))
    need = TARGET_MIN_VERSION[new]
    nver = max(ver, need)
    text = (vm.group(1) + "%d.%d" % nver + vm.group(4) + "\n"
            + tm.group(1) + new + tm.group(3))
    detail = "%s -> %s" % (cur, new)
    if nver != ver:
        detail += " (.version %d.%d -> %d.%d)" % (ver + nver)
    return pf.version_line, pf.target_line, text, detail


def vector_spans(insn):
    """(op_index, start, end) of each innermost {...} in the operands."""
    out = []
    for k, op in enumerate(insn.ops):
        for m in re.finditer(r"\{([^{}]*)\}", op):
            out.append((k, m.start(1), m.end(1)))
    return out


def op_vector_element(rng, pf, insn, pools):
    spans = vector_spans(insn)
    if not spans:
        return None
    k, s, e = rng.choice(spans)
    elems = [x.strip() for x in insn.ops[k][s:e].split(",")]
    j = rng.randrange(len(elems))
    old = elems[j]
    t = pf.reg_type(insn.func, old)
    kind = rng.choice(["reg", "reg", "pred", "sreg", "imm", "imm", "sink"])
    if kind == "pred":
        preds = [r for r in declared_regs(insn.func) if r[1] == ".pred"]
        if not preds:
            return None
        p, _, c = rng.choice(preds)
        new = p + str(rng.randrange(c)) if c else p
    elif kind == "sreg":
        new = rng.choice(SPECIAL_REGISTERS)
    elif kind == "imm":
        new = rng.choice([imm_for(rng, t), imm_for(rng, rng.choice([".f32", ".f64", None]))])
    elif kind == "sink":
        new = "_"
    else:
        r = pick_reg(rng, insn.func, exclude_type=t)
        if not r:
            return None
        new = r[0]
    if new == old:
        return None
    elems[j] = new
    ops = list(insn.ops)
    ops[k] = ops[k][:s] + ", ".join(elems) + ops[k][e:]
    return insn.render(ops=ops), "element %d of {...}: %s -> %s (%s)" % (j + 1, old, new, kind)


def op_special_register(rng, pf, insn, pools):
    cands = []
    for k, op in enumerate(insn.ops):
        for m in SREG_RE.finditer(op):
            cands.append((k, m.start(), m.end(), m.group(0)))
    if not cands or rng.random() < 0.3:
        # A register source (not the first operand) -> a special register.
        for w, k, s, e, tok, t in reg_tokens(pf, insn, include_guard=False):
            if k > 0 or (k == 0 and insn.opcode in ("st", "red", "sust", "sured")):
                cands.append((k, s, e, tok))
    if not cands:
        return None
    k, s, e, old = rng.choice(cands)
    new = rng.choice(SPECIAL_REGISTERS)
    if new == old:
        return None
    ops = list(insn.ops)
    ops[k] = ops[k][:s] + new + ops[k][e:]
    return insn.render(ops=ops), "%s -> %s" % (old, new)


INSN_OPS = {
    "vector-element": op_vector_element,
    "special-register": op_special_register,
    "type": op_type,
    "operand-drop": op_operand_drop,
    "operand-add": op_operand_add,
    "modifier-delete": op_modifier_delete,
    "modifier-insert": op_modifier_insert,
    "modifier-replace": op_modifier_replace,
    "modifier-swap": op_modifier_swap,
    "state-space": op_state_space,
    "vector-size": op_vector_size,
    "opcode": op_opcode,
    "undeclared-register": op_undeclared_register,
    "register-type-swap": op_register_type_swap,
    "reg-to-imm": op_reg_to_imm,
    "imm-to-reg": op_imm_to_reg,
}
FILE_OPS = {
    "lower-target": op_lower_target,
    "lower-version": op_lower_version,
    "old-target": op_old_target,
}
# File operators that rewrite a range of lines: (lineno, endline, text, detail).
FILE_OPS_2 = {
    "other-target": op_other_target,
}

# ---------------------------------------------------------------------------
# Declaration, initializer, function and call-site operators (`--operators
# decl`).  Each takes (rng, pf, pools) and returns (lineno, endline,
# new_text, detail) or None; new_text may span several lines.
# ---------------------------------------------------------------------------

DECL_OPERATORS = [
    "decl-space",        # a variable's state space -> another
    "decl-type",         # a variable's type -> another (.pred/.f16/.bf16/.b128...) or vector
    "decl-align",        # .align N -> another N (valid or not), dropped or added
    "decl-array",        # array extent changed, dropped, zeroed or added
    "decl-linkage",      # .extern/.visible/.weak/.common/none
    "init-brace",        # initializer: drop or add a brace level
    "init-elements",     # initializer: add or remove an element
    "init-element-form", # initializer element -> float/int/symbol/generic(sym)/mask
    "param-type",        # a prototype parameter's type/space/array size/alignment
    "param-add-drop",    # add or remove a prototype parameter
    "perf-directive",    # .maxntid/.reqntid/.minnctapersm/.maxnreg/.noreturn moved/added/dropped
    "entry-func-swap",   # .entry <-> .func
    "func-linkage",      # a function's linkage -> another
    "callseq-param",     # a callseq .param argument's type/size/alignment
    "call-args",         # call: swap two arguments or drop one
]

DECL_SPACES = [".global", ".shared", ".const", ".local", ".reg", ".param"]
DECL_TYPES = [".pred", ".b8", ".u8", ".s8", ".b16", ".u16", ".f16", ".bf16",
              ".b32", ".u32", ".s32", ".f32", ".b64", ".u64", ".s64", ".f64",
              ".b128", ".f16x2", ".bf16x2"]
LINKAGES = ["", ".extern ", ".visible ", ".weak ", ".common "]
ALIGNS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 0, 3, 6, 12, 24]
PERF_DIRECTIVES = [".maxntid 128", ".maxntid 256, 1, 1", ".reqntid 64",
                   ".reqntid 32, 2, 1", ".minnctapersm 2", ".maxnreg 64",
                   ".noreturn"]
PERF_RE = re.compile(r"^\s*\.(maxntid|reqntid|minnctapersm|maxnreg|noreturn|maxclusterrank|reqnctapercluster|explicitcluster)\b")
VAR_RE = re.compile(
    r"^(?P<indent>\s*)(?P<link>(?:\.(?:extern|visible|weak|common)\s+)*)"
    r"(?P<space>\.(?:global|shared|const|local|reg|param)(?:::\w+)?)(?P<rest>\s.*?);(?P<trail>\s*(?://.*)?)$")
HEADER_RE = re.compile(
    r"^(?P<indent>\s*)(?P<link>(?:\.(?:extern|visible|weak)\s+)*)\.(?P<kind>entry|func)\b")
PARAM_LINE_RE = re.compile(r"^(?P<indent>\s*)(?P<space>\.param|\.reg)(?P<rest>\s[^,;]*?)(?P<comma>,?)\s*$")
ARRAY_RE = re.compile(r"\[(\d*)\]")


class DeclIndex:
    """Line classes of one file for the declaration operators."""

    def __init__(self, pf):
        self.mvars, self.fvars, self.cparams = [], [], []
        self.headers, self.pparams, self.perf, self.closers = [], [], [], []
        self.funcs = []   # (header line, closer line or None, is_entry)
        self.mvar_names = []
        depth = 0
        proto = None   # [header line, closer, is_entry, paren depth]
        for i, raw in enumerate(pf.lines):
            code = strip_comment(raw)
            stripped = code.strip()
            if depth == 0 and stripped:
                h = HEADER_RE.match(code)
                if h and proto is None:
                    proto = [i, None, h.group("kind") == "entry"]
                    self.headers.append(i)
                    self.funcs.append(proto)
                elif proto is not None and PARAM_LINE_RE.match(code):
                    self.pparams.append((i, proto))
                elif proto is not None and stripped.startswith(")"):
                    proto[1] = i
                    self.closers.append((i, proto))
                elif proto is not None and PERF_RE.match(code):
                    self.perf.append((i, proto))
                else:
                    m = VAR_RE.match(raw)
                    if m and proto is None:
                        self.mvars.append(i)
                        n = re.search(r"([A-Za-z_$][\w$]*)\s*(?:\[\d*\])*\s*(?:=|$)", m.group("rest"))
                        if n:
                            self.mvar_names.append(n.group(1))
            elif depth >= 1 and stripped and VAR_RE.match(raw):
                (self.fvars if depth == 1 else self.cparams).append(i)
            if "{" in code or ";" in code:
                if depth == 0:
                    proto = None
            depth = max(0, depth + code.count("{") - code.count("}"))


def decl_index(pf):
    d = getattr(pf, "_decl", None)
    if d is None:
        d = DeclIndex(pf)
        pf._decl = d
    return d


def split_var(pf, i):
    return VAR_RE.match(pf.lines[i])


def join_var(m, link=None, space=None, rest=None):
    return (m.group("indent") + (m.group("link") if link is None else link)
            + (m.group("space") if space is None else space)
            + (m.group("rest") if rest is None else rest) + ";" + m.group("trail"))


def pick_var(rng, pf, with_init=None, scope=None):
    d = decl_index(pf)
    if scope is None:
        scope = rng.choice(["module", "function"])
    lines = d.mvars if scope == "module" else d.fvars
    if scope == "function" and rng.random() < 0.7:
        # nvcc bodies are mostly `.reg` ranges; favour the other spaces
        other = [i for i in lines if split_var(pf, i).group("space") != ".reg"]
        lines = other or lines
    if with_init is not None:
        lines = [i for i in lines if ("=" in strip_comment(pf.lines[i])) == with_init]
    if not lines:
        lines = d.mvars + d.fvars
        if with_init is not None:
            lines = [i for i in lines if ("=" in strip_comment(pf.lines[i])) == with_init]
    return rng.choice(lines) if lines else None


def op_decl_space(rng, pf, pools):
    i = pick_var(rng, pf)
    if i is None:
        return None
    m = split_var(pf, i)
    new = rng.choice([s for s in DECL_SPACES if s != m.group("space")])
    return i, i, join_var(m, space=new), "%s -> %s" % (m.group("space"), new)


def retype(rng, rest):
    """Change the type (or vector prefix) in a declaration's tail."""
    toks = re.findall(r"\.[A-Za-z0-9_]+", rest.split("=")[0])
    ty = next((t for t in toks if t in TYPE_SET), None)
    vec = next((t for t in toks if t in VECTOR_LEN), None)
    if ty is None:
        return None
    if rng.random() < 0.3:
        if vec:
            nv = rng.choice([v for v in VECTORS if v != vec] + [""])
            new = re.sub(r"\%s\s*" % vec, nv + " " if nv else "", rest, count=1)
            return new, "%s -> %s" % (vec, nv or "scalar")
        nv = rng.choice(VECTORS)
        return (re.sub(r"(?<![\w.])\%s(?![\w])" % ty, nv + " " + ty, rest, count=1),
                "%s -> %s %s" % (ty, nv, ty))
    nt = rng.choice([t for t in DECL_TYPES if t != ty])
    return re.sub(r"(?<![\w.])\%s(?![\w])" % ty, nt, rest, count=1), "%s -> %s" % (ty, nt)


def rewrite_var_rest(rng, pf, rewrite):
    """Applies rewrite(rng, rest) -> (new rest, description) to a random
    variable declaration's text after its name."""
    i = pick_var(rng, pf)
    if i is None:
        return None
    m = split_var(pf, i)
    r = rewrite(rng, m.group("rest"))
    if r is None:
        return None
    return i, i, join_var(m, rest=r[0]), r[1]


def op_decl_type(rng, pf, pools):
    return rewrite_var_rest(rng, pf, retype)


def realign(rng, rest):
    a = re.search(r"\.align\s+(\d+)\s*", rest)
    if a:
        if rng.random() < 0.2:
            return rest[:a.start()] + rest[a.end():], ".align %s dropped" % a.group(1)
        n = rng.choice([x for x in ALIGNS if str(x) != a.group(1)])
        return rest[:a.start(1)] + str(n) + rest[a.end(1):], ".align %s -> %d" % (a.group(1), n)
    n = rng.choice(ALIGNS)
    return " .align %d" % n + rest, ".align %d added" % n


def op_decl_align(rng, pf, pools):
    i = pick_var(rng, pf)
    if i is None:
        return None
    m = split_var(pf, i)
    rest, detail = realign(rng, m.group("rest"))
    return i, i, join_var(m, rest=rest), detail


def reextent(rng, rest):
    decl, eq, init = rest.partition("=")
    a = ARRAY_RE.search(decl)
    if a:
        k = rng.randrange(4)
        if k == 0:
            new, d = "", "[%s] dropped" % a.group(1)
        elif k == 1:
            new, d = "[0]", "[%s] -> [0]" % a.group(1)
        elif k == 2:
            new, d = "[]", "[%s] -> []" % a.group(1)
        else:
            n = max(1, int(a.group(1) or "4") + rng.choice([-1, 1, 4, -2]))
            new, d = "[%d]" % n, "[%s] -> [%d]" % (a.group(1), n)
        decl = decl[:a.start()] + new + decl[a.end():]
    else:
        if re.search(r"<\d+>", decl):
            return None
        n = rng.choice([0, 1, 2, 4])
        decl = decl.rstrip() + ("[%d]" % n) + (" " if eq else "")
        d = "[%d] added" % n
    return decl + eq + init, d


def op_decl_array(rng, pf, pools):
    return rewrite_var_rest(rng, pf, reextent)


def op_decl_linkage(rng, pf, pools):
    i = pick_var(rng, pf)
    if i is None:
        return None
    m = split_var(pf, i)
    old = m.group("link")
    new = rng.choice([l for l in LINKAGES if l.strip() != old.strip()])
    return i, i, join_var(m, link=new), "%r -> %r" % (old.strip(), new.strip())


def init_parts(pf, rng):
    i = pick_var(rng, pf, with_init=True)
    if i is None:
        return None
    m = split_var(pf, i)
    decl, _, init = m.group("rest").partition("=")
    return i, m, decl, init.strip()


def op_init_brace(rng, pf, pools):
    p = init_parts(pf, rng)
    if p is None:
        return None
    i, m, decl, init = p
    if init.startswith("{") and rng.random() < 0.5:
        new, d = init[1:-1].strip(), "outer braces dropped"
    elif init.startswith("{") and "{" in init[1:] and rng.random() < 0.5:
        new, d = "{" + init[1:-1].replace("{", "").replace("}", "") + "}", "inner braces flattened"
    else:
        new, d = "{" + init + "}", "brace level added"
    return i, i, join_var(m, rest=decl + "= " + new), d


def innermost(init):
    """(start, end) of the innermost-first brace group's contents."""
    j = init.rfind("{")
    if j < 0:
        return 0, len(init)
    k = init.find("}", j)
    return j + 1, k


def op_init_elements(rng, pf, pools):
    p = init_parts(pf, rng)
    if p is None:
        return None
    i, m, decl, init = p
    s, e = innermost(init)
    elems = split_operands(init[s:e])
    if len(elems) > 1 and rng.random() < 0.5:
        k = rng.randrange(len(elems))
        elems = elems[:k] + elems[k + 1:]
        d = "element %d removed" % k
    else:
        elems = elems + [elems[-1] if elems else "0"]
        d = "element added"
    new = init[:s] + ", ".join(elems) + init[e:]
    return i, i, join_var(m, rest=decl + "= " + new), d


def op_init_element_form(rng, pf, pools):
    p = init_parts(pf, rng)
    if p is None:
        return None
    i, m, decl, init = p
    s, e = innermost(init)
    elems = split_operands(init[s:e])
    if not elems:
        return None
    syms = decl_index(pf).mvar_names or ["undeclared_sym"]
    sym = rng.choice(syms)
    form = rng.choice(["1.5", "0f3F800000", "0d3FF0000000000000", "7", "-1",
                       "4294967296", sym, sym + "+4", "generic(%s)" % sym,
                       "0xFF(%s)" % sym, "0xFF00(generic(%s))" % sym, "undeclared_sym"])
    k = rng.randrange(len(elems))
    d = "element %d %s -> %s" % (k, elems[k], form)
    elems[k] = form
    new = init[:s] + ", ".join(elems) + init[e:]
    return i, i, join_var(m, rest=decl + "= " + new), d


def op_param_type(rng, pf, pools):
    d = decl_index(pf)
    if not d.pparams:
        return None
    i, _ = rng.choice(d.pparams)
    m = PARAM_LINE_RE.match(strip_comment(pf.lines[i]))
    rest, space = m.group("rest"), m.group("space")
    k = rng.randrange(4)
    if k == 0:
        space2 = ".reg" if space == ".param" else ".param"
        det = "%s -> %s" % (space, space2)
        space = space2
    elif k == 1:
        r = retype(rng, rest)
        if r is None:
            return None
        rest, det = r
    elif k == 2:
        r = reextent(rng, rest)
        if r is None:
            return None
        rest, det = r
    else:
        rest, det = realign(rng, rest)
    return i, i, m.group("indent") + space + rest + m.group("comma"), det


def op_param_add_drop(rng, pf, pools):
    d = decl_index(pf)
    if not d.pparams:
        return None
    i, proto = rng.choice(d.pparams)
    m = PARAM_LINE_RE.match(strip_comment(pf.lines[i]))
    if rng.random() < 0.5:
        ty = rng.choice([".b32", ".u64", ".f32", ".b8"])
        extra = m.group("indent") + ".param %s __mut_extra_param" % ty
        if m.group("comma"):
            return i, i, pf.lines[i] + "\n" + extra + ",", "param %s added" % ty
        return i, i, strip_comment(pf.lines[i]).rstrip() + ",\n" + extra, "param %s added" % ty
    if m.group("comma"):
        return i, i, "", "param dropped"
    prev = i - 1
    pm = PARAM_LINE_RE.match(strip_comment(pf.lines[prev]))
    if pm and pm.group("comma"):
        return prev, i, strip_comment(pf.lines[prev]).rstrip()[:-1], "last param dropped"
    return i, i, "", "only param dropped"


def op_perf_directive(rng, pf, pools):
    d = decl_index(pf)
    k = rng.randrange(3)
    if k == 0 and d.perf:
        # move a directive to a function of the other kind
        i, proto = rng.choice(d.perf)
        others = [c for c in d.closers if c[1][2] != proto[2]]
        if not others:
            return None
        j, _ = rng.choice(others)
        text = strip_comment(pf.lines[i]).strip()
        lo, hi = min(i, j), max(i, j)
        lines = list(pf.lines[lo:hi + 1])
        lines[i - lo] = None
        lines[j - lo] = lines[j - lo] + "\n" + text
        return lo, hi, "\n".join(l for l in lines if l is not None), \
            "%s moved to %s" % (text, "entry" if not proto[2] else "func")
    if k == 1 and d.perf:
        i, proto = rng.choice(d.perf)
        return i, i, "", "%s dropped" % strip_comment(pf.lines[i]).strip()
    if not d.closers:
        return None
    j, proto = rng.choice(d.closers)
    text = rng.choice(PERF_DIRECTIVES)
    return j, j, pf.lines[j] + "\n" + text, "%s added to %s" % (text, "entry" if proto[2] else "func")


def op_entry_func_swap(rng, pf, pools):
    d = decl_index(pf)
    if not d.headers:
        return None
    i = rng.choice(d.headers)
    line = pf.lines[i]
    if ".entry" in line:
        return i, i, line.replace(".entry", ".func", 1), ".entry -> .func"
    return i, i, line.replace(".func", ".entry", 1), ".func -> .entry"


def op_func_linkage(rng, pf, pools):
    d = decl_index(pf)
    if not d.headers:
        return None
    i = rng.choice(d.headers)
    m = HEADER_RE.match(pf.lines[i])
    old = m.group("link")
    new = rng.choice([l for l in LINKAGES if l.strip() != old.strip()])
    line = pf.lines[i]
    return i, i, m.group("indent") + new + line[m.end("link"):], \
        "%r -> %r" % (old.strip(), new.strip())


def op_callseq_param(rng, pf, pools):
    d = decl_index(pf)
    lines = [i for i in d.cparams if split_var(pf, i).group("space") == ".param"]
    if not lines:
        return None
    i = rng.choice(lines)
    m = split_var(pf, i)
    k = rng.randrange(3)
    if k == 0:
        r = retype(rng, m.group("rest"))
        if r is None:
            return None
        rest, det = r
    elif k == 1:
        r = reextent(rng, m.group("rest"))
        if r is None:
            return None
        rest, det = r
    else:
        rest, det = realign(rng, m.group("rest"))
    return i, i, join_var(m, rest=rest), det


def op_call_args(rng, pf, pools):
    calls = [x for x in pf.insns if x.opcode == "call" and x.ops
             and x.ops[-1].startswith("(")]
    if not calls:
        return None
    insn = rng.choice(calls)
    args = split_operands(insn.ops[-1][1:-1])
    if not args:
        return None
    if len(args) > 1 and rng.random() < 0.5:
        a, b = rng.sample(range(len(args)), 2)
        args[a], args[b] = args[b], args[a]
        det = "args %d,%d swapped" % (a, b)
    else:
        k = rng.randrange(len(args))
        det = "arg %d (%s) dropped" % (k, args[k])
        del args[k]
    ops = insn.ops[:-1] + ["(" + ", ".join(args) + ")"]
    return insn.lineno, insn.endline, insn.render(ops=ops), det


DECL_OPS = {
    "decl-space": op_decl_space,
    "decl-type": op_decl_type,
    "decl-align": op_decl_align,
    "decl-array": op_decl_array,
    "decl-linkage": op_decl_linkage,
    "init-brace": op_init_brace,
    "init-elements": op_init_elements,
    "init-element-form": op_init_element_form,
    "param-type": op_param_type,
    "param-add-drop": op_param_add_drop,
    "perf-directive": op_perf_directive,
    "entry-func-swap": op_entry_func_swap,
    "func-linkage": op_func_linkage,
    "callseq-param": op_callseq_param,
    "call-args": op_call_args,
}

# Cheap applicability filters so an operator picks among instructions it can
# change (uniformly), instead of failing on most of them.
APPLIES = {
    "type": lambda pf, i: any(m in TYPE_SET for m in i.mods),
    "operand-drop": lambda pf, i: bool(i.ops),
    "modifier-delete": lambda pf, i: bool(i.mods),
    "modifier-replace": lambda pf, i: any(m not in TYPE_SET for m in i.mods),
    "modifier-swap": lambda pf, i: any(a != b for a, b in zip(i.mods, i.mods[1:])),
    "state-space": lambda pf, i: any(m in STATE_SPACE_SET for m in i.mods),
    "vector-size": lambda pf, i: any(m in VECTOR_LEN for m in i.mods),
    "undeclared-register": lambda pf, i: bool(reg_tokens(pf, i)),
    "register-type-swap": lambda pf, i: bool(reg_tokens(pf, i)),
    "reg-to-imm": lambda pf, i: bool(reg_tokens(pf, i, include_guard=False)),
    "imm-to-reg": lambda pf, i: any(IMM_RE.search(o) for o in i.ops),
    "vector-element": lambda pf, i: bool(vector_spans(i)),
    "special-register": lambda pf, i: bool(reg_tokens(pf, i, include_guard=False)) or any(
        SREG_RE.search(o) for o in i.ops),
}

# ---------------------------------------------------------------------------
# Running the tools
# ---------------------------------------------------------------------------


class Tools:
    def __init__(self, args):
        self.ptxas = args.ptxas
        self.ptxlint = args.ptxlint
        self.analyses = args.analyses
        self.timeout = args.timeout
        self.cache = args.cache
        try:
            ver = subprocess.run([self.ptxas, "--version"], capture_output=True,
                                 text=True, timeout=60).stdout
        except (OSError, subprocess.TimeoutExpired) as e:
            ver = "unknown: %s" % e
        self.ptxas_version = (re.findall(r"V\d+\.\d+\.\d+", ver) or ["?"])[-1]
        self.ptxas_id = hashlib.sha256(
            (os.path.realpath(self.ptxas) + "\n" + ver).encode()).hexdigest()

    def ptxas_verdict(self, data, arch, flags, path):
        """(verdict, rc, message): verdict 'accept' | 'reject' | 'error'."""
        key = hashlib.sha256("\0".join(
            [self.ptxas_id, arch, " ".join(flags), data]).encode()).hexdigest()
        cfile = os.path.join(self.cache, key[:2], key + ".json") if self.cache else None
        if cfile and os.path.exists(cfile):
            try:
                with open(cfile) as f:
                    c = json.load(f)
                return c["verdict"], c["rc"], c["message"]
            except (OSError, ValueError, KeyError):
                pass
        cmd = [self.ptxas, "-arch=" + arch] + flags + [path, "-o", os.devnull]
        try:
            p = subprocess.run(cmd, capture_output=True, text=True,
                               errors="replace", timeout=self.timeout)
            rc, msg = p.returncode, (p.stdout + p.stderr)
            verdict = "accept" if rc == 0 else ("reject" if rc > 0 else "error")
        except subprocess.TimeoutExpired:
            return "error", None, "ptxas timed out after %ss" % self.timeout
        except OSError as e:
            return "error", None, "cannot run ptxas: %s" % e
        msg = msg.replace(path, "<input>")[:4000]
        if cfile and verdict != "error":
            try:
                os.makedirs(os.path.dirname(cfile), exist_ok=True)
                tmp = cfile + ".%d.tmp" % os.getpid() + str(id(data))
                with open(tmp, "w") as f:
                    json.dump({"verdict": verdict, "rc": rc, "message": msg}, f)
                os.replace(tmp, cfile)
            except OSError:
                pass
        return verdict, rc, msg

    def ptxlint_verdict(self, arch, path):
        cmd = [self.ptxlint] if self.analyses else [self.ptxlint, "--no-analyses"]
        if arch:
            cmd += ["--gpu-name", arch]
        cmd.append(path)
        try:
            p = subprocess.run(cmd, capture_output=True, text=True,
                               errors="replace", timeout=self.timeout)
        except subprocess.TimeoutExpired:
            return "error", None, "ptxlint timed out after %ss" % self.timeout
        except OSError as e:
            return "error", None, "cannot run ptxlint: %s" % e
        msg = (p.stdout + p.stderr).replace(path, "<input>")[:4000]
        if p.returncode == 0:
            return "accept", 0, msg
        if p.returncode == 1:
            return "reject", 1, msg
        what = ("killed by signal %d" % -p.returncode if p.returncode < 0
                else "exit status %d" % p.returncode)
        return "error", p.returncode, "ptxlint %s\n%s" % (what, msg)


def run_parallel(fn, items, jobs):
    if jobs <= 1:
        return [fn(x) for x in items]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        return list(ex.map(fn, items))


# ---------------------------------------------------------------------------
# Harness
# ---------------------------------------------------------------------------


# Operator groups the mutation-driven fuzzers (utils/exec/exec-fuzz.py,
# utils/fuzz/analysis-mutants.py) accept besides single operator names.
SEMANTIC_OPERATORS = ["type", "modifier-delete", "modifier-replace", "state-space",
                      "opcode", "register-type-swap", "reg-to-imm", "imm-to-reg",
                      "int-literal", "line-delete", "line-move", "line-duplicate",
                      "tok-replace", "modifier-swap"]


def resolve_operators(spec):
    """The operator names of a comma-separated list of names and groups
    (semantic, default, token, order), in order, without repeats."""
    groups = {"default": [o for o in OPERATORS if o not in ("lower-target", "lower-version")],
              "token": TOKEN_OPERATORS, "order": ["modifier-swap"],
              "semantic": SEMANTIC_OPERATORS}
    ops = []
    for o in spec.split(","):
        for x in groups.get(o.strip(), [o.strip()]):
            if x and x not in ops:
                ops.append(x)
    return ops


def collect_inputs(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                dirs.sort()
                files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".ptx")]
        elif os.path.isfile(p):
            files.append(p)
        else:
            sys.exit("ptxas-diff: no such file or directory: %s" % p)
    return sorted(set(files))


def is_32bit(path):
    """True for `.address_size 32` modules, which ptxas 12 and later refuse
    to assemble whatever their content ("32-Bit compilation is no longer
    supported"); they say nothing about PTX validity, so both modes skip
    them."""
    with open(path, "rb") as f:
        head = f.read(8192).decode("utf-8", "replace")
    return re.search(r"^\s*\.address_size\s+32\b", head, re.M) is not None


def read_text(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read()


class Harness:
    def __init__(self, args, tools, files):
        self.args = args
        self.tools = tools
        self.files = files
        self.parsed = {}
        self.original = {}   # path -> (ok, flags, verdict record)
        self.tmp = tempfile.mkdtemp(prefix="ptxas-diff.")

    def parse(self, path):
        pf = self.parsed.get(path)
        if pf is None:
            pf = PtxFile(path, read_text(path))
            self.parsed[path] = pf
        return pf

    def check_originals(self, paths):
        """ptxas on unmutated files: decide whether each is usable and with
        which flags (-c when it only links as relocatable code)."""
        todo = [p for p in paths if p not in self.original]

        def one(p):
            data = read_text(p)
            arch = target_of(data)
            if not arch:
                return p, (False, [], "no .target")
            v, rc, msg = self.tools.ptxas_verdict(data, ptxas_arch(arch), [], p)
            flags = []
            if v != "accept":
                v, rc, msg = self.tools.ptxas_verdict(data, ptxas_arch(arch), ["-c"], p)
                flags = ["-c"]
            if v != "accept":
                return p, (False, [], msg)
            if self.args.analyses:
                # With analyses, a mutant's verdict is only meaningful when
                # the original has no findings of error severity (synthetic
                # test snippets often read registers they never write).
                lv, lrc, lmsg = self.tools.ptxlint_verdict(ptxlint_arch(arch), p)
                if lv != "accept":
                    return p, (False, [], lmsg)
            return p, (True, flags, msg)

        for p, res in run_parallel(one, todo, self.args.jobs):
            self.original[p] = res

    def harvest_pools(self):
        """Modifier and opcode pools harvested from (up to 100 of) the
        candidate files, chosen evenly so the pools do not depend on which
        files the mutants happen to come from."""
        cands = self.candidates
        step = max(1, len(cands) // 100)
        mods, opcodes = set(BASE_MODIFIERS), set()
        for p in cands[::step]:
            for insn in self.parse(p).insns:
                opcodes.add(insn.opcode)
                for m in insn.mods:
                    if m not in TYPE_SET:
                        mods.add(m)
        return {"modifiers": sorted(mods), "opcodes": sorted(opcodes) or ["mov"]}

    def generate(self):
        a = self.args
        rng = random.Random(a.seed)
        sizes = {p: os.path.getsize(p) for p in self.files}
        small = [p for p in self.files if sizes[p] <= a.max_bytes]
        self.candidates = small or self.files
        self.skipped_large = len(self.files) - len(self.candidates)
        self.pools = self.harvest_pools()
        ops = a.operators
        mutants, seen = [], set()
        attempts = 0
        bad = set()
        while len(mutants) < a.count and attempts < a.count * 200:
            batch = []
            while len(mutants) + len(batch) < a.count and attempts < a.count * 200:
                attempts += 1
                files = [p for p in self.candidates if p not in bad]
                if not files:
                    break
                op = rng.choice(ops)
                path = rng.choice(files)
                pf = self.parse(path)
                if op in FILE_OPS_2:
                    res = FILE_OPS_2[op](rng, pf, self.pools)
                    if res is None:
                        continue
                    lineno, endline, new_line, detail = res
                elif op in FILE_OPS:
                    res = FILE_OPS[op](rng, pf, self.pools)
                    if res is None:
                        continue
                    lineno, new_line, detail = res
                    endline = lineno
                elif op in DECL_OPS or op in TOKEN_OPS:
                    res = (DECL_OPS.get(op) or TOKEN_OPS[op])(rng, pf, self.pools)
                    if res is None:
                        continue
                    lineno, endline, new_line, detail = res
                else:
                    app = APPLIES.get(op)
                    insns = [i for i in pf.insns if app is None or app(pf, i)]
                    if not insns:
                        continue
                    insn = rng.choice(insns)
                    res = INSN_OPS[op](rng, pf, insn, self.pools)
                    if res is None:
                        continue
                    new_line, detail = res
                    lineno, endline = insn.lineno, insn.endline
                orig = "\n".join(pf.lines[lineno:endline + 1])
                if new_line == orig:
                    continue
                key = (path, lineno, new_line)
                if key in seen:
                    continue
                seen.add(key)
                batch.append({"file": path, "operator": op, "line": lineno + 1,
                              "end_line": endline + 1,
                              "detail": detail, "original_line": orig,
                              "mutated_line": new_line})
            if not batch:
                break
            self.check_originals(sorted({m["file"] for m in batch}))
            for m in batch:
                ok = self.original[m["file"]][0]
                if ok:
                    mutants.append(m)
                else:
                    bad.add(m["file"])
        self.rejected_originals = sorted(bad)
        for k, m in enumerate(mutants):
            m["index"] = k
        return mutants

    def mutant_text(self, m):
        pf = self.parse(m["file"])
        lines = list(pf.lines)
        lines[m["line"] - 1:m["end_line"]] = [m["mutated_line"]]
        return "\n".join(lines)

    def evaluate(self, m):
        data = self.mutant_text(m)
        # A token mutant may lose or garble its .target: use the original's.
        arch = target_of(data) or target_of(self.parse(m["file"]).text)
        flags = self.original[m["file"]][1]
        path = os.path.join(self.tmp, "m%05d.ptx" % m["index"])
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(data)
        pv, prc, pmsg = self.tools.ptxas_verdict(data, ptxas_arch(arch), flags, path)
        lv, lrc, lmsg = self.tools.ptxlint_verdict(ptxlint_arch(arch), path)
        os.unlink(path)
        r = dict(m)
        r.update({"arch": arch, "ptxas_flags": flags,
                  "ptxas": pv, "ptxas_rc": prc, "ptxas_message": pmsg,
                  "ptxlint": lv, "ptxlint_rc": lrc, "ptxlint_message": lmsg})
        r["agree"] = pv != "error" and lv != "error" and pv == lv
        doc = documented_difference(r)
        if doc:
            r["documented"] = doc
        return r

    def evaluate_original(self, path):
        data = read_text(path)
        arch = target_of(data)
        ok, flags, msg = self.original[path]
        if arch:
            pv, prc, pmsg = self.tools.ptxas_verdict(data, arch, flags, path)
        else:
            pv, prc, pmsg = "reject", None, msg
        lv, lrc, lmsg = self.tools.ptxlint_verdict(arch, path)
        return {"file": path, "operator": "original", "arch": arch,
                "ptxas_flags": flags, "ptxas": pv, "ptxas_rc": prc,
                "ptxas_message": pmsg, "ptxlint": lv, "ptxlint_rc": lrc,
                "ptxlint_message": lmsg,
                "agree": pv != "error" and lv != "error" and pv == lv}


# ---------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------


# Over-rejections docs/ptxas-differences.md documents: ptxas accepts what the
# manual forbids, ptxlint follows the manual, and what ptxas does depends on
# something ptxlint cannot know. A mutant counts as one only when each of
# ptxlint's errors matches (the report lists them apart, and the agreement
# figures leave them out).
DOCUMENTED = [
    # ptxas resolves a .loc function_name label only for a .loc in effect at
    # an instruction its dead-code elimination keeps (line-delete of
    # $L__info_string1: in math_fastmath sm_90a -lineinfo).
    (re.compile(r"the \.loc function_name label '[^']*' is not defined in this module"),
     "dangling .loc function_name label under code ptxas removes"),
]
LINT_ERROR_MESSAGE = re.compile(r"^<input>:\d+:\d+: error: (.*)$", re.M)


def documented_difference(r):
    if r["ptxas"] != "accept" or r["ptxlint"] != "reject":
        return None
    msgs = LINT_ERROR_MESSAGE.findall(r["ptxlint_message"])
    for pat, why in DOCUMENTED:
        if msgs and all(pat.search(m) for m in msgs):
            return why
    return None


def pct(n, d):
    return 100.0 * n / d if d else 100.0


def summarize(records):
    s = {"total": len(records), "agree": 0, "acc": 0, "acc_agree": 0,
         "rej": 0, "rej_agree": 0, "lint_errors": 0, "ptxas_errors": 0,
         "documented": 0}
    for r in records:
        if r.get("documented"):
            s["documented"] += 1
            s["total"] -= 1
            continue
        s["agree"] += r["agree"]
        if r["ptxas"] == "accept":
            s["acc"] += 1
            s["acc_agree"] += r["agree"]
        elif r["ptxas"] == "reject":
            s["rej"] += 1
            s["rej_agree"] += r["agree"]
        else:
            s["ptxas_errors"] += 1
        if r["ptxlint"] == "error":
            s["lint_errors"] += 1
    return s


# "ptxas FILE, line N; error   : ..." and, for syntax errors, "...; fatal   : Parsing error near ...".
PTXAS_ERROR_LINE = re.compile(r"^ptxas [^\n]*?, line (\d+); (?:error|fatal)", re.M)
LINT_ERROR_LINE = re.compile(r"^<input>:(\d+):\d+: error:", re.M)


def error_lines(r):
    """(ptxas's error lines, ptxlint's error lines) of a record, in order."""
    return ([int(x) for x in PTXAS_ERROR_LINE.findall(r["ptxas_message"])],
            [int(x) for x in LINT_ERROR_LINE.findall(r["ptxlint_message"])])


def line_agreement(records):
    """Where the two tools put the error, over the mutants both reject and
    ptxas names a line for: ptxlint's first error on ptxas's first error
    line; ptxlint reporting some error on that line; ptxlint's first error
    on the mutated line (a mutant changes one line; ptxas sometimes reports
    the use of what the change broke, elsewhere)."""
    n = first = some = mutated = 0
    for r in records:
        if r["ptxas"] != "reject" or r["ptxlint"] != "reject":
            continue
        pl, ll = error_lines(r)
        if not pl or not ll:
            continue
        n += 1
        first += ll[0] == pl[0]
        some += pl[0] in ll
        # The mutated statement is one line of the mutant, at r["line"].
        mutated += "line" in r and ll[0] == r["line"]
    return n, first, some, mutated


def print_report(records, h, args, out):
    s = summarize(records)
    w = out.write
    nfiles = len({r["file"] for r in records})
    if args.originals:
        w("ptxas-diff: %d original files (%d .address_size 32 files skipped), ptxas %s\n"
          % (len(records), h.skipped_32bit, h.tools.ptxas_version))
    else:
        w("ptxas-diff: %d mutants of %d files (seed %d; %d candidate files; skipped: %d over "
          "--max-bytes, %d .address_size 32, %d whose original ptxas%s rejects), ptxas %s\n"
          % (len(records), nfiles, args.seed, len(h.candidates), h.skipped_large,
             h.skipped_32bit, len(h.rejected_originals),
             " (or, with --analyses, ptxlint)" if args.analyses else "", h.tools.ptxas_version))
    w("  agreement           %6.2f%%  (%d of %d)\n" % (pct(s["agree"], s["total"]), s["agree"], s["total"]))
    w("  ptxas accepts       %6.2f%%  (ptxlint accepts %d of %d; below 100%% = over-rejection)\n"
      % (pct(s["acc_agree"], s["acc"]), s["acc_agree"], s["acc"]))
    w("  ptxas rejects       %6.2f%%  (ptxlint rejects %d of %d; below 100%% = missed errors)\n"
      % (pct(s["rej_agree"], s["rej"]), s["rej_agree"], s["rej"]))
    if s["documented"]:
        w("  documented          %d (ptxas accepts, ptxlint follows the manual; "
          "docs/ptxas-differences.md; not counted above)\n" % s["documented"])
    w("  harness errors      %d ptxlint (exit 2, crash or timeout), %d ptxas (timeout or crash)\n"
      % (s["lint_errors"], s["ptxas_errors"]))
    n, first, some, mutated = line_agreement(records)
    if n:
        w("  error lines         %6.2f%%  (ptxlint's first error on ptxas's first error line, %d of %d "
          "both-rejected; some error there %d; first error on the mutated line %d)\n"
          % (pct(first, n), first, n, some, mutated))
    if not args.originals:
        w("\n  %-20s %5s %7s %13s %13s %5s\n" % ("operator", "n", "agree%", "accepted", "rejected", "err"))
        for op in args.operators:
            rs = [r for r in records if r["operator"] == op]
            if not rs:
                continue
            t = summarize(rs)
            w("  %-20s %5d %6.1f%% %6d/%-6d %6d/%-6d %5d\n"
              % (op, t["total"], pct(t["agree"], t["total"]), t["acc_agree"], t["acc"],
                 t["rej_agree"], t["rej"], t["lint_errors"] + t["ptxas_errors"]))
        w("  (accepted = ptxlint agreed / ptxas accepted; rejected = ptxlint agreed / ptxas rejected)\n")
    return s


def first_lines(text, n):
    lines = [l for l in text.strip("\n").split("\n") if l.strip()]
    more = len(lines) - n
    return "\n".join("      " + l for l in lines[:n]) + (
        "\n      ... (%d more lines)" % more if more > 0 else "")


def kind(r):
    if r["ptxlint"] == "error" or r["ptxas"] == "error":
        return "harness error"
    if r["ptxas"] == "accept":
        return "over-rejection: ptxas accepts, ptxlint rejects"
    return "missed: ptxas rejects, ptxlint accepts"


def unified_diff(r, indent=""):
    """The mutation as a unified diff hunk (the changed line(s) only)."""
    old = r["original_line"].split("\n")
    hunk = ["--- %s" % r["file"], "+++ mutant (%s)" % r["operator"], "@@ -%d%s +%d @@" % (
        r["line"], "," + str(len(old)) if len(old) != 1 else "", r["line"])]
    hunk += ["-" + l for l in old] + ["+" + r["mutated_line"]]
    return "".join(indent + l + "\n" for l in hunk)


def show_disagreements(records, n, out):
    for r in records:
        if r.get("documented"):
            out.write("\ndocumented difference #%s %s [%s] %s: %s (%s line %s)\n"
                      % (r.get("index", "-"), r["operator"], r.get("detail", ""), r["arch"],
                         r["documented"], r["file"], r.get("line", "-")))
    bad = [r for r in records if not r["agree"] and not r.get("documented")]
    if not bad or n <= 0:
        return
    bad.sort(key=lambda r: (0 if r["ptxlint"] == "error" or r["ptxas"] == "error"
                            else 1 if r["ptxas"] == "accept" else 2, r.get("index", 0)))
    out.write("\n%d disagreement(s); showing %d (harness errors and over-rejections first)\n"
              % (len(bad), min(n, len(bad))))
    for r in bad[:n]:
        out.write("\n#%s %s [%s] %s: %s\n" % (r.get("index", "-"), r["operator"], r.get("detail", ""),
                                             r["arch"], kind(r)))
        if "line" in r:
            out.write(unified_diff(r, "  "))
        else:
            out.write("  %s\n" % r["file"])
        out.write("  ptxas (%s, rc %s%s):\n%s\n" % (r["ptxas"], r["ptxas_rc"],
                  ", " + " ".join(r["ptxas_flags"]) if r["ptxas_flags"] else "",
                  first_lines(r["ptxas_message"], 6) or "      (no output)"))
        out.write("  ptxlint (%s, rc %s):\n%s\n" % (r["ptxlint"], r["ptxlint_rc"],
                  first_lines(r["ptxlint_message"], 9) or "      (no output)"))


def show_line_disagreements(records, n, out):
    bad = []
    for r in records:
        if r["ptxas"] == "reject" and r["ptxlint"] == "reject":
            pl, ll = error_lines(r)
            if pl and ll and ll[0] != pl[0]:
                bad.append(r)
    if not bad or n <= 0:
        return
    out.write("\n%d mutant(s) whose first error lines differ; showing %d\n" % (len(bad), min(n, len(bad))))
    for r in bad[:n]:
        out.write("\n#%s %s [%s] %s: mutated line %s\n" % (r.get("index", "-"), r["operator"],
                  r.get("detail", ""), r["arch"], r.get("line", "-")))
        if "line" in r:
            out.write(unified_diff(r, "  "))
        out.write("  ptxas:\n%s\n" % first_lines(r["ptxas_message"], 3))
        out.write("  ptxlint:\n%s\n" % first_lines(r["ptxlint_message"], 4))


def keep_disagreements(records, h, d):
    os.makedirs(d, exist_ok=True)
    for r in records:
        if r["agree"] or "index" not in r:
            continue
        stem = os.path.basename(r["file"])[:-4]
        name = "%05d-%s-%s" % (r["index"], r["operator"], stem)
        with open(os.path.join(d, name + ".ptx"), "w", encoding="utf-8",
                  errors="surrogateescape") as f:
            f.write(h.mutant_text(r))
        with open(os.path.join(d, name + ".txt"), "w") as f:
            f.write("source: %s line %d\noperator: %s (%s)\n%s\n%s\n"
                    "ptxas -arch=%s %s: %s (rc %s)\n%s\nptxlint%s --gpu-name %s: %s (rc %s)\n%s\n"
                    % (r["file"], r["line"], r["operator"], r["detail"], kind(r),
                       unified_diff(r), r["arch"],
                       " ".join(r["ptxas_flags"]), r["ptxas"], r["ptxas_rc"], r["ptxas_message"],
                       "" if h.args.analyses else " --no-analyses", r["arch"], r["ptxlint"], r["ptxlint_rc"], r["ptxlint_message"]))


def main(argv=None):
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet under `| head`
    ap = argparse.ArgumentParser(
        description="Mutate valid PTX and compare ptxlint's accept/reject verdict with ptxas's.")
    ap.add_argument("inputs", nargs="+", metavar="PTX_FILE_OR_DIR")
    ap.add_argument("--ptxlint", default="build/bin/ptxlint")
    ap.add_argument("--ptxas", default=None, help="default: ptxas on PATH")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--analyses", action="store_true",
                    help="run ptxlint with its analyses (default --no-analyses): checks that no "
                         "analysis crashes, hangs or reports an error on a mutant ptxas accepts")
    ap.add_argument("--count", type=int, default=300, help="number of mutants (default 300)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120, help="seconds per tool run (default 120)")
    ap.add_argument("--cache", default=os.path.join(os.path.expanduser("~"), ".cache", "ptxlint-diff"),
                    help="ptxas verdict cache directory ('' = none; default ~/.cache/ptxlint-diff)")
    ap.add_argument("--max-bytes", type=int, default=1000000,
                    help="mutate only files up to this size when any exist (default 1000000)")
    ap.add_argument("--operators", default=",".join(OPERATORS),
                    help="comma-separated operators or groups: default (the "
                    "instruction and .target/.version operators: " + ", ".join(OPERATORS)
                    + "), decl (declarations, initializers, functions, call sites: "
                    + ", ".join(DECL_OPERATORS) + "), token (syntax-blind token and line edits: "
                    + ", ".join(TOKEN_OPERATORS) + "), all (default + decl), gating (.target and "
                    ".version: lower-target, lower-version, other-target), order (modifier-swap), "
                    "old (old-target: sm_50 ... sm_72, assembled with ptxas -arch=sm_75), "
                    "elements (vector-element, special-register: elements of {...} and special "
                    "registers replaced)")
    ap.add_argument("--originals", action="store_true",
                    help="check the unmutated files only (agreement must be 100%%)")
    ap.add_argument("--json", metavar="OUT", help="write per-mutant records as a JSON array")
    ap.add_argument("--show", type=int, default=0, metavar="N", help="print N disagreements")
    ap.add_argument("--show-lines", type=int, default=0, metavar="N",
                    help="print N both-rejected mutants whose first error lines differ")
    ap.add_argument("--keep", metavar="DIR", help="write disagreeing mutants (.ptx + .txt) to DIR")
    ap.add_argument("--min-agreement", type=float, default=None, metavar="PCT")
    ap.add_argument("--min-accepted-agreement", type=float, default=None, metavar="PCT")
    ap.add_argument("--pass", dest="passes", action="append", default=[],
                    metavar="OPERATORS:COUNT:MIN_AGREEMENT:MIN_ACCEPTED",
                    help="instead of one sample, run this one and then the next --pass, each "
                    "with its own operators (comma-separated, as --operators), count and "
                    "thresholds ('' for none) and a report of its own: the same mutants and "
                    "report as separate runs, but the files are parsed and their originals "
                    "checked once (nvcc-corpus.test's three samples)")
    args = ap.parse_args(argv)

    groups = {"default": OPERATORS, "decl": DECL_OPERATORS, "token": TOKEN_OPERATORS,
              "all": OPERATORS + DECL_OPERATORS,
              "gating": ["lower-target", "lower-version", "other-target"],
              "order": ["modifier-swap"],
              "old": ["old-target"],
              "elements": ["vector-element", "special-register"]}
    def expand(spec):
        ops = []
        for o in (o.strip() for o in spec.split(",")):
            for x in groups.get(o, [o] if o else []):
                if x not in ops:
                    ops.append(x)
        unknown = [o for o in ops
                   if o not in OPERATORS + DECL_OPERATORS + TOKEN_OPERATORS + EXTRA_OPERATORS]
        if unknown or not ops:
            ap.error("unknown operator(s): %s" % ", ".join(unknown))
        return ops
    args.operators = expand(args.operators)
    passes = []
    for spec in args.passes:
        parts = spec.split(":")
        if len(parts) != 4 or args.originals or args.json or args.keep:
            ap.error("--pass takes OPERATORS:COUNT:MIN_AGREEMENT:MIN_ACCEPTED and goes "
                     "without --originals, --json and --keep")
        try:
            p = argparse.Namespace(**vars(args))
            p.operators = expand(parts[0])
            p.count = int(parts[1])
            p.min_agreement = float(parts[2]) if parts[2] else None
            p.min_accepted_agreement = float(parts[3]) if parts[3] else None
        except ValueError:
            ap.error("bad --pass '%s'" % spec)
        passes.append(p)
    if args.jobs < 1 or args.count < 0 or any(p.count < 0 for p in passes):
        ap.error("--jobs must be >= 1 and --count >= 0")
    if args.ptxas is None:
        args.ptxas = shutil.which("ptxas")
        if not args.ptxas:
            print("ptxas-diff: SKIPPED: ptxas not found on PATH (use --ptxas)", file=sys.stderr)
            return 77
    if not (os.path.isfile(args.ptxlint) and os.access(args.ptxlint, os.X_OK)):
        found = shutil.which(args.ptxlint)
        if not found:
            ap.error("ptxlint '%s' is not an executable" % args.ptxlint)
        args.ptxlint = found
    files = collect_inputs(args.inputs)
    if not files:
        print("ptxas-diff: no .ptx files in the inputs", file=sys.stderr)
        return 2

    n_all = len(files)
    files = [f for f in files if not is_32bit(f)]
    if not files:
        print("ptxas-diff: no usable .ptx files in the inputs (all .address_size 32)", file=sys.stderr)
        return 2
    tools = Tools(args)
    h = Harness(args, tools, files)
    h.skipped_32bit = n_all - len(files)

    def sample(args):
        h.args = args
        if args.originals:
            h.candidates, h.skipped_large, h.rejected_originals = files, 0, []
            h.check_originals(files)
            records = run_parallel(h.evaluate_original, files, args.jobs)
        else:
            mutants = h.generate()
            if not mutants:
                print("ptxas-diff: could not generate any mutant", file=sys.stderr)
                return 2
            records = run_parallel(h.evaluate, mutants, args.jobs)
        s = print_report(records, h, args, sys.stdout)
        show_disagreements(records, args.show, sys.stdout)
        show_line_disagreements(records, args.show_lines, sys.stdout)
        if args.keep:
            keep_disagreements(records, h, args.keep)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(records, f, indent=1)
                f.write("\n")

        fail = []
        if args.originals:
            if s["agree"] != s["total"]:
                fail.append("originals: %d of %d disagree (must be 0)" % (s["total"] - s["agree"], s["total"]))
        if args.min_agreement is not None and pct(s["agree"], s["total"]) < args.min_agreement:
            fail.append("agreement %.2f%% < %g%%" % (pct(s["agree"], s["total"]), args.min_agreement))
        if (args.min_accepted_agreement is not None
                and pct(s["acc_agree"], s["acc"]) < args.min_accepted_agreement):
            fail.append("agreement on ptxas-accepted %.2f%% < %g%%"
                        % (pct(s["acc_agree"], s["acc"]), args.min_accepted_agreement))
        for f in fail:
            print("ptxas-diff: FAIL: " + f)
        if not fail:
            print("ptxas-diff: PASS")
        sys.stdout.flush()
        return 1 if fail else 0

    try:
        # Each pass is what a run of its own would do: generate() starts
        # from the seed again, and only the parsed files and the originals'
        # verdicts carry over.
        rc = 0
        for p in passes or [args]:
            rc = max(rc, sample(p))
        return rc
    finally:
        shutil.rmtree(h.tmp, ignore_errors=True)

if __name__ == "__main__":
    sys.exit(main())
