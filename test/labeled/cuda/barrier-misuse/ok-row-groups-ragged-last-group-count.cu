// EXPECT: clean
// PTXLINT-ARGS: --block-dim=96
// Row-blocked max-normalisation where each group of up to 64 threads owns
// one row and syncs only its own threads on named barrier 1 + group. The
// block has 96 threads, so the last group is a single warp: the barrier's
// thread count is the group's real size, min(64, blockDim.x - 64 * group),
// and each warp reads only the partial results its group wrote.
constexpr int kGroup = 64;
__global__ void __launch_bounds__(96)
row_norm(const float *__restrict__ x, float *__restrict__ y, int cols) {
  __shared__ float red[2][2];
  const int group = threadIdx.x / kGroup;
  const int size = min(kGroup, (int)blockDim.x - kGroup * group);
  const int t = threadIdx.x % kGroup;
  const int w = t / 32, lane = t % 32;
  const int row = blockIdx.x * 2 + group;
  float m = 0.f;
  for (int c = t; c < cols; c += size)
    m = fmaxf(m, fabsf(x[(size_t)row * cols + c]));
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  if (lane == 0)
    red[group][w] = m;
  asm volatile("bar.sync %0, %1;" ::"r"(1 + group), "r"(size) : "memory");
  if (size > 32)
    m = fmaxf(red[group][0], red[group][1]);
  else
    m = red[group][0];
  float inv = m > 0.f ? 1.f / m : 0.f;
  for (int c = t; c < cols; c += size)
    y[(size_t)row * cols + c] = x[(size_t)row * cols + c] * inv;
}
