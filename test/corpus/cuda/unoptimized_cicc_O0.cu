// unoptimized_cicc_O0.cu - ptxlint real-PTX corpus
//
// Ordinary device code compiled with -Xcicc -O0: NVVM's optimizer off without
// -G, so the PTX keeps every local variable in the __local_depot frame
// (%SP/%SPL, cvta.local, ld.local/st.local through generic and local
// addresses), unfolded constants, one basic block per source statement and
// calls to the internal division and math helpers that -O3 inlines, but no
// debug sections. Covers:
//   * local arrays with dynamic indexing, structs passed and returned by value,
//     pointers to locals handed to noinline callees
//   * recursion, switch statements (brx.idx-free jump chains at -O0), loops
//     with break/continue
//   * 64-bit integer division and remainder, double math, float <-> half and
//     bfloat16 conversions, __half2 / __nv_bfloat162 arithmetic
//   * atomics on global and shared memory, warp votes and shuffles, printf
// The -G build of this file is -G -dopt on (see below).
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "corpus_features.cuh"

// corpus-nvcc-flags: -Xcicc -O0
// -G sets NVVM's optimization level itself ("-opt defined more than once"
// with -Xcicc -O0); its build is -G -dopt on instead, optimized code with
// the limited debug information no other corpus file has.
// corpus-nvcc-flags-G: -dopt on

struct Pair {
  int key;
  float value;
};

struct Stats {
  double sum;
  double sumsq;
  long long count;
  Pair best;
};

__device__ __noinline__ Stats accumulate(Stats s, Pair p) {
  s.sum += p.value;
  s.sumsq += static_cast<double>(p.value) * p.value;
  s.count += 1;
  if (p.value > s.best.value) s.best = p;
  return s;
}

__device__ __noinline__ void fill(int* buf, int n, int seed) {
  for (int i = 0; i < n; ++i) buf[i] = (seed * 1103515245 + i * 12345) & 0x7fff;
}

__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ int classify(int v) {
  switch (v & 7) {
  case 0: return 10;
  case 1: return v * 3;
  case 2:
  case 3: return v >> 1;
  case 5: return -v;
  default: return v ^ 0x55;
  }
}

__global__ void local_frames(const float* in, double* out, long long* idx, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int buf[16];
  fill(buf, 16, tid);
  Stats s = {0.0, 0.0, 0, {-1, -1e30f}};
  for (int i = 0; i < 16; ++i) {
    if (buf[i] % 3 == 0) continue;
    int j = (tid + buf[i]) % n;
    if (j < 0) break;
    s = accumulate(s, Pair{j, in[j]});
  }
  out[2 * tid] = s.sum / (s.count ? s.count : 1);
  out[2 * tid + 1] = sqrt(s.sumsq) + fib(tid & 7);
  idx[tid] = s.best.key + classify(buf[tid & 15]);
}

__global__ void int64_division(const long long* a, const long long* b, const unsigned long long* c,
                               long long* q, long long* r, unsigned long long* uq) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  long long d = b[i] ? b[i] : 1;
  q[i] = a[i] / d;
  r[i] = a[i] % d;
  unsigned long long e = c[i] | 1ull;
  uq[i] = c[i] / e + c[i] % (e + 2);
}

__global__ void double_math(const double* x, double* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double v = x[i];
  y[i] = exp(v) + log1p(fabs(v)) + sin(v) * cos(v) + pow(fabs(v), 1.5) + fma(v, v, 1.0);
}

__global__ void half_bf16(const float* in, __half* h, __nv_bfloat16* b, __half2* h2,
                          __nv_bfloat162* b2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float f = in[i];
  __half hv = __float2half_rn(f);
  __nv_bfloat16 bv = __float2bfloat16_rn(f);
  __half2 hp = __halves2half2(hv, __float2half_rz(f * 2.0f));
  __nv_bfloat162 bp = __halves2bfloat162(bv, __float2bfloat16_rz(f * 0.5f));
  hp = __hfma2(hp, hp, __float2half2_rn(1.0f));
  bp = __hmul2(bp, __float2bfloat162_rn(3.0f));
  h[i] = __hadd(hv, __low2half(hp));
  b[i] = __hsub(bv, __high2bfloat16(bp));
  h2[i] = __hmax2(hp, __float2half2_rn(0.0f));
  b2[i] = __hmin2(bp, __float2bfloat162_rn(8.0f));
}

__global__ void atomics_votes(int* counters, float* fsum, unsigned* ballots, int n) {
  __shared__ int local_count[32];
  int lane = threadIdx.x & 31;
  if (threadIdx.x < 32) local_count[threadIdx.x] = 0;
  __syncthreads();
  int v = (threadIdx.x * 7) % n;
  atomicAdd(&local_count[v & 31], 1);
  atomicMax(&counters[0], v);
  atomicAdd(&fsum[0], 0.5f);
  unsigned ballot = __ballot_sync(0xffffffffu, v & 1);
  int any = __any_sync(0xffffffffu, v > n / 2);
  int other = __shfl_xor_sync(0xffffffffu, v, 1);
  __syncthreads();
  if (lane == 0) ballots[threadIdx.x / 32] = ballot + any + other;
  if (threadIdx.x < 32) atomicAdd(&counters[1 + threadIdx.x], local_count[threadIdx.x]);
  if (threadIdx.x == 0 && blockIdx.x == 0) printf("n=%d first=%d sum=%f\n", n, counters[0], fsum[0]);
}
