// cxx20_concepts_shfl64.cu - ptxlint real-PTX corpus
//
// Covers device code compiled as C++20 (-std=c++20 instead of the build's
// -std=c++17; --expt-relaxed-constexpr --extended-lambda): concept-constrained
// templates and requires-clauses, consteval and constinit, templated lambdas,
// [[likely]]/[[unlikely]], cuda::std::bit_cast; warp shuffles of 64-bit and
// packed 16-bit types (double, long long, unsigned long long, __half2,
// __nv_bfloat162) with every shuffle kind and sub-warp widths;
// cuda::std::atomic_ref on float, double and 64-bit integers with fetch_min/
// fetch_max/compare_exchange and explicit memory orders and thread scopes; an
// extended __device__ lambda handed from the host to a kernel template.
// corpus-nvcc-flags: -std=c++20 --expt-relaxed-constexpr --extended-lambda
// corpus-quick-archs: sm_75 sm_86 sm_90a sm_100a sm_120f
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cuda/std/bit>
#include <cuda/std/cstdint>
#include <cuda/std/type_traits>

#include "corpus_features.cuh"

template <class T>
concept Arith = cuda::std::is_arithmetic_v<T>;

template <class T>
concept Wide = sizeof(T) == 8;

consteval int lanes_for(int bytes) { return bytes >= 8 ? 16 : 32; }

__device__ constinit int g_seed = 12345;

template <Arith T>
  requires Wide<T>
__device__ T warp_mix64(T v, unsigned lane) {
  constexpr int W = lanes_for(sizeof(T));
  T a = __shfl_sync(0xffffffffu, v, (lane + 3) % 32, W);
  T b = __shfl_up_sync(0xffffffffu, v, 1, W);
  T c = __shfl_down_sync(0xffffffffu, v, 2, 8);
  T d = __shfl_xor_sync(0xffffffffu, v, 5);
  if (lane & 1) [[unlikely]] {
    return a + b;
  } else [[likely]] {
    return c + d;
  }
}

template <class T>
__device__ T warp_mix_packed(T v, unsigned lane) {
  T a = __shfl_sync(0xffffffffu, v, lane ^ 7);
  T b = __shfl_xor_sync(0xffffffffu, v, 16, 32);
  T c = v;
  if (lane < 16) c = __shfl_down_sync(0x0000ffffu, v, 1, 16);
  return __hadd2(__hadd2(a, b), c);
}

__global__ void shuffles64(const double* dv, const long long* lv, const unsigned long long* uv,
                           const __half2* hv, const __nv_bfloat162* bv, double* dout,
                           long long* lout, unsigned long long* uout, __half2* hout,
                           __nv_bfloat162* bout) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  dout[tid] = warp_mix64(dv[tid], lane);
  lout[tid] = warp_mix64(lv[tid], lane);
  uout[tid] = warp_mix64(uv[tid], lane) ^ cuda::std::bit_cast<unsigned long long>(dv[tid]);
  hout[tid] = warp_mix_packed(hv[tid], lane);
#if CORPUS_SM80
  bout[tid] = warp_mix_packed(bv[tid], lane);
#else
  bout[tid] = bv[tid];
#endif
}

template <class T, cuda::thread_scope S>
__device__ void atomic_ref_ops(T* p, T v, T* out) {
  cuda::atomic_ref<T, S> r(*p);
  T a = r.fetch_add(v, cuda::std::memory_order_relaxed);
  T b = r.fetch_min(v, cuda::std::memory_order_acq_rel);
  T c = r.fetch_max(v, cuda::std::memory_order_seq_cst);
  T expected = a;
  bool ok = r.compare_exchange_strong(expected, b + c, cuda::std::memory_order_acquire,
                                      cuda::std::memory_order_relaxed);
  r.store(ok ? expected : v, cuda::std::memory_order_release);
  out[0] = r.load(cuda::std::memory_order_acquire);
}

__global__ void atomic_refs(float* f, double* d, long long* l, unsigned long long* u, float* fo,
                            double* dout, long long* lo, unsigned long long* uo) {
  float x = threadIdx.x * 0.5f;
  atomic_ref_ops<float, cuda::thread_scope_block>(f, x, fo);
  atomic_ref_ops<double, cuda::thread_scope_device>(d, (double)x, dout);
  atomic_ref_ops<long long, cuda::thread_scope_system>(l, (long long)threadIdx.x - 7, lo);
  atomic_ref_ops<unsigned long long, cuda::thread_scope_device>(u, threadIdx.x + 1ull, uo);
  cuda::std::atomic_ref<int> s(g_seed);
  s.fetch_xor((int)threadIdx.x, cuda::std::memory_order_relaxed);
}

template <class F>
__global__ void apply_lambda(F f, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto twice = []<class T>(T v) { return v + v; };
  if (i < n) out[i] = twice(f(i));
}

void launch(float* out, int n, float s) {
  auto f = [s] __device__(int i) { return s * static_cast<float>(i) + 1.0f; };
  apply_lambda<<<(n + 127) / 128, 128>>>(f, out, n);
  auto g = [=] __host__ __device__(int i) { return static_cast<float>(i) - s; };
  apply_lambda<<<(n + 127) / 128, 128>>>(g, out, n);
}
