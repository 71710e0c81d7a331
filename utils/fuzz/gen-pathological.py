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


def straight(n, rng, plant):
    # One block of N instructions mixing ALU, compare/select and shared
    # loads and stores over 32 registers, each read soon after its write.
    out = [HEADER, ".visible .entry k(.param .u64 out)\n{\n"]
    out.append("\t.reg .b32 %r<40>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<4>;\n")
    out.append("\t.shared .align 4 .b8 sm[256];\n")
    out.append("\tmov.u32 %r1, %tid.x;\n")
    for i in range(2, 34):
        out.append("\tadd.u32 %%r%d, %%r1, %d;\n" % (i, i))
    for i in range(n):
        d, a, b = rng.randrange(2, 34), rng.randrange(2, 34), rng.randrange(1, 34)
        k = rng.randrange(7)
        if k == 0:
            out.append("\tadd.u32 %%r%d, %%r%d, %%r%d;\n" % (d, a, b))
        elif k == 1:
            out.append("\tmul.lo.u32 %%r%d, %%r%d, %d;\n" % (d, a, rng.randrange(1, 99)))
        elif k == 2:
            out.append("\txor.b32 %%r%d, %%r%d, %%r%d;\n" % (d, a, b))
        elif k == 3:
            out.append("\tsetp.lt.u32 %%p1, %%r%d, %%r%d;\n\tselp.b32 %%r%d, %%r%d, %%r%d, %%p1;\n"
                       % (a, b, d, a, b))
        elif k == 4:
            out.append("\tand.b32 %%r36, %%r%d, 63;\n\tshl.b32 %%r36, %%r36, 2;\n" % a)
            out.append("\tst.shared.u32 [%%r36], %%r%d;\n" % b)
        elif k == 5:
            out.append("\tld.shared.u32 %%r%d, [sm+%d];\n" % (d, 4 * rng.randrange(64)))
        else:
            out.append("\tshr.u32 %%r%d, %%r%d, %d;\n" % (d, a, rng.randrange(32)))
    acc = "%r2"
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r39;\n")
    out.append(store_tail(acc))
    return "".join(out)


def blocks(n, rng, plant):
    # N basic blocks in one kernel, each ending in a conditional branch to a
    # random later block (a DAG of forward edges), one in eight also a loop
    # back to an earlier block while a uniform counter is small.
    out = [HEADER, ".visible .entry k(.param .u64 out, .param .u32 lim)\n{\n"]
    out.append("\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<4>;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, 0;\n\tmov.u32 %r3, 0;\n")
    out.append("\tld.param.u32 %r4, [lim];\n")
    for i in range(n):
        out.append("B%d:\n\tadd.u32 %%r2, %%r2, %d;\n" % (i, rng.randrange(1, 1000)))
        if i + 1 < n:
            j = rng.randrange(i + 1, min(n, i + 40))
            if rng.random() < 0.5:
                out.append("\tsetp.lt.u32 %%p1, %%r1, %d;\n" % rng.randrange(1, 1024))
            else:
                out.append("\tsetp.lt.u32 %p1, %r2, %r4;\n")
            out.append("\t@%%p1 bra B%d;\n" % j)
            if i > 8 and rng.random() < 0.125:
                out.append("\tadd.u32 %r3, %r3, 1;\n\tsetp.lt.u32 %p2, %r3, %r4;\n")
                out.append("\t@%%p2 bra B%d;\n" % rng.randrange(max(0, i - 30), i))
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r7;\n")
    out.append(store_tail("%r2"))
    return "".join(out)


