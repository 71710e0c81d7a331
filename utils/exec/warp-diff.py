#!/usr/bin/env python3
"""Differential tester for the warp- and block-level semantics of `ptxlint run`.

For each seed it writes a random but well-defined CUDA kernel over one to
three blocks (1D or 2D shapes, block sizes that leave the last warp partial)
and, independently, a plain C++ host program that models the same kernel
lane by lane: every thread's variables are arrays indexed by thread, every
statement is evaluated in lockstep over the lanes that reach it, and the
warp collectives are written from the PTX ISA pseudo-code (shfl.sync,
vote.sync, match.sync, redux.sync) and the CUDA programming guide
(__shfl*_sync's width/clamp encoding, cooperative groups, __syncthreads_*,
atomics).

Covered: __shfl_sync/_up/_down/_xor with every width 1..32 and constant or
per-lane source lanes and offsets (also out of range), 32/64-bit, signed and
float shuffles, shfl.sync through asm() with arbitrary clamp and segment
masks and its predicate, __ballot/__any/__all_sync, __activemask, match
any/all (32/64-bit), __reduce_*_sync (sm_80+), __syncwarp exchanges through
shared memory, cooperative_groups tiled_partition<N> (shfl*, ballot, any,
all, reduce, inclusive_scan), __syncthreads exchanges and
__syncthreads_count/and/or, order-independent atomics on shared and global
memory (add/or/and/xor/min/max, 32/64-bit, signed, atomicInc/Dec with wrap
and the sum of their return values, atomicCAS loops), if/else with
lane-dependent and data-dependent conditions and loops with per-lane trip
counts (membermasks from __ballot_sync, so every collective's mask is
exactly the set of lanes that reach it).

Every collective's membermask is the set of lanes that execute it; where the
PTX ISA leaves a result undefined (a shuffle whose source lane is inactive or
outside membermask) the host marks the output word as "don't care", and such
values never flow into conditions, masks, addresses or other variables.

The kernel is compiled with `nvcc -ptx -arch=sm_XX` (-O3 or -G) and run with
`ptxlint run`; the output buffers are compared with the host's, byte for
byte (don't-care words excepted).

usage: warp-diff.py [--count N] [--seed S] [--archs sm_75,sm_80,...]
                    [--modes O3,G] [--ptxlint PATH] [--work DIR] [--jobs J]
                    [--keep] [--quiet] [--schedule-random]
Exit status: 0 all programs agree, 1 a mismatch or an executor failure,
2 the tools are missing.
"""
import argparse
import os
import random
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diffharness  # noqa: E402

NIN = 5          # input words per thread: a b c d f
VARS = ['a', 'b', 'c', 'd']
NSA = 8          # shared 32-bit accumulators per block
NSA64 = 4        # shared 64-bit accumulators per block
NG32 = 16        # global 32-bit accumulators
NG64 = 8         # global 64-bit accumulators

HOST_PRELUDE = r'''
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
typedef uint32_t u32; typedef int32_t s32; typedef uint64_t u64; typedef int64_t s64;
static inline u32 f2u(float x) { u32 u; memcpy(&u, &x, 4); return u; }
static inline float u2f(u32 u) { float x; memcpy(&x, &u, 4); return x; }
// The PTX ISA 8.5 9.7.10.6 shfl.sync pseudo-code: the source lane j of `lane`
// and whether it is in range (pval).
static void shfl_src(int mode, u32 lane, u32 b, u32 c, u32 *j, bool *p) {
  u32 bval = b & 31, cval = c & 31, seg = (c >> 8) & 31;
  u32 maxLane = (lane & seg) | (cval & ~seg);
  u32 minLane = lane & seg;
  long long jj; bool pv;
  switch (mode) {
  case 0: jj = minLane | (bval & ~seg); pv = jj <= (long long)maxLane; break;   // idx
  case 1: jj = (long long)lane - bval; pv = jj >= (long long)maxLane; break;    // up
  case 2: jj = (long long)lane + bval; pv = jj <= (long long)maxLane; break;    // down
  default: jj = lane ^ bval; pv = jj <= (long long)maxLane; break;              // bfly
  }
  if (!pv) jj = lane;
  *j = (u32)jj; *p = pv;
}
// CUDA's __shfl*_sync(mask, var, b, width) pass c = ((32 - width) << 8) | 0x1f,
// except __shfl_up_sync: (32 - width) << 8 (sm_30_intrinsics.hpp, CUDA guide B.22).
static inline u32 cuda_c(int mode, int width) {
  return mode == 1 ? (u32)(32 - width) << 8 : ((u32)(32 - width) << 8) | 0x1f;
}
'''


def sm_number(arch):
    return int(''.join(ch for ch in arch[3:] if ch.isdigit()))


