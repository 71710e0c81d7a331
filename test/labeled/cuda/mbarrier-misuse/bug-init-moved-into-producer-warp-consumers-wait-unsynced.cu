// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised staging: warp 0 loads a tile into shared memory and
// arrives on `full` (count 32); warps 1..3 wait on it and consume. In a
// refactor the barrier's initialisation was moved into the producer branch
// ("the producer owns the barrier") with only a __syncwarp() after it. BUG:
// nothing orders the init before the consumer warps' first wait: they may
// test the barrier before lane 0 of warp 0 has initialised it.
#include "mbar.cuh"
__global__ void __launch_bounds__(128)
stage_consume(const float4 *__restrict__ in, float4 *__restrict__ out) {
  __shared__ __align__(8) uint64_t full;
  __shared__ float4 tile[96];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0) {
    if (lane == 0)
      mb_init(&full, 32);
    __syncwarp();
    for (int j = lane; j < 96; j += 32)
      tile[j] = in[blockIdx.x * 96 + j];
    mb_arrive(&full);
  } else {
    mb_wait_parity(&full, 0);  // BUG: may run before the init
    const int t = threadIdx.x - 32;
    float4 v = tile[t];
    v.x += tile[95 - t].x;
    out[blockIdx.x * 96 + t] = v;
  }
}
