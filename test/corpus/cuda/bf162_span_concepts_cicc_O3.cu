// bf162_span_concepts_cicc_O3.cu - ptxlint real-PTX corpus
//
// Covers packed __nv_bfloat162 math in loops that NVVM vectorises at its
// highest level (-Xcicc -O3 --extra-device-vectorization, which no other
// corpus file combines): __hfma2 with and without relu, __hadd2_sat,
// __hmul2_rn, __hmax2_nan / __hmin2, __habs2 / __hneg2, __hcmadd (complex
// multiply-add), h2exp2 / h2log2 / h2rcp / h2sqrt / h2rsqrt, the mask
// comparisons (__hgt2_mask, __hle2_mask, __heq2_mask) and the unordered
// ones (__hbltu2), conversions to and from float2 and __half2 through
// float; views of the data as cuda::std::span<__nv_bfloat162> and
// span<const float, 8> with static extent, constrained by C++20 concepts
// (a requires-clause on a callable, std::integral/std::floating_point
// style constraints written with cuda::std type traits), designated
// initializers and a consteval table size.
// corpus-nvcc-flags: -std=c++20 -Xcicc -O3 --extra-device-vectorization
// corpus-nvcc-flags-G: -std=c++20 -lineinfo
// (sm_75 has no bf16 fma/min/max/cmadd overloads in CUDA 13.0: adds there.)
// corpus-quick-archs: sm_75 sm_90a sm_100a
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda/std/span>
#include <cuda/std/type_traits>

#include "corpus_features.cuh"

template <class T>
concept PackedBf16Op = requires(T f, __nv_bfloat162 a, __nv_bfloat162 b) {
  { f(a, b) } -> cuda::std::same_as<__nv_bfloat162>;
};

template <class T>
concept Index = cuda::std::is_integral_v<T> && (sizeof(T) >= 4);

struct Params {
  float alpha;
  float beta;
  int stride;
};

consteval int table_size() { return 8; }

template <PackedBf16Op Op, Index I>
__device__ void apply(cuda::std::span<__nv_bfloat162> out, cuda::std::span<const __nv_bfloat162> a,
                      cuda::std::span<const __nv_bfloat162> b, I n, Op op) {
  for (I k = 0; k < n; ++k) out[k] = op(a[k], b[k]);
}

__global__ void bf162_arith(__nv_bfloat162* out, const __nv_bfloat162* a, const __nv_bfloat162* b,
                            int n, Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int chunk = 16;
  int base = i * chunk;
  if (base + chunk > n) return;
  cuda::std::span<__nv_bfloat162> o(out + base, chunk);
  cuda::std::span<const __nv_bfloat162> va(a + base, chunk);
  cuda::std::span<const __nv_bfloat162> vb(b + base, chunk);
  __nv_bfloat162 al = __float2bfloat162_rn(p.alpha);
  __nv_bfloat162 be = __float2bfloat162_rn(p.beta);
#if CORPUS_SM80
  apply(o, va, vb, chunk, [al, be](__nv_bfloat162 x, __nv_bfloat162 y) {
    __nv_bfloat162 t = __hfma2(al, x, __hmul2(be, y));
    t = __hadd2_sat(t, __hneg2(__habs2(y)));
    return __hmax2_nan(__hmin2(t, x), __hfma2_relu(x, y, al));
  });
#else
  // CUDA 13.0 declares the bf16 fma/min/max/cmadd overloads for sm_80 and
  // later only: add and negate elsewhere.
  apply(o, va, vb, chunk, [al, be](__nv_bfloat162 x, __nv_bfloat162 y) {
    return __hadd2(__hadd2(al, x), __hneg2(__hadd2(be, y)));
  });
#endif
}

__global__ void bf162_math(__nv_bfloat162* out, const __nv_bfloat162* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = i; k < n; k += gridDim.x * blockDim.x) {
    __nv_bfloat162 x = __habs2(a[k]);
    __nv_bfloat162 e = h2exp2(x);
    __nv_bfloat162 l = h2log2(__hadd2(x, __float2bfloat162_rn(1.0f)));
    __nv_bfloat162 r = h2rcp(__hadd2(e, l));
    __nv_bfloat162 s = h2sqrt(x);
    __nv_bfloat162 q = h2rsqrt(__hadd2(s, __float2bfloat162_rn(0.5f)));
#if CORPUS_SM80
    out[k] = __hcmadd(r, q, __hmul2_rn(s, e));
#else
    out[k] = __hadd2(__hadd2(r, q), __hadd2(s, e));
#endif
  }
}

__global__ void bf162_compare(unsigned* masks, int* counts, const __nv_bfloat162* a,
                              const __nv_bfloat162* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_bfloat162 x = a[i], y = b[i];
  unsigned m = __hgt2_mask(x, y) ^ __hle2_mask(y, x) ^ (__heq2_mask(x, y) >> 1);
  masks[i] = m;
  int c = (__hbltu2(x, y) ? 1 : 0) + (__hbgeu2(x, y) ? 2 : 0) + (__hbeq2(x, x) ? 4 : 0);
  counts[i] = c;
}

__global__ void bf162_convert(float2* f, __half2* h, const __nv_bfloat162* a,
                              cuda::std::span<const float, 8> coef, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_bfloat162 x = a[i];
  float2 v = __bfloat1622float2(x);
  float acc = 0.0f;
#pragma unroll
  for (int k = 0; k < table_size(); ++k) acc += coef[k] * (k & 1 ? v.y : v.x);
  f[i] = make_float2(v.x * acc, v.y - acc);
  h[i] = __floats2half2_rn(__low2float(x) + acc, __high2float(x) * acc);
}

// Reduction over a vectorised loop: the sum of the products in bf16x2, each
// half accumulated in float.
__global__ void bf162_dot(float* out, const __nv_bfloat162* a, const __nv_bfloat162* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float2 acc = make_float2(0.0f, 0.0f);
  for (int k = i; k < n; k += gridDim.x * blockDim.x) {
    float2 p = __bfloat1622float2(__hmul2(a[k], b[k]));
    acc.x += p.x;
    acc.y += p.y;
  }
  for (int off = 16; off > 0; off >>= 1) {
    acc.x += __shfl_down_sync(0xffffffffu, acc.x, off);
    acc.y += __shfl_down_sync(0xffffffffu, acc.y, off);
  }
  if ((threadIdx.x & 31) == 0) atomicAdd(out, acc.x + acc.y);
}
