// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// FlashAttention-3-style K/V pipeline for decoding (one query row per warp):
// thread 0 is the producer and, for each KV block, bulk-copies the K tile and
// the V tile (64 keys x 64 bf16 = 8 KiB each) into a two-stage ring, both
// completing on kv_full[s]. The arrive.expect_tx was written when V had its
// own barrier (BUG: it still announces only sizeof(sk[s]); the V copy's 8 KiB
// complete on the same barrier, the transaction count underflows and the
// phase can complete before V has landed).
#include <cuda/ptx>
#include <cuda_bf16.h>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 2, BK = 64, D = 64;
__global__ void __launch_bounds__(128)
    fa3_decode(const __nv_bfloat16 *__restrict__ q, const __nv_bfloat16 *__restrict__ K,
               const __nv_bfloat16 *__restrict__ V, float *__restrict__ o, int nblocks) {
  __shared__ alignas(128) __nv_bfloat16 sk[STAGES][BK * D], sv[STAGES][BK * D];
  __shared__ uint64_t kv_full[STAGES];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s)
      ptx::mbarrier_init(&kv_full[s], 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  const size_t head = blockIdx.x;
  const float q0 = __bfloat162float(q[(head * 4 + warp) * D + 2 * lane]);
  const float q1 = __bfloat162float(q[(head * 4 + warp) * D + 2 * lane + 1]);
  float m = -INFINITY, l = 0.f, a0 = 0.f, a1 = 0.f;
  for (int b = 0; b < nblocks; ++b) {
    const int s = b % STAGES;
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                     &kv_full[s], sizeof(sk[s]));
      const size_t off = (head * nblocks + b) * BK * D;
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sk[s], K + off, sizeof(sk[s]),
                         &kv_full[s]);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sv[s], V + off, sizeof(sv[s]),
                         &kv_full[s]);
    }
    while (!ptx::mbarrier_try_wait_parity(&kv_full[s], (uint32_t)((b / STAGES) & 1))) {
    }
    for (int j = 0; j < BK; ++j) {
      float x = q0 * __bfloat162float(sk[s][j * D + 2 * lane]) +
                q1 * __bfloat162float(sk[s][j * D + 2 * lane + 1]);
      for (int off = 16; off; off >>= 1)
        x += __shfl_xor_sync(0xffffffffu, x, off);
      const float mn = fmaxf(m, x), c = __expf(m - mn), p = __expf(x - mn);
      l = l * c + p;
      a0 = a0 * c + p * __bfloat162float(sv[s][j * D + 2 * lane]);
      a1 = a1 * c + p * __bfloat162float(sv[s][j * D + 2 * lane + 1]);
      m = mn;
    }
    __syncthreads();
  }
  o[(head * 4 + warp) * D + 2 * lane] = a0 / l;
  o[(head * 4 + warp) * D + 2 * lane + 1] = a1 / l;
}
