#!/usr/bin/env python3
"""Differential tester for `ptxlint run` without a GPU.

Writes random but well-defined CUDA programs: a `__host__ __device__`
function `body` (integer arithmetic of every width, shifts by variable
amounts, mul.hi, byte_perm, funnel shifts, bit counts, SIMD-in-word
intrinsics, comparisons and selects, conversions int<->float in every
rounding mode, f32/f64 arithmetic, directed-rounding intrinsics, half and
bfloat16), then a warp phase (shfl/ballot/any/all/match/reduce), a
shared-memory phase with __syncthreads, and order-independent atomics.
Each program is compiled
  - with `nvcc -ptx -arch=sm_XX` (-O3 or -G, always -fmad=false) and run
    with `ptxlint run`,
  - with g++ for the host (host-diff-prelude.h supplies reference versions
    of the device intrinsics; the host main simulates warps, shared memory
    and atomics),
and the output buffers are compared byte for byte.

usage: host-diff.py [--count N] [--seed S] [--archs sm_75,sm_80,...]
                    [--modes O3,G] [--ptxlint PATH] [--work DIR] [--jobs J]
                    [--keep] [--quiet]
Exit status: 0 all programs agree, 1 a mismatch or an executor failure,
2 the tools are missing.
"""
import argparse
import concurrent.futures
import os
import random
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
NIN = 8      # input words (u64) per thread
BLOCK = 64   # threads per block
GRID = 2

INT_TYPES = ['u8', 's8', 'u16', 's16', 'u32', 's32', 'u64', 's64']
FLT_TYPES = ['f32', 'f64']
HALF_TYPES = ['hf', 'bf']
PAIR_TYPES = ['h2', 'b2']
CT = {'u8': 'uint8_t', 's8': 'int8_t', 'u16': 'uint16_t', 's16': 'int16_t',
      'u32': 'uint32_t', 's32': 'int32_t', 'u64': 'uint64_t', 's64': 'int64_t',
      'f32': 'float', 'f64': 'double', 'hf': 'hf', 'bf': 'bf', 'b': 'bool',
      'h2': '__half2', 'b2': '__nv_bfloat162'}
BITS = {'u8': 8, 's8': 8, 'u16': 16, 's16': 16, 'u32': 32, 's32': 32,
        'u64': 64, 's64': 64}
RMODES = ['rn', 'rz', 'ru', 'rd']

INT_SPECIALS = [0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 127, 128, 255,
                256, 0x7fff, 0x8000, 0xffff, 0x10000, 0x7fffffff, 0x80000000,
                0xffffffff, 0x100000000, 0x7fffffffffffffff,
                0x8000000000000000, 0xffffffffffffffff, 0xfffffffffffffffe,
                0x00ffffff, 0x01000000, 0xff800000]
F32_SPECIALS = [0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000,
                0xff800000, 0x7fc00000, 0x00000001, 0x807fffff, 0x00800000,
                0x7f7fffff, 0xff7fffff, 0x3f000000, 0x4b000000, 0x4effffff,
                0x4f000000, 0xcf000000, 0x5f000000, 0xdf000000, 0x3fc00000,
                0x40490fdb, 0x34000000, 0x33800000, 0x4f800000, 0x5f800000]
F64_SPECIALS = [0x0, 0x8000000000000000, 0x3ff0000000000000,
                0xbff0000000000000, 0x7ff0000000000000, 0xfff0000000000000,
                0x7ff8000000000000, 0x0000000000000001, 0x000fffffffffffff,
                0x0010000000000000, 0x7fefffffffffffff, 0x3fe0000000000000,
                0x41dfffffffc00000, 0x41e0000000000000, 0xc1e0000000000000,
                0x43e0000000000000, 0xc3e0000000000000, 0x43f0000000000000,
                0x3ff0000000000001, 0x3ca0000000000000, 0x36a0000000000000,
                0x380fffffe0000000, 0x47efffffe0000000, 0x47efffff00000000]


def rand_word(r):
    k = r.random()
    if k < 0.25:
        v = r.choice(INT_SPECIALS)
        if r.random() < 0.3:
            v = (-v) & 0xffffffffffffffff
        return v
    if k < 0.45:
        lo = r.choice(F32_SPECIALS) if r.random() < 0.5 else rand_f32(r)
        hi = r.choice(F32_SPECIALS) if r.random() < 0.5 else rand_f32(r)
        return lo | (hi << 32)
    if k < 0.6:
        return r.choice(F64_SPECIALS) if r.random() < 0.5 else rand_f64(r)
    if k < 0.75:
        return r.getrandbits(r.choice([4, 8, 12, 16, 24, 32]))
    if k < 0.85:
        # half / bf16 friendly: four random 16-bit values near 1.0
        return sum((r.choice([0x3c00, 0x3f80, 0x0001, 0x8000, 0x7bff, 0x3555,
                              0x7c00, 0xfc00, 0x0400, r.getrandbits(16)])
                    << (16 * i)) for i in range(4))
    return r.getrandbits(64)


def rand_f32(r):
    e = r.choice([0, 1, 100, 120, 126, 127, 128, 130, 150, 157, 158, 180, 190, 254,
                  r.randrange(256)])
    return (r.getrandbits(1) << 31) | (e << 23) | r.getrandbits(23) >> r.choice([0, 0, 8, 16, 20])


def rand_f64(r):
    e = r.choice([0, 1, 1000, 1022, 1023, 1024, 1050, 1085, 1086, 1087, 1100,
                  2046, 896, 897, 1150, 1151, r.randrange(2048)])
    return ((r.getrandbits(1) << 63) | (e << 52) |
            (r.getrandbits(52) >> r.choice([0, 0, 20, 29, 40, 48])))


