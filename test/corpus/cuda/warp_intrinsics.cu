// warp_intrinsics.cu - ptxlint real-PTX corpus
//
// Covers warp-level primitives and the PTX they lower to:
//   * __shfl_sync / __shfl_up_sync / __shfl_down_sync / __shfl_xor_sync on
//     int, unsigned, long long, unsigned long long, float, double, __half,
//     __half2 and __nv_bfloat16 (shfl.sync.{idx,up,down,bfly}.b32 with
//     predicate outputs, 64-bit values split with mov.b64 {lo,hi})
//   * __ballot_sync, __any_sync, __all_sync, __uni_sync (vote.sync.*)
//   * __match_any_sync / __match_all_sync (match.sync.any/all.b32/.b64)
//   * __reduce_{add,min,max,and,or,xor}_sync (redux.sync, sm_80+)
//   * redux.sync on f32 via inline asm (sm_100a/f, sm_103a/f only)
//   * __activemask (activemask.b32), __syncwarp with full and partial masks
//     (bar.warp.sync), lane masks via %lanemask_* special registers
//   * warp-divergent control flow and a warp-level inclusive scan
// extern "C" and C++-mangled kernels are mixed on purpose.  The kernels use
// full-warp masks, so they expect blockDim.x to be a multiple of 32.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "corpus_features.cuh"

#define FULL_MASK 0xffffffffu

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x & 31u; }

__device__ __forceinline__ unsigned lanemask_lt() {
  unsigned m;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
  return m;
}

__device__ __forceinline__ unsigned lanemask_ge() {
  unsigned m;
  asm("mov.u32 %0, %%lanemask_ge;" : "=r"(m));
  return m;
}

// Butterfly reduction over a full warp; works for any type __shfl_xor_sync supports.
template <typename T>
__device__ T warp_sum_xor(T v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(FULL_MASK, v, off);
  return v;
}

// Tree reduction with __shfl_down_sync.
template <typename T>
__device__ T warp_sum_down(T v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(FULL_MASK, v, off);
  return v;
}

// Inclusive scan with __shfl_up_sync (Kogge-Stone).
template <typename T>
__device__ T warp_inclusive_scan(T v) {
  const unsigned lane = lane_id();
#pragma unroll
  for (int off = 1; off < 32; off <<= 1) {
    T n = __shfl_up_sync(FULL_MASK, v, off);
    if (lane >= (unsigned)off) v += n;
  }
  return v;
}

// One warp per 32 inputs; out[warp] = sum.  n need not be a multiple of 32.
extern "C" __global__ void warp_reduce_sum_f32(const float* __restrict__ in, float* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = (i < n) ? in[i] : 0.0f;
  v = warp_sum_xor(v);
  if (lane_id() == 0 && (i - (int)lane_id()) < n) out[i / 32] = v;
}

extern "C" __global__ void warp_reduce_sum_f64(const double* __restrict__ in, double* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double v = (i < n) ? in[i] : 0.0;
  v = warp_sum_down(v);
  if (lane_id() == 0 && (i - (int)lane_id()) < n) out[i / 32] = v;
}

__global__ void warp_reduce_sum_i64(const long long* in, unsigned long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  long long v = (i < n) ? in[i] : 0;
  v = warp_sum_xor(v);
  unsigned long long u = (i < n) ? (unsigned long long)in[i] * 3u : 0ull;
  u = warp_sum_down(u);
  if (lane_id() == 0 && (i - (int)lane_id()) < n) {
    out[2 * (i / 32)] = (unsigned long long)v;
    out[2 * (i / 32) + 1] = u;
  }
}

// Warp scan of ints, plus broadcast of the warp total with __shfl_sync(…, 31).
__global__ void warp_scan_i32(const int* in, int* out, int* totals, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  int s = warp_inclusive_scan(v);
  int total = __shfl_sync(FULL_MASK, s, 31);
  if (i < n) out[i] = s;
  if (lane_id() == 0 && (i - (int)lane_id()) < n) totals[i / 32] = total;
}

