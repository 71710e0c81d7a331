// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// CUTLASS-like collective epilogue with two consumer warpgroups, each of which
// stages its own 128 x 4 accumulator slice through shared memory and
// writes it back row-major. A warpgroup only waits for its own 128 threads:
// named barrier 1 + wg with a count of 128, ids 1 and 2.
__device__ __forceinline__ void wg_sync(int wg) {
  asm volatile("bar.sync %0, 128;" ::"r"(wg + 1) : "memory");
}
__global__ void __launch_bounds__(256)
    epilogue_stage(const float4 *__restrict__ acc, float *__restrict__ C, int ldc) {
  __shared__ float smem[2][4][129];
  const int wg = threadIdx.x >> 7, t = threadIdx.x & 127;
  const float4 v = acc[blockIdx.x * 256 + threadIdx.x];
  smem[wg][0][t] = v.x;
  smem[wg][1][t] = v.y;
  smem[wg][2][t] = v.z;
  smem[wg][3][t] = v.w;
  wg_sync(wg);
  float *crow = C + ((size_t)blockIdx.x * 2 + wg) * 4 * ldc;
  for (int i = t; i < 4 * 128; i += 128)
    crow[(i >> 7) * ldc + (i & 127)] = smem[wg][i >> 7][i & 127];
  wg_sync(wg);
}
