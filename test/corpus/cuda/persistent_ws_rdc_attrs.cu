// persistent_ws_rdc_attrs.cu - ptxlint real-PTX corpus
//
// A warp-specialised persistent GEMV-like kernel and its launch attributes,
// compiled as relocatable device code with a register cap:
//   * -rdc=true with extern device functions, an extern global array and an
//     extern __constant__ table defined in another translation unit
//     (.extern .func / .extern .global / .extern .const), called from
//     producer and consumer roles
//   * __maxnreg__ (.maxnreg), __launch_bounds__ with all three arguments
//     (.maxntid, .minnctapersm, .maxclusterrank on sm_90+), __cluster_dims__
//     on a template kernel (.reqnctapercluster, .explicitcluster)
//   * setmaxnreg.dec / .inc in the producer and consumer warps (sm_90a and
//     the "a"/"f" targets after it), elect.sync leaders, named barriers
//     (bar.sync id, count) between the roles
//   * a persistent tile scheduler: atomicAdd ticket, __nanosleep back-off,
//     griddepcontrol.wait / launch_dependents (sm_90+)
//   * cuda::barrier rings filled with cuda::device::memcpy_async_tx on sm_90+
//     (cp.async.bulk + mbarrier expect_tx), cuda::memcpy_async elsewhere
//   * a cluster-wide reduction through distributed shared memory
//     (map_shared_rank, ld.shared::cluster, barrier.cluster)
//   * __grid_constant__ parameters with nested structs and arrays
// corpus-nvcc-flags: -rdc=true -maxrregcount=96
// corpus-ptxas-flags: -c
// corpus-quick-archs: sm_75 sm_90a sm_100f sm_110a sm_121a
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/std/cstdint>

#include "corpus_features.cuh"

namespace cg = cooperative_groups;

extern __device__ float ext_epilogue(float acc, int tile);
extern "C" __device__ void ext_record_tile(int tile, unsigned long long stamp);
extern __device__ unsigned ext_tile_flags[];
extern __constant__ float ext_bias[64];

struct TileShape {
  int m, n, k;
  int stride[3];
};

struct PersistentParams {
  const float4 *a;
  const float *x;
  float *y;
  int *ticket;
  int tiles;
  TileShape shape;
  float alpha[2];
};

constexpr int kStages = 3;
constexpr int kTile = 256;  // floats per stage
constexpr int kProducerWarps = 1;
constexpr int kConsumerWarps = 4;
constexpr int kThreads = 32 * (kProducerWarps + kConsumerWarps);

__device__ __forceinline__ bool elect_leader() {
#if CORPUS_SM90
  unsigned pred = 0;
  asm volatile(
      "{\n\t.reg .pred p;\n\t"
      "elect.sync _|p, 0xffffffff;\n\t"
      "selp.u32 %0, 1, 0, p;\n\t}"
      : "=r"(pred));
  return pred != 0;
#else
  return (threadIdx.x & 31) == 0;
#endif
}

__device__ __forceinline__ void producer_regs() {
#if CORPUS_HAS_SETMAXNREG
  asm volatile("setmaxnreg.dec.sync.aligned.u32 40;\n");
#endif
}

__device__ __forceinline__ void consumer_regs() {
#if CORPUS_HAS_SETMAXNREG
  asm volatile("setmaxnreg.inc.sync.aligned.u32 232;\n");
#endif
}

__device__ __noinline__ int next_tile(int *ticket, int tiles) {
  int t = atomicAdd(ticket, 1);
  unsigned ns = 32;
  while (t < tiles && (ext_tile_flags[t & 63] & 1u) == 0u) {
#if CORPUS_ARCH >= 700
    __nanosleep(ns);
#endif
    ns = ns < 1024 ? ns * 2 : ns;
    if (ns == 1024) break;
  }
  return t;
}

// The third launch-bounds argument (max CTAs per cluster) needs sm_90.
#if CORPUS_SM90
#define WS_BOUNDS __launch_bounds__(kThreads, 1, 2)
#else
#define WS_BOUNDS __launch_bounds__(kThreads, 1)
#endif