class Gen:
    """Random typed expression trees over a pool of variables."""

    def __init__(self, r, arch):
        self.r = r
        self.arch = arch
        self.vars = {}  # type -> [names]
        self.lines = []
        self.n = 0

    def var(self, t):
        return self.r.choice(self.vars[t]) if self.vars.get(t) else None

    def add_var(self, t, expr):
        name = 'v%d' % self.n
        self.n += 1
        self.lines.append('  %s %s = %s;' % (CT[t], name, expr))
        self.vars.setdefault(t, []).append(name)
        return name

    # -- leaves --------------------------------------------------------------
    def const(self, t):
        r = self.r
        if t in BITS:
            b = BITS[t]
            v = r.choice(INT_SPECIALS + [r.getrandbits(b)]) & ((1 << b) - 1)
            if t.startswith('s') and v >= 1 << (b - 1):
                v -= 1 << b
            if b == 64:
                if v == -(1 << 63):
                    return '(int64_t)0x8000000000000000ull'
                return '(%s)%dll' % (CT[t], v) if v < 0 else '(%s)%dull' % (CT[t], v)
            return '(%s)%d' % (CT[t], v)
        if t == 'f32':
            return 'asF(0x%xu)' % (r.choice(F32_SPECIALS) if r.random() < 0.5 else rand_f32(r))
        if t == 'f64':
            return 'asD(0x%xull)' % (r.choice(F64_SPECIALS) if r.random() < 0.5 else rand_f64(r))
        if t == 'hf':
            return 'asH(0x%x)' % r.choice([0x3c00, 0xbc00, 0x0001, 0x7bff, 0x3800, 0x4200, 0x0400, 0x8000])
        if t == 'bf':
            return 'asB(0x%x)' % r.choice([0x3f80, 0xbf80, 0x0001, 0x7f7f, 0x3f00, 0x4040, 0x0080, 0x8000])
        if t == 'b':
            return r.choice(['true', 'false'])
        if t in PAIR_TYPES:
            h = 'hf' if t == 'h2' else 'bf'
            return '%s(%s, %s)' % ('__halves2half2' if t == 'h2' else '__halves2bfloat162',
                                   self.const(h), self.const(h))
        raise ValueError(t)

    def leaf(self, t):
        v = self.var(t)
        if v and self.r.random() < 0.8:
            return v
        return self.const(t)

    # -- expressions ---------------------------------------------------------
    def expr(self, t, d):
        if d <= 0 or self.r.random() < 0.15:
            return self.leaf(t)
        if t in BITS:
            return self.int_expr(t, d)
        if t in FLT_TYPES:
            return self.flt_expr(t, d)
        if t in HALF_TYPES:
            return self.half_expr(t, d)
        if t == 'b':
            return self.bool_expr(d)
        if t in PAIR_TYPES:
            return self.pair_expr(t, d)
        raise ValueError(t)

    def any_int(self):
        return self.r.choice(INT_TYPES)

    def int_expr(self, t, d):
        r = self.r
        b = BITS[t]
        s = t.startswith('s')
        ut = 'u' + t[1:]
        U = CT[ut]
        W = 'uint64_t' if b == 64 else 'uint32_t'
        T = CT[t]
        e = lambda tt=t: self.expr(tt, d - 1)
        k = r.randrange(24)
        if k < 5:
            op = r.choice(['+', '-', '*', '&', '|', '^', '+', '-', '*'])
            return '(%s)((%s)(%s)%s %s (%s)(%s)%s)' % (T, W, U, e(), op, W, U, e())
        if k == 5:
            return '(%s)(~(%s)%s)' % (T, W, e())
        if k == 6:
            # shift by a masked variable amount
            sh = self.expr('u32', d - 1)
            if r.random() < 0.5:
                return '(%s)((%s)(%s)%s << ((%s) & %d))' % (T, W, U, e(), sh, b - 1)
            if s:
                return '(%s)(%s >> ((%s) & %d))' % (T, e(), sh, b - 1)
            return '(%s)((%s)%s >> ((%s) & %d))' % (T, U, e(), sh, b - 1)
        if k == 7:
            # shift that relies on the range check (PTX shifts clamp)
            sh = self.expr('u32', d - 1)
            x = e()
            if r.random() < 0.5:
                return '(%s)((%s) < %du ? (%s)((%s)(%s)%s << (%s)) : (%s)0)' % (
                    T, sh, b, T, W, U, x, sh, T)
            if s:
                return '(%s)((%s) < %du ? (%s)(%s >> (%s)) : (%s)(%s < 0 ? -1 : 0))' % (
                    T, sh, b, T, x, sh, T, x)
            return '(%s)((%s) < %du ? (%s)((%s)%s >> (%s)) : (%s)0)' % (T, sh, b, T, U, x, sh, T)
        if k == 8:
            f = r.choice(['divS', 'remS']) if s else r.choice(['divU', 'remU'])
            return '%s<%s>(%s, %s)' % (f, T, e(), e())
        if k == 9:
            return '%s<%s>(%s, %s)' % (r.choice(['mn', 'mx']), T, e(), e())
        if k == 10:
            if s:
                x = e()
                return '(%s)((%s) < 0 ? (%s)0 - (%s)(%s) : (%s)(%s))' % (T, x, U, U, x, U, x)
            return '(%s)((%s)0 - (%s)%s)' % (T, W, U, e())
        if k == 11:
            return '(%s)(%s ? %s : %s)' % (T, self.expr('b', d - 1), e(), e())
        if k == 12:
            # conversion from another integer type
            return '(%s)%s' % (T, self.expr(self.any_int(), d - 1))
        if k == 13:
            return '(%s)%s' % (T, self.intrinsic32(d))
        if k == 14:
            return '(%s)%s' % (T, self.intrinsic64(d))
        if k == 15:
            return '(%s)%s' % (T, self.simd(d))
        if k in (16, 17):
            return '(%s)%s' % (T, self.f2i(d))
        if k == 18:
            return '(%s)%s' % (T, self.bool_expr(d - 1))
        if k == 19:
            return '(%s)bits(%s)' % (T, self.expr(r.choice(FLT_TYPES + HALF_TYPES + PAIR_TYPES), d - 1))
        if k == 20:
            # multiply-add and wide multiply
            if b <= 32 and r.random() < 0.5:
                wt = 'int64_t' if s else 'uint64_t'
                return '(%s)((uint64_t)((%s)%s * (%s)%s) >> %d)' % (T, wt, e(), wt, e(), r.choice([0, 16, 32]))
            return '(%s)((%s)(%s)%s * (%s)(%s)%s + (%s)(%s)%s)' % (T, W, U, e(), W, U, e(), W, U, e())
        if k == 21:
            # bit field extract / insert idioms
            pos = r.randrange(b)
            ln = r.randrange(1, b - pos + 1)
            m = (1 << ln) - 1
            if r.random() < 0.5:
                return '(%s)(((%s)(%s)%s >> %d) & 0x%xull)' % (T, W, U, e(), pos, m)
            return '(%s)(((%s)(%s)%s & ~(0x%xull << %d)) | (((%s)(%s)%s & 0x%xull) << %d))' % (
                T, W, U, e(), m, pos, W, U, e(), m, pos)
        if k == 22:
            # rotate
            x = e()
            n = r.randrange(1, b)
            return '(%s)(((%s)(%s)%s << %d) | ((%s)(%s)%s >> %d))' % (T, W, U, x, n, W, U, x, b - n)
        # sign/zero extension of a narrower value
        nb = r.choice([8, 16, 32])
        nt = ('s' if r.random() < 0.5 else 'u') + str(nb)
        return '(%s)(%s)%s' % (T, CT[nt], e())

    def intrinsic32(self, d):
        r = self.r
        u = lambda: self.expr('u32', d - 1)
        i = lambda: self.expr('s32', d - 1)
        k = r.randrange(16)
        if k == 15:
            f = r.choice(['__vimax3_s32/iii', '__vimin3_u32/uuu', '__viaddmax_s32/iii',
                          '__viaddmin_u32/uuu', '__vimax_s32_relu/ii', '__vimin3_s32_relu/iii',
                          '__vimax3_s16x2/uuu', '__vimin3_u16x2/uuu', '__viaddmax_s16x2/uuu',
                          '__vimin_s16x2_relu/uu', '__vimax3_s16x2_relu/uuu'])
            name, sig = f.split('/')
            if name == '__viaddmax_s32':
                # int addition: nvcc assumes it does not overflow
                return '%s((%s) >> 2, (%s) >> 2, %s)' % (name, i(), i(), i())
            return '%s(%s)' % (name, ', '.join(u() if c == 'u' else i() for c in sig))
        if k == 0:
            return '__umulhi(%s, %s)' % (u(), u())
        if k == 1:
            return '__mulhi(%s, %s)' % (i(), i())
        if k == 2:
            sel = r.choice(['0x%x' % (r.getrandbits(16) & 0x7777), '(%s) & 0x7777u' % u()])
            return '__byte_perm(%s, %s, %s)' % (u(), u(), sel)
        if k == 3:
            return '%s(%s, %s, %s)' % (r.choice(['__funnelshift_l', '__funnelshift_r',
                                                 '__funnelshift_lc', '__funnelshift_rc']),
                                       u(), u(), u())
        if k == 4:
            return '%s(%s)' % (r.choice(['__popc', '__brev']), u())
        if k == 5:
            return '%s(%s)' % (r.choice(['__clz', '__ffs']), i())
        if k == 6:
            return '__sad(%s, %s, %s)' % (i(), i(), u())
        if k == 7:
            return '__usad(%s, %s, %s)' % (u(), u(), u())
        if k == 8:
            return '%s(%s, %s)' % (r.choice(['__hadd', '__rhadd']), i(), i())
        if k == 9:
            return '%s(%s, %s)' % (r.choice(['__uhadd', '__urhadd']), u(), u())
        # nvcc treats a __mul24 product that does not fit in 32 bits as
        # signed overflow (undefined), so keep the operands to 15/16 bits.
        if k == 10:
            return '__mul24((%s) >> 17, (%s) >> 17)' % (i(), i())
        if k == 11:
            return '__umul24((%s) >> 16, (%s) >> 16)' % (u(), u())
        if k == 12:
            return '(%s ? %s : %s)' % (self.bool_expr(d - 1), u(), u())
        if k == 13:
            return '(int32_t)bits(%s)' % self.expr('f32', d - 1)
        return '(uint32_t)bits(%s)' % self.expr('f64', d - 1)

    def intrinsic64(self, d):
        r = self.r
        u = lambda: self.expr('u64', d - 1)
        i = lambda: self.expr('s64', d - 1)
        k = r.randrange(6)
        if k == 0:
            return '__umul64hi(%s, %s)' % (u(), u())
        if k == 1:
            return '__mul64hi(%s, %s)' % (i(), i())
        if k == 2:
            return '__popcll(%s)' % u()
        if k == 3:
            return '__brevll(%s)' % u()
        if k == 4:
            return '%s(%s)' % (r.choice(['__clzll', '__ffsll']), i())
        return '(int64_t)bits(%s)' % self.expr('f64', d - 1)

    def simd(self, d):
        f = self.r.choice(['__vadd2', '__vadd4', '__vsub2', '__vsub4', '__vabsdiffu2',
                           '__vabsdiffu4', '__vabsdiffs4', '__vmaxu4', '__vminu2',
                           '__vmaxs2', '__vmins4', '__vavgu4', '__vavgu2', '__vcmpeq4',
                           '__vcmpgtu2', '__vsetltu4', '__vaddus4', '__vsubss2', '__vsads4'])
        return '%s(%s, %s)' % (f, self.expr('u32', d - 1), self.expr('u32', d - 1))

    def f2i(self, d):
        r = self.r
        if r.random() < 0.2:
            if r.random() < 0.5:
                dst = r.choice(['int', 'uint', 'short', 'ushort', 'll', 'ull'])
                return '__half2%s_rz(%s)' % (dst, self.expr('hf', d - 1))
            dst = r.choice(['int', 'uint', 'short', 'ushort', 'll', 'ull'])
            return '__bfloat162%s_rz(%s)' % (dst, self.expr('bf', d - 1))
        src = r.choice(['float', 'double'])
        dst = r.choice(['int', 'uint', 'll', 'ull'])
        x = self.expr('f32' if src == 'float' else 'f64', d - 1)
        return '__%s2%s_%s(nn(%s))' % (src, dst, r.choice(RMODES), x)

    def bool_expr(self, d):
        r = self.r
        k = r.randrange(6)
        if k <= 2:
            t = r.choice(INT_TYPES)
        elif k == 3:
            t = r.choice(FLT_TYPES)
        elif k == 4:
            if r.random() < 0.5:
                return '(%s %s %s)' % (self.expr('b', d - 1), r.choice(['&&', '||', '!=', '==']),
                                       self.expr('b', d - 1))
            return '!%s' % self.expr('b', d - 1)
        else:
            t = r.choice(HALF_TYPES)
            f = r.choice(['__hlt', '__hle', '__hgt', '__hge', '__heq', '__hne',
                          '__hltu', '__hgeu', '__hneu'])
            return '%s(%s, %s)' % (f, self.expr(t, d - 1), self.expr(t, d - 1))
        op = r.choice(['<', '<=', '>', '>=', '==', '!='])
        if t in FLT_TYPES and r.random() < 0.2:
            return '(%s != %s)' % ((self.expr(t, d - 1),) * 2)  # isnan
        return '(%s %s %s)' % (self.expr(t, d - 1), op, self.expr(t, d - 1))

    def flt_expr(self, t, d):
        r = self.r
        dbl = t == 'f64'
        T = CT[t]
        e = lambda: self.expr(t, d - 1)
        p = 'd' if dbl else 'f'
        k = r.randrange(18)
        if k < 4:
            return '(%s %s %s)' % (e(), r.choice(['+', '-', '*', '/']), e())
        if k == 4:
            return '%s(%s, %s, %s)' % ('fma' if dbl else 'fmaf', e(), e(), e())
        if k == 5:
            return '%s(%s)' % ('sqrt' if dbl else 'sqrtf', e())
        if k == 6:
            return '%s(%s, %s)' % (r.choice(['dmn', 'dmx'] if dbl else ['fmn', 'fmx']), e(), e())
        if k == 7:
            j = r.randrange(3)
            if j == 0:
                return '%s(%s)' % ('fabs' if dbl else 'fabsf', e())
            if j == 1:
                return '(-%s)' % e()
            return '%s(%s, nn(%s))' % ('copysign' if dbl else 'copysignf', e(), e())
        if k == 8:
            op = r.choice(['add', 'sub', 'mul', 'div'])
            return '__%s%s_%s(%s, %s)' % (p, op, r.choice(RMODES), e(), e())
        if k == 9:
            return '__%s_%s(%s)' % ('dsqrt' if dbl else 'fsqrt', r.choice(RMODES), e())
        if k == 10:
            return '__%s_%s(%s)' % ('drcp' if dbl else 'frcp', r.choice(RMODES), e())
        if k == 11:
            return '__%s_%s(%s, %s, %s)' % ('fma' if dbl else 'fmaf', r.choice(RMODES), e(), e(), e())
        if k == 12:
            # from integers
            st = r.choice(['int', 'uint', 'll', 'ull'])
            ct = {'int': 's32', 'uint': 'u32', 'll': 's64', 'ull': 'u64'}[st]
            x = self.expr(ct, d - 1)
            if r.random() < 0.3:
                return '(%s)%s' % (T, x)
            if dbl and st in ('int', 'uint'):
                return '__%s2double_rn(%s)' % (st, x)
            return '__%s2%s_%s(%s)' % (st, 'double' if dbl else 'float', r.choice(RMODES), x)
        if k == 13:
            # between f32 and f64
            if dbl:
                return '(double)%s' % self.expr('f32', d - 1)
            return '__double2float_%s(%s)' % (r.choice(RMODES), self.expr('f64', d - 1))
        if k == 14:
            return '(%s ? %s : %s)' % (self.bool_expr(d - 1), e(), e())
        if k == 15:
            if dbl:
                return '(double)%s' % self.half_to_f32(d)
            return self.half_to_f32(d)
        if k == 16 and not dbl:
            return '__saturatef(%s)' % e()
        # reinterpretation of bits
        if dbl:
            return 'asD(%s)' % self.expr('u64', d - 1)
        return 'asF(%s)' % self.expr('u32', d - 1)

    def pair_expr(self, t, d):
        r = self.r
        e = lambda: self.expr(t, d - 1)
        h = 'hf' if t == 'h2' else 'bf'
        k = r.randrange(7)
        if k < 3:
            return '%s(%s, %s)' % (r.choice(['__hadd2', '__hsub2', '__hmul2']), e(), e())
        if k == 3:
            return '%s(%s, %s)' % (r.choice(['__hmin2', '__hmax2']), e(), e())
        if k == 4:
            return '%s(%s)' % (r.choice(['__hneg2', '__habs2', '__lowhigh2highlow']), e())
        if k == 5:
            return '%s(%s, %s)' % ('__halves2half2' if t == 'h2' else '__halves2bfloat162',
                                   self.expr(h, d - 1), self.expr(h, d - 1))
        return '%s(%s, %s)' % ('__floats2half2_rn' if t == 'h2' else '__floats2bfloat162_rn',
                               self.expr('f32', d - 1), self.expr('f32', d - 1))

    def half_to_f32(self, d):
        t = self.r.choice(HALF_TYPES)
        return '%s(%s)' % ('__half2float' if t == 'hf' else '__bfloat162float', self.expr(t, d - 1))

    def half_expr(self, t, d):
        r = self.r
        e = lambda: self.expr(t, d - 1)
        k = r.randrange(8)
        if k < 3:
            return '%s(%s, %s)' % (r.choice(['__hadd', '__hsub', '__hmul']), e(), e())
        if k == 3:
            return '%s(%s, %s)' % (r.choice(['__hmin', '__hmax']), e(), e())
        if k == 4:
            return '%s(%s)' % (r.choice(['__hneg', '__habs']), e())
        if k == 5:
            return '(%s ? %s : %s)' % (self.bool_expr(d - 1), e(), e())
        if k == 6 and t == 'hf':
            # half from a double or an integer
            if r.random() < 0.5:
                return '__double2half(%s)' % self.expr('f64', d - 1)
            st = r.choice(['int', 'uint', 'short', 'ushort', 'll', 'ull'])
            ct = {'int': 's32', 'uint': 'u32', 'short': 's16', 'ushort': 'u16', 'll': 's64', 'ull': 'u64'}[st]
            return '__%s2half_%s(%s)' % (st, r.choice(RMODES), self.expr(ct, d - 1))
        if k == 7 and r.random() < 0.5:
            h = '__low2half' if t == 'hf' else '__low2bfloat16'
            hh = '__high2half' if t == 'hf' else '__high2bfloat16'
            return '%s(%s)' % (r.choice([h, hh]), self.expr('h2' if t == 'hf' else 'b2', d - 1))
        f = self.expr('f32', d - 1)
        if t == 'hf':
            return '__float2half_%s(%s)' % (r.choice(RMODES), f)
        return '__float2bfloat16_%s(%s)' % (r.choice(RMODES), f)


