// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Per-warpgroup layer norm: each 128-thread warpgroup normalises one row and
// syncs on its own named barrier through an out-of-line helper. The helper is
// called with a count of 96 (three warps, left over from a 96-thread group
// layout), but all 128 threads of the warpgroup run it: the barrier completes
// with the first three warps and the fourth starts a new phase.
__device__ __noinline__ void group_sync(int id, int nthreads) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(nthreads) : "memory");
}
__global__ void layernorm_two_rows(const float *x, float *y, int n) {
  __shared__ float red[2][4];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128, lane = t % 32, w = t / 32;
  const float *row = x + (size_t)(blockIdx.x * 2 + wg) * n;
  float s = 0.f;
  for (int i = t; i < n; i += 128)
    s += row[i];
  for (int o = 16; o; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0)
    red[wg][w] = s;
  group_sync(1 + wg, 96);
  const float mean = (red[wg][0] + red[wg][1] + red[wg][2] + red[wg][3]) / n;
  for (int i = t; i < n; i += 128)
    y[(size_t)(blockIdx.x * 2 + wg) * n + i] = row[i] - mean;
}