__global__ void WS_BOUNDS ws_persistent(const __grid_constant__ PersistentParams p) {
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ alignas(128) float stage[kStages][kTile];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ barrier_t full[kStages], empty[kStages];
  __shared__ int cur_tile[kStages];

  const int warp = threadIdx.x / 32;
  const int lane = threadIdx.x & 31;
  if (threadIdx.x == 0) {
    for (int s = 0; s < kStages; ++s) {
      init(&full[s], 1 + 32 * kProducerWarps);
      init(&empty[s], 32 * kConsumerWarps);
    }
  }
  __syncthreads();
#if CORPUS_SM90
  cudaGridDependencySynchronize();
#endif

  if (warp < kProducerWarps) {
    producer_regs();
    int s = 0;
    for (int it = 0;; ++it, s = (s + 1) % kStages) {
      if (it >= kStages) empty[s].arrive_and_wait();
      int tile = 0;
      if (lane == 0) tile = next_tile(p.ticket, p.tiles);
      tile = __shfl_sync(0xffffffffu, tile, 0);
      if (lane == 0) cur_tile[s] = tile;
      if (tile >= p.tiles) {
        (void)full[s].arrive();
        break;
      }
      const float *src = reinterpret_cast<const float *>(p.a) + (size_t)tile * kTile;
#if CORPUS_SM90
      barrier_t::arrival_token tok;
      if (elect_leader()) {
        cuda::device::memcpy_async_tx(stage[s], src, cuda::aligned_size_t<16>(sizeof(stage[s])),
                                      full[s]);
        tok = cuda::device::barrier_arrive_tx(full[s], 1, sizeof(stage[s]));
      } else {
        tok = full[s].arrive();
      }
      (void)tok;
#else
      auto warp_grp = cg::tiled_partition<32>(cg::this_thread_block());
      cuda::memcpy_async(warp_grp, stage[s], src, sizeof(stage[s]), full[s]);
      (void)full[s].arrive();
#endif
      if (lane == 0) ext_record_tile(tile, clock64());
    }
  } else {
    consumer_regs();
    const int ct = threadIdx.x - 32 * kProducerWarps;
    int s = 0;
    float keep = 0.f;
    for (;; s = (s + 1) % kStages) {
      full[s].arrive_and_wait();
      int tile = cur_tile[s];
      if (tile >= p.tiles) break;
      float acc = 0.f;
#pragma unroll 4
      for (int i = ct; i < kTile; i += 32 * kConsumerWarps)
        acc = fmaf(stage[s][i], p.x[(i + tile) % p.shape.k], acc);
      for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
      // Named barrier between the consumer warps only.
      asm volatile("bar.sync 1, %0;" ::"n"(32 * kConsumerWarps));
      if (lane == 0) {
        float r = ext_epilogue(acc * p.alpha[0] + ext_bias[tile & 63], tile);
        atomicAdd(&p.y[tile % p.shape.m], r * p.alpha[1]);
        keep += r;
      }
      (void)empty[s].arrive();
    }
    if (lane == 0 && keep != 0.f) p.y[p.shape.m + warp] = keep;
  }
#if CORPUS_SM90
  cudaTriggerProgrammaticLaunchCompletion();
#endif
}

// __maxnreg__ caps the register count (.maxnreg) without the launch bounds.
__global__ void __maxnreg__(48) capped_axpy(const float *__restrict__ x, float *__restrict__ y,
                                            float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] = ext_epilogue(a * x[i] + y[i], i & 7);
}

#if CORPUS_SM90
// A cluster of CTAs reduces its partial sums through distributed shared memory.
template <int kCluster>
__global__ void __cluster_dims__(kCluster, 1, 1) __launch_bounds__(128)
    cluster_dsm_reduce(const float *in, float *out, int n) {
  __shared__ float part[128];
  __shared__ float total;
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned rank = cluster.block_rank();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  for (int o = 16; o > 0; o >>= 1) v += warp.shfl_down(v, o);
  part[threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.f;
    for (int w = 0; w < 128; w += 32) s += part[w];
    total = s;
  }
  cluster.sync();
  if (rank == 0 && threadIdx.x < kCluster) {
    float *peer = cluster.map_shared_rank(&total, threadIdx.x);
    float s = *peer;
    for (int o = kCluster / 2; o > 0; o >>= 1) s += __shfl_down_sync((1u << kCluster) - 1u, s, o);
    if (threadIdx.x == 0) out[blockIdx.x / kCluster] = s;
  }
  cluster.sync();
}

template __global__ void cluster_dsm_reduce<2>(const float *, float *, int);
template __global__ void cluster_dsm_reduce<4>(const float *, float *, int);
#endif

// A visible device function other translation units call back into.
__device__ float ws_scale(float v, int k) { return v * ext_bias[k & 63] + (float)ext_tile_flags[k & 63]; }
