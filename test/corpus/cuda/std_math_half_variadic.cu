// std_math_half_variadic.cu - ptxlint real-PTX corpus
//
// Covers libcu++ <cuda/std/cmath>, <cuda/std/bit> and <cuda/std/numeric> on
// __half and __nv_bfloat16 (classification, fabs/fmin/fmax/copysign, frexp/ldexp,
// bit_cast and the bit algorithms on their 16-bit patterns, gcd/lcm/midpoint and
// the numeric algorithms), variadic templates that stamp out many small
// __noinline__ functions, __builtin_expect/__builtin_assume/__builtin_unreachable,
// a graph-friendly kernel with a large __grid_constant__ struct by value and
// programmatic dependent launch (griddepcontrol) on sm_90+, built with
// -Xcicc -O1 --ftz=false (the -G build: -G -dopt on).
// corpus-nvcc-flags: -Xcicc -O1 --ftz=false
// corpus-nvcc-flags-G: -dopt on
// corpus-quick-archs: sm_75 sm_89 sm_90a sm_103a sm_121a
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda/std/bit>
#include <cuda/std/cmath>
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda/std/numeric>

#include "corpus_features.cuh"

template <class T>
__device__ float classify(T v) {
  float r = 0.0f;
  if (cuda::std::isnan(v)) r += 1.0f;
  if (cuda::std::isinf(v)) r += 2.0f;
  if (cuda::std::isfinite(v)) r += 4.0f;
  if (cuda::std::signbit(v)) r += 8.0f;
  return r;
}

template <class T>
__device__ T mix(T a, T b) {
  T m = cuda::std::fmax(cuda::std::fabs(a), cuda::std::fmin(a, b));
  return cuda::std::copysign(m, b);
}

__global__ void std_math_half(const __half* a, const __nv_bfloat16* b, float* out,
                              unsigned short* bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (__builtin_expect(i >= n, 0)) return;
  __half h = a[i];
  __nv_bfloat16 g = b[i];
  float c = classify(h) + 16.0f * classify(g);
  __half hm = mix(h, __float2half(0.5f));
  __nv_bfloat16 gm = mix(g, __float2bfloat16(-0.25f));
  int e = 0;
  float fr = cuda::std::frexp(__half2float(hm), &e);
  float ld = cuda::std::ldexp(__bfloat162float(gm), e & 7);
  unsigned short hb = cuda::std::bit_cast<unsigned short>(hm);
  unsigned short gb = cuda::std::bit_cast<unsigned short>(gm);
  int pc = cuda::std::popcount(hb) + cuda::std::countl_zero(gb) + cuda::std::countr_one(hb);
  unsigned short rot = cuda::std::rotl(hb, 3) ^ cuda::std::rotr(gb, 5);
  unsigned short fl = cuda::std::bit_floor(rot) | cuda::std::bit_width(gb);
  out[i] = c + fr + ld + (float)pc + cuda::std::hypot(fr, ld) + cuda::std::cbrt(ld);
  bits[i] = fl ^ (unsigned short)cuda::std::bit_ceil((unsigned)(hb & 0x7ff) + 1u);
}

__global__ void std_numeric(const int* in, long long* out, unsigned* u, int n) {
  __builtin_assume(n > 0 && n <= 64);
  int local[64];
  for (int k = 0; k < n; ++k) local[k] = in[threadIdx.x * 64 + k];
  long long sum = cuda::std::accumulate(local, local + n, 0LL);
  long long dot = cuda::std::inner_product(local, local + n, local, 0LL);
  int part[64];
  cuda::std::partial_sum(local, local + n, part);
  int diff[64];
  cuda::std::adjacent_difference(local, local + n, diff);
  int seq[16];
  cuda::std::iota(seq, seq + 16, (int)threadIdx.x);
  long long red = cuda::std::reduce(seq, seq + 16, 0LL);
  long long tr = cuda::std::transform_reduce(seq, seq + 16, 1LL, cuda::std::multiplies<long long>{},
                                             [](int x) { return (long long)(x % 3 + 1); });
  unsigned g = cuda::std::gcd((unsigned)local[0], (unsigned)part[n - 1]);
  unsigned l = cuda::std::lcm(g + 1u, (unsigned)(n + 2));
  int mid = cuda::std::midpoint(local[0], diff[n - 1]);
  u[threadIdx.x] = g ^ l ^ (unsigned)mid;
  out[threadIdx.x] = sum + dot + red + tr + part[n / 2];
}

// Variadic templates: one __noinline__ function per type and per pack length.
template <class T>
__device__ __noinline__ T scale(T v, int k) {
  return (T)(v * (T)(k + 1));
}

template <class... Ts>
__device__ __noinline__ double fold_sum(Ts... vs) {
  int k = 0;
  return (0.0 + ... + (double)scale(vs, k++));
}

template <int... Is>
__device__ __noinline__ unsigned pack_bits(unsigned x) {
  return ((((x >> Is) & 1u) << (sizeof...(Is) - 1 - Is)) | ...);
}

__device__ __noinline__ int pick(int mode, int x) {
  switch (mode) {
  case 0: return x + 1;
  case 1: return x * 3;
  case 2: return x ^ 0x55;
  case 3: return x >> 2;
  default: __builtin_unreachable();
  }
}

__global__ void variadic_kernel(const float* f, const double* d, const int* i32,
                                const short* s16, const unsigned char* u8, double* out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  double a = fold_sum(f[t]);
  double b = fold_sum(f[t], d[t]);
  double c = fold_sum(f[t], d[t], i32[t], s16[t]);
  double e = fold_sum(u8[t], s16[t], i32[t], (long long)i32[t] << 20, d[t], f[t]);
  unsigned p = pack_bits<0, 1, 2, 3>((unsigned)i32[t]) + pack_bits<0, 1, 2, 3, 4, 5, 6, 7>(t);
  out[t] = a + b + c + e + (double)p + pick(t & 3, i32[t]);
}

// A graph-friendly kernel: everything by value, a large struct in the
// parameter space read in place (__grid_constant__), programmatic dependent
// launch on sm_90+.
struct Params {
  float coeff[48];
  int index[32];
  double bias[8];
  unsigned long long handles[4];
  short2 pairs[6];
  char tag[13];
};

__device__ __noinline__ float weigh(const Params& p, int k) {
  return p.coeff[k % 48] * (float)p.index[k % 32] + (float)p.bias[k % 8];
}

__global__ void graph_kernel(const __grid_constant__ Params p, float* out, int n) {
#if CORPUS_SM90
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n) {
    float acc = weigh(p, t);
    for (int k = 0; k < 6; ++k) acc += (float)(p.pairs[k].x - p.pairs[k].y) * p.tag[k * 2];
    acc += (float)(p.handles[t & 3] & 0xff);
    out[t] = acc;
  }
#if CORPUS_SM90
  asm volatile("griddepcontrol.launch_dependents;");
#endif
}
