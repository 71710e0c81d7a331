// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=96
// Row-blocked softmax where each group of 64 threads owns one row and syncs
// only its own threads on named barrier 1 + group. The block was shrunk to
// 96 threads (3 warps) for occupancy without revisiting the grouping: group 1
// has one warp, but its barrier still waits for 64 threads and never
// completes.
constexpr int kGroup = 64;
__global__ void __launch_bounds__(96)
row_softmax(const float *__restrict__ x, float *__restrict__ y, int cols) {
  __shared__ float red[2][2];
  const int group = threadIdx.x / kGroup;
  const int t = threadIdx.x % kGroup;
  const int w = t / 32, lane = t % 32;
  const int row = blockIdx.x * 2 + group;
  float m = -INFINITY;
  for (int c = t; c < cols; c += kGroup)
    m = fmaxf(m, x[(size_t)row * cols + c]);
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  if (lane == 0)
    red[group][w] = m;
  // BUG: group 1 is a single warp: 32 threads on a 64-thread barrier
  asm volatile("bar.sync %0, %1;" ::"r"(1 + group), "n"(kGroup) : "memory");
  m = fmaxf(red[group][0], red[group][1]);
  for (int c = t; c < cols; c += kGroup)
    y[(size_t)row * cols + c] = __expf(x[(size_t)row * cols + c] - m);
}
