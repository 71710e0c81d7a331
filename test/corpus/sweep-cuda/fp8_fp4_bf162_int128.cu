// fp8_fp4_bf162_int128.cu - ptxlint differential sweep input (helper-204)
//
// Quantisation kernels in the shape of inference engines: per-block absmax
// scaling into fp8 (e4m3/e5m2, x2 and x4 packs), fp6 and fp4 (e2m1 x2/x4)
// with saturation, e8m0 block scales, dequantisation back to half/bf16
// pairs, __nv_bfloat162 and half2 math (hfma2, h2exp, h2rcp, __hmax2_nan,
// __hmul2_rn, __habs2, shuffles of bf162), and an __int128 fixed-point
// accumulator (multiply, divide, shifts, comparisons, atomic CAS loop on
// a 64-bit pair).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#if __has_include(<cuda_fp6.h>)
#include <cuda_fp6.h>
#include <cuda_fp4.h>
#define HAVE_FP4 1
#endif
#include <cstdint>
#include "../cuda/corpus_features.cuh"

__device__ float block_absmax(float v) {
  __shared__ float red[32];
  for (int o = 16; o; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
  if ((threadIdx.x & 31) == 0) red[threadIdx.x / 32] = v;
  __syncthreads();
  v = threadIdx.x < blockDim.x / 32 ? red[threadIdx.x] : 0.f;
  if (threadIdx.x < 32)
    for (int o = 16; o; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
  return __shfl_sync(0xffffffff, v, 0);
}

__global__ void quantize(const __nv_bfloat162* in, uint32_t* q8, uint16_t* q8x2, uint16_t* q4, uint8_t* scales,
                         float* amax_out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __nv_bfloat162 x = i < n ? in[i] : __float2bfloat162_rn(0.f);
  float2 f = __bfloat1622float2(x);
  float m = block_absmax(fmaxf(fabsf(f.x), fabsf(f.y)));
  float s = m > 0 ? 448.f / m : 1.f;
  float2 fs = make_float2(f.x * s, f.y * s);
  __nv_fp8x2_storage_t e4 = __nv_cvt_float2_to_fp8x2(fs, __NV_SATFINITE, __NV_E4M3);
  __nv_fp8x2_storage_t e5 = __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw(x), __NV_SATFINITE, __NV_E5M2);
  __nv_fp8x4_e4m3 four(make_float4(fs.x, fs.y, -fs.x, -fs.y));
  q8[i] = four.__x;
  q8x2[i] = e4 ^ e5;
#ifdef HAVE_FP4
  __nv_fp4x2_storage_t p4 = __nv_cvt_float2_to_fp4x2(fs, __NV_E2M1, cudaRoundNearest);
  __nv_fp6x2_storage_t p6 = __nv_cvt_float2_to_fp6x2(fs, __NV_E3M2, cudaRoundNearest);
  __nv_fp8_storage_t sc = __nv_cvt_float_to_e8m0(s, __NV_SATFINITE, cudaRoundPosInf);
  __nv_fp4x4_e2m1 q4x4(make_float4(fs.x, fs.y, fs.x * .5f, fs.y * .5f));
  q4[i] = p4 | (p6 << 8) ^ q4x4.__x;
  if ((threadIdx.x & 31) == 0) scales[i / 32] = sc;
#else
  q4[i] = 0;
  if ((threadIdx.x & 31) == 0) scales[i / 32] = (uint8_t)__float2uint_rn(log2f(s) + 127.f);
#endif
  if (threadIdx.x == 0) amax_out[blockIdx.x] = m;
}

__global__ void dequantize(const uint16_t* q8x2, const uint8_t* scales, __half2* outh, __nv_bfloat162* outb, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2_raw hr = __nv_cvt_fp8x2_to_halfraw2(q8x2[i], __NV_E4M3);
  __half2 h = hr;
  __nv_fp8_e5m2 one;
  one.__x = (uint8_t)(q8x2[i] >> 8);
  float inv = exp2f((float)scales[i / 32] - 127.f);
  __half2 hs = __float2half2_rn(inv);
  h = __hmul2_rn(h, hs);
  h = __hfma2(h, hs, __float2half2_rn((float)one));
  h = __hmax2_nan(h, __habs2(__hneg2(h)));
  outh[i] = h2exp(h2rcp(__hadd2(h, __float2half2_rn(2.f))));
#if CORPUS_SM80
  __nv_bfloat162 b = __floats2bfloat162_rn(__low2float(h), __high2float(h));
  b = __hfma2(b, __float2bfloat162_rn(inv), __float2bfloat162_rn(0.5f));
  b = __hmax2(b, __hmin2(b, __shfl_xor_sync(0xffffffff, b, 1)));
  b = h2sqrt(__habs2(b));
  b = __hmul2(b, h2exp2(b));
  outb[i] = __hfma2_relu(b, b, __float2bfloat162_rn(-1.f));
#else
  outb[i] = __floats2bfloat162_rn(__low2float(h), __high2float(h));
#endif
}

__device__ unsigned long long g_pair[2];

__global__ void int128_fixed_point(const long long* a, const long long* b, __int128* out, unsigned long long* flags,
                                   int n) {
  __int128 acc = 0;
  unsigned __int128 uacc = 1;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    __int128 p = (__int128)a[i] * b[i];
    acc += p >> 16;
    uacc = uacc * 6364136223846793005ULL + (unsigned __int128)(unsigned long long)a[i];
    if (acc > ((__int128)1 << 100)) acc /= b[i] | 1;
    if (uacc % 7 == 3) uacc <<= 3;
  }
  __int128 q = acc / (__int128)(n | 1), r = acc % (__int128)(n | 1);
  out[threadIdx.x] = q ^ r ^ (__int128)(uacc >> 64) ^ (acc < 0 ? -acc : acc);
  unsigned long long lo = (unsigned long long)acc, old = g_pair[0], assumed;
  do {
    assumed = old;
    old = atomicCAS(&g_pair[0], assumed, assumed + lo);
  } while (old != assumed);
  flags[threadIdx.x] = (unsigned long long)__clzll((long long)(uacc >> 64)) + __popcll(lo);
}
