// cache_ops_conversions.cu - ptxlint real-PTX corpus: the cache-operator load
// and store intrinsics (__ldg/__ldca/__ldcg/__ldcs/__ldlu/__ldcv,
// __stwb/__stcg/__stcs/__stwt) over every vector type they take, and the
// half/bfloat16 conversion intrinsics in every rounding mode (to and from
// int, unsigned, short, long long, float, double, and the packed pairs).
// Small on purpose: nvcc-corpus.test compiles it for every target.
#include "corpus_features.cuh"
#include <cuda_bf16.h>
#include <cuda_fp16.h>

template <typename T> __device__ void cacheOps(const T *in, T *out, int i) {
  T a = __ldg(in + i);
  T b = __ldca(in + i + 1);
  T c = __ldcg(in + i + 2);
  T d = __ldcs(in + i + 3);
  T e = __ldlu(in + i + 4);
  T f = __ldcv(in + i + 5);
  __stwb(out + i, a);
  __stcg(out + i + 1, b);
  __stcs(out + i + 2, c);
  __stwt(out + i + 3, d);
  __stwb(out + i + 4, e);
  __stcs(out + i + 5, f);
}

__global__ void cache_ops(const float4 *f4, float4 *of4, const double2 *d2, double2 *od2,
                          const int4 *i4, int4 *oi4, const uint2 *u2, uint2 *ou2,
                          const longlong2 *l2, longlong2 *ol2, const char4 *c4, char4 *oc4,
                          const short2 *s2, short2 *os2, const __half2 *h2, __half2 *oh2,
                          const __nv_bfloat162 *b2, __nv_bfloat162 *ob2, const float *f,
                          float *of, const unsigned char *uc, unsigned char *ouc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cacheOps(f4, of4, i);
  cacheOps(d2, od2, i);
  cacheOps(i4, oi4, i);
  cacheOps(u2, ou2, i);
  cacheOps(l2, ol2, i);
  cacheOps(c4, oc4, i);
  cacheOps(s2, os2, i);
  cacheOps(h2, oh2, i);
  cacheOps(b2, ob2, i);
  cacheOps(f, of, i);
  cacheOps(uc, ouc, i);
}

__global__ void half_conversions(const float *x, const double *xd, const int *xi,
                                 const long long *xl, __half *h, int *oi, unsigned *ou,
                                 long long *ol, unsigned long long *oul, short *os,
                                 float *of) {
  int i = threadIdx.x;
  float v = x[i];
  h[8 * i + 0] = __float2half_rn(v);
  h[8 * i + 1] = __float2half_rz(v);
  h[8 * i + 2] = __float2half_rd(v);
  h[8 * i + 3] = __float2half_ru(v);
  h[8 * i + 4] = __double2half(xd[i]);
  h[8 * i + 5] = __int2half_rz(xi[i]);
  h[8 * i + 6] = __ll2half_rd(xl[i]);
  h[8 * i + 7] = __uint2half_ru((unsigned)xi[i]);
  __half a = h[i];
  oi[4 * i + 0] = __half2int_rn(a);
  oi[4 * i + 1] = __half2int_rz(a);
  oi[4 * i + 2] = __half2int_rd(a);
  oi[4 * i + 3] = __half2int_ru(a);
  ou[i] = __half2uint_rz(a);
  ol[i] = __half2ll_rd(a);
  oul[i] = __half2ull_ru(a);
  os[i] = __half2short_rn(a);
  __half2 p = __floats2half2_rn(v, v + 1.0f);
  __half2 q = __float22half2_rn(make_float2(v, -v));
  float2 r = __half22float2(__hadd2(p, q));
  of[i] = r.x + r.y + __low2float(p) + __high2float(q);
}

__global__ void bf16_conversions(const float *x, const double *xd, const int *xi,
                                 const unsigned long long *xul, __nv_bfloat16 *b, int *oi,
                                 unsigned *ou, long long *ol, short *os, float *of) {
  int i = threadIdx.x;
  float v = x[i];
  b[8 * i + 0] = __float2bfloat16_rn(v);
  b[8 * i + 1] = __float2bfloat16_rz(v);
  b[8 * i + 2] = __float2bfloat16_rd(v);
  b[8 * i + 3] = __float2bfloat16_ru(v);
  b[8 * i + 4] = __double2bfloat16(xd[i]);
  b[8 * i + 5] = __int2bfloat16_rz(xi[i]);
  b[8 * i + 6] = __ull2bfloat16_rd(xul[i]);
  b[8 * i + 7] = __short2bfloat16_ru((short)xi[i]);
  __nv_bfloat16 a = b[i];
  oi[4 * i + 0] = __bfloat162int_rn(a);
  oi[4 * i + 1] = __bfloat162int_rz(a);
  oi[4 * i + 2] = __bfloat162int_rd(a);
  oi[4 * i + 3] = __bfloat162int_ru(a);
  ou[i] = __bfloat162uint_rz(a);
  ol[i] = __bfloat162ll_rd(a);
  os[i] = __bfloat162short_rn(a);
  __nv_bfloat162 p = __floats2bfloat162_rn(v, v * 2.0f);
  __nv_bfloat162 q = __float22bfloat162_rn(make_float2(-v, v));
  float2 r = __bfloat1622float2(p);
  of[i] = r.x + r.y + __low2float(q) + __high2float(q) + __bfloat162float(a);
}