ACC0 = [0, 0xffffffff, 0x7fffffff, 0xffffffffffffffff, 0, 0x80000000, 0x12345678, 0x3f800000]
WARP_OPS_BASE = ['shfl', 'shfl_up', 'shfl_down', 'shfl_xor', 'ballot', 'any', 'all']


def gen_program(seed, arch):
    r = random.Random(seed)
    g = Gen(r, arch)
    types = INT_TYPES + FLT_TYPES + HALF_TYPES + PAIR_TYPES
    # inputs
    for j in range(NIN):
        t = r.choice(types)
        conv = {'f32': 'asF', 'f64': 'asD', 'hf': 'asH', 'bf': 'asB', 'h2': 'asH2', 'b2': 'asB2'}.get(t)
        src = 'in[tid * %d + %d]' % (NIN, j)
        g.add_var(t, '%s(%s)' % (conv, src) if conv else '(%s)%s' % (CT[t], src))
    g.add_var('u32', 'tid')
    nstmt = r.randrange(12, 40)
    depth = r.choice([2, 3, 3, 4])
    for _ in range(nstmt):
        t = r.choice(types + ['u32', 's32', 'u64', 'f32'])
        k = r.random()
        if k < 0.75:
            g.add_var(t, g.expr(t, depth))
            continue
        name = g.add_var(t, g.expr(t, depth - 1))
        if k < 0.85:
            g.lines.append('  if (%s) { %s = %s; } else { %s = %s; }' % (
                g.expr('b', depth - 1), name, g.expr(t, depth), name, g.expr(t, depth - 1)))
        elif k < 0.93:
            iv = 'i%d' % g.n
            g.vars['u32'].append(iv)
            g.lines.append('  for (uint32_t %s = 0; %s < ((uint32_t)%s & %d); ++%s) { %s = %s; }' % (
                iv, iv, g.expr('u32', 1), r.choice([3, 7, 15]), iv, name, g.expr(t, depth - 1)))
            g.vars['u32'].remove(iv)
        else:
            ncase = r.randrange(3, 9)
            cases = ' '.join('case %d: %s = %s; break;' % (c, name, g.expr(t, depth - 1))
                             for c in range(ncase))
            g.lines.append('  switch ((uint32_t)%s & 7) { %s default: %s = %s; }' % (
                g.expr('u32', 1), cases, name, g.expr(t, depth - 1)))
    names = ['v%d' % i for i in range(g.n)]
    nout = len(names)
    body = ['HDN void body(unsigned tid, const uint64_t *in, uint64_t *o) {'] + g.lines
    for i, n in enumerate(names):
        body.append('  o[%d] = bits(%s);' % (i, n))
    body.append('}')

    # Warp / shared / atomic phase: NW words per thread, NA atomic slots.
    sm = int(arch[3:5]) if arch[3:5].isdigit() else 75
    wops = []
    for _ in range(r.randrange(2, 6)):
        op = r.choice(WARP_OPS_BASE + ['match', 'shared', 'shared', 'atom', 'atom2', 'atom2',
                                       'divshfl', 'divshfl', 'divvote', 'localarr', 'smatom'] +
                      (['reduce', 'divreduce'] if sm >= 80 else []))
        a = r.randrange(nout)
        b = r.randrange(nout)
        width = r.choice([32, 32, 16, 8, 4, 2])
        wops.append((op, a, b, width, r.getrandbits(32), r.choice(['add', 'min', 'max', 'and', 'or', 'xor'])))
    nw = len(wops)
    dev = ['extern "C" __global__ void kern(const uint64_t *in, uint64_t *out, uint32_t *wout, unsigned long long *acc) {',
           '  unsigned ltid = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;',
           '  unsigned tid = (blockIdx.y * gridDim.x + blockIdx.x) * %d + ltid;' % BLOCK,
           '  uint64_t o[%d];' % nout,
           '  body(tid, in, o);',
           '  for (int k = 0; k < %d; ++k) out[tid * %d + k] = o[k];' % (nout, nout),
           '  __shared__ uint32_t sm[%d];' % BLOCK]
    host = []
    for i, (op, a, b, width, c, rop) in enumerate(wops):
        w = '(uint32_t)(o[%d] ^ (o[%d] >> 32))' % (a, a)
        x = '(uint32_t)o[%d]' % b
        dst = 'wout[tid * %d + %d]' % (nw, i)
        if op == 'shfl':
            dev.append('  %s = __shfl_sync(0xffffffffu, %s, (int)(%s), %d);' % (dst, w, x, width))
        elif op == 'shfl_up':
            dev.append('  %s = __shfl_up_sync(0xffffffffu, %s, %du, %d);' % (dst, w, c % width, width))
        elif op == 'shfl_down':
            dev.append('  %s = __shfl_down_sync(0xffffffffu, %s, %du, %d);' % (dst, w, c % width, width))
        elif op == 'shfl_xor':
            dev.append('  %s = __shfl_xor_sync(0xffffffffu, %s, %d, %d);' % (dst, w, c % 32, width))
        elif op == 'ballot':
            dev.append('  %s = __ballot_sync(0xffffffffu, (%s & %du) != 0);' % (dst, w, c | 1))
        elif op == 'any':
            dev.append('  %s = __any_sync(0xffffffffu, (%s & 0x%xu) == 0);' % (dst, w, c & 0x11))
        elif op == 'all':
            dev.append('  %s = __all_sync(0xffffffffu, (%s & 0x%xu) != 0);' % (dst, w, c & 0x3))
        elif op == 'match':
            dev.append('  %s = __match_any_sync(0xffffffffu, %s & 3u);' % (dst, w))
        elif op == 'reduce':
            fn = {'add': '__reduce_add_sync', 'min': '__reduce_min_sync', 'max': '__reduce_max_sync',
                  'and': '__reduce_and_sync', 'or': '__reduce_or_sync', 'xor': '__reduce_xor_sync'}[rop]
            cast = '(int)' if (c & 1) and rop in ('min', 'max') else ''
            dev.append('  %s = %s(0xffffffffu, %s%s);' % (dst, fn, cast, w))
        elif op == 'shared':
            dev.append('  __syncthreads(); sm[ltid] = %s; __syncthreads();' % w)
            dev.append('  %s = sm[(ltid * %du + %du) %% %du];' % (dst, (c % 7) * 2 + 1, c % BLOCK, BLOCK))
        elif op == 'divshfl':
            # shuffle among the lanes of a divergent branch: membermask from a ballot
            dev.append('  { bool c = (%s & %du) != 0; unsigned m = __ballot_sync(0xffffffffu, c); %s = 0;' % (x, (c | 1) & 0xff, dst))
            dev.append('    if (c) { int src = __ffs(m) - 1 + (int)(%s & 3u); if (!((m >> (src & 31)) & 1)) src = __ffs(m) - 1;' % w)
            dev.append('      %s = __shfl_sync(m, %s, src); } }' % (dst, w))
        elif op == 'divvote':
            dev.append('  { bool c = (%s & %du) != 0; unsigned m = __ballot_sync(0xffffffffu, c); %s = 0;' % (x, (c | 1) & 0xff, dst))
            dev.append('    if (c) %s = __ballot_sync(m, (%s & 1u) != 0) ^ ((unsigned)__any_sync(m, (%s & 6u) == 6u) << 31) ^ ((unsigned)__all_sync(m, (%s & 8u) != 0) << 30) ^ __match_any_sync(m, %s & 1u); }' % (dst, w, w, w, w))
        elif op == 'divreduce':
            fn = {'add': '__reduce_add_sync', 'min': '__reduce_min_sync', 'max': '__reduce_max_sync',
                  'and': '__reduce_and_sync', 'or': '__reduce_or_sync', 'xor': '__reduce_xor_sync'}[rop]
            dev.append('  { bool c = (%s & %du) != 0; unsigned m = __ballot_sync(0xffffffffu, c); %s = 0;' % (x, (c | 1) & 0xff, dst))
            dev.append('    if (c) %s = %s(m, %s); }' % (dst, fn, w))
        elif op == 'localarr':
            dev.append('  { uint32_t arr[16]; for (int j = 0; j < 16; ++j) arr[j] = %s * (j + 1) + (uint32_t)o[j %% %d];' % (w, nout))
            dev.append('    arr[%s & 15u] ^= 0x5a5a5a5au; %s = arr[(%s >> 4) & 15u] + arr[%s & 15u]; }' % (x, dst, x, w))
        elif op == 'smatom':
            dev.append('  { __shared__ unsigned sa[4]; if (ltid < 4) sa[ltid] = 0; __syncthreads();')
            dev.append('    atomicAdd(&sa[0], %s); atomicMax(&sa[1], %s); atomicXor(&sa[2], %s); atomicInc(&sa[3], %du); __syncthreads();' % (w, w, w, c % 50 + 1))
            dev.append('    %s = sa[ltid & 3u]; __syncthreads(); }' % dst)
        elif op == 'atom2':
            slot = i % 8
            k2 = c % 4
            if k2 == 0 and (ACC0[slot] & 0x7fffffff) > 0x7f800000:
                k2 = 1  # no float arithmetic on a NaN (its payload is the device's)
            if k2 == 0:
                # float add of small integers: exact, so order-independent
                dev.append('  %s = 0; atomicAdd((float *)&acc[%d], (float)(int)(%s %% 64u) - 20.0f);' % (dst, slot, w))
            elif k2 == 1:
                dev.append('  %s = 0; atomicInc((unsigned *)&acc[%d], %du);' % (dst, slot, (c >> 4) % 100 + 1))
            elif k2 == 2:
                dev.append('  %s = 0; atomicDec((unsigned *)&acc[%d], %du);' % (dst, slot, (c >> 4) % 100 + 1))
            else:
                # float max through a CAS loop
                dev.append('  { %s = 0; float v = (float)(int)(%s %% 1000u); unsigned *a = (unsigned *)&acc[%d]; unsigned old = *a, as;' % (dst, w, slot))
                dev.append('    do { as = old; if (__uint_as_float(as) >= v) break; old = atomicCAS(a, as, __float_as_uint(v)); } while (old != as); }')
        elif op == 'atom':
            slot = i % 8
            fn = {'add': 'atomicAdd', 'min': 'atomicMin', 'max': 'atomicMax', 'and': 'atomicAnd',
                  'or': 'atomicOr', 'xor': 'atomicXor'}[rop]
            if c & 1 and rop in ('add', 'min', 'max', 'and', 'or', 'xor'):
                dev.append('  %s = 0; %s(&acc[%d], (unsigned long long)o[%d]);' % (dst, fn, slot, a))
            else:
                signed = rop in ('min', 'max') and (c & 2)
                cast = '(int *)' if signed else '(unsigned *)'
                vcast = '(int)' if signed else ''
                dev.append('  %s = 0; %s(%s&acc[%d], %s%s);' % (dst, fn, cast, slot, vcast, w))
    dev.append('}')
    prog = {'nout': nout, 'nw': nw, 'wops': wops}
    src = ['// generated by utils/exec/host-diff.py, seed %d, %s' % (seed, arch),
           '#include "host-diff-prelude.h"'] + body + ['#ifdef __CUDACC__'] + dev + ['#else'] + \
        host_main(prog) + ['#endif', '']
    return '\n'.join(src), prog


