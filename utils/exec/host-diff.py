#!/usr/bin/env python3
"""Differential tester for `ptxlint run` without a GPU.

Writes random but well-defined CUDA programs: a `__host__ __device__`
function `body` (integer arithmetic of every width, shifts by variable
amounts, mul.hi, byte_perm, funnel shifts, bit counts, SIMD-in-word
intrinsics, comparisons and selects, conversions int<->float in every
rounding mode, f32/f64 arithmetic, directed-rounding intrinsics, half and
bfloat16, __int128, division by constants, and single inline-PTX
instructions in `__host__ __device__` wrappers whose host side is a reference
written from the PTX ISA: bfe/bfi/prmt modes/video/cvt.pack/fp8/fp6/.ftz ...),
then a warp phase (shfl/ballot/any/all/match/reduce, shfl.sync with explicit
clamp and segment mask), a shared-memory phase with __syncthreads (also
__syncthreads_count/and/or and cp.async), and order-independent atomics.
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
import os
import random
import shlex
import shutil
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import diffharness  # noqa: E402
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
FBITS = dict(BITS, f32=32, f64=64)
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


# --focus-ext: most inline-PTX expressions come from asm_ext (the forms added
# last), for batches aimed at them; the default leaves every seed's program as it was.
FOCUS_EXT = False


# --focus-abi: a call phase (the `abi_phase` below) after the statements of
# `body`, drawn from its own random stream so the rest of a seed's program is
# what it was: random structs (every scalar width, bool, f32/f64/half/bf16,
# arrays, CUDA vector types, nested structs, alignas) passed and returned by
# value through `__noinline__` functions, with scalar and pointer parameters
# (generic pointers into the caller's local arrays of structs, also written
# through), bounded recursion, calls through function-pointer tables and local
# arrays of structs indexed by data. It aims at nvcc's call ABI (.param
# structs, sub-word and vector .param accesses, the -G local depot).
FOCUS_ABI = False

# --focus-atomic: most inline-PTX expressions are thread-private atomics
# (asm_atomp): every thread owns a 16-byte slot in shared or global memory,
# so atom/red may take arbitrary operands (subnormal, infinite, NaN f16/bf16/
# f32/f64 adds, inc/dec limits, cas that succeeds or fails, vector forms)
# and the result still does not depend on the order of the threads.
FOCUS_ATOMIC = False

# --focus-intrin: an intrinsic phase (the `intrin` forms below) after the
# statements of `body`, drawn from its own random stream so the rest of a
# seed's program is what it was: the CUDA header intrinsics the default mix
# does not write (half/bf16 pair comparisons and their masks, the _nan min/max,
# _sat/_rn arithmetic, __hfma and its _relu/_sat forms, __hcmadd, half and bf16
# to and from integers in every rounding mode, __dp4a/__dp2a, every SIMD video
# intrinsic, and cuda_fp8.h/cuda_fp6.h/cuda_fp4.h conversions).
FOCUS_INTRIN = False

# --intrin-extra (with --focus-intrin): also __hcmadd on __half2 and
# __nv_bfloat162 (helper-205). Off by default: drawing it changes the
# --focus-intrin programs, whose seeds the lit tests and docs name.
INTRIN_EXTRA = False

# --focus-narrow: a phase (`narrow_to`/`narrow_from` below) after the statements
# of `body`, on its own random stream so the rest of a seed's program is what it
# was: every __nv_cvt_* conversion of cuda_fp8.h/cuda_fp6.h/cuda_fp4.h (fp8,
# fp6, fp4 and e8m0, scalar and x2, from float, double, half and bfloat16 and
# their pairs, every saturation and rounding the header takes) and the narrow
# classes (__nv_fp8x4_e4m3, __nv_fp6x2_e3m2, __nv_fp4x4_e2m1, __nv_fp8_e8m0,
# ...): their constructors from every floating and integer type and their
# conversion operators to float, double, half, bfloat16, pairs and integers over
# arbitrary storage bits. Operands sit on or next to the narrow grids (2^-12 to
# 2^9, four mantissa bits, ties and sticky bits). At sm_89+ (fp8) and
# sm_100a/sm_120a (fp6, fp4, e8m0) the device runs the header's cvt forms, the
# host the header's software path (helper-233).
FOCUS_NARROW = False

# --focus-cxx: a phase (`cxx_phase` below) after the statements of `body`, on
# its own random stream so the rest of a seed's program is what it was: a
# struct of mixed scalar and array members larger than 8 bytes passed to the
# kernel by value (`--arg struct:`) and read inside `body`, `alloca` with
# run-time sizes, per-thread local arrays read and written at data-dependent
# indices, and printf with random flags, widths, precisions and length
# modifiers whose lines are compared (sorted) with the host's printf.
# 64-bit division and remainder by variables, recursion and local arrays of
# structs are already in the default mix and --focus-abi; nvcc 13.0 writes
# no brx.idx for C++ switch statements (12 and 20 dense cases with distinct
# bodies, sm_80 -O3; the 12 at -G), so jump tables come only from the lit tests.
FOCUS_CXX = False
HCMP = ['eq', 'ne', 'le', 'ge', 'lt', 'gt', 'equ', 'neu', 'leu', 'geu', 'ltu', 'gtu']
SIMD_MORE = ['__vabs2/1', '__vabs4/1', '__vabsss2/1', '__vabsss4/1', '__vneg2/1', '__vneg4/1',
             '__vnegss2/1', '__vnegss4/1', '__vabsdiffs2/2', '__vaddss2/2', '__vaddss4/2',
             '__vaddus2/2', '__vsubus2/2', '__vsubus4/2', '__vsubss4/2', '__vavgs2/2',
             '__vavgs4/2', '__vhaddu2/2', '__vhaddu4/2', '__vcmpeq2/2', '__vcmpne2/2',
             '__vcmpne4/2', '__vcmpges2/2', '__vcmpges4/2', '__vcmpgeu2/2', '__vcmpgeu4/2',
             '__vcmpgts2/2', '__vcmpgts4/2', '__vcmpgtu4/2', '__vcmples2/2', '__vcmples4/2',
             '__vcmpleu2/2', '__vcmpleu4/2', '__vcmplts2/2', '__vcmplts4/2', '__vcmpltu2/2',
             '__vcmpltu4/2', '__vseteq2/2', '__vseteq4/2', '__vsetne2/2', '__vsetne4/2',
             '__vsetges2/2', '__vsetges4/2', '__vsetgeu2/2', '__vsetgeu4/2', '__vsetgts2/2',
             '__vsetgts4/2', '__vsetgtu2/2', '__vsetgtu4/2', '__vsetles2/2', '__vsetles4/2',
             '__vsetleu2/2', '__vsetleu4/2', '__vsetlts2/2', '__vsetlts4/2', '__vsetltu2/2',
             '__vmaxs4/2', '__vmaxu2/2', '__vmins2/2', '__vminu4/2', '__vsads2/2', '__vsadu2/2',
             '__vsadu4/2']

ABI_SCALARS = ['u8', 's8', 'b', 'u16', 's16', 'u32', 's32', 'u64', 's64', 'f32', 'f64', 'hf', 'bf',
               'u128', 's128', 'h2', 'b2']
ABI_CT = dict(CT, u128='unsigned __int128', s128='__int128')
ABI_VECS = {'uchar3': ('u8', 3), 'char2': ('s8', 2), 'char4': ('s8', 4), 'short3': ('s16', 3),
            'ushort2': ('u16', 2), 'int2': ('s32', 2), 'uint4': ('u32', 4), 'int3': ('s32', 3),
            'float2': ('f32', 2), 'float3': ('f32', 3), 'float4': ('f32', 4), 'double2': ('f64', 2),
            'longlong2': ('s64', 2), 'ulonglong2': ('u64', 2), 'double3': ('f64', 3), 'short4': ('s16', 4),
            'uchar4': ('u8', 4), 'short2': ('s16', 2), 'ushort4': ('u16', 4)}


class AbiGen:
    """The --focus-abi call phase: structs, functions and their calls."""

    def __init__(self, r, g):
        self.r = r
        self.g = g
        self.structs = []   # (name, leaves: [(path, scalar type)])
        self.funcs = []     # (name, ret, params: [(kind, type)])
        self.nvirt = 0      # classes with virtual methods so far
        # h128 names its argument once: an operand that is a call (with writes
        # through pointer parameters) must not be evaluated twice in one
        # expression, whose order C++ leaves unspecified (seed 97446).
        self.src = ['#include <vector_types.h>',
                    'HD uint64_t h128(unsigned __int128 v) { return (uint64_t)v ^ (uint64_t)(v >> 64) * 0x9e3779b97f4a7c15ull; }']

    # -- values ---------------------------------------------------------
    def hash_leaf(self, v, t):
        if t == 'b':
            return '(uint64_t)(%s)' % v
        if t in ('u128', 's128'):
            return 'h128((unsigned __int128)(%s))' % v
        if t in ('h2', 'b2'):
            return 'bits((%s)(%s))' % (CT[t], v)
        if t in ('f32', 'f64', 'hf', 'bf'):
            return 'bits((%s)(%s))' % (CT[t], v)
        if t.startswith('s'):
            return '(uint64_t)(int64_t)(%s)' % v
        return '(uint64_t)(%s)' % v

    def from_u64(self, t, e):
        """A value of scalar type t made from the u64 expression e."""
        if t == 'b':
            return '(((%s) & 1u) != 0)' % e
        if t == 'f32':
            return 'asF(%s)' % e
        if t == 'f64':
            return 'asD(%s)' % e
        if t == 'hf':
            return 'asH((uint16_t)(%s))' % e
        if t == 'bf':
            return 'asB((uint16_t)(%s))' % e
        if t in ('h2', 'b2'):
            return '%s((uint32_t)(%s))' % ('asH2' if t == 'h2' else 'asB2', e)
        if t in ('u128', 's128'):
            return '(%s)((unsigned __int128)(%s) << %d ^ (unsigned __int128)(%s))' % (
                ABI_CT[t], e, self.r.randrange(1, 100), e)
        return '(%s)(%s)' % (CT[t], e)

    def as_u64(self, v, t):
        return self.hash_leaf(v, t)

    def as_f64(self, v, t):
        if t == 'hf':
            return '(double)__half2float(%s)' % v
        if t == 'bf':
            return '(double)__bfloat162float(%s)' % v
        if t == 'h2':
            return '(double)__half2float(__high2half(%s))' % v
        if t == 'b2':
            return '(double)__bfloat162float(__low2bfloat16(%s))' % v
        if t in ('f32', 'f64'):
            return '(double)(%s)' % v
        if t == 'b':
            return '(double)(%s)' % v
        return '(double)(int32_t)(%s)' % v

    def round_int(self, atoms, t):
        """cvt{.irnd}{.sat} between equal float types (hrint, htrunc, ...; PTX ISA 9.7.9.21):
        an integral value in the same format; .sat clamps to [0, 1], NaN to +0."""
        r = self.r
        g = self.g
        mode = r.choice(['rni', 'rzi', 'rmi', 'rpi', ''])
        fn = {'rni': 'std::nearbyint', 'rzi': 'std::trunc', 'rmi': 'std::floor', 'rpi': 'std::ceil', '': ''}[mode]
        sat = t != 'bf' and (r.random() < 0.3 or not mode)
        pt = {'hf': 'f16', 'bf': 'bf16', 'f64': 'f64'}[t]
        txt = 'cvt%s%s.%s.%s %%0, %%1;' % ('.' + mode if mode else '', '.sat' if sat else '', pt, pt)
        clamp = '(V != V || V <= 0) ? 0.0 : V > 1 ? 1.0 : V' if sat else 'V'
        v, ty = r.choice(atoms)
        if t == 'f64':
            h = g.helper('double', ['double'], txt, '[&] { double V = %s(A0); return %s; }()' % (fn, clamp))
            return '%s(%s)' % (h, self.as_f64(v, ty))
        bf = t == 'bf'
        h = g.helper('uint16_t', ['uint16_t'], txt,
                     '[&] { double V = %s(%s(A0)); V = %s; return ref::toHalfBits(V, %s); }()' % (
                         fn, 'ref::bf2d' if bf else 'ref::h2d', clamp, 'true' if bf else 'false'))
        return '%s(%s(%s))' % ('asB' if bf else 'asH', h, self.hash_leaf(v, ty) if ty not in ('hf', 'bf') else
                               '(uint16_t)%s' % self.hash_leaf(v, ty))

    def mix(self, atoms, t):
        """An expression of scalar type t over the atoms [(expr, type)]."""
        r = self.r
        if t in ('hf', 'f64') or (t == 'bf' and sm_number(self.g.arch) >= 90):
            if r.random() < 0.2:
                return self.round_int(atoms, t)
        picks = [r.choice(atoms) for _ in range(r.randrange(1, 4))]
        if t in ('f32', 'f64', 'hf', 'bf') and r.random() < 0.7:
            fs = [self.as_f64(v, ty) for v, ty in picks]
            e = fs[0]
            for f in fs[1:]:
                e = '(%s %s %s)' % (e, r.choice(['+', '-', '*']), f)
            if t == 'f64':
                return e
            if t == 'f32':
                return '(float)%s' % e
            # one rounding straight from double to half
            return '%s(%s)' % ('__double2half' if t == 'hf' else '__double2bfloat16', e)
        us = [self.as_u64(v, ty) for v, ty in picks]
        e = us[0]
        for u in us[1:]:
            op = r.choice(['+', '^', '*', '-', '|'])
            e = '(%s %s %s)' % (e, op, u)
        if r.random() < 0.5:
            e = '(%s >> %d)' % (e, r.randrange(1, 40))
        return self.from_u64(t, '%s * 0x%xull' % (e, r.getrandbits(64) | 1))

    # -- structs --------------------------------------------------------
    def new_struct(self):
        r = self.r
        name = 'S%d' % len(self.structs)
        fields, leaves = [], []
        for i in range(r.randrange(1, 7)):
            k = r.random()
            fn = 'm%d' % i
            if k < 0.45:
                t = r.choice(ABI_SCALARS)
                fields.append('%s %s;' % (ABI_CT[t], fn))
                leaves.append((fn, t))
            elif k < 0.55:
                # a bit-field (assignments wrap modulo its width on both sides)
                t = r.choice(INT_TYPES)
                fields.append('%s %s : %d;' % (CT[t], fn, r.randrange(1, BITS[t] + 1)))
                leaves.append((fn, t))
            elif k < 0.7:
                t = r.choice(ABI_SCALARS)
                n = r.randrange(1, 6)
                fields.append('%s %s[%d];' % (ABI_CT[t], fn, n))
                leaves += [('%s[%d]' % (fn, j), t) for j in range(n)]
            elif k < 0.85:
                vt = r.choice(sorted(ABI_VECS))
                st, n = ABI_VECS[vt]
                fields.append('%s %s;' % (vt, fn))
                leaves += [('%s.%s' % (fn, 'xyzw'[j]), st) for j in range(n)]
            elif self.structs:
                sn, sl = r.choice(self.structs)
                fields.append('%s %s;' % (sn, fn))
                leaves += [('%s.%s' % (fn, p), t) for p, t in sl]
            else:
                fields.append('uint8_t %s;' % fn)
                leaves.append((fn, 'u8'))
        # (no alignas(8): it cannot weaken the alignment of an __int128 or double2 member)
        al = r.choice(['', '', '', 'alignas(16) ', 'alignas(32) '])
        self.src.append('struct %s%s { %s };' % (al, name, ' '.join(fields)))
        # a hash over every member (never the padding), itself a call
        body = ' '.join('h = (h ^ %s) * 0x100000001b3ull;' % self.hash_leaf('s.' + p, t) for p, t in leaves)
        self.src.append('HDN uint64_t h%s(%s s) { uint64_t h = 0xcbf29ce484222325ull; %s return h; }' % (name, name, body))
        self.structs.append((name, leaves))

    def fill(self, var, leaves, atoms, out):
        for p, t in leaves:
            out.append('%s.%s = %s;' % (var, p, self.mix(atoms, t)))

    # -- types ----------------------------------------------------------
    def rand_type(self):
        r = self.r
        if r.random() < 0.6:
            return ('struct', r.randrange(len(self.structs)))
        return ('scalar', r.choice(ABI_SCALARS))

    def ctype(self, ty):
        return self.structs[ty[1]][0] if ty[0] == 'struct' else ABI_CT[ty[1]]

    def leaves_of(self, v, ty):
        if ty[0] == 'struct':
            return [('%s.%s' % (v, p), t) for p, t in self.structs[ty[1]][1]]
        return [(v, ty[1])]

    def hash_of(self, v, ty):
        if ty[0] == 'struct':
            return 'h%s(%s)' % (self.structs[ty[1]][0], v)
        return self.hash_leaf(v, ty[1])

    def value_of(self, ty, atoms, out, tag):
        """Statements in out that build a value of ty; returns its expression."""
        if ty[0] == 'scalar':
            return self.mix(atoms, ty[1])
        v = 'a%s' % tag
        out.append('%s %s;' % (self.ctype(ty), v))
        self.fill(v, self.structs[ty[1]][1], atoms, out)
        return v

    # -- functions ------------------------------------------------------
    def new_func(self, sig=None):
        r = self.r
        idx = len(self.funcs)
        name = 'f%d' % idx
        if sig is None:
            ret = self.rand_type()
            params = []
            for _ in range(r.randrange(1, 6)):
                if r.random() < 0.2:
                    params.append(('ptr', r.randrange(len(self.structs))))
                else:
                    params.append(('val', self.rand_type()))
        else:
            ret, params = sig
        self.funcs.append((name, ret, params))
        plist, atoms, L = [], [], []
        for j, (kind, ty) in enumerate(params):
            pn = 'p%d' % j
            if kind == 'ptr':
                sn, sl = self.structs[ty]
                plist.append('%s *%s' % (sn, pn))
                # the pointer names an array of 4 in the caller
                atoms += [('%s[%d].%s' % (pn, r.randrange(4), p), t) for p, t in sl]
            else:
                plist.append('%s %s' % (self.ctype(ty), pn))
                atoms += self.leaves_of(pn, ty)
        plist.append('int dep')
        atoms.append(('dep', 's32'))
        rv = 'r'
        L.append('%s %s;' % (self.ctype(ret), rv))
        rleaves = self.leaves_of(rv, ret)
        for p, t in rleaves:
            L.append('%s = %s;' % (p, self.mix(atoms, t)))
        # a local array of the return type indexed by data
        if ret[0] == 'struct' and r.random() < 0.4:
            L.append('%s loc[3]; loc[0] = r; loc[1] = r; loc[2] = r;' % self.ctype(ret))
            p, t = r.choice(rleaves)
            L.append('loc[%s %% 3u].%s = %s;' % (self.as_u64(*r.choice(atoms)), p[2:], self.mix(atoms, t)))
            L.append('r = loc[%s %% 3u];' % self.as_u64(*r.choice(atoms)))
        # writes through pointer parameters
        for j, (kind, ty) in enumerate(params):
            if kind == 'ptr' and r.random() < 0.6:
                sn, sl = self.structs[ty]
                p, t = r.choice(sl)
                L.append('p%d[%s & 3u].%s = %s;' % (j, self.as_u64(*r.choice(atoms)), p, self.mix(atoms, t)))
        # calls of earlier functions (and of itself) while dep > 0
        callees = [f for f in self.funcs if f[0] != name] + [self.funcs[-1]]
        for c in range(r.randrange(0, 3)):
            f = r.choice(callees)
            pre = []
            call = self.call_expr(f, atoms, pre, '%d_%d' % (idx, c), 'dep - 1')
            p, t = r.choice(rleaves)
            L.append('if (dep > 0) { %s uint64_t hh = %s; %s = %s; }' % (
                ' '.join(pre), self.hash_of(call, f[1]), p,
                self.from_u64(t, '(hh ^ %s)' % self.as_u64(p, t))))
        L.append('return r;')
        self.src.append('HDN %s %s(%s) {' % (self.ctype(ret), name, ', '.join(plist)))
        self.src += ['  ' + l for l in L]
        self.src.append('}')

    def call_expr(self, f, atoms, pre, tag, dep):
        """A call of f with arguments built from atoms; statements go to pre."""
        r = self.r
        name, ret, params = f
        args = []
        for j, (kind, ty) in enumerate(params):
            if kind == 'ptr':
                sn, sl = self.structs[ty]
                an = 'q%s_%d' % (tag, j)
                pre.append('%s %s[4];' % (sn, an))
                pre.append('for (int k = 0; k < 4; ++k) {')
                katoms = atoms + [('k', 's32')]
                for p, t in sl:
                    pre.append('  %s[k].%s = %s;' % (an, p, self.mix(katoms, t)))
                pre.append('}')
                args.append(an)
                atoms = atoms + [('%s[%d].%s' % (an, r.randrange(4), p), t) for p, t in sl]
            else:
                args.append(self.value_of(ty, atoms, pre, '%s_%d' % (tag, j)))
        return '%s(%s, %s)' % (name, ', '.join(args), dep)

    def virtuals(self, atoms):
        """A class with a virtual method and two derived classes (their own
        members, overrides that call the functions); a call through a table of
        base pointers to objects in local memory, indexed by data (vtables in
        global memory, indirect calls)."""
        r = self.r
        g = self.g
        B = 'VB%d' % self.nvirt
        self.nvirt += 1
        L = [] if self.nvirt > 1 else ['#ifdef __CUDACC__', '#define HDV __host__ __device__', '#else',
                                       '#define HDV', '#endif']
        inner = [('x', 'u64'), ('dep', 's32'), ('k', 'u64')]

        def method(cls, extra):
            pre = []
            ia = inner + extra
            call = self.call_expr(r.choice(self.funcs), ia, pre, 'v%s' % cls, 'dep - 1')
            return ('HDV virtual uint64_t vf(uint64_t x, int dep) { uint64_t h = %s; if (dep > 0) { %s h ^= %s; } return h; }'
                    % (self.mix(ia, 'u64'), ' '.join(pre), self.hash_of(call, self.funcs_by_call(call)[1])))
        L.append('struct %s { uint64_t k; HD %s(uint64_t k_) : k(k_) {} %s };' % (B, B, method(B, [])))
        objs = []
        for j in range(2):
            D = '%s_%d' % (B, j)
            t = r.choice(ABI_SCALARS)
            L.append('struct %s : %s { %s e; HD %s(uint64_t k_, %s e_) : %s(k_), e(e_) {} %s };' % (
                D, B, ABI_CT[t], D, ABI_CT[t], B, method(D, [('e', t)])))
            objs.append((D, t))
        self.src += L
        tag = 'vo%d' % g.n
        g.lines.append('  %s %s_b(%s);' % (B, tag, self.mix(atoms, 'u64')))
        for j, (D, t) in enumerate(objs):
            g.lines.append('  %s %s_%d(%s, %s);' % (D, tag, j, self.mix(atoms, 'u64'), self.mix(atoms, t)))
        g.lines.append('  %s *%s[3] = {&%s_b, &%s_0, &%s_1};' % (B, tag, tag, tag, tag))
        g.add_var('u64', '%s[%s %% 3u]->vf(%s, (int)(%s & 3u))' % (
            tag, self.as_u64(*r.choice(atoms)), self.mix(atoms, 'u64'), self.as_u64(*r.choice(atoms))))

    def funcs_by_call(self, call):
        name = call.split('(', 1)[0]
        return next(f for f in self.funcs if f[0] == name)

    def run(self, nstruct, nfunc):
        r = self.r
        g = self.g
        for _ in range(nstruct):
            self.new_struct()
        for _ in range(nfunc):
            if self.funcs and r.random() < 0.3:
                f = r.choice(self.funcs)
                self.new_func((f[1], f[2]))
            else:
                self.new_func()
        # calls from body over its variables
        atoms = []
        for t in ('u8', 's8', 'u16', 's16', 'u32', 's32', 'u64', 's64', 'f32', 'f64', 'hf', 'bf', 'h2', 'b2'):
            for v in g.vars.get(t, []):
                atoms.append((v, t))
        # loads through the cache-hint intrinsics (ld.global.nc / .cs / .lu / .cv / .ca / .cg),
        # also of vector types
        self.src.insert(1, 'template <class T> HD T ldx(const T *p, int k) {\n#ifdef __CUDA_ARCH__\n'
                        '  switch (k) { case 0: return __ldg(p); case 1: return __ldcs(p); case 2: return __ldlu(p);'
                        ' case 3: return __ldcv(p); case 4: return __ldca(p); default: return __ldcg(p); }\n'
                        '#else\n  return *p;\n#endif\n}')
        for c in range(r.randrange(1, 4)):
            k = r.randrange(6)
            vt = r.choice(['unsigned long long', 'unsigned', 'unsigned short', 'signed char', 'double', 'float',
                           'uint4', 'int2', 'float4', 'double2', 'uchar4', 'short2', 'ulonglong2', 'ushort4'])
            w = r.randrange(NIN)
            if vt in ('uint4', 'float4', 'double2', 'ulonglong2'):
                w &= ~1
            ptr = '(const %s *)((const char *)&in[tid * %d + %d] + %d)' % (vt, NIN, w, 0 if vt in (
                'uint4', 'float4', 'double2', 'ulonglong2', 'unsigned long long', 'double', 'int2', 'ushort4')
                else r.choice([0, 4]) if vt in ('unsigned', 'float', 'uchar4', 'short2') else r.choice([0, 2, 6]) if vt == 'unsigned short' else r.randrange(8))
            if vt in ABI_VECS:
                st, n = ABI_VECS[vt]
                tmp = 'ld%d' % g.n
                g.lines.append('  %s %s = ldx(%s, %d);' % (vt, tmp, ptr, k))
                g.add_var('u64', ' ^ '.join('(%s << %d)' % (self.hash_leaf('%s.%s' % (tmp, 'xyzw'[j]), st), 7 * j)
                                            for j in range(n)))
            else:
                st = {'unsigned long long': 'u64', 'unsigned': 'u32', 'unsigned short': 'u16', 'signed char': 's8',
                      'double': 'f64', 'float': 'f32'}[vt]
                g.add_var('u64', self.hash_leaf('ldx(%s, %d)' % (ptr, k), st))
        for c in range(r.randrange(2, 6)):
            pre = []
            dep = '(int)(%s & 3u)' % self.as_u64(*r.choice(atoms))
            sigs = {}
            for f in self.funcs:
                sigs.setdefault(repr((f[1], f[2])), []).append(f)
            groups = [fs for fs in sigs.values() if len(fs) > 1]
            if groups and r.random() < 0.4:
                fs = r.choice(groups)
                name, ret, params = fs[0]
                tn = 'fp%d' % g.n
                pl = ', '.join(('%s *' % self.structs[ty][0]) if kind == 'ptr' else self.ctype(ty)
                               for kind, ty in params)
                g.lines.append('  %s (*%s[%d])(%s, int) = {%s};' % (
                    self.ctype(ret), tn, len(fs), pl, ', '.join(f[0] for f in fs)))
                call = self.call_expr(fs[0], atoms, pre, 'c%d' % g.n, dep)
                call = '%s[%s %% %du]%s' % (tn, self.as_u64(*r.choice(atoms)), len(fs), call[len(name):])
            else:
                f = r.choice(self.funcs)
                ret = f[1]
                call = self.call_expr(f, atoms, pre, 'c%d' % g.n, dep)
            g.lines += ['  ' + l for l in pre]
            g.add_var('u64', self.hash_of(call, ret))
        for _ in range(r.choice([0, 0, 1, 2])):
            self.virtuals(atoms)
        g.helpers += self.src


def sm_number(arch):
    """75 for sm_75, 120 for sm_120a (arch[3:5] read sm_100/sm_120 as 10/12)."""
    digits = ''.join(c for c in arch[3:] if c.isdigit())
    return int(digits) if digits else 75


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
        self.helpers = []
        self.intrin_on = False
        self.narrow_on = False
        self.nclass_made = set()

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
        if self.intrin_on and self.r.random() < 0.4:
            x = self.intrin(t, d)
            if x:
                return x
        if self.narrow_on and self.r.random() < 0.4:
            x = self.narrow_from(t, d)
            if x:
                return x
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
        if FOCUS_ATOMIC and r.random() < 0.1:
            return '(%s)%s' % (T, self.asm_atomp(d))
        k = r.randrange(32)
        if k >= 24:
            sm = sm_number(self.arch)
            if k >= 30 and sm >= 89:
                return '(%s)%s' % (T, self.asm_fp8(d))
            if k == 26:
                return '(%s)%s' % (T, self.wide_or_const_div(t, d))
            return '(%s)%s' % (T, self.asm_int(d))
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

    # -- inline PTX ----------------------------------------------------------
    # Each use writes a small wrapper: the instruction on the device, the
    # reference from host-diff-prelude.h (namespace ref) on the host.
    CONSTRAINT = {'uint16_t': 'h', 'int16_t': 'h', 'uint32_t': 'r', 'int32_t': 'r',
                  'uint64_t': 'l', 'int64_t': 'l', 'float': 'f', 'double': 'd'}

    def helper(self, ret, args, asm, host, dev=None, post=None):
        """ret: C type; args: C types; asm: the instruction text (%0 = result);
        host: a C expression over A0, A1, ...; dev: a custom device body;
        post: a function of the result applied on both sides (e.g. 'cz16x2')."""
        name = 'X%d' % len(self.helpers)
        params = ', '.join('%s A%d' % (t, i) for i, t in enumerate(args))
        L = ['HD %s %s(%s) {' % (ret, name, params), '#ifdef __CUDA_ARCH__']
        if dev is not None:
            L.append(dev)
        else:
            ins = ', '.join('"%s"(A%d)' % (self.CONSTRAINT[t], i) for i, t in enumerate(args))
            L.append('  %s D; asm("%s" : "=%s"(D) : %s);' % (ret, asm, self.CONSTRAINT[ret], ins))
            L.append('  return %s;' % (('%s(D)' % post) if post else 'D'))
        L.append('#else')
        L.append('  return %s;' % (('%s(%s)' % (post, host)) if post else '(%s)(%s)' % (ret, host)))
        L += ['#endif', '}']
        self.helpers.append('\n'.join(L))
        return name

    def nearf32(self, d):
        """An f32 in +-[2^-10, 2^9) with few mantissa bits (conversion ties), often."""
        r = self.r
        if r.random() < 0.4:
            return self.expr('f32', d - 1)
        m = r.choice([0x07e00000, 0x07f00000, 0x07ff0000, 0x07ffffff])
        return 'asF(0x3a800000u + ((%s) %% 0x07800000u & 0x%xu) | ((%s) & 0x80000000u))' % (
            self.expr('u32', d - 1), m, self.expr('u32', d - 1))

    def small(self, d, mask=None):
        """A u32 operand that is often a small amount (shift counts, positions)."""
        r = self.r
        x = self.expr('u32', d - 1)
        m = mask if mask is not None else r.choice([0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0xffffffff])
        return '((%s) & 0x%xu)' % (x, m)

    def asm_int(self, d):
        """An integer-valued inline-PTX expression (its C type varies)."""
        r = self.r
        sm = sm_number(self.arch)
        u = lambda: self.expr('u32', d - 1)
        U = lambda: self.expr('u64', d - 1)
        if FOCUS_ATOMIC and r.random() < 0.5:
            return self.asm_atomp(d)
        if FOCUS_EXT and r.random() < 0.6:
            return self.asm_ext(d)
        k = r.randrange(32)
        if k >= 28:
            return self.asm_ext(d)
        if k >= 26:
            return self.asm_newcvt(d)
        if k >= 22:
            return self.asm_more(d)
        if k == 0:
            ty = r.choice(['u32', 's32', 'u64', 's64'])
            w = 64 if ty.endswith('64') else 32
            ct = 'uint64_t' if w == 64 else 'uint32_t'
            h = self.helper(ct, [ct, 'uint32_t', 'uint32_t'], 'bfe.%s %%0, %%1, %%2, %%3;' % ty,
                            'ref::bfe<%d, %s>(A0, A1, A2)' % (w, 'true' if ty[0] == 's' else 'false'))
            return '%s(%s, %s, %s)' % (h, U() if w == 64 else u(), self.small(d), self.small(d))
        if k == 1:
            w = r.choice([32, 64])
            ct = 'uint64_t' if w == 64 else 'uint32_t'
            h = self.helper(ct, [ct, ct, 'uint32_t', 'uint32_t'], 'bfi.b%d %%0, %%1, %%2, %%3, %%4;' % w,
                            'ref::bfi<%d>(A0, A1, A2, A3)' % w)
            a = U() if w == 64 else u()
            b = U() if w == 64 else u()
            return '%s(%s, %s, %s, %s)' % (h, a, b, self.small(d), self.small(d))
        if k == 2:
            ty = r.choice(['u32', 's32', 'u64', 's64'])
            w = 64 if ty.endswith('64') else 32
            ct = 'uint64_t' if w == 64 else 'uint32_t'
            sa = r.random() < 0.5
            h = self.helper('uint32_t', [ct], 'bfind%s.%s %%0, %%1;' % ('.shiftamt' if sa else '', ty),
                            'ref::bfind<%d, %s, %s>(A0)' % (w, 'true' if ty[0] == 's' else 'false',
                                                            'true' if sa else 'false'))
            return '%s(%s)' % (h, U() if w == 64 else u())
        if k == 3:
            h = self.helper('uint32_t', ['uint32_t', 'uint32_t', 'int32_t'], 'fns.b32 %0, %1, %2, %3;',
                            'ref::fns(A0, A1, A2)')
            off = r.choice(['(int32_t)%s' % self.expr('s32', d - 1),
                            '(int32_t)((%s) %% 67u) - 33' % u(), str(r.randrange(-34, 35))])
            return '%s(%s, %s, %s)' % (h, u(), self.small(d, 0x1f), off)
        if k == 4:
            if r.random() < 0.5:
                s = r.choice(['u32', 's32'])
                m = r.choice(['clamp', 'wrap'])
                h = self.helper('uint32_t', ['uint32_t', 'uint32_t'], 'szext.%s.%s %%0, %%1, %%2;' % (m, s),
                                'ref::szext<%s, %s>(A0, A1)' % ('true' if s == 's32' else 'false',
                                                                'true' if m == 'clamp' else 'false'))
            else:
                m = r.choice(['clamp', 'wrap'])
                h = self.helper('uint32_t', ['uint32_t', 'uint32_t'], 'bmsk.%s.b32 %%0, %%1, %%2;' % m,
                                'ref::bmsk<%s>(A0, A1)' % ('true' if m == 'clamp' else 'false'))
                return '%s(%s, %s)' % (h, self.small(d), self.small(d))
            return '%s(%s, %s)' % (h, u(), self.small(d))
        if k == 5:
            modes = ['', '.f4e', '.b4e', '.rc8', '.ecl', '.ecr', '.rc16']
            m = r.randrange(7)
            h = self.helper('uint32_t', ['uint32_t', 'uint32_t', 'uint32_t'],
                            'prmt.b32%s %%0, %%1, %%2, %%3;' % modes[m], 'ref::prmt(A0, A1, A2, %d)' % m)
            return '%s(%s, %s, %s)' % (h, u(), u(), u())
        if k == 6:
            ta, tb = r.choice(['u32', 's32']), r.choice(['u32', 's32'])
            sa, sb = ('true' if ta == 's32' else 'false'), ('true' if tb == 's32' else 'false')
            if r.random() < 0.5:
                h = self.helper('uint32_t', ['uint32_t'] * 3, 'dp4a.%s.%s %%0, %%1, %%2, %%3;' % (ta, tb),
                                'ref::dp4a<%s, %s>(A0, A1, A2)' % (sa, sb))
            else:
                hi = r.random() < 0.5
                h = self.helper('uint32_t', ['uint32_t'] * 3,
                                'dp2a.%s.%s.%s %%0, %%1, %%2, %%3;' % ('hi' if hi else 'lo', ta, tb),
                                'ref::dp2a<%s, %s, %s>(A0, A1, A2)' % ('true' if hi else 'false', sa, sb))
            return '%s(%s, %s, %s)' % (h, u(), u(), u())
        if k == 7:
            ct = r.choice(['s16', 'u16', 's8', 'u8', 's4', 'u4', 's2', 'u2'])
            size = int(ct[1:])
            S = 'true' if ct[0] == 's' else 'false'
            if size == 16:
                h = self.helper('uint32_t', ['int32_t', 'int32_t'], 'cvt.pack.sat.%s.s32 %%0, %%1, %%2;' % ct,
                                'ref::cvtpack<16, %s>(A0, A1, 0)' % S)
                return '%s(%s, %s)' % (h, self.expr('s32', d - 1), self.expr('s32', d - 1))
            h = self.helper('uint32_t', ['int32_t', 'int32_t', 'uint32_t'],
                            'cvt.pack.sat.%s.s32.b32 %%0, %%1, %%2, %%3;' % ct,
                            'ref::cvtpack<%d, %s>(A0, A1, A2)' % (size, S))
            sm_ok = size >= 8 or sm >= 75
            if not sm_ok:
                return u()
            a = r.choice(['(int32_t)%s' % self.expr('s32', d - 1), '(int32_t)((%s) %% 600u) - 300' % u()])
            return '%s(%s, %s, %s)' % (h, a, self.expr('s32', d - 1), u())
        if k == 8:
            s = r.choice(['u32', 's32'])
            hi = r.choice(['hi', 'lo'])
            h = self.helper('uint32_t', ['uint32_t', 'uint32_t'], 'mul24.%s.%s %%0, %%1, %%2;' % (hi, s),
                            'ref::mul24<%s, %s>(A0, A1)' % ('true' if s == 's32' else 'false',
                                                            'true' if hi == 'hi' else 'false'))
            return '%s(%s, %s)' % (h, u(), u())
        if k == 9:
            lut = r.getrandbits(8)
            h = self.helper('uint32_t', ['uint32_t'] * 3, 'lop3.b32 %%0, %%1, %%2, %%3, %d;' % lut,
                            'ref::lop3(A0, A1, A2, %d)' % lut)
            return '%s(%s, %s, %s)' % (h, u(), u(), u())
        if k == 10:
            w = r.choice([16, 32, 64])
            ct = {16: 'uint16_t', 32: 'uint32_t', 64: 'uint64_t'}[w]
            op = r.choice(['shl.b', 'shr.b', 'shr.u', 'shr.s'])
            if op == 'shl.b':
                host = 'ref::shl<%d>(A0, A1)' % w
            else:
                host = 'ref::shr<%d, %s>(A0, A1)' % (w, 'true' if op == 'shr.s' else 'false')
            h = self.helper(ct, [ct, 'uint32_t'], '%s%d %%0, %%1, %%2;' % (op, w), host)
            x = {16: '(uint16_t)%s' % u(), 32: u(), 64: U()}[w]
            return '%s(%s, %s)' % (h, x, self.small(d, r.choice([0x1f, 0x3f, 0x7f, 0xffffffff])))
        if k == 11:
            j = r.randrange(3)
            if j == 0:
                dev = ('  uint32_t L, H, C; asm("add.cc.u32 %0, %3, %5; addc.cc.u32 %1, %4, %6; addc.u32 %2, 0, 0;" '
                       ': "=r"(L), "=r"(H), "=r"(C) : "r"(A0), "r"(A1), "r"(A2), "r"(A3));\n'
                       '  return ((uint64_t)H << 32 | L) ^ C;')
                host = '((uint64_t)A1 << 32 | A0) + ((uint64_t)A3 << 32 | A2) ^ (uint64_t)(((unsigned __int128)((uint64_t)A1 << 32 | A0) + ((uint64_t)A3 << 32 | A2)) >> 64)'
            elif j == 1:
                dev = ('  uint32_t L, H, C; asm("sub.cc.u32 %0, %3, %5; subc.cc.u32 %1, %4, %6; subc.u32 %2, 0, 0;" '
                       ': "=r"(L), "=r"(H), "=r"(C) : "r"(A0), "r"(A1), "r"(A2), "r"(A3));\n'
                       '  return ((uint64_t)H << 32 | L) ^ C;')
                host = '(((uint64_t)A1 << 32 | A0) - ((uint64_t)A3 << 32 | A2)) ^ (((uint64_t)A1 << 32 | A0) < ((uint64_t)A3 << 32 | A2) ? 0xffffffffull : 0)'
            else:
                dev = ('  uint32_t L, H; asm("mad.lo.cc.u32 %0, %2, %3, %4; madc.hi.u32 %1, %2, %3, %5;" '
                       ': "=r"(L), "=r"(H) : "r"(A0), "r"(A1), "r"(A2), "r"(A3));\n'
                       '  return (uint64_t)H << 32 | L;')
                host = '(((uint64_t)(uint32_t)((uint64_t)A0 * A1 + A2)) | ((uint64_t)(uint32_t)(((uint64_t)A0 * A1 >> 32) + A3 + (((uint64_t)(uint32_t)((uint64_t)A0 * A1) + A2) >> 32)) << 32))'
            h = self.helper('uint64_t', ['uint32_t'] * 4, None, host, dev=dev)
            return '%s(%s, %s, %s, %s)' % (h, u(), u(), u(), u())
        if k in (12, 13):
            return self.asm_video(d)
        if k == 14:
            return self.asm_simd_video(d)
        if k == 15:
            return self.asm_cvt_int(d)
        if k == 16:
            return self.asm_f2i(d)
        if k == 17:
            # 16-bit and wide multiplies, mad.hi, sad
            j = r.randrange(5)
            if j == 0:
                s = r.choice(['u16', 's16'])
                S = s[0] == 's'
                h = self.helper('uint16_t', ['uint16_t', 'uint16_t'], 'mul.hi.%s %%0, %%1, %%2;' % s,
                                '(uint16_t)((uint64_t)(%s(A0) * %s(A1)) >> 16)' % (('(int32_t)(int16_t)',) * 2 if S else ('(uint32_t)',) * 2))
                return '%s((uint16_t)%s, (uint16_t)%s)' % (h, u(), u())
            if j == 1:
                s = r.choice(['u16', 's16', 'u32', 's32'])
                if s.endswith('16'):
                    cast = '(int32_t)(int16_t)' if s[0] == 's' else '(uint32_t)'
                    h = self.helper('uint32_t', ['uint16_t', 'uint16_t'], 'mul.wide.%s %%0, %%1, %%2;' % s,
                                    '(uint32_t)(%sA0 * %sA1)' % (cast, cast))
                    return '%s((uint16_t)%s, (uint16_t)%s)' % (h, u(), u())
                cast = '(int64_t)(int32_t)' if s[0] == 's' else '(uint64_t)'
                h = self.helper('uint64_t', ['uint32_t', 'uint32_t', 'uint64_t'], 'mad.wide.%s %%0, %%1, %%2, %%3;' % s,
                                '(uint64_t)(%sA0 * %sA1) + A2' % (cast, cast))
                return '%s(%s, %s, %s)' % (h, u(), u(), U())
            if j == 2:
                s = r.choice(['u32', 's32', 'u64', 's64'])
                w = int(s[1:])
                ct = 'uint64_t' if w == 64 else 'uint32_t'
                if w == 32:
                    cast = '(int64_t)(int32_t)' if s[0] == 's' else '(uint64_t)'
                    host = '(uint32_t)((uint64_t)(%sA0 * %sA1) >> 32) + A2' % (cast, cast)
                else:
                    cast = '(__int128)(int64_t)' if s[0] == 's' else '(unsigned __int128)'
                    host = '(uint64_t)((unsigned __int128)(%sA0 * %sA1) >> 64) + A2' % (cast, cast)
                h = self.helper(ct, [ct] * 3, 'mad.hi.%s %%0, %%1, %%2, %%3;' % s, host)
                a = (lambda: U()) if w == 64 else (lambda: u())
                return '%s(%s, %s, %s)' % (h, a(), a(), a())
            if j == 3:
                s = r.choice(['u32', 's32', 'u64', 's64', 'u16', 's16'])
                w = int(s[1:])
                ct = {16: 'uint16_t', 32: 'uint32_t', 64: 'uint64_t'}[w]
                S = s[0] == 's'
                if S:
                    st = {16: 'int16_t', 32: 'int32_t', 64: 'int64_t'}[w]
                    host = '(%s)(((%s)A0 > (%s)A1 ? (uint64_t)(%s)A0 - (uint64_t)(%s)A1 : (uint64_t)(%s)A1 - (uint64_t)(%s)A0) + A2)' % (
                        ct, st, st, st, st, st, st)
                else:
                    host = '(%s)((A0 > A1 ? (uint64_t)A0 - A1 : (uint64_t)A1 - A0) + A2)' % ct
                h = self.helper(ct, [ct] * 3, 'sad.%s %%0, %%1, %%2, %%3;' % s, host)
                a = {16: lambda: '(uint16_t)%s' % u(), 32: u, 64: U}[w]
                return '%s(%s, %s, %s)' % (h, a(), a(), a())
            s = r.choice(['s16', 's32', 's64'])
            w = int(s[1:])
            ct = {16: 'uint16_t', 32: 'uint32_t', 64: 'uint64_t'}[w]
            st = {16: 'int16_t', 32: 'int32_t', 64: 'int64_t'}[w]
            op = r.choice(['abs', 'neg'])
            if op == 'abs':
                host = '(%s)((%s)A0 < 0 ? (uint64_t)0 - (uint64_t)(int64_t)(%s)A0 : (uint64_t)(int64_t)(%s)A0)' % (ct, st, st, st)
            else:
                host = '(%s)((uint64_t)0 - (uint64_t)(int64_t)(%s)A0)' % (ct, st)
            h = self.helper(ct, [ct], '%s.%s %%0, %%1;' % (op, s), host)
            a = {16: '(uint16_t)%s' % u(), 32: u(), 64: U()}[w]
            return '%s(%s)' % (h, a)
        if k == 18 and sm >= 90:
            s = r.choice(['u16x2', 's16x2'])
            op = r.choice(['min', 'max'])
            relu = s == 's16x2' and r.random() < 0.4
            f = 'mn' if op == 'min' else 'mx'
            if s == 's16x2':
                lane = 'unsigned(%s(%s(sx<16>(X), sx<16>(Y)), 0))' % ('mx', '%s' % f) if relu else 'unsigned(%s(sx<16>(X), sx<16>(Y)))' % f
            else:
                lane = '%s(X, Y)' % f
            h = self.helper('uint32_t', ['uint32_t', 'uint32_t'], '%s%s.%s %%0, %%1, %%2;' % (op, '.relu' if relu else '', s),
                            'simd<16>(A0, A1, [](unsigned X, unsigned Y) { return %s; })' % lane)
            return '%s(%s, %s)' % (h, u(), u())
        if k == 19:
            # 16-bit division and remainder (divisor never 0 or -1)
            s = r.choice(['u16', 's16'])
            op = r.choice(['div', 'rem'])
            if s == 'u16':
                host = '(uint16_t)(A0 %s A1)' % ('/' if op == 'div' else '%')
            else:
                host = '(uint16_t)((int)(int16_t)A0 %s (int)(int16_t)A1)' % ('/' if op == 'div' else '%')
            h = self.helper('uint16_t', ['uint16_t', 'uint16_t'], '%s.%s %%0, %%1, %%2;' % (op, s), host)
            dv = '(uint16_t)%s' % u()
            return '%s((uint16_t)%s, (uint16_t)(%s == 0 || %s == 0xffff ? 7 : %s))' % (h, u(), dv, dv, dv)
        if k == 20:
            return self.asm_fp_pred(d)
        # 64-bit clz / popc / brev / bfind through asm
        op = r.choice(['clz.b64', 'popc.b64', 'clz.b32', 'popc.b32', 'cnot.b32', 'not.b16', 'addsat', 'subsat'])
        if op in ('addsat', 'subsat'):
            o = '+' if op == 'addsat' else '-'
            h = self.helper('int32_t', ['int32_t', 'int32_t'], '%s.sat.s32 %%0, %%1, %%2;' % op[:3],
                            '[&] { int64_t V = (int64_t)A0 %s A1; return V > INT32_MAX ? INT32_MAX : V < INT32_MIN ? INT32_MIN : V; }()' % o)
            return '%s(%s, %s)' % (h, self.expr('s32', d - 1), self.expr('s32', d - 1))
        if op == 'clz.b64':
            h = self.helper('uint32_t', ['uint64_t'], 'clz.b64 %0, %1;', 'A0 ? __builtin_clzll(A0) : 64')
            return '%s(%s)' % (h, U())
        if op == 'popc.b64':
            h = self.helper('uint32_t', ['uint64_t'], 'popc.b64 %0, %1;', '__builtin_popcountll(A0)')
            return '%s(%s)' % (h, U())
        if op == 'clz.b32':
            h = self.helper('uint32_t', ['uint32_t'], 'clz.b32 %0, %1;', 'A0 ? __builtin_clz(A0) : 32')
            return '%s(%s)' % (h, u())
        if op == 'popc.b32':
            h = self.helper('uint32_t', ['uint32_t'], 'popc.b32 %0, %1;', '__builtin_popcount(A0)')
            return '%s(%s)' % (h, u())
        if op == 'cnot.b32':
            h = self.helper('uint32_t', ['uint32_t'], 'cnot.b32 %0, %1;', 'A0 == 0 ? 1u : 0u')
            return '%s(%s)' % (h, u())
        h = self.helper('uint16_t', ['uint16_t'], 'not.b16 %0, %1;', '(uint16_t)~A0')
        return '%s((uint16_t)%s)' % (h, u())

    # -- forms added in the fifth round (PTX ISA 9.0 9.7.4, 9.7.9.21, 9.7.1) --
    def harg(self, d, bf, x2, nanfree=False):
        """A 16-bit (or packed pair of) f16/bf16 operand as a u32; often subnormal."""
        r = self.r
        u = lambda: self.expr('u32', d - 1)
        sub = '0x807f807fu' if bf else '0x83ff83ffu'
        k = r.random()
        if k < 0.55:
            x = '(uint32_t)bits(%s)' % self.expr(('b2' if bf else 'h2') if x2 else ('bf' if bf else 'hf'), d - 1)
        elif k < 0.75:
            x = '(%s & %s)' % (u(), sub)
        else:
            x = u()
        if not x2:
            x = '(%s & 0xffffu)' % x
        if nanfree:
            nnf = 'bnn' if bf else 'hnn'
            x = '(%s(%s & 0xffff) | %s(%s >> 16) << 16)' % (nnf, x, nnf, x) if x2 else '%s(%s)' % (nnf, x)
        return x

    # (PTX type, atomRef type code, element count, C constraint of a scalar)
    ATOMP_TY = {'f16': (0, 1, 'h'), 'bf16': (1, 1, 'h'), 'f16x2': (0, 2, 'r'), 'bf16x2': (1, 2, 'r'),
                'f32': (2, 1, 'r'), 'f64': (3, 1, 'l'), 'u32': (4, 1, 'r'), 's32': (5, 1, 'r'),
                'u64': (6, 1, 'l'), 's64': (7, 1, 'l'), 'b16': (8, 1, 'h'), 'b32': (4, 1, 'r'),
                'b64': (6, 1, 'l')}
    ATOMP_OP = {'add': 0, 'min': 1, 'max': 2, 'inc': 3, 'dec': 4, 'exch': 5, 'cas': 6}

    def atomp_arg(self, d, ty):
        """A u64 operand whose elements are often interesting values of ty."""
        r = self.r
        U = lambda: self.expr('u64', d - 1)
        k = r.random()
        if ty in ('f16', 'bf16', 'f16x2', 'bf16x2'):
            bf = ty.startswith('bf')
            lo, hi = self.harg(d, bf, True), self.harg(d, bf, True)
            return '((uint64_t)(%s) | (uint64_t)(%s) << 32)' % (lo, hi)
        if ty == 'f32':
            if k < 0.5:
                return '((uint64_t)bits(%s) | bits(%s) << 32)' % (self.expr('f32', d - 1), self.expr('f32', d - 1))
            if k < 0.75:
                return '(%s & 0x807fffff807fffffull)' % U()  # subnormal
            return U()
        if ty == 'f64':
            if k < 0.5:
                return 'bits(%s)' % self.expr('f64', d - 1)
            if k < 0.7:
                return '(%s & 0x800fffffffffffffull)' % U()
            return U()
        if k < 0.3:
            return '(%s & 0x3full)' % U()  # small: inc/dec limits, equal values
        return U()

    def asm_atomp(self, d):
        """A thread-private atom/red (FOCUS_ATOMIC): the slot is set from the
        operands, the atomic runs, and the old value and the slot's new contents
        are hashed (NaNs canonical). Reference: ref::atomRef."""
        r = self.r
        sm = sm_number(self.arch)
        forms = [('add', 'f16'), ('add', 'f16x2'), ('add', 'f32'), ('add', 'f64'), ('inc', 'u32'),
                 ('dec', 'u32'), ('cas', 'b16'), ('cas', 'b32'), ('cas', 'b64'), ('exch', 'b32'),
                 ('exch', 'b64'), ('min', 's64'), ('max', 'u64'), ('add', 'u64'), ('min', 's32'),
                 ('max', 'u32'), ('max', 's32'), ('min', 'u64')]
        if sm >= 90:
            forms += [('add', 'bf16'), ('add', 'bf16x2')]
            forms += [('add', 'v2.f32'), ('add', 'v4.f32'), ('add', 'v2.f16'), ('add', 'v8.bf16'),
                      ('add', 'v4.f16x2'), ('add', 'v2.bf16x2'), ('min', 'v4.f16'), ('max', 'v8.f16'),
                      ('max', 'v2.bf16'), ('min', 'v8.bf16'), ('min', 'v2.f16x2'), ('max', 'v4.bf16x2')]
        op, ty = r.choice(forms)
        vec = 1
        if ty.startswith('v'):
            vec, ty = int(ty[1]), ty.split('.')[1]
        tcode, n, cons = self.ATOMP_TY[ty]
        n *= vec
        half = ty in ('f16', 'bf16', 'f16x2', 'bf16x2')
        space = 'global' if vec > 1 else r.choice(['shared', 'global', 'generic-shared', 'generic-global'])
        red = op not in ('cas', 'exch') and r.random() < 0.3
        ftz = tcode == 2 and space.endswith('global')
        name = 'X%d' % len(self.helpers)
        mem = 'shared' if space.endswith('shared') else 'global'
        L = []
        if mem == 'global':
            L += ['#ifdef __CUDACC__', '__device__ __align__(16) unsigned long long %sG[%d];' % (name, 2 * GRID * BLOCK), '#endif']
        # (the shape host-diff-helpers.py reads: the device body after
        # #ifdef, one `return` expression after #else)
        L += ['HD uint64_t %s(uint64_t A0, uint64_t A1, uint64_t A2, uint64_t A3) {' % name]
        mm = op in ('min', 'max') and half
        nz = ''
        if mm:  # no NaN and no +-0 ties: the atomic's NaN rules are not the host's to know
            nz = 'A0 = nz16x4(A0, %s); A1 = nz16x4(A1, %s); A2 = nz16x4(A2, %s); A3 = nz16x4(A3, %s);' % (
                (('true' if ty.startswith('bf') else 'false'),) * 4)
        cmpv = '((A3 & 1) ? A0 : A1)' if op == 'cas' else 'A1'
        L.append('#ifdef __CUDA_ARCH__')
        if nz:
            L.append('  ' + nz)
        L.append('  unsigned t_ = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);')
        if mem == 'shared':
            L.append('  __shared__ __align__(16) unsigned long long s_[%d]; unsigned long long *p_ = &s_[2 * t_];' % (2 * BLOCK))
        else:
            L.append('  t_ += (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) * (blockDim.x * blockDim.y * blockDim.z);')
            L.append('  unsigned long long *p_ = &%sG[2 * t_];' % name)
        L.append('  p_[0] = A0; p_[1] = A2; uint64_t O0 = 0, O1 = 0, B0 = %s;' % cmpv)
        sp = {'shared': '.shared', 'global': '.global', 'generic-shared': '', 'generic-global': ''}[space]
        if space == 'shared':
            addr = '"r"((uint32_t)__cvta_generic_to_shared(p_))'
        else:
            addr = '"l"(p_)'
        ptxop = op + ('.noftz' if half and op in ('add', 'min', 'max') else '')
        if vec == 1:
            ct = {'h': 'uint16_t', 'r': 'uint32_t', 'l': 'uint64_t'}[cons]
            if red:
                L.append('  asm volatile("red%s.%s.%s [%%0], %%1;" :: %s, "%s"((%s)B0) : "memory");' % (
                    sp, ptxop, ty, addr, cons, ct))
            elif op == 'cas':
                L.append('  %s o_; asm volatile("atom%s.cas.%s %%0, [%%1], %%2, %%3;" : "=%s"(o_) : %s, "%s"((%s)B0), "%s"((%s)A2) : "memory"); O0 = o_;' % (
                    ct, sp, ty, cons, addr, cons, ct, cons, ct))
            else:
                L.append('  %s o_; asm volatile("atom%s.%s.%s %%0, [%%1], %%2;" : "=%s"(o_) : %s, "%s"((%s)B0) : "memory"); O0 = o_;' % (
                    ct, sp, ptxop, ty, cons, addr, cons, ct))
        else:
            eb = 16 if ty in ('f16', 'bf16') else 32
            per = 64 // eb  # elements per u64 operand
            regs = lambda p, k: ', '.join('%s%d' % (p, i) for i in range(k))
            # the operand's u64 words: elements, padded with scratch registers / zeros
            words = [list(range(w * per, min(vec, (w + 1) * per))) for w in range((vec + per - 1) // per)]
            txt = '{ .reg .b%d %s, %s, x_, z_; mov.b%d z_, 0; ' % (eb, regs('o', vec), regs('b', vec), eb)
            for w, idx in enumerate(words):
                txt += 'mov.b64 {%s}, %%%d; ' % (', '.join(['b%d' % i for i in idx] + ['x_'] * (per - len(idx))), 3 + w)
            if red:
                txt += 'red.global.%s.v%d.%s [%%2], {%s}; ' % (ptxop, vec, ty, regs('b', vec))
            else:
                txt += 'atom.global.%s.v%d.%s {%s}, [%%2], {%s}; ' % (ptxop, vec, ty, regs('o', vec), regs('b', vec))
            for w in range(2):
                idx = words[w] if w < len(words) and not red else []
                if idx:
                    txt += 'mov.b64 %%%d, {%s}; ' % (w, ', '.join(['o%d' % i for i in idx] + ['z_'] * (per - len(idx))))
                else:
                    txt += 'mov.b64 %%%d, 0; ' % w
            txt += '}'
            L.append('  asm volatile("%s" : "=l"(O0), "=l"(O1) : "l"(p_), "l"(B0), "l"(A3) : "memory");' % txt)
        L.append('  return atomHash(%d, O0, O1, p_[0], p_[1]);' % tcode)
        L.append('#else')
        nb = n * [2, 2, 4, 8, 4, 4, 8, 8, 2][tcode]
        host = nz + ' uint64_t S[2] = {A0, A2}, B[2] = {%s, A3}, C[2] = {A2, 0}, O[2]; ' % cmpv
        host += 'ref::atomRef(%d, %d, %d, %s, S, B, C, O); ' % (self.ATOMP_OP[op], tcode, n, 'true' if ftz else 'false')
        if red:
            host += 'O[0] = O[1] = 0; '
        elif nb < 16:
            host += 'O[1] = 0; O[0] &= 0x%xull; ' % ((1 << (8 * nb)) - 1 if nb < 8 else (1 << 64) - 1)
        host += 'return atomHash(%d, O[0], O[1], S[0], S[1]);' % tcode
        L.append('  return [&] { %s }();' % host.strip())
        L += ['#endif', '}']
        self.helpers.append('\n'.join(L))
        return '%s(%s, %s, %s, %s)' % (name, self.atomp_arg(d, ty), self.atomp_arg(d, ty),
                                       self.atomp_arg(d, ty), self.atomp_arg(d, ty))

    def half_helper(self, bf, x2, txt, lane, nsrc):
        """A wrapper over one f16/bf16 (x2) instruction whose lanes the host computes with `lane`."""
        cz = 'czbf16x2' if bf else 'cz16x2'
        if x2:
            host = ('[&] { uint32_t R = 0; for (int I = 0; I < 2; ++I) { uint32_t X = (A0 >> (16 * I)) & 0xffff, '
                    'Y = (A1 >> (16 * I)) & 0xffff, Z = (A2 >> (16 * I)) & 0xffff; R |= (%s) << (16 * I); } return R; }()' % lane)
            cons, ct = 'r', 'uint32_t'
        else:
            host = '[&] { uint32_t X = A0, Y = A1, Z = A2; (void)Y; (void)Z; return (uint32_t)(%s); }()' % lane
            cons, ct = 'h', 'uint16_t'
        ins = ', '.join('"%s"((%s)A%d)' % (cons, ct, i) for i in range(nsrc))
        dev = '  %s D; asm("%s" : "=%s"(D) : %s);\n  return %s(D);' % (ct, txt, cons, ins, cz)
        return self.helper('uint32_t', ['uint32_t'] * 3, None, '%s(%s)' % (cz, host), dev=dev)

    def asm_ext(self, d):
        r = self.r
        sm = sm_number(self.arch)
        u = lambda: self.expr('u32', d - 1)
        T = lambda b: 'true' if b else 'false'
        FE = {'rn': 'FE_TONEAREST', 'rz': 'FE_TOWARDZERO', 'rm': 'FE_DOWNWARD', 'rp': 'FE_UPWARD'}
        k = r.randrange(17)
        if k == 0 and sm >= 90 and r.random() < 0.3:
            # fma.oob{.relu} (9.7.4.4) with no NaN operand: the OOB-NaN encoding is not published
            bf = r.random() < 0.5
            x2 = r.random() < 0.5
            relu = r.random() < 0.5
            txt = 'fma.rn.oob%s.%s%s %%0, %%1, %%2, %%3;' % ('.relu' if relu else '', 'bf16' if bf else 'f16', 'x2' if x2 else '')
            h = self.half_helper(bf, x2, txt, 'ref::hop(3, %s, false, %s, X, Y, Z)' % (T(bf), T(relu)), 3)
            return '%s(%s, %s, %s)' % (h, self.harg(d, bf, x2, True), self.harg(d, bf, x2, True), self.harg(d, bf, x2, True))
        if k == 0:
            # f16 .ftz arithmetic with .sat / .relu
            x2 = r.random() < 0.5
            op = r.choice(['add', 'sub', 'mul', 'fma'])
            opn = {'add': 0, 'sub': 1, 'mul': 2, 'fma': 3}[op]
            mod = r.choice(['', '.sat'] + (['.relu'] if op == 'fma' and sm >= 80 else []))
            nsrc = 3 if op == 'fma' else 2
            txt = '%s.rn.ftz%s.%s %%0, %%1, %%2%s;' % (op, mod, 'f16x2' if x2 else 'f16', ', %3' if nsrc == 3 else '')
            h = self.half_helper(False, x2, txt, 'ref::hopFtz(%d, %s, %s, X, Y, Z)' % (opn, T(mod == '.sat'), T(mod == '.relu')), nsrc)
            return '%s(%s, %s, %s)' % (h, self.harg(d, False, x2), self.harg(d, False, x2),
                                       self.harg(d, False, x2) if nsrc == 3 else '0u')
        if k == 1 and sm >= 80:
            # min/max with .ftz, .NaN and .xorsign.abs in every combination
            bf = sm >= 80 and r.random() < 0.4
            x2 = r.random() < 0.5
            mx_ = r.random() < 0.5
            ftz = not bf and r.random() < 0.5
            nan = sm >= 80 and r.random() < 0.5
            xs = sm >= 86 and r.random() < 0.5
            txt = '%s%s%s%s.%s%s %%0, %%1, %%2;' % ('max' if mx_ else 'min', '.ftz' if ftz else '', '.NaN' if nan else '',
                                                 '.xorsign.abs' if xs else '', 'bf16' if bf else 'f16', 'x2' if x2 else '')
            h = self.half_helper(bf, x2, txt, 'ref::hmm2(X, Y, %s, %s, %s, %s, %s)' % (T(mx_), T(nan), T(xs), T(bf), T(ftz)), 2)
            return '%s(%s, %s, 0u)' % (h, self.harg(d, bf, x2, xs), self.harg(d, bf, x2, xs))
        if k == 2:
            # neg / abs on f16 (.ftz) and bf16
            bf = sm >= 80 and r.random() < 0.4
            x2 = r.random() < 0.5
            ftz = not bf and r.random() < 0.5
            op = r.choice(['neg', 'abs'])
            txt = '%s%s.%s%s %%0, %%1;' % (op, '.ftz' if ftz else '', 'bf16' if bf else 'f16', 'x2' if x2 else '')
            xin = 'ref::hftz(X)' if ftz else 'X'
            lane = '(%s ^ 0x8000u)' % xin if op == 'neg' else '(%s & 0x7fffu)' % xin
            h = self.half_helper(bf, x2, txt, lane, 1)
            return '%s(%s, 0u, 0u)' % (h, self.harg(d, bf, x2))
        if k == 3:
            # f32/f64 -> f16/bf16 (pairs) with .rz/.rm/.rp, .relu, .satfinite, .sat, .ftz
            src = r.choice(['f32', 'f32', 'f64'])
            if sm >= 80 and src == 'f32' and r.random() < 0.6:
                bf = r.random() < 0.5
                x2 = r.random() < 0.5
                rnd = r.choice(['rn', 'rz'])
                relu = r.random() < 0.4
                sf = r.random() < 0.5
                ty = ('bf16' if bf else 'f16') + ('x2' if x2 else '')
                mods = '%s%s%s' % (rnd, '.relu' if relu else '', '.satfinite' if sf else '')
                one = lambda a: 'ref::toHalfRnd((double)%s, %s, %d, %s, %s, false)' % (a, T(bf), ['rn', 'rz'].index(rnd), T(relu), T(sf))
                cz = 'czbf16x2' if bf else 'cz16x2'
                if x2:
                    dev = '  uint32_t D; asm("cvt.%s.%s.f32 %%0, %%1, %%2;" : "=r"(D) : "f"(A0), "f"(A1));\n  return %s(D);' % (mods, ty, cz)
                    host = '%s(%s << 16 | %s)' % (cz, one('A0'), one('A1'))
                else:
                    dev = '  uint16_t D; asm("cvt.%s.%s.f32 %%0, %%1;" : "=h"(D) : "f"(A0));\n  return %s(D);' % (mods, ty, cz)
                    host = '%s(%s)' % (cz, one('A0'))
                h = self.helper('uint32_t', ['float', 'float'], None, host, dev=dev)
                return '%s(%s, %s)' % (h, self.fbig(d), self.fbig(d))
            rnd = r.choice(['rn', 'rz', 'rm', 'rp'])
            bf = sm >= 90 and r.random() < 0.4
            ftz = src == 'f32' and r.random() < 0.5
            sat = not bf and r.random() < 0.3
            txt = 'cvt.%s%s%s.%s.%s %%0, %%1;' % (rnd, '.ftz' if ftz else '', '.sat' if sat else '', 'bf16' if bf else 'f16', src)
            ct = 'float' if src == 'f32' else 'double'
            cz = 'czbf16x2' if bf else 'cz16x2'
            dev = '  uint16_t D; asm("%s" : "=h"(D) : "%s"(A0));\n  return %s(D);' % (txt, 'f' if src == 'f32' else 'd', cz)
            # .ftz flushes an f32 subnormal on its way to bf16 but not to f16 (an H200)
            host = '%s(ref::toHalfRnd((double)%s, %s, %d, false, false, %s))' % (
                cz, 'ref::ftz(A0)' if ftz and bf else 'A0', T(bf), ['rn', 'rz', 'rm', 'rp'].index(rnd), T(sat))
            h = self.helper('uint32_t', [ct], None, host, dev=dev)
            return '%s(%s)' % (h, self.fbig(d) if src == 'f32' else self.expr('f64', d - 1))
        if k == 4 and sm >= 80:
            # f32 -> tf32
            if sm >= 90 and r.random() < 0.6:
                rnd = r.choice(['rn', 'rz'])
                sf = sm >= 100 and r.random() < 0.5
                relu = r.random() < 0.4
                txt = 'cvt.%s%s%s.tf32.f32 %%0, %%1;' % (rnd, '.satfinite' if sf else '', '.relu' if relu else '')
                host = 'ref::toTf32(A0, %d, %s, %s)' % (['rn', 'rz'].index(rnd), T(relu), T(sf))
            else:
                sf = r.random() < 0.5
                txt = 'cvt.rna%s.tf32.f32 %%0, %%1;' % ('.satfinite' if sf else '')
                host = 'ref::toTf32(A0, 2, false, %s)' % T(sf)
            h = self.helper('uint32_t', ['float'], txt, host, post='tf32m')
            x = r.choice([self.fbig(d), 'asF((%s & 0xffffe000u) | 0x%xu)' % (u(), r.choice([0x1000, 0xfff, 0x1001, 0x1fff, 0]))])
            return '%s(%s)' % (h, x)
        if k == 5 and self.arch.endswith('a') and sm >= 100:
            # ue8m0x2 from f32 / bf16x2 and back to bf16x2
            j = r.randrange(3)
            up = r.random() < 0.5
            rnd = 'rp' if up else 'rz'
            if j == 2:
                dev = '  uint32_t D; asm("cvt.rn.bf16x2.ue8m0x2 %0, %1;" : "=r"(D) : "h"(A0));\n  return czbf16x2(D);'
                one = lambda e: '((%s) == 255 ? 0x7fffu : ref::toHalfBits(ldexp(1.0, (int)(%s) - 127), true))' % (e, e)
                h = self.helper('uint32_t', ['uint16_t'], None, 'czbf16x2(%s << 16 | %s)' % (one('A0 >> 8'), one('A0 & 0xff')), dev=dev)
                return '%s((uint16_t)%s)' % (h, u())
            if j == 0:
                dev = ('  uint16_t D; asm("cvt.%s.satfinite.ue8m0x2.f32 %%0, %%1, %%2;" : "=h"(D) : "f"(A0), "f"(A1));\n'
                       '  return D;' % rnd)
                host = 'ref::toUe8m0(A0, %s) << 8 | ref::toUe8m0(A1, %s)' % (T(up), T(up))
                h = self.helper('uint32_t', ['float', 'float'], None, host, dev=dev)
                lo = 1 if up else 0x00400000
                def a():
                    if r.random() < 0.15:
                        return 'asF(0x%xu)' % r.choice([0x7fc00000, 0x7f800000, 0xff800000, 0xff600000, 0x7f000000, 0x7f000001])
                    return 'asF(0x%xu + (%s) %% 0x%xu)' % (lo, u(), 0x7f800000 - lo)
                return '%s(%s, %s)' % (h, a(), a())
            sf = r.random() < 0.6
            dev = ('  uint16_t D; asm("cvt.%s%s.ue8m0x2.bf16x2 %%0, %%1;" : "=h"(D) : "r"(A0));\n'
                   '  return D;' % (rnd, '.satfinite' if sf else ''))
            host = 'ref::toUe8m0(ref::bf2d(A0 >> 16), %s) << 8 | ref::toUe8m0(ref::bf2d(A0 & 0xffff), %s)' % (T(up), T(up))
            h = self.helper('uint32_t', ['uint32_t'], None, host, dev=dev)
            lo = 1 if up else 0x0040
            hi = 0x7f80 if (sf or not up) else 0x7f01
            specials = [0x7fc0, 0x7f00] + ([0x7f80, 0xff80, 0xff7f, 0x7f7f] if sf else [])
            def b():
                if r.random() < 0.15:
                    return '0x%xu' % r.choice(specials)
                return '(0x%xu + (%s) %% 0x%xu)' % (lo, u(), hi - lo)
            return '%s(%s << 16 | %s)' % (h, b(), b())
        if k == 6:
            # cvt between f32 and f64 (and f32 to itself) with .ftz / .sat
            j = r.randrange(4 if sm >= 90 else 3)
            ftz = r.random() < 0.5
            sat = r.random() < 0.5
            if j == 0:
                rnd = r.choice(['rn', 'rz', 'rm', 'rp'])
                h = self.helper('float', ['double'], 'cvt.%s%s%s.f32.f64 %%0, %%1;' % (rnd, '.ftz' if ftz else '', '.sat' if sat else ''),
                                'ref::cvtF32(A0, %s, %s, %s)' % (FE[rnd], T(ftz), T(sat)))
                x = r.choice([self.expr('f64', d - 1), 'asD(0x%x0000000000000ull | ((uint64_t)(%s) << %d))' % (r.choice([0x36a, 0x380, 0x381, 0x47e, 0x3ff, 0xb80, 0xb6a]), u(), r.choice([0, 16, 20]))])
                return 'bits(%s(%s))' % (h, x)
            if j == 1:
                sat = sat or not ftz
                h = self.helper('double', ['float'], 'cvt%s%s.f64.f32 %%0, %%1;' % ('.ftz' if ftz else '', '.sat' if sat else ''),
                                '[&] { double V = %s; return %s; }()' % ('ref::ftz(A0)' if ftz else 'A0',
                                                                        '(V != V || V <= 0) ? 0.0 : V > 1 ? 1.0 : V' if sat else 'V'))
                return 'bits(%s(%s))' % (h, self.fbig(d))
            if j == 2:
                mode = r.choice(['', 'rni', 'rzi', 'rmi', 'rpi'])
                if not mode:
                    sat = True
                fn = {'': '', 'rni': 'std::nearbyint', 'rzi': 'std::trunc', 'rmi': 'std::floor', 'rpi': 'std::ceil'}[mode]
                txt = 'cvt%s%s%s.f32.f32 %%0, %%1;' % ('.' + mode if mode else '', '.ftz' if ftz else '', '.sat' if sat else '')
                host = '[&] { float V = %s(%s); V = ref::ftz(V); return %s; }()' % (
                    fn, 'ref::ftz(A0)' if ftz else 'A0', '(V != V || V <= 0) ? 0.0f : V > 1 ? 1.0f : V' if sat else 'V')
                if not ftz:
                    host = host.replace('V = ref::ftz(V); ', '')
                h = self.helper('float', ['float'], txt, host)
                return 'bits(%s(%s))' % (h, self.fbig(d))
            h = self.helper('float', ['uint16_t'], 'cvt.ftz.f32.bf16 %0, %1;', 'ref::ftz((float)ref::bf2d(A0))')
            return 'bits(%s((uint16_t)%s))' % (h, self.harg(d, True, False))
        if k == 7:
            # mad24 (every mode), mad.hi.sat.s32, min/max.relu.s32
            j = r.randrange(3)
            if j == 0:
                s = r.choice(['u32', 's32'])
                hi = r.random() < 0.5
                sat = s == 's32' and hi and r.random() < 0.5
                S = T(s == 's32')
                if sat:
                    host = ('[&] { int64_t V = (int64_t)(int32_t)ref::mul24<true, true>(A0, A1) + (int32_t)A2; '
                            'return (uint32_t)(V > INT32_MAX ? INT32_MAX : V < INT32_MIN ? INT32_MIN : V); }()')
                else:
                    host = 'ref::mul24<%s, %s>(A0, A1) + A2' % (S, T(hi))
                h = self.helper('uint32_t', ['uint32_t'] * 3, 'mad24.%s%s.%s %%0, %%1, %%2, %%3;' % ('hi' if hi else 'lo', '.sat' if sat else '', s), host)
                return '%s(%s, %s, %s)' % (h, u(), u(), u())
            if j == 1:
                host = ('[&] { int64_t V = (int64_t)(int32_t)(uint32_t)((uint64_t)((int64_t)(int32_t)A0 * (int32_t)A1) >> 32) + (int32_t)A2; '
                        'return (uint32_t)(V > INT32_MAX ? INT32_MAX : V < INT32_MIN ? INT32_MIN : V); }()')
                h = self.helper('uint32_t', ['uint32_t'] * 3, 'mad.hi.sat.s32 %0, %1, %2, %3;', host)
                return '%s(%s, %s, %s)' % (h, u(), u(), u())
            if sm >= 90:
                op = r.choice(['min', 'max'])
                host = '(uint32_t)mx(%s((int32_t)A0, (int32_t)A1), 0)' % ('mn' if op == 'min' else 'mx')
                h = self.helper('uint32_t', ['uint32_t'] * 2, '%s.relu.s32 %%0, %%1, %%2;' % op, host)
                return '%s(%s, %s)' % (h, u(), u())
            return u()
        if k == 8 and sm >= 100:
            # f32x2 arithmetic (sm_100+)
            op = r.choice(['add', 'sub', 'mul', 'fma'])
            opn = ['add', 'sub', 'mul', 'fma'].index(op)
            rnd = r.choice(['rn', 'rz', 'rm', 'rp'])
            ftz = r.random() < 0.5
            nsrc = 3 if op == 'fma' else 2
            txt = '%s.%s%s.f32x2 %%0, %%1, %%2%s;' % (op, rnd, '.ftz' if ftz else '', ', %3' if nsrc == 3 else '')
            lane = lambda I: ('(uint64_t)bits(ref::rndOp(%d, %s, %s, asF(A0 >> %d), asF(A1 >> %d), asF(A2 >> %d)))' % (
                opn, FE[rnd], T(ftz), I, I, I))
            host = '%s | %s << 32' % (lane(0), lane(32))
            ins = ', '.join('"l"(A%d)' % i for i in range(nsrc))
            dev = '  uint64_t D; asm("%s" : "=l"(D) : %s);\n  return cz32x2(D);' % (txt, ins)
            h = self.helper('uint64_t', ['uint64_t'] * 3, None, 'cz32x2(%s)' % host, dev=dev)
            U = lambda: self.expr('u64', d - 1)
            pair = lambda: r.choice([U(), '((uint64_t)bits(%s) << 32 | (uint64_t)bits(%s))' % (self.fbig(d), self.fbig(d))])
            return '%s(%s, %s, %s)' % (h, pair(), pair(), pair())
        if k == 9 and sm >= 80:
            # f32 min/max: .NaN, .ftz, .xorsign.abs (sm_86), three inputs with .abs (sm_100)
            three = sm >= 100 and r.random() < 0.5
            mx_ = r.random() < 0.5
            ftz = r.random() < 0.5
            nan = r.random() < 0.5
            xs = not three and sm >= 86 and r.random() < 0.5
            ab = three and r.random() < 0.5
            txt = '%s%s%s%s.f32 %%0, %%1, %%2%s;' % ('max' if mx_ else 'min', '.ftz' if ftz else '', '.NaN' if nan else '',
                                                 '.xorsign.abs' if xs else '.abs' if ab else '', ', %3' if three else '')
            host = 'ref::fmm(%s, %s, %s, %s, %s, %s, A0, A1, A2)' % (T(mx_), T(ftz), T(nan), T(xs or ab), T(xs), T(three))
            ins = ', '.join('"f"(A%d)' % i for i in range(3 if three else 2))
            h = self.helper('float', ['float'] * 3, None, host, dev='  float D; asm("%s" : "=f"(D) : %s);\n  return D;' % (txt, ins))
            e = (lambda: 'nn(%s)' % self.fbig(d)) if xs else (lambda: self.fbig(d))
            return 'bits(%s(%s, %s, %s))' % (h, e(), e(), e())
        if k == 10:
            return self.asm_hcmp(d)
        if k == 11 and sm >= 100:
            # mixed precision (PTX ISA 9.0 9.7.5): d.f32 = cvt(a.f16/bf16) op c.f32, one rounding
            bf = r.random() < 0.5
            op = r.choice(['add', 'sub', 'fma'])
            rnd = r.choice(['rn', 'rz', 'rm', 'rp'])
            sat = r.random() < 0.3
            ht = 'bf16' if bf else 'f16'
            cv = 'ref::bf2d' if bf else 'ref::h2d'
            if op == 'fma':
                txt = ('{ .reg .b16 a, b; cvt.u16.u32 a, %%1; cvt.u16.u32 b, %%2; fma.%s%s.f32.%s %%0, a, b, %%3; }' % (
                    rnd, '.sat' if sat else '', ht))
                ex = 'fmaf(X, Y, Z)'
            else:
                txt = '{ .reg .b16 a; cvt.u16.u32 a, %%1; %s.%s%s.f32.%s %%0, a, %%3; }' % (op, rnd, '.sat' if sat else '', ht)
                ex = 'X + Z' if op == 'add' else 'X - Z'
            host = ('[&] { volatile float X = (float)%s(A0 & 0xffff), Y = (float)%s(A1 & 0xffff), Z = asF(A2); '
                    'int O = fegetround(); fesetround(%s); volatile float R = %s; fesetround(O); float V = R; '
                    'return bits(%s); }()' % (cv, cv, FE[rnd], ex, '(V != V || V <= 0) ? 0.0f : V > 1.0f ? 1.0f : V' if sat else 'V'))
            dev = '  float D; asm("%s" : "=f"(D) : "r"(A0), "r"(A1), "f"(asF(A2)));\n  return bits(D);' % txt
            h = self.helper('uint64_t', ['uint32_t'] * 3, None, host, dev=dev)
            return '%s(%s, %s, (uint32_t)bits(%s))' % (h, self.harg(d, bf, False), self.harg(d, bf, False), self.fbig(d))
        if k == 12:
            return self.asm_intx(d)
        if k == 14 and (sm >= 89 or sm == 120):
            # .relu on fp8 conversions both ways; fp6/fp4 unpacking with .relu (sm_100a/sm_120a)
            small = self.arch.endswith('a') and sm >= 100 and r.random() < 0.4
            if small:
                kind = r.randrange(3)
                name = ['e2m1x2', 'e2m3x2', 'e3m2x2'][kind]
                if kind == 0:
                    dev = ('  uint32_t D; asm("{ .reg .b8 t; cvt.u8.u16 t, %1; cvt.rn.relu.f16x2.e2m1x2 %0, t; }" '
                           ': "=r"(D) : "h"(A0));\n  return cz16x2(D);')
                    one = lambda sh: 'ref::d2h(mx(ref::fromFp6((A0 >> %d) & 15, 0), 0.0))' % sh
                    host = 'cz16x2(%s << 16 | %s)' % (one(4), one(0))
                    arg = '(uint16_t)(%s & 0xff)' % u()
                else:
                    dev = ('  uint32_t D; asm("cvt.rn.relu.f16x2.%s %%0, %%1;" : "=r"(D) : "h"(A0));\n  return cz16x2(D);' % name)
                    one = lambda sh: 'ref::d2h(mx(ref::fromFp6((A0 >> %d) & 63, %d), 0.0))' % (sh, kind)
                    host = 'cz16x2(%s << 16 | %s)' % (one(8), one(0))
                    arg = '(uint16_t)(%s & 0x3f3f)' % u()
                h = self.helper('uint32_t', ['uint16_t'], None, host, dev=dev)
                return '%s(%s)' % (h, arg)
            f8 = r.choice(['e4m3x2', 'e5m2x2'])
            E5 = T(f8 == 'e5m2x2')
            if r.random() < 0.5:
                dev = ('  uint32_t D; asm("cvt.rn.relu.f16x2.%s %%0, %%1;" : "=r"(D) : "h"(A0));\n  return cz16x2(D);' % f8)
                # relu: negative (and -0) -> +0, NaN stays NaN
                one = lambda sh: '[&] { double V = ref::fromFp8((A0 >> %d) & 0xff, %s); return ref::d2h(V != V ? V : (V < 0 || std::signbit(V)) ? 0.0 : V); }()' % (sh, E5)
                h = self.helper('uint32_t', ['uint16_t'], None, 'cz16x2(%s << 16 | %s)' % (one(8), one(0)), dev=dev)
                return '%s((uint16_t)%s)' % (h, u())
            rl = lambda a: '(%s != %s || %s > 0 ? %s : 0.0f)' % (a, a, a, a)
            if r.random() < 0.5:
                dev = ('  uint16_t D; asm("cvt.rn.satfinite.relu.%s.f32 %%0, %%1, %%2;" : "=h"(D) : "f"(A0), "f"(A1));\n'
                       '  return cz8x2(D, %s);' % (f8, E5))
                host = 'cz8x2(ref::toFp8(%s, %s) << 8 | ref::toFp8(%s, %s), %s)' % (rl('A0'), E5, rl('A1'), E5, E5)
                h = self.helper('uint32_t', ['float', 'float'], None, host, dev=dev)
                return '%s(%s, %s)' % (h, self.fbig(d), self.fbig(d))
            dev = ('  uint16_t D; asm("cvt.rn.satfinite.relu.%s.f16x2 %%0, %%1;" : "=h"(D) : "r"(A0));\n'
                   '  return cz8x2(D, %s);' % (f8, E5))
            hv = lambda sh: '(float)ref::h2d((A0 >> %d) & 0xffff)' % sh
            host = 'cz8x2(ref::toFp8(%s, %s) << 8 | ref::toFp8(%s, %s), %s)' % (rl(hv(16)), E5, rl(hv(0)), E5, E5)
            h = self.helper('uint32_t', ['uint32_t'], None, host, dev=dev)
            return '%s(%s)' % (h, self.harg(d, False, True))
        if k == 15 and self.arch in ('sm_100a', 'sm_103a'):
            # cvt.rs{.relu}{.satfinite}.{f16x2,bf16x2}.f32 d, a, b, rbits
            bf = r.random() < 0.5
            relu = r.random() < 0.3
            sf = r.random() < 0.5
            ty = 'bf16x2' if bf else 'f16x2'
            cz = 'czbf16x2' if bf else 'cz16x2'
            txt = 'cvt.rs%s%s.%s.f32 %%0, %%1, %%2, %%3;' % ('.relu' if relu else '', '.satfinite' if sf else '', ty)
            dev = '  uint32_t D; asm("%s" : "=r"(D) : "f"(A0), "f"(A1), "r"(A2));\n  return %s(D);' % (txt, cz)
            host = '%s(ref::cvtRs(A0, A2 >> 16, %s, %s, %s) << 16 | ref::cvtRs(A1, A2 & 0xffff, %s, %s, %s))' % (
                cz, T(bf), T(relu), T(sf), T(bf), T(relu), T(sf))
            h = self.helper('uint32_t', ['float', 'float', 'uint32_t'], None, host, dev=dev)
            def a():
                if bf:
                    return self.fbig(d)
                specials = [0, 0x80000000, 0x7f800000, 0x7fc00000, 0x477fe000, 0x477ff000, 0x477fefff, 0x38800000]
                if sf:
                    specials += [0x47800000, 0x7f7fffff, 0xff800000]
                if r.random() < 0.2:
                    return 'asF(0x%xu)' % r.choice(specials)
                return 'asF(((%s) %% (30u << 23)) + (113u << 23) | ((%s) & 0x80000000u))' % (u(), u())
            return '%s(%s, %s, %s)' % (h, a(), a(), u())
        if k == 13:
            # integer -> f16 (bf16 on sm_90) in every rounding mode, .sat
            bf = sm >= 90 and r.random() < 0.5
            st = r.choice(['s16', 'u16', 's32', 'u32', 's64', 'u64'])
            rnd = r.choice(['rn', 'rz', 'rm', 'rp'])
            sat = not bf and r.random() < 0.25
            w = int(st[1:])
            ct, cn = {16: ('uint16_t', 'h'), 32: ('uint32_t', 'r'), 64: ('uint64_t', 'l')}[w]
            val = '(__int128)(%s%d_t)A0' % ('int' if st[0] == 's' else 'uint', w)
            cz = 'czbf16x2' if bf else 'cz16x2'
            txt = 'cvt.%s%s.%s.%s %%0, %%1;' % (rnd, '.sat' if sat else '', 'bf16' if bf else 'f16', st)
            dev = '  uint16_t D; asm("%s" : "=h"(D) : "%s"(A0));\n  return %s(D);' % (txt, cn, cz)
            host = '%s(ref::toHalfRnd(ref::intOdd(%s), %s, %d, false, false, %s))' % (
                cz, val, T(bf), ['rn', 'rz', 'rm', 'rp'].index(rnd), T(sat))
            h = self.helper('uint32_t', [ct], None, host, dev=dev)
            x = self.expr('u64', d - 1) if w == 64 else self.expr('u32', d - 1)
            if r.random() < 0.3:
                x = '(%s ^ 0x%xull)' % (x, r.choice([0xffe0, 0xfff0, 0x8000000000000000, 0xffffffffffffffff, 0x7ff]))
            return '%s((%s)%s)' % (h, ct, x)
        return self.asm_more(d)

    def asm_intx(self, d):
        """64-bit carry chains, 16-bit mad, setp/set with Boolean ops and both
        destinations, integer slct (PTX ISA 9.0 9.7.1.4, 9.7.2, 9.7.6)."""
        r = self.r
        u = lambda: self.expr('u32', d - 1)
        U = lambda: self.expr('u64', d - 1)
        T = lambda b: 'true' if b else 'false'
        j = r.randrange(4)
        if j == 0:
            v = r.randrange(3)
            if v == 0:
                dev = ('  uint64_t L, H, C; asm("add.cc.u64 %0, %3, %5; addc.cc.u64 %1, %4, %6; addc.u64 %2, 0, 0;" '
                       ': "=l"(L), "=l"(H), "=l"(C) : "l"(A0), "l"(A1), "l"(A2), "l"(A3));\n  return L ^ H * 3 ^ C * 5;')
                host = ('[&] { unsigned __int128 X = (unsigned __int128)A1 << 64 | A0, Y = (unsigned __int128)A3 << 64 | A2, S = X + Y; '
                        'uint64_t C = S < X; return (uint64_t)S ^ (uint64_t)(S >> 64) * 3 ^ C * 5; }()')
            elif v == 1:
                dev = ('  uint64_t L, H, C; asm("sub.cc.u64 %0, %3, %5; subc.cc.u64 %1, %4, %6; subc.u64 %2, 0, 0;" '
                       ': "=l"(L), "=l"(H), "=l"(C) : "l"(A0), "l"(A1), "l"(A2), "l"(A3));\n  return L ^ H * 3 ^ C * 5;')
                host = ('[&] { unsigned __int128 X = (unsigned __int128)A1 << 64 | A0, Y = (unsigned __int128)A3 << 64 | A2, S = X - Y; '
                        'uint64_t C = X < Y ? ~(uint64_t)0 : 0; return (uint64_t)S ^ (uint64_t)(S >> 64) * 3 ^ C * 5; }()')
            else:
                # carry in from an add, mad.lo with carry in and out, madc.hi
                dev = ('  uint64_t T, L, H; asm("add.cc.u64 %0, %3, %4; madc.lo.cc.u64 %1, %3, %4, %5; madc.hi.u64 %2, %3, %4, %6;" '
                       ': "=l"(T), "=l"(L), "=l"(H) : "l"(A0), "l"(A1), "l"(A2), "l"(A3));\n  return T ^ L * 3 ^ H * 5;')
                host = ('[&] { uint64_t T = A0 + A1, C1 = T < A0; unsigned __int128 P = (unsigned __int128)A0 * A1; '
                        'unsigned __int128 Lw = (unsigned __int128)(uint64_t)P + A2 + C1; uint64_t L = (uint64_t)Lw, C2 = (uint64_t)(Lw >> 64); '
                        'uint64_t H = (uint64_t)(P >> 64) + A3 + C2; return T ^ L * 3 ^ H * 5; }()')
            h = self.helper('uint64_t', ['uint64_t'] * 4, None, host, dev=dev)
            return '%s(%s, %s, %s, %s)' % (h, U(), U(), U(), U())
        if j == 1:
            s = r.choice(['u16', 's16'])
            mode = r.choice(['lo', 'hi', 'wide'])
            cast = '(int32_t)(int16_t)' if s == 's16' else '(uint32_t)'
            if mode == 'wide':
                h = self.helper('uint32_t', ['uint16_t', 'uint16_t', 'uint32_t'], 'mad.wide.%s %%0, %%1, %%2, %%3;' % s,
                                '(uint32_t)(%sA0 * %sA1) + A2' % (cast, cast))
                return '%s((uint16_t)%s, (uint16_t)%s, %s)' % (h, u(), u(), u())
            if mode == 'lo':
                host = '(uint16_t)((uint32_t)(%sA0 * %sA1) + A2)' % (cast, cast)
            else:
                host = '(uint16_t)((uint32_t)(%sA0 * %sA1) >> 16) + A2' % (cast, cast)
            h = self.helper('uint16_t', ['uint16_t'] * 3, 'mad.%s.%s %%0, %%1, %%2, %%3;' % (mode, s), '(uint16_t)(%s)' % host)
            return '%s((uint16_t)%s, (uint16_t)%s, (uint16_t)%s)' % (h, u(), u(), u())
        if j == 2:
            # setp with a Boolean op and p|q (q = BoolOp(!t, c)), or set with one
            ty = r.choice(['f32', 'f64', 'u32', 's32', 'u64', 's64', 'b16'])
            fl = ty[0] == 'f'
            if fl:
                cmp = r.randrange(14)
                cname = self.CMPS[cmp]
            elif ty == 'b16':
                cmp = r.randrange(2)  # bit-size types: eq and ne only
                cname = self.CMPS[cmp]
            elif ty[0] == 'u':
                cmp = r.randrange(10)
                cname = ['eq', 'ne', 'lo', 'ls', 'hi', 'hs', 'lt', 'le', 'gt', 'ge'][cmp]
            else:
                cmp = r.randrange(6)
                cname = self.CMPS[cmp]
            ftz = ty == 'f32' and r.random() < 0.4
            bop = r.randrange(1, 4)
            neg = r.random() < 0.3
            ct, cn = {'f32': ('float', 'f'), 'f64': ('double', 'd'), 'u32': ('uint32_t', 'r'), 's32': ('uint32_t', 'r'),
                      'u64': ('uint64_t', 'l'), 's64': ('uint64_t', 'l'), 'b16': ('uint16_t', 'h')}[ty]
            if fl:
                xa, xb = ('ref::ftz(A0)', 'ref::ftz(A1)') if ftz else ('A0', 'A1')
                t = 'ref::fcmp(%d, (double)%s, (double)%s)' % (cmp, xa, xb)
            else:
                st = {'u32': 'uint32_t', 's32': 'int32_t', 'u64': 'uint64_t', 's64': 'int64_t', 'b16': 'uint16_t'}[ty]
                ops = ['==', '!=', '<', '<=', '>', '>=', '<', '<=', '>', '>=']
                t = '((%s)A0 %s (%s)A1)' % (st, ops[cmp], st)
            cexpr = '((A2 != 0) != %s)' % T(neg)
            pv = 'ref::boolOp(%d, %s, %s)' % (bop, t, cexpr)
            qv = 'ref::boolOp(%d, !%s, %s)' % (bop, t, cexpr)
            bopt = ['', 'and', 'or', 'xor'][bop]
            if r.random() < 0.6:
                txt = ('{ .reg .pred p, q, c; setp.ne.u32 c, %%3, 0; setp.%s.%s%s.%s p|q, %%1, %%2, %sc; '
                       'selp.u32 %%0, 1, 0, p; @q or.b32 %%0, %%0, 2; }' % (cname, bopt, '.ftz' if ftz else '', ty, '!' if neg else ''))
                host = '(uint32_t)%s | (uint32_t)%s << 1' % (pv, qv)
            else:
                dt = r.choice(['u32', 's32', 'f32'])
                txt = ('{ .reg .pred c; .reg .b32 t; setp.ne.u32 c, %%3, 0; set.%s.%s%s.%s.%s t, %%1, %%2, %sc; mov.b32 %%0, t; }' % (
                    cname, bopt, '.ftz' if ftz else '', dt, ty, '!' if neg else ''))
                host = '%s ? %s : 0u' % (pv, '0x3f800000u' if dt == 'f32' else '0xffffffffu')
            dev = '  uint32_t D; asm("%s" : "=r"(D) : "%s"(A0), "%s"(A1), "r"(A2));\n  return D;' % (txt, cn, cn)
            h = self.helper('uint32_t', [ct, ct, 'uint32_t'], None, host, dev=dev)
            if ty == 'f32':
                a = lambda: self.fbig(d)
            elif ty == 'f64':
                a = lambda: self.expr('f64', d - 1)
            elif ty == 'b16':
                a = lambda: '(uint16_t)%s' % u()
            elif ct == 'uint64_t':
                a = U
            else:
                a = u
            x = a()
            y = x if r.random() < 0.15 else a()
            return '%s(%s, %s, %s)' % (h, x, y, r.choice(['0u', '1u', '(%s & 1u)' % u()]))
        # integer slct: d = c >= 0 ? a : b
        dt = r.choice(['b32', 'u32', 's32', 'b64', 'u64', 's64', 'b16'])
        w = int(dt[1:])
        ct, cn = {16: ('uint16_t', 'h'), 32: ('uint32_t', 'r'), 64: ('uint64_t', 'l')}[w]
        ft = r.random() < 0.4
        if ft:
            ftz = r.random() < 0.4
            h = self.helper(ct, [ct, ct, 'float'], 'slct%s.%s.f32 %%0, %%1, %%2, %%3;' % ('.ftz' if ftz else '', dt),
                            '(A2 >= 0 || %s) ? A0 : A1' % ('std::fpclassify(A2) == FP_SUBNORMAL' if ftz else 'false'))
            cv = self.fbig(d)
        else:
            h = self.helper(ct, [ct, ct, 'int32_t'], 'slct.%s.s32 %%0, %%1, %%2, %%3;' % dt, '(A2 >= 0) ? A0 : A1')
            cv = '(int32_t)%s' % u()
        a = (lambda: '(%s)%s' % (ct, U())) if w == 64 else (lambda: '(%s)%s' % (ct, u()))
        return '%s(%s, %s, %s)' % (h, a(), a(), cv)

    CMPS = ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'equ', 'neu', 'ltu', 'leu', 'gtu', 'geu', 'num', 'nan']

    def asm_hcmp(self, d):
        """setp/set on f16/bf16 (x2) (PTX ISA 9.0 9.7.7): every comparison, .ftz,
        a Boolean op with a predicate, integer/half/pair destinations, and the
        f16/bf16 destination over any source type."""
        r = self.r
        sm = sm_number(self.arch)
        T = lambda b: 'true' if b else 'false'
        u = lambda: self.expr('u32', d - 1)
        bf = sm >= 90 and r.random() < 0.4
        x2 = r.random() < 0.5
        ftz = not bf and r.random() < 0.4
        cmp = r.randrange(14)
        bop = r.randrange(4)
        neg = r.random() < 0.3
        bopt = ['', '.and', '.or', '.xor'][bop]
        ctxt = (', %sc' % ('!' if neg else '')) if bop else ''
        cexpr = '((A2 != 0) != %s)' % T(neg)  # the predicate as the instruction reads it
        ht = ('bf16' if bf else 'f16') + ('x2' if x2 else '')
        lane = lambda I: 'ref::hcmp(%d, %d, %s, %s, %s, (A0 >> %d) & 0xffff, (A1 >> %d) & 0xffff)' % (
            cmp, bop, cexpr, T(bf), T(ftz), 16 * I, 16 * I)
        # scalar halves travel in 32-bit registers: take their low 16 bits
        hpre = '' if x2 else '.reg .b16 sa, sb; cvt.u16.u32 sa, %1; cvt.u16.u32 sb, %2; '
        ha, hb = ('%1', '%2') if x2 else ('sa', 'sb')
        j = r.randrange(3)
        if j == 0:
            # setp: p (and q for pairs) as bits 0 and 1
            pq = 'p|q' if x2 else 'p'
            txt = ('{ .reg .pred p, q, c; %ssetp.ne.u32 c, %%3, 0; setp.%s%s%s.%s %s, %s, %s%s; '
                   'selp.u32 %%0, 1, 0, p; %s }' % (
                       hpre, self.CMPS[cmp], bopt, '.ftz' if ftz else '', ht, pq, ha, hb, ctxt,
                       '@q or.b32 %0, %0, 2;' if x2 else ''))
            host = '(uint32_t)%s | (uint32_t)%s << 1' % (lane(0), lane(1) if x2 else 'false')
        elif j == 1:
            # set with an integer or packed destination
            if x2:
                dt = r.choice(['u32', 's32', ht])
            else:
                dt = r.choice(['u16', 's16', 'u32', 's32'])
            tv = {'u16': '0xffffu', 's16': '0xffffu', 'u32': '0xffffffffu', 's32': '0xffffffffu'}.get(dt)
            if x2:
                if tv:
                    tv = '0xffffu'
                else:
                    tv = '0x3f80u' if bf else '0x3c00u'
                host = '(%s ? %s : 0u) | (%s ? %s : 0u) << 16' % (lane(0), tv, lane(1), tv)
            else:
                host = '%s ? %s : 0u' % (lane(0), tv)
            dreg = 'h' if dt in ('u16', 's16') else 'r'
            txt = ('{ .reg .pred c; .reg .b%d t; %ssetp.ne.u32 c, %%3, 0; set.%s%s%s.%s.%s t, %s, %s%s; %s }' % (
                16 if dreg == 'h' else 32, hpre, self.CMPS[cmp], bopt, '.ftz' if ftz else '', dt, ht, ha, hb, ctxt,
                'cvt.u32.u16 %0, t;' if dreg == 'h' else 'mov.b32 %0, t;'))
        else:
            # set with an f16/bf16 destination (1.0 or 0.0) over any source type
            st = r.choice(['f16', 'f32', 'f64', 's32', 'u32', 's64', 'u16'] + (['bf16'] if bf else []))
            if st == 'bf16' and not bf:
                st = 'f16'
            dt = 'bf16' if bf else 'f16'
            srcv = {'f16': ('ref::h2d(%s & 0xffff)', 'r', 'uint32_t'), 'bf16': ('ref::bf2d(%s & 0xffff)', 'r', 'uint32_t'),
                    'f32': ('(double)asF(%s)', 'r', 'uint32_t'), 'f64': ('asD(%s)', 'l', 'uint64_t'),
                    's32': ('(double)(int32_t)%s', 'r', 'uint32_t'), 'u32': ('(double)(uint32_t)%s', 'r', 'uint32_t'),
                    's64': ('(double)(int64_t)%s', 'l', 'uint64_t'), 'u16': ('(double)(uint16_t)%s', 'r', 'uint32_t')}[st]
            ftz = ftz and st == 'f16'
            if st in ('s32', 'u32', 's64', 'u16'):
                cmp %= 6  # integers take the ordered comparisons only
            conv, cons, ct = srcv
            if st in ('s64',):
                # exact comparison of 64-bit integers (a double could round them)
                cmpx = 'ref::boolOp(%d, [&] { int64_t X = (int64_t)A0, Y = (int64_t)A1; return %s; }(), %s)' % (
                    bop, ['X == Y', 'X != Y', 'X < Y', 'X <= Y', 'X > Y', 'X >= Y', 'X == Y', 'X != Y', 'X < Y',
                          'X <= Y', 'X > Y', 'X >= Y', 'true', 'false'][cmp], cexpr)
            else:
                xa, xb = ('ref::hftz(A0 & 0xffff)', 'ref::hftz(A1 & 0xffff)') if ftz else ('A0', 'A1')
                cmpx = 'ref::boolOp(%d, ref::fcmp(%d, %s, %s), %s)' % (bop, cmp, conv % xa, conv % xb, cexpr)
            host = '%s ? %s : 0u' % (cmpx, '0x3f80u' if bf else '0x3c00u')
            sreg = {'f16': 'h', 'bf16': 'h', 'u16': 'h'}.get(st, cons)
            ins_a = '%1' if sreg != 'h' else 'sa'
            ins_b = '%2' if sreg != 'h' else 'sb'
            pre = 'cvt.u16.u32 sa, %1; cvt.u16.u32 sb, %2; ' if sreg == 'h' else ''
            txt = ('{ .reg .pred c; .reg .b16 t, sa, sb; setp.ne.u32 c, %%3, 0; %sset.%s%s%s.%s.%s t, %s, %s%s; cvt.u32.u16 %%0, t; }' % (
                pre, self.CMPS[cmp], bopt, '.ftz' if ftz else '', dt, st, ins_a, ins_b, ctxt))
            dev = '  uint32_t D; asm("%s" : "=r"(D) : "%s"(A0), "%s"(A1), "r"(A2));\n  return D;' % (txt, 'l' if cons == 'l' else 'r', 'l' if cons == 'l' else 'r')
            h = self.helper('uint32_t', [ct, ct, 'uint32_t'], None, host, dev=dev)
            if ct == 'uint64_t':
                a = lambda: self.expr('u64', d - 1) if st == 's64' else '(uint64_t)bits(%s)' % self.expr('f64', d - 1)
            elif st in ('f16', 'bf16'):
                a = lambda: self.harg(d, st == 'bf16', False)
            elif st == 'f32':
                a = lambda: '(uint32_t)bits(%s)' % self.fbig(d)
            else:
                a = u
            cnd = r.choice(['0u', '1u', '(%s & 1u)' % u()])
            return '%s(%s, %s, %s)' % (h, a(), a(), cnd)
        dev = '  uint32_t D; asm("%s" : "=r"(D) : "r"(A0), "r"(A1), "r"(A2));\n  return D;' % txt
        h = self.helper('uint32_t', ['uint32_t'] * 3, None, host, dev=dev)
        cnd = r.choice(['0u', '1u', '(%s & 1u)' % u()])
        return '%s(%s, %s, %s)' % (h, self.harg(d, bf, x2), self.harg(d, bf, x2), cnd)

    def fbig(self, d):
        """An f32 operand: an expression, a value near the f16/bf16 limits, or near a tie."""
        r = self.r
        k = r.random()
        if k < 0.4:
            return self.expr('f32', d - 1)
        if k < 0.7:
            return self.nearf32(d)
        base = r.choice([0x477fe000, 0x477ff000, 0x477fefff, 0x7f7f0000, 0x7f7fffff, 0x387fc000, 0x33800000,
                         0x33000000, 0x00000001, 0x00400000, 0x3f800000, 0x477fffff, 0x47800000])
        return 'asF((0x%xu ^ ((%s) & 0x%xu)) | ((%s) & 0x80000000u))' % (
            base, self.expr('u32', d - 1), r.choice([0, 1, 0xfff, 0x1fff, 0xffff]), self.expr('u32', d - 1))


    SEL = ['.b0', '.b1', '.b2', '.b3', '.h0', '.h1', '']

    def asm_video(self, d):
        r = self.r
        u = lambda: self.expr('u32', d - 1)
        op = r.randrange(13)
        names = ['vadd', 'vsub', 'vabsdiff', 'vmin', 'vmax', 'vshr', 'vshr',
                 'vset', 'vset', 'vset', 'vset', 'vset', 'vset']
        dt, at, bt = (r.choice(['u32', 's32']) for _ in range(3))
        asel, bsel = r.choice(range(7)), r.choice(range(7))
        form = r.randrange(3)  # 0 plain, 1 secondary op, 2 merge
        sat = op < 7 and form != 1 and r.random() < 0.5
        sec = r.randrange(1, 4) if form == 1 else 0
        dsel = r.randrange(6) if form == 2 else 6
        if op < 5:
            txt = '%s.%s.%s.%s%s' % (names[op], dt, at, bt, '.sat' if sat else '')
        elif op < 7:
            txt = 'vshr.%s.%s.u32%s.%s' % (dt, at, '.sat' if sat else '', 'clamp' if op == 5 else 'wrap')
            bt = 'u32'
        else:
            cmp = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'][op - 7]
            txt = 'vset.%s.%s.%s' % (at, bt, cmp)
            dt = 'u32'
        if form == 1:
            txt += ['', '.add', '.min', '.max'][sec]
        dd = '%%0%s' % (self.SEL[dsel] if form == 2 else '')
        txt += ' %s, %%1%s, %%2%s' % (dd, self.SEL[asel], self.SEL[bsel])
        if form:
            txt += ', %3'
        txt += ';'
        B = lambda t: 'true' if t == 's32' else 'false'
        host = 'ref::video(%d, %s, %s, %s, %s, %d, %d, %d, %d, A0, A1, A2)' % (
            op, B(dt), B(at), B(bt), 'true' if sat else 'false', asel, bsel, sec, dsel)
        if form:
            h = self.helper('uint32_t', ['uint32_t'] * 3, txt, host)
            return '%s(%s, %s, %s)' % (h, u(), u(), u())
        h = self.helper('uint32_t', ['uint32_t'] * 2, txt, host.replace('A2)', '0u)'))
        return '%s(%s, %s)' % (h, u(), u())

    def asm_simd_video(self, d):
        r = self.r
        u = lambda: self.expr('u32', d - 1)
        n = r.choice([2, 4])
        op = r.randrange(6)
        name = ['vadd', 'vsub', 'vavrg', 'vabsdiff', 'vmin', 'vmax'][op] + str(n)
        dt, at, bt = (r.choice(['u32', 's32']) for _ in range(3))
        acc = r.random() < 0.3
        sat = not acc and r.random() < 0.5
        nsrc = 8 if n == 4 else 4
        asel = [r.randrange(nsrc) for _ in range(n)]
        bsel = [r.randrange(nsrc) for _ in range(n)]
        mask = r.randrange(1, 1 << n)
        pre = 'b' if n == 4 else 'h'
        seltxt = lambda s: '.' + pre + ''.join(str(x) for x in reversed(s))
        masktxt = '.' + pre + ''.join(str(i) for i in reversed(range(n)) if (mask >> i) & 1)
        txt = '%s.%s.%s.%s%s%s %%0%s, %%1%s, %%2%s, %%3;' % (
            name, dt, at, bt, '.sat' if sat else '', '.add' if acc else '', masktxt,
            seltxt(asel), seltxt(bsel))
        B = lambda t: 'true' if t == 's32' else 'false'
        host = ('[&] { static const int As[4] = {%s}, Bs[4] = {%s}; return ref::vsimd(%d, %d, %s, %s, %s, %s, As, Bs, %d, %s, A0, A1, A2); }()' % (
            ', '.join(map(str, asel + [0] * (4 - n))), ', '.join(map(str, bsel + [0] * (4 - n))),
            n, op, B(dt), B(at), B(bt), 'true' if sat else 'false', mask, 'true' if acc else 'false'))
        h = self.helper('uint32_t', ['uint32_t'] * 3, txt, host)
        return '%s(%s, %s, %s)' % (h, u(), u(), u())

    INTINFO = {'s8': (8, True), 'u8': (8, False), 's16': (16, True), 'u16': (16, False),
               's32': (32, True), 'u32': (32, False), 's64': (64, True), 'u64': (64, False)}

    def asm_cvt_int(self, d):
        """cvt{.sat}.dtype.atype between integer types, registers wider than the types."""
        r = self.r
        dt, at = r.choice(list(self.INTINFO)), r.choice(list(self.INTINFO))
        dw, ds = self.INTINFO[dt]
        aw, as_ = self.INTINFO[at]
        # .sat only where the destination range does not contain the source range
        contains = (ds == as_ and dw >= aw) or (ds and not as_ and dw > aw)
        sat = not contains and r.random() < 0.6
        dct = 'uint64_t' if dw == 64 else 'uint32_t'
        act = 'uint64_t' if aw == 64 else 'uint32_t'
        # source: low aw bits, extended per atype; destination: per dtype, extended to the register
        src = 'ref::ext((uint32_t)A0, %d, %s)' % (aw, 'true' if as_ else 'false') if aw < 64 else '(int64_t)A0'
        if aw == 64 and not as_:
            val = '(unsigned __int128)(uint64_t)A0'
        else:
            val = '(__int128)%s' % src
        lo = -(1 << (dw - 1)) if ds else 0
        hi = (1 << (dw - 1)) - 1 if ds else (1 << dw) - 1
        lo_s = '(-(__int128)%du - 1)' % ((1 << (dw - 1)) - 1) if ds else '(__int128)0'
        hi_s = '(__int128)%du' % hi if hi < (1 << 32) else '(__int128)%dull' % hi
        if sat:
            core = '[&] { __int128 V = %s; if (V < %s) V = %s; if (V > %s) V = %s; return (uint64_t)V; }()' % (
                val, lo_s, lo_s, hi_s, hi_s)
        else:
            core = '(uint64_t)(%s)' % val
        if dw < 64:
            host = '(%s)(uint64_t)ref::ext((uint32_t)%s, %d, %s)' % (dct, core, dw, 'true' if ds else 'false')
        else:
            host = core
        h = self.helper(dct, [act], 'cvt%s.%s.%s %%0, %%1;' % ('.sat' if sat else '', dt, at), host)
        return '%s(%s)' % (h, self.expr('u64' if aw == 64 else 'u32', d - 1))

    def asm_f2i(self, d):
        """cvt.rXi.int.float with NaN (converts to 0) and small destinations."""
        r = self.r
        dt = r.choice(list(self.INTINFO))
        src = r.choice(['f32', 'f64', 'f16'])
        mode = r.choice(['rni', 'rzi', 'rmi', 'rpi'])
        dw, ds = self.INTINFO[dt]
        dct = 'uint64_t' if dw == 64 else 'uint32_t'
        sct = {'f32': 'float', 'f64': 'double', 'f16': 'uint16_t'}[src]
        rnd = {'rni': 'std::nearbyint', 'rzi': 'std::trunc', 'rmi': 'std::floor', 'rpi': 'std::ceil'}[mode]
        x = 'ref::h2d(A0)' if src == 'f16' else '(double)A0'
        lo = '-0x1p%d' % (dw - 1) if ds else '0.0'
        hi = '0x1p%d' % (dw - 1) if ds else '0x1p%d' % dw
        minv = '(uint64_t)1 << %d' % (dw - 1) if ds else '0'
        maxv = '((uint64_t)1 << %d) - 1' % (dw - 1) if ds else ('~(uint64_t)0' if dw == 64 else '((uint64_t)1 << %d) - 1' % dw)
        conv = '(%s ? (uint64_t)(int64_t)R : (uint64_t)R)' % ('true' if ds else 'false')
        # NaN: 0, but 1 << (bits - 1) from f64 or to 64 bits (PTX ISA 9.0 cvt)
        nanv = '(uint64_t)1 << %d' % (dw - 1) if (src == 'f64' or dw == 64) else '0'
        core = ('[&] { double X = %s; if (X != X) return (uint64_t)(NANV); double R = %s(X); '
                'if (R < %s) return (uint64_t)(%s); if (R >= %s) return (uint64_t)(%s); return %s; }()' % (
                    x, rnd, lo, minv, hi, maxv, conv)).replace('NANV', nanv)
        if dw < 64:
            host = '(%s)(uint64_t)ref::ext((uint32_t)%s, %d, %s)' % (dct, core, dw, 'true' if ds else 'false')
        else:
            host = core
        h = self.helper(dct, [sct], 'cvt.%s.%s.%s %%0, %%1;' % (mode, dt, src), host)
        if src == 'f16':
            arg = '(uint16_t)bits(%s)' % self.expr('hf', d - 1) if r.random() < 0.7 else '(uint16_t)%s' % self.expr('u32', d - 1)
        else:
            arg = self.expr(src, d - 1)
        return '%s(%s)' % (h, arg)

    def asm_fp_pred(self, d):
        """testp, setp with the NaN-aware comparisons, set with integer/float results."""
        r = self.r
        t = r.choice(['f32', 'f64'])
        ct = 'float' if t == 'f32' else 'double'
        e = lambda: self.expr(t, d - 1)
        k = r.randrange(3)
        if k == 0:
            p = r.choice(['finite', 'infinite', 'number', 'notanumber', 'normal', 'subnormal'])
            host = {'finite': 'std::isfinite(A0)', 'infinite': 'std::isinf(A0)', 'number': '!std::isnan(A0)',
                    'notanumber': 'std::isnan(A0)',
                    # zeros are normal in PTX (the spec, and an H200)
                    'normal': '(std::isnormal(A0) || A0 == 0)',
                    'subnormal': 'std::fpclassify(A0) == FP_SUBNORMAL'}[p]
            h = self.helper('uint32_t', [ct], '{ .reg .pred p; testp.%s.%s p, %%1; selp.u32 %%0, 1, 0, p; }' % (p, t), host)
            return '%s(%s)' % (h, e())
        cmps = {'eq': 'A0 == A1', 'ne': '(A0 != A1 && A0 == A0 && A1 == A1)', 'lt': 'A0 < A1',
                'le': 'A0 <= A1', 'gt': 'A0 > A1', 'ge': 'A0 >= A1',
                'equ': '!(A0 < A1 || A0 > A1)', 'neu': '!(A0 == A1)', 'ltu': '!(A0 >= A1)',
                'leu': '!(A0 > A1)', 'gtu': '!(A0 <= A1)', 'geu': '!(A0 < A1)',
                'num': '(A0 == A0 && A1 == A1)', 'nan': '(A0 != A0 || A1 != A1)'}
        c = r.choice(list(cmps))
        if k == 1:
            h = self.helper('uint32_t', [ct, ct], '{ .reg .pred p; setp.%s.%s p, %%1, %%2; selp.u32 %%0, 1, 0, p; }' % (c, t), cmps[c])
            return '%s(%s, %s)' % (h, e(), e())
        dt = r.choice(['u32', 's32', 'f32'])
        if dt == 'f32':
            h = self.helper('uint32_t', [ct, ct], '{ .reg .f32 f; set.%s.f32.%s f, %%1, %%2; mov.b32 %%0, f; }' % (c, t),
                            '(%s) ? 0x3f800000u : 0u' % cmps[c])
        else:
            h = self.helper('uint32_t', [ct, ct], 'set.%s.%s.%s %%0, %%1, %%2;' % (c, dt, t),
                            '(%s) ? 0xffffffffu : 0u' % cmps[c])
        return '%s(%s, %s)' % (h, e(), e())

    def asm_more(self, d):
        """vmad, vshl, vset2/vset4, f16/bf16 arithmetic and min/max, f32 pairs to f16x2/bf16x2."""
        r = self.r
        sm = sm_number(self.arch)
        u = lambda: self.expr('u32', d - 1)
        k = r.randrange(5)
        B = lambda t: 'true' if t == 's32' else 'false'
        if k == 0:
            at, bt = r.choice(['u32', 's32']), r.choice(['u32', 's32'])
            asel, bsel = r.randrange(7), r.randrange(7)
            neg = r.choice(['', 'ab', 'c', 'po'])
            signed_final = at == 's32' or bt == 's32' or neg in ('ab', 'c')
            dt = 's32' if signed_final else 'u32'
            sat = r.random() < 0.4
            scale = r.choice([0, 0, 7, 15])
            txt = 'vmad.%s.%s.%s%s%s%s %%0, %s%%1%s, %%2%s, %s%%3;' % (
                dt, at, bt, '.po' if neg == 'po' else '', '.sat' if sat else '',
                {0: '', 7: '.shr7', 15: '.shr15'}[scale], '-' if neg == 'ab' else '',
                self.SEL[asel], self.SEL[bsel], '-' if neg == 'c' else '')
            host = 'ref::vmad(%s, %s, %d, %d, %s, %s, %s, %s, %d, A0, A1, A2)' % (
                B(at), B(bt), asel, bsel, 'true' if neg == 'ab' else 'false', 'true' if neg == 'c' else 'false',
                'true' if neg == 'po' else 'false', 'true' if sat else 'false', scale)
            h = self.helper('uint32_t', ['uint32_t'] * 3, txt, host)
            return '%s(%s, %s, %s)' % (h, u(), u(), u())
        if k == 1:
            # vshl without .sat (no saturation of a shifted 34-bit value to argue about)
            dt, at = r.choice(['u32', 's32']), r.choice(['u32', 's32'])
            asel, bsel = r.randrange(7), r.randrange(7)
            mode = r.choice(['clamp', 'wrap'])
            form = r.randrange(3)
            sec = r.randrange(1, 4) if form == 1 else 0
            dsel = r.randrange(6) if form == 2 else 6
            txt = 'vshl.%s.%s.u32.%s%s %%0%s, %%1%s, %%2%s%s;' % (
                dt, at, mode, ['', '.add', '.min', '.max'][sec], self.SEL[dsel] if form == 2 else '',
                self.SEL[asel], self.SEL[bsel], ', %3' if form else '')
            # reuse video(): a left shift is the product by 2^n of the low bits
            host = ('[&] { int64_t Ta = ref::vpart(A0, %s, %d); int64_t Tb = ref::vpart(A1, false, %d); '
                    '%s; int64_t T = Tb >= 64 ? 0 : (int64_t)((uint64_t)Ta << Tb); '
                    'int64_t Cv = ref::ext(A2, 32, %s); int S = %d, Ds = %d; '
                    # the wide value compares unsigned with a .u32 d (an H200)
                    'auto Lt = [](int64_t X, int64_t Y) { return %s ? X < Y : (uint64_t)X < (uint64_t)Y; }; '
                    'if (S == 1) T += Cv; else if (S == 2) T = Lt(Cv, T) ? Cv : T; else if (S == 3) T = Lt(T, Cv) ? Cv : T; '
                    'uint32_t R = (uint32_t)T; '
                    'if (Ds < 4) R = ((R & 0xff) << (8 * Ds)) | (A2 & ~(0xffu << (8 * Ds))); '
                    # .h1: the result's own upper half (an H200)
                    'else if (Ds == 4) R = (R & 0xffff) | (A2 & 0xffff0000u); '
                    'else if (Ds == 5) R = (R & 0xffff0000u) | (A2 & 0xffffu); '
                    'return R; }()' % (B(at), asel, bsel,
                                       'if (Tb > 32) Tb = 32' if mode == 'clamp' else 'Tb &= 0x1f',
                                       B(dt), sec, dsel, B(dt)))
            h = self.helper('uint32_t', ['uint32_t'] * 3, txt, host)
            return '%s(%s, %s, %s)' % (h, u(), u(), u() if form else '0u')
        if k == 2:
            # vset2 / vset4 with the .add accumulate or a full mask (the spec's
            # text and pseudo-code disagree on where unmasked lanes come from)
            n = r.choice([2, 4])
            at, bt = r.choice(['u32', 's32']), r.choice(['u32', 's32'])
            cmp = r.randrange(6)
            nsrc = 8 if n == 4 else 4
            asel = [r.randrange(nsrc) for _ in range(n)]
            bsel = [r.randrange(nsrc) for _ in range(n)]
            acc = r.random() < 0.5
            mask = r.randrange(1, 1 << n) if acc else (1 << n) - 1
            pre = 'b' if n == 4 else 'h'
            seltxt = lambda s_: '.' + pre + ''.join(str(x) for x in reversed(s_))
            masktxt = '.' + pre + ''.join(str(i) for i in reversed(range(n)) if (mask >> i) & 1)
            txt = 'vset%d.%s.%s.%s%s %%0%s, %%1%s, %%2%s, %%3;' % (
                n, at, bt, ['eq', 'ne', 'lt', 'le', 'gt', 'ge'][cmp], '.add' if acc else '', masktxt,
                seltxt(asel), seltxt(bsel))
            W = 32 // n
            host = ('[&] { static const int As[4] = {%s}, Bs[4] = {%s}; uint64_t Src = (uint64_t)A1 << 32 | A0; '
                    'uint32_t D = %s; for (int I = 0; I < %d; ++I) { '
                    'int64_t Va = ref::ext((uint32_t)(Src >> (%d * As[I])), %d, %s), Vb = ref::ext((uint32_t)(Src >> (%d * Bs[I])), %d, %s); '
                    'int C = %d; bool T = C == 0 ? Va == Vb : C == 1 ? Va != Vb : C == 2 ? Va < Vb : C == 3 ? Va <= Vb : C == 4 ? Va > Vb : Va >= Vb; '
                    'if (%s) { if ((%d >> I) & 1) D += T; } else D |= (uint32_t)T << (%d * I); } return D; }()' % (
                        ', '.join(map(str, asel + [0] * (4 - n))), ', '.join(map(str, bsel + [0] * (4 - n))),
                        'A2' if acc else '0', n, W, W, B(at), W, W, B(bt), cmp, 'true' if acc else 'false', mask, W))
            h = self.helper('uint32_t', ['uint32_t'] * 3, txt, host)
            return '%s(%s, %s, %s)' % (h, u(), u(), u())
        if k == 3 and sm >= 80:
            bf = r.random() < 0.4
            x2 = r.random() < 0.4
            ty = ('bf16' if bf else 'f16') + ('x2' if x2 else '')
            j = r.randrange(3)
            if j < 2:
                ops = ['fma'] + (['add', 'sub', 'mul'] if (not bf or sm >= 90) else [])
                op = r.choice(ops)
                opn = {'add': 0, 'sub': 1, 'mul': 2, 'fma': 3}[op]
                mod = r.choice(['', '.sat'] if not bf else [''])
                if op == 'fma' and r.random() < 0.4:
                    mod = '.relu'
                nsrc = 3 if op == 'fma' else 2
                lane = 'ref::hop(%d, %s, %s, %s, X, Y, Z)' % (opn, 'true' if bf else 'false',
                                                            'true' if mod == '.sat' else 'false',
                                                            'true' if mod == '.relu' else 'false')
                txt = '%s.rn%s.%s %%0, %%1, %%2%s;' % (op, mod, ty, ', %3' if nsrc == 3 else '')
            else:
                op = r.choice(['min', 'max'])
                mode = r.choice([0, 1] + ([2] if sm >= 86 else []))
                modt = ['', '.NaN', '.xorsign.abs'][mode]
                lane = 'ref::hmm(X, Y, %s, %d, %s)' % ('true' if op == 'max' else 'false', mode, 'true' if bf else 'false')
                txt = '%s%s.%s %%0, %%1, %%2;' % (op, modt, ty)
                nsrc = 2
            cz = 'czbf16x2' if bf else 'cz16x2'
            if x2:
                host = ('[&] { uint32_t R = 0; for (int I = 0; I < 2; ++I) { uint32_t X = (A0 >> (16 * I)) & 0xffff, '
                        'Y = (A1 >> (16 * I)) & 0xffff, Z = (A2 >> (16 * I)) & 0xffff; R |= %s << (16 * I); } return R; }()' % lane)
                cons = 'r'
            else:
                host = '[&] { uint32_t X = A0, Y = A1, Z = A2; return %s; }()' % lane
                cons = 'h'
            ct = 'uint32_t' if x2 else 'uint16_t'
            ins = ', '.join('"%s"((%s)A%d)' % (cons, ct, i) for i in range(nsrc))
            dev = '  %s D; asm("%s" : "=%s"(D) : %s);\n  return %s(D);' % (ct, txt, cons, ins, cz)
            h = self.helper('uint32_t', ['uint32_t'] * 3, None, '%s(%s)' % (cz, host), dev=dev)
            nnf = 'bnn' if bf else 'hnn'
            def arg():
                if x2:
                    x = '(uint32_t)bits(%s)' % self.expr('b2' if bf else 'h2', d - 1) if r.random() < 0.7 else u()
                    return '(%s(%s & 0xffff) | %s(%s >> 16) << 16)' % (nnf, x, nnf, x) if 'xorsign' in txt else x
                x = '(uint32_t)bits(%s)' % self.expr('bf' if bf else 'hf', d - 1) if r.random() < 0.7 else '(%s & 0xffff)' % u()
                return '%s(%s)' % (nnf, x) if 'xorsign' in txt else x
            return '%s(%s, %s, %s)' % (h, arg(), arg(), arg() if nsrc == 3 else '0u')
        if sm >= 80:
            # cvt.rn{.relu}.{f16x2,bf16x2}.f32 d, a, b: a goes to the upper half
            bf = r.random() < 0.5
            relu = r.random() < 0.3
            ty = 'bf16x2' if bf else 'f16x2'
            cz = 'czbf16x2' if bf else 'cz16x2'
            txt = 'cvt.rn%s.%s.f32 %%0, %%1, %%2;' % ('.relu' if relu else '', ty)
            dev = '  uint32_t D; asm("%s" : "=r"(D) : "f"(A0), "f"(A1));\n  return %s(D);' % (txt, cz)
            host = '%s(ref::toHalfBits(A0, %s, false, %s) << 16 | ref::toHalfBits(A1, %s, false, %s))' % (
                cz, 'true' if bf else 'false', 'true' if relu else 'false', 'true' if bf else 'false', 'true' if relu else 'false')
            h = self.helper('uint32_t', ['float', 'float'], None, host, dev=dev)
            return '%s(%s, %s)' % (h, self.nearf32(d), self.nearf32(d))
        return u()

    def asm_newcvt(self, d):
        """sm_90 bf16 <-> integer/f64 conversions; sm_100a/sm_120a fp4/fp6."""
        r = self.r
        sm = sm_number(self.arch)
        u = lambda: self.expr('u32', d - 1)
        if self.arch.endswith('a') and sm >= 100 and r.random() < 0.6:
            kind = r.randrange(3)
            name = ['e2m1x2', 'e2m3x2', 'e3m2x2'][kind]
            if r.random() < 0.5:
                relu = r.random() < 0.3
                if kind == 0:
                    dev = ('  uint16_t D; asm("{ .reg .b8 t; cvt.rn.satfinite%s.e2m1x2.f32 t, %%1, %%2; cvt.u16.u8 %%0, t; }" '
                           ': "=h"(D) : "f"(A0), "f"(A1));\n  return D;' % ('.relu' if relu else ''))
                    host = 'ref::toFp6(A0, 0, %s) << 4 | ref::toFp6(A1, 0, %s)' % ((('true' if relu else 'false'),) * 2)
                else:
                    dev = ('  uint16_t D; asm("cvt.rn.satfinite%s.%s.f32 %%0, %%1, %%2;" : "=h"(D) : "f"(A0), "f"(A1));\n'
                           '  return D;' % ('.relu' if relu else '', name))
                    host = 'ref::toFp6(A0, %d, %s) << 8 | ref::toFp6(A1, %d, %s)' % (kind, 'true' if relu else 'false',
                                                                                kind, 'true' if relu else 'false')
                h = self.helper('uint32_t', ['float', 'float'], None, host, dev=dev)
                return '%s(%s, %s)' % (h, self.nearf32(d), self.nearf32(d))
            if kind == 0:
                dev = ('  uint32_t D; asm("{ .reg .b8 t; cvt.u8.u16 t, %1; cvt.rn.f16x2.e2m1x2 %0, t; }" '
                       ': "=r"(D) : "h"(A0));\n  return D;')
                host = 'ref::d2h(ref::fromFp6((A0 >> 4) & 15, 0)) << 16 | ref::d2h(ref::fromFp6(A0 & 15, 0))'
                arg = '(uint16_t)(%s & 0xff)' % u()
            else:
                dev = ('  uint32_t D; asm("cvt.rn.f16x2.%s %%0, %%1;" : "=r"(D) : "h"(A0));\n  return D;' % name)
                host = 'ref::d2h(ref::fromFp6((A0 >> 8) & 63, %d)) << 16 | ref::d2h(ref::fromFp6(A0 & 63, %d))' % (kind, kind)
                arg = '(uint16_t)(%s & 0x3f3f)' % u()
            h = self.helper('uint32_t', ['uint16_t'], None, host, dev=dev)
            return '%s(%s)' % (h, arg)
        if sm >= 90:
            j = r.randrange(3)
            if j == 0:
                # cvt.rn.bf16.{s,u}{16,32,64} and .f64
                st = r.choice(['s16', 'u16', 's32', 'u32', 's64', 'u64', 'f64'])
                if st == 'f64':
                    dev = '  uint16_t D; asm("cvt.rn.bf16.f64 %0, %1;" : "=h"(D) : "d"(A0));\n  return czbf16x2(D);'
                    h = self.helper('uint32_t', ['double'], None, 'czbf16x2(ref::toHalfBits(A0, true))', dev=dev)
                    return '%s(%s)' % (h, self.expr('f64', d - 1))
                w = int(st[1:])
                ct = {16: 'uint16_t', 32: 'uint32_t', 64: 'uint64_t'}[w]
                cons = {16: 'h', 32: 'r', 64: 'l'}[w]
                val = {'s16': '(__int128)(int16_t)A0', 'u16': '(__int128)(uint16_t)A0', 's32': '(__int128)(int32_t)A0',
                       'u32': '(__int128)(uint32_t)A0', 's64': '(__int128)(int64_t)A0', 'u64': '(__int128)(uint64_t)A0'}[st]
                dev = '  uint16_t D; asm("cvt.rn.bf16.%s %%0, %%1;" : "=h"(D) : "%s"(A0));\n  return D;' % (st, cons)
                h = self.helper('uint32_t', [ct], None, 'ref::intToBf16(%s)' % val, dev=dev)
                return '%s((%s)%s)' % (h, ct, self.expr('u64' if w == 64 else 'u32', d - 1))
            if j == 1:
                # cvt.rXi.{s,u}{16,32,64}.bf16 (NaN -> 0 / 1 << 63 for 64-bit)
                dt = r.choice(['s16', 'u16', 's32', 'u32', 's64', 'u64'])
                mode = r.choice(['rni', 'rzi', 'rmi', 'rpi'])
                dw, ds = self.INTINFO[dt]
                rnd = {'rni': 'std::nearbyint', 'rzi': 'std::trunc', 'rmi': 'std::floor', 'rpi': 'std::ceil'}[mode]
                lo = '-0x1p%d' % (dw - 1) if ds else '0.0'
                hi = '0x1p%d' % (dw - 1) if ds else '0x1p%d' % dw
                minv = '(uint64_t)1 << %d' % (dw - 1) if ds else '0'
                maxv = '((uint64_t)1 << %d) - 1' % (dw - 1) if ds else ('~(uint64_t)0' if dw == 64 else '((uint64_t)1 << %d) - 1' % dw)
                nanv = '(uint64_t)1 << 63' if dw == 64 else '0'
                core = ('[&] { double X = ref::bf2d(A0); if (X != X) return (uint64_t)(%s); double R = %s(X); '
                        'if (R < %s) return (uint64_t)(%s); if (R >= %s) return (uint64_t)(%s); '
                        'return %s ? (uint64_t)(int64_t)R : (uint64_t)R; }()' % (nanv, rnd, lo, minv, hi, maxv,
                                                                              'true' if ds else 'false'))
                # (ptxas wants the register of the destination's own size here)
                dct = {16: 'uint16_t', 32: 'uint32_t', 64: 'uint64_t'}[dw]
                host = '(%s)%s' % (dct, core)
                h = self.helper(dct, ['uint16_t'], 'cvt.%s.%s.bf16 %%0, %%1;' % (mode, dt), host)
                return '%s((uint16_t)bits(%s))' % (h, self.expr('bf', d - 1))
            # cvt.f64.bf16 (exact), cvt.rn.f16.bf16
            if r.random() < 0.5:
                h = self.helper('double', ['uint16_t'], 'cvt.f64.bf16 %0, %1;', 'ref::bf2d(A0)')
                return '(uint64_t)bits(%s((uint16_t)bits(%s)))' % (h, self.expr('bf', d - 1))
            dev = '  uint16_t D; asm("cvt.rn.f16.bf16 %0, %1;" : "=h"(D) : "h"(A0));\n  return cz16x2(D);'
            h = self.helper('uint32_t', ['uint16_t'], None, 'cz16x2(ref::toHalfBits(ref::bf2d(A0), false))', dev=dev)
            return '%s((uint16_t)bits(%s))' % (h, self.expr('bf', d - 1))
        return u()

    def asm_ftz(self, d):
        """f32 arithmetic with .ftz (and add.sat/sub.sat.s32 on the side)."""
        r = self.r
        e = lambda: self.expr('f32', d - 1)
        ops = ['add', 'sub', 'mul', 'fma', 'div', 'sqrt', 'rcp', 'min', 'max', 'abs', 'neg']
        op = r.randrange(len(ops))
        if op in (4, 5, 6):
            mode = r.choice(['rn', 'rz', 'rm', 'rp'])
        elif op <= 3:
            mode = r.choice(['rn', 'rz', 'rm', 'rp'])
        else:
            mode = ''
        fe = {'rn': 'FE_TONEAREST', 'rz': 'FE_TOWARDZERO', 'rm': 'FE_DOWNWARD', 'rp': 'FE_UPWARD', '': 'FE_TONEAREST'}[mode]
        nsrc = 3 if op == 3 else 1 if op in (5, 6, 9, 10) else 2
        txt = '%s%s.ftz.f32 %%0, %s;' % (ops[op], '.' + mode if mode else '', ', '.join('%%%d' % (i + 1) for i in range(nsrc)))
        h = self.helper('float', ['float'] * 3, None, 'ref::ftzOp(%d, %s, A0, A1, A2)' % (op, fe),
                        dev='  float D; asm("%s" : "=f"(D) : %s);\n  return D;' % (
                            txt, ', '.join('"f"(A%d)' % i for i in range(nsrc))))
        return '%s(%s, %s, %s)' % (h, e(), e(), e())

    def asm_flt(self, t, d):
        """A float-valued inline-PTX expression of type t (f32/f64)."""
        r = self.r
        sm = sm_number(self.arch)
        ct = 'float' if t == 'f32' else 'double'
        e = lambda: self.expr(t, d - 1)
        k = r.randrange(8)
        if k >= 6:
            x = self.asm_ftz(d)
            return x if t == 'f32' else '(double)%s' % x
        if k == 0:
            # copysign.type d, a, b: b with the sign of a
            h = self.helper(ct, [ct, ct], 'copysign.%s %%0, %%1, %%2;' % t, 'std::copysign(A1, A0)')
            return '%s(nn(%s), %s)' % (h, e(), e())
        if k == 1:
            # round to integral
            mode = r.choice(['rni', 'rzi', 'rmi', 'rpi'])
            fn = {'rni': 'std::nearbyint', 'rzi': 'std::trunc', 'rmi': 'std::floor', 'rpi': 'std::ceil'}[mode]
            h = self.helper(ct, [ct], 'cvt.%s.%s.%s %%0, %%1;' % (mode, t, t), '%s(A0)' % fn)
            return '%s(%s)' % (h, e())
        if k == 2:
            # saturating arithmetic: op in the rounding mode, then clamp to [0, 1] (NaN -> +0)
            op = r.choice(['add', 'sub', 'mul', 'fma'])
            mode = r.choice(['rn', 'rz', 'rm', 'rp'])
            if t == 'f64':
                # .sat is f32-only for add/sub/mul/fma
                return '(double)%s' % self.asm_flt('f32', d)
            fe = {'rn': 'FE_TONEAREST', 'rz': 'FE_TOWARDZERO', 'rm': 'FE_DOWNWARD', 'rp': 'FE_UPWARD'}[mode]
            ex = {'add': 'X + Y', 'sub': 'X - Y', 'mul': 'X * Y', 'fma': 'fmaf(X, Y, Z)'}[op]
            host = ('[&] { volatile float X = A0, Y = A1, Z = A2; int O = fegetround(); fesetround(%s); '
                    'volatile float R = %s; fesetround(O); float V = R; return (V != V || V <= 0) ? 0.0f : V > 1.0f ? 1.0f : V; }()' % (fe, ex))
            if op == 'fma':
                h = self.helper('float', ['float'] * 3, 'fma.%s.sat.f32 %%0, %%1, %%2, %%3;' % mode, host)
            else:
                h = self.helper('float', ['float'] * 3, '%s.%s.sat.f32 %%0, %%1, %%2;' % (op, mode), host)
            return '%s(%s, %s, %s)' % (h, e(), e(), e() if op == 'fma' else '0.0f')
        if k == 3:
            # slct: a if c >= 0 (NaN c selects b)
            dt = r.choice(['s32', 'f32']) if t == 'f32' else 'f64'
            if t == 'f64':
                h = self.helper('double', ['double', 'double', 'int32_t'], 'slct.f64.s32 %0, %1, %2, %3;', 'A2 >= 0 ? A0 : A1')
                return '%s(%s, %s, %s)' % (h, e(), e(), self.expr('s32', d - 1))
            ftz = r.random() < 0.3
            host = '(A2 >= 0 || %s) ? A0 : A1' % ('std::fpclassify(A2) == FP_SUBNORMAL' if ftz else 'false')
            h = self.helper('float', ['float', 'float', 'float'], 'slct%s.f32.f32 %%0, %%1, %%2, %%3;' % ('.ftz' if ftz else ''), host)
            return '%s(%s, %s, %s)' % (h, e(), e(), e())
        if k == 4 and sm >= 80 and t == 'f32':
            op = r.choice(['min', 'max'])
            h = self.helper('float', ['float', 'float'], '%s.NaN.f32 %%0, %%1, %%2;' % op,
                            '(A0 != A0 || A1 != A1) ? NAN : %s(A0, A1)' % ('ptxMin' if op == 'min' else 'ptxMax'))
            return '%s(%s, %s)' % (h, e(), e())
        # set with a float result
        c = r.choice(['lt', 'ge', 'equ', 'neu', 'num', 'nan'])
        cmps = {'lt': 'A0 < A1', 'ge': 'A0 >= A1', 'equ': '!(A0 < A1 || A0 > A1)', 'neu': '!(A0 == A1)',
                'num': '(A0 == A0 && A1 == A1)', 'nan': '(A0 != A0 || A1 != A1)'}
        h = self.helper('float', [ct, ct], 'set.%s.f32.%s %%0, %%1, %%2;' % (c, t), '(%s) ? 1.0f : 0.0f' % cmps[c])
        x = '%s(%s, %s)' % (h, e(), e())
        return x if t == 'f32' else '(double)%s' % x

    def asm_fp8(self, d):
        """sm_89+: f32/f16x2 <-> e4m3x2/e5m2x2 (a u32 result, NaNs canonical)."""
        r = self.r
        f8 = r.choice(['e4m3x2', 'e5m2x2'])
        E5 = 'true' if f8 == 'e5m2x2' else 'false'
        k = r.randrange(3)
        if k == 0:
            dev = ('  uint16_t D; asm("cvt.rn.satfinite.%s.f32 %%0, %%1, %%2;" : "=h"(D) : "f"(A0), "f"(A1));\n'
                   '  return cz8x2(D, %s);' % (f8, E5))
            host = 'cz8x2(ref::toFp8(A0, %s) << 8 | ref::toFp8(A1, %s), %s)' % (E5, E5, E5)
            h = self.helper('uint32_t', ['float', 'float'], None, host, dev=dev)
            return '%s(%s, %s)' % (h, self.nearf32(d), self.nearf32(d))
        if k == 1:
            dev = ('  uint16_t D; asm("cvt.rn.satfinite.%s.f16x2 %%0, %%1;" : "=h"(D) : "r"(A0));\n'
                   '  return cz8x2(D, %s);' % (f8, E5))
            host = 'cz8x2(ref::toFp8(ref::h2d(A0 >> 16), %s) << 8 | ref::toFp8(ref::h2d(A0 & 0xffff), %s), %s)' % (E5, E5, E5)
            h = self.helper('uint32_t', ['uint32_t'], None, host, dev=dev)
            return '%s(%s)' % (h, self.expr('u32', d - 1) if r.random() < 0.3 else '(uint32_t)bits(%s)' % self.expr('h2', d - 1))
        dev = ('  uint32_t D; asm("cvt.rn.f16x2.%s %%0, %%1;" : "=r"(D) : "h"(A0));\n'
               '  return cz16x2(D);' % f8)
        host = 'cz16x2(ref::d2h(ref::fromFp8(A0 >> 8, %s)) << 16 | ref::d2h(ref::fromFp8(A0 & 0xff, %s)))' % (E5, E5)
        h = self.helper('uint32_t', ['uint16_t'], None, host, dev=dev)
        return '%s((uint16_t)%s)' % (h, self.expr('u32', d - 1))

    # -- CUDA header intrinsics (--focus-intrin) -------------------------------
    def nonan(self, h, d):
        """A half or bfloat16 operand that is never NaN (NaN to integer is the device's)."""
        return '%s(%snn((uint32_t)bits(%s)))' % ('asH' if h == 'hf' else 'asB', 'h' if h == 'hf' else 'b',
                                                 self.expr(h, d - 1))

    def hminmax_nan(self, t, d):
        """__hmin_nan / __hmax_nan (and the x2 forms). From sm_80 they are min/max.NaN,
        where +0 > -0 (PTX ISA 9.0 9.7.4.7); CUDA 13.0's host (and pre-sm_80) bf16
        versions return the first operand of a (+0, -0) pair, so from sm_80 the host
        side is ref::hmm, below sm_80 the header's own code, as on the device."""
        r = self.r
        mx = r.random() < 0.5
        x2 = t in PAIR_TYPES
        name = '__h%s%s_nan' % ('max' if mx else 'min', '2' if x2 else '')
        a, b = self.expr(t, d - 1), self.expr(t, d - 1)
        if sm_number(self.arch) < 80:
            return '%s(%s, %s)' % (name, a, b)
        bf = str(t in ('bf', 'b2')).lower()
        lane = lambda sh: ('ref::hmm((uint32_t)(bits(A0) >> %d) & 0xffff, (uint32_t)(bits(A1) >> %d) & 0xffff, '
                           '%s, 1, %s)' % (sh, sh, str(mx).lower(), bf))
        conv = {'hf': 'asH', 'bf': 'asB', 'h2': 'asH2', 'b2': 'asB2'}[t]
        host = '%s(%s)' % (conv, lane(0) if not x2 else '%s | %s << 16' % (lane(0), lane(16)))
        h = self.helper(CT[t], [CT[t]] * 2, None, host, dev='  return %s(A0, A1);' % name)
        return '%s(%s, %s)' % (h, a, b)

    def hfma(self, t, d):
        """__hfma / __hfma2 {_relu, _sat} (one rounding; the host header's rounds twice)."""
        r = self.r
        bf = t in ('bf', 'b2')
        x2 = t in PAIR_TYPES
        sfx = r.choice(['', '_relu', '_sat'])
        name = ('__hfma2' if x2 else '__hfma') + sfx
        sat, relu = ('true' if sfx == '_sat' else 'false'), ('true' if sfx == '_relu' else 'false')
        lane = lambda sh: ('ref::hop(3, %s, %s, %s, (uint32_t)(bits(A0) >> %d) & 0xffff, '
                           '(uint32_t)(bits(A1) >> %d) & 0xffff, (uint32_t)(bits(A2) >> %d) & 0xffff)'
                           % (str(bf).lower(), sat, relu, sh, sh, sh))
        conv = {'hf': 'asH', 'bf': 'asB', 'h2': 'asH2', 'b2': 'asB2'}[t]
        host = '%s(%s)' % (conv, lane(0) if not x2 else '%s | %s << 16' % (lane(0), lane(16)))
        h = self.helper(CT[t], [CT[t]] * 3, None, host, dev='  return %s(A0, A1, A2);' % name)
        return '%s(%s, %s, %s)' % (h, self.expr(t, d - 1), self.expr(t, d - 1), self.expr(t, d - 1))

    def hcmadd(self, t, d):
        """__hcmadd on __half2 / __nv_bfloat162: four __hfma (one rounding each)."""
        bf = str(t == 'b2').lower()
        conv = 'asH2' if t == 'h2' else 'asB2'
        host = '%s(ref::hcmadd((uint32_t)bits(A0), (uint32_t)bits(A1), (uint32_t)bits(A2), %s))' % (conv, bf)
        h = self.helper(CT[t], [CT[t]] * 3, None, host, dev='  return __hcmadd(A0, A1, A2);')
        return '%s(%s, %s, %s)' % (h, self.expr(t, d - 1), self.expr(t, d - 1), self.expr(t, d - 1))

    def half2int(self, d):
        """half/bfloat16 to every integer type in every rounding mode (device-only intrinsics)."""
        r = self.r
        h = r.choice(HALF_TYPES)
        dst, ct, sgn, nb = r.choice([('int', 'int', 'true', 32), ('uint', 'unsigned', 'false', 32),
                                     ('short', 'short', 'true', 16), ('ushort', 'unsigned short', 'false', 16),
                                     ('ll', 'long long', 'true', 64), ('ull', 'unsigned long long', 'false', 64)])
        m = r.choice(RMODES)
        fe = {'rn': 'FE_TONEAREST', 'rz': 'FE_TOWARDZERO', 'ru': 'FE_UPWARD', 'rd': 'FE_DOWNWARD'}[m]
        name = '__%s2%s_%s' % ('half' if h == 'hf' else 'bfloat16', dst, m)
        val = 'ref::h2d((uint32_t)bits(A0))' if h == 'hf' else 'ref::bf2d((uint32_t)bits(A0))'
        host = 'f2i<%s, %s, %d>(%s, %s)' % (ct, sgn, nb, val, fe)
        hp = self.helper(ct, [CT[h]], None, host, dev='  return %s(A0);' % name)
        return '%s(%s)' % (hp, self.nonan(h, d))

    def int2bf16(self, d):
        """Integers to bfloat16 in every rounding mode (device-only but for _rn)."""
        r = self.r
        src, st = r.choice([('int', 's32'), ('uint', 'u32'), ('short', 's16'), ('ushort', 'u16'),
                            ('ll', 's64'), ('ull', 'u64')])
        m = r.choice(RMODES)
        rnd = {'rn': 0, 'rz': 1, 'rd': 2, 'ru': 3}[m]
        host = 'asB(ref::toHalfRnd(ref::intOdd((__int128)A0), true, %d, false, false, false))' % rnd
        hp = self.helper('bf', [CT[st]], None, host, dev='  return __%s2bfloat16_%s(A0);' % (src, m))
        return '%s(%s)' % (hp, self.expr(st, d - 1))

    def dp(self, d):
        r = self.r
        s = r.random() < 0.5
        ct = 'int' if s else 'unsigned'
        S = 'true' if s else 'false'
        k = r.randrange(3)
        name = ['__dp4a', '__dp2a_lo', '__dp2a_hi'][k]
        host = ('ref::dp4a<%s, %s>(A0, A1, A2)' % (S, S) if k == 0 else
                'ref::dp2a<%s, %s, %s>(A0, A1, A2)' % ('true' if k == 2 else 'false', S, S))
        hp = self.helper(ct, [ct] * 3, None, host, dev='  return %s(A0, A1, A2);' % name)
        t = 's32' if s else 'u32'
        return '%s(%s, %s, %s)' % (hp, self.expr(t, d - 1), self.expr(t, d - 1), self.expr(t, d - 1))

    def to_small_float(self, d):
        """cuda_fp8.h / cuda_fp6.h / cuda_fp4.h conversions to the narrow formats (a u32)."""
        r = self.r
        sat = r.choice(['__NV_SATFINITE', '__NV_NOSAT'])
        k = r.randrange(10)
        if k < 7:
            f8 = r.choice(['__NV_E4M3', '__NV_E5M2'])
            e5 = 'true' if f8 == '__NV_E5M2' else 'false'
            src = [('__nv_cvt_float_to_fp8(%s, %s, %s)', lambda: self.nearf32(d)),
                   ('__nv_cvt_double_to_fp8(%s, %s, %s)', lambda: self.expr('f64', d - 1)),
                   ('__nv_cvt_halfraw_to_fp8((__half_raw)%s, %s, %s)', lambda: self.expr('hf', d - 1)),
                   ('__nv_cvt_bfloat16raw_to_fp8((__nv_bfloat16_raw)%s, %s, %s)', lambda: self.expr('bf', d - 1)),
                   ('__nv_cvt_float2_to_fp8x2(make_float2(%s), %s, %s)',
                    lambda: '%s, %s' % (self.nearf32(d), self.nearf32(d))),
                   ('__nv_cvt_halfraw2_to_fp8x2((__half2_raw)%s, %s, %s)', lambda: self.expr('h2', d - 1)),
                   ('__nv_cvt_bfloat16raw2_to_fp8x2((__nv_bfloat162_raw)%s, %s, %s)',
                    lambda: self.expr('b2', d - 1))][k]
            return 'cz8x2((uint32_t)%s, %s)' % (src[0] % (src[1](), sat, f8), e5)
        if k < 9:
            fp6 = k == 7
            interp = r.choice(['__NV_E2M3', '__NV_E3M2']) if fp6 else '__NV_E2M1'
            rnd = r.choice(['cudaRoundNearest', 'cudaRoundZero'])
            w = 'fp6' if fp6 else 'fp4'
            j = r.randrange(3)
            if j == 0:
                return '(uint32_t)__nv_cvt_float_to_%s(%s, %s, %s)' % (w, self.nearf32(d), interp, rnd)
            if j == 1:
                return '(uint32_t)__nv_cvt_double_to_%s(%s, %s, %s)' % (w, self.expr('f64', d - 1), interp, rnd)
            return '(uint32_t)__nv_cvt_float2_to_%sx2(make_float2(%s, %s), %s, %s)' % (
                w, self.nearf32(d), self.nearf32(d), interp, rnd)
        rnd = r.choice(['cudaRoundZero', 'cudaRoundPosInf'])
        j = r.randrange(3)
        if j == 0:
            return '(uint32_t)__nv_cvt_float_to_e8m0(%s, %s, %s)' % (self.expr('f32', d - 1), sat, rnd)
        if j == 1:
            return '(uint32_t)__nv_cvt_double_to_e8m0(%s, %s, %s)' % (self.expr('f64', d - 1), sat, rnd)
        return '(uint32_t)__nv_cvt_bfloat16raw_to_e8m0((__nv_bfloat16_raw)%s, %s, %s)' % (
            self.expr('bf', d - 1), sat, rnd)

    def from_small_float(self, t, d):
        """Narrow formats back to half / half2 / bfloat16 (from any bit pattern)."""
        r = self.r
        u = '(%s)' % self.expr('u32', d - 1)
        if t == 'hf':
            k = r.randrange(3)
            if k == 0:
                return '(hf)__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)%s, %s)' % (
                    u, r.choice(['__NV_E4M3', '__NV_E5M2']))
            if k == 1:
                return '(hf)__nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)(%s & 0x3fu), %s)' % (
                    u, r.choice(['__NV_E2M3', '__NV_E3M2']))
            return '(hf)__nv_cvt_fp4_to_halfraw((__nv_fp4_storage_t)(%s & 0xfu), __NV_E2M1)' % u
        if t == 'h2':
            k = r.randrange(3)
            if k == 0:
                return '(__half2)__nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)%s, %s)' % (
                    u, r.choice(['__NV_E4M3', '__NV_E5M2']))
            if k == 1:
                return '(__half2)__nv_cvt_fp6x2_to_halfraw2((__nv_fp6x2_storage_t)(%s & 0x3f3fu), %s)' % (
                    u, r.choice(['__NV_E2M3', '__NV_E3M2']))
            return '(__half2)__nv_cvt_fp4x2_to_halfraw2((__nv_fp4x2_storage_t)%s, __NV_E2M1)' % u
        if t == 'bf':
            return '(bf)__nv_cvt_e8m0_to_bf16raw((__nv_fp8_storage_t)%s)' % u
        return '(__nv_bfloat162)__nv_cvt_e8m0x2_to_bf162raw((__nv_fp8x2_storage_t)%s)' % u

    def intrin(self, t, d):
        """An expression of type t from a CUDA header intrinsic (--focus-intrin), or None."""
        r = self.r
        sm = sm_number(self.arch)
        e = lambda tt: self.expr(tt, d - 1)
        if t == 'b':
            if r.random() < 0.7:
                p = r.choice(PAIR_TYPES)
                return '__hb%s2(%s, %s)' % (r.choice(HCMP), e(p), e(p))
            h = r.choice(HALF_TYPES)
            return r.choice(['__hisnan(%s)', '(__hisinf(%s) != 0)']) % e(h)
        if t in PAIR_TYPES:
            k = r.randrange(6)
            if k == 0:
                return '__h%s2(%s, %s)' % (r.choice(HCMP), e(t), e(t))
            if k == 1:
                return self.hminmax_nan(t, d)
            if k == 2:
                return '__h%s2_%s(%s, %s)' % (r.choice(['add', 'sub', 'mul']), r.choice(['sat', 'rn']), e(t), e(t))
            if k == 3 and (t == 'h2' or sm >= 80):
                if INTRIN_EXTRA and r.random() >= 0.7:
                    return self.hcmadd(t, d)
                return self.hfma(t, d)
            if k == 4:
                return self.from_small_float(t, d)
            return '%s(make_float2(%s, %s))' % ('__float22half2_rn' if t == 'h2' else '__float22bfloat162_rn',
                                               e('f32'), e('f32'))
        if t in HALF_TYPES:
            k = r.randrange(5)
            if k == 0:
                return self.hminmax_nan(t, d)
            if k == 1:
                return '__h%s_%s(%s, %s)' % (r.choice(['add', 'sub', 'mul']), r.choice(['sat', 'rn']), e(t), e(t))
            if k == 2 and (t == 'hf' or sm >= 80):
                return self.hfma(t, d)
            if k == 3 and t == 'bf':
                return self.int2bf16(d)
            return self.from_small_float(t, d)
        if t in ('u32', 's32', 'u16', 's16', 'u64', 's64'):
            k = r.randrange(7)
            T = CT[t]
            if k == 0:
                p = r.choice(PAIR_TYPES)
                return '(%s)__h%s2_mask(%s, %s)' % (T, r.choice(HCMP), e(p), e(p))
            if k == 1:
                return '(%s)%s' % (T, self.dp(d))
            if k == 2:
                name, n = r.choice(SIMD_MORE).split('/')
                return '(%s)%s(%s)' % (T, name, ', '.join(e('u32') for _ in range(int(n))))
            if k == 3:
                return '(%s)%s' % (T, self.to_small_float(d))
            if k == 4:
                return '(%s)__hisinf(%s)' % (T, e(r.choice(HALF_TYPES)))
            return '(%s)%s' % (T, self.half2int(d))
        if t == 'f32':
            k = r.randrange(3)
            if k == 0:
                return '__half2float(%s)' % self.from_small_float('hf', d)
            if k == 1:
                return '__half22float2(%s).%s' % (e('h2'), r.choice('xy'))
            return '__bfloat1622float2(%s).%s' % (e('b2'), r.choice('xy'))
        return None

    # -- narrow floats through the CUDA headers (--focus-narrow) ----------------
    def ngrid(self, t, d):
        """An operand of type t (f32, f64, hf, bf) on or next to the fp8/fp6/fp4
        grids: exponent 2^-12..2^9, four mantissa bits (ties of every narrow
        format), a sticky low bit half the time, either sign; else any value."""
        r = self.r
        if r.random() < 0.3:
            return self.expr(t, d - 1)
        a, b = self.expr('u32', d - 1), self.expr('u32', d - 1)
        if t == 'f32':
            return ('asF((0x39800000u + ((%s) %% 22u << 23)) | ((%s) & 0x80780000u) | ((%s) >> 7 & 1u))'
                    % (a, b, b))
        if t == 'f64':
            return ('asD((0x3f30000000000000ull + ((uint64_t)((%s) %% 22u) << 52)) | '
                    '((uint64_t)((%s) & 0x80780000u) << 32) | ((%s) >> 7 & 1u))' % (a, b, b))
        if t == 'hf':
            return 'asH(0x0c00u + ((%s) %% 22u << 10) | ((%s) & 0x83c0u) | ((%s) >> 7 & 1u))' % (a, b, b)
        if t == 'bf':
            return 'asB(0x3980u + ((%s) %% 22u << 7) | ((%s) & 0x8078u) | ((%s) >> 7 & 1u))' % (a, b, b)
        if t == 'h2':
            return '__halves2half2(%s, %s)' % (self.ngrid('hf', d), self.ngrid('hf', d))
        return '__halves2bfloat162(%s, %s)' % (self.ngrid('bf', d), self.ngrid('bf', d))

    NARROW_CLASSES = {
        # class: (storage bits mask, cz8x2 lanes: None, 'false' (e4m3) or 'true' (e5m2))
        '__nv_fp8_e4m3': (0xff, 'false'), '__nv_fp8_e5m2': (0xff, 'true'),
        '__nv_fp8x2_e4m3': (0xffff, 'false'), '__nv_fp8x2_e5m2': (0xffff, 'true'),
        '__nv_fp8x4_e4m3': (0xffffffff, 'false'), '__nv_fp8x4_e5m2': (0xffffffff, 'true'),
        '__nv_fp8_e8m0': (0xff, None), '__nv_fp8x2_e8m0': (0xffff, None),
        '__nv_fp8x4_e8m0': (0xffffffff, None),
        '__nv_fp6_e2m3': (0x3f, None), '__nv_fp6_e3m2': (0x3f, None),
        '__nv_fp6x2_e2m3': (0x3f3f, None), '__nv_fp6x2_e3m2': (0x3f3f, None),
        '__nv_fp6x4_e2m3': (0x3f3f3f3f, None), '__nv_fp6x4_e3m2': (0x3f3f3f3f, None),
        '__nv_fp4_e2m1': (0xf, None), '__nv_fp4x2_e2m1': (0xff, None), '__nv_fp4x4_e2m1': (0xffff, None),
    }

    def nclass_raw(self, cls, d):
        """A value of a narrow class made from (masked) raw bits."""
        name = 'mk' + cls[4:]
        if name not in self.nclass_made:
            self.nclass_made.add(name)
            self.helpers.append('HD %s %s(uint32_t V) { %s X; X.__x = (decltype(X.__x))(V & 0x%xu); return X; }'
                                % (cls, name, cls, self.NARROW_CLASSES[cls][0]))
        return '%s(%s)' % (name, self.expr('u32', d - 1))

    def nstore(self, cls, v):
        """The storage of a narrow class value as a u32, fp8 NaNs canonical."""
        e5 = self.NARROW_CLASSES[cls][1]
        if e5 is None:
            return '(uint32_t)(%s).__x' % v
        if 'x4' in cls:
            return 'cz8x4((uint32_t)(%s).__x, %s)' % (v, e5)
        return 'cz8x2((uint32_t)(%s).__x, %s)' % (v, e5)

    def narrow_to(self, d):
        """A u32 from a conversion to a narrow format: every cuda_fp8/fp6/fp4.h
        __nv_cvt_* form and the class constructors (satfinite, rn)."""
        r = self.r
        g = lambda t: self.ngrid(t, d)
        k = r.randrange(6)
        if k == 0:  # fp8, scalar and x2, from every source type
            f8 = r.choice(['__NV_E4M3', '__NV_E5M2'])
            e5 = 'true' if f8 == '__NV_E5M2' else 'false'
            sat = r.choice(['__NV_SATFINITE', '__NV_NOSAT'])
            fn, arg = r.choice([
                ('float', lambda: g('f32')), ('double', lambda: g('f64')),
                ('halfraw', lambda: '(__half_raw)%s' % g('hf')),
                ('bfloat16raw', lambda: '(__nv_bfloat16_raw)%s' % g('bf')),
                ('float2', lambda: 'make_float2(%s, %s)' % (g('f32'), g('f32'))),
                ('double2', lambda: 'make_double2(%s, %s)' % (g('f64'), g('f64'))),
                ('halfraw2', lambda: '(__half2_raw)%s' % g('h2')),
                ('bfloat16raw2', lambda: '(__nv_bfloat162_raw)%s' % g('b2'))])
            x2 = fn.endswith('2')
            return 'cz8x2((uint32_t)__nv_cvt_%s_to_fp8%s(%s, %s, %s), %s)' % (
                fn, 'x2' if x2 else '', arg(), sat, f8, e5)
        if k in (1, 2):  # fp6 / fp4, rn or rz
            w = 'fp6' if k == 1 else 'fp4'
            interp = r.choice(['__NV_E2M3', '__NV_E3M2']) if k == 1 else '__NV_E2M1'
            rnd = r.choice(['cudaRoundNearest', 'cudaRoundZero'])
            fn, arg = r.choice([
                ('float', lambda: g('f32')), ('double', lambda: g('f64')),
                ('halfraw', lambda: '(__half_raw)%s' % g('hf')),
                ('bfloat16raw', lambda: '(__nv_bfloat16_raw)%s' % g('bf')),
                ('float2', lambda: 'make_float2(%s, %s)' % (g('f32'), g('f32'))),
                ('double2', lambda: 'make_double2(%s, %s)' % (g('f64'), g('f64'))),
                ('halfraw2', lambda: '(__half2_raw)%s' % g('h2')),
                ('bfloat16raw2', lambda: '(__nv_bfloat162_raw)%s' % g('b2'))])
            x2 = fn.endswith('2')
            return '(uint32_t)__nv_cvt_%s_to_%s%s(%s, %s, %s)' % (fn, w, 'x2' if x2 else '', arg(), interp, rnd)
        if k == 3:  # e8m0, rz or rp
            sat = r.choice(['__NV_SATFINITE', '__NV_NOSAT'])
            rnd = r.choice(['cudaRoundZero', 'cudaRoundPosInf'])
            # e8m0 covers 2^-127..2^127: any value, not only the small grid
            any_ = lambda t: self.expr(t, d - 1) if r.random() < 0.5 else g(t)
            fn, arg = r.choice([
                ('float', lambda: any_('f32')), ('double', lambda: any_('f64')),
                ('bfloat16raw', lambda: '(__nv_bfloat16_raw)%s' % any_('bf')),
                ('float2', lambda: 'make_float2(%s, %s)' % (any_('f32'), any_('f32'))),
                ('double2', lambda: 'make_double2(%s, %s)' % (any_('f64'), any_('f64'))),
                ('bfloat162raw', lambda: '(__nv_bfloat162_raw)%s' % any_('b2'))])
            x2 = fn in ('float2', 'double2', 'bfloat162raw')
            return '(uint32_t)__nv_cvt_%s_to_e8m0%s(%s, %s, %s)' % (fn, 'x2' if x2 else '', arg(), sat, rnd)
        # class constructors
        cls = r.choice(sorted(self.NARROW_CLASSES))
        if 'x4' in cls:
            if r.random() < 0.5:
                src = r.choice(['h2', 'b2'])
                v = '%s(%s, %s)' % (cls, g(src), g(src))
            elif r.random() < 0.5:
                v = '%s(make_float4(%s, %s, %s, %s))' % (cls, g('f32'), g('f32'), g('f32'), g('f32'))
            else:
                v = '%s(make_double4(%s, %s, %s, %s))' % (cls, g('f64'), g('f64'), g('f64'), g('f64'))
        elif 'x2' in cls:
            j = r.randrange(4)
            v = '%s(%s)' % (cls, [lambda: g('h2'), lambda: g('b2'),
                                  lambda: 'make_float2(%s, %s)' % (g('f32'), g('f32')),
                                  lambda: 'make_double2(%s, %s)' % (g('f64'), g('f64'))][j]())
        else:
            t = r.choice(['f32', 'f64', 'hf', 'bf', 'int', 'uint', 'short', 'ushort', 'll', 'ull'])
            if t in ('f32', 'f64', 'hf', 'bf'):
                v = '%s(%s)' % (cls, g(t))
            else:
                ct, it = {'int': ('int', 's32'), 'uint': ('unsigned int', 'u32'),
                          'short': ('short', 's16'), 'ushort': ('unsigned short', 'u16'),
                          'll': ('long long', 's64'), 'ull': ('unsigned long long', 'u64')}[t]
                # small integers (the formats' range) half the time
                x = self.expr(it, d - 1)
                if r.random() < 0.5:
                    x = '(%s)((int)(%s %% 1024u) - 512)' % (ct, self.expr('u32', d - 1))
                v = '%s((%s)%s)' % (cls, ct, x)
        return self.nstore(cls, v)

    def narrow_from(self, t, d):
        """A value of type t from a narrow class's conversion operators, over
        arbitrary storage bits (fp8 NaN included), or None."""
        r = self.r
        scal = [c for c in sorted(self.NARROW_CLASSES) if 'x' not in c.split('_')[3]]
        if t in ('f32', 'f64', 'hf', 'bf'):
            cls = r.choice(scal + ['__nv_fp8x2_e4m3', '__nv_fp8x2_e5m2', '__nv_fp8x4_e4m3',
                                   '__nv_fp8x4_e5m2', '__nv_fp4x4_e2m1', '__nv_fp6x4_e3m2',
                                   '__nv_fp6x2_e2m3', '__nv_fp4x2_e2m1'])
            v = self.nclass_raw(cls, d)
            if 'x4' in cls:
                return '(%s)((float4)%s).%s' % (CT[t], v, r.choice('xyzw'))
            if 'x2' in cls:
                return '(%s)((float2)%s).%s' % (CT[t], v, r.choice('xy'))
            ct = {'f32': 'float', 'f64': 'double', 'hf': '__half', 'bf': '__nv_bfloat16'}[t]
            if t == 'hf' and 'e8m0' in cls:
                ct = 'float'  # e8m0 -> __half overflows by design; keep it in float
                return '__float2half_rn((%s)%s)' % (ct, v)
            return '(%s)%s' % (ct, v)
        if t in ('h2', 'b2'):
            cls = r.choice([c for c in sorted(self.NARROW_CLASSES) if 'x2' in c])
            v = self.nclass_raw(cls, d)
            if t == 'h2':
                return '(__half2)%s' % v
            if 'e8m0' in cls and r.random() < 0.5:
                return '(__nv_bfloat162)%s' % v
            return '__float22bfloat162_rn((float2)%s)' % v
        if t in ('u32', 's32', 'u64', 's64'):
            cls = r.choice(scal)
            v = self.nclass_raw(cls, d)
            if r.random() < 0.5:
                return self.narrow_to(d)
            it = r.choice(['unsigned char', 'signed char', 'unsigned short', 'short', 'unsigned int',
                           'int', 'unsigned long long', 'long long', 'bool'])
            return '(%s)(%s)%s' % (CT[t], it, v)
        return None

    def wide_or_const_div(self, t, d):
        """Division by constants (nvcc's multiply-high sequences) and __int128
        (also 128-bit division and remainder)."""
        r = self.r
        b = BITS[t]
        s = t.startswith('s')
        T = CT[t]
        if r.random() < 0.5:
            c = r.choice([3, 5, 6, 7, 9, 10, 11, 13, 25, 60, 100, 125, 641, 1000, 3600, 65535, 65537,
                          0x7fffffff, 0x80000001, 0xfffffffb, 1 << 20, 6700417])
            c &= (1 << b) - 1
            if c == 0:
                c = 7
            if s:
                if c >= 1 << (b - 1):
                    c -= 1 << b
                if c == -1:
                    c = 3
                if r.random() < 0.3 and c > 0:
                    c = -c
            lit = '(%s)%d%s' % (T, c, 'll' if b == 64 else '')
            x = self.expr(t, d - 1)
            if s:
                # avoid INT_MIN / -1
                return '(%s)(%s %s %s)' % (T, x, r.choice(['/', '%']), lit) if c != -1 else x
            return '(%s)(%s %s %s)' % (T, x, r.choice(['/', '%']), lit)
        # __int128 arithmetic (128-bit multiply, add, shift, compare)
        a, bb, c = self.expr('u64', d - 1), self.expr('u64', d - 1), self.expr('s64', d - 1)
        j = r.randrange(5)
        if j == 0:
            return '(%s)(((unsigned __int128)%s * %s + (unsigned __int128)%s) >> %d)' % (T, a, bb, c, r.choice([0, 1, 31, 64, 100, 127]))
        if j == 1:
            return '(%s)(((__int128)(int64_t)%s * (int64_t)%s - (__int128)%s) >> %d)' % (T, a, bb, c, r.choice([0, 3, 63, 64, 65, 126]))
        if j == 2:
            return '(%s)((((unsigned __int128)%s << 64) | %s) %s ((unsigned __int128)%s << 32 | (uint64_t)%s))' % (
                T, a, bb, r.choice(['<', '>', '==', '>=']), c, a)
        if j == 4:
            # 128-bit division and remainder (nvcc expands them inline: a
            # reciprocal from rcp.approx and carry chains that read a
            # subtraction's CC.CF with addc); the divisor is never 0 and the
            # signed dividend (a product of two int64) never INT128_MIN.
            op = r.choice(['/', '%'])
            k = r.randrange(3)
            if k == 0:
                return '(%s)((((unsigned __int128)%s << 64) | %s) %s (unsigned __int128)(%s | 1))' % (T, a, bb, op, c)
            if k == 1:
                return '(%s)(((__int128)(int64_t)%s * (int64_t)%s) %s (__int128)((int64_t)%s | 1))' % (T, a, bb, op, c)
            return '(%s)((((unsigned __int128)%s << 64) | %s) %s %s)' % (
                T, a, bb, op, r.choice(['7', '10', '1000000007', '0xffffffffffffffc5ull', '3']))
        sh = r.randrange(128)
        return '(%s)(((unsigned __int128)%s << %d) ^ ((unsigned __int128)%s >> %d) ^ (((unsigned __int128)%s << 64) >> %d))' % (
            T, a, sh, bb, sh // 2, c, sh)

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
        k = r.randrange(22)
        if k >= 18:
            return self.asm_flt(t, d)
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


def cxx_phase(r, g):
    """--focus-cxx statements of `body`; returns the by-value struct's members
    as (name, type, count, raw values)."""
    fields = []

    def c_size():  # sizeof the struct as C lays it out
        off = al = 0
        for _, t, n, _ in fields:
            b = FBITS[t] // 8
            al = max(al, b)
            off = (off + b - 1) // b * b + b * n
        return (off + al - 1) // al * al if al else 0
    nf = r.randrange(3, 7)
    while len(fields) < nf or c_size() <= 8:  # larger than one register
        i = len(fields)
        t = r.choice(INT_TYPES + FLT_TYPES + ['u32', 'f32', 'u8'])
        n = r.choice([1, 1, 1, 2, 3, 4])
        vals = [rand_f32(r) if t == 'f32' else rand_f64(r) if t == 'f64'
                else rand_word(r) & ((1 << BITS[t]) - 1) for _ in range(n)]
        fields.append(('m%d' % i, t, n, vals))
    for name, t, n, vals in fields:
        for k in range(n):
            g.add_var(t, 'sp.%s%s' % (name, '[%d]' % k if n > 1 else ''))
    saved = g.r
    g.r = r
    for _ in range(r.randrange(6, 16)):
        t = r.choice(INT_TYPES + FLT_TYPES + ['u32', 'u64'])
        T = CT[t]
        name = g.add_var(t, g.expr(t, 2))
        k = r.randrange(3)
        if t in FLT_TYPES:
            init = '(%s)(b_ + (%s)j)' % (T, T)
            upd = 'x_[%s] = x_[%s] + x_[%s]'
        else:
            init = '(%s)((uint64_t)(b_) * (j + 1u) ^ j)' % T
            upd = 'x_[%s] = (%s)((uint64_t)x_[%%s] + (uint64_t)x_[%%s])' % ('%s', T)
        idx = lambda: '(uint32_t)(%s)' % g.expr('u32', 1)
        if k == 0:
            # alloca with a run-time size, written and read at data-dependent indices
            g.lines.append('  { %s b_ = %s; uint32_t n_ = (%s & %du) + 1u; %s *x_ = (%s *)alloca(n_ * sizeof(%s));' % (
                T, g.expr(t, 2), idx(), r.choice([3, 7, 15, 31, 63]), T, T, T))
            g.lines.append('    for (uint32_t j = 0; j < n_; ++j) x_[j] = %s;' % init)
            g.lines.append('    %s; %s = x_[%s %% n_]; }' % (upd % ('%s %% n_' % idx(), '(n_ - 1u)', '%s %% n_' % idx()), name, idx()))
        else:
            # a local array of fixed size at per-thread indices, updated in a loop
            K = r.choice([5, 8, 16, 24, 33])
            g.lines.append('  { %s b_ = %s; %s x_[%d]; for (uint32_t j = 0; j < %du; ++j) x_[j] = %s;' % (
                T, g.expr(t, 2), T, K, K, init))
            g.lines.append('    for (uint32_t j = 0; j < (%s & %du); ++j) %s;' % (
                idx(), r.choice([3, 7, 15]), upd % ('(%s + j * %du) %% %du' % (idx(), r.randrange(1, K), K),
                                                     '(%s ^ j) %% %du' % (idx(), K), 'j %% %du' % K)))
            g.lines.append('    %s = x_[%s %% %du]; }' % (name, idx(), K))
    g.r = saved
    return fields


PRINTF_CONV = [
    # (conversion, C type the argument is cast to, kind)
    ('d', 'int', 'i'), ('i', 'int', 'i'), ('u', 'unsigned', 'i'), ('x', 'unsigned', 'i'),
    ('X', 'unsigned', 'i'), ('o', 'unsigned', 'i'), ('hd', 'short', 'i'), ('hu', 'unsigned short', 'i'),
    ('hhx', 'unsigned char', 'i'), ('hhd', 'signed char', 'i'), ('ld', 'long', 'i'), ('lu', 'unsigned long', 'i'),
    ('lld', 'long long', 'i'), ('llu', 'unsigned long long', 'i'), ('llx', 'unsigned long long', 'i'),
    ('llo', 'unsigned long long', 'i'), ('c', 'int', 'c'), ('s', '', 's'), ('f', 'double', 'f'),
    ('e', 'double', 'f'), ('E', 'double', 'f'), ('g', 'double', 'f'), ('G', 'double', 'f'),
    ('F', 'double', 'f'), ('a', 'double', 'f'), ('A', 'double', 'f'), ('%', '', '%')]


def printf_stmts(r, nout):
    """--focus-cxx printf calls: (condition modulus, residue, format, args) with
    args as templates over o[k] ('{o}' is o on the device, the host's O(t, ) row)."""
    out = []
    for _ in range(r.randrange(1, 4)):
        parts, args = ['PF %u'], ['tid']
        for _ in range(r.randrange(1, 6)):
            conv, ct, kind = r.choice(PRINTF_CONV)
            if kind == '%':
                parts.append('%%')
                continue
            flags = ''.join(f for f in '-+ #0' if r.random() < 0.2)
            if kind in ('c', 's'):
                flags = flags.replace('#', '').replace('0', '').replace('+', '').replace(' ', '')
            width = str(r.randrange(1, 25)) if r.random() < 0.5 else ''
            prec = ''
            if kind in ('i', 'f', 's') and r.random() < 0.5:
                prec = '.' + str(r.randrange(0, 13))
            parts.append('%' + flags + width + prec + conv)
            k = r.randrange(nout)
            if kind == 'i':
                args.append('(%s){o}[%d]' % (ct, k))
            elif kind == 'c':
                args.append('(int)(33u + (uint32_t){o}[%d] %% 94u)' % k)
            elif kind == 's':
                args.append('"%s"' % r.choice(['', 'a', 'xyz', 'hello world', 'tab\\there']))
            else:
                v = r.randrange(4)
                if v == 0:
                    args.append('asD({o}[%d])' % k)
                elif v == 1:
                    args.append('(double)asF({o}[%d])' % k)
                else:
                    args.append('(double)(int64_t){o}[%d] / %d.0' % (k, r.choice([1, 3, 1024, 1 << 40, 7])))
        out.append((r.choice([3, 5, 7, 13]), r.randrange(3), ' '.join(parts), args))
    return out


def asmatom_spec(i, c, sm):
    """The inline-PTX atomic of warp op i (c: its random word): returns
    (space, op, type, red) with space 'shared' or 'global'. Every choice is
    order-independent: integer add/min/max/and/or/xor, inc/dec with one limit,
    float adds of small integers (exact), f16/bf16 (x2) adds in shared memory
    from zero, v2.f32 adds and v2.f16 min/max on global slots whose halves are
    not NaN (sm_90)."""
    slot = i % 8
    forms = [('add', 'u32'), ('add', 's32'), ('add', 'u64'), ('min', 'u32'), ('min', 's32'),
             ('min', 'u64'), ('min', 's64'), ('max', 'u32'), ('max', 's32'), ('max', 'u64'),
             ('max', 's64'), ('and', 'b32'), ('or', 'b32'), ('xor', 'b32'), ('and', 'b64'),
             ('or', 'b64'), ('xor', 'b64'), ('inc', 'u32'), ('dec', 'u32'), ('add', 'f32'),
             ('add', 'f64'), ('add.noftz', 'f16')]
    if sm >= 80:  # (the pair is packed with cvt.rn.f16x2.f32)
        forms += [('add.noftz', 'f16x2')]
    # every thread swaps in the same value: the final value does not depend on the order
    forms += [('exch', 'b32'), ('exch', 'b64'), ('cas', 'b32'), ('cas', 'b64'), ('cas', 'b16')]
    if sm >= 90:
        forms += [('add.noftz', 'bf16'), ('add.noftz', 'bf16x2'), ('add', 'v2.f32'),
                  ('max.noftz', 'v2.f16'), ('min.noftz', 'v2.f16')]
    op, ty = forms[c % len(forms)]
    space = 'shared' if (c >> 8) & 1 else 'global'
    lo, hi = ACC0[slot] & 0xffffffff, ACC0[slot] >> 32
    f32nan = lambda v: (v & 0x7fffffff) > 0x7f800000
    if ty in ('f16', 'f16x2', 'bf16', 'bf16x2'):
        space = 'shared'
    if ty == 'f32' and f32nan(lo):
        space = 'shared'
    if ty == 'f64' and ACC0[slot] != 0:
        space = 'shared'
    if ty == 'v2.f32' and (f32nan(lo) or f32nan(hi) or lo == 0x12345678):
        op, ty = 'add', 'u32'
    if ty == 'v2.f16' and ((lo & 0x7fff) > 0x7c00 or (lo >> 16 & 0x7fff) > 0x7c00):
        op, ty = 'max', 'u32'
    if ty.startswith('v2'):
        space = 'global'
    red = (c >> 9) & 1 and not ty.startswith('v2') and op not in ('exch', 'cas')
    return space, op, ty, red


def asmatom_swap(c, init, bits):
    """(compare, new) values of an exch/cas op: the compare value matches the
    initial contents half of the time."""
    m = (1 << bits) - 1
    new = (c * 0x9e3779b97f4a7c15 >> 7) & m
    cmp = init & m if (c >> 13) & 1 else (init ^ 0x10) & m
    return cmp, new


def asmatom_init(c):
    return (0x0123456789abcdef * ((c >> 12) % 7 + 1)) & 0xffffffffffffffff


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
    if FOCUS_INTRIN:
        ri = random.Random(seed * 15485863 + 29)
        saved = g.r
        g.r, g.intrin_on = ri, True
        idepth = ri.choice([2, 3, 3])
        for _ in range(ri.randrange(12, 30)):
            t = ri.choice(['u32', 's32', 'u64', 'hf', 'bf', 'h2', 'b2', 'b', 'f32', 'u32', 'h2', 'b2'])
            g.add_var(t, g.intrin(t, idepth) or g.expr(t, idepth))
        g.r, g.intrin_on = saved, False
    if FOCUS_NARROW:
        rn = random.Random(seed * 15485863 + 37)
        saved = g.r
        g.r, g.narrow_on = rn, True
        ndepth = rn.choice([2, 3, 3])
        for _ in range(rn.randrange(12, 30)):
            t = rn.choice(['u32', 'u32', 'u32', 'u32', 's32', 'u64', 'f32', 'f64', 'hf', 'bf', 'h2', 'b2'])
            g.add_var(t, g.narrow_from(t, ndepth) or g.expr(t, ndepth))
        g.r, g.narrow_on = saved, False
    if FOCUS_ABI:
        ra = random.Random(seed * 104729 + 17)
        AbiGen(ra, g).run(ra.randrange(2, 6), ra.randrange(3, 9))
    sp_fields, prints = None, []
    if FOCUS_CXX:
        rc = random.Random(seed * 7368787 + 13)
        sp_fields = cxx_phase(rc, g)
    names = ['v%d' % i for i in range(g.n)]
    nout = len(names)
    sp_decl = []
    if sp_fields:
        prints = printf_stmts(random.Random(seed * 7368787 + 14), nout)
        sp_decl = ['struct SP {'] + ['  %s %s%s;' % (CT[t], name, '[%d]' % n if n > 1 else '')
                                     for name, t, n, _ in sp_fields] + ['};']
    body = ['HDN void body(unsigned tid, const uint64_t *in, uint64_t *o%s) {' % (
        ', const SP &sp' if sp_fields else '')] + g.lines
    for i, n in enumerate(names):
        body.append('  o[%d] = bits(%s);' % (i, n))
    body.append('}')

    # Warp / shared / atomic phase: NW words per thread, NA atomic slots.
    sm = sm_number(arch)
    wops = []
    for _ in range(r.randrange(2, 6)):
        op = r.choice(WARP_OPS_BASE + ['match', 'shared', 'shared', 'atom', 'atom2', 'atom2',
                                       'divshfl', 'divshfl', 'divvote', 'localarr', 'smatom',
                                       'shflasm', 'shflasm', 'barred', 'space', 'shfl64', 'atom3',
                                       'asmatom', 'asmatom'] +
                      (['reduce', 'divreduce', 'cpasync', 'cpasync'] if sm >= 80 else []))
        a = r.randrange(nout)
        b = r.randrange(nout)
        width = r.choice([32, 32, 16, 8, 4, 2])
        wops.append((op, a, b, width, r.getrandbits(32), r.choice(['add', 'min', 'max', 'and', 'or', 'xor'])))
    if FOCUS_INTRIN:
        # warp collectives with constant partial masks and CUDA-level atomics of
        # every type, on their own stream (slots i % 8 stay distinct: at most 8 ops)
        rw = random.Random(seed * 15485863 + 31)
        for _ in range(rw.randrange(1, 4)):
            op = rw.choice(['pmask', 'pmask', 'cuatom', 'cuatom'])
            c = rw.getrandbits(32)
            if op == 'pmask':
                m = rw.getrandbits(32) | (1 << rw.randrange(32))
                if c % 5 == 1:  # closed under lane ^ lm
                    lm = (c >> 8) % 31 + 1
                    m |= sum(1 << (l ^ lm) for l in range(32) if (m >> l) & 1)
                width = m
            else:
                width = 0
            wops.append((op, rw.randrange(nout), rw.randrange(nout), width, c,
                         rw.choice(['add', 'min', 'max', 'and', 'or', 'xor'])))
    nw = len(wops)
    dev = ['extern "C" __global__ void kern(const uint64_t *in, uint64_t *out, uint32_t *wout, unsigned long long *acc%s) {' % (
               ', SP sp' if sp_fields else ''),
           '  unsigned ltid = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;',
           '  unsigned tid = (blockIdx.y * gridDim.x + blockIdx.x) * %d + ltid;' % BLOCK,
           '  uint64_t o[%d];' % nout,
           '  body(tid, in, o%s);' % (', sp' if sp_fields else ''),
           '  for (int k = 0; k < %d; ++k) out[tid * %d + k] = o[k];' % (nout, nout),
           '  __shared__ uint32_t sm[%d];' % BLOCK]
    for mod, res, fmt, args in prints:
        dev.append('  if (tid %% %du == %du) printf("%s\\n", %s);' % (
            mod, res, fmt, ', '.join(a.replace('{o}', 'o') for a in args)))
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
        elif op == 'shflasm':
            # shfl.sync with an explicit c (clamp c[4:0], segment mask c[12:8]) and the predicate
            mode = ['up', 'down', 'bfly', 'idx'][c % 4]
            cc = (c >> 2) & 0x1f1f
            dev.append('  { uint32_t d, p; asm volatile("{ .reg .pred q; shfl.sync.%s.b32 %%0|q, %%2, %%3, %%4, -1; selp.u32 %%1, 1, 0, q; }" : "=r"(d), "=r"(p) : "r"(%s), "r"(%s), "r"(%du));' % (mode, w, x, cc))
            dev.append('    %s = d + p * 0x9e3779b9u; }' % dst)
        elif op == 'barred':
            fn = ['__syncthreads_count', '__syncthreads_and', '__syncthreads_or'][c % 3]
            dev.append('  %s = %s((%s & %du) != 0);' % (dst, fn, w, (c >> 2) | 1))
        elif op == 'space':
            dev.append('  { uint32_t la[2]; la[0] = %s; la[1] = la[0] + 1; volatile uint32_t *lp = &la[%s & 1u];' % (w, x))
            dev.append('    %s = __isGlobal(in) | __isShared(&sm[ltid]) << 1 | __isLocal((const void *)lp) << 2 | __isConstant(in) << 3 | __isShared(in) << 4 | __isGlobal((const void *)lp) << 5;' % dst)
            dev.append('    %s += *lp; }' % dst)
        elif op == 'shfl64':
            dev.append('  { uint64_t v = __shfl_xor_sync(0xffffffffu, (unsigned long long)o[%d], %d); %s = (uint32_t)(v ^ (v >> 32)); }' % (a, c % 32, dst))
        elif op == 'atom3':
            slot = i % 8
            k3 = c % 3
            if k3 == 0 and ACC0[slot] != 0:
                k3 = 1
            if k3 == 0:
                dev.append('  %s = 0; atomicAdd((double *)&acc[%d], (double)(int)(%s %% 64u) - 20.0);' % (dst, slot, w))
            else:
                fn = 'atomicMin' if k3 == 1 else 'atomicMax'
                dev.append('  %s = 0; %s((long long *)&acc[%d], (long long)o[%d]);' % (dst, fn, slot, a))
        elif op == 'cpasync':
            # cp.async (cuda_pipeline.h) from the input buffer into shared memory,
            # with zero fill; then another thread's copy is read back
            sz = [4, 8, 16][c % 3]
            zf = ((c >> 2) % (sz // 4 + 1)) * 4
            k = ((c >> 5) % 4) * 2
            dev.append('  { __shared__ __align__(16) uint32_t cpb[%d * 4]; __syncthreads();' % BLOCK)
            dev.append('    __pipeline_memcpy_async(&cpb[ltid * 4], &in[tid * %d + %d], %d, %d); __pipeline_commit(); __pipeline_wait_prior(0); __syncthreads();' % (NIN, k, sz, zf))
            dev.append('    unsigned q = (ltid * %du + %du) %% %du; %s = cpb[q * 4 + %d] ^ (cpb[q * 4] * 3u); __syncthreads(); }' % (
                (c % 5) * 2 + 1, (c >> 8) % BLOCK, BLOCK, dst, (c >> 10) % (sz // 4)))
        elif op == 'asmatom':
            space, aop, ty, red = asmatom_spec(i, c, sm)
            slot = i % 8
            lim = (c >> 4) % 100 + 1
            dev.append('  { uint32_t w = %s; uint64_t w64 = o[%d]; %s = 0;' % (w, a, dst))
            if space == 'shared':
                init = 0 if ty in ('f16', 'f16x2', 'bf16', 'bf16x2', 'f32', 'f64') else asmatom_init(c)
                dev.append('    __shared__ unsigned long long sx; if (ltid == 0) sx = 0x%xull; __syncthreads();' % init)
                dev.append('    uint32_t ad = (uint32_t)__cvta_generic_to_shared(&sx);')
                aty, acon = 'r', 'ad'
            else:
                dev.append('    unsigned long long *ad = &acc[%d];' % slot)
                aty, acon = 'l', 'ad'
            pre = 'red' if red else 'atom'
            if aop in ('exch', 'cas'):
                init0 = (0 if ty in ('f16', 'f16x2', 'bf16', 'bf16x2', 'f32', 'f64') else asmatom_init(c)) if space == 'shared' else ACC0[slot]
                bits = int(ty[1:])
                cmpv, newv = asmatom_swap(c, init0, bits)
                cn, ct = {16: ('h', 'uint16_t'), 32: ('r', 'uint32_t'), 64: ('l', 'uint64_t')}[bits]
                if aop == 'exch':
                    dev.append('    %s r_; asm volatile("atom.%s.exch.%s %%0, [%%1], %%2;" : "=%s"(r_) : "%s"(%s), "%s"((%s)0x%xull) : "memory");' % (
                        ct, space, ty, cn, aty, acon, cn, ct, newv))
                else:
                    dev.append('    %s r_; asm volatile("atom.%s.cas.%s %%0, [%%1], %%2, %%3;" : "=%s"(r_) : "%s"(%s), "%s"((%s)0x%xull), "%s"((%s)0x%xull) : "memory");' % (
                        ct, space, ty, cn, aty, acon, cn, ct, cmpv, cn, ct, newv))
            elif ty in ('u32', 's32', 'b32'):
                val = '%du' % lim if aop in ('inc', 'dec') else 'w'
                if red:
                    dev.append('    asm volatile("red.%s.%s.%s [%%0], %%1;" :: "%s"(%s), "r"(%s) : "memory");' % (space, aop, ty, aty, acon, val))
                else:
                    dev.append('    uint32_t r_; asm volatile("atom.%s.%s.%s %%0, [%%1], %%2;" : "=r"(r_) : "%s"(%s), "r"(%s) : "memory");' % (space, aop, ty, aty, acon, val))
            elif ty in ('u64', 's64', 'b64'):
                if red:
                    dev.append('    asm volatile("red.%s.%s.%s [%%0], %%1;" :: "%s"(%s), "l"(w64) : "memory");' % (space, aop, ty, aty, acon))
                else:
                    dev.append('    uint64_t r_; asm volatile("atom.%s.%s.%s %%0, [%%1], %%2;" : "=l"(r_) : "%s"(%s), "l"(w64) : "memory");' % (space, aop, ty, aty, acon))
            elif ty in ('f32', 'f64'):
                ct, cn, sfx = ('float', 'f', 'f') if ty == 'f32' else ('double', 'd', '')
                dev.append('    %s v = (%s)(int)(w %% 64u) - 20.0%s;' % (ct, ct, sfx))
                if red:
                    dev.append('    asm volatile("red.%s.add.%s [%%0], %%1;" :: "%s"(%s), "%s"(v) : "memory");' % (space, ty, aty, acon, cn))
                else:
                    dev.append('    %s r_; asm volatile("atom.%s.add.%s %%0, [%%1], %%2;" : "=%s"(r_) : "%s"(%s), "%s"(v) : "memory");' % (ct, space, ty, cn, aty, acon, cn))
            elif ty in ('f16', 'bf16'):
                dev.append('    float v = (float)(int)(w %% %du) - %d.0f;' % ((8, 3) if ty == 'f16' else (3, 1)))
                ptxt = 'cvt.rn.%s.f32 h, %%1; ' % ty
                ptxt += ('red.shared.add.noftz.%s [%%0], h;' % ty) if red else ('atom.shared.add.noftz.%s h, [%%0], h;' % ty)
                dev.append('    asm volatile("{ .reg .b16 h; %s }" :: "r"(ad), "f"(v) : "memory");' % ptxt)
            elif ty in ('f16x2', 'bf16x2'):
                m, b = (8, 3) if ty == 'f16x2' else (3, 1)
                dev.append('    float v0 = (float)(int)(w %% %du) - %d.0f, v1 = (float)(int)((w >> 8) %% %du) - %d.0f;' % (m, b, m, b))
                ptxt = 'cvt.rn.%s.f32 h, %%2, %%1; ' % ty
                ptxt += ('red.shared.add.noftz.%s [%%0], h;' % ty) if red else ('atom.shared.add.noftz.%s h, [%%0], h;' % ty)
                dev.append('    asm volatile("{ .reg .b32 h; %s }" :: "r"(ad), "f"(v0), "f"(v1) : "memory");' % ptxt)
            elif ty == 'v2.f32':
                dev.append('    float v0 = (float)(int)(w % 64u) - 20.0f, v1 = (float)(int)((w >> 8) % 64u) - 20.0f, r0, r1;')
                dev.append('    asm volatile("atom.global.add.v2.f32 {%0, %1}, [%2], {%3, %4};" : "=f"(r0), "=f"(r1) : "l"(ad), "f"(v0), "f"(v1) : "memory");')
            else:  # v2.f16 min/max: never zero, so no -0/+0 tie
                dev.append('    float v0 = (float)(int)(w % 64u) - 20.5f, v1 = (float)(int)((w >> 8) % 64u) - 20.5f;')
                dev.append('    asm volatile("{ .reg .b16 h0, h1, r0, r1; cvt.rn.f16.f32 h0, %%1; cvt.rn.f16.f32 h1, %%2; '
                           'atom.global.%s.v2.f16 {r0, r1}, [%%0], {h0, h1}; }" :: "l"(ad), "f"(v0), "f"(v1) : "memory");' % aop)
            if space == 'shared':
                dev.append('    __syncthreads(); %s = (uint32_t)(sx ^ (sx >> 32)); __syncthreads();' % dst)
            dev.append('  }')
        elif op == 'pmask':
            k = c % 5
            if k == 4 and sm < 80:
                k = 2
            M = '0x%08xu' % width
            dev.append('  { uint32_t w = %s, x = %s; %s = 0; if ((%s >> (ltid & 31u)) & 1u) {' % (w, x, dst, M))
            if k == 0:
                dev.append('    int s = __fns(%s, 0u, (int)(x %% (unsigned)__popc(%s)) + 1); %s = __shfl_sync(%s, w, s);' % (M, M, dst, M))
            elif k == 1:
                dev.append('    %s = __shfl_xor_sync(%s, w, %d);' % (dst, M, (c >> 8) % 31 + 1))
            elif k == 2:
                dev.append('    %s = __ballot_sync(%s, (w & 1u) != 0) ^ ((unsigned)__any_sync(%s, (w & 6u) == 6u) << 31) ^ ((unsigned)__all_sync(%s, (w & 8u) != 0) << 30);' % (dst, M, M, M))
            elif k == 3:
                dev.append('    int p; unsigned ma = __match_all_sync(%s, w & 1u, &p); %s = __match_any_sync(%s, w & 3u) ^ (ma * 7u) ^ ((unsigned)p << 29);' % (M, dst, M))
            else:
                fn = '__reduce_%s_sync' % rop
                dev.append('    %s = %s(%s, w);' % (dst, fn, M))
            dev.append('  } }')
        elif op == 'cuatom':
            k = c % 9
            slot = i % 8
            dev.append('  { uint32_t w = %s; %s = 0;' % (w, dst))
            # k 0-5: a shared atomicAdd of each floating type (type, zero, addend)
            ADDS = [
                ('__half2', '__halves2half2(__ushort_as_half(0), __ushort_as_half(0))',
                 '__halves2half2(__int2half_rn((int)(w % 8u) - 3), __int2half_rn((int)((w >> 8) % 8u) - 3))'),
                ('__nv_bfloat162', '__halves2bfloat162(__ushort_as_bfloat16(0), __ushort_as_bfloat16(0))',
                 '__floats2bfloat162_rn((float)((int)(w % 3u) - 1), (float)((int)((w >> 8) % 3u) - 1))'),
                ('__half', '__ushort_as_half(0)', '__int2half_rn((int)(w % 8u) - 3)'),
                ('__nv_bfloat16', '__ushort_as_bfloat16(0)', '__float2bfloat16_rn((float)((int)(w % 3u) - 1))'),
                ('float', '0.0f', '(float)((int)(w % 64u) - 20)'),
                ('double', '0.0', '(double)((int)(w % 64u) - 20)'),
            ]
            if k < len(ADDS):
                T, zero, val = ADDS[k]
                dev.append('    __shared__ %s sv; if (ltid == 0) sv = %s; __syncthreads();' % (T, zero))
                dev.append('    atomicAdd(&sv, %s);' % val)
            elif k == 6:
                dev.append('    __shared__ unsigned short sv; if (ltid == 0) sv = 0x%xu; __syncthreads();' % ((c >> 8) & 0xffff))
                dev.append('    unsigned short old = sv, as; do { as = old; old = atomicCAS(&sv, as, (unsigned short)(as + (w & 0xffffu))); } while (old != as);')
            elif k == 7:
                sgn = (c >> 4) & 1 and rop in ('min', 'max')
                T = 'long long' if sgn else 'unsigned long long'
                init = {'and': '~0ull', 'min': '0x7fffffffffffffffull' if sgn else '~0ull'}.get(rop, '0ull' if not sgn or rop != 'max' else '0x8000000000000000ull')
                fn = {'add': 'atomicAdd', 'min': 'atomicMin', 'max': 'atomicMax', 'and': 'atomicAnd',
                      'or': 'atomicOr', 'xor': 'atomicXor'}[rop]
                dev.append('    __shared__ %s sv; if (ltid == 0) sv = (%s)%s; __syncthreads();' % (T, T, init))
                dev.append('    %s(&sv, (%s)o[%d]);' % (fn, T, a))
            else:
                dev.append('    atomicSub((unsigned *)&acc[%d], w); }' % slot)
            if k < 8:
                sb = 'bits(sv)' if k < 6 else '(uint64_t)sv'
                dev.append('    __syncthreads(); %s = (uint32_t)(%s ^ (%s >> 32)); __syncthreads(); }' % (dst, sb, sb))
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
    prog = {'nout': nout, 'nw': nw, 'wops': wops, 'sm': sm, 'sp': sp_fields, 'prints': prints}
    src = ['// generated by utils/exec/host-diff.py, seed %d, %s' % (seed, arch),
           ] + (['#include <cuda_fp8.h>', '#include <cuda_fp6.h>', '#include <cuda_fp4.h>'] if FOCUS_INTRIN or FOCUS_NARROW else []) + [
           '#include "host-diff-prelude.h"'] + (['#include <alloca.h>'] if sp_fields else []) + \
        sp_decl + g.helpers + body + ['#ifdef __CUDACC__'] + dev + ['#else'] + \
        host_main(prog) + ['#endif', '']
    return '\n'.join(src), prog


def sp_init(fields):
    """The host's copy of the --focus-cxx struct argument, from the raw bits."""
    if not fields:
        return []
    L = ['  SP sp; memset(&sp, 0, sizeof sp);']
    for name, t, n, vals in fields:
        for k, v in enumerate(vals):
            L.append('  { uint%d_t b_ = 0x%xull; memcpy(&sp.%s%s, &b_, sizeof b_); }' % (
                FBITS[t], v, name, '[%d]' % k if n > 1 else ''))
    return L


def sp_arg(fields):
    """The same struct as `ptxlint run --arg struct:` (raw bits at C's offsets)."""
    return 'struct:' + ','.join('b%d:0x%x' % (FBITS[t], v) for _, t, _, vals in fields for v in vals)


def host_main(prog):
    nout, nw, wops = prog['nout'], prog['nw'], prog['wops']
    sm = prog['sm']
    n = GRID * BLOCK
    L = ['#include <cstdio>', '#include <vector>',
         'int main(int argc, char **argv) {',
         '  const int N = %d, B = %d, NOUT = %d, NW = %d;' % (n, BLOCK, nout, nw),
         '  std::vector<uint64_t> in(N * %d), out(N * NOUT), acc(8);' % NIN,
         '  std::vector<uint32_t> wout(N * (NW ? NW : 1));',
         '  FILE *F = fopen(argv[1], "rb"); if (fread(in.data(), 8, in.size(), F) != in.size()) return 3; fclose(F);',
         '  F = fopen(argv[2], "rb"); if (fread(acc.data(), 8, 8, F) != 8) return 3; fclose(F);',
         ] + sp_init(prog['sp']) + [
         '  for (int t = 0; t < N; ++t) body(t, in.data(), &out[t * NOUT]%s);' % (', sp' if prog['sp'] else ''),
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
        elif op == 'shflasm':
            mode = c % 4
            cc = (c >> 2) & 0x1f1f
            L.append('    int bval = (int)((uint32_t)O(t, %d) & 31), cval = %d, seg = %d;' % (b, cc & 31, (cc >> 8) & 31))
            L.append('    int maxL = (lane & seg) | (cval & ~seg), minL = lane & seg, j; bool pv;')
            L.append(['    j = lane - bval; pv = j >= maxL;', '    j = lane + bval; pv = j <= maxL;',
                      '    j = lane ^ bval; pv = j <= maxL;', '    j = minL | (bval & ~seg); pv = j <= maxL;'][mode])
            L.append('    if (!pv) j = lane; d = Wv(base + j, %d) + (pv ? 0x9e3779b9u : 0u);' % a)
        elif op == 'barred':
            L.append('    int bb = t - t % B; uint32_t n = 0;')
            L.append('    for (int u = bb; u < bb + B; ++u) n += (Wv(u, %d) & %du) != 0;' % (a, (c >> 2) | 1))
            L.append('    d = %s;' % ['n', '(uint32_t)(n == (uint32_t)B)', '(uint32_t)(n != 0)'][c % 3])
        elif op == 'space':
            L.append('    uint32_t w = Wv(t, %d); d = 1 | 2 | 4; d += ((uint32_t)O(t, %d) & 1u) ? w + 1 : w;' % (a, b))
        elif op == 'shfl64':
            L.append('    uint64_t v = O(base + (lane ^ %d), %d); d = (uint32_t)(v ^ (v >> 32));' % (c % 32, a))
        elif op == 'atom3':
            slot = i % 8
            k3 = c % 3
            if k3 == 0 and ACC0[slot] != 0:
                k3 = 1
            L.append('    d = 0; uint32_t w = Wv(t, %d);' % a)
            if k3 == 0:
                L.append('    double f; memcpy(&f, &acc[%d], 8); f += (double)(int)(w %% 64u) - 20.0; memcpy(&acc[%d], &f, 8);' % (slot, slot))
            else:
                L.append('    int64_t v = (int64_t)O(t, %d), s = (int64_t)acc[%d]; if (%s) acc[%d] = (uint64_t)v;' % (
                    a, slot, 'v < s' if k3 == 1 else 'v > s', slot))
        elif op == 'cpasync':
            sz = [4, 8, 16][c % 3]
            zf = ((c >> 2) % (sz // 4 + 1)) * 4
            k = ((c >> 5) % 4) * 2
            L.append('    int bb = t - t %% B; int q = bb + (int)(((uint32_t)(t %% B) * %du + %du) %% %du);' % ((c % 5) * 2 + 1, (c >> 8) % BLOCK, BLOCK))
            L.append('    uint32_t cw[4]; memcpy(cw, &in[q * %d + %d], 16); for (int j = 0; j < 4; ++j) if (j * 4 >= %d - %d) cw[j] = 0;' % (NIN, k, sz, zf))
            L.append('    d = cw[%d] ^ (cw[0] * 3u);' % ((c >> 10) % (sz // 4)))
        elif op == 'asmatom':
            space, aop, ty, red = asmatom_spec(i, c, sm)
            slot = i % 8
            lim = (c >> 4) % 100 + 1
            if space == 'shared':
                init = 0 if ty in ('f16', 'f16x2', 'bf16', 'bf16x2', 'f32', 'f64') else asmatom_init(c)
                L.append('    int bb = t - t %% B; uint64_t S = 0x%xull;' % init)
                L.append('    for (int u = bb; u < bb + B; ++u) { uint32_t w = Wv(u, %d); uint64_t w64 = O(u, %d); (void)w; (void)w64;' % (a, a))
                tgt = 'S'
            else:
                L.append('    d = 0; { int u = t; uint32_t w = Wv(u, %d); uint64_t w64 = O(u, %d); (void)w; (void)w64; uint64_t &S = acc[%d];' % (a, a, slot))
                tgt = 'S'
            if aop in ('exch', 'cas'):
                init0 = (0 if ty in ('f16', 'f16x2', 'bf16', 'bf16x2', 'f32', 'f64') else asmatom_init(c)) if space == 'shared' else ACC0[slot]
                bits = int(ty[1:])
                cmpv, newv = asmatom_swap(c, init0, bits)
                m = (1 << bits) - 1
                cond = 'true' if aop == 'exch' else '(S & 0x%xull) == 0x%xull' % (m, cmpv)
                L.append('      if (%s) S = (S & ~0x%xull) | 0x%xull;' % (cond, m, newv))
            elif ty in ('u32', 's32', 'b32'):
                cty = 'int32_t' if ty == 's32' else 'uint32_t'
                step = {'add': 'x += v', 'min': 'x = v < x ? v : x', 'max': 'x = v > x ? v : x', 'and': 'x &= v',
                        'or': 'x |= v', 'xor': 'x ^= v', 'inc': 'x = (uint32_t)x >= %du ? 0 : x + 1' % lim,
                        'dec': 'x = ((uint32_t)x == 0 || (uint32_t)x > %du) ? %d : x - 1' % (lim, lim)}[aop]
                L.append('      %s x = (%s)(uint32_t)S, v = (%s)w; %s; S = (S & 0xffffffff00000000ull) | (uint32_t)x;' % (cty, cty, cty, step))
            elif ty in ('u64', 's64', 'b64'):
                cty = 'int64_t' if ty == 's64' else 'uint64_t'
                step = {'add': 'x += v', 'min': 'x = v < x ? v : x', 'max': 'x = v > x ? v : x', 'and': 'x &= v',
                        'or': 'x |= v', 'xor': 'x ^= v'}[aop]
                L.append('      %s x = (%s)S, v = (%s)w64; %s; S = (uint64_t)x;' % (cty, cty, cty, step))
            elif ty == 'f32':
                L.append('      uint32_t s32 = (uint32_t)S; float f; memcpy(&f, &s32, 4); f += (float)(int)(w % 64u) - 20.0f;'
                         ' memcpy(&s32, &f, 4); S = (S & 0xffffffff00000000ull) | s32;')
            elif ty == 'f64':
                L.append('      double f; memcpy(&f, &S, 8); f += (double)(int)(w % 64u) - 20.0; memcpy(&S, &f, 8);')
            elif ty in ('f16', 'bf16'):
                m, b = (8, 3) if ty == 'f16' else (3, 1)
                L.append('      double f = %s((uint32_t)S & 0xffff) + ((int)(w %% %du) - %d); S = (S & ~0xffffull) | ref::toHalfBits(f, %s);' % (
                    'ref::h2d' if ty == 'f16' else 'ref::bf2d', m, b, 'true' if ty == 'bf16' else 'false'))
            elif ty in ('f16x2', 'bf16x2'):
                m, b = (8, 3) if ty == 'f16x2' else (3, 1)
                cv = 'ref::h2d' if ty == 'f16x2' else 'ref::bf2d'
                bfv = 'true' if ty == 'bf16x2' else 'false'
                L.append('      double f0 = %s((uint32_t)S & 0xffff) + ((int)(w %% %du) - %d), f1 = %s(((uint32_t)S >> 16) & 0xffff) + ((int)((w >> 8) %% %du) - %d);' % (
                    cv, m, b, cv, m, b))
                L.append('      S = (S & ~0xffffffffull) | ref::toHalfBits(f0, %s) | ref::toHalfBits(f1, %s) << 16;' % (bfv, bfv))
            elif ty == 'v2.f32':
                L.append('      float f[2]; memcpy(f, &S, 8); f[0] += (float)(int)(w % 64u) - 20.0f; f[1] += (float)(int)((w >> 8) % 64u) - 20.0f; memcpy(&S, f, 8);')
            else:
                cmpop = '>' if aop.startswith('max') else '<'
                L.append('      double v[2] = {(double)(int)(w % 64u) - 20.5, (double)(int)((w >> 8) % 64u) - 20.5};')
                L.append('      for (int h = 0; h < 2; ++h) { uint32_t cur = (uint32_t)(S >> (16 * h)) & 0xffff;'
                         ' if (v[h] %s ref::h2d(cur)) S = (S & ~(0xffffull << (16 * h))) | (uint64_t)ref::toHalfBits(v[h], false) << (16 * h); }' % cmpop)
            L.append('    }')
            if space == 'shared':
                L.append('    d = (uint32_t)(S ^ (S >> 32));')
        elif op == 'pmask':
            k = c % 5
            if k == 4 and sm < 80:
                k = 2
            L.append('    const uint32_t M = 0x%08xu; d = 0; if (!((M >> lane) & 1)) continue;' % width)
            L.append('    uint32_t w = Wv(t, %d), x = (uint32_t)O(t, %d);' % (a, b))
            if k == 0:
                L.append('    int n = (int)(x % (uint32_t)__builtin_popcount(M)), s = 0;')
                L.append('    for (int l = 0; l < 32; ++l) if ((M >> l) & 1) { if (n-- == 0) { s = l; break; } }')
                L.append('    d = Wv(base + s, %d);' % a)
            elif k == 1:
                L.append('    d = Wv(base + (lane ^ %d), %d);' % ((c >> 8) % 31 + 1, a))
            elif k == 2:
                L.append('    unsigned bal = 0, any = 0, all = 1;')
                L.append('    for (int l = 0; l < 32; ++l) if ((M >> l) & 1) { uint32_t v = Wv(base + l, %d);' % a)
                L.append('      if (v & 1u) bal |= 1u << l; if ((v & 6u) == 6u) any = 1; if (!(v & 8u)) all = 0; }')
                L.append('    d = bal ^ (any << 31) ^ (all << 30);')
            elif k == 3:
                L.append('    unsigned many = 0; bool same = true;')
                L.append('    for (int l = 0; l < 32; ++l) if ((M >> l) & 1) { uint32_t v = Wv(base + l, %d);' % a)
                L.append('      if ((v & 3u) == (w & 3u)) many |= 1u << l; if ((v & 1u) != (w & 1u)) same = false; }')
                L.append('    d = many ^ ((same ? M : 0u) * 7u) ^ ((unsigned)same << 29);')
            else:
                init = {'add': '0', 'min': '0xffffffffu', 'max': '0', 'and': '0xffffffffu', 'or': '0', 'xor': '0'}[rop]
                step = {'add': 'r += v', 'min': 'r = v < r ? v : r', 'max': 'r = v > r ? v : r',
                        'and': 'r &= v', 'or': 'r |= v', 'xor': 'r ^= v'}[rop]
                L.append('    uint32_t r = %s; for (int l = 0; l < 32; ++l) if ((M >> l) & 1) { uint32_t v = Wv(base + l, %d); %s; } d = r;' % (init, a, step))
        elif op == 'cuatom':
            k = c % 9
            slot = i % 8
            if k == 8:
                L.append('    d = 0; acc[%d] = (acc[%d] & 0xffffffff00000000ull) | (uint32_t)((uint32_t)acc[%d] - Wv(t, %d));' % (slot, slot, slot, a))
            else:
                L.append('    int bb = t - t % B; uint64_t S;')
                if k in (0, 1, 2, 3):
                    m, off = (8, 3) if k in (0, 2) else (3, 1)
                    bf = 'true' if k in (1, 3) else 'false'
                    L.append('    int s0 = 0, s1 = 0; for (int u = bb; u < bb + B; ++u) { uint32_t w = Wv(u, %d); s0 += (int)(w %% %du) - %d; s1 += (int)((w >> 8) %% %du) - %d; }' % (a, m, off, m, off))
                    if k < 2:
                        L.append('    S = ref::toHalfBits(s0, %s) | (uint64_t)ref::toHalfBits(s1, %s) << 16;' % (bf, bf))
                    else:
                        L.append('    S = ref::toHalfBits(s0, %s);' % bf)
                elif k in (4, 5):
                    L.append('    int s0 = 0; for (int u = bb; u < bb + B; ++u) s0 += (int)(Wv(u, %d) %% 64u) - 20;' % a)
                    L.append('    S = bits((%s)s0);' % ('float' if k == 4 else 'double'))
                elif k == 6:
                    L.append('    uint32_t s0 = 0x%xu; for (int u = bb; u < bb + B; ++u) s0 += Wv(u, %d) & 0xffffu; S = s0 & 0xffffu;' % ((c >> 8) & 0xffff, a))
                else:
                    sgn = (c >> 4) & 1 and rop in ('min', 'max')
                    T = 'int64_t' if sgn else 'uint64_t'
                    init = {'and': '~0ull', 'min': '0x7fffffffffffffffull' if sgn else '~0ull'}.get(rop, '0ull' if not sgn or rop != 'max' else '0x8000000000000000ull')
                    step = {'add': 'r += v', 'min': 'r = v < r ? v : r', 'max': 'r = v > r ? v : r',
                            'and': 'r &= v', 'or': 'r |= v', 'xor': 'r ^= v'}[rop]
                    L.append('    %s r = (%s)%s; for (int u = bb; u < bb + B; ++u) { %s v = (%s)O(u, %d); %s; } S = (uint64_t)r;' % (T, T, init, T, T, a, step))
                L.append('    d = (uint32_t)(S ^ (S >> 32));')
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
    for mod, res, fmt, args in prog['prints']:
        L.append('  for (unsigned tid = 0; tid < (unsigned)N; ++tid) if (tid %% %du == %du) printf("%s\\n", %s);' % (
            mod, res, fmt, ', '.join(a.replace('{o}[', 'O(tid, ').replace(']', ')', 1) if '{o}' in a else a for a in args)))
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
    # -O0: g++ moves plain float operations across the fesetround() calls of
    # the directed-rounding references even with -frounding-math (seen: a
    # product computed under a neighbouring round-to-zero), so no optimizer.
    p = run(['g++', '-std=c++17', '-O0', '-frounding-math', '-ffp-contract=off', '-w',
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
    hp = p = run([exe, 'in.bin', 'acc.bin', 'exp.out', 'exp.wout', 'exp.acc'], cwd=d)
    if p.returncode:
        return 'gen-error', 'host run failed: ' + p.stdout[-2000:]
    ptx = os.path.join(d, 'k.ptx')
    flags = diffharness.mode_flags(mode)
    fmad = '-fmad=true' if args.fmad else '-fmad=false'
    p = run(['nvcc', '-ptx', '-arch=' + arch, fmad, '-I', HERE] + flags + [cu, '-o', ptx])
    if p.returncode:
        return 'gen-error', 'nvcc failed:\n' + p.stdout[-3000:]
    nout, nw = prog['nout'], prog['nw']
    # Block and grid shapes (the generated code linearizes both, x fastest).
    block = r.choice(['%d' % BLOCK, '16,4', '8,4,2', '32,2', '4,4,4'])
    grid = r.choice(['%d' % GRID, '1,%d' % GRID])
    cmd = [args.ptxlint, 'run', 'k.ptx', '--kernel', 'kern', '--grid', grid,
           '--block', block, '--arg', 'in:in.bin', '--arg', 'out:%d:got.out' % (n * nout * 8),
           '--arg', 'out:%d:got.wout' % (n * nw * 4), '--arg', 'inout:acc.bin:got.acc', '-w',
           # the host rounds every operation as written; ptxas (and so the
           # GPU, and ptxlint by default) may fuse a half mul+add
           '--fp-contract=off',
           # and computes what the PTX says where ptxas miscompiles
           '--ptxas-bugs=off']
    if prog['sp']:
        cmd += ['--arg', sp_arg(prog['sp'])]
    host_prints = sorted(l for l in hp.stdout.splitlines() if l.startswith('PF '))
    p = run(cmd, cwd=d, timeout=300)
    if p.returncode == 1 and 'thread ctaid' not in p.stdout and shutil.which('ptxas'):
        # An error in the PTX itself, not a fault: nvcc's output is at fault
        # when ptxas rejects it too (seen: nvcc 13.0 -G wrote a .callprototype
        # that did not match its call's arguments, seed 97192 --focus-abi).
        q = run(['ptxas', '-arch=' + arch, 'k.ptx', '-o', os.devnull], cwd=d, timeout=600)
        if q.returncode:
            return 'gen-error', 'ptxas rejects the PTX nvcc wrote:\n' + q.stdout[-2000:]
    if p.returncode:
        return 'exec-error', ' '.join(cmd) + '\n' + p.stdout[-3000:]
    problems = []
    wheres = {
        'out': lambda idx: 'thread %d v%d' % (idx // nout, idx % nout),
        'wout': lambda idx: 'thread %d warp-op %d %s' % (idx // nw, idx % nw,
                                                        prog['wops'][idx % nw][0]),
        'acc': lambda idx: 'acc[%d]' % idx,
    }
    for name, unit in (('out', 8), ('wout', 4), ('acc', 8)):
        with open(os.path.join(d, 'exp.' + name), 'rb') as f:
            e = f.read()
        with open(os.path.join(d, 'got.' + name), 'rb') as f:
            g = f.read()
        problems += diffharness.compare_words(name, e, g, unit, wheres[name])
    got_prints = sorted(l for l in p.stdout.splitlines() if l.startswith('PF '))
    if got_prints != host_prints:
        bad = [(a, b) for a, b in zip(host_prints, got_prints) if a != b][:5]
        problems.append('printf: %d lines expected, %d printed; first differences: %s' % (
            len(host_prints), len(got_prints), '; '.join('host %r ptxlint %r' % ab for ab in bad)))
    return diffharness.verdict(d, problems, args.keep)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    diffharness.add_common_args(ap, 'sm_75,sm_80,sm_86,sm_89,sm_90,sm_100,sm_120')
    ap.add_argument('--fmad', action='store_true',
                    help="compile with nvcc's default -fmad=true, as real builds do; the host "
                         "reference rounds every operation, so programs differ where nvcc or "
                         "ptxas fuse (for recording on a GPU through gpu-capture.py)")
    ap.add_argument('--probe-host', action='store_true',
                    help='only check that this machine can build and run a generated program '
                         'for the host (exit 0), else print why (exit 1)')
    ap.add_argument('--focus-ext', action='store_true',
                    help='draw most inline-PTX expressions from the newest forms (asm_ext)')
    ap.add_argument('--focus-atomic', action='store_true',
                    help='draw most inline-PTX expressions from thread-private atom/red with '
                         'arbitrary operands (asm_atomp)')
    ap.add_argument('--focus-abi', action='store_true',
                    help='add a call phase: structs by value, pointers into local arrays, recursion, '
                         'function-pointer tables (AbiGen)')
    ap.add_argument('--focus-intrin', action='store_true',
                    help='add an intrinsic phase: the CUDA header intrinsics the default mix does not '
                         'write (half/bf16 pair comparisons, __hfma*, _sat/_rn, half<->int in every '
                         'mode, __dp4a/__dp2a, every SIMD video intrinsic, fp8/fp6/fp4/e8m0 conversions)')
    ap.add_argument('--intrin-extra', action='store_true',
                    help='with --focus-intrin: also __hcmadd on __half2 and __nv_bfloat162 (off by '
                         'default so that the --focus-intrin programs of known seeds stay the same)')
    ap.add_argument('--focus-narrow', action='store_true',
                    help='add a narrow-float phase: every cuda_fp8/fp6/fp4.h __nv_cvt_* form and the '
                         'narrow classes\' constructors and conversion operators, on grid operands')
    ap.add_argument('--focus-cxx', action='store_true',
                    help='add a phase of what CUDA code uses and the other modes do not write: a '
                         'struct kernel parameter over 8 bytes (by value, mixed members and arrays), '
                         'alloca with run-time sizes, per-thread local arrays at data-dependent '
                         'indices, printf (lines compared with the host\'s printf)')
    args = ap.parse_args()
    global FOCUS_EXT, FOCUS_ABI, FOCUS_ATOMIC, FOCUS_INTRIN, FOCUS_CXX, INTRIN_EXTRA, FOCUS_NARROW
    FOCUS_NARROW = args.focus_narrow
    FOCUS_CXX = args.focus_cxx
    FOCUS_INTRIN = args.focus_intrin
    INTRIN_EXTRA = args.intrin_extra
    FOCUS_EXT = args.focus_ext
    FOCUS_ATOMIC = args.focus_atomic
    FOCUS_ABI = args.focus_abi
    status = diffharness.prepare(args, 'host-diff')
    if status is not None:
        return status
    cuda_inc = cuda_include_flags(args.work)
    if args.probe_host:
        return probe_host(args, cuda_inc)
    return diffharness.run_all(args, 'host-diff', lambda s, a, m: one(s, a, m, args, cuda_inc),
                               lambda st: st in ('mismatch', 'exec-error'), show_work=True)


if __name__ == '__main__':
    sys.exit(main())
