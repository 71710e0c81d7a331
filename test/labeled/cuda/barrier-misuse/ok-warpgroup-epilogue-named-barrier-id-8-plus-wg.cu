// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// A warp-specialised epilogue with one named barrier per warpgroup at ids
// 8..11 (id = 8 + wg), all below 16, each counting its warpgroup's 128
// threads.
__global__ void __launch_bounds__(512) wg_epilogue_ok(const float *acc, float *out) {
  __shared__ float stage[4][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  stage[wg][t] = acc[blockIdx.x * 512 + threadIdx.x] * 0.5f;
  asm volatile("bar.sync %0, 128;" ::"r"(8 + wg) : "memory");
  out[blockIdx.x * 512 + wg * 128 + t] = stage[wg][127 - t];
}