def host_main(prog):
    nout, nw, wops = prog['nout'], prog['nw'], prog['wops']
    n = GRID * BLOCK
    L = ['#include <cstdio>', '#include <vector>',
         'int main(int argc, char **argv) {',
         '  const int N = %d, B = %d, NOUT = %d, NW = %d;' % (n, BLOCK, nout, nw),
         '  std::vector<uint64_t> in(N * %d), out(N * NOUT), acc(8);' % NIN,
         '  std::vector<uint32_t> wout(N * (NW ? NW : 1));',
         '  FILE *F = fopen(argv[1], "rb"); if (fread(in.data(), 8, in.size(), F) != in.size()) return 3; fclose(F);',
         '  F = fopen(argv[2], "rb"); if (fread(acc.data(), 8, 8, F) != 8) return 3; fclose(F);',
         '  for (int t = 0; t < N; ++t) body(t, in.data(), &out[t * NOUT]);',
         '  auto O = [&](int t, int k) { return out[t * NOUT + k]; };',
         '  auto Wv = [&](int t, int a) { return (uint32_t)(O(t, a) ^ (O(t, a) >> 32)); };']
    for i, (op, a, b, width, c, rop) in enumerate(wops):
        L.append('  for (int t = 0; t < N; ++t) {')
        L.append('    int lane = t %% 32, base = t - lane; uint32_t &d = wout[t * NW + %d];' % i)
        mask = 32 - width
        if op == 'shfl':
            L.append('    uint32_t bv = (uint32_t)O(t, %d) & 31; int j = (lane & %d) | (bv & ~%d & 31);' % (b, mask, mask))
            L.append('    d = Wv(base + j, %d);' % a)
        elif op == 'shfl_up':
            L.append('    int j = lane - %d; if (j < (lane & %d)) j = lane; d = Wv(base + j, %d);' % (c % width, mask, a))
        elif op == 'shfl_down':
            L.append('    int j = lane + %d; if (j > ((lane & %d) | (31 & ~%d))) j = lane; d = Wv(base + j, %d);' % (
                c % width, mask, mask, a))
        elif op == 'shfl_xor':
            L.append('    int j = lane ^ %d; if (j > ((lane & %d) | (31 & ~%d))) j = lane; d = Wv(base + j, %d);' % (
                c % 32, mask, mask, a))
        elif op == 'ballot':
            L.append('    d = 0; for (int l = 0; l < 32; ++l) if ((Wv(base + l, %d) & %du) != 0) d |= 1u << l;' % (a, c | 1))
        elif op == 'any':
            L.append('    d = 0; for (int l = 0; l < 32; ++l) if ((Wv(base + l, %d) & 0x%xu) == 0) d = 1;' % (a, c & 0x11))
        elif op == 'all':
            L.append('    d = 1; for (int l = 0; l < 32; ++l) if (!((Wv(base + l, %d) & 0x%xu) != 0)) d = 0;' % (a, c & 0x3))
        elif op == 'match':
            L.append('    d = 0; for (int l = 0; l < 32; ++l) if ((Wv(base + l, %d) & 3u) == (Wv(t, %d) & 3u)) d |= 1u << l;' % (a, a))
        elif op == 'reduce':
            signed = (c & 1) and rop in ('min', 'max')
            ty = 'int32_t' if signed else 'uint32_t'
            init = {'add': '0', 'min': '(%s)Wv(base, %d)' % (ty, a), 'max': '(%s)Wv(base, %d)' % (ty, a),
                    'and': '0xffffffffu', 'or': '0', 'xor': '0'}[rop]
            step = {'add': 'r += v', 'min': 'r = v < r ? v : r', 'max': 'r = v > r ? v : r',
                    'and': 'r &= v', 'or': 'r |= v', 'xor': 'r ^= v'}[rop]
            L.append('    %s r = %s; for (int l = 0; l < 32; ++l) { %s v = (%s)Wv(base + l, %d); %s; } d = (uint32_t)r;' % (
                ty, init, ty, ty, a, step))
        elif op == 'shared':
            L.append('    int bb = t - t %% B; d = Wv(bb + (int)(((uint32_t)(t %% B) * %du + %du) %% %du), %d);' % (
                (c % 7) * 2 + 1, c % BLOCK, BLOCK, a))
        elif op in ('divshfl', 'divvote', 'divreduce'):
            L.append('    unsigned m = 0; for (int l = 0; l < 32; ++l) if (((uint32_t)O(base + l, %d) & %du) != 0) m |= 1u << l;' % (b, (c | 1) & 0xff))
            L.append('    d = 0; if (!((m >> lane) & 1)) continue;')
            if op == 'divshfl':
                L.append('    int src = __ffs(m) - 1 + (int)(Wv(t, %d) & 3u); if (!((m >> (src & 31)) & 1)) src = __ffs(m) - 1;' % a)
                L.append('    d = Wv(base + (src & 31), %d);' % a)
            elif op == 'divvote':
                L.append('    unsigned bal = 0, any = 0, all = 1, mat = 0;')
                L.append('    for (int l = 0; l < 32; ++l) if ((m >> l) & 1) { uint32_t v = Wv(base + l, %d);' % a)
                L.append('      if (v & 1u) bal |= 1u << l; if ((v & 6u) == 6u) any = 1; if (!(v & 8u)) all = 0;')
                L.append('      if ((v & 1u) == (Wv(t, %d) & 1u)) mat |= 1u << l; }' % a)
                L.append('    d = bal ^ (any << 31) ^ (all << 30) ^ mat;')
            else:
                signed = False
                init = {'add': '0', 'min': '0xffffffffu', 'max': '0', 'and': '0xffffffffu', 'or': '0', 'xor': '0'}[rop]
                step = {'add': 'r += v', 'min': 'r = v < r ? v : r', 'max': 'r = v > r ? v : r',
                        'and': 'r &= v', 'or': 'r |= v', 'xor': 'r ^= v'}[rop]
                L.append('    uint32_t r = %s; for (int l = 0; l < 32; ++l) if ((m >> l) & 1) { uint32_t v = Wv(base + l, %d); %s; } d = r;' % (init, a, step))
        elif op == 'localarr':
            L.append('    uint32_t arr[16], w = Wv(t, %d), x = (uint32_t)O(t, %d); for (int j = 0; j < 16; ++j) arr[j] = w * (j + 1) + (uint32_t)O(t, j %% %d);' % (a, b, nout))
            L.append('    arr[x & 15u] ^= 0x5a5a5a5au; d = arr[(x >> 4) & 15u] + arr[w & 15u];')
        elif op == 'smatom':
            L.append('    int bb = t - t % B; uint32_t sa[4] = {0, 0, 0, 0};')
            L.append('    for (int u = bb; u < bb + B; ++u) { uint32_t v = Wv(u, %d); sa[0] += v; sa[1] = v > sa[1] ? v : sa[1]; sa[2] ^= v; sa[3] = sa[3] >= %du ? 0 : sa[3] + 1; }' % (a, c % 50 + 1))
            L.append('    d = sa[(t % B) & 3];')
        elif op == 'atom2':
            slot = i % 8
            k2 = c % 4
            if k2 == 0 and (ACC0[slot] & 0x7fffffff) > 0x7f800000:
                k2 = 1
            L.append('    d = 0; uint32_t w = Wv(t, %d); uint32_t s = (uint32_t)acc[%d];' % (a, slot))
            if k2 == 0:
                L.append('    float f; memcpy(&f, &s, 4); f += (float)(int)(w % 64u) - 20.0f; memcpy(&s, &f, 4);')
            elif k2 == 1:
                L.append('    s = s >= %du ? 0 : s + 1;' % ((c >> 4) % 100 + 1))
            elif k2 == 2:
                L.append('    s = (s == 0 || s > %du) ? %du : s - 1;' % (((c >> 4) % 100 + 1,) * 2))
            else:
                L.append('    float v = (float)(int)(w % 1000u), f; memcpy(&f, &s, 4); if (!(f >= v)) memcpy(&s, &v, 4);')
            L.append('    acc[%d] = (acc[%d] & 0xffffffff00000000ull) | s;' % (slot, slot))
        elif op == 'atom':
            slot = i % 8
            wide = c & 1
            if wide:
                L.append('    uint64_t v = O(t, %d); uint64_t &s = acc[%d];' % (a, slot))
                step = {'add': 's += v', 'min': 's = v < s ? v : s', 'max': 's = v > s ? v : s',
                        'and': 's &= v', 'or': 's |= v', 'xor': 's ^= v'}[rop]
                L.append('    %s; d = 0;' % step)
            else:
                signed = rop in ('min', 'max') and (c & 2)
                ty = 'int32_t' if signed else 'uint32_t'
                L.append('    %s v = (%s)Wv(t, %d), s = (%s)(uint32_t)acc[%d];' % (ty, ty, a, ty, slot))
                step = {'add': 's += v', 'min': 's = v < s ? v : s', 'max': 's = v > s ? v : s',
                        'and': 's &= v', 'or': 's |= v', 'xor': 's ^= v'}[rop]
                L.append('    %s; acc[%d] = (acc[%d] & 0xffffffff00000000ull) | (uint32_t)s; d = 0;' % (step, slot, slot))
        L.append('  }')
    L += ['  F = fopen(argv[3], "wb"); fwrite(out.data(), 8, out.size(), F); fclose(F);',
          '  F = fopen(argv[4], "wb"); fwrite(wout.data(), 4, N * NW, F); fclose(F);',
          '  F = fopen(argv[5], "wb"); fwrite(acc.data(), 8, 8, F); fclose(F);',
          '  return 0;', '}']
    return L


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def cuda_include_flags(work):
    """The include flags nvcc itself passes to the host compiler (its INCLUDES and
    SYSTEM_INCLUDES, from nvcc.profile), so that g++ sees the same cuda_fp16.h and
    <nv/target> whatever the toolkit's layout (/usr/local/cuda, targets/<arch>/include,
    pip wheels). Falls back to <nvcc's dir>/../include."""
    e = os.path.join(work, 'empty.cu')
    with open(e, 'w') as f:
        f.write('\n')
    p = run(['nvcc', '--dryrun', '-E', e, '-o', os.devnull])
    flags = []
    for line in p.stdout.splitlines():
        for var in ('INCLUDES=', 'SYSTEM_INCLUDES='):
            if line.startswith('#$ ' + var):
                flags += shlex.split(line[3 + len(var):])
    if not any(f.startswith('-I') for f in flags):
        bindir = os.path.dirname(os.path.realpath(shutil.which('nvcc')))
        flags = ['-I', os.path.join(os.path.dirname(bindir), 'include')] + flags
    return flags


