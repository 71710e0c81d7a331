#!/usr/bin/env python3
"""Writes PTX inputs whose shape once made ptxlint superlinear (issue 2:
bad input gets a clear diagnostic, never a crash, hang or lost data).

  gen-pathological.py KIND N [--seed S] [-o FILE]

KIND and what N counts:
  callcycle     N .func functions, each calling the next, the last the first,
                plus N/4 random extra calls (a cyclic call graph)
  callchain     N .func functions, each calling the next and a random later
                one (an acyclic call graph in which every function reaches
                most of the others)
  diamonds      N setp / @p bra pairs in one kernel (a chain of diamonds)
  loopnest      N loops nested in one kernel, each left on a thread-dependent
                condition
  longblock     one basic block of N shared-memory loads, all through one
                address register written more than once
  brx           a brx.idx over a .branchtargets list of N labels
  badbytes      N random bytes after a valid header
  badrun        N bytes 0x80 after a valid header
  suppressions  N reads of never-written registers with an inline
                `// ptxlint: disable=uninitialized-register`, each followed
                by one without (N uninitialized-register errors remain)

The modules of callcycle, callchain, diamonds, loopnest, longblock and brx are valid PTX
(ptxas accepts them; sema finds no error, so every analysis runs). With --plant, each
also reads a register nothing writes at its far end (in f(N-1); after the last
diamond; in the innermost loop; at the end of the block; in the last branch target): exactly one uninitialized-register
error, which shows that the analyses ran to the end. The output is
deterministic for a given KIND, N and seed. Used by test/fuzz/*.test and as
seeds for the lint fuzzer (utils/fuzz/run-fuzz.sh).
"""
import argparse
import random
import sys

HEADER = ".version 8.5\n.target sm_80\n.address_size 64\n\n"



def store_tail(reg):
    """The kernel's last lines: store REG at out[%tid.x] and return."""
    return ("\tld.param.u64 %rd1, [out];\n\tcvta.to.global.u64 %rd2, %rd1;\n"
            "\tmul.wide.u32 %rd3, %r1, 4;\n\tadd.s64 %rd2, %rd2, %rd3;\n"
            "\tst.global.u32 [%rd2], " + reg + ";\n\tret;\n}\n")

def calls(n, rng, plant, callees_of):
    out = [HEADER]
    for i in range(n):
        out.append(".func (.param .b32 r) f%d(.param .b32 a);\n" % i)
    for i in range(n):
        callees = callees_of(i)
        out.append(".func (.param .b32 r) f%d(.param .b32 a)\n{\n" % i)
        out.append("\t.reg .b32 %r<4>;\n\t.reg .pred %p<2>;\n")
        out.append("\tld.param.b32 %r1, [a];\n")
        out.append("\tsetp.eq.u32 %p1, %r1, 0;\n")
        out.append("\tmov.u32 %r3, %r1;\n")
        out.append("\t@%p1 bra DONE;\n")
        out.append("\tadd.u32 %r2, %r1, -1;\n")
        for c in callees:
            out.append("\t{\n\t.param .b32 pa;\n\t.param .b32 pr;\n")
            out.append("\tst.param.b32 [pa], %r2;\n")
            out.append("\tcall (pr), f%d, (pa);\n" % c)
            out.append("\tld.param.b32 %r3, [pr];\n\t}\n")
        if plant and i == n - 1:
            out.append("\tadd.u32 %r3, %r3, %r0;\n")
        out.append("DONE:\n\tst.param.b32 [r], %r3;\n\tret;\n}\n")
    out.append(".visible .entry k(.param .u64 out)\n{\n")
    out.append("\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n")
    out.append("\t{\n\t.param .b32 pa;\n\t.param .b32 pr;\n")
    out.append("\tst.param.b32 [pa], %r1;\n\tcall (pr), f0, (pa);\n")
    out.append("\tld.param.b32 %r2, [pr];\n\t}\n")
    out.append(store_tail("%r2"))
    return "".join(out)


def callcycle(n, rng, plant):
    def callees(i):
        c = [(i + 1) % n]
        if rng.random() < 0.25:
            c.append(rng.randrange(n))
        return c
    return calls(n, rng, plant, callees)


def callchain(n, rng, plant):
    # f(i) calls f(i+1) and one f(j), j > i + 1, chosen at random: no cycle.
    def callees(i):
        c = [i + 1] if i + 1 < n else []
        if i + 2 < n:
            c.append(rng.randrange(i + 2, n))
        return c
    return calls(n, rng, plant, callees)


