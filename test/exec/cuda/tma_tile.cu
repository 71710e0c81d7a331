// TMA through cuda::ptx (CUDA 13.0): a CTA loads the 16x8 f32 tile at
// (x, y) of a tensor described by a __grid_constant__ CUtensorMap
// (cp.async.bulk.tensor.2d ... mbarrier::complete_tx::bytes), copies the
// tile's shared memory to out as it lies there, adds 1 to its first element
// and stores the tile back (cp.async.bulk.tensor.2d.global.shared::cta
// .bulk_group). Expected results: tma_tile.py.
#include <cuda.h>
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

__global__ void tma_tile(const __grid_constant__ CUtensorMap tmap, float *out, int x, int y) {
  __shared__ alignas(128) float tile[8][16];
  __shared__ alignas(8) uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1u);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    const int32_t c[2] = {x, y};
    ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, &tile[0][0], &tmap, c, &bar);
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   (uint32_t)sizeof(tile));
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0u)) {
  }
  for (int i = threadIdx.x; i < 128; i += blockDim.x)
    out[i] = (&tile[0][0])[i];
  __syncthreads();
  if (threadIdx.x == 0) {
    tile[0][0] += 1;
    ptx::fence_proxy_async(ptx::space_shared);
    const int32_t c[2] = {x, y};
    ptx::cp_async_bulk_tensor(ptx::space_global, ptx::space_shared, &tmap, c, &tile[0][0]);
    ptx::cp_async_bulk_commit_group();
    ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());
  }
}
