// End-to-end: atomics whose final values do not depend on the order (f64
// max through an atomicCAS loop, u64 min/max/and/or/xor, scalar __half and
// __nv_bfloat16 atomicAdd and bf16x2 atomicAdd of exactly representable sums,
// 16-bit atomicCAS claims, _block/_system scopes) and warp intrinsics with
// partial masks: __reduce_{add,min,max,and,or,xor}_sync (signed and
// unsigned), __match_any_sync/__match_all_sync on 32 and 64 bits, and
// __shfl_{,up_,down_,xor_}sync with widths 2..16 and out-of-range lanes.
// Expected values: atomics_warp.py.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdint>

__device__ double atomicMaxDouble(double *addr, double v) {
  unsigned long long *a = (unsigned long long *)addr, old = *a, assumed;
  do {
    assumed = old;
    if (__longlong_as_double(assumed) >= v) break;
    old = atomicCAS(a, assumed, __double_as_longlong(v));
  } while (assumed != old);
  return __longlong_as_double(old);
}

extern "C" __global__ void atoms(const unsigned long long *in, unsigned long long *u, double *dd,
                                 __half *h, __nv_bfloat16 *bf, __nv_bfloat162 *b2, unsigned short *s16,
                                 int *claims, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long v = in[i];
  atomicMin(&u[0], v);
  atomicMax(&u[1], v);
  atomicAnd(&u[2], v | 0x8000000000000001ULL);
  atomicOr(&u[3], v & 0x0123456789abcdefULL);
  atomicXor(&u[4], v);
  atomicAdd_block(&u[5], v >> 20);
  atomicMax_system((long long *)&u[6], (long long)v);
  atomicMin_block((long long *)&u[7], (long long)v);
  atomicMaxDouble(&dd[0], (double)(long long)v * 0x1p-40);
  atomicAdd(&dd[1], (double)(int)(v & 0xffff) * 0.125);
  atomicAdd(&h[0], __float2half((float)(v & 7) * 0.25f));
  atomicAdd(&h[1], __float2half(-(float)(v & 3)));
  atomicAdd(&bf[0], __float2bfloat16((float)(v & 1)));
  atomicAdd(&b2[0], __floats2bfloat162_rn((float)(v & 1), -0.5f * (float)(v >> 63)));
  // each 16-bit slot is claimed by exactly one thread: the lowest id wins, as
  // every thread retries until the slot holds an id <= its own
  unsigned short *slot = &s16[v % 37];
  unsigned short me = (unsigned short)(i + 1), cur = *slot;
  while (cur == 0 || cur > me) {
    unsigned short prev = atomicCAS(slot, cur, me);
    if (prev == cur) break;
    cur = prev;
  }
  atomicAdd(&claims[v % 37], 1);
}

extern "C" __global__ void warps(const unsigned *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  unsigned v = in[i];
  unsigned *o = out + 24 * i;
  bool p = (v % 3) != 0;
  unsigned m = __ballot_sync(0xffffffffu, p);
  for (int k = 0; k < 24; k++) o[k] = 0xdeadbeef;
  if (p) {
    o[0] = __reduce_add_sync(m, v);
    o[1] = __reduce_min_sync(m, v);
    o[2] = __reduce_max_sync(m, v);
    o[3] = (unsigned)__reduce_min_sync(m, (int)v);
    o[4] = (unsigned)__reduce_max_sync(m, (int)v);
    o[5] = __reduce_and_sync(m, v | 0x10u);
    o[6] = __reduce_or_sync(m, v & 0xf0f0u);
    o[7] = __reduce_xor_sync(m, v);
    o[8] = __match_any_sync(m, v & 3);
    o[9] = __match_any_sync(m, (unsigned long long)(v & 1) << 40 | 7);
    int pred;
    o[10] = __match_all_sync(m, v & 0x80000000u, &pred);
    o[11] = (unsigned)pred;
    o[12] = __match_all_sync(m, 5ull, &pred) ^ (unsigned)pred << 31;
  }
  int w = 2 << (i / 32 % 4);  // 2, 4, 8, 16 by warp
  o[13] = __shfl_sync(0xffffffffu, v, (int)(v % 40), w);
  o[14] = __shfl_up_sync(0xffffffffu, v, (unsigned)(lane % 5), w);
  o[15] = __shfl_down_sync(0xffffffffu, v, (unsigned)(lane % 7), w);
  o[16] = __shfl_xor_sync(0xffffffffu, v, lane % 19, w);
  o[17] = __shfl_sync(0xffffffffu, v, -3 + (int)(v & 7), w);
  double dv = (double)v * 0.5;
  o[18] = (unsigned)(__shfl_down_sync(0xffffffffu, dv, 3u, 16) * 2.0);
  long long lv = (long long)v << 20;
  o[19] = (unsigned)(__shfl_xor_sync(0xffffffffu, lv, 9, 32) >> 20);
  o[20] = __ballot_sync(0xffffffffu, v & 1);
  o[21] = (unsigned)__popc(__activemask()) | (unsigned)__any_sync(0xffffffffu, !p) << 8 |
          (unsigned)__all_sync(0xffffffffu, v != 12345u) << 9;
  o[22] = __shfl_sync(0x0000ffffu << (lane & 16), v, 15 + (lane & 16), 32);
  o[23] = lane;
}