def diamonds(n, rng, plant):
    out = [HEADER, ".visible .entry k(.param .u64 out)\n{\n"]
    out.append("\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<2>;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, 0;\n")
    for i in range(n):
        out.append("\tsetp.lt.u32 %%p1, %%r1, %d;\n" % rng.randrange(1, 1024))
        out.append("\t@%%p1 bra L%d;\n" % i)
        out.append("\tadd.u32 %%r2, %%r2, %d;\n" % (i & 0xFFFF))
        out.append("L%d:\n" % i)
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r3;\n")
    out.append(store_tail("%r2"))
    return "".join(out)


def loopnest(n, rng, plant):
    # L0: L1: ... L(N-1): body; then the latches, innermost first, each
    # going back while the thread's counter is below a bound.
    out = [HEADER, ".visible .entry k(.param .u64 out)\n{\n"]
    out.append("\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<2>;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, %r1;\n")
    for i in range(n):
        out.append("L%d:\n" % i)
    out.append("\tadd.u32 %r2, %r2, 1;\n")
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r3;\n")
    for i in reversed(range(n)):
        out.append("\tsetp.lt.u32 %%p1, %%r2, %d;\n" % (i + 5))
        out.append("\t@%%p1 bra L%d;\n" % i)
    out.append(store_tail("%r2"))
    return "".join(out)


def longblock(n, rng, plant):
    # No branch: each load's address register %r1 is written twice (so no
    # unique write answers for it), and the address analysis looks back for
    # the write that reaches each load.
    out = [HEADER, ".visible .entry k(.param .u64 out)\n{\n"]
    out.append("\t.reg .b32 %r<5>;\n\t.reg .b64 %rd<4>;\n")
    out.append("\t.shared .align 4 .b8 sm[64];\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tand.b32 %r1, %r1, 15;\n")
    out.append("\tshl.b32 %r1, %r1, 2;\n\tmov.u32 %r2, 0;\n")
    for i in range(n):
        out.append("\tld.shared.u32 %%r3, [%%r1+%d];\n" % (4 * rng.randrange(16)))
        out.append("\tadd.u32 %r2, %r2, %r3;\n")
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r4;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n" + store_tail("%r2"))
    return "".join(out)


def brx(n, rng, plant):
    out = [HEADER, ".visible .entry k(.param .u64 out)\n{\n"]
    out.append("\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n")
    out.append("\tmov.u32 %%r1, %%tid.x;\n\trem.u32 %%r2, %%r1, %d;\n" % n)
    out.append("\tmov.u32 %r3, 0;\n")
    out.append("\tts: .branchtargets ")
    out.append(", ".join("T%d" % i for i in range(n)))
    out.append(";\n\tbrx.idx %r2, ts;\n")
    for i in range(n):
        out.append("T%d:\n\tadd.u32 %%r3, %%r3, %d;\n" % (i, rng.randrange(1, 1000)))
        if plant and i == n - 1:
            out.append("\tadd.u32 %r3, %r3, %r0;\n")
        if rng.random() < 0.5:
            out.append("\tbra.uni DONE;\n")
    out.append("DONE:\n" + store_tail("%r3"))
    return "".join(out)


def badbytes(n, rng, plant):
    return HEADER.encode() + bytes(rng.randrange(256) for _ in range(n))


def badrun(n, rng, plant):
    return HEADER.encode() + b"\x80" * n


def suppressions(n, rng, plant):
    out = [HEADER, ".visible .entry k(.param .u64 out)\n{\n"]
    out.append("\t.reg .b32 %%r<%d>;\n\t.reg .b64 %%rd<4>;\n" % (2 * n + 2))
    out.append("\tld.param.u64 %rd1, [out];\n\tcvta.to.global.u64 %rd2, %rd1;\n")
    for i in range(n):
        # Each read of a never-written register is an uninitialized-register
        # warning; every other one is suppressed on its line.
        out.append("\tst.global.u32 [%%rd2+%d], %%r%d; // ptxlint: disable=uninitialized-register\n"
                   % (8 * i, 2 * i + 1))
        out.append("\tst.global.u32 [%%rd2+%d], %%r%d;\n" % (8 * i + 4, 2 * i + 2))
    out.append("\tret;\n}\n")
    return "".join(out)


KINDS = {
    "callcycle": callcycle,
    "callchain": callchain,
    "diamonds": diamonds,
    "loopnest": loopnest,
    "longblock": longblock,
    "brx": brx,
    "badbytes": badbytes,
    "badrun": badrun,
    "suppressions": suppressions,
}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kind", choices=sorted(KINDS))
    ap.add_argument("n", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plant", action="store_true",
                    help="add one uninitialized read at the far end (callcycle, callchain, diamonds, loopnest, longblock, brx)")
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()
    if args.n < 1:
        ap.error("N must be at least 1")
    data = KINDS[args.kind](args.n, random.Random(args.seed), args.plant)
    if isinstance(data, str):
        data = data.encode()
    if args.output == "-":
        sys.stdout.buffer.write(data)
    else:
        with open(args.output, "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
