// EXPECT: barrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised row softmax after setmaxnreg: warpgroup 0 produces (its
// lane 0 bulk-copies a 2 KiB row tile per consumer warpgroup), warpgroups 1
// and 2 each normalise their own tile and sync their own 128 threads on a
// private named barrier, id 1 + wg. The count was copied from FA3's
// two-warpgroup barrier (BUG: bar.sync 1 + wg, 256 waits for 256 threads,
// but only the 128 threads of one warpgroup ever use each id, so the barrier
// never completes).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__device__ __forceinline__ void wg_sync(int id) {
  asm volatile("bar.sync %0, 256;" ::"r"(id) : "memory");
}
__global__ void __launch_bounds__(384, 1)
    ws_softmax(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ alignas(128) float tile[2][512];
  __shared__ float red[2][4];
  __shared__ uint64_t full[2];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full[0], 1);
    ptx::mbarrier_init(&full[1], 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (wg == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    if (t == 0) {
      for (int c = 0; c < 2; ++c) {
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                       &full[c], sizeof(tile[c]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile[c],
                           in + ((size_t)blockIdx.x * 2 + c) * 512, sizeof(tile[c]), &full[c]);
      }
    }
    return;
  }
  asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
  const int c = wg - 1;
  while (!ptx::mbarrier_try_wait_parity(&full[c], 0)) {
  }
  float v[4], m = -INFINITY;
  for (int j = 0; j < 4; ++j) {
    v[j] = tile[c][j * 128 + t];
    m = fmaxf(m, v[j]);
  }
  for (int o = 16; o; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (t % 32 == 0)
    red[c][t / 32] = m;
  wg_sync(1 + wg);
  m = fmaxf(fmaxf(red[c][0], red[c][1]), fmaxf(red[c][2], red[c][3]));
  float s = 0.f;
  for (int j = 0; j < 4; ++j) {
    v[j] = __expf(v[j] - m);
    s += v[j];
  }
  for (int o = 16; o; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  wg_sync(1 + wg);
  if (t % 32 == 0)
    red[c][t / 32] = s;
  wg_sync(1 + wg);
  s = red[c][0] + red[c][1] + red[c][2] + red[c][3];
  for (int j = 0; j < 4; ++j)
    out[((size_t)blockIdx.x * 2 + c) * 512 + j * 128 + t] = v[j] / s;
}