// Half-precision shuffles: __half, __half2, __nv_bfloat16, __nv_bfloat162.
__global__ void warp_shuffle_half(const __half* hin, const __half2* h2in, const __nv_bfloat16* bin,
                                  __half* hout, __half2* h2out, __nv_bfloat16* bout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool ok = i < n;
  __half h = ok ? hin[i] : __float2half(0.0f);
  __half2 h2 = ok ? h2in[i] : __floats2half2_rn(0.0f, 0.0f);
  __nv_bfloat16 b = ok ? bin[i] : __float2bfloat16(0.0f);
  // rotate by one lane, width 16 sub-warps, xor with 8
  h = __shfl_sync(FULL_MASK, h, (lane_id() + 1) & 31);
  h2 = __shfl_xor_sync(FULL_MASK, h2, 8, 16);
  b = __shfl_down_sync(FULL_MASK, b, 2, 8);
  if (ok) {
    hout[i] = h;
    h2out[i] = h2;
    bout[i] = b;
  }
}

// Sub-warp shuffles with width < 32 (shfl.sync with a non-trivial c operand).
__global__ void subwarp_broadcast(const unsigned* in, unsigned* out, int width_log2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = (i < n) ? in[i] : 0u;
  unsigned r;
  switch (width_log2) {
    case 1: r = __shfl_sync(FULL_MASK, v, 0, 2); break;
    case 2: r = __shfl_sync(FULL_MASK, v, 0, 4); break;
    case 3: r = __shfl_sync(FULL_MASK, v, 0, 8); break;
    case 4: r = __shfl_sync(FULL_MASK, v, 0, 16); break;
    default: r = __shfl_sync(FULL_MASK, v, 0, 32); break;
  }
  unsigned up = __shfl_up_sync(FULL_MASK, r, 1, 16);
  if (i < n) out[i] = r ^ up;
}

// Votes: ballot / any / all / uni, lane masks, popc of the ballot.
extern "C" __global__ void warp_votes(const int* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  unsigned ballot = __ballot_sync(FULL_MASK, v > 0);
  int any = __any_sync(FULL_MASK, v < 0);
  int all = __all_sync(FULL_MASK, v != 0);
  int uni = __uni_sync(FULL_MASK, v & 1);
  unsigned rank = __popc(ballot & lanemask_lt());
  unsigned above = __popc(ballot & lanemask_ge());
  if (i < n) out[i] = ballot ^ (unsigned)(any | (all << 1) | (uni << 2)) ^ (rank << 8) ^ (above << 16);
}

// Votes under divergence: the active mask is taken with __activemask() and the
// divergent half of the warp reconverges with __syncwarp(mask).
__global__ void divergent_votes(const int* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  unsigned res;
  if (v & 1) {
    unsigned m = __activemask();
    unsigned b = __ballot_sync(m, v > 100);
    __syncwarp(m);
    res = b | 1u;
  } else {
    unsigned m = __activemask();
    int a = __all_sync(m, v >= 0);
    __syncwarp(m);
    res = (unsigned)a << 1;
  }
  __syncwarp();
  out[i] = res;
}

// __syncwarp with a literal partial mask: lanes 0-15 exchange through shared memory.
__global__ void syncwarp_partial(const int* in, int* out) {
  __shared__ int buf[32];
  unsigned lane = lane_id();
  if (threadIdx.x < 32) {
    if (lane < 16) {
      buf[lane] = in[lane];
      __syncwarp(0x0000ffffu);
      out[lane] = buf[15 - lane];
    } else {
      buf[lane] = in[lane] * 2;
      __syncwarp(0xffff0000u);
      out[lane] = buf[47 - lane];
    }
  }
}

// match.sync: group lanes with equal keys (32-bit and 64-bit keys).
__global__ void warp_match(const unsigned* keys32, const unsigned long long* keys64, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned k = (i < n) ? keys32[i] : 0xdeadbeefu;
  unsigned long long k64 = (i < n) ? keys64[i] : 0ull;
  unsigned peers = __match_any_sync(FULL_MASK, k);
  unsigned peers64 = __match_any_sync(FULL_MASK, k64);
  int pred32 = 0, pred64 = 0;
  unsigned all32 = __match_all_sync(FULL_MASK, k >> 4, &pred32);
  unsigned all64 = __match_all_sync(FULL_MASK, k64 >> 8, &pred64);
  // leader of each group does the "aggregated" write
  int leader = __ffs(peers) - 1;
  if (i < n) {
    out[i] = peers ^ peers64 ^ (pred32 ? all32 : 0u) ^ (pred64 ? all64 : 0u);
    if ((int)lane_id() == leader) out[i] |= 0x80000000u;
  }
}

