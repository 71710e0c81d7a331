// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// W4A16 GEMV (int4 weights, two per byte, fp16 activations): thread 0 streams
// a K-tile of four weight rows into shared memory with one cp.async.bulk per
// row, completing on one mbarrier, and announces the transaction bytes with
// arrive.expect_tx: ROWS * KT / 2 bytes, half a byte per int4 element (the
// near miss of counting elements: the tile holds ROWS * KT int4 values, but
// the transaction count is in bytes and each row copy moves KT / 2 of them).
// The bytes balance, the phase completes once per K-tile and the parity
// flips with it.
#include <cuda/ptx>
#include <cuda_fp16.h>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int K = 4096, KT = 1024, ROWS = 4, GROUP = 128;
__global__ void __launch_bounds__(128) gemv_w4a16(const uint8_t *__restrict__ wq,
                                                  const __half *__restrict__ scales,
                                                  const __half *__restrict__ x,
                                                  __half *__restrict__ y) {
  __shared__ alignas(128) uint8_t wtile[ROWS][KT / 2];
  __shared__ uint64_t full;
  const int row0 = blockIdx.x * ROWS;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  const int r = threadIdx.x / 32, lane = threadIdx.x % 32;
  float acc = 0.f;
  uint32_t phase = 0;
  for (int kt = 0; kt < K / KT; ++kt) {
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full,
                                     ROWS * (KT / 2));
#pragma unroll
      for (int i = 0; i < ROWS; ++i)
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, wtile[i],
                           wq + (size_t)(row0 + i) * (K / 2) + kt * (KT / 2), KT / 2, &full);
    }
    while (!ptx::mbarrier_try_wait_parity(&full, phase)) {
    }
    phase ^= 1;
    for (int b = lane; b < KT / 2; b += 32) {
      uint8_t q = wtile[r][b];
      int k = kt * KT + 2 * b;
      float s = __half2float(scales[(row0 + r) * (K / GROUP) + k / GROUP]);
      acc += s * (float)((int)(q & 15) - 8) * __half2float(x[k]) +
             s * (float)((int)(q >> 4) - 8) * __half2float(x[k + 1]);
    }
    __syncthreads();
  }
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row0 + r] = __float2half(acc);
}