class Gen:
    def __init__(self, seed, arch):
        self.r = random.Random(seed)
        self.arch = arch
        self.sm = sm_number(arch)
        r = self.r
        self.BS = r.choice([32, 64, 96, 48, 40, 128, 33, 80, 64, 32, 96, 256, 160, 24])
        shapes = [(self.BS, 1, 1)]
        for bx in (8, 16, 4, 2, 3):
            if self.BS % bx == 0 and bx < self.BS:
                shapes.append((bx, self.BS // bx, 1))
                rest = self.BS // bx
                for by in (2, 4):
                    if rest % by == 0 and by < rest:
                        shapes.append((bx, by, rest // by))
        self.bshape = r.choice(shapes)
        self.GRID = r.choice([1, 2, 2, 3])
        self.gshape = r.choice(['x', 'y', 'z'])
        self.NT = self.BS * self.GRID
        self.nout = len(VARS)          # slots 0..3: the variables' final values
        self.n = 0                     # unique names
        self.exited = False
        self.lastblock = False
        self.locked = False
        self.dev = []
        self.host = []
        self.ops = ['final ' + v for v in VARS]   # description per output slot
        self.g32 = 0
        self.g64 = 0
        self.s32 = 0
        self.s64 = 0
        self.g32init = []
        self.g64init = []
        self.s32init = []
        self.s64init = []
        self.fullwarps = self.BS % 32 == 0
        self.funcs = []

    def uniq(self):
        self.n += 1
        return self.n

    # ---- expressions: '$a' etc. rendered for device ('a') and host ('A[t]')
    SPECIAL = [('$lane', 'lane', 'LANE(t)'), ('$tib', 'tib', 'TIB(t)'), ('$blk', 'blk', 'BLK(t)'),
               ('$wib', 'wib', 'WIB(t)'), ('$f', 'f', 'F[t]'), ('$q', 'q', 'Q[t]')]

    def dv(self, e):
        for k, dname, _ in self.SPECIAL:
            e = e.replace(k, dname)
        for v in VARS:
            e = e.replace('$' + v, v)
        return e

    def hv(self, e):
        for k, _, hname in self.SPECIAL:
            e = e.replace(k, hname)
        for v in VARS:
            e = e.replace('$' + v, v.upper() + '[t]')
        return e

    def const(self):
        r = self.r
        return r.choice([0, 1, 2, 3, 5, 7, 8, 15, 16, 31, 32, 33, 0xff, 0x80000000,
                         0xffffffff, 0x7fffffff, r.getrandbits(32), r.getrandbits(8)])

    def expr(self, d=2, lanes=True):
        r = self.r
        if d <= 0 or r.random() < 0.3:
            k = r.random()
            if k < 0.55:
                return '$' + r.choice(VARS)
            if k < 0.75 and lanes:
                return r.choice(['$lane', '$tib', '$blk', '$wib'])
            return '%du' % self.const()
        x, y = self.expr(d - 1, lanes), self.expr(d - 1, lanes)
        op = r.choice(['+', '-', '*', '^', '&', '|', '>>', '<<', 'min', 'max', 'sel'])
        if op in ('>>', '<<'):
            return '(%s %s (%s & 31u))' % (x, op, y)
        if op == 'min':
            return '(%s < %s ? %s : %s)' % (x, y, x, y)
        if op == 'max':
            return '((int)%s > (int)%s ? %s : %s)' % (x, y, x, y)
        if op == 'sel':
            return '((%s & 1u) ? %s : %s)' % (x, y, x)
        return '(%s %s %s)' % (x, op, y)

    def small(self, bits=2):
        # low-entropy values so that matches and equal comparisons happen
        return '(%s & %du)' % (self.expr(1), (1 << bits) - 1)

    def cond(self, lanes_only=False):
        r = self.r
        if lanes_only or r.random() < 0.45:
            return r.choice(['($lane < %du)' % r.randint(1, 31),
                             '(($lane & %du) == %du)' % (r.choice([1, 3, 5, 7, 9, 16]), r.choice([0, 1])),
                             '((($lane * %du + %du) >> 2) & 1u)' % (r.randint(1, 31), r.randint(0, 31)),
                             '($lane >= %du)' % r.randint(1, 31),
                             '($tib %% %du == 0u)' % r.randint(2, 7)])
        return r.choice(['((%s & %du) != 0u)' % (self.expr(1), r.choice([1, 2, 3, 4, 8, 0x10, 0x100])),
                         '((int)%s < 0)' % self.expr(1),
                         '(%s < %s)' % (self.expr(1), self.expr(1))])

    # ---- output slots
    def out(self, dexpr, hexpr, okexpr, desc):
        k = self.nout
        self.nout += 1
        self.ops.append(desc)
        self.dev.append('OUT(%d, %s);' % (k, dexpr))
        return k

    def H(self, s):
        self.host.append(s)

    def D(self, s):
        self.dev.append(s)

    # ---- statements
    def stmt(self, ctx, depth):
        r = self.r
        kinds = ['assign', 'shfl', 'shfl', 'shfl', 'shfl64', 'shflf', 'shflasm', 'vote', 'vote',
                 'match', 'syncwarp', 'atom', 'atom', 'atominc', 'cas']
        if ctx['first']:
            kinds += ['activemask'] * 2 + ['coalesced'] * 2
        elif not self.locked:
            # after divergent code: the lanes have reconverged (CUDA's compilers
            # make warps reconverge after structured if/else and loops). Not
            # after a spin lock: there the lanes past the loop must be allowed
            # to run ahead (independent thread scheduling), so which of them
            # execute __activemask together depends on the schedule.
            kinds += ['activemask', 'coalesced']
        if self.sm >= 80:
            kinds += ['redux', 'redux']
        if depth < 2:
            kinds += ['if', 'if', 'loop']
        if ctx['top'] and not self.exited:
            kinds += ['block', 'block', 'bcount', 'cg', 'cg', 'cg']
            if self.BS % 32 == 0 and self.BS >= 64:
                kinds += ['namedbar', 'prodcons']
            if self.BS % 32 == 0:
                kinds += ['cgpart', 'cgpart']
        if ctx['top'] and not self.exited and depth == 0:
            kinds += ['exit']
        if self.sm >= 90:
            kinds += ['elect']
        kinds += ['voteasm', 'call', 'shflw', 'fatom', 'cas64', 'cas16', 'lock']
        if ctx['top'] and not self.exited and self.GRID > 1 and not self.lastblock:
            kinds += ['lastblock']
        k = r.choice(kinds)
        ctx['first'] = False
        getattr(self, 's_' + k)(ctx, depth)

    def hwarp_begin(self):
        self.H('for (int gw = 0; gw < GRID * WPB; gw++) {')
        self.H('  int base = (gw / WPB) * BS + (gw % WPB) * 32, nl = std::min(32, BS - (gw % WPB) * 32);')
        self.H('  u32 M = 0; for (int l = 0; l < nl; l++) if (act[base + l]) M |= 1u << l;')
        self.H('  if (!M) continue;')

    def s_assign(self, ctx, depth):
        v = self.r.choice(VARS)
        e = self.expr(3)
        self.D('%s = %s;' % (v, self.dv(e)))
        self.H('{ u32 tmp[NT]; for (int t = 0; t < NT; t++) if (act[t]) tmp[t] = %s;' % self.hv(e))
        self.H('  for (int t = 0; t < NT; t++) if (act[t]) %s[t] = tmp[t]; }' % v.upper())

    def shfl_args(self, mode):
        r = self.r
        width = r.choice([1, 2, 4, 8, 16, 32, 32, 32, 16, 8])
        if mode == 0:
            b = r.choice(['%d' % r.randint(-3, 70), '(int)($lane + %du)' % r.randint(0, 40),
                          '(int)($lane ^ %du)' % r.randint(0, 31), '(int)(%s & 63u)' % self.expr(1),
                          '(int)%s' % self.expr(1), '%d' % r.randint(0, 31)])
        elif mode == 3:
            b = r.choice(['%d' % r.randint(0, 40), '%d' % (1 << r.randint(0, 4)),
                          '(int)(%s & 31u)' % self.expr(1), '(int)($lane & 7u)'])
        else:
            b = r.choice(['%du' % r.randint(0, 40), '%du' % (1 << r.randint(0, 4)),
                          '(%s & 31u)' % self.expr(1), '($lane & 3u)', '%du' % r.randint(0, 3)])
        return width, b

    SHNAME = ['__shfl_sync', '__shfl_up_sync', '__shfl_down_sync', '__shfl_xor_sync']

    def shfl_common(self, ctx, kind):
        """kind: 32, 's32', 64, 'f32'"""
        r = self.r
        mode = r.randrange(4)
        width, b = self.shfl_args(mode)
        m = ctx['mask']
        if kind == 64:
            val = '((u64)%s << 32 | %s)' % (self.expr(1), self.expr(1))
        elif kind == 'f32':
            val = r.choice(['$f', '(%s)' % self.expr(1)])
        else:
            val = self.expr(2)
        u = self.uniq()
        # device
        if kind == 64:
            self.D('{ unsigned long long v%d = %s; unsigned long long r%d = %s(%s, v%d, %s, %d);' % (
                u, self.dv(val), u, self.SHNAME[mode], m, u, self.dv(b), width))
            res = '(u32)(r%d ^ (r%d >> 32) * 3u)' % (u, u)
        elif kind == 'f32':
            self.D('{ float v%d = __uint_as_float(%s); float r%d = %s(%s, v%d, %s, %d);' % (
                u, self.dv(val), u, self.SHNAME[mode], m, u, self.dv(b), width))
            res = '__float_as_uint(r%d)' % u
        elif kind == 's32':
            self.D('{ int v%d = (int)%s; int r%d = %s(%s, v%d, %s, %d);' % (
                u, self.dv(val), u, self.SHNAME[mode], m, u, self.dv(b), width))
            res = '(u32)r%d' % u
        else:
            self.D('{ unsigned v%d = %s; unsigned r%d = %s(%s, v%d, %s, %d);' % (
                u, self.dv(val), u, self.SHNAME[mode], m, u, self.dv(b), width))
            res = 'r%d' % u
        k = self.nout
        self.nout += 1
        self.ops.append('%s %s width %d b %s (%s)' % (self.SHNAME[mode], kind, width, b, m))
        self.D('  OUT(%d, %s);' % (k, res))
        feed = ctx['full'] and r.random() < 0.6
        fv = r.choice(VARS)
        if feed and kind != 64:
            self.D('  %s ^= %s; }' % (fv, res))
        elif feed:
            self.D('  %s += (u32)(r%d >> 32); }' % (fv, u))
        else:
            self.D('}')
        # host
        self.hwarp_begin()
        if kind == 64:
            self.H('  u64 val[32] = {0};')
        else:
            self.H('  u32 val[32] = {0};')
        self.H('  u32 bb[32] = {0};')
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; val[l] = %s; bb[l] = (u32)(%s); }' % (
            self.hv(val).replace('(u64)', '(u64)'), self.hv(b)))
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; u32 j; bool p;')
        self.H('    shfl_src(%d, l, bb[l], cuda_c(%d, %d), &j, &p);' % (mode, mode, width))
        self.H('    bool ok = (M >> j & 1) != 0;')
        if kind == 64:
            self.H('    u64 rr = val[j]; u32 res = (u32)(rr ^ (rr >> 32) * 3u);')
        else:
            self.H('    u32 res = val[j];')
        self.H('    emit(t, %d, res, ok);' % k)
        if feed and kind != 64:
            self.H('    %s[t] ^= res;' % fv.upper())
        elif feed:
            self.H('    %s[t] += (u32)(rr >> 32);' % fv.upper())
        self.H('  }')
        self.H('}')

    def s_shfl(self, ctx, depth):
        self.shfl_common(ctx, self.r.choice([32, 32, 's32']))

    def s_shfl64(self, ctx, depth):
        self.shfl_common(ctx, 64)

    def s_shflf(self, ctx, depth):
        self.shfl_common(ctx, 'f32')

    def s_shflasm(self, ctx, depth):
        r = self.r
        mode = r.randrange(4)
        modes = ['idx', 'up', 'down', 'bfly']
        c = r.choice([r.getrandbits(13), (r.getrandbits(5) << 8) | r.getrandbits(5),
                      ((32 - (1 << r.randint(0, 5))) << 8) | r.choice([0, 31, r.getrandbits(5)])])
        b = r.choice(['%du' % r.getrandbits(6), '($lane + %du)' % r.randint(0, 9), '(%s)' % self.expr(1)])
        val = self.expr(1)
        u = self.uniq()
        m = ctx['mask']
        self.D('{ unsigned r%d, p%d; asm volatile("{ .reg .pred q; shfl.sync.%s.b32 %%0|q, %%2, %%3, %%4, %%5; '
               'selp.u32 %%1, 1, 0, q; }" : "=r"(r%d), "=r"(p%d) : "r"(%s), "r"(%s), "r"(%du), "r"(%s));' % (
                   u, u, modes[mode], u, u, self.dv(val), self.dv(b), c, m))
        k = self.nout
        self.nout += 2
        self.ops += ['shfl.sync.%s c=0x%x b %s (%s)' % (modes[mode], c, b, m), 'its predicate']
        self.D('  OUT(%d, r%d); OUT(%d, p%d); }' % (k, u, k + 1, u))
        self.hwarp_begin()
        self.H('  u32 val[32] = {0}, bb[32] = {0};')
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; val[l] = %s; bb[l] = %s; }' % (
            self.hv(val), self.hv(b)))
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; u32 j; bool p;')
        self.H('    shfl_src(%d, l, bb[l], %du, &j, &p);' % (mode, c))
        self.H('    emit(t, %d, val[j], (M >> j & 1) != 0); emit(t, %d, p ? 1u : 0u, true); }' % (k, k + 1))
        self.H('}')

    def s_vote(self, ctx, depth):
        r = self.r
        op = r.choice(['ballot', 'ballot', 'any', 'all'])
        cnd = self.cond()
        m = ctx['mask']
        u = self.uniq()
        fn = {'ballot': '__ballot_sync', 'any': '__any_sync', 'all': '__all_sync'}[op]
        self.D('{ unsigned r%d = (unsigned)%s(%s, %s);' % (u, fn, m, self.dv(cnd)))
        k = self.out('r%d' % u, None, None, '%s(%s)' % (fn, m))
        fv = r.choice(VARS)
        self.D('  %s += r%d; }' % (fv, u))
        self.hwarp_begin()
        self.H('  u32 bal = 0; for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; if (%s) bal |= 1u << l; }' % self.hv(cnd))
        expr = {'ballot': 'bal', 'any': '(bal != 0 ? 1u : 0u)', 'all': '(bal == M ? 1u : 0u)'}[op]
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; u32 res = %s; emit(t, %d, res, true); %s[t] += res; }' % (
            expr, k, fv.upper()))
        self.H('}')

    def s_activemask(self, ctx, depth):
        u = self.uniq()
        self.D('{ unsigned r%d = __activemask();' % u)
        k = self.out('r%d' % u, None, None, '__activemask() (%s)' % ctx['mask'])
        self.D('}')
        self.hwarp_begin()
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) emit(base + l, %d, M, true);' % k)
        self.H('}')

    def s_match(self, ctx, depth):
        r = self.r
        wide = r.random() < 0.4
        allv = r.random() < 0.35
        m = ctx['mask']
        u = self.uniq()
        if r.random() < 0.3:
            val = r.choice(['%du' % r.getrandbits(3), '($lane & 0u)'])
        else:
            val = self.small(r.choice([1, 1, 2, 3]))
        if wide:
            shv = r.choice([0, 32, 33])
            dval = '((unsigned long long)%s << %d)' % (self.dv(val), shv)
            hval = '((u64)%s << %d)' % (self.hv(val), shv)
        else:
            dval, hval = self.dv(val), self.hv(val)
        if allv:
            self.D('{ int pr%d; unsigned r%d = __match_all_sync(%s, %s, &pr%d);' % (u, u, m, dval, u))
            k = self.out('r%d' % u, None, None, '__match_all_sync %s' % ('64' if wide else '32'))
            self.out('(unsigned)pr%d' % u, None, None, '__match_all_sync pred')
        else:
            self.D('{ unsigned r%d = __match_any_sync(%s, %s);' % (u, m, dval))
            k = self.out('r%d' % u, None, None, '__match_any_sync %s' % ('64' if wide else '32'))
        fv = r.choice(VARS)
        self.D('  %s ^= r%d; }' % (fv, u))
        self.hwarp_begin()
        self.H('  u64 val[32] = {0};')
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; val[l] = (u64)%s; }' % hval)
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; u32 eq = 0;')
        self.H('    for (int i = 0; i < 32; i++) if ((M >> i & 1) && val[i] == val[l]) eq |= 1u << i;')
        if allv:
            self.H('    u32 res = eq == M ? M : 0u; emit(t, %d, res, true); emit(t, %d, eq == M ? 1u : 0u, true); %s[t] ^= res; }' % (
                k, k + 1, fv.upper()))
        else:
            self.H('    emit(t, %d, eq, true); %s[t] ^= eq; }' % (k, fv.upper()))
        self.H('}')

    def s_redux(self, ctx, depth):
        r = self.r
        op = r.choice(['add', 'min', 'max', 'and', 'or', 'xor'])
        signed = op in ('add', 'min', 'max') and r.random() < 0.5
        m = ctx['mask']
        u = self.uniq()
        val = self.expr(2)
        T = 'int' if signed else 'unsigned'
        self.D('{ %s r%d = __reduce_%s_sync(%s, (%s)%s);' % (T, u, op, m, T, self.dv(val)))
        k = self.out('(unsigned)r%d' % u, None, None, '__reduce_%s_sync %s' % (op, T))
        fv = r.choice(VARS)
        self.D('  %s += (unsigned)r%d; }' % (fv, u))
        self.hwarp_begin()
        self.H('  u32 val[32] = {0};')
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; val[l] = %s; }' % self.hv(val))
        init = {'add': '0', 'min': '(%s)0x7fffffff' % ('u32' if False else 'u32') if signed else '0xffffffffu',
                'max': '0x80000000u' if signed else '0u', 'and': '0xffffffffu', 'or': '0u', 'xor': '0u'}[op]
        if op == 'min' and signed:
            init = '0x7fffffffu'
        self.H('  u32 acc = %s;' % init)
        self.H('  for (int l = 0; l < 32; l++) if (M >> l & 1) {')
        upd = {'add': 'acc += val[l];', 'and': 'acc &= val[l];', 'or': 'acc |= val[l];', 'xor': 'acc ^= val[l];',
               'min': ('if ((s32)val[l] < (s32)acc) acc = val[l];' if signed else 'if (val[l] < acc) acc = val[l];'),
               'max': ('if ((s32)val[l] > (s32)acc) acc = val[l];' if signed else 'if (val[l] > acc) acc = val[l];')}[op]
        self.H('    %s }' % upd)
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; emit(t, %d, acc, true); %s[t] += acc; }' % (
            k, fv.upper()))
        self.H('}')

    def s_syncwarp(self, ctx, depth):
        r = self.r
        m = ctx['mask']
        u = self.uniq()
        val = self.expr(2)
        src = r.choice(['($lane ^ %du)' % r.randint(1, 31), '(($lane + %du) & 31u)' % r.randint(1, 31),
                        '(%s & 31u)' % self.expr(1), '(31u - $lane)'])
        self.D('{ ws[wib * 32 + lane] = %s; __syncwarp(%s); unsigned s%d = %s;' % (self.dv(val), m, u, self.dv(src)))
        self.D('  unsigned r%d = ws[wib * 32 + s%d]; __syncwarp(%s);' % (u, u, m))
        k = self.out('r%d' % u, None, None, '__syncwarp exchange (%s)' % m)
        self.D('}')
        self.hwarp_begin()
        self.H('  u32 val[32] = {0};')
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; val[l] = %s; }' % self.hv(val))
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; u32 s = %s;' % self.hv(src))
        self.H('    emit(t, %d, val[s], (M >> s & 1) != 0); }' % k)
        self.H('}')

    # ---- atomics (each accumulator belongs to one statement, so the order of
    # the updates cannot change the final value)
    def new_acc(self, space, bits, init):
        if space == 'g' and bits == 32 and self.g32 < NG32:
            self.g32 += 1
            self.g32init.append(init)
            return 'g32[%d]' % (self.g32 - 1), 'G32[%d]' % (self.g32 - 1)
        if space == 'g' and bits == 64 and self.g64 < NG64:
            self.g64 += 1
            self.g64init.append(init)
            return 'g64[%d]' % (self.g64 - 1), 'G64[%d]' % (self.g64 - 1)
        if space == 's' and bits == 32 and self.s32 < NSA:
            self.s32 += 1
            self.s32init.append(init)
            return 'sacc[%d]' % (self.s32 - 1), 'SACC[BLK(t) * NSA + %d]' % (self.s32 - 1)
        if space == 's' and bits == 64 and self.s64 < NSA64:
            self.s64 += 1
            self.s64init.append(init)
            return 'sacc64[%d]' % (self.s64 - 1), 'SACC64[BLK(t) * NSA64 + %d]' % (self.s64 - 1)
        return None

    def s_atom(self, ctx, depth):
        r = self.r
        op = r.choice(['Add', 'Or', 'And', 'Xor', 'Min', 'Max', 'Add', 'Sub'])
        bits = r.choice([32, 32, 64]) if op != 'Sub' else 32
        signed = op in ('Min', 'Max') and r.random() < 0.5
        space = r.choice(['g', 's'])
        init = r.choice([0, r.getrandbits(bits), (1 << bits) - 1, 1 << (bits - 1), 5]) if op not in ('Add', 'Sub') else r.getrandbits(bits)
        acc = self.new_acc(space, bits, init)
        if not acc:
            return
        dacc, hacc = acc
        val = self.expr(2)
        T = {32: ('int' if signed else 'unsigned'), 64: ('long long' if signed else 'unsigned long long')}[bits]
        HT = {32: ('s32' if signed else 'u32'), 64: ('s64' if signed else 'u64')}[bits]
        if bits == 64:
            v2 = self.expr(1)
            sh = r.choice([0, 7, 32])
            dval = '((unsigned long long)%s << %d ^ (unsigned long long)%s)' % (self.dv(val), sh, self.dv(v2))
            hexpr = '((u64)(%s) << %d ^ (u64)(%s))' % (self.hv(val), sh, self.hv(v2))
        else:
            dval, hexpr = self.dv(val), self.hv(val)
        self.D('atomic%s((%s *)&%s, (%s)%s);' % (op, T, dacc, T, dval))
        upd = {'Add': 'x += v;', 'Sub': 'x -= v;', 'Or': 'x |= v;', 'And': 'x &= v;', 'Xor': 'x ^= v;',
               'Min': 'if ((%s)v < (%s)x) x = v;' % (HT, HT), 'Max': 'if ((%s)v > (%s)x) x = v;' % (HT, HT)}[op]
        UT = 'u64' if bits == 64 else 'u32'
        self.H('for (int t = 0; t < NT; t++) if (act[t]) { %s &x = %s; %s v = (%s)(%s); %s }' % (UT, hacc, UT, UT, hexpr, upd))

    def s_atominc(self, ctx, depth):
        r = self.r
        inc = r.random() < 0.5
        space = r.choice(['g', 's'])
        lim = r.choice([0, 1, 3, 7, 100, 0xffffffff, r.getrandbits(5)])
        init = r.choice([0, lim, r.randint(0, max(lim, 1)), lim + 3 if lim < 100 else 5])
        acc = self.new_acc(space, 32, init & 0xffffffff)
        sumacc = self.new_acc('g', 32, 0)
        if not acc or not sumacc:
            return
        fn = 'atomicInc' if inc else 'atomicDec'
        self.D('atomicAdd(&%s, %s(&%s, %du));' % (sumacc[0], fn, acc[0], lim))
        if inc:
            upd = 'x = (x >= %du) ? 0u : x + 1u;' % lim
        else:
            upd = 'x = (x == 0u || x > %du) ? %du : x - 1u;' % (lim, lim)
        self.H('for (int t = 0; t < NT; t++) if (act[t]) { u32 &x = %s; u32 old = x; %s %s += old; }' % (
            acc[1], upd, sumacc[1]))

    def s_cas(self, ctx, depth):
        r = self.r
        space = r.choice(['g', 's'])
        kind = r.choice(['add', 'max', 'mul'])
        acc = self.new_acc(space, 32, r.getrandbits(32) if kind != 'mul' else 1)
        if not acc:
            return
        val = self.expr(1)
        u = self.uniq()
        f = {'add': 'o%d + v%d', 'max': '(o%d > v%d ? o%d : v%d)', 'mul': 'o%d * (v%d | 1u)'}[kind]
        fd = f.replace('%d', str(u))
        self.D('{ unsigned v%d = %s; unsigned o%d = %s, a%d;' % (u, self.dv(val), u, acc[0], u))
        self.D('  do { a%d = o%d; o%d = atomicCAS(&%s, a%d, %s); } while (o%d != a%d); }' % (
            u, u, u, acc[0], u, fd.replace('o%d' % u, 'a%d' % u), u, u))
        hf = {'add': 'x + v', 'max': '(x > v ? x : v)', 'mul': 'x * (v | 1u)'}[kind]
        self.H('for (int t = 0; t < NT; t++) if (act[t]) { u32 &x = %s; u32 v = %s; x = %s; }' % (acc[1], self.hv(val), hf))

    # ---- structured control flow
    def s_if(self, ctx, depth):
        r = self.r
        u = self.uniq()
        cnd = self.cond()
        m = ctx['mask']
        self.D('{ bool c%d = %s; unsigned m%d = __ballot_sync(%s, c%d);' % (u, self.dv(cnd), u, m, u))
        self.H('{ bool cnd%d[NT], sv%d[NT]; memcpy(sv%d, act, sizeof act);' % (u, u, u))
        self.H('  for (int t = 0; t < NT; t++) cnd%d[t] = act[t] && (%s);' % (u, self.hv(cnd)))
        self.H('  for (int t = 0; t < NT; t++) act[t] = cnd%d[t];' % u)
        self.D('  if (c%d) {' % u)
        sub = {'mask': 'm%d' % u, 'full': False, 'top': False, 'first': True}
        for _ in range(r.randint(1, 4)):
            self.stmt(sub, depth + 1)
        self.D('  }')
        if r.random() < 0.6:
            self.D('  else { unsigned e%d = %s & ~m%d;' % (u, m, u))
            self.H('  for (int t = 0; t < NT; t++) act[t] = sv%d[t] && !cnd%d[t];' % (u, u))
            sub = {'mask': 'e%d' % u, 'full': False, 'top': False, 'first': True}
            for _ in range(r.randint(1, 3)):
                self.stmt(sub, depth + 1)
            self.D('  }')
        self.D('}')
        self.H('  memcpy(act, sv%d, sizeof act); }' % u)

    def s_loop(self, ctx, depth):
        r = self.r
        u = self.uniq()
        trip = r.choice(['(%s & 3u)' % self.expr(1), '($lane & 3u)', '(($lane >> 3) + (%s & 1u))' % self.expr(1),
                         '((%s %% 5u))' % self.expr(1)])
        m = ctx['mask']
        self.D('{ unsigned n%d = %s, lm%d = %s;' % (u, self.dv(trip), u, m))
        self.D('  for (unsigned i%d = 0;; i%d++) { lm%d = __ballot_sync(lm%d, i%d < n%d); if (i%d >= n%d) break;' % (
            (u,) * 8))
        self.H('{ bool sv%d[NT]; u32 n%d[NT]; memcpy(sv%d, act, sizeof act);' % (u, u, u))
        self.H('  for (int t = 0; t < NT; t++) n%d[t] = act[t] ? (u32)(%s) : 0u;' % (u, self.hv(trip)))
        self.H('  for (u32 i%d = 0;; i%d++) { bool any = false;' % (u, u))
        self.H('    for (int t = 0; t < NT; t++) { act[t] = act[t] && i%d < n%d[t]; any |= act[t]; }' % (u, u))
        self.H('    if (!any) break;')
        sub = {'mask': 'lm%d' % u, 'full': False, 'top': False, 'first': False}
        for _ in range(r.randint(1, 3)):
            self.stmt(sub, depth + 1)
        # the counter changes a variable so that iterations differ
        v = r.choice(VARS)
        self.D('    %s += i%d * 0x9e3779b9u; } }' % (v, u))
        self.H('    for (int t = 0; t < NT; t++) if (act[t]) %s[t] += i%d * 0x9e3779b9u; }' % (v.upper(), u))
        self.H('  memcpy(act, sv%d, sizeof act); }' % u)


    def s_exit(self, ctx, depth):
        """Some threads exit early (never those that flush the shared accumulators);
        the rest keep using membermasks that name the exited lanes too, which
        PTX allows (the collectives wait for the non-exited threads only)."""
        cnd = self.cond()
        self.exited = True
        ctx['full'] = False
        self.D('if ((%s) && tib >= %du) { %s return; }' % (
            self.dv(cnd), NSA, ' '.join('OUT(%d, %s);' % (k, v) for k, v in enumerate(VARS))))
        self.H('for (int t = 0; t < NT; t++) if (act[t] && (%s) && TIB(t) >= %du) {' % (self.hv(cnd), NSA))
        self.H('  %s act[t] = false; }' % ' '.join('emit(t, %d, %s[t], true);' % (k, v.upper()) for k, v in enumerate(VARS)))

    def s_namedbar(self, ctx, depth):
        """bar.sync with a thread count over the first K warps, exchanging through shared memory."""
        r = self.r
        K = r.randint(1, self.BS // 32)
        n = K * 32
        bid = r.randint(1, 15)
        mul = r.choice([k for k in range(1, 2 * n) if gcd(k, n) == 1][:20])
        add = r.randrange(n)
        val = self.expr(2)
        u = self.uniq()
        red = r.choice([None, 'popc', 'and', 'or'])
        cnd = self.cond()
        self.D('__syncthreads();')
        self.D('if (wib < %du) { shx[tib] = %s;' % (K, self.dv(val)))
        if red:
            self.D('  unsigned q%d; asm volatile("{ .reg .pred p; setp.ne.u32 p, %%1, 0; bar.red.%s%s %%0, %d, %d, p; %s}" '
                   ': "=r"(q%d) : "r"((unsigned)(%s)));' % (
                       u, red, '.u32' if red == 'popc' else '.pred', bid, n,
                       '' if red == 'popc' else '', u, self.dv(cnd)))
            if red != 'popc':
                # bar.red.and/or write a predicate: go through a predicate register
                self.dev[-1] = ('  unsigned q%d; asm volatile("{ .reg .pred p, q; setp.ne.u32 p, %%1, 0; bar.red.%s.pred q, %d, %d, p; '
                                'selp.u32 %%0, 1, 0, q; }" : "=r"(q%d) : "r"((unsigned)(%s)));' % (
                                    u, red, bid, n, u, self.dv(cnd)))
            self.out('q%d' % u, None, None, 'bar.red.%s %d, %d' % (red, bid, n))
            kq = self.nout - 1
        else:
            self.D('  asm volatile("bar.sync %d, %%0;" :: "r"(%du) : "memory");' % (bid, n))
        self.D('  unsigned r%d = shx[(tib * %du + %du) %% %du];' % (u, mul, add, n))
        self.D('  asm volatile("bar.sync %d, %d;" ::: "memory");' % (bid, n))
        k = self.out('r%d' % u, None, None, 'bar.sync %d, %d exchange' % (bid, n))
        self.D('}')
        self.D('__syncthreads();')
        self.H('{ u32 sh[NT]; for (int t = 0; t < NT; t++) if (WIB(t) < %du) sh[t] = %s;' % (K, self.hv(val)))
        if red:
            self.H('  u32 cnt[GRID] = {0}; for (int t = 0; t < NT; t++) if (WIB(t) < %du && (%s)) cnt[BLK(t)]++;' % (
                K, self.hv(cnd)))
            e = {'popc': 'cnt[BLK(t)]', 'and': '(cnt[BLK(t)] == %du ? 1u : 0u)' % n, 'or': '(cnt[BLK(t)] ? 1u : 0u)'}[red]
            self.H('  for (int t = 0; t < NT; t++) if (WIB(t) < %du) emit(t, %d, %s, true);' % (K, kq, e))
        self.H('  for (int t = 0; t < NT; t++) if (WIB(t) < %du) emit(t, %d, sh[BLK(t) * BS + (TIB(t) * %du + %du) %% %du], true); }' % (
            K, k, mul, add, n))

    def s_prodcons(self, ctx, depth):
        """Warp 0 produces and signals with bar.arrive; warp 1 waits with bar.sync."""
        r = self.r
        bid = r.randint(1, 15)
        val = self.expr(2)
        u = self.uniq()
        sh = r.randint(0, 31)
        self.D('__syncthreads();')
        self.D('if (wib == 0u) { shx[tib] = %s; asm volatile("bar.arrive %d, 64;" ::: "memory"); }' % (self.dv(val), bid))
        self.D('if (wib == 1u) { asm volatile("bar.sync %d, 64;" ::: "memory"); unsigned r%d = shx[(lane + %du) & 31u];' % (
            bid, u, sh))
        k = self.out('r%d' % u, None, None, 'bar.arrive/bar.sync %d, 64' % bid)
        self.D('}')
        self.D('__syncthreads();')
        self.H('{ u32 sh[NT]; for (int t = 0; t < NT; t++) if (WIB(t) == 0u) sh[t] = %s;' % self.hv(val))
        self.H('  for (int t = 0; t < NT; t++) if (WIB(t) == 1u) emit(t, %d, sh[BLK(t) * BS + ((LANE(t) + %du) & 31u)], true); }' % (
            k, sh))

    def s_elect(self, ctx, depth):
        """elect.sync: PTX does not say which lane leads, only that exactly one
        lane of membermask does and that d names it."""
        m = ctx['mask']
        u = self.uniq()
        self.D('{ unsigned d%d, p%d; asm volatile("{ .reg .pred q; elect.sync %%0|q, %%2; selp.u32 %%1, 1, 0, q; }" '
               ': "=r"(d%d), "=r"(p%d) : "r"(%s));' % (u, u, u, u, m))
        self.D('  unsigned b%d = __ballot_sync(%s, p%d != 0u);' % (u, m, u))
        self.D('  unsigned r%d = (b%d == (1u << d%d)) && ((%s >> d%d) & 1u) && (p%d == (lane == d%d));' % (
            u, u, u, m, u, u, u))
        k = self.out('r%d' % u, None, None, 'elect.sync')
        self.D('}')
        self.hwarp_begin()
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) emit(base + l, %d, 1u, true);' % k)
        self.H('}')

    def s_voteasm(self, ctx, depth):
        """vote.sync.{all,any,uni} and ballot with a negated predicate, through asm()."""
        r = self.r
        mode = r.choice(['all', 'any', 'uni', 'ballot'])
        m = ctx['mask']
        cnd = self.cond()
        u = self.uniq()
        if mode == 'ballot':
            self.D('{ unsigned r%d; asm volatile("{ .reg .pred p; setp.ne.u32 p, %%1, 0; vote.sync.ballot.b32 %%0, !p, %%2; }" '
                   ': "=r"(r%d) : "r"((unsigned)(%s)), "r"(%s));' % (u, u, self.dv(cnd), m))
        else:
            neg = r.choice(['', '!'])
            self.D('{ unsigned r%d; asm volatile("{ .reg .pred p, q; setp.ne.u32 p, %%1, 0; vote.sync.%s.pred q, %sp, %%2; '
                   'selp.u32 %%0, 1, 0, q; }" : "=r"(r%d) : "r"((unsigned)(%s)), "r"(%s));' % (
                       u, mode, neg, u, self.dv(cnd), m))
        k = self.out('r%d' % u, None, None, 'vote.sync.%s (asm)' % mode)
        self.D('}')
        self.hwarp_begin()
        self.H('  u32 bal = 0; for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; if (%s) bal |= 1u << l; }' % self.hv(cnd))
        if mode == 'ballot':
            e = '(~bal & M)'
        else:
            self.H('  %s' % ('bal = ~bal & M;' if neg else ''))
            e = {'all': '(bal == M)', 'any': '(bal != 0)', 'uni': '(bal == 0 || bal == M)'}[mode]
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) emit(base + l, %d, (u32)%s, true);' % (k, e))
        self.H('}')


    def group_ops(self, g, u, M, val, k0):
        """Outputs of a coalesced group g whose lanes (host) are the bits of M."""
        c = self.r.randrange(64)
        op = self.r.choice(['reduce', 'shfl', 'ballot'])
        self.D('  OUT(%d, %s.size() * 100u + %s.thread_rank());' % (k0, g, g))
        if op == 'reduce':
            self.D('  OUT(%d, cg::reduce(%s, (unsigned)%s, cg::plus<unsigned>()));' % (k0 + 1, g, self.dv(val)))
        elif op == 'shfl':
            self.D('  OUT(%d, %s.shfl((unsigned)%s, %du %% %s.size()));' % (k0 + 1, g, self.dv(val), c, g))
        else:
            self.D('  OUT(%d, %s.ballot((%s & 1u) != 0u));' % (k0 + 1, g, self.dv(val)))
        self.H('    u32 gm = %s, gv[32] = {0}; int n = __builtin_popcount(gm);' % M)
        self.H('    for (int i = 0; i < 32; i++) if (gm >> i & 1) { int t = base + i; gv[i] = %s; }' % self.hv(val))
        self.H('    u32 sum = 0, bal = 0, rank = 0, srcl = 0, seen = 0;')
        self.H('    for (int i = 0; i < 32; i++) if (gm >> i & 1) { sum += gv[i]; if (gv[i] & 1u) bal |= 1u << rank; if (rank == %du %% (u32)n) srcl = i; rank++; }' % c)
        self.H('    u32 myrank = __builtin_popcount(gm & ((1u << l) - 1u));')
        self.H('    emit(base + l, %d, (u32)n * 100u + myrank, true);' % k0)
        e = {'reduce': 'sum', 'shfl': 'gv[srcl]', 'ballot': 'bal'}[op]
        self.H('    emit(base + l, %d, %s, true); (void)seen;' % (k0 + 1, e))
        return op

    def s_coalesced(self, ctx, depth):
        u = self.uniq()
        val = self.expr(2)
        k0 = self.nout
        self.nout += 2
        self.D('{ cg::coalesced_group g%d = cg::coalesced_threads();' % u)
        self.hwarp_begin()
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) {')
        op = self.group_ops('g%d' % u, u, 'M', val, k0)
        self.ops += ['coalesced_threads size/rank (%s)' % ctx['mask'], 'coalesced_threads %s' % op]
        self.H('  }')
        self.H('}')
        self.D('}')

    def s_cgpart(self, ctx, depth):
        r = self.r
        u = self.uniq()
        val = self.expr(2)
        k0 = self.nout
        self.nout += 2
        binary = r.random() < 0.5
        lab = self.cond() if binary else self.small(r.choice([1, 2]))
        self.D('{ cg::thread_block_tile<32> t%d = cg::tiled_partition<32>(cg::this_thread_block());' % u)
        if binary:
            self.D('  cg::coalesced_group g%d = cg::binary_partition(t%d, %s);' % (u, u, self.dv(lab)))
        else:
            self.D('  cg::coalesced_group g%d = cg::labeled_partition(t%d, (unsigned)%s);' % (u, u, self.dv(lab)))
        self.hwarp_begin()
        self.H('  u32 lab[32] = {0}; for (int l = 0; l < nl; l++) { int t = base + l; lab[l] = (u32)(%s); }' % self.hv(lab))
        self.H('  for (int l = 0; l < nl; l++) {')
        self.H('    u32 G = 0; for (int i = 0; i < nl; i++) if (lab[i] == lab[l]) G |= 1u << i;')
        op = self.group_ops('g%d' % u, u, 'G', val, k0)
        self.ops += ['%s_partition size/rank' % ('binary' if binary else 'labeled'),
                     '%s_partition %s' % ('binary' if binary else 'labeled', op)]
        self.H('  }')
        self.H('}')
        self.D('}')

    def s_call(self, ctx, depth):
        """A collective inside a __noinline__ function, called with the context's mask."""
        r = self.r
        u = self.uniq()
        op = r.choice(['shfl_xor', 'ballot', 'match', 'shfl_idx'])
        if op in ('match',) and False:
            pass
        val = self.expr(1)
        x = r.randint(0, 31)
        body = {'shfl_xor': 'return __shfl_xor_sync(m, v, %d);' % x,
                'shfl_idx': 'return __shfl_sync(m, v, %d);' % x,
                'ballot': 'return __ballot_sync(m, v & 1u);',
                'match': 'return __match_any_sync(m, v & 3u);'}[op]
        self.funcs.append('__device__ __noinline__ unsigned fn%d(unsigned m, unsigned v) { %s }' % (u, body))
        self.D('{ unsigned r%d = fn%d(%s, %s);' % (u, u, ctx['mask'], self.dv(val)))
        k = self.out('r%d' % u, None, None, 'noinline %s (%s)' % (op, ctx['mask']))
        self.D('}')
        self.hwarp_begin()
        self.H('  u32 val[32] = {0}; for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; val[l] = %s; }' % self.hv(val))
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { u32 res = 0; bool ok = true;')
        if op == 'shfl_xor':
            self.H('    u32 j = l ^ %d; ok = (M >> j & 1) != 0; res = val[j];' % x)
        elif op == 'shfl_idx':
            self.H('    ok = (M >> %d & 1) != 0; res = val[%d];' % (x, x))
        elif op == 'ballot':
            self.H('    for (int i = 0; i < 32; i++) if ((M >> i & 1) && (val[i] & 1u)) res |= 1u << i;')
        else:
            self.H('    for (int i = 0; i < 32; i++) if ((M >> i & 1) && (val[i] & 3u) == (val[l] & 3u)) res |= 1u << i;')
        self.H('    emit(base + l, %d, res, ok); }' % k)
        self.H('}')

    def s_shflw(self, ctx, depth):
        """A shuffle whose width (a power of two) is only known at run time, and
        8/16-bit, double and half2 values."""
        r = self.r
        u = self.uniq()
        mode = r.randrange(4)
        wexpr = r.choice(['(1u << (%s & 5u))' % self.expr(1), '(1u << ($lane & 3u))', '(32u >> ($wib & 1u))'])
        if mode == 0:
            b = '(int)(%s)' % self.expr(1)
        else:
            b = '(%s & 31u)' % self.expr(1)
        kind = r.choice(['u8', 's16', 'f64', 'h2'])
        val = self.expr(1)
        m = ctx['mask']
        if kind == 'u8':
            self.D('{ unsigned char v%d = (unsigned char)%s; unsigned r%d = (unsigned char)%s(%s, v%d, %s, (int)%s);' % (
                u, self.dv(val), u, self.SHNAME[mode], m, u, self.dv(b), self.dv(wexpr)))
        elif kind == 's16':
            self.D('{ short v%d = (short)%s; unsigned r%d = (unsigned)(int)%s(%s, v%d, %s, (int)%s);' % (
                u, self.dv(val), u, self.SHNAME[mode], m, u, self.dv(b), self.dv(wexpr)))
        elif kind == 'f64':
            self.D('{ double v%d = __hiloint2double((int)%s, (int)(%s * 7u)); double x%d = %s(%s, v%d, %s, (int)%s);' % (
                u, self.dv(val), self.dv(val), u, self.SHNAME[mode], m, u, self.dv(b), self.dv(wexpr)))
            self.D('  unsigned r%d = (unsigned)__double2hiint(x%d) ^ ((unsigned)__double2loint(x%d) * 3u);' % (u, u, u))
        else:
            self.D('{ unsigned w%d = %s; __half2 v%d = *(__half2 *)&w%d; __half2 x%d = %s(%s, v%d, %s, (int)%s);' % (
                u, self.dv(val), u, u, u, self.SHNAME[mode], m, u, self.dv(b), self.dv(wexpr)))
            self.D('  unsigned r%d = *(unsigned *)&x%d;' % (u, u))
        k = self.out('r%d' % u, None, None, '%s %s runtime width %s b %s (%s)' % (self.SHNAME[mode], kind, wexpr, b, m))
        self.D('}')
        self.hwarp_begin()
        self.H('  u32 val[32] = {0}, bb[32] = {0}, ww[32] = {0};')
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { int t = base + l; val[l] = %s; bb[l] = (u32)(%s); ww[l] = %s; }' % (
            self.hv(val), self.hv(b), self.hv(wexpr)))
        self.H('  for (int l = 0; l < nl; l++) if (M >> l & 1) { u32 j; bool p;')
        self.H('    shfl_src(%d, l, bb[l], cuda_c(%d, (int)ww[l]), &j, &p);' % (mode, mode))
        self.H('    u32 v = val[j], res;')
        res = {'u8': 'res = v & 0xffu;', 's16': 'res = (u32)(s32)(int16_t)v;',
               'f64': 'res = v ^ (v * 7u * 3u);', 'h2': 'res = v;'}[kind]
        self.H('    %s emit(base + l, %d, res, (M >> j & 1) != 0); }' % (res, k))
        self.H('}')


    def s_fatom(self, ctx, depth):
        """Float/double atomicAdd of small integers: every sum is exact, so the order does not matter."""
        r = self.r
        dbl = r.random() < 0.4
        space = r.choice(['g', 's'])
        if dbl:
            init = r.choice([0, 0x3ff0000000000000, 0xc059000000000000])
            acc = self.new_acc(space, 64, init)
        else:
            init = r.choice([0, 0x3f800000, 0xc2c80000, 0x80000000])
            acc = self.new_acc(space, 32, init)
        if not acc:
            return
        val = self.expr(1)
        neg = r.choice(['', '-'])
        if dbl:
            self.D('atomicAdd((double *)&%s, %s(double)(%s & 15u));' % (acc[0], neg, self.dv(val)))
            self.H('for (int t = 0; t < NT; t++) if (act[t]) { double x; memcpy(&x, &%s, 8); x += %s(double)(%s & 15u); memcpy(&%s, &x, 8); }' % (
                acc[1], neg, self.hv(val), acc[1]))
        else:
            self.D('atomicAdd((float *)&%s, %s(float)(%s & 15u));' % (acc[0], neg, self.dv(val)))
            self.H('for (int t = 0; t < NT; t++) if (act[t]) { float x = u2f(%s); x += %s(float)(%s & 15u); %s = f2u(x); }' % (
                acc[1], neg, self.hv(val), acc[1]))

    def s_cas64(self, ctx, depth):
        r = self.r
        acc = self.new_acc(r.choice(['g', 's']), 64, r.getrandbits(64))
        if not acc:
            return
        val = self.expr(1)
        u = self.uniq()
        sh = r.choice([0, 20, 32])
        self.D('{ unsigned long long v%d = (unsigned long long)(%s) << %d, o%d = %s, a%d;' % (
            u, self.dv(val), sh, u, acc[0], u))
        self.D('  do { a%d = o%d; o%d = atomicCAS(&%s, a%d, a%d + v%d); } while (o%d != a%d); }' % (
            u, u, u, acc[0], u, u, u, u, u))
        self.H('for (int t = 0; t < NT; t++) if (act[t]) %s += (u64)(%s) << %d;' % (acc[1], self.hv(val), sh))

    def s_cas16(self, ctx, depth):
        """16-bit atomicCAS (sm_70+) implementing an add on the low half of a word."""
        r = self.r
        init = r.getrandbits(32)
        acc = self.new_acc(r.choice(['g', 's']), 32, init)
        if not acc:
            return
        val = self.expr(1)
        u = self.uniq()
        self.D('{ unsigned short *p%d = (unsigned short *)&%s; unsigned short v%d = (unsigned short)%s, o%d = *p%d, a%d;' % (
            u, acc[0], u, self.dv(val), u, u, u))
        self.D('  do { a%d = o%d; o%d = atomicCAS(p%d, a%d, (unsigned short)(a%d + v%d)); } while (o%d != a%d); }' % (
            u, u, u, u, u, u, u, u, u))
        self.H('for (int t = 0; t < NT; t++) if (act[t]) { u32 &x = %s; x = (x & 0xffff0000u) | ((x + (%s)) & 0xffffu); }' % (
            acc[1], self.hv(val)))

    def s_lastblock(self, ctx, depth):
        """The last block to finish sums the blocks' partial results (the
        threadFenceReduction pattern): which block is last depends on the order,
        the sum does not."""
        self.lastblock = True
        parts = [self.new_acc('g', 32, 0) for _ in range(self.GRID)]
        cnt = self.new_acc('g', 32, 0)
        res = self.new_acc('g', 32, 0)
        if not all(parts) or not cnt or not res:
            return
        val = self.expr(2)
        base = int(parts[0][0][4:-1])
        self.D('__syncthreads(); { __shared__ bool last; if (tib == 0u) { g32[%d + blk] = %s; __threadfence();' % (
            base, self.dv(val)))
        self.D('  last = atomicInc(&%s, %du) == %du; } __syncthreads();' % (cnt[0], self.GRID - 1, self.GRID - 1))
        self.D('  if (last && tib == 0u) { unsigned s = 0; for (int i = 0; i < %d; i++) s += ((volatile unsigned *)g32)[%d + i]; %s = s; } }' % (
            self.GRID, base, res[0]))
        self.D('__syncthreads();')
        self.H('for (int t = 0; t < NT; t++) if (TIB(t) == 0u) { G32[%d + BLK(t)] = %s; %s += G32[%d + BLK(t)]; }' % (
            base, self.hv(val), res[1], base))


    def s_lock(self, ctx, depth):
        """A spin lock taken by every active lane (lanes of one warp contend with
        each other, which needs independent thread scheduling), protecting a
        plain read-modify-write: the final sum does not depend on the order."""
        r = self.r
        space = r.choice(['g', 's'])
        lock = self.new_acc(space, 32, 0)
        acc = self.new_acc(space, 32, r.getrandbits(32))
        if not lock or not acc:
            return
        self.locked = True
        val = self.expr(1)
        u = self.uniq()
        if r.random() < 0.5:
            self.D('{ unsigned v%d = %s; bool done%d = false; while (!done%d) { if (atomicCAS(&%s, 0u, 1u) == 0u) {' % (
                u, self.dv(val), u, u, lock[0]))
            self.D('  __threadfence(); *(volatile unsigned *)&%s += v%d; __threadfence(); atomicExch(&%s, 0u); done%d = true; } } }' % (
                acc[0], u, lock[0], u))
        else:
            self.D('{ unsigned v%d = %s; while (atomicCAS(&%s, 0u, 1u) != 0u) { }' % (u, self.dv(val), lock[0]))
            self.D('  __threadfence(); *(volatile unsigned *)&%s += v%d; __threadfence(); atomicExch(&%s, 0u); }' % (
                acc[0], u, lock[0]))
        self.H('for (int t = 0; t < NT; t++) if (act[t]) %s += %s;' % (acc[1], self.hv(val)))

    # ---- block level (only where every thread of the block is active)
    def s_block(self, ctx, depth):
        r = self.r
        BS = self.BS
        mul = r.choice([k for k in range(1, 2 * BS) if gcd(k, BS) == 1][:20])
        add = r.randrange(BS)
        val = self.expr(2)
        u = self.uniq()
        self.D('__syncthreads(); shx[tib] = %s; __syncthreads();' % self.dv(val))
        self.D('{ unsigned r%d = shx[(tib * %du + %du) %% %du]; __syncthreads();' % (u, mul, add, BS))
        k = self.out('r%d' % u, None, None, '__syncthreads exchange')
        fv = r.choice(VARS)
        self.D('  %s += r%d; }' % (fv, u))
        self.H('{ u32 sh[NT]; for (int t = 0; t < NT; t++) sh[t] = %s;' % self.hv(val))
        self.H('  for (int t = 0; t < NT; t++) { u32 res = sh[BLK(t) * BS + (TIB(t) * %du + %du) %% %du]; emit(t, %d, res, true); %s[t] += res; } }' % (
            mul, add, BS, k, fv.upper()))

    def s_bcount(self, ctx, depth):
        r = self.r
        fn = r.choice(['__syncthreads_count', '__syncthreads_and', '__syncthreads_or'])
        cnd = self.cond()
        u = self.uniq()
        self.D('{ unsigned r%d = (unsigned)%s(%s);' % (u, fn, self.dv(cnd)))
        k = self.out('r%d' % u, None, None, fn)
        fv = r.choice(VARS)
        self.D('  %s += r%d; }' % (fv, u))
        self.H('{ u32 cnt[GRID] = {0}; for (int t = 0; t < NT; t++) if (%s) cnt[BLK(t)]++;' % self.hv(cnd))
        res = {'__syncthreads_count': 'cnt[BLK(t)]', '__syncthreads_and': '(cnt[BLK(t)] == BS ? 1u : 0u)',
               '__syncthreads_or': '(cnt[BLK(t)] ? 1u : 0u)'}[fn]
        self.H('  for (int t = 0; t < NT; t++) { u32 res = %s; emit(t, %d, res, true); %s[t] += res; } }' % (res, k, fv.upper()))

    def s_cg(self, ctx, depth):
        r = self.r
        sizes = [n for n in (1, 2, 4, 8, 16, 32) if self.BS % n == 0]
        N = r.choice(sizes)
        op = r.choice(['reduce', 'reduce', 'scan', 'shfl', 'shfl_up', 'shfl_down', 'shfl_xor', 'ballot', 'any',
                       'all', 'rank'])
        u = self.uniq()
        val = self.expr(2)
        self.D('{ cg::thread_block_tile<%d> tl%d = cg::tiled_partition<%d>(cg::this_thread_block());' % (N, u, N))
        # host: tiles of N consecutive threads of a block
        self.H('for (int b = 0; b < GRID; b++) for (int s = 0; s < BS; s += %d) {' % N)
        self.H('  u32 val[32]; for (int i = 0; i < %d; i++) { int t = b * BS + s + i; val[i] = %s; }' % (N, self.hv(val)))
        if op == 'reduce':
            fn = r.choice(['plus', 'less', 'greater', 'bit_and', 'bit_or', 'bit_xor'])
            signed = fn in ('plus', 'less', 'greater') and r.random() < 0.5
            T = 'int' if signed else 'unsigned'
            HT = 's32' if signed else 'u32'
            self.D('  unsigned r%d = (unsigned)cg::reduce(tl%d, (%s)%s, cg::%s<%s>());' % (u, u, T, self.dv(val), fn, T))
            comb = {'plus': 'x + y', 'less': '((%s)y < (%s)x ? y : x)' % (HT, HT),
                    'greater': '((%s)y > (%s)x ? y : x)' % (HT, HT), 'bit_and': 'x & y', 'bit_or': 'x | y',
                    'bit_xor': 'x ^ y'}[fn]
            self.H('  u32 x = val[0]; for (int i = 1; i < %d; i++) { u32 y = val[i]; x = %s; }' % (N, comb))
            self.H('  for (int i = 0; i < %d; i++) res[i] = x;' % N)
            desc = 'cg::reduce<%d> %s %s' % (N, fn, T)
        elif op == 'scan':
            self.D('  unsigned r%d = cg::inclusive_scan(tl%d, (unsigned)%s);' % (u, u, self.dv(val)))
            self.H('  u32 x = 0; for (int i = 0; i < %d; i++) { x += val[i]; res[i] = x; }' % N)
            desc = 'cg::inclusive_scan<%d>' % N
        elif op in ('shfl', 'shfl_up', 'shfl_down', 'shfl_xor'):
            dlt = r.randint(0, N - 1) if op != 'shfl' else r.randint(0, N - 1)
            self.D('  unsigned r%d = tl%d.%s((unsigned)%s, %du);' % (u, u, op, self.dv(val), dlt))
            src = {'shfl': '%d' % dlt, 'shfl_up': '(i >= %d ? i - %d : i)' % (dlt, dlt),
                   'shfl_down': '(i + %d < %d ? i + %d : i)' % (dlt, N, dlt), 'shfl_xor': '(i ^ %d)' % dlt}[op]
            self.H('  for (int i = 0; i < %d; i++) res[i] = val[%s];' % (N, src))
            desc = 'cg tile<%d>.%s %d' % (N, op, dlt)
        elif op in ('ballot', 'any', 'all'):
            cnd = '((%s & %du) != 0u)' % (val, r.choice([1, 2, 3, 8]))
            self.D('  unsigned r%d = (unsigned)tl%d.%s(%s);' % (u, u, op, self.dv(cnd)))
            self.H('  u32 bal = 0; for (int i = 0; i < %d; i++) { int t = b * BS + s + i; if (%s) bal |= 1u << i; }' % (
                N, self.hv(cnd)))
            e = {'ballot': 'bal', 'any': '(bal != 0)', 'all': '(bal == (u32)((1ull << %d) - 1))' % N}[op]
            self.H('  for (int i = 0; i < %d; i++) res[i] = (u32)%s;' % (N, e))
            desc = 'cg tile<%d>.%s' % (N, op)
        else:
            self.D('  unsigned r%d = tl%d.thread_rank() * 1000u + tl%d.meta_group_rank() * 7u + tl%d.meta_group_size();' % (
                u, u, u, u))
            self.H('  for (int i = 0; i < %d; i++) res[i] = i * 1000u + (s / %d) * 7u + BS / %d;' % (N, N, N))
            desc = 'cg tile<%d> ranks' % N
        k = self.out('r%d' % u, None, None, desc)
        fv = r.choice(VARS)
        self.D('  %s += r%d; }' % (fv, u))
        # insert the result array declaration right after the tile loop header
        idx = len(self.host) - 1
        while not self.host[idx].startswith('for (int b = 0; b < GRID; b++)'):
            idx -= 1
        self.host.insert(idx + 1, '  u32 res[32];')
        self.H('  for (int i = 0; i < %d; i++) { int t = b * BS + s + i; emit(t, %d, res[i], true); %s[t] += res[i]; }' % (
            N, k, fv.upper()))
        self.H('}')


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def gen_program(seed, arch):
    g = Gen(seed, arch)
    r = g.r
    top = {'mask': 'm0', 'full': g.fullwarps, 'top': True, 'first': True}
    nst = r.randint(6, 14)
    for _ in range(nst):
        g.stmt(top, 0)
    # the variables themselves are outputs too
    for k, v in enumerate(VARS):
        g.dev.append('OUT(%d, %s);' % (k, v))
        g.host.append('for (int t = 0; t < NT; t++) if (act[t]) emit(t, %d, %s[t], true);' % (k, v.upper()))
    NOUT = max(g.nout, 1)
    BS, GRID = g.BS, g.GRID
    WPB = (BS + 31) // 32
    lastmask = (1 << (BS - (WPB - 1) * 32)) - 1
    bx, by, bz = g.bshape
    gx = 'blockIdx.' + g.gshape
    dev = ['#include <cooperative_groups.h>',
           '#include <cooperative_groups/reduce.h>',
           '#include <cooperative_groups/scan.h>',
           'namespace cg = cooperative_groups;',
           '#include <cuda_fp16.h>',
           'typedef unsigned long long u64; typedef unsigned u32;'] + g.funcs + [
           '#define OUT(k, v) out[gt * %d + (k)] = out[gt * %d + (k)] * 3u + (unsigned)(v)' % (NOUT, NOUT),
           'extern "C" __global__ void kern(const unsigned *in, unsigned *out, unsigned *g32,',
           '                                unsigned long long *g64, unsigned *sout) {',
           '  __shared__ unsigned shx[%d], ws[%d], sacc[%d];' % (BS, WPB * 32, NSA),
           '  __shared__ unsigned long long sacc64[%d];' % NSA64,
           '  unsigned tib = threadIdx.x + threadIdx.y * %du + threadIdx.z * %du, blk = %s, gt = blk * %du + tib;' % (
               bx, bx * by, gx, BS),
           '  unsigned lane = tib & 31u, wib = tib >> 5;',
           '  unsigned m0 = wib == %du ? 0x%xu : 0xffffffffu;' % (WPB - 1, lastmask),
           '  unsigned a = in[gt * 5], b = in[gt * 5 + 1], c = in[gt * 5 + 2], d = in[gt * 5 + 3], f = in[gt * 5 + 4];',
           '  if (tib < %d) sacc[tib] = %s[tib];' % (NSA, 'in[%d * 5 + 0] * 0u + g32[%d + ' % (0, NG32) + '0] * 0u + sinit32'),
           ]
    # shared initial values: constants in a table
    s32i = g.s32init + [0] * (NSA - len(g.s32init))
    s64i = g.s64init + [0] * (NSA64 - len(g.s64init))
    dev[-1] = '  { const unsigned si[%d] = {%s}; if (tib < %d) sacc[tib] = si[tib]; }' % (
        NSA, ', '.join('%du' % v for v in s32i), NSA)
    dev.append('  { const unsigned long long si[%d] = {%s}; if (tib < %d) sacc64[tib] = si[tib]; }' % (
        NSA64, ', '.join('%dull' % v for v in s64i), NSA64))
    dev.append('  __syncthreads();')
    dev += ['  ' + s for s in g.dev]
    dev.append('  __syncthreads();')
    dev.append('  if (tib < %d) sout[blk * %d + tib] = sacc[tib];' % (NSA, NSA + 2 * NSA64))
    dev.append('  if (tib < %d) { sout[blk * %d + %d + 2 * tib] = (unsigned)sacc64[tib]; '
               'sout[blk * %d + %d + 2 * tib + 1] = (unsigned)(sacc64[tib] >> 32); }' % (
                   NSA64, NSA + 2 * NSA64, NSA, NSA + 2 * NSA64, NSA))
    dev.append('}')
    host = [HOST_PRELUDE,
            'enum { BS = %d, GRID = %d, NT = %d, WPB = %d, NOUT = %d, NSA = %d, NSA64 = %d, NG32 = %d, NG64 = %d };' % (
                BS, GRID, BS * GRID, WPB, NOUT, NSA, NSA64, NG32, NG64),
            '#define LANE(t) ((u32)((t) % BS) & 31u)',
            '#define WIB(t) ((u32)((t) % BS) >> 5)',
            '#define TIB(t) ((u32)((t) % BS))',
            '#define BLK(t) ((u32)((t) / BS))',
            'static u32 A[NT], B[NT], C[NT], D[NT], F[NT]; static u64 Q[NT];',
            'static bool act[NT];',
            'static u32 OUTV[NT * NOUT]; static unsigned char CARE[NT * NOUT];',
            'static u32 SACC[GRID * NSA], G32[NG32]; static u64 SACC64[GRID * NSA64], G64[NG64];',
            'static void emit(int t, int k, u32 v, bool ok) { OUTV[t * NOUT + k] = OUTV[t * NOUT + k] * 3u + v;'
            ' if (!ok) CARE[t * NOUT + k] = 0; }',
            'static void run() {',
            '  for (int t = 0; t < NT; t++) act[t] = true;']
    host += ['  ' + s for s in g.host]
    host.append('}')
    host.append(r'''
static void rd(const char *p, void *buf, size_t n) {
  FILE *f = fopen(p, "rb"); if (!f || fread(buf, 1, n, f) != n) { fprintf(stderr, "read %s\n", p); exit(1); } fclose(f);
}
static void wr(const char *p, const void *buf, size_t n) {
  FILE *f = fopen(p, "wb"); if (!f || fwrite(buf, 1, n, f) != n) { fprintf(stderr, "write %s\n", p); exit(1); } fclose(f);
}
int main(int argc, char **argv) {
  static u32 in[NT * 5];
  rd(argv[1], in, sizeof in); rd(argv[2], G32, sizeof G32); rd(argv[3], G64, sizeof G64);
  for (int t = 0; t < NT; t++) { A[t] = in[t * 5]; B[t] = in[t * 5 + 1]; C[t] = in[t * 5 + 2]; D[t] = in[t * 5 + 3]; F[t] = in[t * 5 + 4]; }
  memset(CARE, 1, sizeof CARE);
''')
    host.append('  static const u32 si[NSA] = {%s}; static const u64 si64[NSA64] = {%s};' % (
        ', '.join('%du' % v for v in s32i), ', '.join('%dull' % v for v in s64i)))
    host.append(r'''  for (int b = 0; b < GRID; b++) { for (int i = 0; i < NSA; i++) SACC[b * NSA + i] = si[i];
    for (int i = 0; i < NSA64; i++) SACC64[b * NSA64 + i] = si64[i]; }
  run();
  static u32 sout[GRID * (NSA + 2 * NSA64)];
  for (int b = 0; b < GRID; b++) { for (int i = 0; i < NSA; i++) sout[b * (NSA + 2 * NSA64) + i] = SACC[b * NSA + i];
    for (int i = 0; i < NSA64; i++) { sout[b * (NSA + 2 * NSA64) + NSA + 2 * i] = (u32)SACC64[b * NSA64 + i];
      sout[b * (NSA + 2 * NSA64) + NSA + 2 * i + 1] = (u32)(SACC64[b * NSA64 + i] >> 32); } }
  wr(argv[4], OUTV, sizeof OUTV); wr(argv[5], CARE, sizeof CARE); wr(argv[6], G32, sizeof G32);
  wr(argv[7], G64, sizeof G64); wr(argv[8], sout, sizeof sout);
  return 0;
}
''')
    g32i = g.g32init + [0] * (NG32 - len(g.g32init))
    g64i = g.g64init + [0] * (NG64 - len(g.g64init))
    prog = {'BS': BS, 'GRID': GRID, 'NOUT': NOUT, 'ops': g.ops, 'bshape': g.bshape, 'gshape': g.gshape,
            'g32': g32i, 'g64': g64i}
    return '\n'.join(dev) + '\n', '\n'.join(host) + '\n', prog


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def one(seed, arch, mode, args):
    """Returns (status, message). status: ok, mismatch, exec-error, gen-error."""
    d = os.path.join(args.work, 'w%d-%s-%s' % (seed, arch, mode))
    os.makedirs(d, exist_ok=True)
    dsrc, hsrc, prog = gen_program(seed, arch)
    with open(os.path.join(d, 'k.cu'), 'w') as f:
        f.write(dsrc)
    with open(os.path.join(d, 'host.cpp'), 'w') as f:
        f.write(hsrc)
    r = random.Random(seed * 7919 + 3)
    BS, GRID = prog['BS'], prog['GRID']
    NT = BS * GRID

    def word():
        k = r.random()
        if k < 0.3:
            return r.getrandbits(3)
        if k < 0.4:
            return r.choice([0, 0xffffffff, 0x80000000, 0x7fffffff, 0x7fc00001, 0xff800000, 0x80000001])
        return r.getrandbits(32)
    with open(os.path.join(d, 'in.bin'), 'wb') as f:
        f.write(b''.join(struct.pack('<I', word()) for _ in range(NT * NIN)))
    with open(os.path.join(d, 'g32.bin'), 'wb') as f:
        f.write(b''.join(struct.pack('<I', v & 0xffffffff) for v in prog['g32']))
    with open(os.path.join(d, 'g64.bin'), 'wb') as f:
        f.write(b''.join(struct.pack('<Q', v & 0xffffffffffffffff) for v in prog['g64']))
    exe = os.path.join(d, 'host')
    p = run(['g++', '-std=c++17', '-O1', '-w', 'host.cpp', '-o', exe], cwd=d)
    if p.returncode:
        return 'gen-error', 'host compile failed:\n' + p.stdout[-3000:]
    p = run([exe, 'in.bin', 'g32.bin', 'g64.bin', 'exp.out', 'exp.care', 'exp.g32', 'exp.g64', 'exp.sout'], cwd=d)
    if p.returncode:
        return 'gen-error', 'host run failed: ' + p.stdout[-2000:]
    flags = diffharness.mode_flags(mode)
    p = run(['nvcc', '-ptx', '-arch=' + arch] + flags + ['k.cu', '-o', 'k.ptx'], cwd=d)
    if p.returncode:
        return 'gen-error', 'nvcc failed:\n' + p.stdout[-3000:]
    block = '%d,%d,%d' % prog['bshape']
    grid = {'x': '%d', 'y': '1,%d', 'z': '1,1,%d'}[prog['gshape']] % GRID
    NOUT = prog['NOUT']
    cmd = [args.ptxlint, 'run', 'k.ptx', '--kernel', 'kern', '--grid', grid, '--block', block,
           '--arg', 'in:in.bin', '--arg', 'out:%d:got.out' % (NT * NOUT * 4),
           '--arg', 'inout:g32.bin:got.g32', '--arg', 'inout:g64.bin:got.g64',
           '--arg', 'out:%d:got.sout' % (GRID * (NSA + 2 * NSA64) * 4), '-w']
    if args.schedule:
        cmd += ['--schedule=random', '--seed', str(seed)]
    try:
        p = run(cmd, cwd=d, timeout=300)
    except subprocess.TimeoutExpired:
        return 'exec-error', d + ': timeout: ' + ' '.join(cmd)
    if p.returncode:
        return 'exec-error', d + '\n' + ' '.join(cmd) + '\n' + p.stdout[-3000:]
    with open(os.path.join(d, 'exp.care'), 'rb') as f:
        care = f.read()
    problems = []
    for name in ('out', 'g32', 'g64', 'sout'):
        with open(os.path.join(d, 'exp.' + name), 'rb') as f:
            e = f.read()
        with open(os.path.join(d, 'got.' + name), 'rb') as f:
            gbytes = f.read()
        if name == 'out':
            def where(idx):
                t = idx // NOUT
                return 'thread %d (block %d tid %d lane %d) slot %d %s' % (
                    t, t // BS, t % BS, t % BS % 32, idx % NOUT, prog['ops'][idx % NOUT])
        else:
            def where(idx):
                return '[%d]' % idx
        problems += diffharness.compare_words(name, e, gbytes, 8 if name == 'g64' else 4, where,
                                              care if name == 'out' else None)
    return diffharness.verdict(d, problems, args.keep)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    diffharness.add_common_args(ap, 'sm_75,sm_80,sm_90,sm_120')
    ap.add_argument('--schedule-random', dest='schedule', action='store_true',
                    help='run with --schedule=random --seed SEED (the results must not change)')
    args = ap.parse_args()
    status = diffharness.prepare(args, 'warp-diff')
    if status is not None:
        return status
    return diffharness.run_all(args, 'warp-diff', lambda s, a, m: one(s, a, m, args),
                               lambda st: True)


if __name__ == '__main__':
    sys.exit(main())