def host_build(d, src, cuda_inc):
    """Compiles a generated program for the host; returns an error text or None."""
    cu = os.path.join(d, 'k.cu')
    with open(cu, 'w') as f:
        f.write(src)
    exe = os.path.join(d, 'host')
    p = run(['g++', '-std=c++17', '-O1', '-frounding-math', '-ffp-contract=off', '-w',
             '-I', HERE] + cuda_inc + ['-x', 'c++', cu, '-o', exe])
    if p.returncode:
        return 'host compile failed (g++ exit %d, CUDA include flags %s):\n%s' % (
            p.returncode, ' '.join(cuda_inc), p.stdout[-3000:])
    return None


def probe_host(args, cuda_inc):
    d = os.path.join(args.work, 'probe')
    os.makedirs(d, exist_ok=True)
    src, _ = gen_program(args.seed, args.archs.split(',')[0])
    err = host_build(d, src, cuda_inc)
    if err:
        print(err.strip().replace('\n', '\n  '))
        return 1
    print('host-diff: host build ok')
    return 0


def one(seed, arch, mode, args, cuda_inc):
    """Returns (status, message). status: ok, mismatch, exec-error, skip."""
    d = os.path.join(args.work, 'p%d-%s-%s' % (seed, arch, mode))
    os.makedirs(d, exist_ok=True)
    src, prog = gen_program(seed, arch)
    cu = os.path.join(d, 'k.cu')
    r = random.Random(seed * 7919 + 1)
    n = GRID * BLOCK
    with open(os.path.join(d, 'in.bin'), 'wb') as f:
        f.write(b''.join(struct.pack('<Q', rand_word(r)) for _ in range(n * NIN)))
    acc0 = ACC0
    with open(os.path.join(d, 'acc.bin'), 'wb') as f:
        f.write(b''.join(struct.pack('<Q', v) for v in acc0))
    # host reference
    exe = os.path.join(d, 'host')
    err = host_build(d, src, cuda_inc)
    if err:
        return 'gen-error', err
    p = run([exe, 'in.bin', 'acc.bin', 'exp.out', 'exp.wout', 'exp.acc'], cwd=d)
    if p.returncode:
        return 'gen-error', 'host run failed: ' + p.stdout[-2000:]
    ptx = os.path.join(d, 'k.ptx')
    flags = ['-O3'] if mode == 'O3' else ['-G']
    p = run(['nvcc', '-ptx', '-arch=' + arch, '-fmad=false', '-I', HERE] + flags + [cu, '-o', ptx])
    if p.returncode:
        return 'gen-error', 'nvcc failed:\n' + p.stdout[-3000:]
    nout, nw = prog['nout'], prog['nw']
    # Block and grid shapes (the generated code linearizes both, x fastest).
    block = r.choice(['%d' % BLOCK, '16,4', '8,4,2', '32,2', '4,4,4'])
    grid = r.choice(['%d' % GRID, '1,%d' % GRID])
    cmd = [args.ptxlint, 'run', 'k.ptx', '--kernel', 'kern', '--grid', grid,
           '--block', block, '--arg', 'in:in.bin', '--arg', 'out:%d:got.out' % (n * nout * 8),
           '--arg', 'out:%d:got.wout' % (n * nw * 4), '--arg', 'inout:acc.bin:got.acc', '-w']
    p = run(cmd, cwd=d, timeout=300)
    if p.returncode:
        return 'exec-error', ' '.join(cmd) + '\n' + p.stdout[-3000:]
    problems = []
    for name, unit in (('out', 8), ('wout', 4), ('acc', 8)):
        with open(os.path.join(d, 'exp.' + name), 'rb') as f:
            e = f.read()
        with open(os.path.join(d, 'got.' + name), 'rb') as f:
            g = f.read()
        if e == g:
            continue
        fmt = '<Q' if unit == 8 else '<I'
        shown = 0
        for off in range(0, min(len(e), len(g)), unit):
            if e[off:off + unit] != g[off:off + unit]:
                idx = off // unit
                ev = struct.unpack(fmt, e[off:off + unit])[0]
                gv = struct.unpack(fmt, g[off:off + unit])[0]
                if name == 'out':
                    where = 'thread %d v%d' % (idx // nout, idx % nout)
                elif name == 'wout':
                    where = 'thread %d warp-op %d %s' % (idx // nw, idx % nw, prog['wops'][idx % nw][0])
                else:
                    where = 'acc[%d]' % idx
                problems.append('%s %s: expected 0x%x got 0x%x' % (name, where, ev, gv))
                shown += 1
                if shown >= 6:
                    break
    if problems:
        return 'mismatch', d + '\n  ' + '\n  '.join(problems)
    if not args.keep:
        shutil.rmtree(d, ignore_errors=True)
    return 'ok', ''


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--count', type=int, default=20)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--archs', default='sm_75,sm_80,sm_86,sm_89,sm_90,sm_100,sm_120')
    ap.add_argument('--modes', default='O3,G')
    ap.add_argument('--ptxlint', default=None)
    ap.add_argument('--work', default=None)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--keep', action='store_true', help='keep passing programs too')
    ap.add_argument('--quiet', action='store_true')
    ap.add_argument('--probe-host', action='store_true',
                    help='only check that this machine can build and run a generated program '
                         'for the host (exit 0), else print why (exit 1)')
    args = ap.parse_args()
    if not shutil.which('nvcc') or not shutil.which('g++'):
        print('host-diff: nvcc and g++ are required', file=sys.stderr)
        return 2
    if args.ptxlint is None:
        root = os.path.dirname(os.path.dirname(HERE))
        args.ptxlint = shutil.which('ptxlint') or os.path.join(root, 'build', 'bin', 'ptxlint')
    args.ptxlint = os.path.abspath(args.ptxlint)
    if args.work is None:
        args.work = tempfile.mkdtemp(prefix='host-diff-')
    os.makedirs(args.work, exist_ok=True)
    cuda_inc = cuda_include_flags(args.work)
    if args.probe_host:
        return probe_host(args, cuda_inc)
    archs = args.archs.split(',')
    modes = args.modes.split(',')
    jobs = []
    for i in range(args.count):
        seed = args.seed + i
        jobs.append((seed, archs[i % len(archs)], modes[(i // len(archs)) % len(modes)]))
    stats = {}
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        futs = {ex.submit(one, s, a, m, args, cuda_inc): (s, a, m) for s, a, m in jobs}
        for fut in concurrent.futures.as_completed(futs):
            s, a, m = futs[fut]
            try:
                st, msg = fut.result()
            except subprocess.TimeoutExpired:
                st, msg = 'exec-error', 'timeout'
            stats[st] = stats.get(st, 0) + 1
            if st != 'ok':
                if st in ('mismatch', 'exec-error'):
                    bad += 1
                print('seed %d %s %s: %s %s' % (s, a, m, st.upper(), msg), flush=True)
            elif not args.quiet:
                print('seed %d %s %s: ok' % (s, a, m), flush=True)
    print('host-diff: %d programs, %s (work dir %s)' % (
        len(jobs), ', '.join('%s %d' % kv for kv in sorted(stats.items())), args.work))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