def barriers(n, rng, plant):
    # N rounds of: write shared, bar.sync, read a neighbour's slot; some
    # rounds under a branch on a uniform (parameter) value, some inside a
    # loop of uniform trip count, some after a divergent diamond.
    out = [HEADER, ".visible .entry k(.param .u64 out, .param .u32 lim)\n{\n"]
    out.append("\t.reg .b32 %r<12>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<4>;\n")
    out.append("\t.shared .align 4 .b32 sm[1024];\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tand.b32 %r1, %r1, 1023;\n\tmov.u32 %r2, 0;\n")
    out.append("\tshl.b32 %r5, %r1, 2;\n\tmov.u32 %r6, sm;\n\tadd.u32 %r5, %r6, %r5;\n")
    out.append("\tld.param.u32 %r4, [lim];\n")
    for i in range(n):
        k = rng.randrange(4)
        if k == 1:
            out.append("\tsetp.lt.u32 %%p1, %%r4, %d;\n\t@%%p1 bra S%d;\n" % (rng.randrange(100), i))
        elif k == 2:
            out.append("\tmov.u32 %%r3, 0;\nL%d:\n" % i)
        elif k == 3:
            out.append("\tsetp.lt.u32 %%p2, %%r1, %d;\n\t@%%p2 bra D%d;\n" % (rng.randrange(1, 1024), i))
            out.append("\tadd.u32 %%r2, %%r2, %d;\nD%d:\n" % (i, i))
        out.append("\tst.shared.u32 [%r5], %r2;\n\tbar.sync 0;\n")
        out.append("\tld.shared.u32 %r7, [%r5];\n")
        out.append("\tadd.u32 %r2, %r2, %r7;\n\tbar.sync 0;\n")
        if k == 1:
            out.append("S%d:\n" % i)
        elif k == 2:
            out.append("\tadd.u32 %%r3, %%r3, 1;\n\tsetp.lt.u32 %%p3, %%r3, %%r4;\n\t@%%p3 bra L%d;\n" % i)
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r11;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n" + store_tail("%r2"))
    return "".join(out)


def shuffles(n, rng, plant):
    # N loops of uniform trip count, each with a full-warp shfl.sync (every
    # mode) and a vote, some after a divergent diamond that reconverges.
    out = [HEADER, ".visible .entry k(.param .u64 out, .param .u32 lim)\n{\n"]
    out.append("\t.reg .b32 %r<12>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<4>;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, %r1;\n\tld.param.u32 %r4, [lim];\n")
    modes = ["bfly", "down", "up", "idx"]
    for i in range(n):
        out.append("\tmov.u32 %%r3, 0;\nL%d:\n" % i)
        if rng.random() < 0.3:
            out.append("\tsetp.lt.u32 %%p2, %%r1, %d;\n\t@%%p2 bra D%d;\n" % (rng.randrange(1, 32), i))
            out.append("\tadd.u32 %%r2, %%r2, %d;\nD%d:\n" % (i, i))
        m = modes[rng.randrange(4)]
        c = 31 if m != "up" else 0
        out.append("\tshfl.sync.%s.b32 %%r5, %%r2, %d, %d, -1;\n" % (m, rng.randrange(1, 32), c))
        out.append("\tadd.u32 %r2, %r2, %r5;\n")
        out.append("\tsetp.ne.u32 %p1, %r2, 0;\n\tvote.sync.ballot.b32 %r6, %p1, -1;\n")
        out.append("\txor.b32 %r2, %r2, %r6;\n")
        out.append("\tadd.u32 %%r3, %%r3, 1;\n\tsetp.lt.u32 %%p3, %%r3, %%r4;\n\t@%%p3 bra L%d;\n" % i)
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r11;\n")
    out.append(store_tail("%r2"))
    return "".join(out)


