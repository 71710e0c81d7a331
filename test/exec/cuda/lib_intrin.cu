// CUDA integer, SIMD, half/bf16 and warp intrinsics plus inline asm blocks
// with their own labels, compiled by nvcc (library-heavy round); results
// predicted by lib_intrin.py. Each thread reads two u32 and writes 32 u32.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <cassert>

__device__ __forceinline__ unsigned asm_clamp(unsigned a, unsigned b) {
  unsigned r;
  // A block with its own labels, inlined several times per kernel.
  asm("{\n\t.reg .pred p;\n\t"
      "setp.gt.u32 p, %1, %2;\n\t"
      "@p bra L_big;\n\t"
      "mov.u32 %0, %1;\n\t"
      "bra.uni L_done;\n"
      "L_big:\n\t"
      "sub.u32 %0, %1, %2;\n"
      "L_done:\n\t}"
      : "=r"(r) : "r"(a), "r"(b));
  return r;
}

__device__ __forceinline__ unsigned asm_loop(unsigned a) {
  unsigned r;
  // Counts the bits of a with a loop (labels again).
  asm("{\n\t.reg .pred q;\n\t.reg .u32 t, u;\n\t"
      "mov.u32 %0, 0;\n\t"
      "mov.u32 t, %1;\n"
      "Lloop:\n\t"
      "setp.eq.u32 q, t, 0;\n\t"
      "@q bra Lend;\n\t"
      "sub.u32 u, t, 1;\n\tand.b32 t, t, u;\n\t"
      "add.u32 %0, %0, 1;\n\t"
      "bra Lloop;\n"
      "Lend:\n\t}"
      : "=r"(r) : "r"(a));
  return r;
}

extern "C" __global__ void intrin(const unsigned *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = in[2 * i], b = in[2 * i + 1];
  unsigned *o = out + 32 * i;
  o[0] = __funnelshift_l(a, b, b & 63);
  o[1] = __funnelshift_rc(a, b, a);
  o[2] = __byte_perm(a, b, b);
  o[3] = __brev(a);
  o[4] = (unsigned)__dp4a((int)a, (int)b, 17);
  o[5] = __dp4a(a, b, 5u);
  o[6] = (unsigned)__dp2a_lo((int)a, (int)b, -3);
  o[7] = __dp2a_hi(a, b, 9u);
  o[8] = __vadd4(a, b);
  o[9] = __vsubss4(a, b);
  o[10] = __vabsdiffu4(a, b);
  o[11] = __vmaxs2(a, b);
  o[12] = __vcmpgtu4(a, b);
  o[13] = __vsetles2(a, b);
  o[14] = __sad((int)a, (int)b, 7u);
  o[15] = __usad(a, b, 100u);
  o[16] = __umulhi(a, b);
  o[17] = (unsigned)__mulhi((int)a, (int)b);
  unsigned long long p = __umul64hi(((unsigned long long)a << 32) | b, 0x9e3779b97f4a7c15ull);
  o[18] = (unsigned)p ^ (unsigned)(p >> 32);
  long long q = __mul64hi(((long long)(int)a << 31) ^ b, -0x123456789abcdefll);
  o[19] = (unsigned)q + (unsigned)(q >> 32);
  o[20] = __ffs((int)a) + 100 * __ffsll(((unsigned long long)b << 32));
  o[21] = __clzll((long long)a << 3) + 100 * __clz((int)b);
  o[22] = __popcll(((unsigned long long)a << 32) | b);
  o[23] = __vavgu4(a, b) ^ __vhaddu2(a, b);
  o[24] = __vneg2(a) + __vnegss4(b);
  o[25] = __vsads2(a, b) + 1000 * __vsadu4(a, b);
  o[26] = asm_clamp(a, b) + asm_clamp(b, a);
  o[27] = asm_clamp(a & 0xff, 100) * 3 + asm_loop(a) + 100 * asm_loop(b);
  o[28] = __byte_perm(a, b, 0x7531);
  o[29] = __vcmpne2(a, b) ^ __vseteq4(a, b);
  o[30] = __vmins4(a, b);
  o[31] = __hadd(a, b) + __rhadd(a, b) + __uhadd(a, b) + __urhadd(a, b);
}

// half and bfloat16 arithmetic and conversions on finite inputs; 12 u32
// per thread (packed halves).
extern "C" __global__ void halfs(const unsigned *in, const float *fin, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = in[2 * i], b = in[2 * i + 1];
  float f = fin[i];
  __half2 ha = *reinterpret_cast<__half2 *>(&a), hb = *reinterpret_cast<__half2 *>(&b);
  __nv_bfloat162 ba = *reinterpret_cast<__nv_bfloat162 *>(&a),
                  bb = *reinterpret_cast<__nv_bfloat162 *>(&b);
  unsigned *o = out + 12 * i;
  auto u = [](auto h) { return *reinterpret_cast<unsigned *>(&h); };
  o[0] = u(__hadd2(ha, hb));
  o[1] = u(__hfma2(ha, hb, ha));
  o[2] = u(__hmax2(ha, hb));
  o[3] = u(__hmul2_sat(ha, hb));
  o[4] = u(__hadd2(ba, bb));
  o[5] = u(__hfma2(ba, bb, bb));
  o[6] = u(__hmin2(ba, bb));
  __half h = __float2half_rn(f);
  __nv_bfloat16 bf = __float2bfloat16_rn(f);
  o[7] = (unsigned)__half_as_ushort(h) | ((unsigned)__bfloat16_as_ushort(bf) << 16);
  o[8] = __float_as_uint(__half2float(h) + __bfloat162float(bf));
  o[9] = (unsigned)__half2int_rz(__hmul(h, __float2half(4.0f))) ;
  o[10] = u(__floats2half2_rn(f, -f * 0.25f));
  o[11] = (unsigned)__half_as_ushort(__float2half_rz(f)) |
          ((unsigned)__bfloat16_as_ushort(__float2bfloat16_rz(f)) << 16);
}

// Warp reductions, match, nanosleep, printf and an assert that holds.
extern "C" __global__ void warps(const unsigned *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = in[i];
  unsigned *o = out + 6 * i;
  o[0] = __reduce_add_sync(0xffffffff, a);
  o[1] = __reduce_min_sync(0xffffffff, (int)a);
  o[2] = __reduce_max_sync(0xffffffff, a & 0xff);
  o[3] = __reduce_or_sync(threadIdx.x % 32 < 16 ? 0x0000ffffu : 0xffff0000u, a);
  o[4] = __match_any_sync(0xffffffff, a & 7);
  __nanosleep(100 + (a & 255));
  int pred;
  o[5] = __match_all_sync(0xffffffff, a >> 30, &pred) ^ pred;
  assert(o[0] == __shfl_sync(0xffffffff, o[0], 5));
  if (threadIdx.x % 32 == 0)
    printf("warp %d: sum %u min %d hex %08x char %c str %s ll %lld f %.3f\n",
           i / 32, o[0], (int)o[1], a, 'A' + (i / 32), "ok", -(long long)a * 3,
           (double)(a & 0xffff) / 8);
}