// redux.sync integer reductions (sm_80+), with a shuffle fallback on older targets.
extern "C" __global__ void warp_redux(const unsigned* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = (i < n) ? in[i] : 0u;
  int s = (i < n) ? (int)in[i] - 1000 : 0;
#if CORPUS_SM80
  unsigned add = __reduce_add_sync(FULL_MASK, v);
  unsigned umin = __reduce_min_sync(FULL_MASK, v);
  unsigned umax = __reduce_max_sync(FULL_MASK, v);
  int smin = __reduce_min_sync(FULL_MASK, s);
  int smax = __reduce_max_sync(FULL_MASK, s);
  unsigned band = __reduce_and_sync(FULL_MASK, v);
  unsigned bor = __reduce_or_sync(FULL_MASK, v);
  unsigned bxor = __reduce_xor_sync(FULL_MASK, v);
#else
  unsigned add = warp_sum_xor(v);
  unsigned umin = v, umax = v, band = v, bor = v, bxor = v;
  int smin = s, smax = s;
  for (int off = 16; off > 0; off >>= 1) {
    umin = min(umin, __shfl_xor_sync(FULL_MASK, umin, off));
    umax = max(umax, __shfl_xor_sync(FULL_MASK, umax, off));
    smin = min(smin, __shfl_xor_sync(FULL_MASK, smin, off));
    smax = max(smax, __shfl_xor_sync(FULL_MASK, smax, off));
    band &= __shfl_xor_sync(FULL_MASK, band, off);
    bor |= __shfl_xor_sync(FULL_MASK, bor, off);
    bxor ^= __shfl_xor_sync(FULL_MASK, bxor, off);
  }
#endif
  if (lane_id() == 0 && i < n) {
    unsigned* o = out + 8 * (i / 32);
    o[0] = add; o[1] = umin; o[2] = umax; o[3] = (unsigned)smin;
    o[4] = (unsigned)smax; o[5] = band; o[6] = bor; o[7] = bxor;
  }
}

// Floating-point warp min/max: redux.sync.{min,max}{.abs}{.NaN}.f32 where the
// target has it, a shuffle loop elsewhere.
__global__ void warp_fminmax(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = (i < n) ? in[i] : 0.0f;
  float lo, hi, amax;
#if CORPUS_HAS_REDUX_F32
  asm("redux.sync.min.f32 %0, %1, 0xffffffff;" : "=f"(lo) : "f"(v));
  asm("redux.sync.max.NaN.f32 %0, %1, 0xffffffff;" : "=f"(hi) : "f"(v));
  asm("redux.sync.max.abs.f32 %0, %1, %2;" : "=f"(amax) : "f"(v), "r"(FULL_MASK));
#else
  lo = v; hi = v; amax = fabsf(v);
  for (int off = 16; off > 0; off >>= 1) {
    lo = fminf(lo, __shfl_xor_sync(FULL_MASK, lo, off));
    hi = fmaxf(hi, __shfl_xor_sync(FULL_MASK, hi, off));
    amax = fmaxf(amax, __shfl_xor_sync(FULL_MASK, amax, off));
  }
#endif
  if (lane_id() == 0 && i < n) {
    out[3 * (i / 32)] = lo;
    out[3 * (i / 32) + 1] = hi;
    out[3 * (i / 32) + 2] = amax;
  }
}

// Raw shfl.sync with its predicate output (is the source lane in range?).
__global__ void shfl_with_predicate(const int* in, int* out, int delta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  int r, valid;
  asm volatile(
      "{\n\t"
      ".reg .pred p;\n\t"
      "shfl.sync.down.b32 %0|p, %2, %3, 0x1f, %4;\n\t"
      "selp.s32 %1, 1, 0, p;\n\t"
      "}"
      : "=r"(r), "=r"(valid)
      : "r"(v), "r"(delta), "r"(FULL_MASK));
  if (i < n) out[i] = valid ? r : -1;
}

// Warp-aggregated atomic increment (classic pattern: one atomic per warp).
__global__ void warp_aggregated_increment(int* counter, int* slots, const int* flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || !flags[i]) return;
  unsigned active = __activemask();
  int leader = __ffs(active) - 1;
  int count = __popc(active);
  int base = 0;
  if ((int)lane_id() == leader) base = atomicAdd(counter, count);
  base = __shfl_sync(active, base, leader);
  slots[i] = base + __popc(active & lanemask_lt());
}

template __device__ float warp_sum_xor<float>(float);
