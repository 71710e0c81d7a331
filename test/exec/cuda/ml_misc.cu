// Atomics of every kind nvcc emits (CAS loops for float max, f64/half2 add,
// inc/dec wrap, 64-bit signed min/max, exch), warp intrinsics (match, reduce,
// activemask in divergent code), cache-hinted loads/stores, and fp64
// division / sqrt with subnormal and huge operands; the sm_90 DPX
// intrinsics, float2/float4/bf16x2 vector atomics, a 16-bit CAS loop,
// scoped atomics, and alloca with isspacep.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdint>
__device__ float atomicMaxFloat(float *addr, float v) {
  int *a = (int *)addr, old = *a, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v) break;
    old = atomicCAS(a, assumed, __float_as_int(v));
  } while (assumed != old);
  return __int_as_float(old);
}
extern "C" __global__ void atomics(const int *in, int *ires, unsigned long long *ures, double *dres,
                                   float *fres, __half2 *hres, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  atomicAdd(&ires[0], v);
  atomicMin(&ires[1], v);
  atomicMax(&ires[2], v);
  atomicAnd(&ires[3], v | 0x10000001);
  atomicOr(&ires[4], v & 0x0f0f0f0f);
  atomicXor(&ires[5], v);
  atomicInc((unsigned *)&ires[6], 17u);
  atomicDec((unsigned *)&ires[7], 23u);
  atomicMin((long long *)&ures[0], (long long)v * 0x100000001LL);
  atomicMax((long long *)&ures[1], (long long)v * -3LL);
  atomicAdd(&ures[2], (unsigned long long)(unsigned)v << 20);
  atomicMax(&ures[3], (unsigned long long)(unsigned)v * 0x1000000001ULL);
  atomicAdd(&dres[0], (double)(v & 0xffff) * 0.25);
  atomicMaxFloat(&fres[0], (float)v * 0.5f);
  atomicAdd(&fres[1], (float)(v & 0xff));
  atomicAdd(&hres[0], __floats2half2_rn((float)(v & 3), -(float)(v & 1)));
  int old = atomicExch(&ires[8 + (i & 7)], 1000 + (i & 7));
  atomicAdd(&ires[18], old < 0);
  if (atomicCAS(&ires[16], 0, i + 1) == 0) ires[17] = i + 1;
}

extern "C" __global__ void warpy(const unsigned *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  unsigned v = in[i];
  unsigned *o = out + 6 * i;
  for (int k = 0; k < 6; ++k) o[k] = 0;
  if (v % 3 != 0) {
    unsigned am = __activemask();
    o[0] = am;
    o[1] = __match_any_sync(am, v & 7);
    int pred;
    unsigned all = __match_all_sync(am, v & 1, &pred);
    o[2] = all | (unsigned)pred << 31;
    o[3] = __reduce_add_sync(am, v) ^ __reduce_max_sync(am, v);
    o[4] = __reduce_min_sync(am, (unsigned)(int)v) ^ __reduce_xor_sync(am, v);
    o[5] = __shfl_sync(am, v, (lane + 5) & 31) * (__popc(am) > 0);
  } else {
    o[0] = __ballot_sync(__activemask(), v & 2);
    o[5] = __ldcs(&in[i ^ 1]) + __ldg(&in[(i * 3) % 64]);
    __stcs(&o[4], lane);
  }
}

extern "C" __global__ void fp64edge(const double *x, const double *y, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = x[i], b = y[i];
  out[6 * i + 0] = a / b;
  out[6 * i + 1] = sqrt(a);
  out[6 * i + 2] = __drcp_rn(b);
  out[6 * i + 3] = __dsqrt_rd(fabs(a));
  out[6 * i + 4] = __ddiv_ru(a, b);
  out[6 * i + 5] = fma(a, b, -a);
}

extern "C" __global__ void dpx(const int *a, const int *b, const int *c, int *o) {
  int i = threadIdx.x;
  int x = a[i], y = b[i], z = c[i];
  int *r = o + 12 * i;
  r[0] = __vimax3_s32(x, y, z);
  r[1] = (int)__vimin3_u32(x, y, z);
  r[2] = __viaddmax_s32(x, y, z);
  r[3] = __viaddmin_s32_relu(x, y, z);
  bool p;
  r[4] = __vibmax_s32(x, y, &p); r[4] ^= (p << 5);
  r[5] = (int)__vimax_s16x2_relu(x, y);
  r[6] = (int)__vimin3_s16x2(x, y, z);
  r[7] = (int)__viaddmax_u16x2(x, y, z);
  r[8] = __vimax3_s32_relu(x, y, z);
  r[9] = (int)__vibmin_u32(x, y, &p); r[9] ^= (p << 7);
  r[10] = __vimin_s32_relu(x, y);
  r[11] = (int)__vimax3_s16x2_relu(x, y, z);
}
extern "C" __global__ void vatom(float2 *f2, float4 *f4, __nv_bfloat162 *b2, unsigned short *u16, unsigned long long *u64) {
  int i = threadIdx.x;
  atomicAdd(f2, make_float2(1.0f, (float)i));
  atomicAdd(f4, make_float4(0.5f, 1.0f, 2.0f, (float)(i & 3)));
  atomicAdd(b2, __floats2bfloat162_rn(1.0f, -1.0f));
  unsigned short old = u16[0], ass;
  do { ass = old; old = atomicCAS(u16, ass, (unsigned short)(ass + 3)); } while (old != ass);
  atomicAdd_block(&u64[0], 5ull);
  atomicMax_system(&u64[1], (unsigned long long)i * i);
}
extern "C" __global__ void alloc(const int *n, int *o) {
  int k = n[threadIdx.x] & 15;
  int *p = (int *)alloca((k + 1) * sizeof(int));
  for (int j = 0; j <= k; ++j) p[j] = j * j;
  int s = 0;
  for (int j = 0; j <= k; ++j) s += p[k - j] * (j + 1);
  __shared__ int sh;
  sh = 0;
  o[threadIdx.x] = s | __isShared(&sh) << 24 | __isGlobal(o) << 25 | __isLocal(p) << 26 | __isGlobal(p) << 27;
}
