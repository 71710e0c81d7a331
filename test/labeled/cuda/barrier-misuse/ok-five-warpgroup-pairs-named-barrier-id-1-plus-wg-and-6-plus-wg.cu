// EXPECT: clean
// PTXLINT-ARGS: --block-dim=640
// Five 128-thread warpgroups each run a two-phase exchange through shared
// memory on their own pair of named barriers, 1 + wg and 6 + wg: ids 1 to
// 10, all below 16, each used by the 128 threads of one warpgroup.
__device__ __forceinline__ void wg_sync(int id) { asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory"); }
__global__ void __launch_bounds__(640) wg_exchange_ok(const float* __restrict__ in, float* __restrict__ out) {
  __shared__ float buf[5][128];
  const int wg = threadIdx.x >> 7, t = threadIdx.x & 127;
  const size_t base = (size_t)blockIdx.x * 640 + threadIdx.x;
  buf[wg][t] = in[base];
  wg_sync(1 + wg);
  const float v = buf[wg][127 - t];
  wg_sync(6 + wg);
  buf[wg][t] = v * 0.5f;
  wg_sync(1 + wg);
  out[base] = buf[wg][(t + 1) & 127] + v;
}
