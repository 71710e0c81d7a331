// fastmath_precdiv_atomic_ref_small.cu - ptxlint real-PTX corpus
//
// Covers --use_fast_math with -prec-div=true given after it (IEEE division
// and reciprocal kept while the rest is approximate: __sinf/__expf/rsqrt,
// ftz), with -Xcicc -O1; cuda::atomic_ref on 8- and 16-bit integers
// (fetch_add/fetch_and/fetch_or/fetch_xor/min/max/exchange/compare_exchange
// with explicit memory orders and thread scopes, lowered to 32-bit CAS
// loops), cuda::std::bit_cast between float, double, 16-bit and vector
// types, 128-bit atomicCAS/atomicExch on __int128 and a 16-byte struct
// (sm_90+) and the fast-math intrinsics next to the precise division, with
// -ftz=false given after --use_fast_math too; the -G build adds -lineinfo
// (-G with -lineinfo). (cuda::atomic_ref<__int128>::load is left out: CUDA
// 13.0's libcu++ writes `ld.acquire.gpu.b128 [%rd3],_d;`, operands swapped,
// which ptxas refuses.)
// corpus-nvcc-flags: --use_fast_math -prec-div=true -ftz=false
// corpus-nvcc-flags-G: -lineinfo --use_fast_math -prec-div=true
// corpus-quick-archs: sm_75 sm_80 sm_90a sm_100a sm_120a
#include <cuda/atomic>
#include <cuda/std/bit>
#include <cuda/std/cstdint>

#include "corpus_features.cuh"

__global__ void fast_math_precise_div(const float* x, const float* y, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i], b = y[i];
  // Division and 1/x stay IEEE under -prec-div=true; the rest is fast.
  float q = a / b;
  float r = 1.0f / b;
  float s = __sinf(a) + __cosf(b) + __expf(a * 0.5f) + __logf(fabsf(b) + 1.0f);
  float t = rsqrtf(fabsf(a) + 1.0f) * sqrtf(fabsf(b));
  float u = __fdividef(a, b + 2.0f) + powf(fabsf(a) + 1.0f, 0.3f);
  float v = tanf(a) + exp10f(b * 0.1f) + log2f(fabsf(a) + 2.0f);
  out[i] = q + r + s + t + u + v;
}

__global__ void fast_math_double(const double* x, double* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = x[i];
  out[i] = a / (a + 3.0) + 1.0 / (a * a + 1.0) + sqrt(fabs(a));
}

template <typename T, cuda::thread_scope Scope>
__device__ T small_atomics(T* p, T v) {
  cuda::atomic_ref<T, Scope> ref(*p);
  T acc = ref.fetch_add(v, cuda::std::memory_order_relaxed);
  acc ^= ref.fetch_and(static_cast<T>(~v), cuda::std::memory_order_acquire);
  acc ^= ref.fetch_or(v, cuda::std::memory_order_release);
  acc ^= ref.fetch_xor(static_cast<T>(v << 1), cuda::std::memory_order_acq_rel);
  acc ^= ref.fetch_min(v, cuda::std::memory_order_seq_cst);
  acc ^= ref.fetch_max(v);
  acc ^= ref.exchange(static_cast<T>(acc + 1), cuda::std::memory_order_relaxed);
  T expected = ref.load(cuda::std::memory_order_acquire);
  while (!ref.compare_exchange_weak(expected, static_cast<T>(expected * 3 + v),
                                    cuda::std::memory_order_acq_rel,
                                    cuda::std::memory_order_relaxed)) {
  }
  ref.store(static_cast<T>(acc | expected), cuda::std::memory_order_release);
  return acc;
}

__global__ void atomic_ref_8_16(signed char* c, unsigned char* uc, short* s,
                                unsigned short* us, int* out) {
  int i = threadIdx.x;
  int a = small_atomics<signed char, cuda::thread_scope_device>(c + (i & 7),
                                                                static_cast<signed char>(i));
  a += small_atomics<unsigned char, cuda::thread_scope_block>(uc + (i & 3),
                                                              static_cast<unsigned char>(i * 5));
  a += small_atomics<short, cuda::thread_scope_system>(s + (i & 1), static_cast<short>(i - 16));
  a += small_atomics<unsigned short, cuda::thread_scope_device>(us,
                                                                static_cast<unsigned short>(i));
  out[blockIdx.x * blockDim.x + i] = a;
}

struct alignas(8) Pair32 {
  float lo;
  unsigned hi;
};

__global__ void bit_casts(const float* f, const double* d, unsigned* u, unsigned long long* ul,
                          unsigned short* h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned bits = cuda::std::bit_cast<unsigned>(f[i]);
  unsigned long long dbits = cuda::std::bit_cast<unsigned long long>(d[i]);
  Pair32 pr = cuda::std::bit_cast<Pair32>(dbits);
  u[i] = bits ^ cuda::std::bit_cast<unsigned>(pr.lo) ^ pr.hi;
  ul[i] = dbits + cuda::std::bit_cast<unsigned long long>(pr);
  h[i] = static_cast<unsigned short>(cuda::std::popcount(bits) + cuda::std::countl_zero(dbits) +
                                     cuda::std::bit_width(bits));
  float back = cuda::std::bit_cast<float>(bits ^ 0x80000000u);
  u[i + n] = cuda::std::bit_cast<unsigned>(back * 2.0f);
}

struct alignas(16) Quad {
  unsigned long long a, b;
};

__global__ void atomics_128(__int128* p, unsigned __int128* q, Quad* s, __int128* out) {
#if CORPUS_SM90
  int i = threadIdx.x;
  __int128 v = static_cast<__int128>(i) << 70 | i;
  __int128 old = atomicExch(p, v);
  __int128 cmp = old;
  __int128 seen;
  do {
    seen = cmp;
    cmp = atomicCAS(p, seen, seen + v);
  } while (cmp != seen);
  unsigned __int128 uo = atomicCAS(q, static_cast<unsigned __int128>(i), ~static_cast<unsigned __int128>(0));
  Quad nq{static_cast<unsigned long long>(i), static_cast<unsigned long long>(old)};
  Quad qo = atomicExch(s, nq);
  Quad want = qo;
  Quad got = atomicCAS(s, want, Quad{qo.a + 1, qo.b ^ 1});
  out[1] = old + static_cast<__int128>(uo) + got.a;
  out[2 + i] = seen;
#else
  (void)p; (void)q; (void)s; (void)out;
#endif
}