def mbarriers(n, rng, plant):
    # sm_90: 16 mbarrier objects initialised by thread 0 for the whole
    # 128-thread block, then N arrive / try_wait spin loops over them.
    out = [".version 8.0\n.target sm_90\n.address_size 64\n\n",
           ".visible .entry k(.param .u64 out) .reqntid 128\n{\n"]
    out.append("\t.reg .b32 %r<12>;\n\t.reg .b64 %rd<8>;\n\t.reg .pred %p<4>;\n")
    out.append("\t.shared .align 8 .b64 mb[16];\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, 0;\n")
    out.append("\tsetp.ne.u32 %p1, %r1, 0;\n\t@%p1 bra INITED;\n")
    for j in range(16):
        out.append("\tmbarrier.init.shared.b64 [mb+%d], 128;\n" % (8 * j))
    out.append("INITED:\n\tbar.sync 0;\n")
    for i in range(n):
        j = rng.randrange(16)
        out.append("\tmbarrier.arrive.shared.b64 %%rd5, [mb+%d];\n" % (8 * j))
        out.append("W%d:\n\tmbarrier.try_wait.shared.b64 %%p2, [mb+%d], %%rd5;\n" % (i, 8 * j))
        out.append("\t@!%%p2 bra W%d;\n\tadd.u32 %%r2, %%r2, %d;\n" % (i, i & 0xFFF))
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r11;\n")
    out.append(store_tail("%r2"))
    return "".join(out)


def initializer(n, rng, plant):
    # A .global .b8 array of N bytes and a .global .u32 array of N/4 words,
    # both with full initialisers (about 4.5 N bytes of text).
    out = [HEADER]
    out.append(".global .align 1 .b8 bytes[%d] = {" % n)
    out.append(",".join(str(rng.randrange(256)) for _ in range(n)))
    out.append("};\n")
    w = max(1, n // 4)
    out.append(".global .align 4 .u32 words[%d] = {" % w)
    out.append(",".join(str(rng.randrange(1 << 32)) for _ in range(w)))
    out.append("};\n")
    out.append(".visible .entry k(.param .u64 out)\n{\n")
    out.append("\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<6>;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tmov.u64 %rd4, words;\n")
    out.append("\tld.global.u32 %r2, [%rd4];\n")
    if plant:
        out.append("\tadd.u32 %r2, %r2, %r3;\n")
    out.append(store_tail("%r2"))
    return "".join(out)


def braces(n, rng, plant):
    # N nested { } scopes, each declaring a register and adding it in.
    out = [HEADER, ".visible .entry k(.param .u64 out)\n{\n"]
    out.append("\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n")
    out.append("\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, 0;\n")
    for i in range(n):
        out.append("{\n.reg .b32 %%s%d;\nadd.u32 %%s%d, %%r2, %d;\nmov.u32 %%r2, %%s%d;\n" % (i, i, i & 0xFF, i))
    if plant:
        out.append("add.u32 %r2, %r2, %r3;\n")
    out.append("}\n" * n)
    out.append(store_tail("%r2"))
    return "".join(out)


def longline(n, rng, plant):
    # A whole module on one line: N instructions (with their branches and
    # labels) and no newline but the last.
    out = [HEADER.replace("\n", " "), ".visible .entry k(.param .u64 out) { "]
    out.append(".reg .b32 %r<8>; .reg .b64 %rd<4>; .reg .pred %p<2>; ")
    out.append("mov.u32 %r1, %tid.x; mov.u32 %r2, 0; ")
    for i in range(n):
        if i % 8 == 7:
            out.append("setp.lt.u32 %%p1, %%r1, %d; @%%p1 bra L%d; add.u32 %%r2, %%r2, 1; L%d: " % (rng.randrange(1, 1024), i, i))
        else:
            out.append("add.u32 %%r2, %%r2, %d; " % rng.randrange(1, 1000))
    if plant:
        out.append("add.u32 %r2, %r2, %r7; ")
    out.append(store_tail("%r2").replace("\n", " ").replace("\t", ""))
    return "".join(out) + "\n"


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
    "straight": straight,
    "blocks": blocks,
    "barriers": barriers,
    "shuffles": shuffles,
    "mbarriers": mbarriers,
    "initializer": initializer,
    "braces": braces,
    "longline": longline,
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
