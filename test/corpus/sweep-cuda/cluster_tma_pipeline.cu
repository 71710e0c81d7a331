// cluster_tma_pipeline.cu - ptxlint differential sweep input (helper-204)
// sweep-min-arch: 90
//
// A warp-specialised producer/consumer pipeline in the shape of CUTLASS 3 /
// ThunderKittens kernels, written with the cuda::ptx wrappers: mbarrier
// init / arrive.expect_tx / try_wait.parity loops, cp.async.bulk and
// cp.async.bulk.tensor (1d-3d) into shared::cluster with a CUtensorMap
// passed as a __grid_constant__ parameter, fence.proxy.async, clusters
// with DSMEM (map_shared_rank, st.async, red.async, getctarank),
// barrier.cluster arrive/wait, cp.reduce.async.bulk and the bulk-group
// commit/wait.
#include <cuda.h>
#include <cuda/ptx>
#include <cooperative_groups.h>
#include <cstdint>
#include "../cuda/corpus_features.cuh"
namespace cg = cooperative_groups;
namespace ptx = cuda::ptx;

#define TILE 1024

__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(256)
tma_pipeline(const __grid_constant__ CUtensorMap tmap, const float* __restrict__ src, float* __restrict__ dst,
             int tiles) {
#if CORPUS_SM90
  __shared__ alignas(128) float buf[2][TILE];
  __shared__ alignas(8) uint64_t full[2], empty[2];
  __shared__ uint32_t counter;
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank();
  int warp = threadIdx.x / 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < 2; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 7);
    }
    counter = 0;
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  cluster.sync();
  if (warp == 0) {
    if (threadIdx.x == 0) {
      for (int t = 0; t < tiles; ++t) {
        int s = t & 1;
        uint32_t phase = ((t >> 1) & 1) ^ 1;
        while (!ptx::mbarrier_try_wait_parity(&empty[s], phase)) {
        }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[s],
                                       TILE * sizeof(float));
        if (t % 3 == 0) {
          ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, buf[s], src + t * TILE, TILE * sizeof(float),
                             &full[s]);
        } else {
          int32_t c1[1] = {t * TILE};
          int32_t c2[2] = {t * 32, (int)rank * 32};
          int32_t c3[3] = {0, t, (int)rank};
          if (t % 3 == 1)
            ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, buf[s], &tmap, c2, &full[s]);
          else if (t & 4)
            ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, buf[s], &tmap, c3, &full[s]);
          else
            ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, buf[s], &tmap, c1, &full[s]);
        }
      }
    }
  } else {
    for (int t = 0; t < tiles; ++t) {
      int s = t & 1;
      uint32_t phase = (t >> 1) & 1;
      while (!ptx::mbarrier_try_wait_parity(ptx::sem_acquire, ptx::scope_cta, &full[s], phase)) {
      }
      float acc = 0;
      for (int i = threadIdx.x - 32; i < TILE; i += 224) acc += buf[s][i] * 1.5f;
      for (int o = 16; o; o >>= 1) acc += __shfl_xor_sync(0xffffffff, acc, o);
      if ((threadIdx.x & 31) == 0) {
        dst[t * 8 + warp] = acc;
        ptx::mbarrier_arrive(&empty[s]);
      }
    }
    // DSMEM: add into the peer block's counter and buffer.
    uint32_t* peer = cluster.map_shared_rank(&counter, rank ^ 1);
    atomicAdd(peer, 1u);
    if (threadIdx.x == 32) {
      uint64_t* peer_full = cluster.map_shared_rank(&full[0], rank ^ 1);
      ptx::red_async(ptx::op_add, cluster.map_shared_rank(&counter, rank ^ 1), 5u, peer_full);
      ptx::st_async(cluster.map_shared_rank(reinterpret_cast<uint32_t*>(&buf[1][0]), rank ^ 1), 7u, peer_full);
      uint32_t who = ptx::getctarank(ptx::space_cluster, peer);
      dst[tiles * 8 + rank] = (float)who;
    }
  }
  ptx::fence_proxy_async(ptx::space_shared);
  ptx::barrier_cluster_arrive(ptx::sem_release);
  ptx::barrier_cluster_wait(ptx::sem_acquire);
  if (threadIdx.x == 0) {
    ptx::cp_async_bulk(ptx::space_global, ptx::space_shared, dst + (tiles + 1) * 8 + rank * TILE, buf[0],
                       TILE * sizeof(float));
    ptx::cp_async_bulk_commit_group();
    ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());
    dst[0] += (float)counter;
  }
  cluster.sync();
#endif
}

__global__ void __cluster_dims__(4, 1, 1) cluster_histogram(const int* in, int* out, int n) {
#if CORPUS_SM90
  extern __shared__ int hist[];
  cg::cluster_group cluster = cg::this_cluster();
  int bins = 256 / cluster.num_blocks();
  for (int i = threadIdx.x; i < bins; i += blockDim.x) hist[i] = 0;
  cluster.sync();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int v = in[i] & 255;
    int* h = cluster.map_shared_rank(hist, v / bins);
    atomicAdd(h + v % bins, 1);
  }
  cluster.sync();
  for (int i = threadIdx.x; i < bins; i += blockDim.x)
    atomicAdd(&out[cluster.block_rank() * bins + i], hist[i]);
  dim3 ci = cluster.block_index();
  if (threadIdx.x == 0) out[256 + blockIdx.x] = ci.x + cluster.dim_blocks().x * 100 + cluster.num_threads();
#endif
}
